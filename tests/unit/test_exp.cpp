// Unit tests of the exponential family (expf, exp2f, exp10f, expm1f, exp2m1f, exp10m1f, and the
// accurate kernels of expf, exp2f, exp10f): special values (C23 Annex F), overflow / underflow
// thresholds and their neighbours, subnormal results, exact results, tiny arguments, identities,
// the reductions and the table, and accuracy against the oracle at the boundary of every branch.
// The default expf, exp2f and exp10f are faithful (their catalogue bound); the correctly rounded
// checks apply to the accurate kernels and the *m1 functions.
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
namespace expo = warpmath::detail::exp;
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
  bool minus_one;  // the *m1 functions
};

const Fn kExpFns[] = {
    {"expf", warpmath::expf, ref::Ref::exp, false},
    {"exp2f", warpmath::exp2f, ref::Ref::exp2, false},
    {"exp10f", warpmath::exp10f, ref::Ref::exp10, false},
    {"expm1f", warpmath::expm1f, ref::Ref::expm1, true},
    {"exp2m1f", warpmath::exp2m1f, ref::Ref::exp2m1, true},
    {"exp10m1f", warpmath::exp10m1f, ref::Ref::exp10m1, true},
    {"accurate_expf", warpmath::detail::accurate::expf, ref::Ref::exp, false},
    {"accurate_exp2f", warpmath::detail::accurate::exp2f, ref::Ref::exp2, false},
    {"accurate_exp10f", warpmath::detail::accurate::exp10f, ref::Ref::exp10, false},
};

float next_up(float x) { return std::nextafter(x, std::numeric_limits<float>::infinity()); }

// f against the oracle on xs: the documented bound, and exact special values.
void expect_accurate(const Fn& fn, const std::vector<float>& xs) {
  warpmath::unit::expect_accurate(fn.name, fn.f, fn.r, xs, bound_of(fn.name));
}

// f(x) must be the correctly rounded value wherever the exact value is farther than `margin` ulps
// from a rounding boundary: the error analysis bounds the float-float before the final rounding by
// 2^-35 relative (exp, exp2, exp10: < 2^-11 ulp) and 2^-30 (the *m1 functions: < 2^-6 ulp), so a
// misrounding closer to a midpoint than that is not a bug (e.g. e^(2^-24) = 1 + 2^-24 + 2^-49).
void expect_correctly_rounded(const Fn& fn, const std::vector<float>& xs, double margin = 0x1p-6) {
  warpmath::unit::expect_correctly_rounded(fn.name, fn.f, fn.r, xs, margin);
}

// The default tier's expf, exp2f, exp10f: faithful, not nearly correctly rounded.
bool is_lean(const Fn& fn) {
  const std::string n = fn.name;
  return n == "expf" || n == "exp2f" || n == "exp10f";
}

const Fn& fn_named(const char* name) {
  for (const Fn& fn : kExpFns)
    if (std::string(fn.name) == name) return fn;
  ADD_FAILURE() << "no function " << name;
  return kExpFns[0];
}

const float kInf = std::numeric_limits<float>::infinity();

}  // namespace

TEST(ExpSpecial, AnnexFTable) { warpmath::unit::expect_annexf_table(kExpFns); }

TEST(ExpSpecial, ZerosInfinitiesNaN) {
  const float nans[] = {std::numeric_limits<float>::quiet_NaN(),
                        -std::numeric_limits<float>::quiet_NaN(), fp::as_float(0x7f800001u),
                        fp::as_float(0xff800001u), fp::as_float(0x7fffffffu)};
  for (const Fn& fn : kExpFns) {
    for (float n : nans) EXPECT_TRUE(std::isnan(fn.f(n))) << fn.name;
    EXPECT_EQ(fn.f(kInf), kInf) << fn.name;
    if (fn.minus_one) {
      EXPECT_EQ(fp::as_uint(fn.f(0.0f)), 0u) << fn.name;
      EXPECT_EQ(fp::as_uint(fn.f(-0.0f)), 0x80000000u) << fn.name;
      EXPECT_EQ(fn.f(-kInf), -1.0f) << fn.name;
    } else {
      EXPECT_EQ(fn.f(0.0f), 1.0f) << fn.name;
      EXPECT_EQ(fn.f(-0.0f), 1.0f) << fn.name;
      EXPECT_EQ(fp::as_uint(fn.f(-kInf)), 0u) << fn.name;  // +0
    }
  }
}

