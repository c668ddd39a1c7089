// warpmath/invtrig/acosf.hpp -- acosf: arc cosine, faithful (< 1 ulp) for every input.
//
// Algorithm: acos(x) as an unrounded float-float (invtrig/asin_kernel.hpp: pi/2 - asin(x) for
// |x| <= 1/2, 2*asin(s) for x > 1/2 and pi - 2*asin(s) for x < -1/2, s = sqrt((1 - |x|)/2) as a
// float-float), rounded once.  The results lie in [0, pi]; the smallest positive one,
// acos(1 - 2^-24) ~ 2^-11.5, is far from the subnormal range.
// Special values (C23 F.10.1.1): acos(1) = +0, acos(-1) = RN(pi), acos(|x| > 1) = NaN (infinities
// included), acos(NaN) = NaN -- all from the kernel's arithmetic, no extra branch.
// Measured error: docs/sweeps/acosf.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "asin_kernel.hpp"
#include "invtrig_common.hpp"

namespace warpmath {

// The results are never negative (acos(1) = +0); clearing the sign bit only touches a NaN, whose
// sign would otherwise depend on the operand order a compiler picks for the NaN-propagating steps.
WARPMATH_HD float acosf(float x) { return fp::abs(fp::ff_to_float(detail::invtrig::acos_ff(x))); }

}  // namespace warpmath
