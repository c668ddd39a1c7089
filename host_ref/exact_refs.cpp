// host_ref/exact_refs.cpp -- the references added with the exact functions, the integer-argument
// functions and the norms (refs.def): exact one-argument functions and the float views of
// integer-valued ones (double forms exact by construction, MPFR forms), ldexp/pown/rootn/
// compoundn with an integer carried by a float, remquo's quotient bits, the reciprocal and
// 3- and 4-argument norms, fabs and fma.
//
// Conventions of warpmath that are not C's (C leaves them unspecified), written into the
// references here so that the sweeps check them: an integer conversion (lrint, lround) of NaN is
// 0 and out of range saturates (LLONG_MAX becomes 2^63 as a float); ilogb(+-0) = ilogb(NaN) =
// INT_MIN, ilogb(+-inf) = INT_MAX; remquo's quotient is the sign of x/y times the low 3 bits of
// the magnitude of the integral quotient, and 0 when the remainder is NaN; frexp of +-0, +-inf
// and NaN stores exponent 0.
#include <mpfr.h>

#include <cmath>
#include <limits>

#include "host_ref/bits.hpp"
#include "host_ref/mpfr_scope.hpp"
#include "host_ref/ref_functions.hpp"

namespace warpmath::host_ref::detail {

namespace {

bool exact(double v, Approx* out) {
  out->y = v;
  out->exact = true;
  return true;
}

// An integer value as an integer conversion to a 64-bit type returns it, as a float: +0 for a
// zero of either sign, saturated to [-2^63, 2^63] (2^63: LLONG_MAX rounded to float).
double as_long_value(double integral) {
  if (integral == 0.0) return 0.0;
  if (integral >= 0x1p63) return 0x1p63;
  if (integral <= -0x1p63) return -0x1p63;
  return integral;
}

// The integer a BINARY_INT reference's second argument carries (catalogue_detail::
// integer_argument): truncated, saturated to long, NaN -> 0.
long integer_of(mpfr_srcptr n) {
  if (mpfr_nan_p(n)) return 0;
  return mpfr_get_si(n, MPFR_RNDZ);  // saturates
}
long integer_of(float n) {
  if (std::isnan(n)) return 0;
  if (n >= 0x1p63f) return std::numeric_limits<long>::max();
  if (n <= -0x1p63f) return std::numeric_limits<long>::min();
  return static_cast<long>(n);
}

bool decide(double v, RefValue* out) {
  *out = value_of(v);
  return true;
}

// The float view of remquo's quotient: sign(x/y) * (|n| mod 8).
double quotient_bits(long q) { return static_cast<double>(q < 0 ? -((-q) & 7) : (q & 7)); }

// sqrt or 1/sqrt of the sum of the squares of args[0 .. n), correctly rounded to rop's precision
// in the caller's exponent range. An infinite argument wins over NaN (C23 F.10.4.4).
int norm_of(mpfr_ptr rop, const mpfr_srcptr* args, int n, bool reciprocal, mpfr_rnd_t rnd) {
  bool any_nan = false, all_zero = true;
  for (int k = 0; k < n; ++k) {
    if (mpfr_inf_p(args[k])) {
      if (reciprocal) {
        mpfr_set_zero(rop, 1);
      } else {
        mpfr_set_inf(rop, 1);
      }
      return 0;
    }
    any_nan = any_nan || mpfr_nan_p(args[k]);
    all_zero = all_zero && mpfr_zero_p(args[k]);
  }
  if (any_nan) {
    mpfr_set_nan(rop);
    return 0;
  }
  if (all_zero) {
    if (reciprocal) {
      mpfr_set_inf(rop, 1);
    } else {
      mpfr_set_zero(rop, 1);
    }
    return 0;
  }
  WideExponentRange wide;
  // Squares of floats have at most 48 significant bits between 2^-298 and 2^256: 800 bits hold
  // the sum of four exactly.
  mpfr_t sum, square;
  mpfr_inits2(800, sum, square, static_cast<mpfr_ptr>(nullptr));
  mpfr_set_zero(sum, 1);
  for (int k = 0; k < n; ++k) {
    mpfr_sqr(square, args[k], MPFR_RNDN);   // exact
    mpfr_add(sum, sum, square, MPFR_RNDN);  // exact
  }
  int t = reciprocal ? mpfr_rec_sqrt(rop, sum, rnd) : mpfr_sqrt(rop, sum, rnd);
  mpfr_clears(sum, square, static_cast<mpfr_ptr>(nullptr));
  wide.restore();
  return mpfr_check_range(rop, t, rnd);
}

}  // namespace

// --- one argument: double forms (finite nonzero x: the special tables took the rest) ---
bool fast_trunc(float x, Approx* out) { return exact(std::trunc(static_cast<double>(x)), out); }
bool fast_floor(float x, Approx* out) { return exact(std::floor(static_cast<double>(x)), out); }
bool fast_ceil(float x, Approx* out) { return exact(std::ceil(static_cast<double>(x)), out); }
bool fast_round(float x, Approx* out) { return exact(std::round(static_cast<double>(x)), out); }
bool fast_rint(float x, Approx* out) {
  return exact(std::nearbyint(static_cast<double>(x)), out);  // the default mode: ties to even
}
bool fast_lrint(float x, Approx* out) {
  return exact(as_long_value(std::nearbyint(static_cast<double>(x))), out);
}
bool fast_lround(float x, Approx* out) {
  return exact(as_long_value(std::round(static_cast<double>(x))), out);
}
bool fast_logb(float x, Approx* out) { return exact(std::logb(static_cast<double>(x)), out); }
bool fast_ilogb(float x, Approx* out) {
  return exact(static_cast<double>(std::ilogb(static_cast<double>(x))), out);
}
bool fast_frexp_mant(float x, Approx* out) {
  int e;
  return exact(std::frexp(static_cast<double>(x), &e), out);
}
bool fast_frexp_exp(float x, Approx* out) {
  int e;
  std::frexp(static_cast<double>(x), &e);
  return exact(static_cast<double>(e), out);
}
bool fast_modf_frac(float x, Approx* out) {
  double integral;
  return exact(std::modf(static_cast<double>(x), &integral), out);
}
bool fast_fabs(float x, Approx* out) { return exact(std::fabs(static_cast<double>(x)), out); }

// --- one argument: MPFR forms ---
int trunc_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t) { return mpfr_trunc(rop, x); }
int floor_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t) { return mpfr_floor(rop, x); }
int ceil_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t) { return mpfr_ceil(rop, x); }
int round_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t) { return mpfr_round(rop, x); }
int rint_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t) { return mpfr_rint(rop, x, MPFR_RNDN); }

