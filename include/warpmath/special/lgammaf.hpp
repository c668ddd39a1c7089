// warpmath/special/lgammaf.hpp -- lgammaf(x) = log|Gamma(x)|, faithful for every float, also next
// to each zero of lgamma (see below; measured error: docs/sweeps/lgammaf.json).
//
// Algorithm (special/gamma_kernels.hpp derives each bound):
//   |x| < 2^-24          -log|x| - gamma x (the next term, 0.99 x^2, is below 2^-48), with log|x|
//                        as a float-float (log_ff_abs37: logf plus one Newton step through the exp
//                        kernels, 2^-37.5 absolute).
//   -10 < x < 8          shift up: Gamma(x) = Gamma(z) / (x (x+1) ... (x+m-1)), z = x + m in
//                        [8, 9), the product in float-float, lgamma(z) by Stirling's series in
//                        float-float: lgamma(x) to 2^-33.6 absolute.  Where that is below 2^-10 in
//                        magnitude, x lies next to a zero of lgamma (1, 2, or one of the two in
//                        (-n-1, -n), n = 2..9), and a local Taylor expansion in t = x - x0 with the
//                        zero x0 to 72 bits decides (tools/sollya/special_gamma_zeros.sollya), so
//                        that the result is relatively accurate all the way to the zero.
//   8 <= x < 2^23        Stirling's series in float-float (relative error < 2^-37).
//   x >= 2^23            x (log x - 1) - log(x)/2 + log(2 pi)/2 with log x as a float-float and
//                        one rounding (an FMA), so that the overflow to +inf (x > 4.08e36) happens
//                        exactly where the rounded value exceeds FLT_MAX.
//   -2^23 < x <= -10     reflection: log pi - log|x sin(pi x)| - lgamma(-x); sin(pi x) to 2^-25
//                        relative, and |lgamma(x)| >= 1.2 there (the zeros lie closer to the
//                        integers than the float spacing), so at most 0.25 ulp beyond the rounding.
// Zeros: the expansions make the error relative everywhere; no absolute-error exception is needed
// for any float.  The smallest |lgamma| at a float next to a negative zero is 1.13e-7 (2^-23.1, at
// x = -0x1.3a7fcap+1 next to -2.4570), where the error is 0.52 ulp, i.e. 2^-47 absolute; outside
// the expansions' windows the float-float core is within 2^-33.6 absolute (measured 2^-36.7).
// Special values (C23 F.10.5.3): lgamma(1) = lgamma(2) = +0, lgamma(+-0) = +inf,
// lgamma(x) = +inf for negative integers x (every x <= -2^23 is one), lgamma(+-inf) = +inf,
// lgamma(NaN) = NaN.
// Measured error: docs/sweeps/lgammaf.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "gamma_kernels.hpp"

namespace warpmath {

WARPMATH_HD float lgammaf(float x) {
  const float ax = fp::abs(x);
  if (detail::unlikely(!(ax < fp::as_float(fp::kInfBits)))) return fp::mul(x, x);
  if (ax < 0x1p-24f) {
    if (ax == 0.0f) return fp::as_float(fp::kInfBits);
    const fp::ff l = detail::special::log_ff_abs37(ax);
    return fp::sub(-l.hi, fp::fma(detail::special::kEulerGamma, x, l.lo));
  }
  if (x >= 8.0f) {
    if (x >= 0x1p23f) {
      const fp::ff l = detail::special::log_ff_abs37(x);
      const float small = fp::fma(x, l.lo, fp::fma(-0.5f, l.hi, detail::special::kHalfLog2PiHi));
      return fp::fma(x, fp::sub(l.hi, 1.0f), small);
    }
    const fp::ff l = detail::special::stirling_ff({x, 0.0f});
    return fp::add(l.hi, l.lo);
  }
  if (x < 0.0f && fp::rint(x) == x) return fp::as_float(fp::kInfBits);  // poles
  if (x > -10.0f)
    return detail::special::round_lgamma_near_zeros(x, detail::special::lgamma_shifted_ff(x));
  const detail::special::log_gamma_signed r = detail::special::lgamma_reflected(x);
  return fp::add(r.log_abs.hi, r.log_abs.lo);
}

}  // namespace warpmath
