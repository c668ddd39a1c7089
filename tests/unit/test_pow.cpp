// Unit tests of the power family (powf, powrf, pownf, rootnf, compoundnf): C23 Annex F special
// values for every pair class, exact results, the logarithm kernel (every table entry, its
// relative accuracy), x near 1 with huge exponents, results near overflow and underflow (2^128,
// 2^-126, 2^-149), subnormal x, and stratified random samples against the MPFR oracle.
// Suites are named Pow* so that --gtest_filter='Pow*' runs them all.
#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <initializer_list>
#include <limits>
#include <random>
#include <utility>
#include <vector>
#include <warpmath/warpmath.hpp>

#include "host_ref/annexf.hpp"
#include "host_ref/oracle.hpp"
#include "unit_support.hpp"

namespace fp = warpmath::fp;
namespace ref = warpmath::host_ref;
namespace pw = warpmath::detail::power;
using warpmath::unit::bound_of;
using warpmath::unit::kInf;
using warpmath::unit::kMax;
using warpmath::unit::kNaN;
using warpmath::unit::kTrueMin;
using warpmath::unit::neighbours;
using warpmath::unit::same_bits;

namespace {

using Pairs = std::vector<std::pair<float, float>>;

float pow_fn(float x, float y) { return warpmath::powf(x, y); }
float powr_fn(float x, float y) { return warpmath::powrf(x, y); }
// The integer functions as the oracle sees them: n carried by a float (exact for these tests).
float pown_fn(float x, float n) { return warpmath::pownf(x, static_cast<long long>(n)); }
float rootn_fn(float x, float n) { return warpmath::rootnf(x, static_cast<long long>(n)); }
float compoundn_fn(float x, float n) { return warpmath::compoundnf(x, static_cast<long long>(n)); }

struct Fn2 {
  const char* name;
  float (*f)(float, float);
  ref::Ref r;
  bool integer_n;  // the second argument is an integer n
};

const Fn2 kPowFns[] = {
    {"powf", pow_fn, ref::Ref::pow, false},
    {"powrf", powr_fn, ref::Ref::powr, false},
    {"pownf", pown_fn, ref::Ref::pown, true},
    {"rootnf", rootn_fn, ref::Ref::rootn, true},
    {"compoundnf", compoundn_fn, ref::Ref::compoundn, true},
};

struct Worst {
  double ulp = 0.0;
  float x = 0.0f, y = 0.0f;
  long long count = 0, non_cr = 0;
};

// f on every pair against the oracle: special values bit for bit, others within `bound` ulps.
// Reports at most 10 failures per call.
Worst check_pairs(const Fn2& fn, const Pairs& pairs, double bound) {
  Worst w;
  int failures = 0;
  for (const auto& [x, y] : pairs) {
    const ref::RefValue rv = ref::evaluate2(fn.r, x, y);
    const float got = fn.f(x, y);
    const double err = ref::ulp_error(got, rv);
    const bool special = ref::is_special_mistake2(x, y, got, rv);
    ++w.count;
    if (!same_bits(got, rv.rounded)) ++w.non_cr;
    if (err > w.ulp) w = {err, x, y, w.count, w.non_cr};
    if ((special || !(err <= bound)) && ++failures <= 10) {
      ADD_FAILURE() << fn.name << "(" << std::hexfloat << x << ", " << y << ") = " << got
                    << ", correctly rounded " << rv.rounded << std::defaultfloat << " (" << err
                    << " ulp)";
    }
  }
  return w;
}

void report(const char* what, const Worst& w) {
  std::printf("  %-44s max %.6f ulp at (%a, %a), %lld pairs, %lld not correctly rounded\n", what,
              w.ulp, static_cast<double>(w.x), static_cast<double>(w.y), w.count, w.non_cr);
}

// The error of `got` against a long double reference (glibc's powl / expl, 2^-63 relative): for
// integers n that are not floats, which the oracle cannot take.
double ulp_error_ld(float got, long double exact) {
  const ref::RefValue rv{static_cast<float>(exact), static_cast<double>(exact)};
  return ref::ulp_error(got, rv);
}

// clang-format off
const std::vector<float>& special_xs() {
  static const std::vector<float> xs = {
      0.0f, -0.0f, kInf, -kInf, kNaN, -kNaN, 1.0f, -1.0f, 0.5f, -0.5f, 2.0f, -2.0f, 3.0f, -3.0f,
      kTrueMin, -kTrueMin, 0x1.fffffcp-127f, 0x1p-126f, -0x1p-126f, kMax, -kMax, 0x1.fffffep-1f,
      -0x1.fffffep-1f, 0x1.000002p0f, -0x1.000002p0f, 10.0f, 0.1f, -1.5f};
  return xs;
}

const std::vector<float>& special_ys() {
  static const std::vector<float> ys = {
      0.0f, -0.0f, kInf, -kInf, kNaN, 1.0f, -1.0f, 2.0f, -2.0f, 3.0f, -3.0f, 0.5f, -0.5f, 1.5f,
      -1.5f, 8388609.0f, -8388609.0f, 16777215.0f, -16777215.0f, 0x1p24f, -0x1p24f, 0x1.000002p24f,
      0x1.fffffep22f /* 2^23 - 0.5 */, -0x1.fffffep22f, kMax, -kMax, kTrueMin, -kTrueMin, 127.0f,
      128.0f, -149.0f, -150.0f, 0x1p30f, 0x1.8p-1f, -0x1.8p-1f};
  return ys;
}
// clang-format on

bool is_integer(float v) { return std::isfinite(v) && v == std::trunc(v); }

}  // namespace

