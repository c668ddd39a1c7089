// tests/host_ref/fast_path_test.cpp -- the fast path (double evaluation + rounding check) against
// the MPFR path: same binary32 results, `exact` within the documented error bound and in the
// same binade, on random floats of every binade and on the floats nearest to multiples of pi/2
// (sin, cos, tan) and of 1/4 (the pi functions), where the reductions are hardest.
#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <string>
#include <thread>

#include "host_ref/oracle.hpp"
#include "test_support.hpp"

namespace warpmath::host_ref {
namespace {

using test_support::same_float;

constexpr double kPiOver2 = 1.5707963267948966;
// This file covers the trig references; elementary_fast_path_test.cpp and binary_test.cpp the rest.
constexpr Ref kTrigRefs[] = {Ref::sin, Ref::cos, Ref::tan, Ref::sinpi, Ref::cospi, Ref::tanpi};

bool is_pi_function(Ref r) { return r == Ref::sinpi || r == Ref::cospi || r == Ref::tanpi; }

std::vector<float> inputs_for(Ref r) {
  std::vector<float> v = test_support::random_bit_patterns(100000, 1234 + static_cast<int>(r));
  const std::vector<float> small = test_support::random_uniform(20000, 10.0f, 99);
  v.insert(v.end(), small.begin(), small.end());
  if (is_pi_function(r)) {
    for (int k = 1; k <= 2000; ++k) test_support::append_neighbourhood(k * 0.25, 8, &v);
    for (int k = 0; k < 200; ++k) {  // where floats are spaced 1/4 .. 1: 2^21 .. 2^24
      test_support::append_neighbourhood(0x1p21 + k * 0.25, 4, &v);
      test_support::append_neighbourhood(0x1p22 + k * 0.5, 4, &v);
      test_support::append_neighbourhood(0x1p23 + k, 4, &v);
    }
  } else {
    for (int k = 1; k <= 2000; ++k) test_support::append_neighbourhood(k * kPiOver2, 8, &v);
    test_support::append_neighbourhood(kPiOver2 / 2, 8, &v);  // the direct/reduced boundary
  }
  const std::size_t n = v.size();
  for (std::size_t i = 0; i < n; ++i) v.push_back(-v[i]);
  return v;
}

TEST(FastPath, AgreesWithMpfr) {
  for (Ref r : kTrigRefs) {
    const std::vector<float> inputs = inputs_for(r);
    std::size_t paths[3] = {0, 0, 0};
    int failures = 0;
    for (float x : inputs) {
      EvalPath path;
      const RefValue fast = evaluate_with_path(r, x, &path);
      ++paths[static_cast<int>(path)];
      const RefValue slow = evaluate_mpfr(r, x);
      bool ok = same_float(fast.rounded, slow.rounded);
      if (ok && std::isfinite(slow.exact) && slow.exact != 0.0) {
        // Same binade (so the same ulp), and the documented 2^-49.7 relative bound.
        ok = std::ilogb(fast.exact) == std::ilogb(slow.exact) &&
             std::fabs(fast.exact - slow.exact) <= 0x1p-49 * std::fabs(slow.exact);
      } else if (ok) {
        ok = same_float(static_cast<float>(fast.exact), static_cast<float>(slow.exact));
      }
      if (!ok && ++failures <= 5) {
        ADD_FAILURE() << ref_name(r) << "(" << std::hexfloat << x << "): evaluate {" << fast.rounded
                      << ", " << fast.exact << "}, evaluate_mpfr {" << slow.rounded << ", "
                      << slow.exact << "}";
      }
    }
    EXPECT_EQ(failures, 0) << ref_name(r);
    std::printf("[ fast path ] %-5s %zu inputs: %zu special, %zu fast, %zu mpfr fallbacks\n",
                ref_name(r), inputs.size(), paths[0], paths[1], paths[2]);
  }
}

TEST(FastPath, DoubleApproximationMeetsItsBound) {
  // fast_eval.cpp derives a relative error below 2^-49.7 for the double it rounds; `exact` is
  // that double whenever the fast path answered.
  double worst[6] = {};
  for (Ref r : kTrigRefs) {
    std::vector<float> inputs = test_support::random_bit_patterns(20000, 77 + static_cast<int>(r));
    const std::vector<float> small = test_support::random_uniform(5000, 4.0f, 5);
    inputs.insert(inputs.end(), small.begin(), small.end());
    for (float x : inputs) {
      EvalPath path;
      const RefValue v = evaluate_with_path(r, x, &path);
      if (path != EvalPath::fast) continue;
      const double e = test_support::HighPrecision(r, x, 128).relative_error(v.exact);
      double& w = worst[static_cast<int>(r)];
      if (e > w) w = e;
    }
    EXPECT_LE(worst[static_cast<int>(r)], std::exp2(-49.5)) << ref_name(r);
    std::printf("[ fast path ] %-5s max relative error of the double: 2^%.2f\n", ref_name(r),
                std::log2(worst[static_cast<int>(r)]));
  }
}

TEST(FastPath, ExactCasesNeedNoRounding) {
  EvalPath path;
  evaluate_with_path(Ref::tanpi, 0.25f, &path);
  EXPECT_EQ(path, EvalPath::special);
  EXPECT_EQ(evaluate(Ref::tanpi, 0.25f).rounded, 1.0f);
  EXPECT_EQ(evaluate(Ref::tanpi, -0.25f).rounded, -1.0f);
  EXPECT_EQ(evaluate(Ref::tanpi, 0.75f).rounded, -1.0f);
  EXPECT_EQ(evaluate(Ref::tanpi, 1000.25f).rounded, 1.0f);
  EXPECT_EQ(evaluate(Ref::tanpi, -1000.75f).rounded, 1.0f);
  evaluate_with_path(Ref::cospi, 12345.5f, &path);
  EXPECT_EQ(path, EvalPath::special);
  evaluate_with_path(Ref::sin, 1.0f, &path);
  EXPECT_EQ(path, EvalPath::fast);
}

TEST(FastPath, ThreadSafe) {
  // Several threads through both paths at once (MPFR's exponent range is per thread), over every
  // one-argument reference.
  const std::vector<float> inputs = test_support::random_bit_patterns(4000, 3);
  std::vector<std::thread> threads;
  std::atomic<int> failures{0};
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      for (float x : inputs) {
        const Ref r = kUnaryRefs[(t + test_support::bits_of(x)) % std::size(kUnaryRefs)];
        if (!same_float(evaluate(r, x).rounded, evaluate_mpfr(r, x).rounded)) ++failures;
      }
    });
  }
  for (std::thread& th : threads) th.join();
  EXPECT_EQ(failures.load(), 0);
}

}  // namespace
}  // namespace warpmath::host_ref

// The libm error bound of the fast paths (kLibmError) was measured on one glibc; on any other the
// oracle must not use them. This machine (Debian 12, as CI) has that glibc, so the fast paths are
// on: a change of the system libm fails here until kLibmError is checked again.
TEST(LibmVersion, FastPathsRunOnlyOnTheCheckedGlibc) {
  using namespace warpmath::host_ref;
  EXPECT_STREQ(libm_version(), kLibmCheckedVersion)
      << "the oracle's libm error bound was measured on glibc " << kLibmCheckedVersion;
  EXPECT_EQ(fast_paths_enabled(), std::string(libm_version()) == kLibmCheckedVersion);
}
