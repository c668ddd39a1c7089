// warpmath/invtrig/atanf.hpp -- atanf: arc tangent, faithful (< 1 ulp) for every input.
//
// Algorithm: atan(|x|) = c + atan(z) with c in {0, pi/4, pi/2} and |z| <= 1/2 from one division
// (invtrig/atan_kernel.hpp), as an unrounded float-float, rounded once; the sign is copied from x
// (atan is odd).  Small |x| need no branch: z = |x| exactly and the cubic term is below half an
// ulp of x for |x| < 2^-12, so x is returned (subnormals and +-0 exactly).
// Special values (C23 F.10.1.3): atan(+-0) = +-0, atan(+-inf) = +-RN(pi/2), atan(NaN) = NaN.
// Measured error: docs/sweeps/atanf.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "atan_kernel.hpp"
#include "invtrig_common.hpp"

namespace warpmath {

WARPMATH_HD float atanf(float x) {
  return fp::copysign(fp::ff_to_float(detail::invtrig::atan_abs_ff(fp::abs(x))), x);
}

}  // namespace warpmath