// ---------------------------------------------------------------------------------------------
// Special values (C23 Annex F).

TEST(PowSpecial, AnnexFTables) {
  int checked = 0;
  std::vector<ref::SpecialCase2> cases = ref::annexf_cases2();
  const std::vector<ref::SpecialCase2> exact = ref::annexf_exact_cases2();
  cases.insert(cases.end(), exact.begin(), exact.end());
  for (const ref::SpecialCase2& c : cases) {
    for (const Fn2& fn : kPowFns) {
      if (fn.r != c.ref) continue;
      ++checked;
      EXPECT_TRUE(same_bits(fn.f(c.x, c.y), c.expected))
          << fn.name << "(" << std::hexfloat << c.x << ", " << c.y << ") = " << fn.f(c.x, c.y)
          << ", expected " << c.expected;
    }
  }
  EXPECT_GT(checked, 60);
}

TEST(PowSpecial, EveryPairOfSpecialArguments) {
  for (const Fn2& fn : kPowFns) {
    Pairs pairs;
    for (float x : special_xs()) {
      for (float y : special_ys()) {
        if (fn.integer_n && !is_integer(y)) continue;
        if (fn.integer_n && std::fabs(y) > 0x1p24f) continue;  // n must fit the test's long long
        pairs.emplace_back(x, y);
      }
    }
    check_pairs(fn, pairs, bound_of(fn.name));
  }
}

TEST(PowSpecial, NamedCasesOfPow) {
  using warpmath::powf;
  EXPECT_EQ(powf(kNaN, 0.0f), 1.0f);
  EXPECT_EQ(powf(kNaN, -0.0f), 1.0f);
  EXPECT_EQ(powf(1.0f, kNaN), 1.0f);
  EXPECT_EQ(powf(-1.0f, kInf), 1.0f);
  EXPECT_EQ(powf(-1.0f, -kInf), 1.0f);
  EXPECT_TRUE(std::isnan(powf(-1.0f, kNaN)));
  EXPECT_TRUE(same_bits(powf(-0.0f, -3.0f), -kInf));
  EXPECT_TRUE(same_bits(powf(-0.0f, -2.0f), kInf));
  EXPECT_TRUE(same_bits(powf(-0.0f, -0.5f), kInf));
  EXPECT_TRUE(same_bits(powf(-0.0f, 3.0f), -0.0f));
  EXPECT_TRUE(same_bits(powf(-0.0f, 4.0f), 0.0f));
  EXPECT_TRUE(same_bits(powf(-0.0f, 0.5f), 0.0f));
  EXPECT_TRUE(same_bits(powf(-kInf, 3.0f), -kInf));
  EXPECT_TRUE(same_bits(powf(-kInf, -3.0f), -0.0f));
  EXPECT_TRUE(same_bits(powf(-kInf, 2.5f), kInf));
  EXPECT_TRUE(same_bits(powf(-kInf, -2.5f), 0.0f));
  EXPECT_TRUE(same_bits(powf(0.5f, -kInf), kInf));
  EXPECT_TRUE(same_bits(powf(-2.0f, -kInf), 0.0f));
  EXPECT_TRUE(same_bits(powf(-0.5f, kInf), 0.0f));
  EXPECT_TRUE(same_bits(powf(2.0f, kInf), kInf));
  EXPECT_TRUE(std::isnan(powf(-2.0f, 0.5f)));
  EXPECT_TRUE(std::isnan(powf(-kMax, 0x1.fffffep22f)));
  EXPECT_TRUE(same_bits(powf(-2.0f, 0x1p24f), kInf));  // even: every float >= 2^24
  EXPECT_TRUE(same_bits(powf(-0.5f, 16777215.0f), -0.0f));
}

