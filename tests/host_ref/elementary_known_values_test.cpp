// tests/host_ref/elementary_known_values_test.cpp -- the oracle on literals generated once with
// MPFR at 200 bits and rounded to binary32 by hand (tests/host_ref/high_precision.hpp), for the
// references added with the elementary functions, one and two arguments: ordinary values,
// results next to the overflow and underflow thresholds, subnormal results, ties.
#include <gtest/gtest.h>

#include <limits>

#include "host_ref/oracle.hpp"
#include "test_support.hpp"

namespace warpmath::host_ref {
namespace {

using test_support::same_float;

constexpr float kInf = std::numeric_limits<float>::infinity();

struct KnownValue {
  Ref ref;
  float x;
  float expected;
};

struct KnownValue2 {
  Ref ref;
  float x, y;
  float expected;
};

constexpr KnownValue kKnownValues[] = {
    {Ref::exp, 0x1p+0f, 0x1.5bf0a8p+1f},
    {Ref::exp, 0x1.62e43p+6f, kInf},  // the first float past ln(FLT_MAX)
    {Ref::exp, 0x1.62e42ep+6f, 0x1.ffff08p+127f},
    {Ref::exp, -0x1.9fe368p+6f, 0x1p-149f},  // just above the tie with 2^-150
    {Ref::exp, -0x1.9d1dap+6f, 0x1p-149f},
    {Ref::exp, -0x1p-30f, 0x1p+0f},
    {Ref::exp2, 0x1p-1f, 0x1.6a09e6p+0f},
    {Ref::exp2, -0x1.2ap+7f, 0x1p-149f},
    {Ref::exp2, 0x1.fffffep+6f, 0x1.ffff4ep+127f},
    {Ref::exp10, 0x1p-1f, 0x1.94c584p+1f},
    {Ref::exp10, 0x1.344134p+5f, 0x1.ffff66p+127f},
    {Ref::exp10, -0x1.66d3e8p+5f, 0x1p-149f},
    {Ref::expm1, 0x1p-30f, 0x1p-30f},
    {Ref::expm1, -0x1p-1f, -0x1.92e9ap-2f},
    {Ref::expm1, 0x1.62e42ep+6f, 0x1.ffff08p+127f},
    {Ref::exp2m1, 0x1p-30f, 0x1.62e43p-31f},
    {Ref::exp2m1, 0x1p-1f, 0x1.a8279ap-2f},
    {Ref::exp2m1, -0x1p-149f, -0x1p-149f},
    {Ref::exp10m1, 0x1p-30f, 0x1.26bb1cp-29f},
    {Ref::exp10m1, 0x1p-2f, 0x1.8e7aa4p-1f},
    {Ref::exp10m1, -0x1.8p+1f, -0x1.ff7ceep-1f},
    {Ref::log, 0x1p+1f, 0x1.62e43p-1f},
    {Ref::log, 0x1.000002p+0f, 0x1.fffffep-24f},
    {Ref::log, 0x1p-149f, -0x1.9d1dap+6f},
    {Ref::log, 0x1.fffffep+127f, 0x1.62e43p+6f},
    {Ref::log2, 0x1.8p+1f, 0x1.95c01ap+0f},
    {Ref::log2, 0x1.fffffep-1f, -0x1.715478p-24f},
    {Ref::log10, 0x1p+1f, 0x1.344136p-2f},
    {Ref::log10, 0x1.fffffep+127f, 0x1.344136p+5f},
    {Ref::log1p, 0x1p-30f, 0x1p-30f},
    {Ref::log1p, -0x1.fffffep-1f, -0x1.0a2b24p+4f},
    {Ref::log1p, 0x1.fffffep+127f, 0x1.62e43p+6f},
    {Ref::log2p1, 0x1p-30f, 0x1.715476p-30f},
    {Ref::log2p1, 0x1p-1f, 0x1.2b8034p-1f},
    {Ref::log10p1, 0x1p-30f, 0x1.bcb7b2p-32f},
    {Ref::log10p1, 0x1.8cp+6f, 0x1p+1f},
    {Ref::sqrt, 0x1p+1f, 0x1.6a09e6p+0f},
    {Ref::sqrt, 0x1p-149f, 0x1.6a09e6p-75f},
    {Ref::sqrt, 0x1.fffffep+127f, 0x1.fffffep+63f},
    {Ref::rsqrt, 0x1p+1f, 0x1.6a09e6p-1f},
    {Ref::rsqrt, 0x1p-149f, 0x1.6a09e6p+74f},
    {Ref::rsqrt, 0x1.fffffep+127f, 0x1p-64f},
    {Ref::cbrt, 0x1p+1f, 0x1.428a3p+0f},
    {Ref::cbrt, -0x1p-149f, -0x1.428a3p-50f},
    {Ref::rcbrt, 0x1p+1f, 0x1.965feap-1f},
    {Ref::rcbrt, -0x1p-149f, -0x1.965feap+49f},
    {Ref::rcbrt, 0x1.fffffep+127f, 0x1.428a3p-43f},
    {Ref::sinh, 0x1p+0f, 0x1.2cd9fcp+0f},
    {Ref::sinh, 0x1.65a9fap+6f, kInf},
    {Ref::sinh, -0x1p-20f, -0x1p-20f},
    {Ref::cosh, 0x1p+0f, 0x1.8b0756p+0f},
    {Ref::cosh, 0x1p-13f, 0x1p+0f},
    {Ref::cosh, -0x1.65a9f8p+6f, 0x1.ffffd8p+127f},
    {Ref::tanh, 0x1p-1f, 0x1.d9353ep-2f},
    {Ref::tanh, 0x1.205966p+3f, 0x1.fffffep-1f},
    {Ref::tanh, -0x1p-12f, -0x1p-12f},
    {Ref::asinh, 0x1p+0f, 0x1.c34366p-1f},
    {Ref::asinh, 0x1.fffffep+127f, 0x1.65a9f8p+6f},
    {Ref::acosh, 0x1p+1f, 0x1.512428p+0f},
    {Ref::acosh, 0x1.000002p+0f, 0x1p-11f},
    {Ref::atanh, 0x1p-1f, 0x1.193ea8p-1f},
    {Ref::atanh, 0x1.fffffep-1f, 0x1.154246p+3f},
    {Ref::asin, 0x1p-1f, 0x1.0c1524p-1f},
    {Ref::asin, 0x1.fffffep-1f, 0x1.920914p+0f},
    {Ref::acos, 0x1p-1f, 0x1.0c1524p+0f},
    {Ref::acos, -0x1.fffffep-1f, 0x1.921464p+1f},
    {Ref::atan, 0x1p+0f, 0x1.921fb6p-1f},
    {Ref::atan, 0x1p+30f, 0x1.921fb6p+0f},
    {Ref::asinpi, 0x1p-1f, 0x1.555556p-3f},
    {Ref::asinpi, 0x1p-149f, 0x0p+0f},  // 2^-149 / pi rounds to +0
    {Ref::acospi, 0x1p-1f, 0x1.555556p-2f},
    {Ref::acospi, -0x1p-30f, 0x1p-1f},
    {Ref::atanpi, 0x1p-149f, 0x0p+0f},
    {Ref::atanpi, 0x1p+30f, 0x1p-1f},
    {Ref::atanpi, 0x1.8p+1f, 0x1.972028p-2f},
};

constexpr KnownValue2 kKnownValues2[] = {
    {Ref::atan2, 0x1p+0f, 0x1p+1f, 0x1.dac67p-2f},
    {Ref::atan2, -0x1p-149f, 0x1.fffffep+127f, -0x0p+0f},
    {Ref::atan2, 0x1.8p+1f, -0x1p-100f, 0x1.921fb6p+0f},
    {Ref::atan2pi, 0x1p+0f, 0x1p+1f, 0x1.2e4052p-3f},
    {Ref::atan2pi, 0x1p-149f, -0x1p+0f, 0x1p+0f},
    {Ref::atan2pi, 0x1p-149f, 0x1p-126f, 0x1.45f306p-25f},
    {Ref::pow, 0x1p+1f, 0x1p-1f, 0x1.6a09e6p+0f},
    {Ref::pow, 0x1.000002p+0f, 0x1p+30f, kInf},
    {Ref::pow, 0x1.4p+3f, 0x1.34p+5f, 0x1.dbce82p+127f},
    {Ref::pow, 0x1.fffffep-1f, 0x1p+31f, 0x0p+0f},
    {Ref::pow, -0x1.8p+1f, -0x1.74p+6f, -0x1.8p-148f},
    {Ref::pow, 0x1p-1f, 0x1p-40f, 0x1p+0f},
    {Ref::powr, 0x1p+1f, 0x1p-1f, 0x1.6a09e6p+0f},
    {Ref::powr, 0x1.000002p+0f, -0x1p+30f, 0x0p+0f},
    {Ref::hypot, 0x1p+0f, 0x1p+0f, 0x1.6a09e6p+0f},
    {Ref::hypot, 0x1.fffffep+127f, 0x1p+127f, kInf},
    {Ref::hypot, 0x1p-149f, 0x1p-149f, 0x1p-149f},
    {Ref::fdim, 0x1p+0f, -0x1p-30f, 0x1p+0f},
    {Ref::fdim, 0x1.fffffep+127f, -0x1p+104f, kInf},        // 2^128 - 2^103: a tie, to even
    {Ref::pow, 0x1.000002p+0f, 0x1p+29f, 0x1.425932p+92f},  // near 1, huge y
    {Ref::pow, 0x1.fffffep-1f, 0x1p+30f, 0x1.969d14p-93f},
    {Ref::pow, 0x1.fffffep-1f, -0x1p+28f, 0x1.0f2ec6p+23f},
    {Ref::hypot, 0x1p-148f, 0x1.8p-148f, 0x1p-147f},                     // subnormal 3-4-5
    {Ref::fdim, 0x1.fffffep+127f, -0x1.fffffep+102f, 0x1.fffffep+127f},  // just below the tie
};

TEST(ElementaryKnownValues, Literals) {
  for (const KnownValue& k : kKnownValues) {
    SCOPED_TRACE(::testing::Message() << ref_name(k.ref) << "(" << std::hexfloat << k.x << ")");
    EXPECT_PRED2(same_float, evaluate(k.ref, k.x).rounded, k.expected);
    EXPECT_PRED2(same_float, evaluate_mpfr(k.ref, k.x).rounded, k.expected);
  }
}

TEST(ElementaryKnownValues, LiteralsWithTwoArguments) {
  for (const KnownValue2& k : kKnownValues2) {
    SCOPED_TRACE(::testing::Message()
                 << ref_name(k.ref) << "(" << std::hexfloat << k.x << ", " << k.y << ")");
    EXPECT_PRED2(same_float, evaluate2(k.ref, k.x, k.y).rounded, k.expected);
    EXPECT_PRED2(same_float, evaluate2_mpfr(k.ref, k.x, k.y).rounded, k.expected);
  }
}

TEST(ElementaryKnownValues, ExactIsInTheExactValuesBinade) {
  // exp(x) for tiny x < 0 is just below 1, cosh(x) just above 1, tanh(x) for large x just below 1:
  // the nearest double is 1 for all of them; the fast path answers from the known side of 1.
  for (float x : {-0x1p-149f, -0x1p-60f, -0x1p-30f}) {
    EvalPath path;
    const RefValue v = evaluate_with_path(Ref::exp, x, &path);
    EXPECT_EQ(path, EvalPath::fast) << x;
    EXPECT_LT(v.exact, 1.0) << x;
    EXPECT_EQ(v.rounded, 1.0f) << x;
  }
  EXPECT_GE(evaluate(Ref::cosh, 0x1p-40f).exact, 1.0);
  EXPECT_LT(evaluate(Ref::tanh, 30.0f).exact, 1.0);
  EXPECT_LT(evaluate(Ref::atanpi, 0x1p100f).exact, 0.5);
  EXPECT_LT(evaluate(Ref::acospi, 0x1p-100f).exact, 0.5);
  EXPECT_GE(evaluate(Ref::acospi, -0x1p-100f).exact, 0.5);  // in [1/2, 1): the right binade
  EXPECT_LT(evaluate2(Ref::pow, 0.5f, 0x1p-100f).exact, 1.0);
  EXPECT_LT(evaluate2(Ref::atan2pi, 0x1p-100f, -1.0f).exact, 1.0);
}

}  // namespace
}  // namespace warpmath::host_ref
