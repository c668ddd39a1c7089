// Unit tests of the rounding-explicit primitives, bit access and float-float helpers (fp/).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <warpmath/fp/bits.hpp>
#include <warpmath/fp/float2.hpp>
#include <warpmath/fp/ops.hpp>
#include <warpmath/fp/poly.hpp>

namespace fp = warpmath::fp;

TEST(Bits, RoundTripAndFields) {
  EXPECT_EQ(fp::as_uint(1.0f), 0x3f800000u);
  EXPECT_EQ(fp::as_uint(-0.0f), 0x80000000u);
  EXPECT_EQ(fp::as_float(0x7f800000u), std::numeric_limits<float>::infinity());
  EXPECT_EQ(fp::as_uint(fp::as_float(0x7fc01234u)), 0x7fc01234u);  // NaN payload kept
  EXPECT_EQ(fp::as_uint(fp::copysign(2.0f, -0.0f)), fp::as_uint(-2.0f));
  EXPECT_EQ(fp::as_uint(fp::flip_sign(0.0f, 1u)), 0x80000000u);
  EXPECT_EQ(fp::exp2i(-126), std::numeric_limits<float>::min());
  EXPECT_EQ(fp::exp2i(127), 0x1p127f);
  EXPECT_EQ(fp::clz64(1u), 63);
  EXPECT_EQ(fp::clz64(0x8000000000000000ull), 0);
  EXPECT_EQ(fp::mul_wide(0xffffffffu, 0xffffffffu), 0xfffffffe00000001ull);
}

TEST(Ops, RintTiesToEvenAndLargeValues) {
  const float cases[][2] = {{0.5f, 0.0f},
                            {1.5f, 2.0f},
                            {2.5f, 2.0f},
                            {-2.5f, -2.0f},
                            {-0.4f, -0.0f},
                            {0x1.fffffep22f, 0x1p23f},
                            {8388607.5f, 8388608.0f},
                            {0x1p23f, 0x1p23f},
                            {0x1p30f, 0x1p30f},
                            {-0x1.000002p24f, -0x1.000002p24f}};
  for (const auto& c : cases) {
    EXPECT_EQ(fp::as_uint(fp::rint(c[0])), fp::as_uint(c[1])) << c[0];
  }
  EXPECT_TRUE(std::isnan(fp::rint(NAN)));
  EXPECT_EQ(fp::rint(INFINITY), INFINITY);
}

// floor, ceil and trunc keep x's sign (a zero result too) and return integers, infinities and
// zeros as they are; the exhaustive check (exhaustive_exact) covers every input.
TEST(Ops, FloorCeilTrunc) {
  struct Case {
    float x, floor, ceil, trunc;
  };
  const Case cases[] = {{0.5f, 0.0f, 1.0f, 0.0f},
                        {-0.5f, -1.0f, -0.0f, -0.0f},
                        {-0.0f, -0.0f, -0.0f, -0.0f},
                        {2.5f, 2.0f, 3.0f, 2.0f},
                        {-2.5f, -3.0f, -2.0f, -2.0f},
                        {8388607.5f, 8388607.0f, 8388608.0f, 8388607.0f},
                        {-8388607.5f, -8388608.0f, -8388607.0f, -8388607.0f},
                        {1e30f, 1e30f, 1e30f, 1e30f},
                        {-INFINITY, -INFINITY, -INFINITY, -INFINITY},
                        {1e-45f, 0.0f, 1.0f, 0.0f},
                        {-1e-45f, -1.0f, -0.0f, -0.0f}};
  for (const Case& c : cases) {
    EXPECT_EQ(fp::as_uint(fp::floor(c.x)), fp::as_uint(c.floor)) << c.x;
    EXPECT_EQ(fp::as_uint(fp::ceil(c.x)), fp::as_uint(c.ceil)) << c.x;
    EXPECT_EQ(fp::as_uint(fp::trunc(c.x)), fp::as_uint(c.trunc)) << c.x;
  }
  EXPECT_TRUE(std::isnan(fp::floor(NAN)) && std::isnan(fp::ceil(NAN)) &&
              std::isnan(fp::trunc(NAN)));
}

TEST(Ops, MatchIeeeOperations) {
  std::mt19937 rng(1);
  std::uniform_real_distribution<float> dist(-4.0f, 4.0f);
  for (int i = 0; i < 100000; ++i) {
    const float a = dist(rng), b = dist(rng), c = dist(rng);
    // Each primitive is the binary32 rounding of the exact double result (double holds the
    // exact product and, for these magnitudes, the exact sum).
    EXPECT_EQ(fp::mul(a, b), static_cast<float>(static_cast<double>(a) * b));
    EXPECT_EQ(fp::add(a, b), static_cast<float>(static_cast<double>(a) + b));
    EXPECT_EQ(fp::sub(a, b), static_cast<float>(static_cast<double>(a) - b));
    EXPECT_EQ(fp::div(a, b), static_cast<float>(static_cast<double>(a) / b));
    EXPECT_EQ(fp::sqrt(std::fabs(a)),
              static_cast<float>(std::sqrt(static_cast<double>(std::fabs(a)))));
    EXPECT_EQ(fp::fma(a, b, c), std::fmaf(a, b, c));
  }
}

TEST(Poly, HornerOrderAndExactness) {
  EXPECT_EQ(fp::horner(2.0f, 1.0f), 1.0f);
  EXPECT_EQ(fp::horner(2.0f, 1.0f, 3.0f), 7.0f);         // 1 + 2*3
  EXPECT_EQ(fp::horner(2.0f, 1.0f, 3.0f, 5.0f), 27.0f);  // 1 + 2*(3 + 2*5)
  EXPECT_EQ(fp::horner(-0.5f, 0.0f, 0.0f, 4.0f), 1.0f);
}

TEST(FloatFloat, ErrorFreeTransformations) {
  std::mt19937 rng(2);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  for (int i = 0; i < 100000; ++i) {
    const float a = dist(rng) * 0x1p20f, b = dist(rng);
    const fp::ff s = fp::two_sum(a, b);
    EXPECT_EQ(static_cast<double>(s.hi) + s.lo, static_cast<double>(a) + b);
    EXPECT_EQ(s.hi, fp::add(a, b));
    const fp::ff fs = fp::fast_two_sum(a, b);  // |a| >= |b| here
    EXPECT_EQ(static_cast<double>(fs.hi) + fs.lo, static_cast<double>(a) + b);
    const fp::ff p = fp::two_prod(a, b);
    EXPECT_EQ(static_cast<double>(p.hi) + p.lo, static_cast<double>(a) * b);
  }
}

TEST(FloatFloat, DivisionIsWithinHalfUlpPlusTiny) {
  std::mt19937 rng(3);
  std::uniform_real_distribution<float> dist(0.5f, 2.0f);
  for (int i = 0; i < 100000; ++i) {
    const fp::ff a = fp::fast_two_sum(dist(rng), dist(rng) * 0x1p-26f);
    const fp::ff b = fp::fast_two_sum(dist(rng), dist(rng) * 0x1p-26f);
    const double exact = (static_cast<double>(a.hi) + a.lo) / (static_cast<double>(b.hi) + b.lo);
    const float q = fp::ff_div_rounded(a, b);
    const double ulp = std::ldexp(1.0, std::ilogb(exact) - 23);
    EXPECT_LE(std::fabs(q - exact) / ulp, 0.5 + 1e-5) << a.hi << " / " << b.hi;
  }
}