namespace {
int to_long_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t ties) {
  if (mpfr_nan_p(x)) {
    mpfr_set_zero(rop, 1);
    return 0;
  }
  mpfr_t integral;
  mpfr_init2(integral, 64);
  mpfr_rint(integral, x, ties);  // exact: floats have 24 bits
  if (mpfr_zero_p(integral)) {
    mpfr_set_zero(rop, 1);
  } else if (mpfr_cmp_si_2exp(integral, 1, 63) >= 0) {
    mpfr_set_si_2exp(rop, 1, 63, MPFR_RNDN);
  } else if (mpfr_cmp_si_2exp(integral, -1, 63) <= 0) {
    mpfr_set_si_2exp(rop, -1, 63, MPFR_RNDN);
  } else {
    mpfr_set(rop, integral, MPFR_RNDN);
  }
  mpfr_clear(integral);
  return 0;
}
}  // namespace

int lrint_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t) { return to_long_mpfr(rop, x, MPFR_RNDN); }
int lround_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t) {
  return to_long_mpfr(rop, x, MPFR_RNDNA);
}

// logb(x) = floor(log2|x|) = EXP(x) - 1 (MPFR's significands lie in [1/2, 1)).
int logb_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd) {
  if (!mpfr_number_p(x) || mpfr_zero_p(x)) {
    if (mpfr_nan_p(x)) mpfr_set_nan(rop);
    if (mpfr_inf_p(x)) mpfr_set_inf(rop, 1);
    if (mpfr_zero_p(x)) mpfr_set_inf(rop, -1);
    return 0;
  }
  return mpfr_set_si(rop, static_cast<long>(mpfr_get_exp(x)) - 1, rnd);
}
int ilogb_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd) {
  if (mpfr_nan_p(x) || mpfr_zero_p(x)) return mpfr_set_si_2exp(rop, -1, 31, rnd);
  if (mpfr_inf_p(x)) return mpfr_set_si_2exp(rop, 1, 31, rnd);
  return mpfr_set_si(rop, static_cast<long>(mpfr_get_exp(x)) - 1, rnd);
}
int frexp_mant_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd) {
  if (!mpfr_number_p(x) || mpfr_zero_p(x)) return mpfr_set(rop, x, rnd);
  return mpfr_mul_2si(rop, x, -static_cast<long>(mpfr_get_exp(x)), rnd);
}
int fabs_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd) { return mpfr_abs(rop, x, rnd); }
int frexp_exp_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd) {
  if (!mpfr_number_p(x) || mpfr_zero_p(x)) {
    mpfr_set_zero(rop, 1);
    return 0;
  }
  return mpfr_set_si(rop, static_cast<long>(mpfr_get_exp(x)), rnd);
}