TEST(ExpThresholds, OverflowExactlyWhereTheResultRoundsToInfinity) {
  // Largest x with a finite result (tools/sollya/exp_constants.sollya); the *m1 functions share
  // them (the 1 is far below half an ulp there).
  const struct {
    const char* base;
    const char* m1;
    const char* accurate;
    float last_finite;
  } cases[] = {{"expf", "expm1f", "accurate_expf", expo::kExpOverflowX},
               {"exp2f", "exp2m1f", "accurate_exp2f", expo::kExp2OverflowX},
               {"exp10f", "exp10m1f", "accurate_exp10f", expo::kExp10OverflowX}};
  for (const auto& c : cases) {
    for (const char* name : {c.base, c.m1, c.accurate}) {
      const Fn& fn = fn_named(name);
      EXPECT_LT(fn.f(c.last_finite), kInf) << name;
      EXPECT_EQ(fn.f(next_up(c.last_finite)), kInf) << name;
      EXPECT_EQ(fn.f(std::numeric_limits<float>::max()), kInf) << name;
      expect_accurate(fn, neighbours(c.last_finite, 64));
      // The oracle agrees on the threshold itself.
      EXPECT_LT(ref::evaluate(fn.r, c.last_finite).rounded, kInf) << name;
      EXPECT_EQ(ref::evaluate(fn.r, next_up(c.last_finite)).rounded, kInf) << name;
    }
  }
  EXPECT_EQ(warpmath::exp2f(128.0f), kInf);
  EXPECT_EQ(warpmath::exp2f(127.0f), 0x1p127f);
}

TEST(ExpThresholds, UnderflowToZeroAndMinusOne) {
  const struct {
    const char* name;
    float last_zero;  // largest x with f(x) <= 2^-150, so RN(f(x)) = +0
  } zeros[] = {{"expf", expo::kExpUnderflowX},
               {"exp2f", expo::kExp2UnderflowX},
               {"exp10f", expo::kExp10UnderflowX},
               {"accurate_expf", expo::kExpUnderflowX},
               {"accurate_exp2f", expo::kExp2UnderflowX},
               {"accurate_exp10f", expo::kExp10UnderflowX}};
  for (const auto& c : zeros) {
    const Fn& fn = fn_named(c.name);
    EXPECT_EQ(fp::as_uint(fn.f(c.last_zero)), 0u) << c.name;
    EXPECT_EQ(fn.f(next_up(c.last_zero)), 0x1p-149f) << c.name;
    EXPECT_EQ(fp::as_uint(fn.f(-std::numeric_limits<float>::max())), 0u) << c.name;
    EXPECT_EQ(ref::evaluate(fn.r, c.last_zero).rounded, 0.0f) << c.name;
    expect_accurate(fn, neighbours(c.last_zero, 64));
  }
  EXPECT_EQ(fp::as_uint(warpmath::exp2f(-150.0f)), 0u);  // exactly 2^-150: the tie goes to +0
  EXPECT_EQ(warpmath::exp2f(-149.0f), 0x1p-149f);
  EXPECT_EQ(warpmath::exp2f(next_up(-150.0f)), 0x1p-149f);

  // The *m1 functions reach -1 where f(x) <= 2^-25 (tools/sollya/exp_constants.sollya).
  const struct {
    const char* name;
    float last_minus_one;
  } minus_ones[] = {{"expm1f", -0x1.154246p4f}, {"exp2m1f", -25.0f}, {"exp10m1f", -0x1.e1a5e4p2f}};
  for (const auto& c : minus_ones) {
    const Fn& fn = fn_named(c.name);
    EXPECT_EQ(fn.f(c.last_minus_one), -1.0f) << c.name;
    EXPECT_EQ(fn.f(next_up(c.last_minus_one)), -0x1.fffffep-1f) << c.name;
    EXPECT_EQ(fn.f(-100.0f), -1.0f) << c.name;
    EXPECT_EQ(fn.f(-std::numeric_limits<float>::max()), -1.0f) << c.name;
    expect_accurate(fn, neighbours(c.last_minus_one, 64));
  }
}

