// warpmath/special/tgammaf.hpp -- tgammaf(x) = Gamma(x), faithful for every float (subnormal
// results included; measured error: docs/sweeps/tgammaf.json).
//
// Usual arguments, -10 < x < 36 (|x| >= 2^-24, not a pole): lgammaf's uniform reduction
// (special/lgamma_lean.hpp derives each bound): x = n + v with n = floor(x); below 8,
// Gamma(x) = Gamma(1 + v) P or Gamma(1 + v) / P with P the float-float product of the <= 11 exact
// factors between x and 1 + v, Gamma(1 + v) = e^lgamma(1 + v) (lgamma(1 + v) to 2^-37.3 absolute,
// the exp kernels to 2^-37.8 relative), one rounding at the end (the quotient by a division-free
// reciprocal and an exact remainder); from 8 on, e^lgamma(x) with lgamma(x) from Stirling's series
// as a float-float (2^-28.5 absolute), one rounding, +inf from x = 35.0401 on.  The loop over the
// factors always runs its 10 steps, so a warp does not diverge in it.
// Rare arguments (one test): x <= -10, x >= 36, |x| < 2^-24, the poles, +-inf and NaN take the
// accurate evaluation (special/gamma_kernels.hpp, tgamma_accurate; its algorithm:
// accurate/special.hpp), out of line.
// Special values (C23 F.10.5.4): tgamma(+-0) = +-inf, tgamma(x) = NaN for negative integers x
// (every x <= -2^23 is one), tgamma(-inf) = NaN, tgamma(+inf) = +inf, tgamma(NaN) = NaN.
// Measured error: 0.824 ulp over all 2^32 inputs (at -15.24, on the accurate path; docs/sweeps/
// tgammaf.json, the catalogue's bound); per warp on sm_90 268.0 issued (CUDA 173.8).
#pragma once
#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "gamma_kernels.hpp"
#include "lgamma_lean.hpp"

namespace warpmath {

namespace detail::special {
WARPMATH_COLD_HD float tgamma_rare(float x) { return tgamma_accurate(x); }
}  // namespace detail::special

WARPMATH_HD float tgammaf(float x) {
  if (detail::unlikely(!(x > -10.0f && x < 36.0f) || fp::abs(x) < 0x1p-24f ||
                       (x < 0.0f && fp::rint(x) == x))) {
    return detail::special::tgamma_rare(x);
  }
  return detail::special::tgamma_lean_core(x);
}

}  // namespace warpmath
