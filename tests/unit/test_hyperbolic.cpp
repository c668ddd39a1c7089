// Unit tests of the hyperbolic family (sinhf, coshf, tanhf, asinhf, acoshf, atanhf): special values
// (C23 Annex F), the overflow and saturation thresholds and their neighbours, the boundary of every
// branch, tiny and subnormal arguments, bit-exact odd/even symmetry, identities, the shared
// kernels, and accuracy against the oracle in every binade.
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
namespace hyp = warpmath::detail::hyperbolic;

using warpmath::unit::both_signs;
using warpmath::unit::bound_of;
using warpmath::unit::distance_to_midpoint;
using warpmath::unit::neighbours;
using warpmath::unit::same_bits;

namespace {

using UnaryFn = float (*)(float);
enum class Parity { odd, even, none };
struct Fn {
  const char* name;  // the catalogue id
  UnaryFn f;
  ref::Ref r;
  Parity parity;
};

const Fn kHypFns[] = {
    {"sinhf", warpmath::sinhf, ref::Ref::sinh, Parity::odd},
    {"coshf", warpmath::coshf, ref::Ref::cosh, Parity::even},
    {"tanhf", warpmath::tanhf, ref::Ref::tanh, Parity::odd},
    {"asinhf", warpmath::asinhf, ref::Ref::asinh, Parity::odd},
    {"acoshf", warpmath::acoshf, ref::Ref::acosh, Parity::none},
    {"atanhf", warpmath::atanhf, ref::Ref::atanh, Parity::odd},
};

// The catalogue's documented bound, or 1 ulp (faithful) while the function has no entry yet.

float next_up(float x) { return std::nextafter(x, std::numeric_limits<float>::infinity()); }

// f against the oracle on xs: the documented bound, and exact special values.
void expect_accurate(const Fn& fn, const std::vector<float>& xs) {
  warpmath::unit::expect_accurate(fn.name, fn.f, fn.r, xs, bound_of(fn.name));
}

// f(x) must be correctly rounded wherever the exact value is farther than `margin` ulps from a
// rounding boundary.  sinhf and coshf carry up to ~0.48 ulp before the final rounding
// (hyperbolic/hyperbolic_kernels.hpp, cosh_sinh_scaled), so 1/2 is their honest margin; the inverse
// functions' log paths carry logf's lean evaluation, up to ~0.33 ulp before its rounding
// (log/log_lean.hpp), so 0.4 for them.  tanhf is the default tier's faithful piecewise polynomial
// (hyperbolic/tanhf.hpp): up to ~0.25 ulp before its last rounding, and 1 (faithful, not the
// nearest float) from 8.875 on.
double margin_of(const Fn& fn) {
  if (fn.r == ref::Ref::tanh) return 0.3;
  return fn.r == ref::Ref::sinh || fn.r == ref::Ref::cosh ? 0.5 : 0.4;
}

void expect_correctly_rounded(const Fn& fn, const std::vector<float>& xs) {
  warpmath::unit::expect_correctly_rounded(fn.name, fn.f, fn.r, xs, margin_of(fn));
}

const Fn& fn_named(const char* name) {
  for (const Fn& fn : kHypFns)
    if (std::string(fn.name) == name) return fn;
  ADD_FAILURE() << "no function " << name;
  return kHypFns[0];
}

// xs and -xs.

const float kInf = std::numeric_limits<float>::infinity();
const float kMax = std::numeric_limits<float>::max();

}  // namespace

TEST(HyperbolicSpecial, AnnexFTable) { warpmath::unit::expect_annexf_table(kHypFns); }