TEST(ExpSubnormal, ResultsRoundedOnceOntoTheSubnormalGrid) {
  // Every 61st float whose result is subnormal (or within a few ulps of 2^-126), and the floats
  // around each power of two 2^-127 .. 2^-149 of exp2f, where rounding ties occur.  The default
  // functions round P(r) once (faithful: their bound), the accurate kernels round the float-float
  // once (correctly rounded away from midpoints).
  const struct {
    const char* name;
    const char* accurate;
    float from, to;
  } ranges[] = {{"expf", "accurate_expf", -103.98f, -87.3f},
                {"exp2f", "accurate_exp2f", -150.0f, -125.9f},
                {"exp10f", "accurate_exp10f", -45.16f, -37.9f}};
  for (const auto& c : ranges) {
    std::vector<float> xs;
    for (std::uint32_t u = fp::as_uint(c.to); u <= fp::as_uint(c.from); u += 61)
      xs.push_back(fp::as_float(u));
    expect_accurate(fn_named(c.name), xs);
    expect_accurate(fn_named(c.accurate), xs);
    expect_correctly_rounded(fn_named(c.accurate),
                             std::vector<float>(xs.begin(), xs.begin() + 2000));
  }
  for (int e = -149; e <= -126; ++e) {
    const float x = static_cast<float>(e);
    EXPECT_EQ(warpmath::exp2f(x), std::ldexp(1.0f, e)) << e;
    EXPECT_EQ(warpmath::detail::accurate::exp2f(x), std::ldexp(1.0f, e)) << e;
    expect_accurate(fn_named("exp2f"), neighbours(x, 16));
    expect_accurate(fn_named("exp2f"), neighbours(x + 0.5f, 16));
    expect_correctly_rounded(fn_named("accurate_exp2f"), neighbours(x, 16));
    expect_correctly_rounded(fn_named("accurate_exp2f"), neighbours(x + 0.5f, 16));
  }
  // Subnormal arguments: b^x = 1 + x ln b rounds to 1; expm1f returns x; the other *m1 functions
  // round x ln b once (times_const_tiny).
  for (std::uint32_t u : {0x00000001u, 0x00012345u, 0x007fffffu}) {
    for (const Fn& fn : kExpFns) {
      for (float x : {fp::as_float(u), -fp::as_float(u)}) {
        if (fn.minus_one) {
          if (std::string(fn.name) == "expm1f") {
            EXPECT_EQ(fp::as_uint(fn.f(x)), fp::as_uint(x)) << fn.name;
          }
          expect_correctly_rounded(fn, {x});
        } else {
          EXPECT_EQ(fn.f(x), 1.0f) << fn.name;
        }
      }
    }
  }
}

TEST(ExpExact, PowersOfTwoAndTen) {
  for (int n = -149; n <= 127; ++n) {
    EXPECT_EQ(warpmath::exp2f(static_cast<float>(n)), std::ldexp(1.0f, n)) << n;
    EXPECT_EQ(warpmath::detail::accurate::exp2f(static_cast<float>(n)), std::ldexp(1.0f, n)) << n;
  }
  for (int n = 1; n <= 24; ++n) {  // 2^n - 1 is a float for n <= 24
    EXPECT_EQ(warpmath::exp2m1f(static_cast<float>(n)), std::ldexp(1.0f, n) - 1.0f) << n;
  }
  for (int n = -24; n <= -1; ++n) {  // 2^n - 1 is a float too
    EXPECT_EQ(warpmath::exp2m1f(static_cast<float>(n)), std::ldexp(1.0f, n) - 1.0f) << n;
  }
  float p = 1.0f;
  for (int n = 0; n <= 10; ++n) {  // 10^n is a float for n <= 10 (exact in the accurate kernel)
    EXPECT_EQ(warpmath::detail::accurate::exp10f(static_cast<float>(n)), p) << n;
    if (n <= 7) {  // 10^n - 1 < 2^24
      EXPECT_EQ(warpmath::exp10m1f(static_cast<float>(n)), p - 1.0f) << n;
    }
    p *= 10.0f;
  }
  std::vector<float> xs;
  for (int n = -45; n <= 38; ++n) xs.push_back(static_cast<float>(n));
  expect_accurate(fn_named("exp10f"), xs);
  expect_correctly_rounded(fn_named("accurate_exp10f"), xs);
  expect_correctly_rounded(fn_named("exp10m1f"), xs);
  // Multiples of 1/128: r = 0 in the accurate kernel, the result is the table value rounded once.
  xs.clear();
  for (int i = -128 * 4; i <= 128 * 4; ++i) xs.push_back(static_cast<float>(i) / 128.0f);
  expect_accurate(fn_named("exp2f"), xs);
  expect_correctly_rounded(fn_named("accurate_exp2f"), xs);
  expect_correctly_rounded(fn_named("exp2m1f"), xs);
}

