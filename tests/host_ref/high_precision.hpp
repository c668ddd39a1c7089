// tests/host_ref/high_precision.hpp -- an MPFR reference for the oracle's tests, independent of
// the oracle's table and wrappers: f at high precision (200 bits by default) in MPFR's default
// exponent range, rounded to binary32 by hand.
//
// It uses MPFR's function for each Ref (j0, j1, y0, y1 included), except: rsqrt = rec_sqrt with
// C23's -inf at -0 written here, rcbrt = mpfr_rootn_si(x, -3) (the oracle computes 1/cbrt with its
// own Ziv loop), powr with C23's NaN for a NaN argument, nextafter in float arithmetic
// (std::nextafter).
#pragma once
#include <mpfr.h>

#include <climits>
#include <cmath>
#include <stdexcept>

#include "host_ref/bits.hpp"
#include "host_ref/oracle.hpp"

namespace warpmath::host_ref::test_support {

class HighPrecision {
 public:
  HighPrecision(Ref r, float x, long precision = 200) : HighPrecision(precision) {
    mpfr_set_flt(x_, x, MPFR_RNDN);
    apply_unary(r);
  }
  struct Pair {
    float x, y;
  };
  // f(args.x, args.y), arguments in the C order (atan2(y, x) is HighPrecision(atan2, {y, x})).
  HighPrecision(Ref r, Pair args, long precision = 200) : HighPrecision(precision) {
    const float x = args.x;
    // The integer-argument references read y as the catalogue does: truncated, saturated to
    // long, NaN as 0 (catalogue_detail::integer_argument).
    const bool integer_y = r == Ref::ldexp || r == Ref::pown || r == Ref::rootn ||
                           r == Ref::compoundn || r == Ref::jn || r == Ref::yn;
    const float y = integer_y && std::isnan(args.y) ? 0.0f : args.y;
    mpfr_set_flt(x_, x, MPFR_RNDN);
    mpfr_set_flt(y_, y, MPFR_RNDN);
    if (std::isnan(x) || std::isnan(y)) {
      apply_with_nan(r, x, y);
    } else {
      apply_binary(r, x, y);
    }
  }
  ~HighPrecision() { mpfr_clears(x_, y_, f_, static_cast<mpfr_ptr>(nullptr)); }
  HighPrecision(const HighPrecision&) = delete;
  HighPrecision& operator=(const HighPrecision&) = delete;

  mpfr_srcptr value() const { return f_; }

  // Rounded to binary32 by hand: below 2^-126 to a multiple of 2^-149, else to 24 bits. One
  // rounding from 200 bits (double rounding would need 176 equal bits after the 24th).
  float to_float() const {
    if (mpfr_nan_p(f_)) return NAN;
    if (mpfr_inf_p(f_) || mpfr_zero_p(f_)) return mpfr_get_flt(f_, MPFR_RNDN);
    mpfr_t t;
    mpfr_init2(t, mpfr_get_prec(f_));
    float out;
    if (mpfr_get_exp(f_) <= -126) {         // |f| < 2^-126
      mpfr_mul_2si(t, f_, 149, MPFR_RNDN);  // exact
      mpfr_rint(t, t, MPFR_RNDN);           // to an integer, ties to even
      out = std::ldexp(static_cast<float>(mpfr_get_si(t, MPFR_RNDN)), -149);
      out = std::copysign(out, mpfr_signbit(f_) ? -1.0f : 1.0f);  // -2^-151 rounds to -0
    } else {
      mpfr_set(t, f_, MPFR_RNDN);
      mpfr_prec_round(t, 24, MPFR_RNDN);
      out = mpfr_get_flt(t, MPFR_RNDN);  // exact, unless it overflows to infinity
    }
    mpfr_clear(t);
    return out;
  }

