// host_ref/mpfr_wrappers.cpp -- MPFR forms of the references that MPFR 4.2 lacks or defines
// differently from C23 (refs.def's mpfr_function column). Each rounds correctly in direction
// `rnd` to rop's precision and returns the ternary value, as MPFR's own functions do.
#include <mpfr.h>

#include "host_ref/ref_functions.hpp"

namespace warpmath::host_ref::detail {

namespace {

// MPFR variables of one precision for the duration of a scope.
class Scratch {
 public:
  explicit Scratch(mpfr_prec_t precision) {
    mpfr_inits2(precision, a_, b_, static_cast<mpfr_ptr>(nullptr));
  }
  ~Scratch() { mpfr_clears(a_, b_, static_cast<mpfr_ptr>(nullptr)); }
  Scratch(const Scratch&) = delete;
  Scratch& operator=(const Scratch&) = delete;
  mpfr_ptr a() { return a_; }
  mpfr_ptr b() { return b_; }

 private:
  mpfr_t a_, b_;
};

}  // namespace

// 1/sqrt(x): mpfr_rec_sqrt, except that MPFR gives +inf for -0 where C23 F.10.4.9 (and CUDA's
// rsqrtf) give -inf.
int rsqrt_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd) {
  if (mpfr_zero_p(x) && mpfr_signbit(x)) {
    mpfr_set_inf(rop, -1);
    return 0;
  }
  return mpfr_rec_sqrt(rop, x, rnd);
}

// 1/cbrt(x), rounded once. With p bits, t = cbrt(x)(1 + e1) and u = (1/t)(1 + e2), |e1|, |e2| <=
// 2^-p, so |u - 1/cbrt(x)| <= 2^(1-p)(1 + 2^-p) |u| < 4 ulp_p(u) = 2^(EXP(u) - (p - 2)):
// mpfr_can_round(u, p - 2, ...) then proves that rounding u gives the rounding of 1/cbrt(x).
// When both operations are exact (x = +-2^(3k)) u is the result. 1/cbrt(x) is never a rounding
// boundary of rop otherwise: a value with one bit more than rop is a dyadic m, and m^-3 a float
// only if m is a power of two. Ziv's loop raises p until it can round (typically once).
// (MPFR 4.2's mpfr_rootn_si(x, -3) computes the same; the tests compare the two.)
int rcbrt_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd) {
  if (mpfr_nan_p(x)) {
    mpfr_set_nan(rop);
    return 0;
  }
  if (mpfr_zero_p(x) || mpfr_inf_p(x)) {  // 1/cbrt(+-0) = +-inf, 1/cbrt(+-inf) = +-0
    const int sign = mpfr_signbit(x) ? -1 : 1;
    if (mpfr_zero_p(x)) {
      mpfr_set_inf(rop, sign);
    } else {
      mpfr_set_zero(rop, sign);
    }
    return 0;
  }
  const mpfr_prec_t target = mpfr_get_prec(rop);
  for (mpfr_prec_t p = target + 32;; p += 64) {
    Scratch s(p);
    const bool cbrt_exact = mpfr_cbrt(s.a(), x, MPFR_RNDN) == 0;
    const bool reciprocal_exact = mpfr_ui_div(s.b(), 1, s.a(), MPFR_RNDN) == 0;
    if ((cbrt_exact && reciprocal_exact) ||
        mpfr_can_round(s.b(), p - 2, MPFR_RNDN, MPFR_RNDZ, target + (rnd == MPFR_RNDN))) {
      return mpfr_set(rop, s.b(), rnd);
    }
  }
}

// powr(x, y): mpfr_powr, except that MPFR gives powr(1, NaN) = 1 where C23 F.10.4.6 and IEEE
// 754-2019 9.2.1 give 1 only for finite y (a NaN argument gives NaN).
int powr_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr y, mpfr_rnd_t rnd) {
  if (mpfr_nan_p(x) || mpfr_nan_p(y)) {
    mpfr_set_nan(rop);
    return 0;
  }
  return mpfr_powr(rop, x, y, rnd);
}

// mpfr_copysign is a macro; the table needs a function.
int copysign_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr y, mpfr_rnd_t rnd) {
  return mpfr_copysign(rop, x, y, rnd);
}

// nextafterf(x, y): the float next to x toward y (y itself when x == y). MPFR's nexttoward works
// at a variable's precision and knows no subnormals, so the float step is built here: in the
// binade [2^(e-1), 2^e) of x (MPFR exponent e) floats are 2^(max(e, -125) - 24) apart, and
// below a power of two they are in the binade under it.
int nextafter_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr y, mpfr_rnd_t rnd) {
  if (mpfr_nan_p(x) || mpfr_nan_p(y)) {
    mpfr_set_nan(rop);
    return 0;
  }
  if (mpfr_equal_p(x, y)) return mpfr_set(rop, y, rnd);
  const bool up = mpfr_less_p(x, y);
  if (mpfr_inf_p(x)) {  // toward a finite y: +-FLT_MAX
    Scratch s(24);
    mpfr_set_flt(s.a(), 0x1.fffffep127f, MPFR_RNDN);
    mpfr_setsign(s.a(), s.a(), mpfr_signbit(x), MPFR_RNDN);
    return mpfr_set(rop, s.a(), rnd);
  }
  Scratch s(64);  // x -/+ a step has at most 25 significant bits
  if (mpfr_zero_p(x)) {
    mpfr_set_si_2exp(s.a(), up ? 1 : -1, -149, MPFR_RNDN);
    return mpfr_set(rop, s.a(), rnd);
  }
  const bool away_from_zero = up != static_cast<bool>(mpfr_signbit(x));
  mpfr_exp_t e = mpfr_get_exp(x);
  mpfr_abs(s.a(), x, MPFR_RNDN);
  if (!away_from_zero && mpfr_cmp_si_2exp(s.a(), 1, e - 1) == 0) --e;  // a power of two
  mpfr_set_si_2exp(s.b(), up ? 1 : -1, (e > -125 ? e : -125) - 24, MPFR_RNDN);
  mpfr_add(s.a(), x, s.b(), MPFR_RNDN);  // exact; a zero keeps x's sign (IEEE nextUp(-2^-149) = -0)
  if (mpfr_zero_p(s.a())) mpfr_setsign(s.a(), s.a(), mpfr_signbit(x), MPFR_RNDN);
  mpfr_abs(s.b(), s.a(), MPFR_RNDN);
  if (mpfr_cmp_si_2exp(s.b(), 1, 128) >= 0) {  // past FLT_MAX
    mpfr_set_inf(rop, up ? 1 : -1);
    return 0;
  }
  return mpfr_set(rop, s.a(), rnd);
}

}  // namespace warpmath::host_ref::detail
