// tests/unit/test_fast.cpp -- the fast tier (warpmath::fast): Annex F special values, subnormal
// inputs, and the documented error bounds on a stratified sample (every binade, both signs, plus
// subnormals) against the correctly rounded MPFR oracle.  The bounds are the maxima of the
// exhaustive sweeps of warpmath-conformance (docs/sweeps/fast_*.json; over a fast domain:
// `warpmath-conformance fast_sinf --space exhaustive --fast-domain`), as documented in
// include/warpmath/fast/.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <vector>
#include <warpmath/warpmath.hpp>

#include "host_ref/oracle.hpp"
#include "tests/unit/unit_support.hpp"

namespace {

namespace ref = warpmath::host_ref;
namespace fast = warpmath::fast;
using warpmath::unit::kInf;
using warpmath::unit::kMax;
using warpmath::unit::kNaN;
using warpmath::unit::kTrueMin;
using warpmath::unit::same_bits;

float bits_to_float(std::uint32_t u) {
  float f;
  std::memcpy(&f, &u, sizeof f);
  return f;
}

// Every binade of both signs (64 significands each, from a fixed LCG), and 2048 subnormals.
std::vector<float> stratified_sample() {
  std::vector<float> xs;
  std::uint32_t state = 12345u;
  for (std::uint32_t sign = 0; sign < 2; ++sign) {
    for (std::uint32_t e = 0; e < 255; ++e) {
      for (int i = 0; i < (e == 0 ? 2048 : 64); ++i) {
        state = state * 1664525u + 1013904223u;
        xs.push_back(bits_to_float((sign << 31) | (e << 23) | (state >> 9)));
      }
    }
  }
  return xs;
}

// Max ulp error of f against the oracle over the sample, within the domain and over all of it.
void check_bound(const std::function<float(float)>& f, ref::Ref r, double bound_domain,
                 double bound_all, const std::function<bool(float)>& in_domain) {
  for (float x : stratified_sample()) {
    const float got = f(x);
    const ref::RefValue rv = ref::evaluate(r, x);
    const double err = ref::ulp_error(got, rv);
    ASSERT_LE(err, in_domain(x) ? bound_domain : bound_all)
        << std::hexfloat << "x = " << x << " got " << got << " want " << rv.rounded;
    if (!std::isfinite(x) || x == 0.0f || !std::isfinite(rv.rounded) || rv.rounded == 0.0f) {
      ASSERT_FALSE(ref::is_special_mistake(x, got, rv)) << std::hexfloat << "x = " << x;
    }
  }
}

bool all(float) { return true; }
double bound(const char* id) { return warpmath::unit::bound_of(id, 0.0); }
bool trig_domain(float x) { return std::fabs(x) < 131072.0f; }

TEST(FastExp, SpecialValues) {
  for (auto f : {fast::expf, fast::exp2f, fast::exp10f}) {
    EXPECT_EQ(f(0.0f), 1.0f);
    EXPECT_EQ(f(-0.0f), 1.0f);
    EXPECT_TRUE(same_bits(f(kInf), kInf));
    EXPECT_TRUE(same_bits(f(-kInf), 0.0f));
    EXPECT_TRUE(std::isnan(f(kNaN)));
    EXPECT_TRUE(same_bits(f(kMax), kInf));
    EXPECT_TRUE(same_bits(f(-kMax), 0.0f));
    EXPECT_EQ(f(kTrueMin), 1.0f);
    EXPECT_EQ(f(-kTrueMin), 1.0f);
  }
  EXPECT_EQ(fast::exp2f(-149.0f), kTrueMin);  // subnormal results are not flushed
  EXPECT_EQ(fast::exp2f(-140.0f), std::ldexp(1.0f, -140));
  EXPECT_TRUE(same_bits(fast::exp2f(128.0f), kInf));
  EXPECT_TRUE(same_bits(fast::exp2f(-151.0f), 0.0f));
  EXPECT_EQ(fast::exp2f(10.0f), 1024.0f);
}

TEST(FastExp, Bounds) {
  check_bound(fast::expf, ref::Ref::exp, bound("fast_expf"), bound("fast_expf"),
              [](float x) { return std::fabs(x) <= 87.33f; });
  check_bound(fast::exp2f, ref::Ref::exp2, bound("fast_exp2f"), bound("fast_exp2f"),
              [](float x) { return std::fabs(x) <= 126.0f; });
  check_bound(fast::exp10f, ref::Ref::exp10, bound("fast_exp10f"), bound("fast_exp10f"),
              [](float x) { return std::fabs(x) <= 37.92f; });
}

TEST(FastLog, SpecialValues) {
  for (auto f : {fast::logf, fast::log2f, fast::log10f}) {
    EXPECT_TRUE(same_bits(f(0.0f), -kInf));
    EXPECT_TRUE(same_bits(f(-0.0f), -kInf));
    EXPECT_TRUE(same_bits(f(1.0f), 0.0f));
    EXPECT_TRUE(same_bits(f(kInf), kInf));
    EXPECT_TRUE(std::isnan(f(-kInf)));
    EXPECT_TRUE(std::isnan(f(-1.0f)));
    EXPECT_TRUE(std::isnan(f(-kTrueMin)));
    EXPECT_TRUE(std::isnan(f(kNaN)));
    EXPECT_TRUE(std::isfinite(f(kTrueMin)));
  }
  EXPECT_EQ(fast::log2f(kTrueMin), -149.0f);  // subnormal inputs are exact, not flushed
  EXPECT_EQ(fast::log2f(1024.0f), 10.0f);
  EXPECT_EQ(fast::log2f(0.5f), -1.0f);
}

TEST(FastLog, Bounds) {
  check_bound(fast::logf, ref::Ref::log, bound("fast_logf"), bound("fast_logf"), all);
  check_bound(fast::log2f, ref::Ref::log2, bound("fast_log2f"), bound("fast_log2f"), all);
  check_bound(fast::log10f, ref::Ref::log10, bound("fast_log10f"), bound("fast_log10f"), all);
}

TEST(FastTrig, SpecialValues) {
  for (auto f : {fast::sinf, fast::tanf}) {
    EXPECT_TRUE(same_bits(f(0.0f), 0.0f));
    EXPECT_TRUE(same_bits(f(-0.0f), -0.0f));
    EXPECT_TRUE(same_bits(f(kTrueMin), kTrueMin));
    EXPECT_TRUE(same_bits(f(-kTrueMin), -kTrueMin));
  }
  for (auto f : {fast::sinf, fast::cosf, fast::tanf}) {
    EXPECT_TRUE(std::isnan(f(kInf)));
    EXPECT_TRUE(std::isnan(f(-kInf)));
    EXPECT_TRUE(std::isnan(f(kNaN)));
    EXPECT_TRUE(std::isfinite(f(kMax)));
    EXPECT_TRUE(std::isfinite(f(-kMax)));
  }
  EXPECT_EQ(fast::cosf(0.0f), 1.0f);
  EXPECT_EQ(fast::cosf(-0.0f), 1.0f);
}

TEST(FastTrig, SincosMatchesSinAndCos) {
  for (float x : stratified_sample()) {
    float s, c;
    fast::sincosf(x, &s, &c);
    ASSERT_TRUE(same_bits(s, fast::sinf(x))) << std::hexfloat << x;
    ASSERT_TRUE(same_bits(c, fast::cosf(x))) << std::hexfloat << x;
  }
}

TEST(FastTrig, Bounds) {
  check_bound(fast::sinf, ref::Ref::sin, bound("fast_sinf"), bound("fast_sinf"), trig_domain);
  check_bound(fast::cosf, ref::Ref::cos, bound("fast_cosf"), bound("fast_cosf"), trig_domain);
  check_bound(fast::tanf, ref::Ref::tan, bound("fast_tanf"), bound("fast_tanf"), trig_domain);
}

TEST(FastTrig, AbsoluteErrorNearZeros) {
  // Near multiples of pi, sin's relative error is set by the reduction; the absolute error stays
  // at the documented 7.2e-8 in the fast domain (7.19e-8 over all |x| < 2^17).
  for (float x : {3.14159274f, 6.28318548f, 0x1.921fb6p+14f, 0x1.f9cbe2p+7f, 0x1.921fb6p+16f}) {
    for (float y : warpmath::unit::neighbours(x, 64)) {
      EXPECT_LE(std::fabs(fast::sinf(y) - std::sin(static_cast<double>(y))), 7.2e-8)
          << std::hexfloat << y;
    }
  }
}

TEST(FastRsqrt, SpecialValues) {
  EXPECT_TRUE(same_bits(fast::rsqrtf(0.0f), kInf));
  EXPECT_TRUE(same_bits(fast::rsqrtf(-0.0f), -kInf));
  EXPECT_TRUE(same_bits(fast::rsqrtf(kInf), 0.0f));
  EXPECT_TRUE(std::isnan(fast::rsqrtf(-1.0f)));
  EXPECT_TRUE(std::isnan(fast::rsqrtf(-kInf)));
  EXPECT_TRUE(std::isnan(fast::rsqrtf(kNaN)));
  EXPECT_EQ(fast::rsqrtf(4.0f), 0.5f);
  EXPECT_EQ(fast::rsqrtf(kTrueMin), std::ldexp(1.0f, 74) * 1.41421354f);  // 2^74.5, not flushed
}

TEST(FastRsqrt, Bounds) {
  check_bound(fast::rsqrtf, ref::Ref::rsqrt, bound("fast_rsqrtf"), bound("fast_rsqrtf"), all);
}

// The catalogue's bound of a fast entry (the tests enforce what the docs state).

struct FastFn {
  const char* name;
  float (*f)(float);
  ref::Ref r;
};

const FastFn kMoreFns[] = {
    {"fast_sinpif", fast::sinpif, ref::Ref::sinpi},
    {"fast_cospif", fast::cospif, ref::Ref::cospi},
    {"fast_asinf", fast::asinf, ref::Ref::asin},
    {"fast_acosf", fast::acosf, ref::Ref::acos},
    {"fast_atanf", fast::atanf, ref::Ref::atan},
    {"fast_sinhf", fast::sinhf, ref::Ref::sinh},
    {"fast_coshf", fast::coshf, ref::Ref::cosh},
    {"fast_tanhf", fast::tanhf, ref::Ref::tanh},
    {"fast_cbrtf", fast::cbrtf, ref::Ref::cbrt},
    {"fast_expm1f", fast::expm1f, ref::Ref::expm1},
    {"fast_log1pf", fast::log1pf, ref::Ref::log1p},
    {"fast_erff", fast::erff, ref::Ref::erf},
    {"fast_erfcf", fast::erfcf, ref::Ref::erfc},
    {"fast_erfinvf", fast::erfinvf, ref::Ref::erfinv},
};

// Random pairs: x over every binade of [2^-20, 2^20] with both signs (a quarter of them integers
// for pow's negative bases, a quarter near 1), y over [-40, 40] (a quarter integers).
struct Pairs {
  std::vector<float> x, y;
};
Pairs pair_sample(bool for_pow) {
  Pairs p;
  std::uint32_t state = 777u;
  auto next = [&state] { return state = state * 1664525u + 1013904223u; };
  for (int i = 0; i < 40000; ++i) {
    const int e = static_cast<int>(next() % 41u) - 20;
    float x = std::ldexp(1.0f + static_cast<float>(next() >> 9) * 0x1p-23f, e);
    float y = static_cast<float>(static_cast<double>(next()) * 0x1p-32 * 80.0 - 40.0);
    if (i % 4 == 1) y = std::rint(y);
    if (for_pow && i % 4 == 2)
      x = 1.0f + static_cast<float>(static_cast<int>(next() % 2001u) - 1000) * 0x1p-23f;
    if (for_pow && i % 4 == 3) x = std::rint(x);
    if (next() & 1u) x = -x;
    if (!for_pow)
      y = std::ldexp(1.0f + static_cast<float>(next() >> 9) * 0x1p-23f,
                     static_cast<int>(next() % 41u) - 20) *
          ((next() & 1u) ? 1.0f : -1.0f);
    p.x.push_back(x);
    p.y.push_back(y);
  }
  return p;
}

TEST(FastMore, AnnexFTable) { warpmath::unit::expect_annexf_table(kMoreFns); }

TEST(FastMore, AnnexFTablePairs) {
  int checked = 0;
  for (const ref::SpecialCase2& c : ref::annexf_cases2()) {
    float got;
    if (c.ref == ref::Ref::atan2) {
      got = fast::atan2f(c.x, c.y);
    } else if (c.ref == ref::Ref::pow) {
      got = fast::powf(c.x, c.y);
    } else {
      continue;
    }
    ++checked;
    EXPECT_TRUE(same_bits(got, c.expected)) << std::hexfloat << "(" << c.x << ", " << c.y
                                            << ") = " << got << ", expected " << c.expected;
  }
  EXPECT_GT(checked, 20);
}

TEST(FastMore, SpecialValues) {
  for (auto f : {fast::sinpif, fast::asinf, fast::atanf, fast::sinhf, fast::tanhf, fast::cbrtf,
                 fast::expm1f, fast::log1pf, fast::erff, fast::erfinvf}) {
    EXPECT_TRUE(same_bits(f(0.0f), 0.0f));
    EXPECT_TRUE(same_bits(f(-0.0f), -0.0f));
    EXPECT_TRUE(std::isnan(f(kNaN)));
    EXPECT_NE(f(kTrueMin), 0.0f);  // subnormal inputs are not flushed
  }
  for (const FastFn& fn : kMoreFns) EXPECT_TRUE(std::isnan(fn.f(kNaN))) << fn.name;
  EXPECT_EQ(fast::cospif(0.0f), 1.0f);
  EXPECT_EQ(fast::coshf(-0.0f), 1.0f);
  EXPECT_EQ(fast::erfcf(0.0f), 1.0f);
  EXPECT_TRUE(same_bits(fast::sinpif(-3.0f), -0.0f));
  EXPECT_TRUE(same_bits(fast::sinpif(0x1p30f), 0.0f));
  EXPECT_TRUE(same_bits(fast::cospif(-1.5f), 0.0f));
  EXPECT_EQ(fast::cospif(0x1p23f + 1.0f), -1.0f);
  EXPECT_EQ(fast::cospif(kMax), 1.0f);
  EXPECT_EQ(fast::sinpif(0.5f), 1.0f);
  EXPECT_EQ(fast::sinpif(-2.5f), -1.0f);
  EXPECT_TRUE(std::isnan(fast::sinpif(kInf)));
  EXPECT_TRUE(std::isnan(fast::cospif(-kInf)));
  EXPECT_TRUE(std::isnan(fast::asinf(1.0000001f)));
  EXPECT_TRUE(std::isnan(fast::acosf(-kInf)));
  EXPECT_TRUE(same_bits(fast::acosf(1.0f), 0.0f));
  EXPECT_EQ(fast::atanf(kInf), 0x1.921fb6p0f);
  EXPECT_EQ(fast::atanf(-kMax), -0x1.921fb6p0f);
  EXPECT_TRUE(same_bits(fast::sinhf(-kInf), -kInf));
  EXPECT_TRUE(same_bits(fast::sinhf(89.5f), kInf));
  EXPECT_TRUE(same_bits(fast::coshf(-kInf), kInf));
  EXPECT_EQ(fast::tanhf(kInf), 1.0f);
  EXPECT_EQ(fast::tanhf(-kMax), -1.0f);
  EXPECT_TRUE(same_bits(fast::cbrtf(-kInf), -kInf));
  EXPECT_EQ(fast::cbrtf(-kTrueMin), -std::cbrt(kTrueMin));
  EXPECT_TRUE(same_bits(fast::expm1f(kInf), kInf));
  EXPECT_EQ(fast::expm1f(-kInf), -1.0f);
  EXPECT_EQ(fast::expm1f(-kMax), -1.0f);
  EXPECT_TRUE(same_bits(fast::expm1f(kMax), kInf));
  EXPECT_TRUE(same_bits(fast::log1pf(-1.0f), -kInf));
  EXPECT_TRUE(std::isnan(fast::log1pf(-1.5f)));
  EXPECT_TRUE(same_bits(fast::log1pf(kInf), kInf));
  EXPECT_TRUE(std::isfinite(fast::log1pf(kMax)));
  EXPECT_EQ(fast::erff(-kInf), -1.0f);
  EXPECT_TRUE(same_bits(fast::erfcf(kInf), 0.0f));
  EXPECT_EQ(fast::erfcf(-kInf), 2.0f);
  EXPECT_GT(fast::erfcf(10.0f), 0.0f);  // subnormal result (2.1e-45), not flushed
}

TEST(FastMore, PowAndAtan2SpecialAndExact) {
  EXPECT_EQ(fast::powf(kNaN, 0.0f), 1.0f);
  EXPECT_EQ(fast::powf(1.0f, kNaN), 1.0f);
  EXPECT_EQ(fast::powf(-1.0f, kInf), 1.0f);
  EXPECT_EQ(fast::powf(2.0f, 3.0f), 8.0f);
  EXPECT_EQ(fast::powf(4.0f, 0.5f), 2.0f);
  EXPECT_EQ(fast::powf(-2.0f, 3.0f), -8.0f);
  EXPECT_TRUE(std::isnan(fast::powf(-2.0f, 0.5f)));
  EXPECT_TRUE(same_bits(fast::powf(-0.0f, -3.0f), -kInf));
  EXPECT_TRUE(same_bits(fast::powf(10.0f, 39.0f), kInf));
  EXPECT_TRUE(same_bits(fast::powf(10.0f, -46.0f), 0.0f));
  EXPECT_EQ(fast::powf(2.0f, -149.0f), kTrueMin);
  EXPECT_TRUE(same_bits(fast::atan2f(-0.0f, -0.0f), -0x1.921fb6p1f));
  EXPECT_TRUE(same_bits(fast::atan2f(0.0f, 0.0f), 0.0f));
  EXPECT_EQ(fast::atan2f(kInf, -kInf), 0x1.2d97c8p1f);
  EXPECT_EQ(fast::atan2f(1.0f, 0.0f), 0x1.921fb6p0f);
  EXPECT_TRUE(std::isnan(fast::atan2f(kNaN, 1.0f)));
}

TEST(FastMore, Bounds) {
  for (const FastFn& fn : kMoreFns) {
    SCOPED_TRACE(fn.name);
    check_bound(fn.f, fn.r, bound(fn.name), bound(fn.name), all);
  }
}

TEST(FastMore, BoundsNearBranchEdges) {
  std::vector<float> xs;
  for (float e : {0.25f,    0.5f,        0.875f,   1.0f,     2.0f,    3.92f,  4.0f,
                  9.0f,     10.0f,       10.06f,   17.33f,   87.0f,   88.72f, 89.41f,
                  0.34657f, 0.70710677f, 0x1p-24f, 0x1p-25f, 0x1p24f, 0x1p25f}) {
    for (float y : warpmath::unit::neighbours(e, 40)) xs.push_back(y);
  }
  xs = warpmath::unit::both_signs(xs);
  for (const FastFn& fn : kMoreFns) {
    warpmath::unit::expect_accurate(fn.name, fn.f, fn.r, xs, bound(fn.name));
  }
}

TEST(FastMore, PairBounds) {
  const Pairs a = pair_sample(false);
  warpmath::unit::expect_accurate2("fast_atan2f", fast::atan2f, ref::Ref::atan2, a.x, a.y,
                                   bound("fast_atan2f"));
  const Pairs p = pair_sample(true);
  warpmath::unit::expect_accurate2("fast_powf", fast::powf, ref::Ref::pow, p.x, p.y,
                                   bound("fast_powf"));
}

TEST(FastErfinv, SpecialValuesAndSymmetry) {
  EXPECT_TRUE(same_bits(fast::erfinvf(1.0f), kInf));
  EXPECT_TRUE(same_bits(fast::erfinvf(-1.0f), -kInf));
  for (float x : {0x1.000002p0f, -0x1.000002p0f, 2.0f, kMax, kInf, -kInf, kNaN}) {
    EXPECT_TRUE(std::isnan(fast::erfinvf(x))) << std::hexfloat << x;
  }
  EXPECT_EQ(fast::erfinvf(kTrueMin), kTrueMin);       // 0.886 * 2^-149 rounds up, not flushed
  EXPECT_EQ(fast::erfinvf(0x1p-140f), 0x1.c6p-141f);  // RN(2^-140 sqrt(pi)/2) = 454 * 2^-149
  for (float x = 0.0f; x < 1.0f; x += 0x1.01p-12f) {
    for (float y : warpmath::unit::neighbours(x, 2)) {
      if (!(y >= 0.0f && y < 1.0f)) continue;
      ASSERT_TRUE(same_bits(fast::erfinvf(-y), -fast::erfinvf(y))) << std::hexfloat << y;
    }
  }
}

TEST(FastErfinv, BoundsNearOneTinyAndTheBranch) {
  std::vector<float> xs;
  for (int k = 1; k <= 8192; ++k) xs.push_back(1.0f - static_cast<float>(k) * 0x1p-24f);
  for (int e = -149; e <= -1; ++e) {
    for (float m : {1.0f, 1.25f, 1.5f, 1.75f, 1.999f}) xs.push_back(std::ldexp(m, e));
  }
  for (float e : {0.84375f, 0.5f, 0.75f, 0.9f, 0.99f}) {
    for (float y : warpmath::unit::neighbours(e, 256)) xs.push_back(y);
  }
  for (float x = 0.0f; x < 1.0f; x += 0x1.01p-13f) xs.push_back(x);
  warpmath::unit::expect_accurate("fast_erfinvf", fast::erfinvf, ref::Ref::erfinv,
                                  warpmath::unit::both_signs(xs), bound("fast_erfinvf"));
}

}  // namespace