TEST(ExpTiny, SmallArguments) {
  // expm1f returns x itself for |x| < 2^-25 (the correctly rounded value), subnormals included.
  std::mt19937 rng(31);
  for (int i = 0; i < 20000; ++i) {
    const float x = fp::as_float((rng() % 0x33000000u) | (rng() & 0x80000000u));
    EXPECT_EQ(fp::as_uint(warpmath::expm1f(x)), fp::as_uint(x)) << std::hexfloat << x;
  }
  // Around the branch points: 2^-25 (expm1f), 2^-100 (exp2m1f / exp10m1f: times_const_tiny), the
  // smallest results of the tiny path (subnormal, and the boundary 2^-126 of exp2m1f/exp10m1f),
  // and where exp(x) stops rounding to 1.
  std::vector<float> xs;
  for (float t : {0x1p-25f, 0x1p-24f, 0x1p-100f, 0x1p-125f, 0x1.715476p-126f, 0x1.bcb7b2p-128f,
                  0x1p-126f, 0x1p-149f, 0x1p-26f, 0x1p-30f, 0x1p-60f}) {
    for (float x : neighbours(t, 40)) {
      xs.push_back(x);
      xs.push_back(-x);
    }
  }
  for (const Fn& fn : kExpFns) {
    expect_accurate(fn, xs);
    if (!is_lean(fn)) expect_correctly_rounded(fn, xs);
  }
  // The tiny path of exp2m1f / exp10m1f over the whole subnormal range (every 997th float).
  xs.clear();
  for (std::uint32_t u = 1; u < 0x0d800000u; u += 997 * 64) xs.push_back(fp::as_float(u));
  for (std::uint32_t u = 1; u < 0x00800000u; u += 997) xs.push_back(-fp::as_float(u));
  expect_correctly_rounded(fn_named("exp2m1f"), xs);
  expect_correctly_rounded(fn_named("exp10m1f"), xs);
}

TEST(ExpIdentity, Exp2ShiftsExactlyAndExpm1MatchesExp) {
  // 2^(x+n) = 2^n * 2^x bit for bit: x + n changes only m (the reduction of exp2f is exact).
  std::mt19937 rng(32);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  for (int i = 0; i < 100000; ++i) {
    const float x = dist(rng);
    const int n = static_cast<int>(rng() % 200) - 100;
    const float xn = x + static_cast<float>(n);
    if (xn - static_cast<float>(n) != x) continue;  // x + n not exact
    EXPECT_EQ(warpmath::exp2f(xn), std::ldexp(warpmath::exp2f(x), n))
        << std::hexfloat << x << " " << n;
  }
  // Beyond their fast paths the *m1 functions defer to the accurate kernels of expf / exp2f /
  // exp10f (b^x > 2^125).
  namespace acc = warpmath::detail::accurate;
  for (float x = 87.34f; x < 89.0f; x += 0.0137f) {
    EXPECT_EQ(warpmath::expm1f(x), acc::expf(x)) << x;
    EXPECT_EQ(warpmath::exp2m1f(x * 1.4427f), acc::exp2f(x * 1.4427f)) << x;
    EXPECT_EQ(warpmath::exp10m1f(x * 0.4343f), acc::exp10f(x * 0.4343f)) << x;
  }
}

TEST(ExpReduction, CodyWaiteIsExactAndSmall) {
  std::mt19937 rng(33);
  std::uniform_real_distribution<float> dist(-104.0f, 104.0f);
  const long double ln2_128 = 0.693147180559945309417232121458176568L / 128;
  for (int i = 0; i < 200000; ++i) {
    const float x = i < 1000
                        ? fp::as_float((0x3a000000u + rng() % 0x05000000u) | (rng() & 0x80000000u))
                        : dist(rng);
    const red::exp_reduced r = red::reduce_exp(x);
    // hi is x - k*LN2_N_HI exactly (checked in long double: 64 bits hold it).
    const long double hi =
        static_cast<long double>(x) - r.k * static_cast<long double>(warpmath::fp::kLn2Over128Hi);
    EXPECT_EQ(static_cast<long double>(r.hi), hi) << std::hexfloat << x;
    const long double exact = static_cast<long double>(x) - r.k * ln2_128;
    EXPECT_LE(std::fabs(static_cast<long double>(r.hi) + r.lo - exact), 0x1p-45L)
        << std::hexfloat << x;
    EXPECT_LT(std::fabs(r.hi), 0.00271f) << std::hexfloat << x;
  }
  std::uniform_real_distribution<float> dist2(-150.0f, 150.0f);
  for (int i = 0; i < 100000; ++i) {
    const float x = dist2(rng);
    const red::exp_reduced r = red::reduce_exp2(x);
    const long double t = static_cast<long double>(x) - r.k / 128.0L;
    EXPECT_LE(std::fabs(t), 1.0L / 256) << std::hexfloat << x;
    EXPECT_LE(std::fabs(static_cast<long double>(r.hi) + r.lo -
                        t * 0.693147180559945309417232121458176568L),
              0x1p-46L * std::fabs(t) + 0x1p-140L)
        << std::hexfloat << x;
  }
}

