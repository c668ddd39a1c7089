// host_ref/special_refs.cpp -- the references of the special functions: erf, erfc,
// erfcx (e^(x^2) erfc(x)), normcdf (erfc(-x/sqrt 2)/2).
//
// MPFR forms: erf and erfc are MPFR's own (refs.def). erfcx and normcdf are computed here as an
// interval [lo, hi] that contains the exact value, from MPFR operations rounded outwards at a
// working precision that grows until both ends round to the same result with the same ternary
// value (Ziv's strategy), in MPFR's widest exponent range; the rounded result is then checked
// against the caller's exponent range (mpfr_check_range), so that the oracle's binary32 range and
// mpfr_subnormalize see a correctly rounded result and a true ternary value.
//
// Double fast paths (E derived at the declarations in ref_functions.hpp):
//   erf, erfc  glibc's erf, erfc of the exact argument.
//   erfcx      x < 26: glibc exp(x^2) * erfc(x) (x^2 is exact in double); x >= 26: the asymptotic
//              series 1/(x sqrt(pi)) sum_{n<8} (-1)^n (2n-1)!!/(2x^2)^n, whose remainder is below
//              its first omitted term, 15!!/(2*26^2)^8 < 2^-62.
//   normcdf    t = -x/sqrt(2) = th + tl as a double-double (FMA), then
//              (erfc(th) - tl 2/sqrt(pi) e^(-th^2)) / 2: the first-order correction removes the
//              condition number 2t^2 of erfc from the rounding of t; the second-order term is
//              below 2t^4 2^-106 relative.
#include <mpfr.h>

#include <cmath>

#include "host_ref/mpfr_scope.hpp"
#include "host_ref/ref_functions.hpp"

