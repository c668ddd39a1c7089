// tests/host_ref/elementary_fast_path_test.cpp -- the fast path of every one-argument reference
// other than the trig ones (fast_path_test.cpp) against the MPFR path: the same binary32 results,
// `exact` in the same binade and within the documented bound; the double that the fast path
// rounds within fast_error_bound() of a 128-bit MPFR value; the path counts printed. One test per
// reference (ctest runs them in parallel).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>

#include "elementary_inputs.hpp"
#include "host_ref/oracle.hpp"
#include "test_support.hpp"

namespace warpmath::host_ref {
namespace {

using test_support::same_float;

class ElementaryFastPath : public ::testing::TestWithParam<Ref> {};

// erfcinv and normcdfinv: each check evaluates erfc in MPFR at 100-200 bits (the root's bracket),
// 20-50x the cost of the others, so they get an eighth of the random inputs (their exhaustive
// sweeps cover every float), and the two checks against a high-precision value only every fourth
// input of the list, whose fixed neighbourhoods dominate it (otherwise 70-130 s each under ASan on
// 2 cores).
bool slow_reference(Ref r) { return r == Ref::erfcinv || r == Ref::normcdfinv; }
std::size_t inputs_for(Ref r, std::size_t n) { return slow_reference(r) ? n / 8 : n; }
std::vector<float> high_precision_inputs(Ref r, std::size_t n, std::uint32_t seed) {
  std::vector<float> v = test_support::elementary_inputs(r, inputs_for(r, n), seed);
  if (!slow_reference(r)) return v;
  std::vector<float> thinned;
  for (std::size_t i = 0; i < v.size(); i += 4) thinned.push_back(v[i]);
  return thinned;
}

TEST_P(ElementaryFastPath, AgreesWithMpfr) {
  const Ref r = GetParam();
  const std::vector<float> inputs = test_support::elementary_inputs(
      r, inputs_for(r, 100000), 4000 + static_cast<std::uint32_t>(r));
  const double bound = fast_error_bound(r);
  std::size_t paths[3] = {0, 0, 0};
  int failures = 0;
  for (float x : inputs) {
    EvalPath path;
    const RefValue fast = evaluate_with_path(r, x, &path);
    ++paths[static_cast<int>(path)];
    const RefValue slow = evaluate_mpfr(r, x);
    bool ok = same_float(fast.rounded, slow.rounded);
    if (ok && std::isfinite(slow.exact) && std::fabs(slow.exact) >= 0x1p-1000) {
      // Same binade (so the same ulp), and the bound; MPFR's `exact` is truncated to 53 bits.
      ok = std::ilogb(fast.exact) == std::ilogb(slow.exact) &&
           std::fabs(fast.exact - slow.exact) <= (bound + 0x1p-52) * std::fabs(slow.exact);
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
  std::printf("[ fast path ] %-7s %zu inputs: %zu special, %zu fast, %zu mpfr fallbacks\n",
              ref_name(r), inputs.size(), paths[0], paths[1], paths[2]);
}

TEST_P(ElementaryFastPath, DoubleApproximationMeetsItsBound) {
  const Ref r = GetParam();
  const std::vector<float> inputs =
      high_precision_inputs(r, 20000, 7000 + static_cast<std::uint32_t>(r));
  double worst = 0.0;
  for (float x : inputs) {
    EvalPath path;
    const RefValue v = evaluate_with_path(r, x, &path);
    // `exact` is the double (cut to the known range); below 2^-1022 libm underflowed and only
    // its sign counts.
    if (path != EvalPath::fast || !std::isfinite(v.exact) || std::fabs(v.exact) < 0x1p-1022) {
      continue;
    }
    const double e = test_support::HighPrecision(r, x, 128).relative_error(v.exact);
    if (e > worst) worst = e;
  }
  EXPECT_LE(worst, fast_error_bound(r)) << ref_name(r);
  std::printf("[ fast path ] %-7s max relative error of the double: 2^%.2f (bound 2^%.2f)\n",
              ref_name(r), std::log2(worst), std::log2(fast_error_bound(r)));
}

TEST_P(ElementaryFastPath, AgreesWithIndependentHighPrecision) {
  // 200-bit MPFR of the plain function, rounded by hand (rcbrt: mpfr_rootn_si, where the oracle
  // has its own Ziv loop around 1/cbrt).
  const Ref r = GetParam();
  const std::vector<float> inputs =
      high_precision_inputs(r, 3000, 9000 + static_cast<std::uint32_t>(r));
  int mismatches = 0;
  for (float x : inputs) {
    const float expected = test_support::HighPrecision(r, x).to_float();
    const float fast = evaluate(r, x).rounded;
    const float slow = evaluate_mpfr(r, x).rounded;
    if ((!same_float(fast, expected) || !same_float(slow, expected)) && ++mismatches <= 5) {
      ADD_FAILURE() << ref_name(r) << "(" << std::hexfloat << x << "): expected " << expected
                    << ", evaluate " << fast << ", evaluate_mpfr " << slow;
    }
  }
  EXPECT_EQ(mismatches, 0) << ref_name(r);
}

INSTANTIATE_TEST_SUITE_P(Refs, ElementaryFastPath,
                         ::testing::ValuesIn(test_support::elementary_refs()),
                         [](const ::testing::TestParamInfo<Ref>& info) {
                           return std::string(ref_name(info.param));
                         });

}  // namespace
}  // namespace warpmath::host_ref