TEST(HyperbolicSpecial, ZerosInfinitiesNaNAndTheDomain) {
  const float nans[] = {std::numeric_limits<float>::quiet_NaN(),
                        -std::numeric_limits<float>::quiet_NaN(), fp::as_float(0x7f800001u),
                        fp::as_float(0xff800001u), fp::as_float(0x7fffffffu)};
  for (const Fn& fn : kHypFns) {
    for (float n : nans) EXPECT_TRUE(std::isnan(fn.f(n))) << fn.name;
  }
  // Odd functions keep the sign of zero; cosh(+-0) = 1.
  for (const char* name : {"sinhf", "tanhf", "asinhf", "atanhf"}) {
    EXPECT_EQ(fp::as_uint(fn_named(name).f(0.0f)), 0u) << name;
    EXPECT_EQ(fp::as_uint(fn_named(name).f(-0.0f)), 0x80000000u) << name;
  }
  EXPECT_EQ(warpmath::coshf(0.0f), 1.0f);
  EXPECT_EQ(warpmath::coshf(-0.0f), 1.0f);
  // Infinities.
  EXPECT_EQ(warpmath::sinhf(kInf), kInf);
  EXPECT_EQ(warpmath::sinhf(-kInf), -kInf);
  EXPECT_EQ(warpmath::coshf(kInf), kInf);
  EXPECT_EQ(warpmath::coshf(-kInf), kInf);
  EXPECT_EQ(warpmath::tanhf(kInf), 1.0f);
  EXPECT_EQ(warpmath::tanhf(-kInf), -1.0f);
  EXPECT_EQ(warpmath::asinhf(kInf), kInf);
  EXPECT_EQ(warpmath::asinhf(-kInf), -kInf);
  EXPECT_EQ(warpmath::acoshf(kInf), kInf);
  EXPECT_TRUE(std::isnan(warpmath::atanhf(kInf)));
  EXPECT_TRUE(std::isnan(warpmath::atanhf(-kInf)));
  // acosh: +0 at 1, NaN below 1 (both zeros and -inf included).
  EXPECT_EQ(fp::as_uint(warpmath::acoshf(1.0f)), 0u);
  for (float x : {0x1.fffffep-1f, 0.5f, 0.0f, -0.0f, -1.0f, -kMax, -kInf, 0x1p-149f, -0x1p-149f})
    EXPECT_TRUE(std::isnan(warpmath::acoshf(x))) << std::hexfloat << x;
  // atanh: +-inf at +-1, NaN beyond.
  EXPECT_EQ(warpmath::atanhf(1.0f), kInf);
  EXPECT_EQ(warpmath::atanhf(-1.0f), -kInf);
  for (float x : {0x1.000002p0f, 2.0f, kMax}) {
    EXPECT_TRUE(std::isnan(warpmath::atanhf(x))) << std::hexfloat << x;
    EXPECT_TRUE(std::isnan(warpmath::atanhf(-x))) << std::hexfloat << x;
  }
  // Nothing overflows on the way to FLT_MAX.
  EXPECT_EQ(warpmath::sinhf(kMax), kInf);
  EXPECT_EQ(warpmath::sinhf(-kMax), -kInf);
  EXPECT_EQ(warpmath::coshf(-kMax), kInf);
  EXPECT_EQ(warpmath::tanhf(-kMax), -1.0f);
  expect_accurate(fn_named("asinhf"), {kMax, -kMax, 0x1p127f, 0x1.8p126f});
  expect_accurate(fn_named("acoshf"), {kMax, 0x1p127f, 0x1.8p126f});
}

TEST(HyperbolicThresholds, OverflowExactlyWhereTheResultRoundsToInfinity) {
  // tools/sollya/hyperbolic_constants.sollya: the largest x with RN(sinh x), RN(cosh x) finite.
  const float last = hyp::kSinhOverflowX;
  EXPECT_EQ(fp::as_uint(last), hyp::kSinhOverflowXBits);
  for (const char* name : {"sinhf", "coshf"}) {
    const Fn& fn = fn_named(name);
    EXPECT_LT(fn.f(last), kInf) << name;
    EXPECT_EQ(fn.f(next_up(last)), kInf) << name;
    EXPECT_LT(ref::evaluate(fn.r, last).rounded, kInf) << name;
    EXPECT_EQ(ref::evaluate(fn.r, next_up(last)).rounded, kInf) << name;
    expect_accurate(fn, both_signs(neighbours(last, 64)));
    expect_correctly_rounded(fn, both_signs(neighbours(last, 64)));
  }
  EXPECT_EQ(warpmath::sinhf(-next_up(last)), -kInf);
  EXPECT_EQ(warpmath::coshf(-next_up(last)), kInf);
}

TEST(HyperbolicThresholds, TanhSaturatesFaithfully) {
  // RN(tanh) = 1 from just above kTanhOneX (tools/sollya/hyperbolic_constants.sollya); 1 is
  // already faithful from 8.664 on (tanh > 1 - 2^-24), and the default tier's tanhf returns it
  // from 8.875 on (hyperbolic/tanhf.hpp), the accurate kernel from kTanhOneX on.
  const float last = hyp::kTanhOneX;
  EXPECT_EQ(fp::as_uint(last), hyp::kTanhOneXBits);
  EXPECT_EQ(ref::evaluate(ref::Ref::tanh, last).rounded, 0x1.fffffep-1f);
  EXPECT_EQ(ref::evaluate(ref::Ref::tanh, next_up(last)).rounded, 1.0f);
  EXPECT_EQ(warpmath::detail::accurate::tanhf(last), 0x1.fffffep-1f);
  EXPECT_EQ(warpmath::detail::accurate::tanhf(next_up(last)), 1.0f);
  for (float x : {8.875f, last, next_up(last), 10.0f, 10.124999f, 10.125f, 20.0f, 88.0f, 1e30f}) {
    EXPECT_EQ(warpmath::tanhf(x), 1.0f) << x;
    EXPECT_EQ(warpmath::tanhf(-x), -1.0f) << x;
  }
  std::vector<float> xs;
  for (float t : {last, 8.875f, 0x1.154p3f /* 8.664 */, 8.625f, 10.125f})
    for (float x : neighbours(t, 256)) xs.push_back(x);
  expect_accurate(fn_named("tanhf"), both_signs(xs));
}