TEST(PowSpecial, NamedCasesOfPowrPownRootnCompoundn) {
  using namespace warpmath;
  EXPECT_TRUE(std::isnan(powrf(-0x1p-149f, 2.0f)));
  EXPECT_TRUE(std::isnan(powrf(0.0f, 0.0f)));
  EXPECT_TRUE(std::isnan(powrf(-0.0f, -0.0f)));
  EXPECT_TRUE(std::isnan(powrf(kInf, -0.0f)));
  EXPECT_TRUE(std::isnan(powrf(1.0f, -kInf)));
  EXPECT_TRUE(std::isnan(powrf(1.0f, kNaN)));
  EXPECT_TRUE(std::isnan(powrf(kNaN, 0.0f)));
  EXPECT_TRUE(same_bits(powrf(-0.0f, -3.0f), kInf));
  EXPECT_TRUE(same_bits(powrf(-0.0f, 3.0f), 0.0f));
  EXPECT_TRUE(same_bits(powrf(1.0f, -3.5f), 1.0f));
  EXPECT_TRUE(same_bits(powrf(0x1p-149f, -0.0f), 1.0f));

  EXPECT_EQ(pownf(kNaN, 0), 1.0f);
  EXPECT_EQ(pownf(-kInf, 0), 1.0f);
  EXPECT_TRUE(same_bits(pownf(-0.0f, -3), -kInf));
  EXPECT_TRUE(same_bits(pownf(-0.0f, -4), kInf));
  EXPECT_TRUE(same_bits(pownf(-0.0f, 5), -0.0f));
  EXPECT_TRUE(same_bits(pownf(-kInf, 5), -kInf));
  EXPECT_TRUE(same_bits(pownf(-kInf, -5), -0.0f));
  EXPECT_TRUE(same_bits(pownf(-kInf, LLONG_MIN), 0.0f));
  EXPECT_TRUE(same_bits(pownf(-1.0f, LLONG_MAX), -1.0f));
  EXPECT_TRUE(same_bits(pownf(-1.0f, LLONG_MIN), 1.0f));
  EXPECT_TRUE(same_bits(pownf(-2.0f, LLONG_MAX), -kInf));
  EXPECT_TRUE(same_bits(pownf(-0.5f, LLONG_MAX), -0.0f));
  EXPECT_TRUE(same_bits(pownf(-0.5f, LLONG_MIN), kInf));
  EXPECT_TRUE(same_bits(pownf(0x1.000002p0f, 1LL << 40), kInf));
  EXPECT_TRUE(same_bits(pownf(0x1.fffffep-1f, 1LL << 40), 0.0f));

  EXPECT_TRUE(std::isnan(rootnf(4.0f, 0)));
  EXPECT_TRUE(std::isnan(rootnf(kNaN, 0)));
  EXPECT_TRUE(std::isnan(rootnf(-4.0f, 2)));
  EXPECT_TRUE(std::isnan(rootnf(-kInf, -2)));
  EXPECT_TRUE(std::isnan(rootnf(-0x1p-149f, LLONG_MIN)));
  EXPECT_TRUE(same_bits(rootnf(-0.0f, 3), -0.0f));
  EXPECT_TRUE(same_bits(rootnf(-0.0f, 2), 0.0f));
  EXPECT_TRUE(same_bits(rootnf(-0.0f, -3), -kInf));
  EXPECT_TRUE(same_bits(rootnf(-0.0f, -2), kInf));
  EXPECT_TRUE(same_bits(rootnf(-kInf, 3), -kInf));
  EXPECT_TRUE(same_bits(rootnf(-kInf, -3), -0.0f));
  EXPECT_TRUE(same_bits(rootnf(kInf, 2), kInf));
  EXPECT_TRUE(same_bits(rootnf(kInf, -2), 0.0f));
  EXPECT_TRUE(same_bits(rootnf(-8.0f, 3), -2.0f));
  EXPECT_TRUE(same_bits(rootnf(-kMax, LLONG_MAX), -1.0f));
  EXPECT_TRUE(same_bits(rootnf(kTrueMin, LLONG_MIN), 1.0f));

  EXPECT_EQ(compoundnf(kNaN, 0), 1.0f);
  EXPECT_EQ(compoundnf(-1.0f, 0), 1.0f);
  EXPECT_TRUE(std::isnan(compoundnf(-2.0f, 0)));
  EXPECT_TRUE(std::isnan(compoundnf(-kInf, 3)));
  EXPECT_TRUE(std::isnan(compoundnf(-0x1.000002p0f, 1)));
  EXPECT_TRUE(same_bits(compoundnf(-1.0f, -1), kInf));
  EXPECT_TRUE(same_bits(compoundnf(-1.0f, 1), 0.0f));
  EXPECT_TRUE(same_bits(compoundnf(kInf, 1), kInf));
  EXPECT_TRUE(same_bits(compoundnf(kInf, -1), 0.0f));
  EXPECT_TRUE(same_bits(compoundnf(-0.0f, 7), 1.0f));
  EXPECT_TRUE(same_bits(compoundnf(0x1p-40f, LLONG_MAX), kInf));
  EXPECT_TRUE(same_bits(compoundnf(-0x1p-40f, LLONG_MAX), 0.0f));
}

// ---------------------------------------------------------------------------------------------
// Exact results.

