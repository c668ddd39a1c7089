// tests/host_ref/timing_test.cpp -- prints what evaluate() costs per call, so that the cost of
// an exhaustive sweep (2^32 calls) is known. A measurement, not an assertion.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>

#include "host_ref/oracle.hpp"
#include "test_support.hpp"

namespace warpmath::host_ref {
namespace {

double nanoseconds_per_call(Ref r, const std::vector<float>& inputs, std::size_t* fallbacks) {
  float sink = 0.0f;
  *fallbacks = 0;
  const auto start = std::chrono::steady_clock::now();
  for (float x : inputs) {
    EvalPath path;
    sink += evaluate_with_path(r, x, &path).rounded;
    *fallbacks += path == EvalPath::mpfr;
  }
  const auto stop = std::chrono::steady_clock::now();
  volatile float keep = sink;
  (void)keep;
  return std::chrono::duration<double, std::nano>(stop - start).count() / inputs.size();
}

TEST(Timing, EvaluateNanosecondsPerCall) {
  const std::vector<float> full = test_support::random_bit_patterns(400000, 2024);
  const std::vector<float> small = test_support::random_uniform(400000, 10.0f, 2025);
  // 16 runs of 2^16 consecutive bit patterns spread over all floats, in the order an exhaustive
  // sweep visits them (branches predict far better than on random inputs).
  std::vector<float> sweep;
  for (std::uint32_t block = 0; block < 16; ++block) {
    for (std::uint32_t i = 0; i < (1u << 16); ++i) {
      sweep.push_back(test_support::float_of(block * 0x10000000u + 0x5a5a5a5u + i));
    }
  }
  for (Ref r : kAllRefs) {
    evaluate(r, 1.0f);  // warm up (the 2/pi table, MPFR's caches)
    std::size_t fb_full, fb_small, fb_sweep;
    const double ns_full = nanoseconds_per_call(r, full, &fb_full);
    const double ns_small = nanoseconds_per_call(r, small, &fb_small);
    const double ns_sweep = nanoseconds_per_call(r, sweep, &fb_sweep);
    std::printf(
        "[ timing ] %-5s evaluate() ns/call: %5.1f random bit patterns, %5.1f random "
        "|x| < 10, %5.1f consecutive patterns (2^32 of them: ~%.0f s on one core); "
        "MPFR fallbacks %zu, %zu, %zu\n",
        ref_name(r), ns_full, ns_small, ns_sweep, ns_sweep * 0x1p32 * 1e-9, fb_full, fb_small,
        fb_sweep);
  }
}

}  // namespace
}  // namespace warpmath::host_ref
