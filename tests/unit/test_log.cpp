// Unit tests of the logarithm family (logf, log2f, log10f, log1pf, log2p1f, log10p1f, and the
// accurate kernels accurate_logf, accurate_log2f, accurate_log10f): special values (C23 Annex F),
// exact results (powers of two and ten), arguments near 1 (near 0 for the log1p forms) on both
// sides, subnormal arguments and results, the reductions and the kernel, and accuracy against the
// oracle at the boundary of every branch and in every binade.  The default tier's logf, log2f,
// log10f and log1pf are faithful (log/log_lean.hpp): they are held to their measured bound;
// correct rounding away from rounding boundaries is checked where the code promises it (the
// accurate kernels, log2p1f and log10p1f, and arguments near 1, or near 0 for the log1p forms).
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
namespace lg = warpmath::detail::log;
namespace red = warpmath::detail::reduce;

using warpmath::unit::bound_of;
using warpmath::unit::distance_to_midpoint;
using warpmath::unit::neighbours;
using warpmath::unit::same_bits;

namespace {

using UnaryFn = float (*)(float);
struct Fn {
  const char* name;  // the catalogue id
  UnaryFn f;
  ref::Ref r;
  bool plus_one;  // the log1p forms: log_b(1 + x)
  bool near_cr;  // within ~0.2 ulp before the final rounding: correctly rounded away from midpoints
};

const Fn kLogFns[] = {
    {"logf", warpmath::logf, ref::Ref::log, false, false},
    {"log2f", warpmath::log2f, ref::Ref::log2, false, false},
    {"log10f", warpmath::log10f, ref::Ref::log10, false, false},
    {"log1pf", warpmath::log1pf, ref::Ref::log1p, true, false},
    {"log2p1f", warpmath::log2p1f, ref::Ref::log2p1, true, true},
    {"log10p1f", warpmath::log10p1f, ref::Ref::log10p1, true, true},
    {"accurate_logf", warpmath::detail::accurate::logf, ref::Ref::log, false, true},
    {"accurate_log2f", warpmath::detail::accurate::log2f, ref::Ref::log2, false, true},
    {"accurate_log10f", warpmath::detail::accurate::log10f, ref::Ref::log10, false, true},
    {"accurate_log1pf", warpmath::detail::accurate::log1pf, ref::Ref::log1p, true, true},
};

// The functions of base e, 2 and 10 (x > 0), lean and accurate.
const char* const kLogOfX[] = {"logf",          "log2f",          "log10f",
                               "accurate_logf", "accurate_log2f", "accurate_log10f"};

// The catalogue's documented bound, or 1 ulp (faithful) while the function has no entry.

// f against the oracle on xs: the documented bound, and exact special values.
void expect_accurate(const Fn& fn, const std::vector<float>& xs) {
  warpmath::unit::expect_accurate(fn.name, fn.f, fn.r, xs, bound_of(fn.name));
}

// f(x) must be correctly rounded wherever the exact value is farther than `margin` ulps from a
// rounding boundary.  The error analysis (log/log_kernels.hpp) bounds the float-float before the
// final rounding by ~0.2 ulp where |f| is near 0.41 and |e| <= 1 (measured: 0.19), far less
// elsewhere; 1/4 ulp keeps that honest.
void expect_correctly_rounded(const Fn& fn, const std::vector<float>& xs, double margin = 0.25) {
  warpmath::unit::expect_correctly_rounded(fn.name, fn.f, fn.r, xs, margin);
}

const Fn& fn_named(const char* name) {
  for (const Fn& fn : kLogFns)
    if (std::string(fn.name) == name) return fn;
  ADD_FAILURE() << "no function " << name;
  return kLogFns[0];
}

// The bits of a random positive finite float, every tenth (by i) subnormal.
std::uint32_t random_positive_bits(std::mt19937& rng, int i) {
  return i % 10 == 0 ? 1 + rng() % 0x007fffffu : 0x00800000u + rng() % 0x7f000000u;
}

const float kInf = std::numeric_limits<float>::infinity();
const float kMax = std::numeric_limits<float>::max();

}  // namespace

