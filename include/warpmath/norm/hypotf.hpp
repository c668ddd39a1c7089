// warpmath/norm/hypotf.hpp -- hypotf: sqrt(x^2 + y^2) (C23, CUDA), without spurious overflow or
// underflow; faithful (< 1 ulp) and correctly rounded except where the exact value lies within
// ~2^-21 ulp of a rounding boundary (error bound 0.5 + 2^-21 ulp, norm/norm_kernel.hpp).
//
// Algorithm (norm/norm_kernel.hpp): the arguments are scaled by a power of two chosen from the
// largest one, their squares summed in float-float (two_prod, two_sum), and the sqrt of the
// float-float sum with an FMA-residual correction is rounded once (onto the subnormal grid when the
// result is subnormal).
//
// Special values (C23 F.10.4.3): hypot(+-inf, y) = +inf even for a quiet NaN y (a signalling one
// gives a quiet NaN), otherwise a NaN gives NaN; hypot(x, +-0) = |x| exactly; hypot(+-0, +-0) = +0.
// The result overflows to +inf exactly where the true value rounds past FLT_MAX (hypot(FLT_MAX,
// FLT_MAX) = +inf) and subnormal results are correctly rounded (hypot(TRUE_MIN, TRUE_MIN) =
// TRUE_MIN).
//
// Measured error: docs/sweeps/pairs_hypot.json (the catalogue's bound).
#pragma once
#include "norm_kernel.hpp"

namespace warpmath {

WARPMATH_HD float hypotf(float x, float y) {
  const float args[] = {x, y};
  return detail::norm::norm_of(args, 2, false);
}

}  // namespace warpmath