TEST(PowExact, PowersOfTwo) {
  for (int k = -160; k <= 135; ++k) {
    const float expected = k > 127 ? kInf : std::ldexp(1.0f, k);  // 2^-150 ties to +0
    EXPECT_TRUE(same_bits(warpmath::powf(2.0f, static_cast<float>(k)), expected)) << k;
    EXPECT_TRUE(same_bits(warpmath::pownf(2.0f, k), expected)) << k;
    EXPECT_TRUE(same_bits(warpmath::powf(0.5f, static_cast<float>(-k)), expected)) << k;
    EXPECT_TRUE(same_bits(warpmath::powrf(4.0f, 0.5f * static_cast<float>(k)), expected)) << k;
    EXPECT_TRUE(same_bits(warpmath::compoundnf(1.0f, k), expected)) << k;
    EXPECT_TRUE(same_bits(warpmath::compoundnf(-0.5f, -k), expected)) << k;
    const float odd_sign = (k & 1) != 0 ? -expected : expected;
    EXPECT_TRUE(same_bits(warpmath::powf(-2.0f, static_cast<float>(k)), odd_sign)) << k;
    EXPECT_TRUE(same_bits(warpmath::pownf(-2.0f, k), odd_sign)) << k;
    if (k >= -149 && k <= 127) {
      // rootn(2^(3j), 3) = 2^j and rootn(2^k, -1) = 2^-k.
      if (k % 3 == 0) {
        EXPECT_EQ(warpmath::rootnf(expected, 3), std::ldexp(1.0f, k / 3)) << k;
      }
      if (k >= -127) {
        EXPECT_EQ(warpmath::rootnf(expected, -1), std::ldexp(1.0f, -k)) << k;
      }
    }
  }
  EXPECT_EQ(warpmath::powf(2.0f, 3.0f), 8.0f);
  EXPECT_EQ(warpmath::powf(4.0f, 0.5f), 2.0f);
  EXPECT_EQ(warpmath::powf(-3.0f, 3.0f), -27.0f);
  EXPECT_EQ(warpmath::rootnf(8.0f, 3), 2.0f);
  EXPECT_EQ(warpmath::rootnf(-27.0f, 3), -3.0f);
}