namespace {

// fast::fdividef (fast/fdivide.hpp): the reciprocal's relative error over every significand at
// both ends of the fast domain of y, the bound it implies (0.5 + 1.28 ulp) on pairs with y in
// that domain, and the documented special values.
TEST(FastFdividef, ReciprocalOverEverySignificand) {
  double lo = 1.0, hi = -1.0;
  for (std::uint32_t e : {1u, 251u}) {
    for (std::uint32_t m = 0; m < (1u << 23); ++m) {
      const float d = bits_to_float((e << 23) | m);
      const double rho =
          static_cast<double>(warpmath::detail::fast_recip::reciprocal_cubic(d)) * d - 1.0;
      lo = std::min(lo, rho);
      hi = std::max(hi, rho);
    }
  }
  EXPECT_GE(lo, -0.64 * 0x1p-23);
  EXPECT_LE(hi, 0.46 * 0x1p-23);
}

TEST(FastFdividef, BoundOnTheFastDomain) {
  std::vector<float> xs, ys;
  std::uint32_t state = 4242u;
  auto next = [&state] { return state = state * 1664525u + 1013904223u; };
  for (int i = 0; i < 200000; ++i) {
    // y: every binade of the fast domain; x: any finite float, subnormals included.
    const std::uint32_t ey = 1u + next() % 251u;
    ys.push_back(bits_to_float((next() & 0x80000000u) | (ey << 23) | (next() >> 9)));
    xs.push_back(bits_to_float(next() % 0xff000000u));
  }
  warpmath::unit::expect_accurate2("fast_fdividef", fast::fdividef, ref::Ref::div, xs, ys, 1.78);
}

TEST(FastFdividef, SpecialValues) {
  EXPECT_TRUE(same_bits(fast::fdividef(1.0f, 0.0f), kInf));
  EXPECT_TRUE(same_bits(fast::fdividef(-1.0f, 0.0f), -kInf));
  EXPECT_TRUE(same_bits(fast::fdividef(1.0f, -0.0f), -kInf));
  EXPECT_TRUE(std::isnan(fast::fdividef(0.0f, 0.0f)));
  EXPECT_TRUE(std::isnan(fast::fdividef(kNaN, 2.0f)));
  EXPECT_TRUE(std::isnan(fast::fdividef(2.0f, kNaN)));
  EXPECT_TRUE(same_bits(fast::fdividef(kInf, -2.0f), -kInf));
  EXPECT_TRUE(same_bits(fast::fdividef(-0.0f, 3.0f), -0.0f));
  EXPECT_TRUE(same_bits(fast::fdividef(kMax, 0.5f), kInf));
  EXPECT_TRUE(same_bits(fast::fdividef(6.0f, 3.0f), 2.0f));
}

}  // namespace