TEST(LogSpecial, AnnexFTable) { warpmath::unit::expect_annexf_table(kLogFns); }

TEST(LogSpecial, ZerosInfinitiesNaNAndTheDomain) {
  const float nans[] = {std::numeric_limits<float>::quiet_NaN(),
                        -std::numeric_limits<float>::quiet_NaN(), fp::as_float(0x7f800001u),
                        fp::as_float(0xff800001u), fp::as_float(0x7fffffffu)};
  for (const Fn& fn : kLogFns) {
    for (float n : nans) EXPECT_TRUE(std::isnan(fn.f(n))) << fn.name;
    EXPECT_EQ(fn.f(kInf), kInf) << fn.name;
    EXPECT_TRUE(std::isnan(fn.f(-kInf))) << fn.name;
    EXPECT_TRUE(std::isnan(fn.f(-kMax))) << fn.name;
    if (fn.plus_one) {
      EXPECT_EQ(fp::as_uint(fn.f(0.0f)), 0u) << fn.name;
      EXPECT_EQ(fp::as_uint(fn.f(-0.0f)), 0x80000000u) << fn.name;
      EXPECT_EQ(fn.f(-1.0f), -kInf) << fn.name;
      for (float x : {-0x1.000002p0f, -2.0f, -1e30f}) EXPECT_TRUE(std::isnan(fn.f(x))) << fn.name;
      const float min_sub = fp::as_float(0x80000001u);  // -2^-149: log10p1 rounds it to -0
      EXPECT_EQ(fp::as_uint(fn.f(min_sub)), fp::as_uint(ref::evaluate(fn.r, min_sub).rounded))
          << fn.name;
      EXPECT_LT(fn.f(-0x1.fffffep-1f), -1.0f) << fn.name;  // 1 + x = 2^-24: finite
    } else {
      EXPECT_EQ(fn.f(0.0f), -kInf) << fn.name;
      EXPECT_EQ(fn.f(-0.0f), -kInf) << fn.name;
      EXPECT_EQ(fp::as_uint(fn.f(1.0f)), 0u) << fn.name;  // +0
      for (float x : {-1.0f, -0x1p-126f, -0x1p-149f, -0.5f})
        EXPECT_TRUE(std::isnan(fn.f(x))) << fn.name << " " << x;
    }
  }
}

TEST(LogExact, PowersOfTwoAndTen) {
  for (int n = -149; n <= 127; ++n) {
    EXPECT_EQ(warpmath::log2f(std::ldexp(1.0f, n)), static_cast<float>(n)) << n;
  }
  for (int n = -24; n <= 24; ++n) {  // 2^n - 1 is a float for n <= 24, and 1 + x = 2^n exactly
    if (n == 0) continue;
    EXPECT_EQ(warpmath::log2p1f(std::ldexp(1.0f, n) - 1.0f), static_cast<float>(n)) << n;
  }
  EXPECT_EQ(warpmath::log2p1f(0x1p30f), 30.0f);  // 1 + 2^30 rounds to 2^30, d = 2^-30: still 30
  float p = 1.0f;
  for (int n = 0; n <= 10; ++n) {  // 10^n is a float for n <= 10
    EXPECT_EQ(warpmath::log10f(p), static_cast<float>(n)) << n;
    if (n >= 1 && n <= 7) {  // 10^n - 1 < 2^24
      EXPECT_EQ(warpmath::log10p1f(p - 1.0f), static_cast<float>(n)) << n;
    }
    p *= 10.0f;
  }
  // Powers of two and ten, and integers, against the oracle (log(2^n) = n ln2 rounded once).
  std::vector<float> xs;
  for (int n = -149; n <= 127; ++n) xs.push_back(std::ldexp(1.0f, n));
  for (int n = -45; n <= 38; ++n) xs.push_back(std::pow(10.0f, static_cast<float>(n)));
  for (int n = 2; n <= 2000; ++n) xs.push_back(static_cast<float>(n));
  for (const Fn& fn : kLogFns) {
    expect_accurate(fn, xs);
    if (fn.near_cr) expect_correctly_rounded(fn, xs);
  }
}

