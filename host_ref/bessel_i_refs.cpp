// host_ref/bessel_i_refs.cpp -- the references of the modified Bessel functions of the first kind
// of orders 0 and 1: cyl_bessel_i0 and cyl_bessel_i1. MPFR has neither.
//
// Both come from the power series, whose terms are all positive for a = |x| > 0:
//   I_nu(a) = sum_{k >= 0} t_k,  t_0 = (a/2)^nu,  t_k = t_{k-1} q / (k (k + nu)),  q = (a/2)^2,
// and I0 is even, I1 odd (I1(-x) = -I1(x)).
//
// MPFR form (Ziv's strategy). At a working precision w the sum is formed with every operation
// rounded to nearest (relative error u = 2^-w each): q takes one rounding (a/2 is exact), each
// t_k two more than t_{k-1}, so t_k carries at most 3k roundings, and each of the n terms passes
// through at most n - 1 additions: with no cancellation anywhere the computed sum is within
// (1 + u)^(4n) - 1 <= 5 n u of the partial sum (4 n u < 1/4).  The loop stops after a term with
// t_k <= u S and (k + 1)(k + 1 + nu) >= 2q: from there on each exact term is at most half the one
// before, so the tail is below t_k (1 + 5 n u) <= 1.01 u S.  So |S - I| <= (5n + 2) u I, and
// mpfr_can_round is asked with err = w - ceil(log2(5n + 2)) - 1 bits; w doubles until it answers.
// The sum is computed in MPFR's widest exponent range, then mpfr_check_range brings the correctly
// rounded result (with its true ternary value: I_nu(x) is transcendental for x != 0, never
// exact) into the caller's range, so that the oracle's mpfr_subnormalize sees it.
//   Shortcuts: a < 2^-40: I0 = 1 + d, I1 = (a/2)(1 + d') with 0 < d, d' < a^2/4 (1.01) < 2^-81,
//   below half an ulp at any precision up to 64 bits: the result is 1 or a/2 (or the next number
//   away from zero for directed rounding away from zero), with the ternary value of a number just
//   above it in magnitude -- e.g. I1(2^-149) = 2^-150 (1 + d) rounds up to 2^-149, not to the
//   even 0.  a >= 96: I_nu(a) >= I1(a) >= t_48 of I1 = 48^97 / (48! 49!) > 2^130 (I0 >= I1 for
//   a > 0 termwise): overflow beyond binary32 and binary64 alike, set as 2^(2^40).
//
// Double fast path (a <= 96), E = kBesselIError = 2^-44 (ref_functions.hpp): the same series in
// double.  q = a*a/4 is exact (a has 24 bits, so a^2 has at most 48; a >= 2^-149 keeps it far
// from underflow); t_k = t_{k-1} * q / (k (k + nu)) takes two roundings per step (k (k + nu) is an
// exact integer), so t_k carries at most 2k, and with n - 1 additions of positive terms the sum is
// within gamma_{3n} = 3n 2^-53 / (1 - 3n 2^-53) of the partial sum.  The loop stops after a term
// t_k <= 2^-60 S with (k + 1)(k + 1 + nu) >= 2q (tail below 1.01 * 2^-60 S, as above) and gives up
// (MPFR answers) if that has not happened by k = 150, so n <= 151, 3n <= 453 and the error is
// below 453 * 2^-53 * 1.0001 + 2^-59.9 < 2^-44.  Facts for the rounding check: I0(a) >= 1 and
// I1(a) > a/2 (all terms positive), which decide the many tiny arguments where the double is 1 or
// a/2 exactly.  Where a/2 is a binary32 midpoint (subnormal results of I1) the check cannot
// decide and MPFR does, by the shortcut above.
#include <mpfr.h>

#include <cmath>

#include "host_ref/mpfr_scope.hpp"
#include "host_ref/ref_functions.hpp"

