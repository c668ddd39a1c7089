// warpmath/special/tgammaf.hpp -- tgammaf(x) = Gamma(x), faithful for every float (subnormal
// results included; measured error: docs/sweeps/tgammaf.json).
//
// Algorithm (special/gamma_kernels.hpp derives each bound):
//   |x| < 2^-24          1/x - gamma (the next term, 0.99 x, is below 2^-48 relative): 1/x as the
//                        rounded quotient q plus the exact remainder, so that q + (r q - gamma) is
//                        rounded once; 1/x overflows to +-inf exactly where Gamma(x) does.
//   -10 < x < 8          Gamma(z) / (x (x+1) ... (x+m-1)), z = x + m in [8, 9): e^lgamma(z) from
//                        Stirling's series in float-float through the exp kernels (2^-35 relative),
//                        divided by the float-float product with one rounding (ff_div_rounded).
//   8 <= x < 35.04...    e^lgamma(x), lgamma(x) a float-float (relative 2^-37, so 2^-30.5
//                        absolute at most), the exp kernels' reduction taking its low part: one
//                        rounding.  Above, lgamma(x) > 89 > log(FLT_MAX): +inf.
//   -2^23 < x <= -10     sign * e^(log pi - log|x sin(pi x)| - lgamma(-x)) (reflection), with
//                        sin(pi x) to 2^-25 relative: about 0.5 ulp beyond the final rounding.
//                        Subnormal results are rounded once (round_scaled_exp); below 2^-150
//                        (x < -42 always) the result is a zero of the sign of Gamma(x):
//                        (-1)^(n+1) on (-n-1, -n).
// Special values (C23 F.10.5.4): tgamma(+-0) = +-inf, tgamma(x) = NaN for negative integers x
// (every x <= -2^23 is one), tgamma(-inf) = NaN, tgamma(+inf) = +inf, tgamma(NaN) = NaN.
// Measured error: docs/sweeps/tgammaf.json (the catalogue's bound).
#pragma once
#include <cstdint>

#include "../exp/exp_kernels.hpp"
#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../reduce/exp_reduce.hpp"
#include "gamma_kernels.hpp"

namespace warpmath {

WARPMATH_HD float tgammaf(float x) {
  const float ax = fp::abs(x);
  if (detail::unlikely(!(ax < fp::as_float(fp::kInfBits)))) {
    if (x != x) return fp::add(x, x);
    return x > 0.0f ? x : fp::as_float(0x7fc00000u);  // -inf: NaN
  }
  if (ax < 0x1p-24f) {
    const float q = fp::div(1.0f, x);  // +-inf for +-0 and where Gamma(x) overflows
    if (fp::is_nan_or_inf(q)) return q;
    const float r = fp::fma(-q, x, 1.0f);  // exact
    return fp::add(q, fp::fma(r, q, -detail::special::kEulerGamma));
  }
  if (x < 0.0f && fp::rint(x) == x) return fp::as_float(0x7fc00000u);  // poles
  if (x >= 8.0f) {
    if (x > 36.0f) return fp::as_float(fp::kInfBits);
    const fp::ff l = detail::special::stirling_ff({x, 0.0f});
    if (l.hi > 89.0f) return fp::as_float(fp::kInfBits);
    return detail::special::round_scaled_exp(detail::special::exp_of_ff(l));
  }
  if (x > -10.0f) {
    const detail::special::shifted s = detail::special::shift_up(x);
    const detail::special::scaled_exp e =
        detail::special::exp_of_ff(detail::special::stirling_ff(s.z));
    const float scale = fp::exp2i(e.m);  // 2^12 .. 2^15
    return fp::ff_div_rounded({fp::mul(e.v.hi, scale), fp::mul(e.v.lo, scale)}, s.p);
  }
  const detail::special::log_gamma_signed r = detail::special::lgamma_reflected(x);
  float y = 0.0f;  // |Gamma(x)| < 2^-150
  if (r.log_abs.hi >= -104.0f) {
    y = detail::special::round_scaled_exp(detail::special::exp_of_ff(r.log_abs));
  }
  return r.negative ? -y : y;
}

}  // namespace warpmath
