// host_ref/gamma_refs.cpp -- the references of lgamma (log|Gamma|) and tgamma (Gamma).
//
// MPFR forms: tgamma is mpfr_gamma (refs.def). lgamma wraps mpfr_lgamma, which gives log|Gamma|
// with the sign apart (mpfr_lngamma would be NaN where Gamma < 0); both give C23's values at the
// poles: lgamma = +inf at 0 and the negative integers, tgamma(+-0) = +-inf, tgamma = NaN at the
// negative integers.
//
// Double fast paths, both E = kGammaError = 2^-48 (ref_functions.hpp): glibc 2.36's lgamma_r and
// tgamma of the exact argument.  The glibc manual lists at most 4 ulps (lgamma) and 9 ulps
// (tgamma) for double on x86_64, i.e. below 2^-49.8 relative; 2^-48 is 4 times glibc's own
// listing for lgamma and covers tgamma's.  lgamma is relatively accurate near the zeros on the
// negative axis since glibc 2.22 (lgamma_neg.c); fast_path_test (GammaFastPath) measures both
// against MPFR on 400000 arguments, a quarter of them within 10000 floats of a zero of lgamma:
// 2^-50.4 for lgamma, 2^-50.2 for tgamma.  Not trusted anyway (false: MPFR decides): lgamma
// results below 2^-16 in magnitude (the floats closest to the zeros of lgamma, where a relative
// bound of libm is least certain; a few hundred arguments).
// Exact shortcuts: lgamma = +inf and tgamma = NaN at the negative integers (every float <= -2^23
// is one); tgamma(x) for x < -171 (not an integer) is a zero of the sign of Gamma, (-1)^(n+1) on
// (-n-1, -n): |Gamma(x)| = pi / (|x| |sin(pi x)| Gamma(|x|)), |sin(pi x)| >= 2 dist(x, Z) >= 2^-15
// there (floats are spaced 2^-16 or wider) and Gamma(171) = 170! > 2^1019, so
// |Gamma(x)| < pi 2^15 / (171 2^1019) < 2^-1009: a zero for binary32 (and below the double range
// where libm's tgamma would still be relatively accurate).  Above -171 glibc's tgamma decides,
// also where its double is subnormal (from about -170.6 down: only the sign counts there).
#include <mpfr.h>

#include <cmath>

#include "host_ref/ref_functions.hpp"

namespace warpmath::host_ref::detail {

int lgamma_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd) {
  int sign = 0;
  return mpfr_lgamma(rop, &sign, x, rnd);
}

bool fast_lgamma(float x, Approx* out) {
  if (x < 0.0f && std::nearbyint(x) == x) {
    out->y = HUGE_VAL;
    out->exact = true;
    return true;
  }
  int sign = 0;
  out->y = ::lgamma_r(static_cast<double>(x), &sign);
  return !(std::fabs(out->y) < 0x1p-16);
}

bool fast_tgamma(float x, Approx* out) {
  if (x < 0.0f && std::nearbyint(x) == x) {
    out->y = std::nan("");
    out->exact = true;
    return true;
  }
  if (x < -171.0f) {
    const double n = std::floor(-static_cast<double>(x));  // x in (-n-1, -n)
    out->y = std::fmod(n, 2.0) == 0.0 ? -0.0 : 0.0;
    out->exact = true;
    return true;
  }
  out->y = std::tgamma(static_cast<double>(x));
  return true;
}

}  // namespace warpmath::host_ref::detail
