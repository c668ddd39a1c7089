// tests/host_ref/bessel_known_values_test.cpp -- the oracle's j0, j1, y0, y1 against values
// known independently: 20-digit values (mpmath at 50 digits), the first zeros (J0: 2.404825557695773,
// 5.520078110286311; J1: 3.8317059702075125; Y0: 0.8935769662791675; Y1: 2.197141326031017), where
// the oracle must change sign between the neighbouring floats, and HighPrecision (MPFR at 200
// bits, rounded by hand) on small, moderate, huge and subnormal arguments.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "host_ref/oracle.hpp"
#include "test_support.hpp"

namespace warpmath::host_ref {
namespace {

using test_support::HighPrecision;
using test_support::same_float;

struct Literal {
  Ref ref;
  float x;
  double value;  // 20 significant digits
};

constexpr Literal kLiterals[] = {
    {Ref::j0, 1.0f, 0.76519768655796655145},   {Ref::j0, 0.5f, 0.93846980724081290423},
    {Ref::j0, 10.0f, -0.2459357644513483352},  {Ref::j0, 100.0f, 0.019985850304223122424},
    {Ref::j1, 1.0f, 0.44005058574493351596},   {Ref::j1, 0.5f, 0.24226845767487388638},
    {Ref::j1, 10.0f, 0.04347274616886143667},  {Ref::j1, 100.0f, -0.077145352014112158033},
    {Ref::y0, 1.0f, 0.088256964215676957983},  {Ref::y0, 0.5f, -0.44451873350670655715},
    {Ref::y0, 10.0f, 0.055671167283599391424}, {Ref::y0, 100.0f, -0.077244313365083152254},
    {Ref::y1, 1.0f, -0.78121282130028871655},  {Ref::y1, 0.5f, -1.4714723926702430692},
    {Ref::y1, 10.0f, 0.24901542420695388392},  {Ref::y1, 100.0f, -0.020372312002759793305},
};

TEST(BesselKnownValues, Literals) {
  for (const Literal& k : kLiterals) {
    SCOPED_TRACE(::testing::Message() << ref_name(k.ref) << "(" << k.x << ")");
    const RefValue v = evaluate(k.ref, k.x);
    EXPECT_NEAR(v.exact, k.value, 1e-15 * std::fabs(k.value));
    EXPECT_EQ(v.rounded, static_cast<float>(k.value));  // none is near a float midpoint
  }
}

TEST(BesselKnownValues, SignChangesAtTheFirstZeros) {
  const struct {
    Ref ref;
    double zero;
  } kZeros[] = {{Ref::j0, 2.404825557695773}, {Ref::j0, 5.520078110286311},
                {Ref::j1, 3.8317059702075125}, {Ref::y0, 0.8935769662791675},
                {Ref::y1, 2.197141326031017}};
  for (const auto& z : kZeros) {
    const float below = std::nextafter(static_cast<float>(z.zero), 0.0f);
    const float above = std::nextafter(below, 10.0f);
    const float beyond = std::nextafter(above, 10.0f);
    SCOPED_TRACE(::testing::Message() << ref_name(z.ref) << " near " << z.zero);
    // The zero lies between `below` and `beyond`; f changes sign there and stays below 2^-21.
    const double a = evaluate(z.ref, below).exact, b = evaluate(z.ref, beyond).exact;
    EXPECT_LT(a * b, 0.0);
    EXPECT_LT(std::fabs(a), 0x1p-21);
    EXPECT_LT(std::fabs(b), 0x1p-21);
    EXPECT_LT(std::fabs(evaluate(z.ref, above).exact), 0x1p-21);
  }
}

TEST(BesselKnownValues, AgreeWithIndependentHighPrecision) {
  std::vector<float> inputs = {0x1p-149f, 0x1p-140f, 0x1p-126f, 0x1p-60f, 0x1p-20f, 0x1p-13f};
  for (float x = 0x1p-10f; x < 0x1p40f; x *= 1.93f) inputs.push_back(x);
  for (float x : {12.0f, 0x1.fffffep+127f, 0x1p100f, 1e30f}) inputs.push_back(x);
  const std::size_t n = inputs.size();
  for (std::size_t i = 0; i < n; ++i) inputs.push_back(-inputs[i]);
  for (Ref r : {Ref::j0, Ref::j1, Ref::y0, Ref::y1}) {
    int mismatches = 0;
    for (float x : inputs) {
      const float expected = HighPrecision(r, x).to_float();
      const float got = evaluate(r, x).rounded;
      if (!same_float(got, expected) && ++mismatches <= 5) {
        ADD_FAILURE() << ref_name(r) << "(" << std::hexfloat << x << "): expected " << expected
                      << ", evaluate " << got;
      }
    }
    EXPECT_EQ(mismatches, 0) << ref_name(r);
  }
}

}  // namespace
}  // namespace warpmath::host_ref
