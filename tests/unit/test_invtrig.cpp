// Unit tests of the inverse trigonometric functions (asinf, acosf, atanf, asinpif, acospif,
// atanpif): special values (C23 Annex F), exact results, symmetries (asin, atan odd; acos(-x) =
// pi - acos(x)), small and subnormal arguments (the pi forms: x/pi correctly rounded, subnormal
// results included), the boundaries of every branch, and accuracy against the oracle in every
// binade.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <vector>
#include <warpmath/accurate/accurate.hpp>
#include <warpmath/warpmath.hpp>

#include "catalogue/kernels.hpp"
#include "host_ref/annexf.hpp"
#include "host_ref/oracle.hpp"
#include "unit_support.hpp"

namespace fp = warpmath::fp;
namespace ref = warpmath::host_ref;
namespace cat = warpmath::catalogue;

using warpmath::unit::neighbours;
using warpmath::unit::same_bits;

namespace {

using UnaryFn = float (*)(float);
struct Fn {
  const char* name;  // the catalogue id
  UnaryFn f;
  ref::Ref r;
  bool odd;
};

const Fn kInvTrigFns[] = {
    {"asinf", warpmath::asinf, ref::Ref::asin, true},
    {"acosf", warpmath::acosf, ref::Ref::acos, false},
    {"atanf", warpmath::atanf, ref::Ref::atan, true},
    {"asinpif", warpmath::asinpif, ref::Ref::asinpi, true},
    {"acospif", warpmath::acospif, ref::Ref::acospi, false},
    {"atanpif", warpmath::atanpif, ref::Ref::atanpi, true},
};

// The catalogue's documented bound, or 1 ulp (faithful) while the function has no entry.
double bound_of(const Fn& fn) { return warpmath::unit::bound_of(fn.name); }

void expect_accurate(const Fn& fn, const std::vector<float>& xs) {
  warpmath::unit::expect_accurate(fn.name, fn.f, fn.r, xs, bound_of(fn));
}

const float kInf = std::numeric_limits<float>::infinity();
const float kNaN = std::numeric_limits<float>::quiet_NaN();
const float kMax = std::numeric_limits<float>::max();
const float kPiOver2 = 0x1.921fb6p0f;  // RN(pi/2)
const float kPi = 0x1.921fb6p1f;       // RN(pi)

}  // namespace

TEST(InvTrigSpecial, AnnexFTable) { warpmath::unit::expect_annexf_table(kInvTrigFns); }

