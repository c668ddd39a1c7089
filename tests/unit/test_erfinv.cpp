// Unit tests of the inverse error functions (erfinvf, erfcinvf, normcdfinvf): the special values
// (the oracle's Annex F-style table), signed zeros, subnormal arguments and results, the ends of
// the domain (1 - k 2^-24, 2 - k 2^-23, tiny p), both sides of every branch and polynomial piece,
// the symmetries, and accuracy against the oracle with the catalogue's bound on every 2^10-th bit
// pattern and densely on each function's domain.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <vector>
#include <warpmath/warpmath.hpp>

#include "host_ref/oracle.hpp"
#include "unit_support.hpp"

namespace fp = warpmath::fp;
namespace ref = warpmath::host_ref;

using warpmath::unit::around;
using warpmath::unit::both_signs;
using warpmath::unit::bound_of;
using warpmath::unit::expect_accurate;
using warpmath::unit::kInf;
using warpmath::unit::kNaN;
using warpmath::unit::kTrueMin;
using warpmath::unit::neighbours;
using warpmath::unit::same_bits;

namespace {

using Fn = warpmath::unit::UnaryCase;

const Fn kErfinv = {"erfinvf", [](float x) { return warpmath::erfinvf(x); }, ref::Ref::erfinv};
const Fn kErfcinv = {"erfcinvf", [](float x) { return warpmath::erfcinvf(x); }, ref::Ref::erfcinv};
const Fn kNormcdfinv = {"normcdfinvf", [](float x) { return warpmath::normcdfinvf(x); },
                        ref::Ref::normcdfinv};
const Fn kFns[] = {kErfinv, kErfcinv, kNormcdfinv};

void expect_accurate_fn(const Fn& fn, const std::vector<float>& xs) {
  expect_accurate(fn.name, fn.f, fn.r, xs, bound_of(fn.name));
}

// Where the tail's pieces switch: s = sqrt(-log c) = 1.84 and 4.24.
const float kPiece1 = static_cast<float>(std::exp(-1.84 * 1.84));
const float kPiece2 = static_cast<float>(std::exp(-4.24 * 4.24));

TEST(ErfinvSpecialValues, MatchTheTable) { warpmath::unit::expect_annexf_table(kFns); }

TEST(ErfinvSpecialValues, SignedZerosAndExactPoints) {
  EXPECT_TRUE(same_bits(warpmath::erfinvf(0.0f), 0.0f));
  EXPECT_TRUE(same_bits(warpmath::erfinvf(-0.0f), -0.0f));
  EXPECT_TRUE(same_bits(warpmath::erfinvf(1.0f), kInf));
  EXPECT_TRUE(same_bits(warpmath::erfinvf(-1.0f), -kInf));
  EXPECT_TRUE(same_bits(warpmath::erfcinvf(1.0f), 0.0f));
  EXPECT_TRUE(same_bits(warpmath::erfcinvf(0.0f), kInf));
  EXPECT_TRUE(same_bits(warpmath::erfcinvf(-0.0f), kInf));
  EXPECT_TRUE(same_bits(warpmath::erfcinvf(2.0f), -kInf));
  EXPECT_TRUE(same_bits(warpmath::normcdfinvf(0.5f), 0.0f));
  EXPECT_TRUE(same_bits(warpmath::normcdfinvf(0.0f), -kInf));
  EXPECT_TRUE(same_bits(warpmath::normcdfinvf(-0.0f), -kInf));
  EXPECT_TRUE(same_bits(warpmath::normcdfinvf(1.0f), kInf));
  for (const Fn& fn : kFns) {
    EXPECT_TRUE(std::isnan(fn.f(kNaN))) << fn.name;
    EXPECT_TRUE(std::isnan(fn.f(-kNaN))) << fn.name;
    EXPECT_TRUE(std::isnan(fn.f(kInf))) << fn.name;
    EXPECT_TRUE(std::isnan(fn.f(-kInf))) << fn.name;
    EXPECT_TRUE(std::isnan(fn.f(3.0f))) << fn.name;
    EXPECT_TRUE(std::isnan(fn.f(-3.0f))) << fn.name;
  }
  EXPECT_TRUE(std::isnan(warpmath::erfcinvf(-kTrueMin)));
  EXPECT_TRUE(std::isnan(warpmath::normcdfinvf(-kTrueMin)));
  EXPECT_TRUE(std::isnan(warpmath::erfinvf(0x1.000002p0f)));
  EXPECT_TRUE(std::isnan(warpmath::erfcinvf(0x1.000002p1f)));
  EXPECT_TRUE(std::isnan(warpmath::normcdfinvf(0x1.000002p0f)));
}

TEST(ErfinvSymmetry, OddAndReflections) {
  for (std::uint64_t b = 0; b < 0x3f800000u; b += 997) {
    const float x = fp::as_float(static_cast<std::uint32_t>(b));
    EXPECT_TRUE(same_bits(warpmath::erfinvf(-x), -warpmath::erfinvf(x))) << std::hexfloat << x;
  }
  // erfcinv(2 - t) = -erfcinv(t) and normcdfinv(1 - p) = -normcdfinv(p) where 2 - t, 1 - p are
  // exact (t in [1, 2), p in [1/2, 1)): the implementation reduces both to the same core.
  for (float t = 1.0f; t < 2.0f; t += 0x1p-13f) {
    for (float u : neighbours(t, 3)) {
      if (u <= 1.0f || u >= 2.0f) continue;  // erfcinv(1) = +0
      EXPECT_TRUE(same_bits(warpmath::erfcinvf(2.0f - u), -warpmath::erfcinvf(u)))
          << std::hexfloat << u;
    }
  }
  for (float p = 0.5f; p < 1.0f; p += 0x1p-14f) {
    for (float q : neighbours(p, 3)) {
      if (q <= 0.5f || q >= 1.0f) continue;
      EXPECT_TRUE(same_bits(warpmath::normcdfinvf(1.0f - q), -warpmath::normcdfinvf(q)))
          << std::hexfloat << q;
    }
  }
}

TEST(ErfinvAccuracy, EveryThousandTwentyFourthPattern) {
  std::vector<float> xs;
  for (std::uint64_t b = 0; b < (1ull << 32); b += 1024) {
    xs.push_back(fp::as_float(static_cast<std::uint32_t>(b + 0x155)));
  }
  for (const Fn& fn : kFns) expect_accurate_fn(fn, xs);
}

TEST(ErfinvAccuracy, SubnormalArgumentsAndResults) {
  std::vector<float> xs;
  for (std::uint32_t b = 1; b < 0x00800000u; b = b < 4096 ? b + 1 : b + 4093) {
    xs.push_back(fp::as_float(b));
  }
  const std::vector<float> both = both_signs(xs);
  expect_accurate_fn(kErfinv, both);  // subnormal results (erfinv(x) ~ 0.886 x)
  expect_accurate_fn(kErfcinv, xs);   // the far tail: erfcinv(2^-149) = 10.03
  expect_accurate_fn(kNormcdfinv, xs);
  EXPECT_EQ(warpmath::erfinvf(kTrueMin), kTrueMin);  // 0.886 * 2^-149 rounds up
  EXPECT_EQ(warpmath::erfinvf(-kTrueMin), -kTrueMin);
}

TEST(ErfinvAccuracy, EndsOfTheDomain) {
  std::vector<float> near_one, near_two, tiny;
  for (int k = 1; k <= 8192; ++k) {
    near_one.push_back(1.0f - static_cast<float>(k) * 0x1p-24f);
    near_two.push_back(2.0f - static_cast<float>(k) * 0x1p-23f);
  }
  for (int e = -149; e <= -2; ++e) {
    for (float m : {1.0f, 1.25f, 1.5f, 1.75f, 1.999f}) tiny.push_back(std::ldexp(m, e));
  }
  expect_accurate_fn(kErfinv, both_signs(near_one));
  expect_accurate_fn(kErfcinv, near_two);
  expect_accurate_fn(kErfcinv, tiny);
  expect_accurate_fn(kNormcdfinv, near_one);
  expect_accurate_fn(kNormcdfinv, tiny);
  // Around 1 for erfcinv (results near 0, both signs), 1/2 for normcdfinv.
  expect_accurate_fn(kErfcinv, around({1.0f}, 4096));
  expect_accurate_fn(kNormcdfinv, around({0.5f}, 4096));
}

TEST(ErfinvAccuracy, BranchAndPieceBoundaries) {
  // erfinv: the tiny path (2^-26), central (<= 1/2) / tail; the tail's pieces at 1 - c.
  expect_accurate_fn(kErfinv, both_signs(around({0x1p-26f, 0.5f, 1.0f - kPiece1}, 256)));
  // erfcinv: tail / central at 1/2 and 3/2, the pieces on both tails.
  expect_accurate_fn(kErfcinv, around({0.5f, 1.5f, kPiece1, kPiece2, 2.0f - kPiece1}, 256));
  // normcdfinv: tail / central at 1/4 and 3/4, the pieces at c/2 and 1 - c/2.
  expect_accurate_fn(kNormcdfinv,
                     around({0.25f, 0.75f, kPiece1 / 2, kPiece2 / 2, 1.0f - kPiece1 / 2}, 256));
  // The lean kernel's range test (special/erfinv_lean.hpp): 1 - |x| = 2^-12 and |x| = 2^-26,
  // t = 2^-12 and 2 - 2^-12, p = 2^-13 and 1 - 2^-13.
  expect_accurate_fn(kErfinv, both_signs(around({1.0f - 0x1p-12f, 0x1p-26f}, 1024)));
  expect_accurate_fn(kErfcinv, around({0x1p-12f, 2.0f - 0x1p-12f}, 1024));
  expect_accurate_fn(kNormcdfinv, around({0x1p-13f, 1.0f - 0x1p-13f}, 1024));
}

TEST(ErfinvAccuracy, DenseOnTheDomain) {
  std::vector<float> unit, two;
  for (float x = 0.0f; x < 1.0f; x += 0x1.01p-13f) unit.push_back(x);
  for (float x = 0.0f; x < 2.0f; x += 0x1.01p-12f) two.push_back(x);
  expect_accurate_fn(kErfinv, both_signs(unit));
  expect_accurate_fn(kErfcinv, two);
  expect_accurate_fn(kNormcdfinv, unit);
}

}  // namespace
