// tests/host_ref/known_values_test.cpp -- the oracle against values computed independently:
// literals from a 200-bit MPFR run, and the HighPrecision reference of test_support.hpp (200
// bits, rounded to binary32 by hand, subnormals included).
#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>

#include "host_ref/oracle.hpp"
#include "test_support.hpp"

namespace warpmath::host_ref {
namespace {

using test_support::HighPrecision;
using test_support::same_float;

struct KnownValue {
  Ref ref;
  float x;
  float expected;  // correctly rounded binary32, from MPFR at 200 bits
};

// Generated once with MPFR at 200 bits and rounded to binary32 by hand (see HighPrecision).
constexpr KnownValue kKnownValues[] = {
    {Ref::sin, 0x1p+0f, 0x1.aed548p-1f},  // sin(1) = 0.8414709848078965...
    {Ref::sin, 0x1p-1f, 0x1.eaee88p-2f},
    {Ref::sin, 0x1.4p+3f, -0x1.1689fp-1f},
    {Ref::sin, 0x1.921fb6p+0f, 0x1p+0f},  // the float nearest pi/2
    {Ref::sin, 0x1.93e594p+99f, -0x1.95136p-1f},
    {Ref::sin, 0x1.fffffep+127f, -0x1.0b3366p-1f},
    {Ref::sin, 0x1.99999ap-4f, 0x1.98eaeep-4f},
    {Ref::cos, 0x1p+0f, 0x1.14a28p-1f},
    {Ref::cos, 0x1.4p+3f, -0x1.ad9ac8p-1f},
    {Ref::cos, 0x1.921fb6p+0f, -0x1.777a5cp-25f},
    {Ref::cos, 0x1.93e594p+99f, -0x1.392444p-1f},
    {Ref::cos, 0x1.fffffep+127f, 0x1.b4bf2cp-1f},
    {Ref::cos, -0x1.f75104p-16f, 0x1p+0f},
    {Ref::tan, 0x1p+0f, 0x1.8eb246p+0f},
    {Ref::tan, 0x1.921fb6p+0f, -0x1.5d1494p+24f},
    {Ref::tan, 0x1.93e594p+99f, 0x1.4b2876p+0f},
    {Ref::tan, 0x1.fffffep+127f, -0x1.393d94p-1f},
    {Ref::tan, 0x1.99999ap-4f, 0x1.9af888p-4f},
    {Ref::sinpi, 0x1.921fb6p+0f, -0x1.f3636ep-1f},
    {Ref::sinpi, 0x1p-149f, 0x1.8p-148f},  // pi * 2^-149 rounds to 3 * 2^-149
    {Ref::sinpi, 0x1p-126f, 0x1.921fb6p-125f},
    {Ref::sinpi, -0x1.f75104p-16f, -0x1.8b4dc8p-14f},
    {Ref::sinpi, 0x1.99999ap-4f, 0x1.3c6ef4p-2f},
    {Ref::cospi, 0x1.921fb6p+0f, 0x1.c3c1a2p-3f},
    {Ref::cospi, 0x1.99999ap-4f, 0x1.e6f0e2p-1f},
    {Ref::tanpi, 0x1.921fb6p+0f, -0x1.1afdf2p+2f},
    {Ref::tanpi, 0x1p-149f, 0x1.8p-148f},
    {Ref::tanpi, 0x1.99999ap-4f, 0x1.4cb7cp-2f},
    // lgamma (log|Gamma|, MPFR's mpfr_lgamma) and tgamma: next to the zeros of lgamma, overflow,
    // subnormal and underflowed results with the sign of Gamma.
    {Ref::lgamma, 0x1p-1f, 0x1.250d04p-1f},
    {Ref::lgamma, -0x1p-1f, 0x1.43f89ap+0f},
    {Ref::lgamma, 0x1.8p+1f, 0x1.62e43p-1f},
    {Ref::lgamma, 0x1.9p+6f, 0x1.67225cp+8f},
    {Ref::lgamma, 0x1.93e594p+99f, 0x1.ada138p+105f},
    {Ref::lgamma, -0x1.4p+1f, -0x1.ccbfap-5f},
    {Ref::lgamma, 0x1p-149f, 0x1.9d1dap+6f},
    {Ref::lgamma, -0x1.3a7fcap+1f, -0x1.e4cf24p-24f},
    {Ref::lgamma, -0x1.5fb41p+1f, -0x1.35a0b8p-23f},
    {Ref::lgamma, 0x1.000002p+0f, -0x1.2788ccp-24f},
    {Ref::lgamma, 0x1.fffffep+0f, -0x1.b0ee5ep-25f},
    {Ref::lgamma, -0x1.000034p+3f, 0x1.90c04ep-13f},
    {Ref::lgamma, 0x1.812f9cp+121f, 0x1.f5382ap+127f},
    {Ref::lgamma, -0x1.92p+6f, -0x1.6ce6a6p+8f},
    {Ref::tgamma, 0x1p-1f, 0x1.c5bf8ap+0f},
    {Ref::tgamma, -0x1p-1f, -0x1.c5bf8ap+1f},
    {Ref::tgamma, -0x1.4p+1f, -0x1.e3ff82p-1f},
    {Ref::tgamma, 0x1.5p+3f, 0x1.14ade6p+20f},
    {Ref::tgamma, 0x1.18p+5f, 0x1.bc378ap+127f},
    {Ref::tgamma, -0x1.24p+5f, -0x1.f1p-140f},
    {Ref::tgamma, -0x1.2cp+5f, 0x1.bp-145f},
    {Ref::tgamma, -0x1.34p+5f, -0x1p-149f},
    {Ref::tgamma, 0x1p-149f, INFINITY},
    {Ref::tgamma, -0x1p-149f, -INFINITY},
    {Ref::tgamma, 0x1.4484cp-100f, 0x1.93e594p+99f},
    {Ref::tgamma, 0x1.fffffep+0f, 0x1.fffffep-1f},
    {Ref::tgamma, -0x1.3p+3f, 0x1.741196p-19f},
};

TEST(KnownValues, Literals) {
  for (const KnownValue& k : kKnownValues) {
    SCOPED_TRACE(::testing::Message() << ref_name(k.ref) << "(" << std::hexfloat << k.x << ")");
    EXPECT_PRED2(same_float, evaluate(k.ref, k.x).rounded, k.expected);
    EXPECT_PRED2(same_float, evaluate_mpfr(k.ref, k.x).rounded, k.expected);
  }
}

TEST(KnownValues, SinOfOneIsTheFloatNearestItsDoubleValue) {
  // 0.8414709848078965 is not near a binary32 midpoint, so rounding it once more is safe.
  EXPECT_EQ(evaluate(Ref::sin, 1.0f).rounded, static_cast<float>(0.8414709848078965));
  EXPECT_NEAR(evaluate(Ref::sin, 1.0f).exact, 0.8414709848078965, 1e-16);
}

// Inputs for which the oracle is compared with HighPrecision: small, moderate, huge and
// subnormal arguments, the subnormal-to-normal crossing of sinpi/tanpi (pi x near 2^-126) and
// numbers near pi/2 multiples.
std::vector<float> varied_inputs() {
  std::vector<float> v;
  for (std::uint32_t k = 1; k <= 2048; ++k) v.push_back(test_support::float_of(k));  // k * 2^-149
  for (std::uint32_t k = 0; k < 2048; ++k) {  // pi x crosses 2^-126 near x = 0x1.45f306p-128
    v.push_back(0x1.45f306p-128f - k * 0x1p-149f);
    v.push_back(0x1.45f306p-128f + k * 0x1p-149f);
  }
  for (float x = 0x1p-30f; x < 0x1p100f; x *= 1.37f) v.push_back(x);
  for (int k = 1; k < 64; ++k) test_support::append_neighbourhood(k * 1.5707963267948966, 3, &v);
  const std::size_t n = v.size();
  for (std::size_t i = 0; i < n; ++i) v.push_back(-v[i]);
  return v;
}

TEST(KnownValues, AgreeWithIndependentHighPrecision) {
  test_support::expect_agree_with_high_precision(
      {Ref::sin, Ref::cos, Ref::tan, Ref::sinpi, Ref::cospi, Ref::tanpi}, varied_inputs());
}

TEST(KnownValues, ExactIsInTheExactValuesBinade) {
  // cos(x) for tiny x is just below 1; the double nearest it is 1, which has the wrong binade.
  for (float x : {0x1p-149f, 0x1p-40f, 0x1p-27f, -0x1p-20f}) {
    EXPECT_LT(evaluate(Ref::cos, x).exact, 1.0) << x;
    EXPECT_LT(evaluate_mpfr(Ref::cos, x).exact, 1.0) << x;
    const double xd = x;
    EXPECT_NEAR(evaluate(Ref::cos, x).exact, 1.0 - xd * xd / 2, 0x1p-52) << x;
    EXPECT_EQ(evaluate(Ref::cos, x).rounded, 1.0f) << x;
  }
  // sin(2^-20) is just below 2^-20.
  EXPECT_LT(evaluate(Ref::sin, 0x1p-20f).exact, 0x1p-20);
  EXPECT_EQ(evaluate(Ref::sin, 0x1p-20f).rounded, 0x1p-20f);
}

}  // namespace
}  // namespace warpmath::host_ref
