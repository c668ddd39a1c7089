// Unit tests of atan2f, atan2pif (suites Atan2*) and of the norms hypotf, rhypotf, norm3df,
// rnorm3df, norm4df, rnorm4df, normf, rnormf (suites Norm*): every C23 Annex F special value with
// the sign of zero, subnormal arguments and results, the boundaries of the branches (ratio 1/2, 1,
// 2, the tiny-ratio path, the scaling clamps), overflow and underflow thresholds, exact cases, and
// accuracy on stratified random samples against MPFR.
//
// The norms other than hypot are checked against a small MPFR reference in this file: the sum of
// squares exactly (1200 bits), then sqrt or 1/sqrt rounded to binary32 with its exponent range
// and subnormals (mpfr_check_range + mpfr_subnormalize), and to 53 bits toward zero for the
// "exact" value (so it stays in its own binade, as host_ref::RefValue requires).
#include <gtest/gtest.h>
#include <mpfr.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>
#include <string>
#include <vector>
#include <warpmath/warpmath.hpp>

#include "host_ref/oracle.hpp"
#include "unit_support.hpp"

namespace fp = warpmath::fp;
namespace ref = warpmath::host_ref;
using warpmath::unit::kInf;
using warpmath::unit::kMax;
using warpmath::unit::kNaN;
using warpmath::unit::kTrueMin;
using warpmath::unit::same_bits;