namespace warpmath::host_ref::detail {

namespace {

// Above this |x| both functions exceed 2^130 (see the comment at the top).
constexpr double kOverflowArgument = 96.0;
constexpr int kFastMaxTerms = 150;

// I_nu(|x|) with x's sign for nu = 1, |x| < 2^-40, rounded into rop (precision <= 64): the value
// is base (1 + d), 0 < d < 2^-81, with base = 1 or |x|/2 exact.
int bessel_i_tiny(int nu, mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd) {
  WideExponentRange wide;
  const bool negative = nu == 1 && mpfr_signbit(x) != 0;
  if (nu == 0) {
    mpfr_set_ui(rop, 1, MPFR_RNDN);
  } else {
    mpfr_div_2ui(rop, x, 1, MPFR_RNDN);  // exact: rop has at least 24 bits, the range is wide
  }
  // The exact value is just beyond rop in magnitude: rounding toward zero (or to nearest) keeps
  // rop, rounding away from zero takes the next number away.
  const bool away =
      rnd == MPFR_RNDA || (rnd == MPFR_RNDU && !negative) || (rnd == MPFR_RNDD && negative);
  int ternary;
  if (away) {
    negative ? mpfr_nextbelow(rop) : mpfr_nextabove(rop);
    ternary = negative ? -1 : 1;
  } else {
    ternary = negative ? 1 : -1;
  }
  wide.restore();
  return mpfr_check_range(rop, ternary, rnd);
}

int bessel_i_mpfr(int nu, mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd) {
  if (mpfr_nan_p(x)) {
    mpfr_set_nan(rop);
    return 0;
  }
  const bool negative = nu == 1 && mpfr_signbit(x) != 0;
  if (mpfr_inf_p(x)) {
    mpfr_set_inf(rop, negative ? -1 : 1);
    return 0;
  }
  if (mpfr_zero_p(x)) {
    if (nu == 0) return mpfr_set_ui(rop, 1, rnd);
    mpfr_set_zero(rop, negative ? -1 : 1);
    return 0;
  }
  if (mpfr_cmpabs_ui(x, static_cast<unsigned long>(kOverflowArgument)) >= 0) {
    WideExponentRange wide;
    mpfr_set_ui_2exp(rop, 1, mpfr_exp_t{1} << 40, MPFR_RNDN);
    if (negative) mpfr_neg(rop, rop, MPFR_RNDN);
    wide.restore();
    return mpfr_check_range(rop, negative ? 1 : -1, rnd);
  }
  const mpfr_prec_t prec = mpfr_get_prec(rop);
  if (prec <= 64 && mpfr_get_exp(x) < -40) return bessel_i_tiny(nu, rop, x, rnd);

  WideExponentRange wide;
  int ternary = 0;
  for (mpfr_prec_t w = prec + 32;; w *= 2) {
    mpfr_t half, q, term, sum;
    mpfr_inits2(w, half, q, term, sum, static_cast<mpfr_ptr>(nullptr));
    mpfr_abs(half, x, MPFR_RNDN);
    mpfr_div_2ui(half, half, 1, MPFR_RNDN);  // exact
    mpfr_sqr(q, half, MPFR_RNDN);
    if (nu == 0) {
      mpfr_set_ui(term, 1, MPFR_RNDN);
    } else {
      mpfr_set(term, half, MPFR_RNDN);
    }
    mpfr_set(sum, term, MPFR_RNDN);
    unsigned long n = 1;
    for (unsigned long k = 1;; ++k) {
      mpfr_mul(term, term, q, MPFR_RNDN);
      mpfr_div_ui(term, term, k * (k + nu), MPFR_RNDN);
      mpfr_add(sum, sum, term, MPFR_RNDN);
      n = k + 1;
      // term <= 2^-w sum, and the exact ratios from here on at most 1/2
      const bool small = mpfr_get_exp(term) + w <= mpfr_get_exp(sum) - 1;
      if (small && mpfr_cmp_ui(q, (k + 1) * (k + 1 + nu) / 2) <= 0) break;
    }
    if (negative) mpfr_neg(sum, sum, MPFR_RNDN);
    const long err =
        static_cast<long>(w) - static_cast<long>(std::ceil(std::log2(5.0 * n + 2.0))) - 1;
    const bool ok = mpfr_can_round(sum, err, MPFR_RNDN, MPFR_RNDZ, prec + (rnd == MPFR_RNDN));
    if (ok) ternary = mpfr_set(rop, sum, rnd);
    mpfr_clears(half, q, term, sum, static_cast<mpfr_ptr>(nullptr));
    if (ok) break;
  }
  wide.restore();
  return mpfr_check_range(rop, ternary, rnd);
}

bool fast_bessel_i(int nu, float x, Approx* out) {
  const double a = std::fabs(static_cast<double>(x));
  if (a >= kOverflowArgument) return false;  // MPFR's shortcut: overflow
  const double q = a * a / 4.0;              // exact
  double term = nu == 0 ? 1.0 : a / 2.0;
  double sum = term;
  bool converged = false;
  for (int k = 1; k <= kFastMaxTerms; ++k) {
    term = term * q / static_cast<double>(k * (k + nu));
    sum += term;
    if (term <= sum * 0x1p-60 && 2.0 * q <= static_cast<double>((k + 1) * (k + 1 + nu))) {
      converged = true;
      break;
    }
  }
  if (!converged) return false;
  out->y = (nu == 1 && x < 0.0f) ? -sum : sum;
  out->at_least = nu == 0 ? 1.0 : a / 2.0;
  return true;
}

}  // namespace

int cyl_bessel_i0_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd) {
  return bessel_i_mpfr(0, rop, x, rnd);
}
int cyl_bessel_i1_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd) {
  return bessel_i_mpfr(1, rop, x, rnd);
}
bool fast_cyl_bessel_i0(float x, Approx* out) { return fast_bessel_i(0, x, out); }
bool fast_cyl_bessel_i1(float x, Approx* out) { return fast_bessel_i(1, x, out); }

}  // namespace warpmath::host_ref::detail
