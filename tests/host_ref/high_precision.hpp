// tests/host_ref/high_precision.hpp -- an MPFR reference for the oracle's tests, independent of
// the oracle's table and wrappers: f at high precision (200 bits by default) in MPFR's default
// exponent range, rounded to binary32 by hand.
//
// It uses MPFR's function for each Ref, except: rsqrt = rec_sqrt with C23's -inf at -0 written
// here, rcbrt = mpfr_rootn_si(x, -3) (the oracle computes 1/cbrt with its own Ziv loop), powr
// with C23's NaN for a NaN argument, nextafter in float arithmetic (std::nextafter).
#pragma once
#include <mpfr.h>

#include <cmath>
#include <stdexcept>

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
    const float x = args.x, y = args.y;
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
        {Ref::acospi, mpfr_acospi}, {Ref::atanpi, mpfr_atanpi},
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
    for (const auto& e : kFunctions) {
      if (e.ref == r) {
        e.f(f_, x_, MPFR_RNDN);
        return;
      }
    }
    throw std::invalid_argument(std::string("HighPrecision: no unary ") + ref_name(r));
  }

  // C23's rules for NaN arguments, written here: NaN, except pow(x, +-0) = pow(1, y) = 1,
  // hypot(+-inf, y) = +inf, fmin and fmax return the other argument, copysign(x, NaN) is x with
  // the NaN's sign bit (which mpfr_set_flt does not keep).
  void apply_with_nan(Ref r, float x, float y) {
    if (r == Ref::pow && (y == 0.0f || x == 1.0f)) {
      mpfr_set_ui(f_, 1, MPFR_RNDN);
    } else if (r == Ref::hypot && (std::isinf(x) || std::isinf(y))) {
      mpfr_set_inf(f_, 1);
    } else if ((r == Ref::fmin || r == Ref::fmax) && !(std::isnan(x) && std::isnan(y))) {
      mpfr_set_flt(f_, std::isnan(x) ? y : x, MPFR_RNDN);
    } else if (r == Ref::copysign) {
      mpfr_set_flt(f_, std::copysign(x, y), MPFR_RNDN);  // NaN for a NaN x
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
        {Ref::atan2, mpfr_atan2}, {Ref::atan2pi, mpfr_atan2pi},     {Ref::pow, mpfr_pow},
        {Ref::powr, mpfr_powr},   {Ref::hypot, mpfr_hypot},         {Ref::fdim, mpfr_dim},
        {Ref::fmod, mpfr_fmod},   {Ref::remainder, mpfr_remainder}, {Ref::fmin, mpfr_min},
        {Ref::fmax, mpfr_max},
    };
    if (r == Ref::copysign) {
      mpfr_set_flt(f_, std::copysign(x, y), MPFR_RNDN);
      return;
    }
    if (r == Ref::nextafter) {
      mpfr_set_flt(f_, std::nextafter(x, y), MPFR_RNDN);
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