namespace {

// ---------------------------------------------------------------- MPFR reference for the norms

ref::RefValue norm_reference(const std::vector<float>& a, bool reciprocal) {
  bool any_inf = false, any_nan = false, all_zero = true;
  for (float v : a) {
    any_inf = any_inf || std::isinf(v);
    any_nan = any_nan || std::isnan(v);
    all_zero = all_zero && v == 0.0f;
  }
  auto special = [](float v) { return ref::RefValue{v, static_cast<double>(v)}; };
  if (any_inf) return special(reciprocal ? 0.0f : kInf);
  if (any_nan) return special(kNaN);
  if (all_zero) return special(reciprocal ? kInf : 0.0f);

  mpfr_t sum, sq, r24, r53;
  mpfr_inits2(1200, sum, sq, static_cast<mpfr_ptr>(nullptr));
  mpfr_init2(r24, 24);
  mpfr_init2(r53, 53);
  mpfr_set_zero(sum, 1);
  for (float v : a) {
    mpfr_set_flt(sq, v, MPFR_RNDN);
    mpfr_sqr(sq, sq, MPFR_RNDN);  // exact at 1200 bits
    mpfr_add(sum, sum, sq, MPFR_RNDN);
  }
  int inex = reciprocal ? mpfr_rec_sqrt(r24, sum, MPFR_RNDN) : mpfr_sqrt(r24, sum, MPFR_RNDN);
  if (reciprocal)
    mpfr_rec_sqrt(r53, sum, MPFR_RNDZ);
  else
    mpfr_sqrt(r53, sum, MPFR_RNDZ);
  const mpfr_exp_t old_emin = mpfr_get_emin(), old_emax = mpfr_get_emax();
  mpfr_set_emin(-148);  // binary32: TRUE_MIN = 0.1b * 2^-148, FLT_MAX < 2^128
  mpfr_set_emax(128);
  inex = mpfr_check_range(r24, inex, MPFR_RNDN);
  mpfr_subnormalize(r24, inex, MPFR_RNDN);
  const float rounded = mpfr_get_flt(r24, MPFR_RNDN);
  mpfr_set_emin(old_emin);
  mpfr_set_emax(old_emax);
  const double exact =
      std::isinf(rounded) ? static_cast<double>(rounded) : mpfr_get_d(r53, MPFR_RNDZ);
  mpfr_clears(sum, sq, r24, r53, static_cast<mpfr_ptr>(nullptr));
  return {rounded, exact};
}

// ---------------------------------------------------------------- sampling

// A random float with |x| in [2^e, 2^(e+1)), e uniform in [emin, emax] (-149 <= emin <= emax <=
// 127; e < -126 gives subnormals), random significand and sign.
float random_float(std::mt19937_64& rng, int emin, int emax, bool any_sign = true) {
  const int e = std::uniform_int_distribution<int>(emin, emax)(rng);
  const std::uint32_t bits = static_cast<std::uint32_t>(rng());
  std::uint32_t mag;
  if (e >= -126)
    mag = (static_cast<std::uint32_t>(e + 127) << 23) | (bits & 0x007fffffu);
  else
    mag = (1u << (e + 149)) | (bits & ((1u << (e + 149)) - 1u));
  return fp::as_float(mag | (any_sign ? (bits >> 31) << 31 : 0u));
}

struct ErrorStats {
  double max_ulp = 0.0;
  std::vector<float> argmax;
  long non_cr = 0;
  long count = 0;
  void add(const std::vector<float>& args, float got, const ref::RefValue& rv) {
    const double e = ref::ulp_error(got, rv);
    ++count;
    if (!same_bits(got, rv.rounded)) ++non_cr;
    if (e > max_ulp) {
      max_ulp = e;
      argmax = args;
    }
  }
  void print(const char* name) const {
    std::printf("  %-9s max %.3f ulp at (", name, max_ulp);
    for (std::size_t i = 0; i < argmax.size() && i < 4; ++i)
      std::printf("%s%a", i ? ", " : "", argmax[i]);
    std::printf("%s), %ld of %ld not correctly rounded\n", argmax.size() > 4 ? ", ..." : "", non_cr,
                count);
  }
};

// ---------------------------------------------------------------- atan2 / atan2pi

using Binary = float (*)(float, float);
struct Atan2Fn {
  const char* name;
  Binary f;
  ref::Ref r;
};
const Atan2Fn kAtan2Fns[] = {{"atan2f", warpmath::atan2f, ref::Ref::atan2},
                             {"atan2pif", warpmath::atan2pif, ref::Ref::atan2pi}};

// Checks f(y, x) against the oracle: special values bit for bit, else faithful.
void check_atan2(const Atan2Fn& fn, float y, float x, ErrorStats* stats = nullptr) {
  const ref::RefValue rv = ref::evaluate2(fn.r, y, x);
  const float got = fn.f(y, x);
  EXPECT_FALSE(ref::is_special_mistake2(y, x, got, rv))
      << fn.name << "(" << std::hexfloat << y << ", " << x << ") = " << got << ", expected "
      << rv.rounded;
  const double err = ref::ulp_error(got, rv);
  EXPECT_LT(err, 1.0) << fn.name << "(" << std::hexfloat << y << ", " << x << ") = " << got
                      << ", correctly rounded " << rv.rounded;
  EXPECT_LE(err, warpmath::unit::bound_of(fn.name))
      << fn.name << "(" << std::hexfloat << y << ", " << x << ")";
  if (stats) stats->add({y, x}, got, rv);
}

TEST(Atan2Special, AnnexFTable) {
  const float pi = 0x1.921fb6p1f, pi2 = 0x1.921fb6p0f, pi4 = 0x1.921fb6p-1f, pi34 = 0x1.2d97c8p1f;
  const float finite_pos[] = {kTrueMin, 1e-30f, 1.0f, 3.5f, 1e30f, kMax};
  for (float s : {1.0f, -1.0f}) {
    const float z = std::copysign(0.0f, s), inf = std::copysign(kInf, s);
    struct Case {
      float y, x, atan2, atan2pi;
    };
    std::vector<Case> cases = {
        {z, 0.0f, z, z},       {z, -0.0f, s * pi, s},           {z, kInf, z, z},
        {z, -kInf, s * pi, s}, {inf, kInf, s * pi4, s * 0.25f}, {inf, -kInf, s * pi34, s * 0.75f},
    };
    for (float x : finite_pos) {
      cases.push_back({z, x, z, z});                      // atan2(+-0, x > 0) = +-0
      cases.push_back({z, -x, s * pi, s});                // atan2(+-0, x < 0) = +-pi
      cases.push_back({s * x, 0.0f, s * pi2, s * 0.5f});  // atan2(y, +-0) = +-pi/2
      cases.push_back({s * x, -0.0f, s * pi2, s * 0.5f});
      cases.push_back({s * x, kInf, z, z});          // atan2(+-y, +inf) = +-0
      cases.push_back({s * x, -kInf, s * pi, s});    // atan2(+-y, -inf) = +-pi
      cases.push_back({inf, x, s * pi2, s * 0.5f});  // atan2(+-inf, x) = +-pi/2
      cases.push_back({inf, -x, s * pi2, s * 0.5f});
    }
    for (const Case& c : cases) {
      EXPECT_TRUE(same_bits(warpmath::atan2f(c.y, c.x), c.atan2))
          << std::hexfloat << "atan2f(" << c.y << ", " << c.x
          << ") = " << warpmath::atan2f(c.y, c.x);
      EXPECT_TRUE(same_bits(warpmath::atan2pif(c.y, c.x), c.atan2pi))
          << std::hexfloat << "atan2pif(" << c.y << ", " << c.x
          << ") = " << warpmath::atan2pif(c.y, c.x);
      for (const Atan2Fn& fn : kAtan2Fns) check_atan2(fn, c.y, c.x);
    }
  }
  const float others[] = {0.0f, -0.0f, 1.0f, -1.0f, kTrueMin, kMax, kInf, -kInf, kNaN, -kNaN};
  for (float v : others)
    for (const Atan2Fn& fn : kAtan2Fns) {
      EXPECT_TRUE(std::isnan(fn.f(kNaN, v))) << fn.name << "(NaN, " << v << ")";
      EXPECT_TRUE(std::isnan(fn.f(v, kNaN))) << fn.name << "(" << v << ", NaN)";
    }
}

TEST(Atan2Exact, DiagonalsAndAxes) {
  for (float v : {kTrueMin, 0x1p-126f, 1.0f, 3.0f, 0x1.fffffep100f, kMax}) {
    for (float s : {1.0f, -1.0f}) {
      EXPECT_EQ(warpmath::atan2f(s * v, v), s * 0x1.921fb6p-1f);
      EXPECT_EQ(warpmath::atan2f(s * v, -v), s * 0x1.2d97c8p1f);
      EXPECT_EQ(warpmath::atan2pif(s * v, v), s * 0.25f);
      EXPECT_EQ(warpmath::atan2pif(s * v, -v), s * 0.75f);
    }
  }
}

// atan2f's diagonal correction (invtrig/atan2f.hpp, kAtanOneFix) is pi/4 minus the lean atan
// kernel's unrounded value at 1, rounded: recomputed here from the kernel itself.
TEST(Atan2Exact, DiagonalCorrectionIsTheKernelsErrorAtOne) {
  const fp::ff t = warpmath::detail::invtrig::atan_plus_lean(0.0f, 1.0f, 0.0f);
  const long double pi_over_4 = 0.785398163397448309615660845819875721L;
  const float fix = static_cast<float>(pi_over_4 - (static_cast<long double>(t.hi) + t.lo));
  EXPECT_EQ(fix, 0x1.110b46p-27f);
  // Without it the diagonal would round 0.63 ulp below pi/4, as atanf(1) does.
  EXPECT_EQ(warpmath::atanf(1.0f), 0x1.921fb4p-1f);
  EXPECT_EQ(warpmath::atan2f(1.0f, 1.0f), 0x1.921fb6p-1f);
}

// Odd in y; atan(y/x) where the quotient is exact (atan2pif: the same bits as atanpif; atan2f:
// atanf's or a neighbour).
TEST(Atan2Exact, SymmetryAndAtan) {
  std::mt19937_64 rng(7);
  for (int i = 0; i < 20000; ++i) {
    const float y = random_float(rng, -149, 127), x = random_float(rng, -149, 127);
    for (const Atan2Fn& fn : kAtan2Fns)
      EXPECT_TRUE(same_bits(fn.f(-y, x), -fn.f(y, x)))
          << fn.name << std::hexfloat << "(" << y << ", " << x << ")";
  }
  for (float y : {0.25f, 0.5f, 0.75f, 1.5f, 3.0f, 96.0f})
    for (float x : {1.0f, 0x1p-30f, 0x1p30f}) {
      const float q = y / x;  // exact
      // atan2f and atanf are different faithful evaluations (the ratio's low part, the reciprocal
      // above 1): the same float or neighbours (atan2f(1.5, 1) is 0.578 ulp off, atanf(1.5) 0.422).
      const std::int64_t a2 = fp::as_uint(warpmath::atan2f(y * x, x * x));
      const std::int64_t a1 = fp::as_uint(warpmath::atanf(q));
      EXPECT_LE(a2 > a1 ? a2 - a1 : a1 - a2, 1) << y << " " << x;
      EXPECT_EQ(warpmath::atan2pif(y * x, x * x), warpmath::atanpif(q)) << y << " " << x;
    }
}

// Tiny results: y/x below 2^-63 (the path with its own rounding), subnormal results, the exact
// midpoints of the subnormal grid (atan(y/x) is just below them), and both sides of the threshold.
TEST(Atan2Tiny, SubnormalResultsAndThreshold) {
  std::vector<std::pair<float, float>> pairs;
  for (int m = 1; m < 40; ++m)
    for (float x : {2.0f, 4.0f, 1.5f, 3.0f, 1.25f, 0x1.fffffep0f, 0x1.000002p0f})
      pairs.push_back({m * kTrueMin, x});  // midpoints (m odd, x = 2) and near-midpoints
  for (int k = -70; k <= -58; ++k)
    for (float q : {1.0f, 0x1.fffffep-1f, 0x1.000002p0f, 1.5f, 0x1.921fb6p0f})
      pairs.push_back({std::ldexp(q, k), 1.0f});  // around the 2^-63 threshold
  std::mt19937_64 rng(11);
  for (int i = 0; i < 20000; ++i) {
    const float x = random_float(rng, -20, 127, false);
    const int ex = std::ilogb(x);
    const float y = random_float(rng, std::max(-149, ex - 200), std::max(-149, ex - 60));
    pairs.push_back({y, x});
  }
  ErrorStats stats[2];
  for (const auto& [y, x] : pairs)
    for (int f = 0; f < 2; ++f) {
      check_atan2(kAtan2Fns[f], y, x, &stats[f]);
      // Correctly rounded below 2^-63 (x > 0 and y/x tiny).
      if (std::fabs(y) < std::ldexp(x, -64)) {
        const ref::RefValue rv = ref::evaluate2(kAtan2Fns[f].r, y, x);
        EXPECT_TRUE(same_bits(kAtan2Fns[f].f(y, x), rv.rounded))
            << kAtan2Fns[f].name << std::hexfloat << "(" << y << ", " << x
            << ") = " << kAtan2Fns[f].f(y, x) << ", correctly rounded " << rv.rounded;
      }
    }
  stats[0].print("atan2f");
  stats[1].print("atan2pif");
}

// The ratio's branch boundaries (1/2, 1, 2 of the atan kernel, min/max swap at |y| = |x|), x of
// both signs, subnormal arguments, and ratios near 1 where pi/2 - t and pi - t cancel least.
TEST(Atan2Accuracy, BranchBoundaries) {
  std::vector<std::pair<float, float>> pairs;
  for (float r : {0.5f, 1.0f, 2.0f, 0x1p-12f, 0x1p-24f, 0x1p-63f, 0x1p-64f, 0x1p-65f})
    for (float x : {1.0f, 0x1.8p-140f, 0x1.234568p90f, 3.0f})
      for (float yy : warpmath::unit::neighbours(r * x, 3))
        for (float sx : {1.0f, -1.0f}) {
          pairs.push_back({yy, sx * x});
          pairs.push_back({sx * x, yy});
        }
  // The largest errors found by long runs of RandomPairsAllBinades' sampler.
  for (const auto& [y, x] : {std::pair<float, float>{-0x1.6b208p-89f, 0x1.6e086cp-88f},
                             {0x1.7fbcdap-95f, 0x1.e0d1bp-94f},
                             {-0x1.2d9fcap+53f, 0x1.2e43bcp+54f},
                             {0x1.b35p-134f, 0x1.b981p-133f},
                             {0x1.71b4d8p+107f, 0x1.789218p+108f},
                             {-0x1.2f3f72p-38f, 0x1.6fb038p-37f},
                             {0x1.fba68cp-127f, 0x1.33caap-125f}})
    for (float sx : {1.0f, -1.0f}) {
      pairs.push_back({y, sx * x});
      pairs.push_back({sx * x, y});
    }
  std::mt19937_64 rng(5);
  for (int i = 0; i < 20000; ++i) {  // both subnormal
    pairs.push_back({random_float(rng, -149, -127), random_float(rng, -149, -127)});
  }
  for (const auto& [y, x] : pairs)
    for (const Atan2Fn& fn : kAtan2Fns) check_atan2(fn, y, x);
}

// Stratified random pairs: y and x each in a uniformly chosen binade of the whole range (both
// signs); pairs whose exponents differ by at most 30 (the ratio is then in the polynomial's range
// instead of saturating at 0 or pi/2); and ratios within ~2^-2 relative of 1/2 or 2.
TEST(Atan2Accuracy, RandomPairsAllBinades) {
  std::mt19937_64 rng(1);
  ErrorStats stats[2];
  for (int i = 0; i < 200000; ++i) {
    float y, x;
    if (i % 3 == 0) {
      y = random_float(rng, -149, 127);
      x = random_float(rng, -149, 127);
    } else if (i % 3 == 1) {
      x = random_float(rng, -149, 127);
      const int ex = std::ilogb(x);
      y = random_float(rng, std::max(-149, ex - 30), std::min(127, ex + 30));
    } else {  // ratio near 1/2 or 2 (the atan kernel's weakest point), x of both signs
      x = random_float(rng, -100, 127);
      const std::uint32_t half = fp::as_uint(std::ldexp(std::fabs(x), -1));
      y = fp::as_float(half + static_cast<std::uint32_t>(rng() % 4000000u) - 2000000u);
      if (rng() & 1) std::swap(x, y);
    }
    // The range: |atan2| <= RN(pi), |atan2pi| <= 1.
    EXPECT_LE(std::fabs(warpmath::atan2f(y, x)), 0x1.921fb6p1f);
    EXPECT_LE(std::fabs(warpmath::atan2pif(y, x)), 1.0f);
    for (int f = 0; f < 2; ++f) check_atan2(kAtan2Fns[f], y, x, &stats[f]);
  }
  stats[0].print("atan2f");
  stats[1].print("atan2pif");
}

// ---------------------------------------------------------------- norms

float norm_call(int n, bool reciprocal, const std::vector<float>& a) {
  switch (n) {
    case 2:
      return reciprocal ? warpmath::rhypotf(a[0], a[1]) : warpmath::hypotf(a[0], a[1]);
    case 3:
      return reciprocal ? warpmath::rnorm3df(a[0], a[1], a[2])
                        : warpmath::norm3df(a[0], a[1], a[2]);
    case 4:
      return reciprocal ? warpmath::rnorm4df(a[0], a[1], a[2], a[3])
                        : warpmath::norm4df(a[0], a[1], a[2], a[3]);
    default:
      return 0.0f;
  }
}

const char* norm_name(std::size_t n, bool reciprocal, bool fixed) {
  if (!fixed || n < 2 || n > 4) return reciprocal ? "rnormf" : "normf";
  const char* names[2][3] = {{"hypotf", "norm3df", "norm4df"}, {"rhypotf", "rnorm3df", "rnorm4df"}};
  return names[reciprocal ? 1 : 0][n - 2];
}

// One result against the reference: special values bit for bit; faithful and within the
// catalogue's bound; and correctly rounded wherever the exact value is more than 2^-12 ulp from a
// rounding boundary (the float-float error is below 2^-16 ulp for n <= 64).
void expect_norm_result(const char* name, const std::vector<float>& a, float got,
                        const ref::RefValue& rv) {
  const bool special = std::isnan(rv.rounded) || std::isinf(rv.rounded) || rv.rounded == 0.0f;
  // hypotf's hot path rounds h - rho/(2h) with a correction known to ~1/64 (norm/hypotf.hpp:
  // error <= 0.5 + 0.021 ulp), rhypotf's y - y d/2 after float Newton steps (norm/rhypotf.hpp:
  // <= 0.5 + 2^-9 ulp), the others a float-float result formed to ~2^-21 ulp: each is correctly
  // rounded wherever the exact value lies farther than that from a midpoint.
  const std::string fn = name;
  const double cr_margin = fn == "hypotf" ? 0x1p-5 : (fn == "rhypotf" ? 0x1p-8 : 0x1p-12);
  const bool cr_expected = special || warpmath::unit::distance_to_midpoint(rv) > cr_margin;
  const double err = ref::ulp_error(got, rv);
  EXPECT_LT(err, 1.0) << name << std::hexfloat << "(" << a[0] << (a.size() > 1 ? ", " : "")
                      << (a.size() > 1 ? a[1] : 0.0f) << ", ...) = " << got
                      << ", correctly rounded " << rv.rounded;
  EXPECT_LE(err, warpmath::unit::bound_of(name))
      << name << std::hexfloat << "(" << a[0] << ", ...)";
  if (cr_expected) {
    EXPECT_TRUE(same_bits(got, rv.rounded))
        << name << std::hexfloat << "(" << a[0] << (a.size() > 1 ? ", " : "")
        << (a.size() > 1 ? a[1] : 0.0f) << ", ...) = " << got << ", correctly rounded "
        << rv.rounded;
  }
}

// The vector form and, for 2 to 4 arguments, the fixed-arity form on the same arguments.
void check_norm(const std::vector<float>& a, bool reciprocal, ErrorStats* stats = nullptr,
                bool fixed = true) {
  const ref::RefValue rv = norm_reference(a, reciprocal);
  const int n = static_cast<int>(a.size());
  const float vec = reciprocal ? warpmath::rnormf(n, a.data()) : warpmath::normf(n, a.data());
  expect_norm_result(norm_name(a.size(), reciprocal, false), a, vec, rv);
  if (stats) stats->add(a, vec, rv);
  if (fixed && n >= 2 && n <= 4)
    expect_norm_result(norm_name(a.size(), reciprocal, true), a, norm_call(n, reciprocal, a), rv);
}

TEST(NormSpecial, AnnexF) {
  const float finite[] = {0.0f, -0.0f, kTrueMin, -1.0f, 3.0f, kMax, -kMax};
  for (float v : finite) {
    for (float inf : {kInf, -kInf}) {
      for (float w : {v, kNaN, -kNaN, inf}) {
        // hypot(+-inf, y) = +inf even for a NaN y; rhypot = +0; in every position.
        EXPECT_TRUE(same_bits(warpmath::hypotf(inf, w), kInf));
        EXPECT_TRUE(same_bits(warpmath::hypotf(w, inf), kInf));
        EXPECT_TRUE(same_bits(warpmath::rhypotf(inf, w), 0.0f));
        EXPECT_TRUE(same_bits(warpmath::rhypotf(w, inf), 0.0f));
        EXPECT_TRUE(same_bits(warpmath::norm3df(w, v, inf), kInf));
        EXPECT_TRUE(same_bits(warpmath::norm3df(inf, w, v), kInf));
        EXPECT_TRUE(same_bits(warpmath::rnorm3df(v, inf, w), 0.0f));
        EXPECT_TRUE(same_bits(warpmath::norm4df(v, w, v, inf), kInf));
        EXPECT_TRUE(same_bits(warpmath::rnorm4df(inf, v, v, w), 0.0f));
        const float vec[] = {v, w, inf, v, w};
        EXPECT_TRUE(same_bits(warpmath::normf(5, vec), kInf));
        EXPECT_TRUE(same_bits(warpmath::rnormf(5, vec), 0.0f));
      }
    }
    // NaN without infinity: NaN.
    EXPECT_TRUE(std::isnan(warpmath::hypotf(kNaN, v)));
    EXPECT_TRUE(std::isnan(warpmath::hypotf(v, -kNaN)));
    EXPECT_TRUE(std::isnan(warpmath::rhypotf(kNaN, v)));
    EXPECT_TRUE(std::isnan(warpmath::norm3df(v, v, kNaN)));
    EXPECT_TRUE(std::isnan(warpmath::rnorm3df(kNaN, v, v)));
    EXPECT_TRUE(std::isnan(warpmath::norm4df(v, kNaN, v, v)));
    EXPECT_TRUE(std::isnan(warpmath::rnorm4df(v, v, v, kNaN)));
    const float vec[] = {v, v, kNaN};
    EXPECT_TRUE(std::isnan(warpmath::normf(3, vec)));
    EXPECT_TRUE(std::isnan(warpmath::rnormf(3, vec)));
    // hypot(x, +-0) = |x|, bit for bit, and the same for every form.
    for (float z : {0.0f, -0.0f}) {
      EXPECT_TRUE(same_bits(warpmath::hypotf(v, z), std::fabs(v)));
      EXPECT_TRUE(same_bits(warpmath::hypotf(z, v), std::fabs(v)));
      EXPECT_TRUE(same_bits(warpmath::norm3df(z, v, z), std::fabs(v)));
      EXPECT_TRUE(same_bits(warpmath::norm4df(z, z, z, v), std::fabs(v)));
      const float one[] = {v, z};
      EXPECT_TRUE(same_bits(warpmath::normf(2, one), std::fabs(v)));
    }
  }
  // All zeros: norm +0, rnorm +inf.
  EXPECT_TRUE(same_bits(warpmath::hypotf(-0.0f, -0.0f), 0.0f));
  EXPECT_TRUE(same_bits(warpmath::rhypotf(-0.0f, 0.0f), kInf));
  EXPECT_TRUE(same_bits(warpmath::norm3df(-0.0f, 0.0f, -0.0f), 0.0f));
  EXPECT_TRUE(same_bits(warpmath::rnorm3df(-0.0f, 0.0f, -0.0f), kInf));
  EXPECT_TRUE(same_bits(warpmath::norm4df(-0.0f, 0.0f, -0.0f, 0.0f), 0.0f));
  EXPECT_TRUE(same_bits(warpmath::rnorm4df(-0.0f, 0.0f, -0.0f, 0.0f), kInf));
  const float zeros[] = {-0.0f, 0.0f, -0.0f};
  EXPECT_TRUE(same_bits(warpmath::normf(3, zeros), 0.0f));
  EXPECT_TRUE(same_bits(warpmath::rnormf(3, zeros), kInf));
  // dim <= 0: the empty vector (the pointer is not read).
  for (int dim : {0, -1, -100}) {
    EXPECT_TRUE(same_bits(warpmath::normf(dim, nullptr), 0.0f));
    EXPECT_TRUE(same_bits(warpmath::rnormf(dim, nullptr), kInf));
  }
}

TEST(NormExact, PythagoreanAndSingleTerms) {
  EXPECT_EQ(warpmath::hypotf(3.0f, 4.0f), 5.0f);
  EXPECT_EQ(warpmath::hypotf(-5.0f, 12.0f), 13.0f);
  EXPECT_EQ(warpmath::hypotf(0x1p120f * 3.0f, 0x1p120f * 4.0f), 0x1p120f * 5.0f);
  EXPECT_EQ(warpmath::hypotf(kTrueMin * 3.0f, kTrueMin * 4.0f), kTrueMin * 5.0f);
  EXPECT_EQ(warpmath::norm3df(2.0f, -3.0f, 6.0f), 7.0f);
  EXPECT_EQ(warpmath::norm4df(1.0f, 2.0f, -2.0f, 4.0f), 5.0f);
  EXPECT_EQ(warpmath::rhypotf(3.0f, 4.0f), 0.2f);
  EXPECT_EQ(warpmath::rnorm3df(2.0f, -3.0f, 6.0f), 1.0f / 7.0f);
  EXPECT_EQ(warpmath::rnorm4df(1.0f, 2.0f, -2.0f, 4.0f), 0.2f);
  EXPECT_EQ(warpmath::rhypotf(0.0f, -0.25f), 4.0f);
  const float v[] = {1.0f, 1.0f, 1.0f, 1.0f};
  EXPECT_EQ(warpmath::normf(4, v), 2.0f);
  EXPECT_EQ(warpmath::rnormf(4, v), 0.5f);
  // One non-zero term: |x| exactly (every binade), and 1/|x| correctly rounded.
  for (int e = -149; e <= 127; ++e)
    for (float m : {1.0f, 1.5f, 0x1.fffffep0f}) {
      const float x = e < -126 ? std::ldexp(1.0f, e) : std::ldexp(m, e);
      EXPECT_EQ(warpmath::hypotf(0.0f, -x), x);
      EXPECT_EQ(warpmath::norm4df(0.0f, -x, 0.0f, 0.0f), x);
      check_norm({-x, 0.0f}, true);
    }
}

// Overflow exactly where the true value rounds past FLT_MAX, subnormal results exactly where it is
// below 2^-126, and the clamped scale exponents (largest argument with exponent 127, subnormal).
TEST(NormThresholds, OverflowAndUnderflow) {
  EXPECT_EQ(warpmath::hypotf(kMax, kMax), kInf);
  EXPECT_EQ(warpmath::hypotf(kMax, 1.0f), kMax);
  EXPECT_EQ(warpmath::hypotf(kMax, 0x1p100f), kMax);
  EXPECT_EQ(warpmath::hypotf(kTrueMin, kTrueMin), kTrueMin);  // RN(sqrt2 * 2^-149)
  EXPECT_EQ(warpmath::hypotf(2 * kTrueMin, 2 * kTrueMin), 3 * kTrueMin);
  EXPECT_EQ(warpmath::rhypotf(kTrueMin, 0.0f), kInf);
  std::vector<std::vector<float>> cases;
  // hypot(x, y) around 2^128 - 2^103 (the overflow threshold): x = FLT_MAX or neighbours, y such
  // that x^2 + y^2 crosses (2^128 - 2^103)^2.
  for (float x : warpmath::unit::neighbours(kMax, 4))
    for (int e = 90; e <= 116; ++e)
      for (float m : {1.0f, 1.5f, 1.99f}) cases.push_back({x, std::ldexp(m, e)});
  for (float x : warpmath::unit::neighbours(0x1.fffffp127f, 2))
    for (float y : warpmath::unit::neighbours(0x1.6a09e6p115f, 3)) cases.push_back({x, y});
  // Subnormal and tiny-normal results, and reciprocal results near overflow.
  for (int i = 1; i < 64; ++i)
    for (int j = 0; j < 64; j += 5) cases.push_back({i * kTrueMin, j * kTrueMin});
  for (float x : warpmath::unit::neighbours(0x1p-126f, 3))
    for (float y : {kTrueMin, 0x1p-140f, 0x1.8p-127f, 0x1p-126f}) cases.push_back({x, y});
  // rnorm subnormal results: arguments near FLT_MAX.
  for (float x : warpmath::unit::neighbours(kMax, 2))
    for (float y : {kMax, 0x1p127f, 0x1p126f, 1.0f}) cases.push_back({x, y});
  // rnorm overflow threshold: 1/sqrt(s) vs 2^128, s around 2^-256.
  for (float x : warpmath::unit::neighbours(0x1p-128f, 3))
    for (float y : {0.0f, kTrueMin, 0x1p-140f}) cases.push_back({x, y});
  for (const auto& c : cases) {
    check_norm(c, false);
    check_norm(c, true);
    std::vector<float> c3 = {c[0], -c[1], 0.0f}, c4 = {c[1], 0.0f, c[0], 0.0f};
    check_norm(c3, false);
    check_norm(c4, true);
  }
  // Three and four arguments near FLT_MAX: overflow where the true value does.
  check_norm({kMax, kMax, kMax}, false);
  check_norm({0x1p127f, 0x1p126f, 0x1p126f, 0x1p126f}, false);
  check_norm({0x1.6p126f, 0x1.6p126f, 0x1.6p126f, 0x1.6p126f}, false);
  check_norm({0x1.6p126f, 0x1.6p126f, 0x1.6p126f, 0x1.6p126f}, true);
}

// Results within ~2^-26 ulp of a rounding boundary: hypot(y^2 + d, y) = y^2 + d + 1/2 - ~(d + 1/4)/
// (2y^2) for integers y in [2^11.5, 2^12) (the result has ulp 1 in [2^23, 2^24)), also scaled into
// the subnormal range and near 2^124.  The sum of squares is exact in float-float here, so the
// square root, formed to ~2^-46 ulp and rounded once with its ties decided, is correctly rounded
// (norm4df, normf; hypotf, whose hot path is faithful, within its bound).
TEST(NormHardCases, NearMidpoints) {
  ErrorStats stats;
  for (int y = 2897; y < 4096; y += 3)
    for (int d = -3; d <= 3; ++d)
      for (int scale : {0, -140, 100}) {
        const float x = std::ldexp(static_cast<float>(y * y + d), scale);
        const float yy = std::ldexp(static_cast<float>(y), scale);
        if (!(x < 0x1p24f * std::ldexp(1.0f, scale))) continue;
        const ref::RefValue rv = norm_reference({x, yy}, false);
        const float got = warpmath::hypotf(x, yy);
        // hypotf is faithful within its measured bound here; norm4df and normf round the exact
        // float-float sum once, so they are correctly rounded.
        EXPECT_LE(ref::ulp_error(got, rv), warpmath::unit::bound_of("hypotf"))
            << std::hexfloat << x << ", " << yy;
        EXPECT_TRUE(same_bits(warpmath::norm4df(0.0f, yy, -x, 0.0f), rv.rounded));
        stats.add({x, yy}, got, rv);
        const float v[] = {yy, 0.0f, x};
        EXPECT_TRUE(same_bits(warpmath::normf(3, v), rv.rounded));
        // The reciprocal: faithful, within its measured bound.
        const ref::RefValue rrv = norm_reference({x, yy}, true);
        EXPECT_LE(ref::ulp_error(warpmath::rhypotf(x, yy), rrv),
                  warpmath::unit::bound_of("rhypotf"));
      }
  stats.print("hypotf");
}

// Stratified random tuples: each argument from a random binade of the whole range (mostly one term
// dominates), and tuples whose exponents lie within 12 of each other (every term counts), at a
// random overall scale that reaches FLT_MAX and the subnormals.
std::vector<float> random_tuple(std::mt19937_64& rng, int n, int i) {
  std::vector<float> a(n);
  if (i % 4 == 0) {
    for (float& v : a) v = random_float(rng, -149, 127);
  } else {
    const int top = std::uniform_int_distribution<int>(-149, 127)(rng);
    const int spread = i % 4 == 1 ? 2 : 12;
    for (float& v : a) v = random_float(rng, std::max(-149, top - spread), top);
  }
  return a;
}

TEST(NormAccuracy, HypotAgainstOracle) {
  // hypot against host_ref's own hypot reference, as a cross-check of the local MPFR reference.
  std::mt19937_64 rng(21);
  std::vector<float> xs, ys;
  for (int i = 0; i < 30000; ++i) {
    const std::vector<float> a = random_tuple(rng, 2, i);
    xs.push_back(a[0]);
    ys.push_back(a[1]);
  }
  warpmath::unit::expect_accurate2("hypotf", warpmath::hypotf, ref::Ref::hypot, xs, ys, 1.0);
  for (std::size_t i = 0; i < xs.size(); i += 7) {
    const ref::RefValue a = ref::evaluate2(ref::Ref::hypot, xs[i], ys[i]);
    const ref::RefValue b = norm_reference({xs[i], ys[i]}, false);
    EXPECT_TRUE(same_bits(a.rounded, b.rounded)) << std::hexfloat << xs[i] << " " << ys[i];
  }
}

TEST(NormAccuracy, RandomTuplesAllBinades) {
  std::mt19937_64 rng(3);
  const int counts[3] = {100000, 50000, 50000};
  for (int rec = 0; rec < 2; ++rec)
    for (int n = 2; n <= 4; ++n) {
      ErrorStats stats;
      for (int i = 0; i < counts[n - 2]; ++i) {
        const std::vector<float> a = random_tuple(rng, n, i);
        const ref::RefValue rv = norm_reference(a, rec == 1);
        const float got = norm_call(n, rec == 1, a);
        const char* name = norm_name(a.size(), rec == 1, true);
        expect_norm_result(name, a, got, rv);
        stats.add(a, got, rv);
      }
      stats.print(norm_name(static_cast<std::size_t>(n), rec == 1, true));
    }
}

// Vectors of length 1..64: random (all binades, and within a few binades), near FLT_MAX (every
// element of exponent 126 or 127: the sum overflows and rnorm is subnormal), near FLT_TRUE_MIN
// (all subnormal: rnorm overflows or is huge), and mixed huge and tiny.
TEST(NormVectors, Lengths1To64) {
  std::mt19937_64 rng(17);
  ErrorStats stats[2];
  for (int dim = 1; dim <= 64; ++dim)
    for (int trial = 0; trial < 60; ++trial) {
      std::vector<float> a(dim);
      switch (trial % 6) {
        case 0:
          for (float& v : a) v = random_float(rng, -149, 127);
          break;
        case 1:
          for (float& v : a) v = random_float(rng, -3, 0);
          break;
        case 2:
          for (float& v : a) v = random_float(rng, 120, 127);
          break;
        case 3:
          for (float& v : a) v = random_float(rng, -149, -140);
          break;
        case 4:
          for (float& v : a) v = random_float(rng, 126, 127);
          break;
        default:
          for (float& v : a)
            v = (rng() & 1) ? random_float(rng, 100, 127) : random_float(rng, -149, -100);
      }
      for (int rec = 0; rec < 2; ++rec) check_norm(a, rec == 1, &stats[rec], false);
    }
  stats[0].print("normf");
  stats[1].print("rnormf");
}

}  // namespace
