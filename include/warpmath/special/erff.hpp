// warpmath/special/erff.hpp -- erff: the error function, faithful (< 1 ulp) for every input.
//
// Algorithm (special/erf_kernels.hpp):
//   |x| < 1/2      erf_small_ff: x P(x^2) in float-float (tools/sollya/special_erf.sollya), within
//                  2^-31 relative; rounded once.  Odd: the result takes x's sign (erf(-0) = -0;
//                  subnormal x gives RN(x * 2/sqrt(pi)) up to the float-float's 2^-31).
//   1/2 <= |x| < 4 1 - erfc(|x|), erfc(|x|) = e^(-x^2) erfcx(|x|) (erfc_core: x^2 split exactly,
//                  the exp kernels, erfcx_ff) within 2^-28 relative; erfc(|x|) <= 0.48 and
//                  erf(|x|) >= 0.52, so the difference (formed exactly by fast_two_sum) is within
//                  2^-28 relative before its one rounding.
//   |x| >= 4       +-1: erfc(4) < 2^-25, below half an ulp of 1 (erf(x) rounds to 1 from
//                  x = 3.9192 on, tools/sollya/special_constants.sollya).
// Error: at most 0.5 + 2^-4 ulp by the bounds above.
// Special values (C23 F.10.5.1): erf(+-0) = +-0, erf(+-inf) = +-1, erf(NaN) = NaN.
// Measured: see the report of the exhaustive sweep in the README accuracy table.
#pragma once
#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "erf_kernels.hpp"

namespace warpmath {

WARPMATH_HD float erff(float x) {
  const float ax = fp::abs(x);
  if (ax < 0.5f) {
    const fp::ff e = special::erf_small_ff(x);
    return fp::copysign(fp::add(e.hi, e.lo), x);
  }
  if (WARPMATH_UNLIKELY(!(ax < 4.0f))) return x != x ? fp::add(x, x) : fp::copysign(1.0f, x);
  const special::scaled_ff c = special::erfc_core(ax);
  return fp::copysign(special::base_minus_scaled(1.0f, c.p, c.m), x);
}

}  // namespace warpmath