// --- two arguments, the second an integer carried by a float ---
bool ldexp_special(float x, float, RefValue* out) {
  if (std::isfinite(x) && x != 0.0f) return false;
  return decide(x, out);  // NaN, +-inf and +-0 are returned as they are
}
int ldexp_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr n, mpfr_rnd_t rnd) {
  long k = integer_of(n);
  if (k > 100000) k = 100000;  // far past the range either way
  if (k < -100000) k = -100000;
  return mpfr_mul_2si(rop, x, k, rnd);
}

// --- double forms of the integer-argument references (the rounding check falls back to MPFR) ---
// n carried by an integer-valued float below 2^62 is that float exactly; larger ones saturate in
// integer_of, so they go to MPFR.
bool carries_exact_integer(float n) { return std::fabs(n) < 0x1p62f && n == std::trunc(n); }

// pown(x, n) = pow(x, n) for an integer n (same signs, zeros and infinities): glibc's pow,
// error below 1 ulp of double (kLibmError).
bool fast_pown(float x, float n, Approx* out) {
  return carries_exact_integer(n) && fast_pow(x, n, out);
}

// rootn(x, n) = sign * |x|^(1/n): 1/n is rounded (relative 2^-53), which changes the exponent
// ln|x|/n by at most |ln|x|/n| * 2^-53 <= 103.3 * 2^-53 (|ln|x|| <= 149 ln 2 for floats), so with
// pow's own 2^-52 the relative error is below 2^-46 (kRootnError). Zeros, infinities and
// negative x with even n go to MPFR.
bool fast_rootn(float x, float n, Approx* out) {
  if (!carries_exact_integer(n) || !std::isfinite(x) || x == 0.0f) return false;
  const long k = static_cast<long>(n);
  const bool odd = (k & 1) != 0;
  if (x < 0.0f && !odd) return false;
  const double r = std::pow(std::fabs(static_cast<double>(x)), 1.0 / static_cast<double>(k));
  out->y = x < 0.0f ? -r : r;
  if (std::fabs(x) > 1.0f) {
    (k > 0 ? out->at_least : out->below) = 1.0;
  } else if (std::fabs(x) < 1.0f) {
    (k > 0 ? out->below : out->at_least) = 1.0;
  }
  return true;
}

// compoundn(x, n) = exp(n log1p(x)): t = n*log1p(x) carries a relative error below 2^-51 (log1p
// below 1 ulp of double, the product one rounding), so exp(t) is off by |t| 2^-51 <= 2^-41.5
// relative while |t| <= 709; beyond, the double is infinite or zero and so is the float
// (kCompoundnError = 2^-41). The special rule took x <= -1, n = 0 and NaN.
bool fast_compoundn(float x, float n, Approx* out) {
  if (!carries_exact_integer(n) || !std::isfinite(x)) return false;
  const double t = static_cast<double>(n) * std::log1p(static_cast<double>(x));
  out->y = std::exp(t);
  if (t > 0) {
    out->at_least = 1.0;
  } else if (t < 0) {
    out->below = 1.0;
  }
  return true;
}

// ldexp(x, n) = x * 2^n, exact in double for |n| <= 400 (|x 2^n| between 2^-549 and 2^528); its
// conversion to float rounds once. Larger |n| go to MPFR.
bool fast_ldexp(float x, float n, Approx* out) {
  if (!(std::fabs(n) <= 400.0f) || n != std::trunc(n)) return false;
  return exact(std::ldexp(static_cast<double>(x), static_cast<int>(n)), out);
}

// The norms in double: squares of floats are exact (48 bits, between 2^-298 and 2^256), the sum
// of at most four has a relative error below 3 * 2^-53, the square root halves it and adds 2^-53
// (1/sqrt: a division more), so both are within 2^-50 (kNormError). Infinities, NaNs and all-zero
// arguments go to MPFR (the special rules live in norm_of).
bool norm_fast(const float* args, int n, bool reciprocal, Approx* out) {
  double sum = 0.0;
  for (int k = 0; k < n; ++k) {
    if (!std::isfinite(args[k])) return false;
    const double a = args[k];
    sum += a * a;
  }
  if (sum == 0.0) return false;
  const double r = std::sqrt(sum);
  out->y = reciprocal ? 1.0 / r : r;
  return true;
}

bool fast_norm3d(const float* args, Approx* out) { return norm_fast(args, 3, false, out); }
bool fast_rnorm3d(const float* args, Approx* out) { return norm_fast(args, 3, true, out); }
bool fast_norm4d(const float* args, Approx* out) { return norm_fast(args, 4, false, out); }
bool fast_rnorm4d(const float* args, Approx* out) { return norm_fast(args, 4, true, out); }

