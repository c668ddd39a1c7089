// host_ref/bessel_refs.cpp -- the references jn and yn (Bessel functions of integer order n).
// The second argument carries n (catalogue shape WARPMATH_BINARY_INT); like the catalogue's view
// of jnf and ynf (catalogue_detail::bessel_order) the order is clamped to [-128, 128], the range
// the functions document, so that a sweep over integer-valued second arguments stays within it
// (MPFR's jn and yn take time proportional to n). No double fast path: correctly rounded by
// MPFR's jn (|x| < 2^8), or by Ziv's loop over the forward recurrence from MPFR's j0, j1 (y0, y1)
// with a proven error bound (yn for every x > 0, jn from |x| = 2^8 on), negative orders by
// reflection; 0.1-10 ms per call. MPFR's special values are C's/POSIX's: NaN x -> NaN,
// jn(n, +-inf) = +0, jn(n, +-0) = +-0 by parity for n != 0, yn(n, x < 0) = NaN, yn(n, +-0) = -inf
// (+inf for odd negative n).
#include <mpfr.h>

#include <algorithm>
#include <cmath>

#include "host_ref/mpfr_scope.hpp"
#include "host_ref/ref_functions.hpp"

namespace warpmath::host_ref::detail {

namespace {

long bessel_order_of(mpfr_srcptr n) {
  if (mpfr_nan_p(n)) return 0;
  const long k = mpfr_get_si(n, MPFR_RNDZ);  // saturates
  return k < -kBesselMaxOrder ? -kBesselMaxOrder : (k > kBesselMaxOrder ? kBesselMaxOrder : k);
}

// The forward recurrence f_(k+1) = (2k/x) f_k - f_(k-1) from f_0, f_1 (MPFR's j0, j1 or y0, y1,
// correctly rounded to w bits), x > 0, with a running bound on its absolute error, rounded upward
// at 32 bits: with e_k the bound on |f_k - computed f_k| and h(v) = 2^(EXP(v) - w - 1) >= half an
// ulp of the w-bit v (|v| < 2^EXP(v)), the three roundings of a step give
//   t1 = RN(2k f_k):  2k e_k + h(t1);   t2 = RN(t1 / x):  that / x + h(t2);
//   f_(k+1) = RN(t2 - f_(k-1)):  that + e_(k-1) + h(f_(k+1)),
// starting from e_0 = h(f_0), e_1 = h(f_1) (a zero result of a rounding is exact: no h term).
// The bound is proven, whatever the direction's stability; it only decides how many bits Ziv's
// loop needs. Y_k is the dominant solution for every x and J_k is not decaying for x >= k:
// there the error grows at most by the recurrence's spectral radius (2k/x + sqrt(4k^2/x^2 + 4))/2
// <= 1 + sqrt(2) per step while |f| does not shrink on average, so m <= 128 steps cost at most
// ~1.3 m bits. As the bound is proportional to 2^-w, the bits a first try at w = prec + 40
// lost tell the second's w (at least w + w/4; beyond kMaxForwardPrecision bits, not seen, MPFR's
// own jn/yn answers). The recurrence runs in MPFR's widest exponent range (Y_128(2^-149) is
// about -2^19000), and mpfr_check_range brings the correctly rounded result into the caller's.
constexpr mpfr_prec_t kMaxForwardPrecision = 1 << 14;

// e += 2^(EXP(v) - w - 1) upward (half an ulp of the w-bit v), unless v = 0.
void add_half_ulp(mpfr_ptr e, mpfr_srcptr v, mpfr_prec_t w, mpfr_ptr scratch) {
  if (mpfr_zero_p(v)) return;
  mpfr_set_ui_2exp(scratch, 1, mpfr_get_exp(v) - w - 1, MPFR_RNDU);
  mpfr_add(e, e, scratch, MPFR_RNDU);
}

// f_m(x) for m >= 2 and x > 0 into rop rounded in direction rnd, computed in the widest exponent
// range; false (rop untouched) if kMaxForwardPrecision bits do not suffice.
bool bessel_n_forward(mpfr_ptr rop, long m, mpfr_srcptr x, bool second_kind, mpfr_rnd_t rnd,
                      int* ternary) {
  const mpfr_prec_t prec = mpfr_get_prec(rop);
  for (mpfr_prec_t w = prec + 40; w <= kMaxForwardPrecision;) {
    mpfr_t a, b, t, ea, eb, et, h;
    mpfr_inits2(w, a, b, t, static_cast<mpfr_ptr>(nullptr));
    mpfr_inits2(32, ea, eb, et, h, static_cast<mpfr_ptr>(nullptr));
    second_kind ? mpfr_y0(a, x, MPFR_RNDN) : mpfr_j0(a, x, MPFR_RNDN);
    second_kind ? mpfr_y1(b, x, MPFR_RNDN) : mpfr_j1(b, x, MPFR_RNDN);
    mpfr_set_zero(ea, 1);
    mpfr_set_zero(eb, 1);
    add_half_ulp(ea, a, w, h);
    add_half_ulp(eb, b, w, h);
    for (long k = 1; k < m; ++k) {
      mpfr_mul_si(t, b, 2 * k, MPFR_RNDN);
      mpfr_mul_si(et, eb, 2 * k, MPFR_RNDU);
      add_half_ulp(et, t, w, h);
      mpfr_div(t, t, x, MPFR_RNDN);
      mpfr_div(et, et, x, MPFR_RNDU);
      add_half_ulp(et, t, w, h);
      mpfr_sub(t, t, a, MPFR_RNDN);
      mpfr_add(et, et, ea, MPFR_RNDU);
      add_half_ulp(et, t, w, h);
      mpfr_swap(a, b);
      mpfr_swap(b, t);
      mpfr_swap(ea, eb);
      mpfr_swap(eb, et);
    }
    // |b - f_m| <= eb < 2^EXP(eb) = 2^(EXP(b) - err)
    const mpfr_exp_t err = mpfr_zero_p(b) ? 0 : mpfr_get_exp(b) - mpfr_get_exp(eb);
    const bool done =
        !mpfr_zero_p(b) && mpfr_can_round(b, err, MPFR_RNDN, MPFR_RNDZ, prec + (rnd == MPFR_RNDN));
    if (done) *ternary = mpfr_set(rop, b, rnd);
    mpfr_clears(a, b, t, ea, eb, et, h, static_cast<mpfr_ptr>(nullptr));
    if (done) return true;
    // The bound scales with 2^-w: w - err bits were lost, and will be again.
    w += std::max<mpfr_prec_t>(w / 4, prec + 40 - static_cast<mpfr_prec_t>(err));
  }
  return false;
}

// Where the recurrence serves: MPFR's yn for n >= 2 sums a series that costs 10-60 ms at
// n >= 32, x in [50, 1024) (the recurrence: 0.1-1 ms), and from |x| = 2^10 on MPFR's jn and yn
// cost seconds (2^15) or exhaust GMP's memory. J_m decays for x < m, and MPFR's jn is fast at
// small x (0.1 ms at x = 100, up to 8 ms at x = 1000); the recurrence takes J from |x| = 2^8 on,
// where |x| >= 2m for every order m <= 128.
constexpr unsigned long kJForwardRecurrenceFrom = 1ul << 8;

// The rounding direction that, followed by a negation, rounds in direction rnd.
mpfr_rnd_t rounding_of_negation(mpfr_rnd_t rnd) {
  return rnd == MPFR_RNDU ? MPFR_RNDD : (rnd == MPFR_RNDD ? MPFR_RNDU : rnd);
}

// f_m(x) for m >= 0 and a finite nonzero x (x > 0 for Y); J_m(-x) = (-1)^m J_m(x).
int bessel_n_nonnegative(mpfr_ptr rop, long m, mpfr_srcptr x, bool second_kind, mpfr_rnd_t rnd) {
  const bool recurrence =
      m >= 2 && (second_kind || mpfr_cmpabs_ui(x, kJForwardRecurrenceFrom) >= 0);
  if (recurrence) {
    const bool negate = (m & 1) && mpfr_signbit(x);  // J only
    WideExponentRange wide;
    mpfr_t ax;
    mpfr_init2(ax, mpfr_get_prec(x));
    mpfr_abs(ax, x, MPFR_RNDN);
    int ternary = 0;
    const bool done = bessel_n_forward(rop, m, ax, second_kind,
                                       negate ? rounding_of_negation(rnd) : rnd, &ternary);
    mpfr_clear(ax);
    if (done) {
      if (negate) {
        mpfr_neg(rop, rop, MPFR_RNDN);  // exact
        ternary = -ternary;
      }
      wide.restore();
      return mpfr_check_range(rop, ternary, rnd);
    }
  }
  return second_kind ? mpfr_yn(rop, m, x, rnd) : mpfr_jn(rop, m, x, rnd);
}

// Negative orders through f_(-m) = (-1)^m f_m (J and Y alike), never MPFR's own: MPFR 4.2.0's
// jn and yn with n < 0 leave its asymptotic expansion for a series whose cost grows with |x|.
// jn(-1, x) takes seconds at |x| = 1e5, and from |x| ~ 2^33 on (jn(-1, 0x1.eef9e2p+82), a pair
// of random bit patterns) GMP aborts the process: "Cannot allocate memory (size=3.4e18)"; yn(-1,
// 1e5) runs for minutes. The reflection is exact, and a negation commutes with rounding to nearest
// or toward zero (the directed roundings swap). Zeros, infinities and NaN go to MPFR, whose special
// values (jn(-1, +0) = -0, yn(-1, +0) = +inf, jn(-1, +inf) = +0) are already these.
int bessel_n(mpfr_ptr rop, mpfr_srcptr n, mpfr_srcptr x, bool second_kind, mpfr_rnd_t rnd) {
  const long order = bessel_order_of(n);
  if (!mpfr_regular_p(x) || (second_kind && mpfr_signbit(x))) {
    return second_kind ? mpfr_yn(rop, order, x, rnd) : mpfr_jn(rop, order, x, rnd);
  }
  if (order >= 0 || (order & 1) == 0) {
    return bessel_n_nonnegative(rop, order < 0 ? -order : order, x, second_kind, rnd);
  }
  const int inexact = bessel_n_nonnegative(rop, -order, x, second_kind, rounding_of_negation(rnd));
  mpfr_neg(rop, rop, MPFR_RNDN);  // exact
  return -inexact;
}

}  // namespace

bool bessel_n_special(float x, float /*n*/, RefValue* out) {
  if (!std::isnan(x)) return false;
  *out = value_of(x);
  return true;
}

int jn_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr n, mpfr_rnd_t rnd) {
  return bessel_n(rop, n, x, false, rnd);
}
int yn_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr n, mpfr_rnd_t rnd) {
  return bessel_n(rop, n, x, true, rnd);
}

}  // namespace warpmath::host_ref::detail