  // |approx - f| / |f|, for finite nonzero f.
  double relative_error(double approx) const {
    mpfr_t d;
    mpfr_init2(d, mpfr_get_prec(f_) + 64);
    mpfr_set_d(d, approx, MPFR_RNDN);
    mpfr_sub(d, d, f_, MPFR_RNDN);
    mpfr_div(d, d, f_, MPFR_RNDN);
    const double e = std::fabs(mpfr_get_d(d, MPFR_RNDN));
    mpfr_clear(d);
    return e;
  }

 private:
  explicit HighPrecision(long precision) {
    mpfr_inits2(precision, x_, y_, f_, static_cast<mpfr_ptr>(nullptr));
  }

  void apply_unary(Ref r) {
    using F = int (*)(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);
    static constexpr struct {
      Ref ref;
      F f;
    } kFunctions[] = {
        {Ref::sin, mpfr_sin},       {Ref::cos, mpfr_cos},       {Ref::tan, mpfr_tan},
        {Ref::sinpi, mpfr_sinpi},   {Ref::cospi, mpfr_cospi},   {Ref::tanpi, mpfr_tanpi},
        {Ref::exp, mpfr_exp},       {Ref::exp2, mpfr_exp2},     {Ref::exp10, mpfr_exp10},
        {Ref::expm1, mpfr_expm1},   {Ref::exp2m1, mpfr_exp2m1}, {Ref::exp10m1, mpfr_exp10m1},
        {Ref::log, mpfr_log},       {Ref::log2, mpfr_log2},     {Ref::log10, mpfr_log10},
        {Ref::log1p, mpfr_log1p},   {Ref::log2p1, mpfr_log2p1}, {Ref::log10p1, mpfr_log10p1},
        {Ref::sqrt, mpfr_sqrt},     {Ref::cbrt, mpfr_cbrt},     {Ref::sinh, mpfr_sinh},
        {Ref::cosh, mpfr_cosh},     {Ref::tanh, mpfr_tanh},     {Ref::asinh, mpfr_asinh},
        {Ref::acosh, mpfr_acosh},   {Ref::atanh, mpfr_atanh},   {Ref::asin, mpfr_asin},
        {Ref::acos, mpfr_acos},     {Ref::atan, mpfr_atan},     {Ref::asinpi, mpfr_asinpi},
        {Ref::acospi, mpfr_acospi}, {Ref::atanpi, mpfr_atanpi}, {Ref::j0, mpfr_j0},
        {Ref::j1, mpfr_j1},         {Ref::y0, mpfr_y0},         {Ref::y1, mpfr_y1},
    };
    if (r == Ref::rsqrt) {
      if (mpfr_zero_p(x_)) {
        mpfr_set_inf(f_, mpfr_signbit(x_) ? -1 : 1);
      } else {
        mpfr_rec_sqrt(f_, x_, MPFR_RNDN);
      }
      return;
    }
    if (r == Ref::rcbrt) {
      mpfr_rootn_si(f_, x_, -3, MPFR_RNDN);
      return;
    }
    if (apply_special_function(r)) return;
    if (apply_inverse_function(r)) return;
    if (apply_bessel_i(r)) return;
    if (apply_exact_unary(r, mpfr_get_flt(x_, MPFR_RNDN))) return;
    if ((r == Ref::j0 || r == Ref::j1 || r == Ref::y0 || r == Ref::y1) && mpfr_regular_p(x_) &&
        mpfr_get_exp(x_) < 0) {
      // Tiny x: J1(x) = (x/2)(1 - x^2/8 + ...) must keep the x^2/8 (down to 2^-300) to round a
      // subnormal midpoint x/2 the right way, so the precision grows by 2 |log2 x|.
      mpfr_set_prec(f_, mpfr_get_prec(f_) + 64 - 2 * mpfr_get_exp(x_));
    }
    for (const auto& e : kFunctions) {
      if (e.ref == r) {
        e.f(f_, x_, MPFR_RNDN);
        return;
      }
    }
    throw std::invalid_argument(std::string("HighPrecision: no unary ") + ref_name(r));
  }