TEST(LogNearOne, ManyUlpsOnBothSides) {
  // x = 1 +- k ulps (log, log2, log10) and x = +-k ulps of 1 (the log1p forms): the results are
  // small and must keep their relative accuracy (no cancellation).
  std::vector<float> near_one, near_zero;
  for (std::uint32_t k = 1; k <= 1u << 16; k = k < 4096 ? k + 1 : k + 97) {
    near_one.push_back(fp::as_float(0x3f800000u + k));
    near_one.push_back(fp::as_float(0x3f800000u - k));
    near_zero.push_back(fp::as_float(0x3f800000u + k) - 1.0f);  // exact
    near_zero.push_back(fp::as_float(0x3f800000u - k) - 1.0f);
  }
  std::mt19937 rng(41);
  for (int i = 0; i < 4000; ++i) {  // every binade below 1/4 in magnitude, both signs
    near_zero.push_back(fp::as_float(0x2b800000u + rng() % (0x3e800000u - 0x2b800000u)) *
                        ((i & 1) ? -1.0f : 1.0f));
  }
  for (const Fn& fn : kLogFns) {
    const std::vector<float>& xs = fn.plus_one ? near_zero : near_one;
    expect_accurate(fn, xs);
    // The accurate kernel is within 2^-35 relative here.  The lean ones (log_lean.hpp): the
    // roundings of the low part (about f^2/2) are about 3 * 2^-24 * |f| relative, so only
    // |f| <= 2^-8 is checked, and log10f's polynomial adds up to 2^-27.7 (0.07 ulp) near x = 1.
    std::vector<float> close;
    for (float x : xs) {
      if (fn.near_cr || std::fabs(fn.plus_one ? x : x - 1.0f) <= 0x1p-8f) close.push_back(x);
    }
    expect_correctly_rounded(fn, close, fn.near_cr ? 1.0 / 64 : 1.0 / 8);
  }
  EXPECT_EQ(warpmath::logf(0x1.000002p0f), 0x1.fffffep-24f);  // 2^-23 - 2^-47 + ...
  EXPECT_EQ(warpmath::logf(0x1.fffffep-1f), -0x1p-24f);
}

TEST(LogSubnormal, ArgumentsAreExactInputs) {
  // logf, log2f, log10f of subnormals: finite, accurate (the reduction normalises them exactly).
  std::vector<float> xs;
  for (std::uint32_t u = 1; u < 0x00800000u; u += 997) xs.push_back(fp::as_float(u));
  for (std::uint32_t u : {0x00000001u, 0x00000002u, 0x00000003u, 0x00400000u, 0x007fffffu})
    xs.push_back(fp::as_float(u));
  for (const char* name : kLogOfX) {
    expect_accurate(fn_named(name), xs);
    if (fn_named(name).near_cr) expect_correctly_rounded(fn_named(name), xs);
  }
  EXPECT_EQ(warpmath::log2f(0x1p-149f), -149.0f);
  EXPECT_EQ(warpmath::logf(0x1p-149f), ref::evaluate(ref::Ref::log, 0x1p-149f).rounded);
  EXPECT_EQ(warpmath::log2f(0x1.8p-140f), ref::evaluate(ref::Ref::log2, 0x1.8p-140f).rounded);
  // The log1p forms: log1p(x) = x, and log2p1 / log10p1 rounded once onto the subnormal grid.
  std::vector<float> tiny;
  for (std::uint32_t u = 1; u < 0x01800000u; u += 991) {
    tiny.push_back(fp::as_float(u));
    tiny.push_back(-fp::as_float(u));
  }
  for (float x : tiny) EXPECT_EQ(fp::as_uint(warpmath::log1pf(x)), fp::as_uint(x));
  for (const char* name : {"log2p1f", "log10p1f"}) {
    expect_accurate(fn_named(name), tiny);
    expect_correctly_rounded(fn_named(name), tiny, 0x1p-10);
  }
}

