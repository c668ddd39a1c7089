// warpmath/special/erff.hpp -- erff: the error function, faithful (< 1 ulp) for every input.
//
// Algorithm (special/erf_kernels.hpp):
//   |x| < 2^-100   x 2/sqrt(pi) as a float-float, scaled by 2^126 so that its low part does not
//                  underflow, rounded once (also to a subnormal) by round_times_2m126.
//   |x| < 1/2      erf_small_ff: x P(x^2) in float-float (tools/sollya/special_erf.sollya), within
//                  2^-31 relative; rounded once; odd, the result takes x's sign (erf(-0) = -0).
//   1/2 <= |x| < 4 1 - erfc(|x|), erfc(|x|) = e^(-x^2) erfcx(|x|) (erfc_core: x^2 split exactly,
//                  the exp kernels, erfcx_ff) within 2^-28 relative; erfc(|x|) <= 0.48 and
//                  erf(|x|) >= 0.52, so the difference (formed exactly by fast_two_sum) is within
//                  2^-28 relative before its one rounding.
//   |x| >= 4       +-1: erfc(4) < 2^-25, below half an ulp of 1 (erf(x) rounds to 1 from
//                  x = 3.9192 on, tools/sollya/special_constants.sollya).
// Error: at most 0.5 + 2^-4 ulp by the bounds above.
// Special values (C23 F.10.5.1): erf(+-0) = +-0, erf(+-inf) = +-1, erf(NaN) = NaN.
// Measured error: docs/sweeps/erff.json (the catalogue's bound).
#pragma once
#include "../exp/exp_kernels.hpp"
#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/ops.hpp"
#include "erf_kernels.hpp"

namespace warpmath {

WARPMATH_HD float erff(float x) {
  const float ax = fp::abs(x);
  if (detail::unlikely(ax < 0x1p-100f)) {
    // erf(x) = x 2/sqrt(pi) (1 - x^2/3 + ...), x^2/3 < 2^-200: RN(|x| 2^126 * 2/sqrt(pi)) 2^-126,
    // rounded once (round_times_2m126) also where the result is subnormal; +-0 keep their sign.
    const float w = fp::mul(ax, 0x1p126f);
    const fp::ff p = fp::two_prod(w, fp::kTwoOverSqrtPiHi);
    const fp::ff e = fp::fast_two_sum(p.hi, fp::fma(w, fp::kTwoOverSqrtPiLo, p.lo));
    return fp::copysign(detail::exp::round_times_2m126(e), x);
  }
  if (ax < 0.5f) {
    const fp::ff e = detail::special::erf_small_ff(x);
    return fp::copysign(fp::add(e.hi, e.lo), x);
  }
  if (detail::unlikely(!(ax < 4.0f))) return x != x ? fp::add(x, x) : fp::copysign(1.0f, x);
  const detail::special::scaled_ff c = detail::special::erfc_core(ax);
  return fp::copysign(detail::special::base_minus_scaled(1.0f, c.p, c.m), x);
}

}  // namespace warpmath