  // The special functions: lgamma (mpfr_lgamma), tgamma, erf, erfc from MPFR; erfcx = e^(x^2)
  // erfc(x) and normcdf = erfc(-x/sqrt 2)/2 at this precision in MPFR's widest exponent range
  // (e^(x^2) and erfc(x) leave the default one), with the C23 values at infinities written here.
  bool apply_special_function(Ref r) {
    if (r == Ref::lgamma) {  // log|Gamma|, +inf at the poles (mpfr_lngamma is NaN where Gamma < 0)
      int sign = 0;
      return mpfr_lgamma(f_, &sign, x_, MPFR_RNDN), true;
    }
    if (r == Ref::tgamma) return mpfr_gamma(f_, x_, MPFR_RNDN), true;
    if (r == Ref::erf) return mpfr_erf(f_, x_, MPFR_RNDN), true;
    if (r == Ref::erfc) return mpfr_erfc(f_, x_, MPFR_RNDN), true;
    if (r != Ref::erfcx && r != Ref::normcdf) return false;
    if (mpfr_nan_p(x_) || mpfr_inf_p(x_)) {
      const bool plus = mpfr_sgn(x_) > 0;
      if (mpfr_nan_p(x_)) {
        mpfr_set_nan(f_);
      } else if (r == Ref::erfcx) {
        plus ? mpfr_set_zero(f_, 1) : mpfr_set_inf(f_, 1);
      } else {
        plus ? (void)mpfr_set_ui(f_, 1, MPFR_RNDN) : mpfr_set_zero(f_, 1);
      }
      return true;
    }
    const mpfr_exp_t emin = mpfr_get_emin(), emax = mpfr_get_emax();
    mpfr_set_emin(mpfr_get_emin_min());
    mpfr_set_emax(mpfr_get_emax_max());
    mpfr_t t;
    mpfr_init2(t, mpfr_get_prec(f_) + 64);
    if (r == Ref::erfcx) {
      if (mpfr_cmp_si(x_, -100) < 0) {
        mpfr_set_inf(f_, 1);  // > e^10000
      } else if (mpfr_cmp_ui_2exp(x_, 1, 28) > 0) {
        // 1/(x sqrt(pi)) (1 - 1/(2x^2)), within 3/(4x^4) < 2^-110 relative
        mpfr_const_pi(t, MPFR_RNDN);
        mpfr_sqrt(t, t, MPFR_RNDN);
        mpfr_mul(t, t, x_, MPFR_RNDN);
        mpfr_ui_div(f_, 1, t, MPFR_RNDN);
        mpfr_sqr(t, x_, MPFR_RNDN);
        mpfr_mul_2ui(t, t, 1, MPFR_RNDN);
        mpfr_ui_div(t, 1, t, MPFR_RNDN);
        mpfr_ui_sub(t, 1, t, MPFR_RNDN);
        mpfr_mul(f_, f_, t, MPFR_RNDN);
      } else {
        mpfr_sqr(t, x_, MPFR_RNDN);
        mpfr_exp(t, t, MPFR_RNDN);
        mpfr_erfc(f_, x_, MPFR_RNDN);
        mpfr_mul(f_, f_, t, MPFR_RNDN);
      }
    } else if (mpfr_cmp_si(x_, -100) < 0) {
      mpfr_set_zero(f_, 1);  // < e^-5000
    } else if (mpfr_cmp_si(x_, 100) > 0) {
      mpfr_set_ui(f_, 1, MPFR_RNDN);  // within e^-5000 of 1
    } else {
      mpfr_sqrt_ui(t, 2, MPFR_RNDN);
      mpfr_div(t, x_, t, MPFR_RNDN);
      mpfr_neg(t, t, MPFR_RNDN);
      mpfr_erfc(f_, t, MPFR_RNDN);
      mpfr_div_2ui(f_, f_, 1, MPFR_RNDN);
    }
    mpfr_clear(t);
    mpfr_set_emin(emin);
    mpfr_set_emax(emax);
    return true;
  }