TEST(LogTiny, TheSecondOrderTermDecidesTheseRoundings) {
  // Below 2^-40 log2p1f and log10p1f round C*x*(1 - x/2) (scaled_log1p_tiny): at these arguments
  // dropping the x/2 term (2^-43 relative) gives the neighbour of the correctly rounded result.
  for (float x : {0x1.02644ap-42f, -0x1.0b281cp-42f, -0x1.13ebeep-42f, 0x1.1be8c6p-42f,
                  -0x1.24ac98p-42f, 0x1.2ca97p-42f}) {
    expect_correctly_rounded(fn_named("log2p1f"), {x}, 0x1p-20);
  }
  for (float x : {-0x1.00842ap-42f, -0x1.0b0d8ap-42f, 0x1.0ef0fcp-42f, -0x1.1596eap-42f,
                  0x1.197a5cp-42f, 0x1.2403bcp-42f}) {
    expect_correctly_rounded(fn_named("log10p1f"), {x}, 0x1p-20);
  }
}

TEST(LogBoundaries, AroundEveryBranchThreshold) {
  // The splits of the significand (the accurate kernels at SQRT_HALF, the lean logf at 11/16, the
  // lean log2f and log10f at 43/64) and twice each, in every binade near 1 and a few far away;
  // 1, 2, 1/2; the subnormal / normal boundary; FLT_MAX.
  std::vector<float> xs;
  const float splits[] = {fp::as_float(red::kSqrtHalfBits), fp::as_float(lg::kSplitLn),
                          fp::as_float(lg::kSplitLog2), fp::as_float(lg::kSplitLog10)};
  for (int e : {-149, -140, -127, -126, -125, -3, -2, -1, 0, 1, 2, 3, 60, 126, 127}) {
    for (float t : {splits[0], 2.0f * splits[0], splits[1], 2.0f * splits[1], splits[2],
                    2.0f * splits[2], splits[3], 2.0f * splits[3]}) {
      const float x = std::ldexp(t, e);
      if (x > 0.0f && x <= kMax) {
        for (float y : neighbours(x, 24)) xs.push_back(y);
      }
    }
  }
  for (float t : {1.0f, 2.0f, 0.5f, 0x1p-126f, kMax}) {
    for (float y : neighbours(t, 24))
      if (y > 0.0f && y <= kMax) xs.push_back(y);
  }
  for (const char* name : kLogOfX) {
    expect_accurate(fn_named(name), xs);
    if (fn_named(name).near_cr) expect_correctly_rounded(fn_named(name), xs);
  }
  // The log1p forms: the kernel interval's ends (f = x inside, the reduction of 1 + x outside),
  // -1 and its neighbours, 2^-24 (log1pf returns x below), 2^-40 (the tiny path of log2p1f and
  // log10p1f below), their subnormal-result limits 2^-126 ln2 and 2^-126 ln10, 2^24 and 2^25
  // (1 + x inexact by 1), 2^126 and FLT_MAX (the scale of d replaced by 0).
  std::vector<float> ys;
  for (float t : {red::kLog1pSmallLo, red::kLog1pSmallHi, 0x1p-24f, 0x1p-40f, 0x1.62e43p-127f,
                  0x1.26bb1cp-125f, 0x1p24f, 0x1p25f, 0x1.6a09e6p126f, 0x1p127f, 1.0f, 0.5f}) {
    for (float y : neighbours(t, 24)) {
      ys.push_back(y);
      ys.push_back(-y);
    }
  }
  for (float y : neighbours(-1.0f, 40)) ys.push_back(y);
  for (float y : neighbours(kMax, 8)) ys.push_back(y);
  // The lean log1pf: its split (f = -5/16 and 3/8, 1 + x = 11/16 and 11/8, times 2^e), 1/2 (the
  // end of the range where f carries a rounding error d), 1 + x = 1 (the rare path), and
  // 1 + x = 2^126 * 11/8 (the huge arguments of the rare path).
  for (int e : {-20, -3, -2, -1, 0, 1, 2, 3, 24, 25, 60, 125}) {
    for (float t : {11.0f / 16, 11.0f / 8}) {
      for (float y : neighbours(std::ldexp(t, e) - 1.0f, 24)) ys.push_back(y);
    }
  }
  for (float t : {0.375f, 0.5f, -0x1p-25f, 0x1p-24f, 0x1.6p126f}) {
    for (float y : neighbours(t, 24)) ys.push_back(y);
  }
  for (const char* name : {"log1pf", "log2p1f", "log10p1f", "accurate_log1pf"}) {
    expect_accurate(fn_named(name), ys);
    if (fn_named(name).near_cr) expect_correctly_rounded(fn_named(name), ys);
  }
}