TEST(HyperbolicThresholds, EveryPieceOfTanhf) {
  // Rows k = round(4|x|), 0 .. 40, ends at k/4 +- 1/8, the range test at 10.125
  // (hyperbolic/tanhf.hpp).
  std::vector<float> xs;
  for (int k = 0; k <= 41; ++k)
    for (float t : {k / 4.0f - 0.125f, k / 4.0f})
      for (float x : neighbours(t, 16)) xs.push_back(x);
  expect_accurate(fn_named("tanhf"), both_signs(xs));
}

TEST(HyperbolicTiny, SubnormalAndTinyArgumentsAreReturnedExactly) {
  // sinh, tanh, asinh, atanh of |x| < 2^-12 round to x itself (the deviation x^3/6 or x^3/3 is
  // below half an ulp); cosh rounds to 1.
  std::mt19937 rng(41);
  for (int i = 0; i < 20000; ++i) {
    const float x = fp::as_float((rng() % 0x39800000u) | (rng() & 0x80000000u));
    for (const char* name : {"sinhf", "tanhf", "asinhf", "atanhf"}) {
      EXPECT_EQ(fp::as_uint(fn_named(name).f(x)), fp::as_uint(x)) << name << std::hexfloat << x;
    }
    EXPECT_EQ(warpmath::coshf(x), 1.0f) << std::hexfloat << x;
  }
  for (std::uint32_t u : {0x00000001u, 0x00012345u, 0x007fffffu, 0x00800000u}) {
    const float x = fp::as_float(u);
    for (const char* name : {"sinhf", "tanhf", "asinhf", "atanhf"}) {
      EXPECT_EQ(fp::as_uint(fn_named(name).f(x)), u) << name;
      EXPECT_EQ(fp::as_uint(fn_named(name).f(-x)), u | 0x80000000u) << name;
    }
  }
  // Where x stops being the answer: tanh and asinh fall below x near 2^-11.2 .. 2^-11.8, sinh and
  // atanh rise above it; the oracle decides, around the 2^-12 branch of asinhf / atanhf too.
  std::vector<float> xs;
  for (float t : {0x1p-12f, 0x1.6a09e6p-12f, 0x1p-11f, 0x1.3988e2p-11f, 0x1.a8p-12f})
    for (float x : neighbours(t, 300)) xs.push_back(x);
  for (const Fn& fn : kHypFns) {
    if (fn.parity == Parity::none) continue;
    expect_accurate(fn, both_signs(xs));
    expect_correctly_rounded(fn, both_signs(xs));
  }
}

TEST(HyperbolicSymmetry, OddAndEvenBitForBit) {
  std::mt19937 rng(42);
  std::vector<std::uint32_t> us;
  for (int i = 0; i < 200000; ++i) us.push_back(rng() & 0x7fffffffu);
  for (int i = 0; i < 100000; ++i) us.push_back(0x38000000u + rng() % 0x0c000000u);  // 2^-15 .. 2^9
  for (std::uint32_t u : us) {
    const float x = fp::as_float(u);
    const float mx = -x;
    for (const Fn& fn : kHypFns) {
      const float p = fn.f(x), n = fn.f(mx);
      if (fn.parity == Parity::odd) {
        EXPECT_TRUE(same_bits(n, -p)) << fn.name << std::hexfloat << x;
      } else if (fn.parity == Parity::even) {
        EXPECT_TRUE(same_bits(n, p)) << fn.name << std::hexfloat << x;
      }
    }
  }
}