  // The inverse error functions (MPFR has none): the root y of G(y) = 0 with G increasing,
  //   erfinv(x):      G = erf(y) - x          erfcinv(t): G = t - erfc(y)
  //   normcdfinv(p):  G = erfc(-y/sqrt 2)/2 - p
  // each on the argument as it is (no reduction, unlike the oracle), in MPFR's widest exponent
  // range at this precision + 64 bits: the sign from G(0), the binade by dividing 16 by 2^16, then
  // by 2, 30 steps of bisection, then 8 Newton steps (from 2^-30 relative: beyond the precision).
  bool apply_inverse_function(Ref r) {
    if (r != Ref::erfinv && r != Ref::erfcinv && r != Ref::normcdfinv) return false;
    const double x = mpfr_get_d(x_, MPFR_RNDN);  // a float, exactly
    const double lo_end = r == Ref::erfinv ? -1.0 : 0.0;
    const double hi_end = r == Ref::erfcinv ? 2.0 : 1.0;
    if (std::isnan(x) || x < lo_end || x > hi_end) {
      mpfr_set_nan(f_);
      return true;
    }
    if (x == lo_end || x == hi_end) {
      const bool plus = r == Ref::erfcinv ? x == lo_end : x == hi_end;
      mpfr_set_inf(f_, plus ? 1 : -1);
      return true;
    }
    const mpfr_exp_t emin = mpfr_get_emin(), emax = mpfr_get_emax();
    mpfr_set_emin(mpfr_get_emin_min());
    mpfr_set_emax(mpfr_get_emax_max());
    const mpfr_prec_t w = mpfr_get_prec(f_) + 64;
    mpfr_t y, g, t, lo, hi, mid;
    mpfr_inits2(w, y, g, t, lo, hi, mid, static_cast<mpfr_ptr>(nullptr));
    auto G = [&](mpfr_ptr out, mpfr_srcptr at) {
      if (r == Ref::erfinv) {
        mpfr_erf(out, at, MPFR_RNDN);
        mpfr_sub(out, out, x_, MPFR_RNDN);
      } else if (r == Ref::erfcinv) {
        mpfr_erfc(out, at, MPFR_RNDN);
        mpfr_sub(out, x_, out, MPFR_RNDN);
      } else {
        mpfr_sqrt_ui(t, 2, MPFR_RNDN);
        mpfr_div(t, at, t, MPFR_RNDN);
        mpfr_neg(t, t, MPFR_RNDN);
        mpfr_erfc(out, t, MPFR_RNDN);
        mpfr_div_2ui(out, out, 1, MPFR_RNDN);
        mpfr_sub(out, out, x_, MPFR_RNDN);
      }
    };
    mpfr_set_zero(y, 1);
    G(g, y);
    if (mpfr_zero_p(g)) {
      mpfr_set_zero(f_, mpfr_signbit(x_) && r == Ref::erfinv ? -1 : 1);
    } else {
      const int s = mpfr_sgn(g) < 0 ? 1 : -1;     // the root's sign
      auto beyond = [&](mpfr_srcptr magnitude) {  // |root| < magnitude
        mpfr_mul_si(y, magnitude, s, MPFR_RNDN);
        G(g, y);
        return s * mpfr_sgn(g) > 0;
      };
      mpfr_set_ui(hi, 16, MPFR_RNDN);
      for (unsigned long step : {16ul, 1ul}) {  // the binade: by 2^16, then by 2
        for (int i = 0; i < 400; ++i) {
          mpfr_div_2ui(lo, hi, step, MPFR_RNDN);
          if (!beyond(lo)) break;
          mpfr_set(hi, lo, MPFR_RNDN);
        }
      }
      mpfr_div_2ui(lo, hi, 1, MPFR_RNDN);
      for (int i = 0; i < 30; ++i) {
        mpfr_add(mid, lo, hi, MPFR_RNDN);
        mpfr_div_2ui(mid, mid, 1, MPFR_RNDN);
        mpfr_set(beyond(mid) ? hi : lo, mid, MPFR_RNDN);
      }
      mpfr_add(y, lo, hi, MPFR_RNDN);
      mpfr_div_2ui(y, y, 1, MPFR_RNDN);
      mpfr_mul_si(y, y, s, MPFR_RNDN);
      for (int i = 0; i < 8; ++i) {  // y -= G(y) / G'(y)
        G(g, y);
        mpfr_sqr(t, y, MPFR_RNDN);
        if (r == Ref::normcdfinv) {
          mpfr_div_2ui(t, t, 1, MPFR_RNDN);
          mpfr_exp(t, t, MPFR_RNDN);  // 1/G' = sqrt(2 pi) e^(y^2/2)
          mpfr_mul(g, g, t, MPFR_RNDN);
          mpfr_const_pi(t, MPFR_RNDN);
          mpfr_mul_2ui(t, t, 1, MPFR_RNDN);
        } else {
          mpfr_exp(t, t, MPFR_RNDN);  // 1/G' = sqrt(pi)/2 e^(y^2)
          mpfr_mul(g, g, t, MPFR_RNDN);
          mpfr_const_pi(t, MPFR_RNDN);
          mpfr_div_2ui(g, g, 1, MPFR_RNDN);
        }
        mpfr_sqrt(t, t, MPFR_RNDN);
        mpfr_mul(g, g, t, MPFR_RNDN);
        mpfr_sub(y, y, g, MPFR_RNDN);
      }
      mpfr_set(f_, y, MPFR_RNDN);
    }
    mpfr_clears(y, g, t, lo, hi, mid, static_cast<mpfr_ptr>(nullptr));
    mpfr_set_emin(emin);
    mpfr_set_emax(emax);
    return true;
  }