TEST(InvTrigSpecial, ZerosOnesInfinitiesNaNAndTheDomain) {
  const float nans[] = {kNaN, -kNaN, fp::as_float(0x7f800001u), fp::as_float(0xff800001u),
                        fp::as_float(0x7fffffffu)};
  for (const Fn& fn : kInvTrigFns) {
    for (float n : nans) EXPECT_TRUE(std::isnan(fn.f(n))) << fn.name;
    if (fn.odd) {
      EXPECT_EQ(fp::as_uint(fn.f(0.0f)), 0u) << fn.name;
      EXPECT_EQ(fp::as_uint(fn.f(-0.0f)), 0x80000000u) << fn.name;
    }
  }
  for (UnaryFn f : {warpmath::asinf, warpmath::acosf, warpmath::asinpif, warpmath::acospif}) {
    for (float x : {kInf, -kInf, kMax, -kMax, 0x1.000002p0f, -0x1.000002p0f, 2.0f, -1e10f})
      EXPECT_TRUE(std::isnan(f(x))) << x;
  }
  EXPECT_EQ(warpmath::asinf(1.0f), kPiOver2);
  EXPECT_EQ(warpmath::asinf(-1.0f), -kPiOver2);
  EXPECT_EQ(fp::as_uint(warpmath::acosf(1.0f)), 0u);
  EXPECT_EQ(warpmath::acosf(-1.0f), kPi);
  EXPECT_EQ(warpmath::acosf(0.0f), kPiOver2);
  EXPECT_EQ(warpmath::acosf(-0.0f), kPiOver2);
  EXPECT_EQ(warpmath::atanf(kInf), kPiOver2);
  EXPECT_EQ(warpmath::atanf(-kInf), -kPiOver2);
  // atanf is faithful (the lean default tier): RN(pi/4) = 0x1.921fb6p-1 or the float
  // below it; the accurate kernel rounds to nearest.
  EXPECT_TRUE(warpmath::atanf(1.0f) == 0x1.921fb6p-1f || warpmath::atanf(1.0f) == 0x1.921fb4p-1f);
  EXPECT_EQ(warpmath::detail::accurate::atanf(1.0f), 0x1.921fb6p-1f);  // RN(pi/4)
  EXPECT_EQ(warpmath::asinpif(1.0f), 0.5f);
  EXPECT_EQ(warpmath::asinpif(-1.0f), -0.5f);
  EXPECT_EQ(warpmath::acospif(-1.0f), 1.0f);
  EXPECT_EQ(fp::as_uint(warpmath::acospif(1.0f)), 0u);
  EXPECT_EQ(warpmath::acospif(0.0f), 0.5f);
  EXPECT_EQ(warpmath::acospif(-0.0f), 0.5f);
  EXPECT_EQ(warpmath::atanpif(kInf), 0.5f);
  EXPECT_EQ(warpmath::atanpif(-kInf), -0.5f);
  EXPECT_EQ(warpmath::atanpif(1.0f), 0.25f);
  EXPECT_EQ(warpmath::atanpif(-1.0f), -0.25f);
  // Huge arguments: atan rounds to RN(pi/2) and atanpi to 1/2 from 2^26 on (the kernel clamps
  // beyond 2^30).
  for (float x : {0x1p26f, 0x1p30f, 0x1.000002p30f, 0x1p100f, kMax}) {
    EXPECT_EQ(warpmath::atanf(x), kPiOver2) << x;
    EXPECT_EQ(warpmath::atanf(-x), -kPiOver2) << x;
    EXPECT_EQ(warpmath::atanpif(x), 0.5f) << x;
  }
}

TEST(InvTrigSymmetry, OddFunctionsBitExactAndAcosReflection) {
  std::mt19937 rng(17);
  for (int i = 0; i < 200000; ++i) {
    const float x = fp::as_float(rng() & 0x7fffffffu);
    for (const Fn& fn : kInvTrigFns) {
      if (!fn.odd) continue;
      EXPECT_TRUE(same_bits(fn.f(-x), -fn.f(x))) << fn.name << " " << std::hexfloat << x;
    }
  }
  // acos(-x) = pi - acos(x) and acospi(-x) = 1 - acospi(x): both sides within an ulp or so of
  // the exact values, so the identity holds to a few ulps of pi (of 1).
  std::uniform_real_distribution<float> unit(-1.0f, 1.0f);
  for (int i = 0; i < 100000; ++i) {
    const float x = unit(rng);
    const double s = static_cast<double>(warpmath::acosf(x)) + warpmath::acosf(-x);
    EXPECT_NEAR(s, M_PI, 0x1p-21) << std::hexfloat << x;
    const double t = static_cast<double>(warpmath::acospif(x)) + warpmath::acospif(-x);
    EXPECT_NEAR(t, 1.0, 0x1p-23) << std::hexfloat << x;
    // asin(x) + acos(x) = pi/2
    const double u = static_cast<double>(warpmath::asinf(x)) + warpmath::acosf(x);
    EXPECT_NEAR(u, M_PI / 2, 0x1p-22) << std::hexfloat << x;
  }
}

