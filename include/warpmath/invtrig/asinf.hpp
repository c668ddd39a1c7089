// warpmath/invtrig/asinf.hpp -- asinf: arc sine, faithful (< 1 ulp) for every input.
//
// Algorithm: asin(|x|) as an unrounded float-float (invtrig/asin_kernel.hpp: x + x^3*B(x^2) for
// |x| <= 1/2, pi/2 - 2*asin(sqrt((1 - |x|)/2)) above, with the square root as a float-float),
// rounded once; the sign is copied from x (asin is odd).  For |x| < 2^-12 the float-float is
// {x, tail} with |tail| < 2^-25.6|x|, so x is returned (subnormals and +-0 exactly).
// Special values (C23 F.10.1.2): asin(+-0) = +-0, asin(+-1) = +-RN(pi/2), asin(|x| > 1) = NaN
// (infinities included), asin(NaN) = NaN -- all from the kernel's arithmetic, no extra branch.
// Measured error: docs/sweeps/asinf.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "asin_kernel.hpp"
#include "invtrig_common.hpp"

namespace warpmath {

WARPMATH_HD float asinf(float x) {
  return fp::copysign(fp::ff_to_float(detail::invtrig::asin_abs_ff(fp::abs(x))), x);
}

}  // namespace warpmath