  // I0 and I1 by Miller's backward recurrence, independent of the oracle's power series: from
  // p_(N+1) = 0, p_N = 1, p_(k-1) = p_(k+1) + (2k/a) p_k (stable downwards: I_k is the dominant
  // solution in that direction), normalised by e^a = I_0(a) + 2 sum_{k>=1} I_k(a), at this
  // precision + 64 bits (more for tiny x) in MPFR's widest exponent range.  N = 2 ceil(a) + 120
  // makes the truncation I_N(a)/I_0(a) < 2^-300 for a <= 100; |x| > 100 overflows every float
  // (I0(100) ~ 1.07e42).  C23-style values at 0, infinities and NaN written here.
  bool apply_bessel_i(Ref r) {
    if (r != Ref::cyl_bessel_i0 && r != Ref::cyl_bessel_i1) return false;
    const bool odd = r == Ref::cyl_bessel_i1;
    const int sign = odd && mpfr_signbit(x_) ? -1 : 1;
    if (mpfr_nan_p(x_)) {
      mpfr_set_nan(f_);
    } else if (mpfr_zero_p(x_)) {
      odd ? mpfr_set_zero(f_, sign) : (void)mpfr_set_ui(f_, 1, MPFR_RNDN);
    } else if (mpfr_inf_p(x_) || mpfr_cmpabs_ui(x_, 100) > 0) {
      mpfr_set_inf(f_, sign);
    } else {
      const mpfr_exp_t emin = mpfr_get_emin(), emax = mpfr_get_emax();
      mpfr_set_emin(mpfr_get_emin_min());
      mpfr_set_emax(mpfr_get_emax_max());
      // Tiny x: I1(x) = (x/2)(1 + x^2/8 + ...) must keep the x^2/8 (down to 2^-301) to round a
      // subnormal midpoint correctly, so the precision grows by 2 |log2 x|, f_'s too.
      const mpfr_prec_t w =
          mpfr_get_prec(f_) + 64 + (mpfr_get_exp(x_) < 0 ? -2 * mpfr_get_exp(x_) : 0);
      mpfr_set_prec(f_, w);
      mpfr_t a, p_next, p, p_prev, norm, p1, t;
      mpfr_inits2(w, a, p_next, p, p_prev, norm, p1, t, static_cast<mpfr_ptr>(nullptr));
      mpfr_abs(a, x_, MPFR_RNDN);
      const long n = 2 * static_cast<long>(std::ceil(mpfr_get_d(a, MPFR_RNDU))) + 120;
      mpfr_set_ui(p_next, 0, MPFR_RNDN);
      mpfr_set_ui(p, 1, MPFR_RNDN);
      mpfr_set_ui(norm, 0, MPFR_RNDN);
      mpfr_set_ui(p1, 0, MPFR_RNDN);
      for (long k = n; k >= 1; --k) {  // p holds p_k; accumulate 2 p_k, then step to p_(k-1)
        mpfr_mul_2ui(t, p, 1, MPFR_RNDN);
        mpfr_add(norm, norm, t, MPFR_RNDN);
        if (k == 1) mpfr_set(p1, p, MPFR_RNDN);
        mpfr_mul_ui(t, p, static_cast<unsigned long>(2 * k), MPFR_RNDN);
        mpfr_div(t, t, a, MPFR_RNDN);
        mpfr_add(p_prev, p_next, t, MPFR_RNDN);
        mpfr_set(p_next, p, MPFR_RNDN);
        mpfr_set(p, p_prev, MPFR_RNDN);
      }
      mpfr_add(norm, norm, p, MPFR_RNDN);  // + p_0
      mpfr_exp(t, a, MPFR_RNDN);
      mpfr_mul(f_, t, odd ? p1 : p, MPFR_RNDN);
      mpfr_div(f_, f_, norm, MPFR_RNDN);
      if (sign < 0) mpfr_neg(f_, f_, MPFR_RNDN);
      mpfr_clears(a, p_next, p, p_prev, norm, p1, t, static_cast<mpfr_ptr>(nullptr));
      mpfr_set_emin(emin);
      mpfr_set_emax(emax);
    }
    return true;
  }

