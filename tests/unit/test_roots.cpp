// Unit tests of the roots (sqrtf, rsqrtf, cbrtf, rcbrtf): special values (C23 Annex F, and 1/sqrt,
// 1/cbrt for the reciprocal forms), exact results (squares, cubes, powers of 4 and 8), the sign
// symmetry of the cube roots, subnormal arguments, the boundaries of the reductions (exponent
// parity, exponent mod 3, the subnormal/normal edge) and accuracy against the oracle in every
// binade; the accurate kernel of rsqrtf (accurate/roots.hpp) with them.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <vector>
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
  double default_bound;  // while the function has no catalogue entry
};

const Fn kRootFns[] = {
    {"sqrtf", warpmath::sqrtf, ref::Ref::sqrt, 0.5},
    {"rsqrtf", warpmath::rsqrtf, ref::Ref::rsqrt, 1.0},
    {"cbrtf", warpmath::cbrtf, ref::Ref::cbrt, 1.0},
    {"rcbrtf", warpmath::rcbrtf, ref::Ref::rcbrt, 1.0},
    {"accurate_rsqrtf", warpmath::detail::accurate::rsqrtf, ref::Ref::rsqrt, 1.0},
};

double bound_of(const Fn& fn) { return warpmath::unit::bound_of(fn.name); }

void expect_accurate(const Fn& fn, const std::vector<float>& xs) {
  warpmath::unit::expect_accurate(fn.name, fn.f, fn.r, xs, bound_of(fn));
}

const float kInf = std::numeric_limits<float>::infinity();
const float kNaN = std::numeric_limits<float>::quiet_NaN();
const float kMax = std::numeric_limits<float>::max();

}  // namespace

TEST(RootsSpecial, AnnexFTable) { warpmath::unit::expect_annexf_table(kRootFns); }

TEST(RootsSpecial, ZerosInfinitiesNaNAndNegativeArguments) {
  const float nans[] = {kNaN, -kNaN, fp::as_float(0x7f800001u), fp::as_float(0xff800001u),
                        fp::as_float(0x7fffffffu)};
  for (const Fn& fn : kRootFns) {
    for (float n : nans) EXPECT_TRUE(std::isnan(fn.f(n))) << fn.name;
  }
  EXPECT_EQ(fp::as_uint(warpmath::sqrtf(0.0f)), 0u);
  EXPECT_EQ(fp::as_uint(warpmath::sqrtf(-0.0f)), 0x80000000u);
  EXPECT_EQ(warpmath::sqrtf(kInf), kInf);
  EXPECT_EQ(warpmath::rsqrtf(0.0f), kInf);
  EXPECT_EQ(warpmath::rsqrtf(-0.0f), -kInf);
  EXPECT_EQ(fp::as_uint(warpmath::rsqrtf(kInf)), 0u);
  for (float x : {-kInf, -kMax, -1.0f, -0x1p-126f, -0x1p-149f}) {
    EXPECT_TRUE(std::isnan(warpmath::sqrtf(x))) << x;
    EXPECT_TRUE(std::isnan(warpmath::rsqrtf(x))) << x;
  }
  EXPECT_EQ(fp::as_uint(warpmath::cbrtf(0.0f)), 0u);
  EXPECT_EQ(fp::as_uint(warpmath::cbrtf(-0.0f)), 0x80000000u);
  EXPECT_EQ(warpmath::cbrtf(kInf), kInf);
  EXPECT_EQ(warpmath::cbrtf(-kInf), -kInf);
  EXPECT_EQ(warpmath::rcbrtf(0.0f), kInf);
  EXPECT_EQ(warpmath::rcbrtf(-0.0f), -kInf);
  EXPECT_EQ(fp::as_uint(warpmath::rcbrtf(kInf)), 0u);
  EXPECT_EQ(fp::as_uint(warpmath::rcbrtf(-kInf)), 0x80000000u);
}

