// host_ref/bessel_refs.cpp -- the references jn and yn (Bessel functions of integer order n).
// The second argument carries n (catalogue shape WARPMATH_BINARY_INT); like the catalogue's view
// of jnf and ynf (catalogue_detail::bessel_order) the order is clamped to [-128, 128], the range
// the functions document, so that a sweep over integer-valued second arguments stays within it
// (MPFR's jn and yn take time proportional to n). The values are MPFR's own (no double fast
// path), NaN x included; MPFR's special values are C's/POSIX's: jn(n, +-inf) = +0, jn(n, +-0) =
// +-0 by parity for n != 0, yn(n, x < 0) = NaN, yn(n, +-0) = -inf (+inf for odd negative n).
#include <mpfr.h>

#include <algorithm>
#include <cmath>

#include "host_ref/ref_functions.hpp"

namespace warpmath::host_ref::detail {

namespace {

long bessel_order_of(mpfr_srcptr n) {
  if (mpfr_nan_p(n)) return 0;
  const long k = mpfr_get_si(n, MPFR_RNDZ);  // saturates
  return k < -kBesselMaxOrder ? -kBesselMaxOrder : (k > kBesselMaxOrder ? kBesselMaxOrder : k);
}

}  // namespace

bool bessel_n_special(float x, float /*n*/, RefValue* out) {
  if (!std::isnan(x)) return false;
  *out = value_of(x);
  return true;
}
namespace {

// From |x| = 2^10 on, MPFR's jn and yn for n >= 2 sum a series whose cost grows with x (seconds
// at 2^15; beyond, GMP runs out of memory). There, with |x| >= 8 |n|, the forward recurrence
// f_(k+1) = (2k/x) f_k - f_(k-1) from MPFR's j0, j1 (y0, y1; asymptotic expansions for large x)
// is stable: both solutions J_k, Y_k have the modulus sqrt(2/(pi sqrt(x^2 - k^2))) within 1% for
// k <= x/8, so the w-bit roundings of the start values and of the 3 operations per step add up
// to at most ~4n ulps of the largest iterate; 2^12 ulps of it are allowed (n <= 128), and Ziv's
// loop raises w until the result can be rounded.
constexpr double kForwardRecurrenceFrom = 0x1p10;

int bessel_n_forward(mpfr_ptr rop, long n, mpfr_srcptr x, bool second_kind, mpfr_rnd_t rnd) {
  const long m = n < 0 ? -n : n;  // f_(-n) = (-1)^n f_n; J_n(-x) = (-1)^n J_n(x)
  const bool negate = (m & 1) && ((n < 0) != (!second_kind && mpfr_signbit(x)));
  for (mpfr_prec_t w = mpfr_get_prec(rop) + 64;; w += 64) {
    mpfr_t a, b, t, ax;
    mpfr_inits2(w, a, b, t, ax, static_cast<mpfr_ptr>(nullptr));
    mpfr_abs(ax, x, MPFR_RNDN);
    if (second_kind) {
      mpfr_y0(a, ax, MPFR_RNDN);
      mpfr_y1(b, ax, MPFR_RNDN);
    } else {
      mpfr_j0(a, ax, MPFR_RNDN);
      mpfr_j1(b, ax, MPFR_RNDN);
    }
    mpfr_exp_t top = std::max(mpfr_get_exp(a), mpfr_get_exp(b));
    for (long k = 1; k < m; ++k) {
      mpfr_mul_si(t, b, 2 * k, MPFR_RNDN);
      mpfr_div(t, t, ax, MPFR_RNDN);
      mpfr_sub(t, t, a, MPFR_RNDN);
      mpfr_swap(a, b);
      mpfr_swap(b, t);
      if (!mpfr_zero_p(b)) top = std::max(top, mpfr_get_exp(b));
    }
    const mpfr_exp_t error_exp = top - w + 12;  // |error| < 2^error_exp
    const bool done =
        !mpfr_zero_p(b) &&
        mpfr_can_round(b, mpfr_get_exp(b) - error_exp, MPFR_RNDN, MPFR_RNDZ,
                       mpfr_get_prec(rop) + (rnd == MPFR_RNDN));
    int inexact = 0;
    if (done) inexact = negate ? mpfr_neg(rop, b, rnd) : mpfr_set(rop, b, rnd);
    mpfr_clears(a, b, t, ax, static_cast<mpfr_ptr>(nullptr));
    if (done) return inexact;
  }
}

bool use_forward(long n, mpfr_srcptr x) {
  return n != 0 && n != 1 && n != -1 && mpfr_number_p(x) &&
         mpfr_cmpabs_ui(x, static_cast<unsigned long>(kForwardRecurrenceFrom)) >= 0;
}

}  // namespace

int jn_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr n, mpfr_rnd_t rnd) {
  const long order = bessel_order_of(n);
  if (use_forward(order, x)) return bessel_n_forward(rop, order, x, false, rnd);
  return mpfr_jn(rop, order, x, rnd);
}
int yn_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr n, mpfr_rnd_t rnd) {
  const long order = bessel_order_of(n);
  if (use_forward(order, x) && !mpfr_signbit(x)) return bessel_n_forward(rop, order, x, true, rnd);
  return mpfr_yn(rop, order, x, rnd);
}

}  // namespace warpmath::host_ref::detail