  // The exact functions from libm on doubles (independent of the oracle's MPFR forms), and
  // warpmath's conventions for the float views of integer-valued ones (exact_refs.cpp).
  bool apply_exact_unary(Ref r, float xf) {
    const double x = xf;
    auto to_long = [](double v) {  // a 64-bit integer conversion's value, as a double
      if (std::isnan(v)) return 0.0;
      if (v == 0.0) return 0.0;
      return std::fmax(std::fmin(v, 0x1p63), -0x1p63);
    };
    double v;
    int e = 0;
    switch (r) {
      case Ref::trunc:
        v = std::trunc(x);
        break;
      case Ref::floor:
        v = std::floor(x);
        break;
      case Ref::ceil:
        v = std::ceil(x);
        break;
      case Ref::round:
        v = std::round(x);
        break;
      case Ref::rint:
        v = std::nearbyint(x);
        break;
      case Ref::lrint:
        v = to_long(std::nearbyint(x));
        break;
      case Ref::lround:
        v = to_long(std::round(x));
        break;
      case Ref::logb:
        v = std::logb(x);
        break;
      case Ref::ilogb:
        v = static_cast<double>(std::ilogb(xf));
        break;  // glibc: INT_MIN for 0, NaN
      case Ref::frexp_mant:
        v = std::frexp(x, &e);
        break;
      case Ref::frexp_exp:
        std::frexp(x, &e);
        v = std::isfinite(x) ? e : 0;
        break;
      case Ref::modf_frac: {
        double i;
        v = std::modf(x, &i);
        break;
      }
      case Ref::fabs:
        v = std::fabs(x);
        break;
      default:
        return false;
    }
    mpfr_set_d(f_, v, MPFR_RNDN);
    return true;
  }