TEST(HyperbolicIdentity, SanityOfTheFamilyAsAWhole) {
  std::mt19937 rng(43);
  std::uniform_real_distribution<float> unit(-1.0f, 1.0f);
  for (int i = 0; i < 50000; ++i) {
    const float x = std::ldexp(unit(rng), static_cast<int>(rng() % 10) - 4);  // |x| < 32
    const long double s = warpmath::sinhf(x), c = warpmath::coshf(x), t = warpmath::tanhf(x);
    // cosh^2 - sinh^2 = 1 and tanh = sinh/cosh, within the rounding of the three results.
    EXPECT_NEAR(static_cast<double>((c - s) * (c + s)), 1.0, 4 * 0x1p-24 * c * c) << x;
    EXPECT_NEAR(static_cast<double>(t), static_cast<double>(s / c), 3 * 0x1p-24 * std::fabs(t))
        << x;
    EXPECT_GE(c, 1.0L) << x;
    EXPECT_LE(std::fabs(t), 1.0L) << x;
    // The inverse functions undo the forward ones to within their conditioning.
    if (std::fabs(x) < 8.0f) {
      const double back = warpmath::asinhf(warpmath::sinhf(x));
      EXPECT_NEAR(back, x, 0x1p-22 * std::fabs(x) * (1 + std::fabs(x))) << x;
    }
    if (std::fabs(x) < 4.0f && std::fabs(x) > 0.25f) {
      const double back = warpmath::acoshf(warpmath::coshf(x));
      EXPECT_NEAR(back, std::fabs(x), 0x1p-21 * (1 + 1 / std::fabs(x))) << x;
    }
    if (std::fabs(x) < 2.0f) {
      const double back = warpmath::atanhf(warpmath::tanhf(x));
      EXPECT_NEAR(back, x, 0x1p-22 * std::fabs(x) * std::cosh(2.0 * x)) << x;
    }
  }
  // Exact values: asinh(x) at 3/4 is log 2; acosh(5/4) = log 2 too; atanh(1/3) = log(2)/2.
  EXPECT_EQ(warpmath::asinhf(0.75f), 0x1.62e43p-1f);
  EXPECT_EQ(warpmath::acoshf(1.25f), 0x1.62e43p-1f);
  EXPECT_EQ(warpmath::atanhf(0x1.555556p-2f),
            ref::evaluate(ref::Ref::atanh, 0x1.555556p-2f).rounded);
}

TEST(HyperbolicBoundaries, AroundEveryBranchThreshold) {
  struct Case {
    const char* name;
    std::vector<float> ts;
  };
  // Polynomial / exp switches (2^-4, 2^-5), the k = 0 / +-1 and m = 0 / 1 steps of the exp
  // reduction (ln2/256, ln2/128, ln2, 2 ln2; tanh reduces 2x), the near / far / huge switches of
  // the inverse functions, the exp_pos_neg clamp (m = 32, a ~ 22.2), and x = 1 / 1/2 for atanh.
  const Case cases[] = {
      {"sinhf",
       {0x1p-4f, 0x1.62e43p-9f, 0x1.62e43p-8f, 0x1.62e43p-1f, 0x1.62e43p0f, 0x1.62e43p4f, 0x1.63p4f,
        1.0f, 0x1p-5f, 0x1p-3f}},
      {"coshf",
       {0x1p-12f, 0x1.62e43p-9f, 0x1.62e43p-8f, 0x1.62e43p-1f, 0x1.62e43p0f, 0x1.62e43p4f,
        0x1.63p4f, 1.0f, 0x1p-4f}},
      {"tanhf",
       {0x1p-5f, 0x1.62e43p-10f, 0x1.62e43p-9f, 0x1.62e43p-2f, 0x1.62e43p-1f, 1.0f, 0x1p-4f, 4.0f,
        8.0f}},
      {"asinhf", {0x1p-12f, 0x1.6p-2f, 0x1p62f, 0.75f, 1.0f, 0x1p12f, 0x1p32f, 0x1p-8f}},
      {"atanhf", {0x1p-12f, 0x1.4p-3f, 0.5f, 0x1.fffffep-1f, 0x1p-1f, 0.25f, 0x1p-8f}},
  };
  for (const Case& c : cases) {
    std::vector<float> xs;
    for (float t : c.ts)
      for (float x : neighbours(t, 32)) xs.push_back(x);
    expect_accurate(fn_named(c.name), both_signs(xs));
    expect_correctly_rounded(fn_named(c.name), both_signs(xs));
  }
  // sinhf and coshf: every step of k = rint(a log2 e) at (k + 1/2) ln2 (g = 2^(-2k-1) stops being
  // exact in 1/2 + g at k = 12, and is clamped to 0 from k = 63), the rare path from k = 129
  // (a > 89.08), and sinhf's polynomial / exponential switch at 1.
  for (const char* name : {"sinhf", "coshf"}) {
    std::vector<float> xs;
    for (int k = 0; k <= 129; ++k) {
      const int reps = (k <= 14 || (k >= 61 && k <= 65) || k >= 126) ? 24 : 4;
      for (float x : neighbours(static_cast<float>((k + 0.5) * 0.693147180559945309), reps))
        if (x <= 0x1.65a9f8p6f) xs.push_back(x);
    }
    for (float x : neighbours(1.0f, 64)) xs.push_back(x);
    expect_accurate(fn_named(name), both_signs(xs));
    expect_correctly_rounded(fn_named(name), both_signs(xs));
  }
  // acosh: just above 1 (t = x - 1 down to 2^-23), the near / far switch, 2 and 2^62.
  std::vector<float> xs;
  for (std::uint32_t u = 0x3f800001u; u < 0x3f800001u + 4096; ++u) xs.push_back(fp::as_float(u));
  for (float t : {0x1.0ep0f, 2.0f, 0x1p62f, 0x1p12f, 0x1.6a09e6p0f})
    for (float x : neighbours(t, 32)) xs.push_back(x);
  expect_accurate(fn_named("acoshf"), xs);
  expect_correctly_rounded(fn_named("acoshf"), xs);
  EXPECT_EQ(warpmath::acoshf(0x1.000002p0f), ref::evaluate(ref::Ref::acosh, 0x1.000002p0f).rounded);
  // atanh near +-1: 1 - x down to 2^-24, results up to 8.66.
  xs.clear();
  for (std::uint32_t u = 0x3f7fffffu; u > 0x3f7fffffu - 4096; --u) xs.push_back(fp::as_float(u));
  expect_accurate(fn_named("atanhf"), both_signs(xs));
  expect_correctly_rounded(fn_named("atanhf"), both_signs(xs));
}

