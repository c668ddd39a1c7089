// Unit tests of the trig family: special values (C23 Annex F), symmetries, identities, branch
// boundaries, subnormals, the reductions themselves, and accuracy on the hard inputs.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>
#include <warpmath/warpmath.hpp>

#include "catalogue/kernels.hpp"
#include "host_ref/annexf.hpp"
#include "host_ref/oracle.hpp"
#include "unit_support.hpp"

namespace fp = warpmath::fp;
namespace ref = warpmath::host_ref;
namespace cat = warpmath::catalogue;

using warpmath::unit::bound_of;
using warpmath::unit::neighbours;
using warpmath::unit::same_bits;

namespace {

using UnaryFn = float (*)(float);
using Fn = warpmath::unit::UnaryCase;

#define WARPMATH_UNARY(id, call, refname, ...) \
  {#id, [](float x) { return cat::id##_fn{}(x); }, ref::Ref::refname},
const Fn kFns[] = {
#include "catalogue/functions.def"
};

// Checks f against the oracle on xs: the documented bound, and exact special values.
void expect_accurate(const Fn& fn, const std::vector<float>& xs) {
  warpmath::unit::expect_accurate(fn.name, fn.f, fn.r, xs, bound_of(fn.name));
}

}  // namespace

TEST(TrigSpecial, AnnexFTable) {
  for (const ref::SpecialCase& c : ref::annexf_cases()) {
    for (const Fn& fn : kFns) {
      if (fn.r != c.ref) continue;
      EXPECT_TRUE(same_bits(fn.f(c.x), c.expected))
          << fn.name << "(" << std::hexfloat << c.x << ") = " << fn.f(c.x) << ", expected "
          << c.expected;
    }
  }
}

bool is_trig(ref::Ref r) {
  return r == ref::Ref::sin || r == ref::Ref::cos || r == ref::Ref::tan || r == ref::Ref::sinpi ||
         r == ref::Ref::cospi || r == ref::Ref::tanpi;
}

TEST(TrigSpecial, NanInfAndSignedZeros) {
  const float inf = std::numeric_limits<float>::infinity();
  for (const Fn& fn : kFns) {
    if (!is_trig(fn.r)) continue;
    EXPECT_TRUE(std::isnan(fn.f(inf))) << fn.name;
    EXPECT_TRUE(std::isnan(fn.f(-inf))) << fn.name;
    EXPECT_TRUE(std::isnan(fn.f(std::numeric_limits<float>::quiet_NaN()))) << fn.name;
    EXPECT_TRUE(std::isnan(fn.f(fp::as_float(0xff800001u)))) << fn.name;  // signalling, negative
  }
  for (UnaryFn f :
       {static_cast<UnaryFn>(warpmath::sinf), static_cast<UnaryFn>(warpmath::tanf),
        static_cast<UnaryFn>(warpmath::sinpif), static_cast<UnaryFn>(warpmath::tanpif)}) {
    EXPECT_EQ(fp::as_uint(f(0.0f)), 0u);
    EXPECT_EQ(fp::as_uint(f(-0.0f)), 0x80000000u);
  }
  EXPECT_EQ(warpmath::cosf(-0.0f), 1.0f);
  EXPECT_EQ(warpmath::cospif(-0.0f), 1.0f);
}

TEST(TrigSpecial, PiFunctionsAtIntegersAndHalfIntegers) {
  for (int n = -40; n <= 40; ++n) {
    const float x = static_cast<float>(n);
    EXPECT_EQ(fp::as_uint(warpmath::sinpif(x)), fp::as_uint(std::copysign(0.0f, x))) << n;
    EXPECT_EQ(warpmath::cospif(x), (n % 2) ? -1.0f : 1.0f) << n;
    const bool odd = (n % 2) != 0;
    const float tz = (n > 0) == !odd || n == 0 ? 0.0f : -0.0f;  // +0: positive even, negative odd
    EXPECT_EQ(fp::as_uint(warpmath::tanpif(x)), fp::as_uint(n == 0 ? x : tz)) << n;
    const float h = x + 0.5f;  // n + 1/2
    EXPECT_EQ(fp::as_uint(warpmath::cospif(h)), 0u) << h;
    EXPECT_EQ(warpmath::sinpif(h), odd ? -1.0f : 1.0f) << h;
    EXPECT_EQ(warpmath::tanpif(h), odd ? -INFINITY : INFINITY) << h;
  }
  // Large magnitudes: every |x| >= 2^23 is an integer, every |x| >= 2^24 an even one.
  EXPECT_EQ(warpmath::cospif(0x1.000002p23f), -1.0f);
  EXPECT_EQ(warpmath::cospif(0x1p24f), 1.0f);
  EXPECT_EQ(warpmath::cospif(std::numeric_limits<float>::max()), 1.0f);
  EXPECT_EQ(fp::as_uint(warpmath::sinpif(-0x1p30f)), 0x80000000u);
  EXPECT_EQ(fp::as_uint(warpmath::tanpif(0x1.000002p23f)), 0x80000000u);  // positive odd: -0
  EXPECT_EQ(fp::as_uint(warpmath::tanpif(-0x1p24f)), 0x80000000u);        // negative even: -0
  EXPECT_EQ(warpmath::sinpif(0x1.fffffep22f), -1.0f);  // 8388607.5 = n + 1/2 with n odd
}

TEST(TrigSymmetry, OddEvenAndTwoOutputVariantsBitExact) {
  std::mt19937 rng(7);
  for (int i = 0; i < 200000; ++i) {
    const float x = fp::as_float(rng() & 0x7fffffffu);
    if (std::isnan(x)) continue;
    EXPECT_TRUE(same_bits(warpmath::sinf(-x), -warpmath::sinf(x))) << x;
    EXPECT_TRUE(same_bits(warpmath::cosf(-x), warpmath::cosf(x))) << x;
    EXPECT_TRUE(same_bits(warpmath::tanf(-x), -warpmath::tanf(x))) << x;
    EXPECT_TRUE(same_bits(warpmath::sinpif(-x), -warpmath::sinpif(x))) << x;
    EXPECT_TRUE(same_bits(warpmath::cospif(-x), warpmath::cospif(x))) << x;
    EXPECT_TRUE(same_bits(warpmath::tanpif(-x), -warpmath::tanpif(x))) << x;
    float s, c;
    warpmath::sincosf(x, &s, &c);
    EXPECT_TRUE(same_bits(s, warpmath::sinf(x)) && same_bits(c, warpmath::cosf(x))) << x;
    warpmath::sincospif(x, &s, &c);
    EXPECT_TRUE(same_bits(s, warpmath::sinpif(x)) && same_bits(c, warpmath::cospif(x))) << x;
  }
}

TEST(TrigIdentity, PythagorasAndTanRatio) {
  std::mt19937 rng(8);
  std::uniform_real_distribution<float> dist(-1000.0f, 1000.0f);
  for (int i = 0; i < 100000; ++i) {
    const float x = dist(rng);
    const double s = warpmath::sinf(x), c = warpmath::cosf(x);
    EXPECT_NEAR(s * s + c * c, 1.0, 0x1p-22) << x;
    const double sp = warpmath::sinpif(x), cp = warpmath::cospif(x);
    EXPECT_NEAR(sp * sp + cp * cp, 1.0, 0x1p-22) << x;
    if (std::fabs(c) > 0.01) {
      EXPECT_NEAR(warpmath::tanf(x), s / c, std::fabs(s / c) * 0x1p-20) << x;
    }
  }
}

TEST(TrigSubnormal, InputsAreExactOrCorrectlyRounded) {
  for (std::uint32_t u : {0x00000001u, 0x00000002u, 0x00012345u, 0x007fffffu, 0x00400000u}) {
    for (float x : {fp::as_float(u), -fp::as_float(u)}) {
      EXPECT_EQ(fp::as_uint(warpmath::sinf(x)), fp::as_uint(x));
      EXPECT_EQ(fp::as_uint(warpmath::tanf(x)), fp::as_uint(x));
      EXPECT_EQ(warpmath::cosf(x), 1.0f);
      EXPECT_EQ(warpmath::cospif(x), 1.0f);
    }
  }
  std::vector<float> xs;
  for (std::uint32_t u = 1; u < 0x00800000u; u += 997) xs.push_back(fp::as_float(u));
  for (const Fn& fn : kFns) expect_accurate(fn, xs);
}

TEST(TrigBoundaries, AroundEveryBranchThreshold) {
  // 2^-16 / 2^-12: small-argument shortcuts; pi/4: first Cody-Waite step; 2^17: Cody-Waite vs
  // Payne-Hanek; 2^22..2^24: the half-turn reduction's integer regimes; FLT_MAX.
  std::vector<float> xs;
  for (float t : {0x1p-16f, 0x1p-12f, 0.78539816f, 0x1p17f, 0x1p22f, 0x1p23f, 0x1p24f, 0x1p25f,
                  std::numeric_limits<float>::max(), std::numeric_limits<float>::min()}) {
    for (float x : neighbours(t, 40)) {
      xs.push_back(x);
      xs.push_back(-x);
    }
  }
  for (const Fn& fn : kFns) expect_accurate(fn, xs);
}

TEST(TrigReduction, PayneHanekAgreesWithCodyWaiteWhereBothApply) {
  std::mt19937 rng(11);
  for (int i = 0; i < 200000; ++i) {
    // Both paths are valid for 1 <= |x| < 2^17; compare q and r.
    const float x =
        fp::as_float((0x3f800000u + rng() % (0x48000000u - 0x3f800000u)) | (rng() & 0x80000000u));
    const auto a = warpmath::detail::reduce::reduce_pi_over_2_small(x);
    const auto b = warpmath::detail::reduce::reduce_pi_over_2_large(x);
    const double ra = static_cast<double>(a.hi) + a.lo, rb = static_cast<double>(b.hi) + b.lo;
    if (a.q == b.q) {
      EXPECT_NEAR(ra, rb, 0x1p-44) << std::hexfloat << x;
    } else {
      // Cody-Waite may pick the neighbouring quadrant near r = +-pi/4.
      EXPECT_EQ((a.q + (ra > 0 ? 1u : 3u)) & 3u, b.q) << std::hexfloat << x;
      EXPECT_NEAR(std::fabs(ra), 0.7853981633974483, 0.005) << std::hexfloat << x;
    }
  }
}

TEST(TrigReduction, GridCodyWaiteAgreesWithPayneHanek) {
  // reduce_pi_over_2_grid (sinf, cosf, sincosf) for 1 <= x < 2^17: hi on the 2^-24 grid,
  // |lo| <= 2^-25 + 2^-32.6, and hi + lo = r as Payne-Hanek finds it.
  std::mt19937 rng(13);
  for (int i = 0; i < 200000; ++i) {
    const float x = fp::as_float(0x3f800000u + rng() % (0x48000000u - 0x3f800000u));
    const auto a = warpmath::detail::reduce::reduce_pi_over_2_grid(x);
    const auto b = warpmath::detail::reduce::reduce_pi_over_2_large(x);
    const double scaled = std::ldexp(static_cast<double>(a.hi), 24);
    EXPECT_EQ(scaled, std::trunc(scaled)) << std::hexfloat << x;
    EXPECT_LE(std::fabs(a.lo), 0x1p-25 + 0x1.5p-33) << std::hexfloat << x;
    const double ra = static_cast<double>(a.hi) + a.lo, rb = static_cast<double>(b.hi) + b.lo;
    if ((a.q & 3u) == b.q) {
      EXPECT_NEAR(ra, rb, 0x1p-44) << std::hexfloat << x;
    } else {
      EXPECT_EQ((a.q + (ra > 0 ? 1u : 3u)) & 3u, b.q) << std::hexfloat << x;
      EXPECT_NEAR(std::fabs(ra), 0.7853981633974483, 0.005) << std::hexfloat << x;
    }
  }
}

TEST(TrigReduction, GridReductionNearMultiplesOfPiOver2) {
  // The twelve floats below 2^17 with |r| < 2^-24 (a scan of the multiples of pi/2): where the
  // grid reduction leaves r in lo (hi = 0) or splits it as +-2^-24 + lo, and tanf's cotangent
  // needs lo's rounding error (trig_reduced::lo_err).
  std::vector<float> xs;
  for (float x : {0x1.921fb6p+0f, 0x1.2d97c8p+2f, 0x1.2d97c8p+3f, 0x1.c463acp+3f, 0x1.2d97c8p+4f,
                  0x1.f9cbe2p+7f, 0x1.f9cbe2p+8f, 0x1.f9cbe2p+9f, 0x1.f9cbe2p+10f, 0x1.17cc5p+11f,
                  0x1.9a48dep+15f, 0x1.9a48dep+16f}) {
    for (float y : neighbours(x, 4)) {
      xs.push_back(y);
      xs.push_back(-y);
    }
  }
  for (const Fn& fn : kFns) expect_accurate(fn, xs);
}

TEST(TrigReduction, EveryTableWindowAgainstTheOracle) {
  // Each exponent 17..127 starts the Payne-Hanek window at another bit of the 2/pi table.
  std::mt19937 rng(12);
  std::vector<float> xs;
  for (std::uint32_t e = 17; e <= 127; ++e)
    for (int i = 0; i < 64; ++i)
      xs.push_back(fp::as_float(((e + 127) << 23) | (rng() & 0x807fffffu)));
  for (const Fn& fn : kFns) expect_accurate(fn, xs);
}

TEST(TrigReduction, HardestArgumentsForTheReduction) {
  // The floats nearest k*pi/2 for small k, and the floats closest to multiples of pi/2.
  std::vector<float> xs;
  for (int k = 1; k <= 4096; ++k) {
    const float x = static_cast<float>(k * 1.5707963267948966);
    for (float y : neighbours(x, 2)) xs.push_back(y);
  }
  // The twelve smallest |r| over all floats (tools/hardcases/trig_reduction_hardcases.cpp).
  for (float x :
       {0x1.f37c8ap+95f, 0x1.47d0fep+34f, 0x1.f37c8ap+96f, 0x1.47d0fep+35f, 0x1.f9cbe2p+7f,
        0x1.f37c8ap+97f, 0x1.32ede2p+85f, 0x1.628d4cp+40f, 0x1.13093p+76f, 0x1.47d0fep+36f,
        0x1.f9cbe2p+8f, 0x1.b08c4ap+111f, 0x1.921fb6p0f, 0x1.921fb6p1f}) {
    for (float y : neighbours(x, 2)) xs.push_back(y);
  }
  for (const Fn& fn : kFns) expect_accurate(fn, xs);
}
