// tests/host_ref/timing_test.cpp -- prints what evaluate() and evaluate2() cost per call, so that
// the cost of an exhaustive sweep (2^32 calls) is known, and asserts what keeps that cost low: the
// double fast path answers nearly every input, falling back to MPFR (10-100x slower) on at most
// kMaxFallbackShare of them (the references that use MPFR by design excepted: see
// mpfr_by_design()). The times themselves are printed,
// not asserted (a shared machine varies too much); they are this thread's CPU time, so that
// other work inflates them less. Its own executable, label `slow` (tests/host_ref/CMakeLists.txt).
#include <gtest/gtest.h>
#include <time.h>

#include <cstdio>

#include "host_ref/oracle.hpp"
#include "test_support.hpp"

namespace warpmath::host_ref {
namespace {

// Fallbacks allowed per input set, as a share of the calls.
constexpr double kMaxFallbackShare = 0.01;

// References that answer from MPFR by design on much of their domain (measured on these inputs):
// jn, yn (MPFR only); ldexp, pown, rootn, compoundn (integer argument: 30-100% of the inputs);
// cyl_bessel_i0, cyl_bessel_i1 (large |x|: every consecutive pattern of the sweep set).
bool mpfr_by_design(Ref r) {
  return r == Ref::jn || r == Ref::yn || r == Ref::ldexp || r == Ref::pown || r == Ref::rootn ||
         r == Ref::compoundn || r == Ref::cyl_bessel_i0 || r == Ref::cyl_bessel_i1;
}

double thread_cpu_nanoseconds() {
  timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e9 + static_cast<double>(t.tv_nsec);
}

double nanoseconds_per_call(Ref r, const std::vector<float>& inputs, std::size_t* fallbacks) {
  float sink = 0.0f;
  *fallbacks = 0;
  const double start = thread_cpu_nanoseconds();
  for (float x : inputs) {
    EvalPath path;
    sink += evaluate_with_path(r, x, &path).rounded;
    *fallbacks += path == EvalPath::mpfr;
  }
  const double stop = thread_cpu_nanoseconds();
  volatile float keep = sink;
  (void)keep;
  return (stop - start) / static_cast<double>(inputs.size());
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
  for (Ref r : kUnaryRefs) {
    evaluate(r, 1.0f);  // warm up (the 2/pi table, MPFR's caches)
    std::size_t fb_full, fb_small, fb_sweep;
    const double ns_full = nanoseconds_per_call(r, full, &fb_full);
    const double ns_small = nanoseconds_per_call(r, small, &fb_small);
    const double ns_sweep = nanoseconds_per_call(r, sweep, &fb_sweep);
    std::printf(
        "[ timing ] %-7s evaluate() ns/call: %5.1f random bit patterns, %5.1f random "
        "|x| < 10, %5.1f consecutive patterns (2^32 of them: ~%.0f s on one core); "
        "MPFR fallbacks %zu, %zu, %zu\n",
        ref_name(r), ns_full, ns_small, ns_sweep, ns_sweep * 0x1p32 * 1e-9, fb_full, fb_small,
        fb_sweep);
    if (mpfr_by_design(r)) continue;
    EXPECT_LE(static_cast<double>(fb_full), kMaxFallbackShare * full.size()) << ref_name(r);
    EXPECT_LE(static_cast<double>(fb_small), kMaxFallbackShare * small.size()) << ref_name(r);
    EXPECT_LE(static_cast<double>(fb_sweep), kMaxFallbackShare * sweep.size()) << ref_name(r);
  }
}

TEST(Timing, Evaluate2NanosecondsPerCall) {
  // Random bit patterns for both arguments (every binade pair, as pairs:N draws them), and
  // random pairs in (-10, 10)^2.
  const std::vector<float> xs = test_support::random_bit_patterns(200000, 31);
  const std::vector<float> ys = test_support::random_bit_patterns(200000, 32);
  const std::vector<float> xm = test_support::random_uniform(200000, 10.0f, 33);
  const std::vector<float> ym = test_support::random_uniform(200000, 10.0f, 34);
  for (Ref r : kBinaryRefs) {
    // jn, yn: MPFR only (no fast path), 0.1-10 ms per call: timed on the first 500 pairs.
    const bool mpfr_only = r == Ref::jn || r == Ref::yn;
    double ns[2];
    std::size_t fallbacks[2] = {0, 0};
    for (int set = 0; set < 2; ++set) {
      const std::vector<float>& x = set == 0 ? xs : xm;
      const std::vector<float>& y = set == 0 ? ys : ym;
      float sink = 0.0f;
      const double start = thread_cpu_nanoseconds();
      const std::size_t count = mpfr_only ? 500 : x.size();
      for (std::size_t i = 0; i < count; ++i) {
        EvalPath path;
        sink += evaluate2_with_path(r, x[i], y[i], &path).rounded;
        fallbacks[set] += path == EvalPath::mpfr;
      }
      const double stop = thread_cpu_nanoseconds();
      volatile float keep = sink;
      (void)keep;
      ns[set] = (stop - start) / static_cast<double>(count);
      if (!mpfr_by_design(r)) {
        EXPECT_LE(static_cast<double>(fallbacks[set]), kMaxFallbackShare * count)
            << ref_name(r) << (set == 0 ? " (random bit patterns)" : " (random in (-10, 10)^2)");
      }
    }
    std::printf(
        "[ timing ] %-9s evaluate2() ns/call: %5.1f random bit patterns, %5.1f random in "
        "(-10, 10)^2; MPFR fallbacks %zu, %zu\n",
        ref_name(r), ns[0], ns[1], fallbacks[0], fallbacks[1]);
  }
}

}  // namespace
}  // namespace warpmath::host_ref
