// warpmath/special/lgammaf.hpp -- lgammaf(x) = log|Gamma(x)|, faithful for every float, also next
// to each zero of lgamma (measured error: docs/sweeps/lgammaf.json).
//
// Usual arguments, -10 < x < 2^23 (|x| >= 2^-24, not a pole): one uniform algorithm
// (special/lgamma_lean.hpp derives each bound): x = n + v with n = floor(x); below 8,
// lgamma(x) = lgamma(1 + v) -+ log|P| with P the product of the <= 11 exact factors between x and
// 1 + v (a float-float), lgamma(1 + v) from 9 pieces of degree-7 polynomials whose leading steps
// run in float-float; from 8 on, Stirling's series; one float-float logarithm (log|P| or log x)
// for both.  Where the float-float result is below 2^-10 in magnitude, x lies next to a zero of
// lgamma (1, 2, or one of the two in (-n-1, -n), n = 2..9) and a local expansion around the zero,
// known to 72 bits, decides.  The loop over the factors always runs its 10 steps, so a warp does
// not diverge in it; the warp's only split is Stirling's few instructions against the polynomial.
// Rare arguments (one test): x <= -10, x >= 2^23, |x| < 2^-24, the poles, +-inf and NaN take the
// accurate evaluation (special/gamma_kernels.hpp, lgamma_accurate; its algorithm:
// accurate/special.hpp), out of line.
// Special values (C23 F.10.5.3): lgamma(1) = lgamma(2) = +0, lgamma(+-0) = +inf,
// lgamma(x) = +inf for negative integers x (every x <= -2^23 is one), lgamma(+-inf) = +inf,
// lgamma(NaN) = NaN.
// Measured error: 0.515 ulp over all 2^32 inputs (at -10.75, on the accurate path; docs/sweeps/
// lgammaf.json, the catalogue's bound); per warp on sm_90 290.1 issued (CUDA 181.9).
#pragma once
#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "gamma_kernels.hpp"
#include "lgamma_lean.hpp"

namespace warpmath {

namespace detail::special {
WARPMATH_COLD_HD float lgamma_rare(float x) { return lgamma_accurate(x); }
}  // namespace detail::special

WARPMATH_HD float lgammaf(float x) {
  if (detail::unlikely(!(x > -10.0f && x < 0x1p23f) || fp::abs(x) < 0x1p-24f ||
                       (x < 0.0f && fp::rint(x) == x))) {
    return detail::special::lgamma_rare(x);
  }
  return detail::special::lgamma_lean_core(x);
}

}  // namespace warpmath