TEST(InvTrigSmall, AsinAndAtanReturnXBelowTwoToMinus12) {
  std::mt19937 rng(19);
  for (int i = 0; i < 100000; ++i) {
    const float x = fp::as_float(rng() % 0x39800000u);  // |x| < 2^-12, subnormals included
    EXPECT_EQ(fp::as_uint(warpmath::asinf(x)), fp::as_uint(x)) << std::hexfloat << x;
    EXPECT_EQ(fp::as_uint(warpmath::atanf(x)), fp::as_uint(x)) << std::hexfloat << x;
    EXPECT_EQ(fp::as_uint(warpmath::asinf(-x)), fp::as_uint(-x)) << std::hexfloat << x;
  }
  for (std::uint32_t u = 0; u < 0x32800000u; u += 4099) {  // |x| < 2^-26: acos(x) rounds to pi/2
    EXPECT_EQ(warpmath::acosf(fp::as_float(u)), kPiOver2) << std::hexfloat << fp::as_float(u);
    EXPECT_EQ(warpmath::acosf(-fp::as_float(u)), kPiOver2) << std::hexfloat << -fp::as_float(u);
  }
}

TEST(InvTrigSmall, PiFormsAreCorrectlyRoundedForTinyAndSubnormalArguments) {
  // Below 2^-60, asinpi(x) and atanpi(x) are x/pi rounded once; below pi*2^-126 the results are
  // subnormal, where a halfway case of the first rounding must be decided by the low part.
  std::vector<float> xs;
  for (std::uint32_t u = 1; u < 0x01800000u; u += 251) xs.push_back(fp::as_float(u));
  for (std::uint32_t u = 1; u <= 4096; ++u) xs.push_back(fp::as_float(u));
  for (float x : neighbours(0x1p-60f, 200)) xs.push_back(x);
  std::mt19937 rng(23);
  for (int i = 0; i < 20000; ++i) xs.push_back(fp::as_float(rng() % 0x21800000u));
  for (float x : xs) {
    for (float sx : {x, -x}) {
      const float a = ref::evaluate(ref::Ref::asinpi, sx).rounded;
      EXPECT_EQ(fp::as_uint(warpmath::asinpif(sx)), fp::as_uint(a)) << std::hexfloat << sx;
      const float t = ref::evaluate(ref::Ref::atanpi, sx).rounded;
      EXPECT_EQ(fp::as_uint(warpmath::atanpif(sx)), fp::as_uint(t)) << std::hexfloat << sx;
    }
  }
}

TEST(InvTrigBoundaries, AroundEveryBranchThreshold) {
  // 2^-60: the pi forms' tiny path; 2^-12: where asin, atan start to differ from x; 1/2: the
  // asin/acos square-root branch and atan's first reduction; 2: atan's second reduction; 1: the
  // end of the asin/acos domain and atan's c = pi/4 centre; 2^26, 2^30: atan's clamp.
  std::vector<float> xs;
  for (float t : {0x1p-60f, 0x1p-12f, 0.5f, 1.0f, 2.0f, 0x1p26f, 0x1p30f, 0x1p-126f, kMax}) {
    for (float x : neighbours(t, 64)) {
      if (std::isinf(x) || std::isnan(x)) continue;
      xs.push_back(x);
      xs.push_back(-x);
    }
  }
  for (const Fn& fn : kInvTrigFns) expect_accurate(fn, xs);
}

TEST(InvTrigAccuracy, EveryBinadeBothSigns) {
  std::mt19937 rng(29);
  std::vector<float> xs;
  for (std::uint32_t e = 0; e < 255; ++e) {
    for (int i = 0; i < 64; ++i) {
      const float x = fp::as_float((e << 23) | (rng() & 0x007fffffu));
      xs.push_back(x);
      xs.push_back(-x);
    }
  }
  // Dense in [-1, 1], where asin and acos live and atan's reductions meet.
  std::uniform_real_distribution<float> unit(-1.0f, 1.0f);
  for (int i = 0; i < 20000; ++i) xs.push_back(unit(rng));
  std::uniform_real_distribution<float> mid(-4.0f, 4.0f);
  for (int i = 0; i < 20000; ++i) xs.push_back(mid(rng));
  for (const Fn& fn : kInvTrigFns) expect_accurate(fn, xs);
}
