// tests/host_ref/binary_test.cpp -- the two-argument references: fast path against the MPFR path
// (same binary32 results, `exact` in the same binade and within the bound), the fast path's double
// against 128-bit MPFR, and both paths against an independent 200-bit MPFR value, on random pairs
// of every binade and on the pairs where each function is hardest: x near 1 with huge |y| and
// results near the overflow and underflow thresholds (pow, powr), both arguments near FLT_MAX or
// subnormal (hypot, fdim), huge ratios (atan2, fmod, remainder), integer and half-integer y.
#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <limits>
#include <random>
#include <stdexcept>
#include <utility>
#include <vector>

#include "host_ref/oracle.hpp"
#include "test_support.hpp"

namespace warpmath::host_ref {
namespace {

using test_support::HighPrecision;
using test_support::same_float;
using Pairs = std::vector<std::pair<float, float>>;

// `count` random pairs, then the structured pairs above; then every sign combination of a
// tenth of them.
Pairs pair_inputs(std::size_t count, std::uint32_t seed) {
  std::mt19937 rng(seed);
  const auto bits = [&] { return test_support::float_of(static_cast<std::uint32_t>(rng())); };
  const auto uniform = [&](float lo, float hi) {
    return std::uniform_real_distribution<float>(lo, hi)(rng);
  };
  Pairs v;
  for (std::size_t i = 0; i < count; ++i) v.emplace_back(bits(), bits());
  for (std::size_t i = 0; i < count / 10; ++i) v.emplace_back(uniform(-10, 10), uniform(-10, 10));
  for (int i = 0; i < 2000; ++i) {
    // x = 1 +- k ulps, |y| up to 2^31: results over the whole range, past both ends.
    const float x = 1.0f + static_cast<float>(static_cast<int>(rng() % 4096) - 2048) * 0x1p-23f;
    v.emplace_back(x, std::ldexp(uniform(1, 2), static_cast<int>(rng() % 32)));
    // |x|^y next to 2^128, 2^-126, 2^-149 and 2^-150.
    const float base = std::ldexp(uniform(1, 2), static_cast<int>(rng() % 40) - 20);
    const double log2_base = std::log2(static_cast<double>(base));
    if (log2_base != 0.0) {
      for (double target : {128.0, -126.0, -149.0, -150.0}) {
        const float y = static_cast<float>(target / log2_base);
        for (int d = -2; d <= 2; ++d) v.emplace_back(base, y + d * std::ldexp(std::fabs(y), -23));
      }
    }
    // Integer and half-integer y with negative x; both arguments huge or subnormal; huge ratios.
    const float n = static_cast<float>(static_cast<int>(rng() % 200) - 100);
    v.emplace_back(-uniform(0.5f, 3), n);
    v.emplace_back(-uniform(0.5f, 3), n + 0.5f);
    v.emplace_back(FLT_MAX * uniform(0.5f, 1), FLT_MAX * uniform(0.5f, 1));
    v.emplace_back(test_support::float_of(rng() % 0x00800000u),
                   test_support::float_of(rng() % 0x00800000u));
    v.emplace_back(FLT_MAX * uniform(0, 1), std::ldexp(uniform(1, 2), -140));
  }
  const std::size_t n = v.size();
  for (std::size_t i = 0; i < n; i += 10) {
    const auto [x, y] = v[i];
    v.insert(v.end(), {{-x, y}, {x, -y}, {-x, -y}});
  }
  return v;
}

class BinaryRef : public ::testing::TestWithParam<Ref> {};

TEST_P(BinaryRef, FastPathAgreesWithMpfr) {
  const Ref r = GetParam();
  const Pairs inputs = pair_inputs(100000, 500 + static_cast<std::uint32_t>(r));
  const double bound = fast_error_bound(r);
  std::size_t paths[3] = {0, 0, 0};
  int failures = 0;
  for (const auto& [x, y] : inputs) {
    EvalPath path;
    const RefValue fast = evaluate2_with_path(r, x, y, &path);
    ++paths[static_cast<int>(path)];
    const RefValue slow = evaluate2_mpfr(r, x, y);
    bool ok = same_float(fast.rounded, slow.rounded);
    if (ok && std::isfinite(slow.exact) && std::fabs(slow.exact) >= 0x1p-1000) {
      ok = std::ilogb(fast.exact) == std::ilogb(slow.exact) &&
           std::fabs(fast.exact - slow.exact) <= (bound + 0x1p-52) * std::fabs(slow.exact);
    } else if (ok) {
      ok = same_float(static_cast<float>(fast.exact), static_cast<float>(slow.exact));
    }
    if (!ok && ++failures <= 5) {
      ADD_FAILURE() << ref_name(r) << "(" << std::hexfloat << x << ", " << y << "): evaluate2 {"
                    << fast.rounded << ", " << fast.exact << "}, evaluate2_mpfr {" << slow.rounded
                    << ", " << slow.exact << "}";
    }
  }
  EXPECT_EQ(failures, 0) << ref_name(r);
  std::printf("[ fast path ] %-9s %zu pairs: %zu special, %zu fast, %zu mpfr fallbacks\n",
              ref_name(r), inputs.size(), paths[0], paths[1], paths[2]);
}

TEST_P(BinaryRef, DoubleApproximationMeetsItsBound) {
  const Ref r = GetParam();
  double worst = 0.0;
  for (const auto& [x, y] : pair_inputs(10000, 900 + static_cast<std::uint32_t>(r))) {
    EvalPath path;
    const RefValue v = evaluate2_with_path(r, x, y, &path);
    if (path != EvalPath::fast || !std::isfinite(v.exact) || std::fabs(v.exact) < 0x1p-1022) {
      continue;
    }
    const double e = HighPrecision(r, {x, y}, 128).relative_error(v.exact);
    if (e > worst) worst = e;
  }
  EXPECT_LE(worst, fast_error_bound(r)) << ref_name(r);
  std::printf("[ fast path ] %-9s max relative error of the double: 2^%.2f\n", ref_name(r),
              std::log2(worst));
}

TEST_P(BinaryRef, AgreesWithIndependentHighPrecision) {
  const Ref r = GetParam();
  int mismatches = 0;
  for (const auto& [x, y] : pair_inputs(2000, 1300 + static_cast<std::uint32_t>(r))) {
    const float expected = HighPrecision(r, {x, y}).to_float();
    const float fast = evaluate2(r, x, y).rounded;
    const float slow = evaluate2_mpfr(r, x, y).rounded;
    if ((!same_float(fast, expected) || !same_float(slow, expected)) && ++mismatches <= 5) {
      ADD_FAILURE() << ref_name(r) << "(" << std::hexfloat << x << ", " << y << "): expected "
                    << expected << ", evaluate2 " << fast << ", evaluate2_mpfr " << slow;
    }
  }
  EXPECT_EQ(mismatches, 0) << ref_name(r);
}

// jn and yn are left out: MPFR-only references (no double fast path to compare), whose MPFR
// evaluation costs up to seconds for the large arguments these pairs hold; their own test
// (bessel_known_values_test.cpp) checks them against known values and an independent evaluation.
std::vector<Ref> refs_with_pair_tests() {
  std::vector<Ref> out;
  for (Ref r : kBinaryRefs) {
    if (r != Ref::jn && r != Ref::yn) out.push_back(r);
  }
  return out;
}

INSTANTIATE_TEST_SUITE_P(Refs, BinaryRef, ::testing::ValuesIn(refs_with_pair_tests()),
                         [](const ::testing::TestParamInfo<Ref>& info) {
                           return std::string(ref_name(info.param));
                         });

}  // namespace
}  // namespace warpmath::host_ref