namespace warpmath::host_ref::detail {

namespace {

constexpr double kInvSqrtPi = 0x1.20dd750429b6dp-1;      // 1/sqrt(pi), within 2^-54 relative
constexpr double kTwoOverSqrtPi = 0x1.20dd750429b6dp+0;  // 2/sqrt(pi)
constexpr double kSqrtHalfHi = 0x1.6a09e667f3bcdp-1;     // RN(1/sqrt(2))
constexpr double kSqrtHalfLo = -0x1.bdd3413b26456p-55;   // RN(1/sqrt(2) - kSqrtHalfHi)

int sign_of(int t) { return (t > 0) - (t < 0); }

// Rounds the exact value known to lie in [lo, hi] into rop (its precision, direction rnd) if both
// ends give the same result and the same ternary value; returns false otherwise.
bool round_interval(mpfr_ptr rop, mpfr_srcptr lo, mpfr_srcptr hi, mpfr_rnd_t rnd, int* ternary) {
  mpfr_t r2;
  mpfr_init2(r2, mpfr_get_prec(rop));
  const int t1 = mpfr_set(rop, lo, rnd);
  const int t2 = mpfr_set(r2, hi, rnd);
  const bool same = mpfr_equal_p(rop, r2) != 0 && sign_of(t1) == sign_of(t2) &&
                    (t1 != 0 || mpfr_equal_p(lo, hi) != 0);
  mpfr_clear(r2);
  *ternary = t1;
  return same;
}

// Computes f into rop correctly rounded: `bounds(lo, hi, precision)` encloses the exact value.
template <class Bounds>
int ziv(mpfr_ptr rop, mpfr_rnd_t rnd, Bounds bounds) {
  WideExponentRange wide;
  int ternary = 0;
  for (mpfr_prec_t w = mpfr_get_prec(rop) + 40;; w *= 2) {
    mpfr_t lo, hi;
    mpfr_inits2(w, lo, hi, static_cast<mpfr_ptr>(nullptr));
    bounds(lo, hi, w);
    const bool done = round_interval(rop, lo, hi, rnd, &ternary);
    mpfr_clears(lo, hi, static_cast<mpfr_ptr>(nullptr));
    if (done) break;
  }
  wide.restore();
  return mpfr_check_range(rop, ternary, rnd);
}

}  // namespace

// --- MPFR forms ---
int erfcx_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd) {
  if (mpfr_nan_p(x)) {
    mpfr_set_nan(rop);
    return 0;
  }
  if (mpfr_inf_p(x)) {
    if (mpfr_sgn(x) > 0) {
      mpfr_set_zero(rop, 1);
    } else {
      mpfr_set_inf(rop, 1);
    }
    return 0;
  }
  if (mpfr_zero_p(x)) return mpfr_set_ui(rop, 1, rnd);
  if (mpfr_cmp_si(x, -(1L << 20)) < 0) {  // e^(x^2) > 2^(2^40): beyond every exponent range used
    WideExponentRange wide;
    mpfr_set_ui_2exp(rop, 1, mpfr_exp_t{1} << 40, MPFR_RNDN);
    wide.restore();
    return mpfr_check_range(rop, -1, rnd);
  }
  return ziv(rop, rnd, [&](mpfr_ptr lo, mpfr_ptr hi, mpfr_prec_t w) {
    mpfr_t t, u;
    mpfr_inits2(w, t, u, static_cast<mpfr_ptr>(nullptr));
    if (mpfr_cmp_ui_2exp(x, 1, 29) > 0) {
      // 1/(x sqrt(pi)) (1 - 1/(2x^2) + r), 0 < r < 3/(4x^4): between the two partial sums.
      mpfr_const_pi(t, MPFR_RNDU);
      mpfr_sqrt(t, t, MPFR_RNDU);
      mpfr_mul(t, t, x, MPFR_RNDU);
      mpfr_ui_div(lo, 1, t, MPFR_RNDD);  // <= 1/(x sqrt(pi))
      mpfr_const_pi(u, MPFR_RNDD);
      mpfr_sqrt(u, u, MPFR_RNDD);
      mpfr_mul(u, u, x, MPFR_RNDD);
      mpfr_ui_div(hi, 1, u, MPFR_RNDU);  // >= 1/(x sqrt(pi))
      // v = 1/(2x^2) in [t, u]; the sum lies in [1 - v, 1 - v + 3v^2].
      mpfr_sqr(t, x, MPFR_RNDU);
      mpfr_mul_2ui(t, t, 1, MPFR_RNDU);
      mpfr_ui_div(t, 1, t, MPFR_RNDD);
      mpfr_sqr(u, x, MPFR_RNDD);
      mpfr_mul_2ui(u, u, 1, MPFR_RNDD);
      mpfr_ui_div(u, 1, u, MPFR_RNDU);
      mpfr_t sum;
      mpfr_init2(sum, w);
      mpfr_ui_sub(sum, 1, u, MPFR_RNDD);
      mpfr_mul(lo, lo, sum, MPFR_RNDD);
      mpfr_sqr(u, u, MPFR_RNDU);
      mpfr_mul_ui(u, u, 3, MPFR_RNDU);
      mpfr_ui_sub(sum, 1, t, MPFR_RNDU);
      mpfr_add(sum, sum, u, MPFR_RNDU);
      mpfr_mul(hi, hi, sum, MPFR_RNDU);
      mpfr_clear(sum);
    } else {
      mpfr_sqr(t, x, MPFR_RNDN);  // exact: w >= 64
      mpfr_exp(u, t, MPFR_RNDD);
      mpfr_exp(t, t, MPFR_RNDU);
      mpfr_erfc(lo, x, MPFR_RNDD);
      mpfr_erfc(hi, x, MPFR_RNDU);
      mpfr_mul(lo, lo, u, MPFR_RNDD);
      mpfr_mul(hi, hi, t, MPFR_RNDU);
    }
    mpfr_clears(t, u, static_cast<mpfr_ptr>(nullptr));
  });
}

