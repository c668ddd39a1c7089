// Unit tests of cyl_bessel_i0f and cyl_bessel_i1f (and their accurate kernels): special values
// (the Annex F-style table), signs and symmetries (I0 even, I1 odd, bit for bit), subnormal inputs
// and the tie rule of I1's subnormal results, the overflow thresholds from both sides, the
// boundaries of every branch and piece, and accuracy against the oracle with the catalogue's bound
// on a stratified sample (every 2^10-th bit pattern) and densely on the core range.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <vector>
#include <warpmath/warpmath.hpp>

#include "host_ref/annexf.hpp"
#include "host_ref/oracle.hpp"
#include "unit_support.hpp"

namespace fp = warpmath::fp;
namespace ref = warpmath::host_ref;

using namespace warpmath::unit;  // NOLINT(google-build-using-namespace): the shared test helpers

namespace {

using Fn = warpmath::unit::UnaryCase;

const Fn kFns[] = {
    {"cyl_bessel_i0f", [](float x) { return warpmath::cyl_bessel_i0f(x); },
     ref::Ref::cyl_bessel_i0},
    {"cyl_bessel_i1f", [](float x) { return warpmath::cyl_bessel_i1f(x); },
     ref::Ref::cyl_bessel_i1},
    {"accurate_cyl_bessel_i0f",
     [](float x) { return warpmath::detail::accurate::cyl_bessel_i0f(x); },
     ref::Ref::cyl_bessel_i0},
    {"accurate_cyl_bessel_i1f",
     [](float x) { return warpmath::detail::accurate::cyl_bessel_i1f(x); },
     ref::Ref::cyl_bessel_i1},
};

std::vector<float> every_1024th_pattern() { return warpmath::unit::every_nth_pattern(1024, 0x2a7); }

void expect_accurate(const std::vector<float>& xs) {
  for (const Fn& fn : kFns) {
    warpmath::unit::expect_accurate(fn.name, fn.f, fn.r, xs, bound_of(fn.name));
  }
}

TEST(BesselISpecialValues, MatchTheTable) { expect_annexf_table(kFns); }

TEST(BesselISpecialValues, ZerosInfinitiesNaN) {
  EXPECT_EQ(warpmath::cyl_bessel_i0f(0.0f), 1.0f);
  EXPECT_EQ(warpmath::cyl_bessel_i0f(-0.0f), 1.0f);
  EXPECT_TRUE(same_bits(warpmath::cyl_bessel_i1f(0.0f), 0.0f));
  EXPECT_TRUE(same_bits(warpmath::cyl_bessel_i1f(-0.0f), -0.0f));
  EXPECT_TRUE(same_bits(warpmath::cyl_bessel_i0f(kInf), kInf));
  EXPECT_TRUE(same_bits(warpmath::cyl_bessel_i0f(-kInf), kInf));
  EXPECT_TRUE(same_bits(warpmath::cyl_bessel_i1f(kInf), kInf));
  EXPECT_TRUE(same_bits(warpmath::cyl_bessel_i1f(-kInf), -kInf));
  for (const Fn& fn : kFns) {
    EXPECT_TRUE(std::isnan(fn.f(kNaN))) << fn.name;
    EXPECT_TRUE(std::isnan(fn.f(-kNaN))) << fn.name;
  }
}

TEST(BesselISymmetry, I0EvenI1OddBitForBit) {
  for (float x : every_1024th_pattern()) {
    if (std::isnan(x) || x < 0.0f) continue;
    EXPECT_TRUE(same_bits(warpmath::cyl_bessel_i0f(-x), warpmath::cyl_bessel_i0f(x)))
        << std::hexfloat << x;
    EXPECT_TRUE(same_bits(warpmath::cyl_bessel_i1f(-x), -warpmath::cyl_bessel_i1f(x)))
        << std::hexfloat << x;
    EXPECT_TRUE(same_bits(warpmath::detail::accurate::cyl_bessel_i0f(-x),
                          warpmath::detail::accurate::cyl_bessel_i0f(x)))
        << std::hexfloat << x;
    EXPECT_TRUE(same_bits(warpmath::detail::accurate::cyl_bessel_i1f(-x),
                          -warpmath::detail::accurate::cyl_bessel_i1f(x)))
        << std::hexfloat << x;
  }
}

TEST(BesselISubnormals, I1OfSubnormalsRoundsTiesAwayFromZero) {
  // I1(x) = x/2 (1 + x^2/8 + ...): the correctly rounded result of every x below 2^-125 is x/2
  // rounded with ties away from zero.
  for (std::uint32_t k = 0; k < (1u << 24); k += 97) {
    const float x = fp::as_float(k);  // subnormals and the binade [2^-126, 2^-125)
    const float got = warpmath::cyl_bessel_i1f(x);
    const ref::RefValue rv = ref::evaluate(ref::Ref::cyl_bessel_i1, x);
    EXPECT_TRUE(same_bits(got, rv.rounded))
        << std::hexfloat << x << " " << got << " " << rv.rounded;
    EXPECT_TRUE(same_bits(warpmath::cyl_bessel_i1f(-x), -rv.rounded)) << std::hexfloat << x;
    EXPECT_EQ(warpmath::cyl_bessel_i0f(x), 1.0f);
  }
  EXPECT_EQ(warpmath::cyl_bessel_i1f(kTrueMin), kTrueMin);
  EXPECT_EQ(warpmath::cyl_bessel_i1f(3 * kTrueMin), 2 * kTrueMin);
  EXPECT_EQ(warpmath::cyl_bessel_i1f(4 * kTrueMin), 2 * kTrueMin);
  EXPECT_EQ(warpmath::cyl_bessel_i1f(5 * kTrueMin), 3 * kTrueMin);
  EXPECT_EQ(warpmath::cyl_bessel_i1f(0x1p-125f), 0x1p-126f);
}

TEST(BesselIOverflow, ThresholdsFromBothSides) {
  EXPECT_TRUE(std::isfinite(warpmath::cyl_bessel_i0f(0x1.6f9a62p6f)));
  EXPECT_TRUE(std::isfinite(warpmath::cyl_bessel_i0f(-0x1.6f9a62p6f)));
  EXPECT_EQ(warpmath::cyl_bessel_i0f(0x1.6f9a64p6f), kInf);
  EXPECT_EQ(warpmath::cyl_bessel_i0f(-0x1.6f9a64p6f), kInf);
  EXPECT_TRUE(std::isfinite(warpmath::cyl_bessel_i1f(0x1.6fa002p6f)));
  EXPECT_TRUE(std::isfinite(warpmath::cyl_bessel_i1f(-0x1.6fa002p6f)));
  EXPECT_EQ(warpmath::cyl_bessel_i1f(0x1.6fa004p6f), kInf);
  EXPECT_EQ(warpmath::cyl_bessel_i1f(-0x1.6fa004p6f), -kInf);
  EXPECT_EQ(warpmath::cyl_bessel_i0f(kMax), kInf);
  EXPECT_EQ(warpmath::cyl_bessel_i1f(-kMax), -kInf);
  expect_accurate(around_both_signs({0x1.6f9a62p6f, 0x1.6fa002p6f, 91.0f, 92.0f, 96.0f}, 256));
}

TEST(BesselIAccuracy, BranchAndPieceBoundaries) {
  // I1's tiny branch (2^-125), I0's rounding to 1 (2^-12), the series / exponential switch (2),
  // the pieces of R (3, 5, 8), and the exponent boundaries of the exp reduction.
  expect_accurate(
      around_both_signs({0x1p-125f, 0x1p-126f, 0x1p-12f, 0x1p-13f, 0x1p-11f, 0.5f, 1.0f, 2.0f, 3.0f,
                         4.0f, 5.0f, 8.0f, 16.0f, 32.0f, 64.0f, 88.7f, kTrueMin},
                        128));
}

TEST(BesselIAccuracy, EveryThousandTwentyFourthPattern) { expect_accurate(every_1024th_pattern()); }

TEST(BesselIAccuracy, DenseOnTheCoreRange) {
  std::vector<float> xs;
  for (float x = -92.0f; x < 92.0f; x += 0x1.01p-8f) xs.push_back(x);
  expect_accurate(xs);
}

}  // namespace
