// host_ref/bessel_refs.cpp -- the references jn and yn (Bessel functions of integer order n).
// The second argument carries n (catalogue shape WARPMATH_BINARY_INT); like the catalogue's view
// of jnf and ynf (catalogue_detail::bessel_order) the order is clamped to [-128, 128], the range
// the functions document, so that a sweep over integer-valued second arguments stays within it
// (MPFR's jn and yn take time proportional to n). The values are MPFR's own (no double fast
// path), NaN x included; MPFR's special values are C's/POSIX's: jn(n, +-inf) = +0, jn(n, +-0) =
// +-0 by parity for n != 0, yn(n, x < 0) = NaN, yn(n, +-0) = -inf (+inf for odd negative n).
#include <mpfr.h>

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
int jn_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr n, mpfr_rnd_t rnd) {
  return mpfr_jn(rop, bessel_order_of(n), x, rnd);
}
int yn_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr n, mpfr_rnd_t rnd) {
  return mpfr_yn(rop, bessel_order_of(n), x, rnd);
}

}  // namespace warpmath::host_ref::detail