int normcdf_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd) {
  if (mpfr_nan_p(x)) {
    mpfr_set_nan(rop);
    return 0;
  }
  if (mpfr_inf_p(x)) {
    if (mpfr_sgn(x) > 0) return mpfr_set_ui(rop, 1, rnd);
    mpfr_set_zero(rop, 1);
    return 0;
  }
  if (mpfr_zero_p(x)) return mpfr_set_ui_2exp(rop, 1, -1, rnd);
  // |x| > 40: normcdf(x) < 2^-1100 or 1 - normcdf(x) < 2^-1100, beyond every precision the
  // oracle rounds to (and far cheaper than the Ziv loop, whose bounds at 1 - 2^-1100 would need
  // ~1100 bits to separate).
  if (mpfr_cmp_si(x, -40) < 0) {  // below e^(-800): under the binary32 and binary64 ranges
    WideExponentRange wide;
    mpfr_set_ui_2exp(rop, 1, -(mpfr_exp_t{1} << 40), MPFR_RNDN);
    wide.restore();
    return mpfr_check_range(rop, 1, rnd);
  }
  if (mpfr_cmp_ui(x, 40) > 0) {  // 1 - e^(-800)
    WideExponentRange wide;
    mpfr_t one;
    mpfr_init2(one, mpfr_get_prec(rop));
    mpfr_set_ui(one, 1, MPFR_RNDN);
    mpfr_set(rop, one, MPFR_RNDN);
    int t = 1;
    if (rnd == MPFR_RNDZ || rnd == MPFR_RNDD) {
      mpfr_nextbelow(rop);
      t = -1;
    }
    mpfr_clear(one);
    wide.restore();
    return mpfr_check_range(rop, t, rnd);
  }
  return ziv(rop, rnd, [&](mpfr_ptr lo, mpfr_ptr hi, mpfr_prec_t w) {
    // x/sqrt(2) in [a_lo, a_hi], so t = -x/sqrt(2) in [-a_hi, -a_lo]; erfc is decreasing.
    mpfr_t s, a_lo, a_hi;
    mpfr_inits2(w, s, a_lo, a_hi, static_cast<mpfr_ptr>(nullptr));
    const bool positive = mpfr_sgn(x) > 0;
    mpfr_sqrt_ui(s, 2, positive ? MPFR_RNDU : MPFR_RNDD);
    mpfr_div(a_lo, x, s, MPFR_RNDD);
    mpfr_sqrt_ui(s, 2, positive ? MPFR_RNDD : MPFR_RNDU);
    mpfr_div(a_hi, x, s, MPFR_RNDU);
    mpfr_neg(a_lo, a_lo, MPFR_RNDN);
    mpfr_neg(a_hi, a_hi, MPFR_RNDN);
    mpfr_erfc(lo, a_lo, MPFR_RNDD);
    mpfr_erfc(hi, a_hi, MPFR_RNDU);
    mpfr_div_2ui(lo, lo, 1, MPFR_RNDN);
    mpfr_div_2ui(hi, hi, 1, MPFR_RNDN);
    mpfr_clears(s, a_lo, a_hi, static_cast<mpfr_ptr>(nullptr));
  });
}

// --- double forms (finite nonzero x) ---
bool fast_erf(float x, Approx* out) {
  out->y = std::erf(static_cast<double>(x));
  out->below = 1.0;
  return true;
}

bool fast_erfc(float x, Approx* out) {
  out->y = std::erfc(static_cast<double>(x));
  if (x > 0.0f) {
    out->below = 1.0;
  } else {
    out->at_least = 1.0;
    out->below = 2.0;
  }
  return true;
}

bool fast_erfcx(float x, Approx* out) {
  const double xd = x;
  if (xd < 26.0) {
    out->y = std::exp(xd * xd) * std::erfc(xd);
  } else {
    const double v = 1.0 / (2.0 * xd * xd);
    double sum = 0.0, term = 1.0;
    for (int n = 0; n < 8; ++n) {  // (-1)^n (2n-1)!! v^n
      sum += term;
      term *= -(2.0 * n + 1.0) * v;
    }
    out->y = kInvSqrtPi / xd * sum;
  }
  if (x > 0.0f) {
    out->below = 1.0;
  } else {
    out->at_least = 1.0;
  }
  return true;
}

bool fast_normcdf(float x, Approx* out) {
  const double mx = -static_cast<double>(x);
  const double th = mx * kSqrtHalfHi;
  const double tl = std::fma(mx, kSqrtHalfHi, -th) + mx * kSqrtHalfLo;
  out->y = 0.5 * (std::erfc(th) - tl * kTwoOverSqrtPi * std::exp(-th * th));
  if (x > 0.0f) {
    out->at_least = 0.5;
    out->below = 1.0;
  } else {
    out->below = 0.5;
  }
  return true;
}

}  // namespace warpmath::host_ref::detail