namespace warpmath::host_ref {
namespace {

// The references of three and four arguments: the double fast path agrees with MPFR (bits and
// the exact value within the bound), and known values and special rules hold.
using test_support::same_float;

TEST(NaryRef, FastPathAgreesWithMpfrAndKnownValues) {
  std::mt19937 gen(4242);
  int failures = 0;
  for (Ref r : kNaryRefs) {
    const int n = ref_arity(r);
    for (int i = 0; i < 20000; ++i) {
      float a[4];
      for (int k = 0; k < n; ++k) {
        std::uint32_t bits = static_cast<std::uint32_t>(gen());
        if (i % 3 == 0)
          bits = (bits & 0x807fffffu) | ((0x70u + static_cast<std::uint32_t>(gen() % 32u)) << 23);
        a[k] = test_support::float_of(bits);
      }
      const RefValue fast = evaluate_args(r, a);
      const RefValue slow = evaluate_args_mpfr(r, a);
      bool ok = same_float(fast.rounded, slow.rounded);
      if (ok && std::isfinite(slow.exact) && slow.exact != 0.0 &&
          std::fabs(slow.exact) >= 0x1p-1000) {
        ok = std::fabs(fast.exact - slow.exact) <=
             (fast_error_bound(r) + 0x1p-52) * std::fabs(slow.exact);
      }
      if (!ok && ++failures <= 5) {
        ADD_FAILURE() << ref_name(r) << std::hexfloat << " at (" << a[0] << ", " << a[1] << ", "
                      << a[2] << "): fast {" << fast.rounded << ", " << fast.exact << "}, mpfr {"
                      << slow.rounded << ", " << slow.exact << "}";
      }
    }
  }
  EXPECT_EQ(failures, 0);
  const float inf = std::numeric_limits<float>::infinity(),
              nan = std::numeric_limits<float>::quiet_NaN();
  EXPECT_EQ(evaluate3(Ref::norm3d, 1.0f, -2.0f, 2.0f).rounded, 3.0f);
  EXPECT_EQ(evaluate4(Ref::rnorm4d, 1.0f, 1.0f, -1.0f, 1.0f).rounded, 0.5f);
  EXPECT_EQ(evaluate3(Ref::norm3d, nan, inf, 1.0f).rounded, inf);
  EXPECT_EQ(evaluate4(Ref::rnorm4d, 1.0f, nan, -inf, 1.0f).rounded, 0.0f);
  EXPECT_TRUE(std::isnan(evaluate3(Ref::rnorm3d, nan, 1.0f, 1.0f).rounded));
  EXPECT_EQ(evaluate3(Ref::rnorm3d, 0.0f, -0.0f, 0.0f).rounded, inf);
  EXPECT_EQ(evaluate4(Ref::norm4d, 0x1p-149f, 0.0f, 0.0f, 0.0f).rounded, 0x1p-149f);
  EXPECT_EQ(evaluate3(Ref::norm3d, FLT_MAX, FLT_MAX, 0.0f).rounded, inf);
  EXPECT_THROW(evaluate3(Ref::norm4d, 1.0f, 1.0f, 1.0f), std::invalid_argument);
}

}  // namespace
}  // namespace warpmath::host_ref