TEST(ExpTable, EveryIndexReachedAndAccurate) {
  // x = j/128 + d for each table index j, in exp2f, and x = (j + d) ln2/128 in expf and expm1f
  // (the accurate kernels and the *m1 functions use the table; the default ones are checked too).
  std::vector<float> x2, xe;
  std::vector<bool> seen(red::kExp2TableSize, false);
  for (int m = -3; m <= 3; ++m) {
    for (int j = 0; j < red::kExp2TableSize; ++j) {
      for (float d : {-0.4f, -0.01f, 0.0f, 0.01f, 0.4f}) {
        const float a = (static_cast<float>(128 * m + j) + d) / 128.0f;
        x2.push_back(a);
        xe.push_back(static_cast<float>((128 * m + j + d) * (0.6931471805599453 / 128)));
        seen[static_cast<std::size_t>(red::reduce_exp2(a).k & 127)] = true;
      }
    }
  }
  for (int j = 0; j < red::kExp2TableSize; ++j) EXPECT_TRUE(seen[static_cast<std::size_t>(j)]) << j;
  for (const char* name : {"exp2f", "accurate_exp2f", "exp2m1f"})
    expect_accurate(fn_named(name), x2);
  for (const char* name :
       {"expf", "accurate_expf", "expm1f", "exp10f", "accurate_exp10f", "exp10m1f"})
    expect_accurate(fn_named(name), xe);
  // The table itself: 2^(j/128) = hi (1 + rel) to 2^-48.
  for (int j = 0; j < red::kExp2TableSize; ++j) {
    const red::exp2_table_entry e = red::exp2_table(j);
    const long double t = std::exp2(static_cast<long double>(j) / 128);
    EXPECT_LE(std::fabs(e.hi * (1.0L + e.rel) - t), 0x1p-48L) << j;
    EXPECT_EQ(e.hi, static_cast<float>(t)) << j;
  }
}

TEST(ExpBoundaries, AroundEveryBranchThreshold) {
  // The fast-path limits (87.34, 126, 37.93), the k = 0 / +-1 boundary (ln2/256) and the first
  // few multiples of ln2/256, expm1_ff's switch of fast_two_sum order (m = 0 / 1: x near
  // ln2 (1 - 1/256)), 1, and powers of two across the range.
  std::vector<float> ts = {0x1.5d589ep6f, 0x1.5d58ap6f,  126.0f,         0x1.2f703p5f,
                           0x1.62e43p-9f, 0x1.62e43p-8f, 0x1.0a2b24p-7f, 0x1.62e43p-7f,
                           0.6904f,       0.6931472f,    1.0f,           0x1.34413p-10f,
                           0x1p-9f,       0x1.2p-8f,     0x1p-2f};
  for (int e = -24; e <= 6; ++e) ts.push_back(std::ldexp(1.0f, e));
  std::vector<float> xs;
  for (float t : ts) {
    for (float x : neighbours(t, 24)) {
      xs.push_back(x);
      xs.push_back(-x);
    }
  }
  for (const Fn& fn : kExpFns) expect_accurate(fn, xs);
}

TEST(ExpAccuracy, StratifiedSampleEveryBinade) {
  // 64 random floats of every binade, both signs, against the oracle.
  std::mt19937 rng(34);
  std::vector<float> xs;
  for (std::uint32_t e = 0; e < 255; ++e) {
    for (int i = 0; i < 64; ++i) {
      const std::uint32_t u = (e << 23) | (rng() & 0x7fffffu);
      xs.push_back(fp::as_float(u));
      xs.push_back(-fp::as_float(u));
    }
  }
  for (const Fn& fn : kExpFns) expect_accurate(fn, xs);
}