  // C23's rules for NaN arguments, written here: NaN, except pow(x, +-0) = pow(1, y) = 1,
  // hypot(+-inf, y) = +inf, fmin and fmax return the other argument, copysign(x, NaN) is x with
  // the NaN's sign bit (which mpfr_set_flt does not keep).
  void apply_with_nan(Ref r, float x, float y) {
    // A signalling NaN gives NaN even where a quiet one gives a number (docs/design.md,
    // "Signalling NaNs"); fmin, fmax and copysign keep their own rules.
    const bool signalling = bits::either_signalling(x, y) && r != Ref::fmin && r != Ref::fmax &&
                            r != Ref::copysign && r != Ref::remquo_quo;
    if (signalling) {
      mpfr_set_nan(f_);
    } else if (r == Ref::pow && (y == 0.0f || x == 1.0f)) {
      mpfr_set_ui(f_, 1, MPFR_RNDN);
    } else if (r == Ref::hypot && (std::isinf(x) || std::isinf(y))) {
      mpfr_set_inf(f_, 1);
    } else if ((r == Ref::fmin || r == Ref::fmax) && !(std::isnan(x) && std::isnan(y))) {
      mpfr_set_flt(f_, std::isnan(x) ? y : x, MPFR_RNDN);
    } else if (r == Ref::copysign) {
      mpfr_set_flt(f_, std::copysign(x, y), MPFR_RNDN);  // NaN for a NaN x
    } else if ((r == Ref::pown || r == Ref::compoundn) && std::trunc(y) == 0.0f) {
      mpfr_set_ui(f_, 1, MPFR_RNDN);  // x^0 = (1 + x)^0 = 1 even for NaN
    } else if (r == Ref::rhypot && (std::isinf(x) || std::isinf(y))) {
      mpfr_set_zero(f_, 1);
    } else if (r == Ref::remquo_quo) {
      mpfr_set_zero(f_, 1);  // warpmath's convention: quotient 0 when the remainder is NaN
    } else {
      mpfr_set_nan(f_);
    }
  }

