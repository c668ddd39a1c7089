// Unit tests of the special functions (erff, erfcf, erfcxf, normcdff): special values (C23 Annex
// F and the oracle's table), symmetries, the saturation and underflow thresholds and their
// neighbours, tails down to subnormal results, the boundaries of every branch and piece, and
// accuracy against the oracle on every 2^10-th bit pattern.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>
#include <warpmath/warpmath.hpp>

#include "host_ref/annexf.hpp"
#include "host_ref/oracle.hpp"
#include "unit_support.hpp"

namespace fp = warpmath::fp;
namespace ref = warpmath::host_ref;

using warpmath::unit::around_both_signs;
using warpmath::unit::both_signs;
using warpmath::unit::kInf;
using warpmath::unit::kMax;
using warpmath::unit::kNaN;
using warpmath::unit::kTrueMin;
using warpmath::unit::neighbours;
using warpmath::unit::same_bits;

namespace {

using Fn = warpmath::unit::UnaryCase;

const Fn kFns[] = {
    {"erff", [](float x) { return warpmath::erff(x); }, ref::Ref::erf},
    {"erfcf", [](float x) { return warpmath::erfcf(x); }, ref::Ref::erfc},
    {"erfcxf", [](float x) { return warpmath::erfcxf(x); }, ref::Ref::erfcx},
    {"normcdff", [](float x) { return warpmath::normcdff(x); }, ref::Ref::normcdf},
};

// Faithful: the bound of every function here.
constexpr double kBound = 0.999;

std::vector<float> every_1024th_pattern() { return warpmath::unit::every_nth_pattern(1024, 0x155); }

TEST(SpecialValues, MatchTheAnnexFTable) {
  for (const ref::SpecialCase& c : ref::annexf_cases()) {
    for (const Fn& fn : kFns) {
      if (fn.r != c.ref) continue;
      const float got = fn.f(c.x);
      EXPECT_TRUE(same_bits(got, c.expected) || (std::isnan(got) && std::isnan(c.expected)))
          << fn.name << "(" << std::hexfloat << c.x << ") = " << got << ", expected " << c.expected;
    }
  }
}

TEST(SpecialValues, ExactPoints) {
  EXPECT_TRUE(same_bits(warpmath::erff(0.0f), 0.0f));
  EXPECT_TRUE(same_bits(warpmath::erff(-0.0f), -0.0f));
  EXPECT_EQ(warpmath::erfcf(0.0f), 1.0f);
  EXPECT_EQ(warpmath::erfcf(-0.0f), 1.0f);
  EXPECT_EQ(warpmath::erfcxf(0.0f), 1.0f);
  EXPECT_EQ(warpmath::erfcxf(-0.0f), 1.0f);
  EXPECT_EQ(warpmath::normcdff(0.0f), 0.5f);
  EXPECT_EQ(warpmath::normcdff(-0.0f), 0.5f);
  EXPECT_TRUE(same_bits(warpmath::erfcf(kInf), 0.0f));
  EXPECT_TRUE(same_bits(warpmath::normcdff(-kInf), 0.0f));
  EXPECT_TRUE(same_bits(warpmath::erfcxf(kInf), 0.0f));
  for (const Fn& fn : kFns) EXPECT_TRUE(std::isnan(fn.f(kNaN))) << fn.name;
}

TEST(SpecialSymmetry, ErfIsOddAndErfcReflects) {
  for (float x : every_1024th_pattern()) {
    if (std::isnan(x) || x < 0.0f) continue;
    EXPECT_TRUE(same_bits(warpmath::erff(-x), -warpmath::erff(x))) << std::hexfloat << x;
  }
}

TEST(SpecialAccuracy, EveryThousandTwentyFourthPattern) {
  const std::vector<float> xs = every_1024th_pattern();
  for (const Fn& fn : kFns) warpmath::unit::expect_accurate(fn.name, fn.f, fn.r, xs, kBound);
}

TEST(SpecialAccuracy, BranchAndPieceBoundaries) {
  // erf's polynomial / 1 - erfc switch, the erfcx pieces and asymptotic form, saturation.
  const std::vector<float> xs =
      around_both_signs({0.25f,    0.5f,     1.0f,     2.0f,     4.0f,      3.9192f,  5.42f,
                         5.5f,     10.0542f, 10.0625f, 14.1702f, 14.1875f,  9.3824f,  0x1p32f,
                         0x1p100f, 0x1p125f, 0x1p-24f, 0x1p-60f, 0x1p-126f, kTrueMin, kMax},
                        64);
  for (const Fn& fn : kFns) warpmath::unit::expect_accurate(fn.name, fn.f, fn.r, xs, kBound);
}

TEST(SpecialAccuracy, EveryPieceOfTheDefaultTier) {
  // erff: rows k = round(4|x|), 0 .. 16, ends at k/4 +- 1/8, and the range test at 4.125;
  // erfcf: rows j = round(4 (x + 4.125)), 0 .. 57, ends at multiples of 1/4 from -4.125 to 10,
  // the range test at -4.125 and 10.0625 (special/erff.hpp, special/erfcf.hpp).
  std::vector<float> xs;
  for (int k = 0; k <= 17; ++k)
    for (float t : {k / 4.0f - 0.125f, k / 4.0f})
      for (float x : neighbours(t, 16)) xs.push_back(x);
  warpmath::unit::expect_accurate("erff", kFns[0].f, kFns[0].r, both_signs(xs), kBound);
  xs.clear();
  for (int j = 0; j <= 58; ++j)
    for (float t : {j / 4.0f - 4.25f, j / 4.0f - 4.125f})
      for (float x : neighbours(t, 16)) xs.push_back(x);
  for (float x : neighbours(10.0625f, 64)) xs.push_back(x);
  warpmath::unit::expect_accurate("erfcf", kFns[1].f, kFns[1].r, xs, kBound);
  // erfcxf: the same rows at |x| (x from -4.125 to 10.0625), the asymptotic form from 10.0625,
  // the rare paths below -4.125 and from 2^100 (special/erfcxf.hpp).
  std::vector<float> xx = both_signs(xs);
  for (float x : neighbours(-4.125f, 64)) xx.push_back(x);
  for (float x : neighbours(0x1p100f, 64)) xx.push_back(x);
  warpmath::unit::expect_accurate("erfcxf", kFns[2].f, kFns[2].r, xx, kBound);
  // normcdff: the rows at t = -x/sqrt(2), the clamp at t = -4.125 (x = 5.8336) and the range
  // test at t = 10.0625 (x = -14.2302).
  std::vector<float> xn;
  for (float x : xs) xn.push_back(x * -1.41421356f);
  for (float x : neighbours(5.83363f, 256)) xn.push_back(x);
  for (float x : neighbours(-14.2302f, 256)) xn.push_back(x);
  warpmath::unit::expect_accurate("normcdff", kFns[3].f, kFns[3].r, xn, kBound);
}

TEST(SpecialAccuracy, TailsDownToSubnormalResults) {
  std::vector<float> xs;
  // erfc on [9, 10.06] (results 2^-122 .. 2^-150), normcdf on [-14.2, -12.5], erfcx beyond 2^120
  // and on [-9.4, -4] (2 e^(x^2) - erfcx(-x) in float-float, +inf from -9.3824).
  for (float x = 9.0f; x < 10.07f; x += 0x1p-12f) xs.push_back(x);
  for (float x = -14.2f; x < -12.5f; x += 0x1p-11f) xs.push_back(x);
  for (float x = 0x1p120f; x < 0x1p127f; x *= 1.0009765625f) xs.push_back(x);
  for (float x = -9.4f; x < -4.0f; x += 0x1p-11f) xs.push_back(x);
  for (const Fn& fn : kFns) warpmath::unit::expect_accurate(fn.name, fn.f, fn.r, xs, kBound);
}

TEST(SpecialAccuracy, DenseOnTheCoreRange) {
  std::vector<float> xs;
  for (float x = -10.5f; x < 10.5f; x += 0x1.01p-9f) xs.push_back(x);
  for (const Fn& fn : kFns) warpmath::unit::expect_accurate(fn.name, fn.f, fn.r, xs, kBound);
}

}  // namespace