TEST(LogSweep, StratifiedEveryBinadeBothSigns) {
  // 300 random floats from each binade of each sign, every function: bound and correct rounding.
  std::mt19937 rng(42);
  std::vector<float> xs;
  for (std::uint32_t e = 0; e < 255; ++e) {
    for (int i = 0; i < 300; ++i) {
      const std::uint32_t u = (e << 23) | (rng() & 0x007fffffu) | (rng() & 0x80000000u);
      xs.push_back(fp::as_float(u));
    }
  }
  for (const Fn& fn : kLogFns) {
    expect_accurate(fn, xs);
    if (fn.near_cr) expect_correctly_rounded(fn, xs);
  }
}

TEST(LogReduction, ExactDecomposition) {
  std::mt19937 rng(43);
  for (int i = 0; i < 200000; ++i) {
    const std::uint32_t u = random_positive_bits(rng, i);
    const float x = fp::as_float(u);
    const std::uint32_t bits = red::log_arg_is_unusual(u) ? red::normalise_subnormal(u) : u;
    ASSERT_EQ(red::log_arg_is_unusual(u), u < 0x00800000u);
    const red::log_reduced r = red::reduce_log(bits);
    EXPECT_GE(r.f, red::kLog1pSmallLo) << std::hexfloat << x;
    EXPECT_LT(r.f, red::kLog1pSmallHi) << std::hexfloat << x;
    EXPECT_EQ(r.e, std::nearbyint(r.e));
    EXPECT_EQ(std::ldexp(1.0L + r.f, static_cast<int>(r.e)), static_cast<long double>(x))
        << std::hexfloat << x;
  }
  std::uniform_real_distribution<float> dist(-1.0f, 8.0f);
  for (int i = 0; i < 200000; ++i) {
    const float x = i % 4 == 0 ? fp::as_float(0x3f800000u + rng() % 0x3f800000u) : dist(rng);
    if (!(x > -1.0f)) continue;
    const red::log1p_reduced r = red::reduce_log1p(x);
    EXPECT_GE(r.f, red::kLog1pSmallLo) << std::hexfloat << x;
    EXPECT_LE(r.f, red::kLog1pSmallHi) << std::hexfloat << x;  // u.hi may round up to the end
    EXPECT_LE(std::fabs(r.d), 0x1p-24f) << std::hexfloat << x;
    const int e = static_cast<int>(r.e);
    const long double one_plus_x = 1.0L + static_cast<long double>(x);
    if (e < 127) {
      EXPECT_EQ(std::ldexp(1.0L + r.f + r.d, e), one_plus_x) << std::hexfloat << x;
    }
    if (x >= red::kLog1pSmallLo && x < red::kLog1pSmallHi) {
      EXPECT_EQ(r.f, x);
      EXPECT_EQ(r.e, 0.0f);
      EXPECT_EQ(r.d, 0.0f);
    }
  }
}

TEST(LogReduction, LeanSplitsAreExact) {
  // reduce_log_at_scaled: x = 2^e * (1 + f) exactly, e returned times 2^23, c - 1 <= f < 2c - 1,
  // for the three splits of the lean logf, log2f, log10f, on positive normal floats and on
  // normalise_subnormal's bits of subnormal ones.
  std::mt19937 rng(45);
  for (int i = 0; i < 200000; ++i) {
    const std::uint32_t u = random_positive_bits(rng, i);
    const float x = fp::as_float(u);
    const std::uint32_t bits = u < 0x00800000u ? red::normalise_subnormal(u) : u;
    const auto check = [&](const red::log_reduced_scaled& r, std::uint32_t split_bits) {
      const float c = fp::as_float(split_bits);
      const long double e = static_cast<long double>(r.e_scaled) / 0x1p23L;
      ASSERT_EQ(e, std::nearbyint(e)) << std::hexfloat << x;
      EXPECT_GE(r.f, c - 1.0f) << std::hexfloat << x;
      EXPECT_LT(r.f, 2.0f * c - 1.0f) << std::hexfloat << x;
      EXPECT_EQ(std::ldexp(1.0L + r.f, static_cast<int>(e)), static_cast<long double>(x))
          << std::hexfloat << x;
    };
    check(red::reduce_log_at_scaled<lg::kSplitLn>(bits), lg::kSplitLn);
    check(red::reduce_log_at_scaled<lg::kSplitLog2>(bits), lg::kSplitLog2);
    check(red::reduce_log_at_scaled<lg::kSplitLog10>(bits), lg::kSplitLog10);
  }
}

