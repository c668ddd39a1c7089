// warpmath/norm/rhypotf.hpp -- rhypotf: 1/sqrt(x^2 + y^2) (CUDA), without spurious overflow or
// underflow; faithful (< 1 ulp) and correctly rounded except where the exact value lies within
// ~2^-21 ulp of a rounding boundary (error bound 0.5 + 2^-21 ulp, norm/norm_kernel.hpp).
//
// Algorithm (norm/norm_kernel.hpp): the arguments are scaled by a power of two chosen from the
// largest one, their squares summed in float-float (two_prod, two_sum), and the 1/sqrt of the
// float-float sum from RN(1/RN(sqrt(s.hi))) and one Newton step is rounded once (onto the subnormal
// grid when the result is subnormal).
//
// Special values (as 1/hypot): rhypot(+-inf, y) = +0 even for a quiet NaN y (a signalling one gives
// a quiet NaN), otherwise a NaN gives NaN; rhypot(+-0, +-0) = +inf.  The result overflows
// (subnormal arguments, rhypot(TRUE_MIN, 0) = +inf) or is subnormal (arguments near FLT_MAX)
// exactly where the true value is.
//
// Measured error: docs/sweeps/pairs_hypot.json (the catalogue's bound).
#pragma once
#include "norm_kernel.hpp"

namespace warpmath {

WARPMATH_HD float rhypotf(float x, float y) {
  const float args[] = {x, y};
  return detail::norm::norm_of(args, 2, true);
}

}  // namespace warpmath
