// warpmath/trig/tanf.hpp -- tanf: tangent of a float, faithful (< 1 ulp) for every input.
//
// Algorithm: x = q*pi/2 + r as in sinf; sin(r) and cos(r) as unrounded float-floats
// (trig/trig_kernels.hpp), then tan = sin/cos (q even) or -cos/sin (q odd) by one float-float
// division rounded once (fp::ff_div_rounded).  Both kernels are known to ~2^-26 relative or
// better before the division, which keeps the quotient faithful.  |x| < 2^-12 returns x:
// tan(x) = x(1 + x^2/3) and x^2/3 < 2^-25.5 is below half an ulp of x.
// Special values (C23 F.10.1.7): tan(+-0) = +-0, tan(+-inf) = NaN, tan(NaN) = NaN.  No float is
// close enough to an odd multiple of pi/2 for tanf to overflow.
// Measured error: docs/sweeps/tanf.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../reduce/trig_reduce.hpp"
#include "trig_kernels.hpp"

namespace warpmath {

WARPMATH_HD float tanf(float x) {
  if (detail::unlikely(fp::is_nan_or_inf(x))) return fp::sub(x, x);
  if (fp::abs_bits(x) < 0x39800000u) return x;  // |x| < 2^-12
  const detail::reduce::trig_reduced red = detail::reduce::reduce_pi_over_2(x);
  return detail::trig::tan_from_kernels(detail::trig::sin_ff(red.hi, red.lo),
                                        detail::trig::cos_ff(red.hi, red.lo), red.q);
}

}  // namespace warpmath