// fma: x * y is exact in double (48 significant bits), and the sum with z is one correctly
// rounded double addition (2^-53), exact when Knuth's TwoSum finds no error. Infinities and NaNs
// are left to MPFR, whose fma treats them like a product followed by a sum (IEEE 754's rules,
// also for the sign of a zero sum).
bool fast_fma(const float* args, Approx* out) {
  for (int k = 0; k < 3; ++k) {
    if (!std::isfinite(args[k])) return false;
  }
  const double a = static_cast<double>(args[0]) * static_cast<double>(args[1]);
  const double b = args[2];
  const double s = a + b;
  const double b_part = s - a;
  const double error = (a - (s - b_part)) + (b - b_part);
  out->y = s;
  out->exact = error == 0.0;
  return true;
}

bool pown_special(float x, float n, RefValue* out) {
  // pown(x, 0) = 1, even for a quiet NaN x (a signalling one gives a quiet NaN)
  if (integer_of(n) == 0 && !bits::is_signalling(x)) return decide(1.0, out);
  if (std::isnan(x)) return decide(x, out);
  return false;
}
int pown_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr n, mpfr_rnd_t rnd) {
  return mpfr_pow_si(rop, x, integer_of(n), rnd);
}

bool rootn_special(float x, float n, RefValue* out) {
  if (std::isnan(x) || integer_of(n) == 0)
    return decide(std::numeric_limits<double>::quiet_NaN(), out);
  return false;
}
int rootn_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr n, mpfr_rnd_t rnd) {
  return mpfr_rootn_si(rop, x, integer_of(n), rnd);
}

// C23 F.10.4.2: compoundn(x, 0) = 1 for x >= -1 or NaN; x < -1 is a domain error;
// compoundn(-1, n < 0) = +inf (pole), compoundn(-1, n > 0) = +0.
bool compoundn_special(float x, float n, RefValue* out) {
  const long k = integer_of(n);
  if (x < -1.0f) return decide(std::numeric_limits<double>::quiet_NaN(), out);
  if (k == 0 && !bits::is_signalling(x)) return decide(1.0, out);
  if (std::isnan(x)) return decide(x, out);
  if (x == -1.0f) return decide(k < 0 ? std::numeric_limits<double>::infinity() : 0.0, out);
  return false;
}
int compoundn_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr n, mpfr_rnd_t rnd) {
  return mpfr_compound_si(rop, x, integer_of(n), rnd);
}

// remquo's quotient bits: glibc's float remquo gives the same n, whose low bits we keep.
bool remquo_quo_exact(float x, float y, RefValue* out) {
  int q = 0;
  const float r = std::remquo(x, y, &q);
  return decide(std::isnan(r) ? 0.0 : quotient_bits(q), out);
}
int remquo_quo_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr y, mpfr_rnd_t rnd) {
  long q = 0;
  mpfr_t r;
  mpfr_init2(r, 24);
  mpfr_remquo(r, &q, x, y, MPFR_RNDN);
  const bool nan = mpfr_nan_p(r) != 0;
  mpfr_clear(r);
  return mpfr_set_d(rop, nan ? 0.0 : quotient_bits(q), rnd);
}

// --- norms ---
// 1/hypot(x, y) in double: glibc's hypot is within 1 ulp of double, the division adds half an
// ulp: within 2^-51 (kRhypotError). The special rule took zeros, infinities and NaN.
bool fast_rhypot(float x, float y, Approx* out) {
  out->y = 1.0 / std::hypot(static_cast<double>(x), static_cast<double>(y));
  return true;
}

bool rhypot_special(float x, float y, RefValue* out) {
  if ((std::isinf(x) || std::isinf(y)) && !bits::either_signalling(x, y)) return decide(0.0, out);
  if (std::isnan(x) || std::isnan(y)) return decide(std::numeric_limits<double>::quiet_NaN(), out);
  if (x == 0.0f && y == 0.0f) return decide(std::numeric_limits<double>::infinity(), out);
  return false;
}
int rhypot_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr y, mpfr_rnd_t rnd) {
  const mpfr_srcptr args[2] = {x, y};
  return norm_of(rop, args, 2, true, rnd);
}
int norm3d_mpfr(mpfr_ptr rop, const mpfr_srcptr* args, mpfr_rnd_t rnd) {
  return norm_of(rop, args, 3, false, rnd);
}
int rnorm3d_mpfr(mpfr_ptr rop, const mpfr_srcptr* args, mpfr_rnd_t rnd) {
  return norm_of(rop, args, 3, true, rnd);
}
int norm4d_mpfr(mpfr_ptr rop, const mpfr_srcptr* args, mpfr_rnd_t rnd) {
  return norm_of(rop, args, 4, false, rnd);
}
int rnorm4d_mpfr(mpfr_ptr rop, const mpfr_srcptr* args, mpfr_rnd_t rnd) {
  return norm_of(rop, args, 4, true, rnd);
}
int fma_mpfr(mpfr_ptr rop, const mpfr_srcptr* args, mpfr_rnd_t rnd) {
  return mpfr_fma(rop, args[0], args[1], args[2], rnd);
}

}  // namespace warpmath::host_ref::detail