TEST(RootsExact, SquaresAndPowersOfFour) {
  // y*y is exact when y has at most 12 significant bits.
  std::mt19937 rng(3);
  for (int i = 0; i < 100000; ++i) {
    const int e = static_cast<int>(rng() % 240) - 120;
    const float y = std::ldexp(static_cast<float>(2048 + rng() % 2048), e - 11);
    const float x = y * y;
    if (static_cast<double>(x) != static_cast<double>(y) * y) continue;  // not exact (tiny/huge)
    EXPECT_EQ(warpmath::sqrtf(x), y) << std::hexfloat << x;
  }
  for (int k = -74; k <= 63; ++k) {  // 4^k from 2^-148 to 2^126
    const float x = std::ldexp(1.0f, 2 * k);
    EXPECT_EQ(warpmath::sqrtf(x), std::ldexp(1.0f, k)) << k;
    EXPECT_EQ(warpmath::rsqrtf(x), std::ldexp(1.0f, -k)) << k;
  }
  EXPECT_EQ(warpmath::rsqrtf(0.25f), 2.0f);
  EXPECT_EQ(warpmath::rsqrtf(16.0f), 0.25f);
}

TEST(RootsExact, CubesAndPowersOfEight) {
  for (int k = 1; k <= 255; ++k) {  // k^3 < 2^24: exact
    const float c = static_cast<float>(k * k * k);
    EXPECT_EQ(warpmath::cbrtf(c), static_cast<float>(k)) << k;
    EXPECT_EQ(warpmath::cbrtf(-c), -static_cast<float>(k)) << k;
  }
  EXPECT_EQ(warpmath::cbrtf(27.0f), 3.0f);
  EXPECT_EQ(warpmath::cbrtf(-0.125f), -0.5f);
  // y^3 is exact when y has at most 8 significant bits; every exponent, subnormal cubes included.
  std::mt19937 rng(5);
  for (int i = 0; i < 100000; ++i) {
    const int e = static_cast<int>(rng() % 92) - 49;
    const float y = std::ldexp(static_cast<float>(128 + rng() % 128), e - 7);
    const float x = y * y * y;
    const double cube = static_cast<double>(y) * y * y;  // exact in double
    if (static_cast<double>(x) != cube) continue;        // not a float (underflow, overflow)
    EXPECT_EQ(warpmath::cbrtf(x), y) << std::hexfloat << x;
    EXPECT_EQ(warpmath::cbrtf(-x), -y) << std::hexfloat << x;
  }
  for (int k = -49; k <= 42; ++k) {  // 8^k from 2^-147 to 2^126
    const float x = std::ldexp(1.0f, 3 * k);
    EXPECT_EQ(warpmath::cbrtf(x), std::ldexp(1.0f, k)) << k;
    EXPECT_EQ(warpmath::rcbrtf(x), std::ldexp(1.0f, -k)) << k;
    EXPECT_EQ(warpmath::rcbrtf(-x), -std::ldexp(1.0f, -k)) << k;
  }
  EXPECT_EQ(warpmath::rcbrtf(-8.0f), -0.5f);
  EXPECT_EQ(warpmath::rcbrtf(0x1p-147f), 0x1p49f);
}

TEST(RootsSymmetry, CubeRootsAreOddBitExact) {
  std::mt19937 rng(7);
  for (int i = 0; i < 200000; ++i) {
    const float x = fp::as_float(rng() & 0x7fffffffu);
    EXPECT_TRUE(same_bits(warpmath::cbrtf(-x), -warpmath::cbrtf(x))) << std::hexfloat << x;
    EXPECT_TRUE(same_bits(warpmath::rcbrtf(-x), -warpmath::rcbrtf(x))) << std::hexfloat << x;
  }
}

TEST(RootsSubnormal, ArgumentsAreExactInputs) {
  EXPECT_EQ(warpmath::sqrtf(0x1p-148f), 0x1p-74f);
  EXPECT_EQ(warpmath::rsqrtf(0x1p-148f), 0x1p74f);
  EXPECT_EQ(warpmath::cbrtf(0x1p-147f), 0x1p-49f);
  EXPECT_EQ(warpmath::cbrtf(-0x1p-147f), -0x1p-49f);
  std::vector<float> xs;
  for (std::uint32_t u = 1; u < 0x00800000u; u += 997) {
    xs.push_back(fp::as_float(u));
    xs.push_back(-fp::as_float(u));
  }
  for (std::uint32_t u : {0x00000001u, 0x00000002u, 0x00000003u, 0x00400000u, 0x007fffffu}) {
    xs.push_back(fp::as_float(u));
    xs.push_back(-fp::as_float(u));
  }
  for (const Fn& fn : kRootFns) expect_accurate(fn, xs);
}