TEST(PowExact, IdentityAndRepresentablePowers) {
  std::mt19937 gen(11);
  for (int i = 0; i < 20000; ++i) {
    // Every binade, subnormals included, both signs.
    const float x = fp::as_float(gen() & 0xffffffffu);
    if (!std::isfinite(x) || x == 0.0f) continue;
    EXPECT_TRUE(same_bits(warpmath::powf(x, 1.0f), x)) << std::hexfloat << x;
    EXPECT_TRUE(same_bits(warpmath::pownf(x, 1), x)) << std::hexfloat << x;
    EXPECT_TRUE(same_bits(warpmath::rootnf(x, 1), x)) << std::hexfloat << x;
    if (x > 0.0f) {
      EXPECT_TRUE(same_bits(warpmath::powrf(x, 1.0f), x)) << std::hexfloat << x;
    }
    if (x > -1.0f) {
      const float one_plus = 1.0f + x;  // compare only where 1 + x is exact
      if (static_cast<double>(one_plus) - 1.0 == static_cast<double>(x) &&
          std::isfinite(one_plus)) {
        EXPECT_TRUE(same_bits(warpmath::compoundnf(x, 1), one_plus)) << std::hexfloat << x;
      }
    }
    // Squares and cubes of 8-bit significands are exact floats: s <= 2^40, s^3 >= 2^-120.
    const float s =
        std::ldexp(static_cast<float>(gen() % 256 + 1), static_cast<int>(gen() % 73) - 40);
    const double s2 = static_cast<double>(s) * s, s3 = s2 * s;
    EXPECT_EQ(warpmath::powf(s, 2.0f), static_cast<float>(s2)) << std::hexfloat << s;
    EXPECT_EQ(warpmath::pownf(-s, 3), static_cast<float>(-s3)) << std::hexfloat << s;
    EXPECT_EQ(warpmath::powf(static_cast<float>(s2), 0.5f), s) << std::hexfloat << s;
    EXPECT_EQ(warpmath::rootnf(static_cast<float>(s2), 2), s) << std::hexfloat << s;
    EXPECT_EQ(warpmath::rootnf(static_cast<float>(-s3), 3), -s) << std::hexfloat << s;
  }
  // Integer powers that fit in 24 bits: 3^15, 5^10, 7^8, 11^6, 13^6 (and their reciprocal roots).
  const int bases[] = {3, 5, 7, 11, 13};
  const int exps[] = {15, 10, 8, 6, 6};
  for (int i = 0; i < 5; ++i) {
    double p = 1.0;
    for (int j = 1; j <= exps[i]; ++j) {
      p *= bases[i];
      EXPECT_EQ(warpmath::powf(static_cast<float>(bases[i]), static_cast<float>(j)),
                static_cast<float>(p));
      EXPECT_EQ(warpmath::pownf(static_cast<float>(-bases[i]), j),
                static_cast<float>((j & 1) ? -p : p));
      EXPECT_EQ(warpmath::rootnf(static_cast<float>(p), j), static_cast<float>(bases[i]));
      EXPECT_EQ(warpmath::compoundnf(static_cast<float>(bases[i] - 1), j), static_cast<float>(p));
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The logarithm kernel (pow/pow_log2.hpp) and the helpers of pow/pow_kernels.hpp.

TEST(PowLog2, EveryEntryReducesExactlyAndSmall) {
  std::vector<int> hits(1 << pw::kLog2TableBits, 0);
  for (std::uint32_t k = 0; k < (1u << 23); ++k) {
    const std::uint32_t ux = pw::kLog2TableOffsetBits + k;
    const pw::log2_detail::split s = pw::log2_detail::split_for_log2(ux);
    ASSERT_EQ(s.e, 0.0f);
    ASSERT_EQ(fp::as_uint(s.z), ux);
    const float r = fp::fma(s.z, s.entry.c, -1.0f);
    const long double exact = static_cast<long double>(s.z) * s.entry.c - 1.0L;
    ASSERT_EQ(static_cast<long double>(r), exact) << std::hexfloat << s.z;
    ASSERT_LE(std::fabs(r), 0x1.5a0000p-8f) << std::hexfloat << s.z;  // 0.0052796
    ++hits[k >> pw::kLog2TableShift];
  }
  for (int h : hits) EXPECT_EQ(h, 1 << pw::kLog2TableShift);
  EXPECT_EQ(pw::log2_table(pw::kLog2UnitEntry).c, 1.0f);
  EXPECT_EQ(pw::log2_table(pw::kLog2UnitEntry).t_hi, 0.0f);
}

TEST(PowLog2, RelativeErrorBelow2m45) {
  // All significands for e = 0 and e = -1 (there |log2 x| can be small), a stride elsewhere.
  const int exponents[] = {0, -1, 1, 7, -30, -125, 127};
  for (int e : exponents) {
    double worst = 0.0;
    const std::uint32_t stride = (e == 0 || e == -1) ? 1u : 61u;
    for (std::uint32_t k = 0; k < (1u << 23); k += stride) {
      const float x = std::ldexp(fp::as_float(pw::kLog2TableOffsetBits + k), e);  // exact
      const fp::ff l = pw::log2_ff_rel44(fp::as_uint(x));
      const long double exact = std::log2(static_cast<long double>(x));
      if (exact == 0.0L) {
        EXPECT_EQ(l.hi, 0.0f);
        EXPECT_EQ(l.lo, 0.0f);
        continue;
      }
      const long double got = static_cast<long double>(l.hi) + l.lo;
      worst = std::max(worst, static_cast<double>(std::fabs((got - exact) / exact)));
    }
    EXPECT_LT(worst, 0x1p-45) << "e = " << e << ": 2^" << std::log2(worst);
    if (e == 0)
      std::printf("  log2_ff_rel44, e = 0: max relative error 2^%.2f\n", std::log2(worst));
  }
  // Subnormal x, through normalise_subnormal.
  for (std::uint32_t u = 1; u < 0x00800000u; u += 97u) {
    const fp::ff l = pw::log2_ff_rel44(warpmath::detail::reduce::normalise_subnormal(u));
    const long double exact = std::log2(static_cast<long double>(fp::as_float(u)));
    const long double got = static_cast<long double>(l.hi) + l.lo;
    EXPECT_LT(std::fabs((got - exact) / exact), 0x1p-45L) << u;
  }
  // Powers of two are exact.
  for (int e = -126; e <= 127; ++e) {
    const fp::ff l = pw::log2_ff_rel44(fp::as_uint(std::ldexp(1.0f, e)));
    EXPECT_EQ(l.hi, static_cast<float>(e));
    EXPECT_EQ(l.lo, 0.0f);
  }
}

TEST(PowLog2, Log2p1RelativeErrorBelow2m44) {
  double worst = 0.0;
  for (std::uint32_t u = 0x0d800000u; u < 0x7f800000u; u += 2039u) {  // |x| from 2^-100
    for (float x : {fp::as_float(u), -fp::as_float(u)}) {
      if (!(x > -1.0f)) continue;
      const fp::ff l = pw::log2_1p_ff(x);
      const long double exact = std::log1p(static_cast<long double>(x)) / std::log(2.0L);
      const long double got = static_cast<long double>(l.hi) + l.lo;
      worst = std::max(worst, static_cast<double>(std::fabs((got - exact) / exact)));
    }
  }
  EXPECT_LT(worst, 0x1p-44) << "2^" << std::log2(worst);
  std::printf("  log2_1p_ff: max relative error 2^%.2f\n", std::log2(worst));
  // Near zero 1 + x is not exact, but the result keeps its sign and value.
  EXPECT_EQ(pw::log2_1p_ff(0.0f).hi, 0.0f);
  EXPECT_EQ(pw::log2_1p_ff(1.0f).hi, 1.0f);
  EXPECT_EQ(pw::log2_1p_ff(-0.5f).hi, -1.0f);
}

TEST(PowKernels, IntegerClassesAndSplits) {
  using K = pw::integer_kind;
  const std::pair<float, K> cases[] = {{0.0f, K::even},
                                       {-0.0f, K::even},
                                       {1.0f, K::odd},
                                       {-1.0f, K::odd},
                                       {2.0f, K::even},
                                       {3.0f, K::odd},
                                       {0.5f, K::not_integer},
                                       {1.5f, K::not_integer},
                                       {kTrueMin, K::not_integer},
                                       {8388609.0f, K::odd},
                                       {16777215.0f, K::odd},
                                       {0x1p24f, K::even},
                                       {0x1.fffffep22f, K::not_integer},
                                       {kMax, K::even},
                                       {0x1.fffffep-1f, K::not_integer},
                                       {-0x1.000002p23f, K::odd}};
  for (const auto& [y, kind] : cases)
    EXPECT_EQ(pw::classify_integer(fp::as_uint(y)), kind) << std::hexfloat << y;

  const long long ns[] = {1,
                          -1,
                          (1LL << 24) - 1,
                          1LL << 24,
                          (1LL << 24) + 1,
                          (1LL << 30) + 12345,
                          -((1LL << 47) + 3),
                          (1LL << 48) - 1,
                          LLONG_MAX,
                          LLONG_MIN};
  for (long long n : ns) {
    const auto s = pw::kernels_detail::split_integer(n);
    const long double sum = static_cast<long double>(s.hi) + s.lo;
    if (n > -(1LL << 48) && n < (1LL << 48)) {
      EXPECT_EQ(sum, static_cast<long double>(n)) << n;
    } else {
      EXPECT_LE(std::fabs(sum - static_cast<long double>(n)),
                std::fabs(static_cast<long double>(n)) * 0x1p-23L)
          << n;
    }
    EXPECT_LE(std::fabs(s.lo), std::fabs(s.hi) * 0x1p-23f) << n;
  }
}

// ---------------------------------------------------------------------------------------------
// Hard cases: x near 1 with huge |y|, results near 2^128, 2^-126, 2^-149 and 2^-150, subnormal x.

namespace {

// y = t / log2|x| and its neighbours: x^y = 2^t, near the interesting t.
void add_targets(Pairs* pairs, float x, const std::vector<double>& ts, int radius, bool integer_y) {
  const double l = std::log2(std::fabs(static_cast<double>(x)));
  if (l == 0.0) return;
  for (double t : ts) {
    const float y = static_cast<float>(t / l);
    if (!std::isfinite(y)) continue;
    for (float yy : neighbours(y, radius)) {
      if (integer_y) yy = std::nearbyint(yy);
      pairs->emplace_back(x, yy);
    }
  }
}

const std::vector<double>& edge_targets() {
  static const std::vector<double> ts = {
      0.5,       -0.5,   1.0,        -1.0,       10.0,       -10.0,  100.0,     -100.0,
      125.0,     -125.0, 126.0,      -126.0,     127.0,      127.9,  127.99999, 128.0,
      128.00001, 128.5,  -125.99999, -126.00001, -127.0,     -140.0, -148.99,   -149.0,
      -149.01,   -149.5, -150.0,     -150.00001, -149.99999, -150.5, -151.0,    -152.0};
  return ts;
}

}  // namespace

TEST(PowHard, NearOneWithHugeExponents) {
  Pairs pairs, negative_pairs;
  for (int k = 1; k <= 64; k = k < 8 ? k + 1 : k * 2) {
    for (float x :
         {1.0f + static_cast<float>(k) * 0x1p-23f, 1.0f - static_cast<float>(k) * 0x1p-24f}) {
      add_targets(&pairs, x, edge_targets(), 2, false);
      add_targets(&negative_pairs, -x, edge_targets(), 2, true);
    }
  }
  const Fn2& pow = kPowFns[0];
  const Worst w = check_pairs(pow, pairs, bound_of("powf"));
  const Worst wn = check_pairs(pow, negative_pairs, bound_of("powf"));
  report("powf, x = 1 +- k ulp", w);
  report("powf, x = -(1 +- k ulp), integer y", wn);
  check_pairs(kPowFns[1], pairs, bound_of("powrf"));
}

TEST(PowHard, OverflowAndUnderflowThresholds) {
  std::mt19937 gen(5);
  Pairs pairs;
  for (int i = 0; i < 3000; ++i) {
    const float x = fp::as_float(0x00800000u + gen() % (0x7f000000u));  // positive normal
    add_targets(&pairs, x, {128.0, 127.99999, -126.0, -149.0, -150.0, -151.0}, 3, false);
  }
  // Exact thresholds: 2^128 overflows, the largest float does not; 2^-150 ties to +0.
  EXPECT_TRUE(same_bits(warpmath::powf(2.0f, 128.0f), kInf));
  EXPECT_TRUE(same_bits(warpmath::powf(kMax, 1.0f), kMax));
  EXPECT_TRUE(
      same_bits(warpmath::powf(0x1.fffffep63f, 2.0f), 0x1.fffffcp127f));    // 2^128 - 2^105 + 2^80
  EXPECT_TRUE(same_bits(warpmath::powf(0x1p-75f, 2.0f), 0.0f));             // 2^-150: tie to 0
  EXPECT_TRUE(same_bits(warpmath::powf(0x1.000002p-75f, 2.0f), kTrueMin));  // just above the tie
  EXPECT_TRUE(same_bits(warpmath::powf(-0x1p-50f, 3.0f), -0.0f));           // -2^-150: tie to -0
  EXPECT_TRUE(same_bits(warpmath::powf(-0x1.000002p-50f, 3.0f), -kTrueMin));
  const Worst w = check_pairs(kPowFns[0], pairs, bound_of("powf"));
  report("powf, results near 2^128, 2^-126, 2^-149", w);
}

TEST(PowHard, SubnormalX) {
  std::mt19937 gen(9);
  std::uniform_real_distribution<double> t(-152.0, 130.0);
  Pairs pairs;
  for (int i = 0; i < 20000; ++i) {
    const float x = fp::as_float(1u + gen() % 0x007fffffu);
    const double l = std::log2(static_cast<double>(x));
    pairs.emplace_back(x, static_cast<float>(t(gen) / l));
    pairs.emplace_back(-x, std::nearbyint(static_cast<float>(t(gen) / l)));
    pairs.emplace_back(x, static_cast<float>(static_cast<int>(gen() % 9) - 4) * 0.5f);
  }
  const Worst w = check_pairs(kPowFns[0], pairs, bound_of("powf"));
  report("powf, subnormal x", w);
}

// ---------------------------------------------------------------------------------------------
// Stratified random samples: x over every binade (bit patterns uniform), both signs; y such that
// x^y is finite and nonzero or near the edges (t = y log2|x| uniform in [-155, 132]), plus small
// integers and half-integers.

namespace {

float random_x(std::mt19937& gen, bool allow_negative) {
  const float x = fp::as_float(1u + gen() % 0x7f7fffffu);  // positive, subnormal to FLT_MAX
  return allow_negative && (gen() & 1u) ? -x : x;
}

Pairs random_pow_pairs(int count, bool allow_negative, unsigned seed) {
  std::mt19937 gen(seed);
  std::uniform_real_distribution<double> t(-155.0, 132.0);
  Pairs pairs;
  for (int i = 0; i < count; ++i) {
    const float x = random_x(gen, allow_negative);
    const double l = std::log2(std::fabs(static_cast<double>(x)));
    float y;
    switch (i % 4) {
      case 0:
      case 1:
        y = static_cast<float>(t(gen) / l);
        break;
      case 2:
        y = static_cast<float>(static_cast<int>(gen() % 129) - 64);
        break;
      default:
        y = static_cast<float>(static_cast<int>(gen() % 257) - 128) * 0.5f;
        break;
    }
    if (x < 0.0f) y = std::nearbyint(y);
    pairs.emplace_back(x, y);
  }
  return pairs;
}

// Integer exponents as floats (|n| <= 2^24, the oracle's range): n = t / log2|x| rounded.
Pairs random_integer_pairs(int count, bool allow_negative, unsigned seed) {
  std::mt19937 gen(seed);
  std::uniform_real_distribution<double> t(-155.0, 132.0);
  Pairs pairs;
  for (int i = 0; i < count; ++i) {
    const float x = random_x(gen, allow_negative);
    const double l = std::log2(std::fabs(static_cast<double>(x)));
    double n = i % 2 == 0 ? std::nearbyint(t(gen) / l)
                          : static_cast<double>(static_cast<int>(gen() % 41) - 20);
    n = std::max(-0x1p24, std::min(0x1p24, n));
    pairs.emplace_back(x, static_cast<float>(n));
  }
  return pairs;
}

}  // namespace

TEST(PowAccuracy, PowfStratifiedSample) {
  const Worst w = check_pairs(kPowFns[0], random_pow_pairs(400000, true, 1), bound_of("powf"));
  report("powf, 4e5 stratified pairs", w);
}

TEST(PowAccuracy, PowrfStratifiedSample) {
  const Worst w = check_pairs(kPowFns[1], random_pow_pairs(100000, false, 2), bound_of("powrf"));
  report("powrf, 1e5 stratified pairs", w);
}

TEST(PowAccuracy, PownfStratifiedSample) {
  const Pairs pairs = random_integer_pairs(40000, true, 3);
  const Worst w = check_pairs(kPowFns[2], pairs, bound_of("pownf"));
  report("pownf, 4e4 stratified pairs", w);
  // For |n| <= 2^24 pownf(x, n) is powf(x, n) bit for bit.
  for (const auto& [x, n] : pairs)
    ASSERT_TRUE(same_bits(warpmath::pownf(x, static_cast<long long>(n)), warpmath::powf(x, n)))
        << std::hexfloat << x << " " << n;
}

TEST(PowAccuracy, PownfIntegersBeyondFloats) {
  // |n| > 2^24 is not a float: against powl (2^-63), x near 1 so that x^n stays in range.
  std::mt19937 gen(4);
  std::uniform_real_distribution<double> t(-152.0, 129.0);
  Worst w;
  for (int i = 0; i < 20000; ++i) {
    const int k = 1 + static_cast<int>(gen() % 4096);
    const float x = (gen() & 1u) ? 1.0f + static_cast<float>(k) * 0x1p-23f
                                 : 1.0f - static_cast<float>(k) * 0x1p-24f;
    const double l = std::log2(static_cast<double>(x));
    long long n = static_cast<long long>(t(gen) / l);
    if (std::llabs(n) <= (1LL << 24)) n += n < 0 ? -(1LL << 24) : (1LL << 24);
    const float sx = (gen() & 1u) ? -x : x;
    const float got = warpmath::pownf(sx, n);
    const long double exact = std::pow(static_cast<long double>(sx), static_cast<long double>(n));
    const double err = ulp_error_ld(got, exact);
    ++w.count;
    if (err > w.ulp) w = {err, sx, static_cast<float>(n), w.count, 0};
    if (!(err < 1.0)) ADD_FAILURE() << std::hexfloat << sx << " " << std::dec << n << ": " << err;
  }
  report("pownf, |n| > 2^24 (vs powl)", w);
}

TEST(PowAccuracy, RootnfStratifiedSample) {
  std::mt19937 gen(6);
  Pairs pairs;
  for (int i = 0; i < 30000; ++i) {
    float n;
    switch (i % 3) {
      case 0:
        n = static_cast<float>(1 + gen() % 12);
        break;
      case 1:
        n = static_cast<float>(1 + gen() % 2000);
        break;
      default:
        n = static_cast<float>(1 + gen() % (1u << 24));
        break;
    }
    if (gen() & 1u) n = -n;
    float x = random_x(gen, false);
    if ((static_cast<long long>(n) & 1) && (gen() & 1u)) x = -x;
    pairs.emplace_back(x, n);
  }
  const Worst w = check_pairs(kPowFns[3], pairs, bound_of("rootnf"));
  report("rootnf, 3e4 stratified pairs", w);
  // |n| beyond 2^24, against powl.
  Worst wl;
  for (int i = 0; i < 5000; ++i) {
    // Bit lengths 26 to 63 equally often: x^(1/n) - 1 from 2^-18 down to far below an ulp.
    const int bits = 26 + static_cast<int>(gen() % 38);
    const std::uint64_t low = (static_cast<std::uint64_t>(gen()) << 32) | gen();
    const std::uint64_t top = 1ULL << (bits - 1);
    long long n = static_cast<long long>(top | (low & (top - 1)));
    if (gen() & 1u) n = -n;
    const float x = random_x(gen, false);
    const float got = warpmath::rootnf(x, n);
    const long double exact =
        std::pow(static_cast<long double>(x), 1.0L / static_cast<long double>(n));
    const double err = ulp_error_ld(got, exact);
    ++wl.count;
    if (err > wl.ulp) wl = {err, x, static_cast<float>(n), wl.count, 0};
    EXPECT_LT(err, 1.0) << std::hexfloat << x << " " << std::dec << n;
  }
  report("rootnf, |n| > 2^24 (vs powl)", wl);
}

TEST(PowAccuracy, CompoundnfStratifiedSample) {
  std::mt19937 gen(7);
  std::uniform_real_distribution<double> t(-155.0, 132.0);
  Pairs pairs;
  for (int i = 0; i < 30000; ++i) {
    float x = random_x(gen, false);
    if (gen() & 1u) x = -std::ldexp(x, -128);  // negative: x in (-1, 0), every binade
    if (!(x > -1.0f)) x = -0.5f;
    const double l = std::log1p(static_cast<double>(x)) / std::log(2.0);
    double n = i % 2 == 0 ? std::nearbyint(t(gen) / l)
                          : static_cast<double>(static_cast<int>(gen() % 41) - 20);
    n = std::max(-0x1p24, std::min(0x1p24, n));
    pairs.emplace_back(x, static_cast<float>(n));
  }
  // Near the branch of log2_1p_ff: x around -2^-9 and 2^-8.
  for (float edge : {-0x1p-9f, 0x1p-8f})
    for (float x : neighbours(edge, 4))
      for (float n : {1.0f, 3.0f, 1000.0f, -77777.0f}) pairs.emplace_back(x, n);
  const Worst w = check_pairs(kPowFns[4], pairs, bound_of("compoundnf"));
  report("compoundnf, 3e4 stratified pairs", w);
  // Tiny rates compounded over many periods: |n| up to 2^62, against expl(n log1pl(x)).
  Worst wl;
  for (int i = 0; i < 5000; ++i) {
    const float x =
        std::ldexp(static_cast<float>(1 + gen() % 0xffffff), -24 - static_cast<int>(gen() % 40)) *
        ((gen() & 1u) ? -1.0f : 1.0f);
    const long double l = std::log1p(static_cast<long double>(x));
    const long long n = static_cast<long long>(t(gen) * std::log(2.0L) / l);
    const float got = warpmath::compoundnf(x, n);
    const long double exact = std::exp(static_cast<long double>(n) * l);
    const double err = ulp_error_ld(got, exact);
    ++wl.count;
    if (err > wl.ulp) wl = {err, x, static_cast<float>(n), wl.count, 0};
    EXPECT_LT(err, 1.0) << std::hexfloat << x << " " << std::dec << n;
  }
  report("compoundnf, tiny x, huge n (vs expl)", wl);
}
