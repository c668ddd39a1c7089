// tests/host_ref/bessel_known_values_test.cpp -- the oracle's j0, j1, y0, y1 against values
// known independently: 20-digit values (mpmath at 50 digits), the first zeros
// (J0: 2.404825557695773, 5.520078110286311; J1: 3.8317059702075125; Y0: 0.8935769662791675;
// Y1: 2.197141326031017), where the oracle must change sign between the neighbouring floats, and
// HighPrecision (MPFR at 200 bits, rounded by hand) on small, moderate, huge and subnormal
// arguments. Then jn and yn: known values, the reflection f_(-n) = (-1)^n f_n, the negative orders
// at huge x that made MPFR abort, results far below 2^-149 or above FLT_MAX, and agreement with
// MPFR's own jn and yn.
#include <gtest/gtest.h>

#include <cfloat>
#include <chrono>
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
  } kZeros[] = {{Ref::j0, 2.404825557695773},
                {Ref::j0, 5.520078110286311},
                {Ref::j1, 3.8317059702075125},
                {Ref::y0, 0.8935769662791675},
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

struct OrderLiteral {
  int n;
  float x;
  double j, y;  // J_n(x), Y_n(x) to 20 digits (mpmath at 40 digits)
};

constexpr OrderLiteral kOrderLiterals[] = {
    {2, 1.0f, 0.11490348493190048047, -1.6506826068162543911},
    {5, 10.0f, -0.23406152818679364044, 0.1354030476893623032},
    {-3, 7.5f, 0.25806091319346031166, -0.1597075919379351151},
    {17, 20.0f, 0.23309981372688024047, 0.063633350518464343362},
    {128, 128.0f, 0.08875518402355613961, -0.15373474215510846102},
    {64, 500.0f, 0.028280510329068469874, 0.022000270084245787147},
};

TEST(BesselOrderN, Literals) {
  for (const OrderLiteral& k : kOrderLiterals) {
    SCOPED_TRACE(::testing::Message() << "n = " << k.n << ", x = " << k.x);
    const float n = static_cast<float>(k.n);
    const RefValue j = evaluate2(Ref::jn, k.x, n), y = evaluate2(Ref::yn, k.x, n);
    EXPECT_NEAR(j.exact, k.j, 1e-15 * std::fabs(k.j));
    EXPECT_NEAR(y.exact, k.y, 1e-15 * std::fabs(k.y));
    EXPECT_EQ(j.rounded, static_cast<float>(k.j));  // none is near a float midpoint
    EXPECT_EQ(y.rounded, static_cast<float>(k.y));
  }
}

// J_128(0.5) = 2.2e-293 and Y_128(0.5) = -1.1e290 (mpmath); at the least subnormal x, J_128 is
// about 2^-19900: a zero of the sign J_n(x) has, and -inf for Y_n (+inf for odd negative n).
TEST(BesselOrderN, ResultsBeyondTheFloatRange) {
  for (float x : {0.5f, 1e-20f, 0x1p-126f, 0x1p-149f}) {
    SCOPED_TRACE(::testing::Message() << "x = " << std::hexfloat << x);
    EXPECT_TRUE(same_float(evaluate2(Ref::jn, x, 128.0f).rounded, 0.0f));
    EXPECT_TRUE(same_float(evaluate2(Ref::jn, -x, 127.0f).rounded, -0.0f));
    EXPECT_TRUE(same_float(evaluate2(Ref::jn, x, -127.0f).rounded, -0.0f));
    EXPECT_EQ(evaluate2(Ref::yn, x, 128.0f).rounded, -INFINITY);
    EXPECT_EQ(evaluate2(Ref::yn, x, -127.0f).rounded, INFINITY);
    EXPECT_EQ(evaluate2(Ref::yn, x, -128.0f).rounded, -INFINITY);
  }
  EXPECT_NEAR(evaluate2(Ref::jn, 0.5f, 128.0f).exact, 2.2384665144528792211e-293, 1e-307);
  EXPECT_EQ(evaluate2(Ref::yn, 0.5f, 128.0f).exact, -INFINITY);  // an infinite float's exact
}

// MPFR 4.2.0's own jn(-1, x) aborted the process (GMP: "Cannot allocate memory") from |x| ~ 2^33
// on, and took seconds at |x| = 1e5, like yn(-1, x); the references reflect negative orders.
TEST(BesselOrderN, NegativeOrdersAtHugeArgumentsAreReflected) {
  const auto start = std::chrono::steady_clock::now();
  for (float x : {0x1.eef9e2p+82f, 1e5f, 1e20f, 0x1p33f, 3e9f, FLT_MAX}) {
    for (float sx : {x, -x}) {
      SCOPED_TRACE(::testing::Message() << "x = " << std::hexfloat << sx);
      EXPECT_TRUE(
          same_float(evaluate2(Ref::jn, sx, -1.0f).rounded, -evaluate(Ref::j1, sx).rounded));
      EXPECT_TRUE(
          same_float(evaluate2(Ref::jn, sx, -2.0f).rounded, evaluate2(Ref::jn, sx, 2.0f).rounded));
      const float y1 = evaluate(Ref::y1, sx).rounded;
      EXPECT_TRUE(same_float(evaluate2(Ref::yn, sx, -1.0f).rounded, std::isnan(y1) ? y1 : -y1));
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_LT(seconds, 5.0);
}

TEST(BesselOrderN, ReflectionOfTheOrder) {
  for (float x : {0x1p-140f, 0.75f, 3.0f, 40.0f, 127.5f, 300.0f, 2000.0f, 1e30f}) {
    for (int n : {1, 2, 3, 17, 64, 127, 128}) {
      const float sign = (n & 1) ? -1.0f : 1.0f, fn = static_cast<float>(n);
      SCOPED_TRACE(::testing::Message() << "n = " << n << ", x = " << std::hexfloat << x);
      for (float sx : {x, -x}) {
        EXPECT_TRUE(same_float(evaluate2(Ref::jn, sx, -fn).rounded,
                               sign * evaluate2(Ref::jn, sx, fn).rounded));
      }
      EXPECT_TRUE(
          same_float(evaluate2(Ref::yn, x, -fn).rounded, sign * evaluate2(Ref::yn, x, fn).rounded));
    }
  }
}

// The recurrence paths (yn for every x > 0, jn from |x| = 2^8 on) against MPFR's own jn and yn at
// 200 bits (HighPrecision; its own recurrence from |x| = 2^10), and jn below 2^8 (MPFR's jn).
TEST(BesselOrderN, AgreeWithIndependentHighPrecision) {
  std::vector<float> xs = {0x1p-149f, 0x1p-100f, 1e-5f,   0.3f,    1.0f,   2.5f,   9.9f,
                           33.3f,     70.0f,     126.7f,  127.9f,  129.3f, 255.5f, 256.0f,
                           300.1f,    777.7f,    1023.9f, 1024.0f, 5000.5f};
  int mismatches = 0;
  for (int n : {2, 3, 8, 31, 64, 120, 128}) {
    for (float x : xs) {
      for (Ref r : {Ref::jn, Ref::yn}) {
        for (float sx : {x, -x}) {
          const float expected = HighPrecision(r, {sx, static_cast<float>(n)}).to_float();
          const float got = evaluate2(r, sx, static_cast<float>(n)).rounded;
          if (!same_float(got, expected) && ++mismatches <= 5) {
            ADD_FAILURE() << ref_name(r) << "(" << std::hexfloat << sx << ", " << n
                          << "): expected " << expected << ", evaluate2 " << got;
          }
        }
      }
    }
  }
  EXPECT_EQ(mismatches, 0);
}

}  // namespace
}  // namespace warpmath::host_ref