TEST(RootsBoundaries, ExponentParityMod3AndTheSubnormalEdge) {
  // Each power of two starts a new binade: the exponent's parity (sqrt, rsqrt) and residue mod 3
  // (cbrt, rcbrt) change there, and with them M and the constant C_j.  Also the edges of the
  // special-case test (FLT_MIN, FLT_MAX, the largest subnormal) and 1 itself.
  std::vector<float> xs;
  for (int e = -149; e <= 127; ++e) {
    for (float x : neighbours(std::ldexp(1.0f, e), 3)) {
      xs.push_back(x);
      xs.push_back(-x);
    }
  }
  for (float t : {kMax, 0x1p-126f, 1.0f, 2.0f, 4.0f, 8.0f}) {
    for (float x : neighbours(t, 40)) {
      if (std::isinf(x) || std::isnan(x)) continue;
      xs.push_back(x);
      xs.push_back(-x);
    }
  }
  for (const Fn& fn : kRootFns) expect_accurate(fn, xs);
}

TEST(RootsRsqrt, ResidualTestPassesEveryPositiveNormalAndNoSpecialValue) {
  // rsqrtf's only test of its fast path is |e| < 2^-8 on the residual of the Newton step
  // (roots/rsqrt_kernels.hpp).  The computation is exact under x -> 4x, so every significand of
  // [1, 4) decides it for all positive normal numbers; the extreme binades are checked directly.
  namespace roots = warpmath::detail::roots;
  float worst = 0.0f, worst_fast = 0.0f;
  for (std::uint32_t u = 0x3f800000u; u < 0x40800000u; ++u) {
    const float x = fp::as_float(u);
    const roots::rsqrt_residual_t r = roots::rsqrt_residual(x);
    worst = std::max(worst, std::fabs(r.e));
    worst_fast = std::max(worst_fast, std::fabs(fp::fma(-fp::mul(x, r.y), r.y, 1.0f)));
  }
  EXPECT_LT(worst, 3.7e-3f);
  EXPECT_LT(worst_fast, 3.7e-3f);
  for (std::uint32_t u = 0x00800000u; u < 0x01800000u; u += 7) {  // FLT_MIN's binades
    EXPECT_TRUE(fp::abs_less(roots::rsqrt_residual(fp::as_float(u)).e, roots::kRsqrtResidualLimit));
  }
  for (std::uint32_t u = 0x7e800000u; u < 0x7f800000u; u += 7) {  // FLT_MAX's binades
    EXPECT_TRUE(fp::abs_less(roots::rsqrt_residual(fp::as_float(u)).e, roots::kRsqrtResidualLimit));
  }
  // Zeros, infinities, NaNs and every 97th negative float fail it.
  for (float x : {0.0f, -0.0f, kInf, -kInf, std::nanf(""), -std::nanf("")}) {
    EXPECT_FALSE(fp::abs_less(roots::rsqrt_residual(x).e, roots::kRsqrtResidualLimit)) << x;
  }
  for (std::uint64_t u = 0x80000000u; u <= 0xffffffffu; u += 97) {
    const float x = fp::as_float(static_cast<std::uint32_t>(u));
    EXPECT_FALSE(fp::abs_less(roots::rsqrt_residual(x).e, roots::kRsqrtResidualLimit))
        << std::hexfloat << x;
  }
}

TEST(RootsAccuracy, EveryBinadeBothSigns) {
  std::mt19937 rng(11);
  std::vector<float> xs;
  for (std::uint32_t e = 0; e < 255; ++e) {
    for (int i = 0; i < 96; ++i) {
      const float x = fp::as_float((e << 23) | (rng() & 0x007fffffu));
      xs.push_back(x);
      xs.push_back(-x);
    }
  }
  for (const Fn& fn : kRootFns) expect_accurate(fn, xs);
}

TEST(RootsAccuracy, SqrtIsCorrectlyRounded) {
  std::mt19937 rng(13);
  for (int i = 0; i < 200000; ++i) {
    const float x = fp::as_float(rng() % 0x7f800000u);
    EXPECT_EQ(fp::as_uint(warpmath::sqrtf(x)),
              fp::as_uint(ref::evaluate(ref::Ref::sqrt, x).rounded))
        << std::hexfloat << x;
  }
}