TEST(HyperbolicAccuracy, EveryBinadeBothSigns) {
  // 200 random floats per binade from 2^-14 up to each function's interesting end (beyond it the
  // results are +-inf, +-1 or NaN and are checked above), both signs.
  std::mt19937 rng(44);
  for (const Fn& fn : kHypFns) {
    int top = 128;
    if (fn.r == ref::Ref::sinh || fn.r == ref::Ref::cosh) top = 7;
    if (fn.r == ref::Ref::tanh) top = 4;
    if (fn.r == ref::Ref::atanh) top = 0;
    const int bottom = fn.r == ref::Ref::acosh ? 0 : -14;
    std::vector<float> xs;
    for (int e = bottom; e < top; ++e) {
      for (int i = 0; i < 200; ++i) {
        const std::uint32_t mant = rng() & 0x007fffffu;
        xs.push_back(fp::as_float((static_cast<std::uint32_t>(e + 127) << 23) | mant));
      }
    }
    expect_accurate(fn, fn.parity == Parity::none ? xs : both_signs(xs));
    expect_correctly_rounded(fn, fn.parity == Parity::none ? xs : both_signs(xs));
  }
}

TEST(HyperbolicKernels, SqrtSquarePlusAndExpPair) {
  std::mt19937 rng(45);
  for (int i = 0; i < 100000; ++i) {
    // a from 2^-12 to 2^61 (asinh), and 1 < a < 2^61 (acosh).
    const float a = fp::as_float(0x39800000u + rng() % (0x5e000000u - 0x39800000u));
    for (float s : {1.0f, -1.0f}) {
      if (s < 0 && a <= 1.0f) continue;
      const warpmath::fp::ff r = hyp::sqrt_square_plus(a, s);
      const long double exact =
          std::sqrt(static_cast<long double>(a) * a + static_cast<long double>(s));
      EXPECT_LE(std::fabs(static_cast<long double>(r.hi) + r.lo - exact), 0x1p-46L * exact)
          << std::hexfloat << a << " " << s;
    }
  }
  std::uniform_real_distribution<float> dist(0.0f, 89.4f);
  for (int i = 0; i < 100000; ++i) {
    const float a = i < 1000 ? std::ldexp(dist(rng), -10) : dist(rng);
    const hyp::exp_pos_neg_ff e = hyp::exp_pos_neg(a);
    const long double scale = std::ldexp(1.0L, e.m);
    const long double pos = (static_cast<long double>(e.pos.hi) + e.pos.lo) * scale;
    const long double neg = (static_cast<long double>(e.neg.hi) + e.neg.lo) * scale;
    const long double ep = std::exp(static_cast<long double>(a));
    EXPECT_LE(std::fabs(pos - ep), 0x1p-37L * ep) << std::hexfloat << a;
    // e^-a relative to e^a: exact to 2^-37 of it, or below the clamp 2^-62 e^a.
    const long double en = std::exp(-static_cast<long double>(a));
    EXPECT_LE(std::fabs(neg - en), std::max(0x1p-37L * en, 0x1p-60L * ep)) << std::hexfloat << a;
  }
}