  void apply_binary(Ref r, float x, float y) {
    using F = int (*)(mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t);
    static constexpr struct {
      Ref ref;
      F f;
    } kFunctions[] = {
        {Ref::atan2, mpfr_atan2}, {Ref::atan2pi, mpfr_atan2pi},
        {Ref::pow, mpfr_pow},     {Ref::powr, mpfr_powr},
        {Ref::hypot, mpfr_hypot}, {Ref::fdim, mpfr_dim},
        {Ref::fmod, mpfr_fmod},   {Ref::remainder, mpfr_remainder},
        {Ref::fmin, mpfr_min},    {Ref::fmax, mpfr_max},
        {Ref::div, mpfr_div},
    };
    if (r == Ref::copysign) {
      mpfr_set_flt(f_, std::copysign(x, y), MPFR_RNDN);
      return;
    }
    if (r == Ref::nextafter) {
      mpfr_set_flt(f_, std::nextafter(x, y), MPFR_RNDN);
      return;
    }
    // The integer-argument references: y carries n (truncated and saturated, as the catalogue
    // does).
    const double n =
        std::fmax(std::fmin(std::trunc(static_cast<double>(y)), 0x1.fffffffffffffp62 * 2), -0x1p63);
    if (r ==
        Ref::ldexp) {  // x * 2^n in double is exact for |n| <= 400; beyond, the float is 0 or inf
      mpfr_set_d(
          f_,
          std::ldexp(static_cast<double>(x), static_cast<int>(std::fmax(std::fmin(n, 400), -400))),
          MPFR_RNDN);
      return;
    }
    const long k = n >= 0x1p63 ? LONG_MAX : n <= -0x1p63 ? LONG_MIN : static_cast<long>(n);
    if (r == Ref::pown) {
      mpfr_set_si(y_, k, MPFR_RNDN);  // exact at 200 bits
      mpfr_pow(f_, x_, y_, MPFR_RNDN);
      return;
    }
    if (r == Ref::rootn || r == Ref::compoundn) {
      if (r == Ref::rootn) {
        mpfr_rootn_si(f_, x_, k, MPFR_RNDN);
      } else if (x < -1.0f) {
        mpfr_set_nan(f_);
      } else if (k == 0) {
        mpfr_set_ui(f_, 1, MPFR_RNDN);
      } else {
        mpfr_add_ui(y_, x_, 1, MPFR_RNDN);  // exact at 200 bits
        mpfr_pow_si(f_, y_, k, MPFR_RNDN);
      }
      return;
    }
    if (r == Ref::jn || r == Ref::yn) {  // the order clamped to [-128, 128] as the catalogue does
      const long order = k < -128 ? -128 : (k > 128 ? 128 : k);
      const long m = order < 0 ? -order : order;
      // f_(-m) = (-1)^m f_m: MPFR's own negative orders cost seconds or abort at large |x|.
      const bool reflect = order < 0 && std::isfinite(x) && x != 0.0f;
      const bool odd_reflection = reflect && (m & 1);
      if (m >= 2 && std::isfinite(x) && std::fabs(x) >= 1024.0f && (r == Ref::jn || x > 0)) {
        // MPFR's jn/yn are impractical there (a series whose cost grows with x): the forward
        // recurrence from j0, j1 (y0, y1) at this precision + 128 bits, stable for |x| >= 8|n|.
        mpfr_t a, b, t, ax;
        mpfr_inits2(mpfr_get_prec(f_) + 128, a, b, t, ax, static_cast<mpfr_ptr>(nullptr));
        mpfr_abs(ax, x_, MPFR_RNDN);
        r == Ref::jn ? mpfr_j0(a, ax, MPFR_RNDN) : mpfr_y0(a, ax, MPFR_RNDN);
        r == Ref::jn ? mpfr_j1(b, ax, MPFR_RNDN) : mpfr_y1(b, ax, MPFR_RNDN);
        for (long i = 1; i < m; ++i) {
          mpfr_mul_si(t, b, 2 * i, MPFR_RNDN);
          mpfr_div(t, t, ax, MPFR_RNDN);
          mpfr_sub(t, t, a, MPFR_RNDN);
          mpfr_swap(a, b);
          mpfr_swap(b, t);
        }
        const bool negate = (m & 1) && (odd_reflection != (r == Ref::jn && x < 0));
        negate ? mpfr_neg(f_, b, MPFR_RNDN) : mpfr_set(f_, b, MPFR_RNDN);
        mpfr_clears(a, b, t, ax, static_cast<mpfr_ptr>(nullptr));
        return;
      }
      const long n_mpfr = reflect ? m : order;
      r == Ref::jn ? mpfr_jn(f_, n_mpfr, x_, MPFR_RNDN) : mpfr_yn(f_, n_mpfr, x_, MPFR_RNDN);
      if (odd_reflection) mpfr_neg(f_, f_, MPFR_RNDN);
      return;
    }
    if (r == Ref::remquo_quo) {
      int q = 0;
      const double rem = std::remquo(static_cast<double>(x), static_cast<double>(y), &q);
      const int bits = q < 0 ? -((-q) & 7) : (q & 7);
      mpfr_set_si(f_, std::isnan(rem) ? 0 : bits, MPFR_RNDN);
      return;
    }
    if (r == Ref::rhypot) {
      if (x == 0.0f && y == 0.0f) {
        mpfr_set_inf(f_, 1);
      } else {
        mpfr_hypot(f_, x_, y_, MPFR_RNDN);
        mpfr_ui_div(f_, 1, f_, MPFR_RNDN);
      }
      return;
    }
    for (const auto& e : kFunctions) {
      if (e.ref == r) {
        e.f(f_, x_, y_, MPFR_RNDN);
        return;
      }
    }
    throw std::invalid_argument(std::string("HighPrecision: no binary ") + ref_name(r));
  }

  mpfr_t x_, y_, f_;
};

}  // namespace warpmath::host_ref::test_support