TEST(LogReduction, LeanLog1pIsExact) {
  // reduce_log1p_at_scaled: 1 + x = 2^e * (1 + f + d) exactly, e returned times 2^23, for every x
  // the lean log1pf's hot path takes (u = RN(1 + x) with 0 < u < 2^126 * 11/8, u != 1).
  std::mt19937 rng(46);
  std::uniform_real_distribution<float> dist(-1.0f, 4.0f);
  for (int i = 0; i < 400000; ++i) {
    const float x = i % 4 == 0   ? fp::as_float(0x33800000u + rng() % (0x7eb00000u - 0x33800000u))
                    : i % 4 == 1 ? -fp::as_float(0x33000000u + rng() % (0x3f800000u - 0x33000000u))
                                 : dist(rng);
    const float u = fp::add(1.0f, x);
    if (!(u > 0.0f) || u == 1.0f || fp::as_uint(u) >= lg::kLog1pHugeBits) continue;
    const red::log1p_reduced_scaled r = red::reduce_log1p_at_scaled<lg::kSplitLn>(x, u);
    const long double e = static_cast<long double>(r.e_scaled) / 0x1p23L;
    ASSERT_EQ(e, std::nearbyint(e)) << std::hexfloat << x;
    if (e <= 24) {  // beyond, 1 - 2^-e rounds to 1: an error of 2^-e, far below the result's ulp
      EXPECT_EQ(std::ldexp(1.0L + r.f + r.d, static_cast<int>(e)), 1.0L + x) << std::hexfloat << x;
    }
    EXPECT_GE(r.f, -0x1.400004p-2f) << std::hexfloat << x;  // 5/16 and a rounding of 1 + x
    EXPECT_LT(r.f, 0.375f) << std::hexfloat << x;
    if (r.d != 0.0f) {  // only where e = 1 and x/2 < 1/4 (log_lean.hpp)
      EXPECT_EQ(e, 1.0L) << std::hexfloat << x;
      EXPECT_LE(r.f, -0.25f) << std::hexfloat << x;
    }
  }
}

TEST(LogKernel, FloatFloatWithinTheAnalysedBound) {
  // log1p_ff: within (0.21 * 2^-24 + 2^-32.5) relative over the interval (measured 2^-26.5), and
  // within 2^-35 for |f| < 1/64 (the tail's roundings scale with f^2).
  std::mt19937 rng(44);
  std::uniform_real_distribution<float> dist(red::kLog1pSmallLo, red::kLog1pSmallHi);
  for (int i = 0; i < 400000; ++i) {
    const float f = i % 2
                        ? dist(rng)
                        : fp::as_float(0x2b800000u + rng() % 0x10000000u) * (i % 4 ? 1.0f : -1.0f);
    if (f == 0.0f || !(f >= red::kLog1pSmallLo && f < red::kLog1pSmallHi)) continue;
    const fp::ff l = lg::log1p_ff(f);
    const long double exact = std::log1p(static_cast<long double>(f));
    const long double rel = std::fabs((static_cast<long double>(l.hi) + l.lo - exact) / exact);
    EXPECT_LE(rel, std::fabs(f) < 1.0f / 64 ? 0x1p-35L : 0.21L * 0x1p-24L + 0x1.6a09e6p-33L)
        << std::hexfloat << f;
  }
}
