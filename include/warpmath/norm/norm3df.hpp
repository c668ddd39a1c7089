// warpmath/norm/norm3df.hpp -- norm3df: sqrt(a^2 + b^2 + c^2) (CUDA), without spurious overflow or
// underflow; faithful (< 1 ulp) and correctly rounded except where the exact value lies within
// ~2^-21 ulp of a rounding boundary (error bound 0.5 + 2^-21 ulp, norm/norm_kernel.hpp).
//
// Algorithm (norm/norm_kernel.hpp): the arguments are scaled by a power of two chosen from the
// largest one, their squares summed in float-float (two_prod, two_sum), and the sqrt of the
// float-float sum with an FMA-residual correction is rounded once (onto the subnormal grid when the
// result is subnormal).
//
// Special values (as hypot): any infinite argument gives +inf (even with a NaN), otherwise a NaN
// gives NaN; all zeros give +0; overflow and subnormal results exactly where the true value has
// them.
//
// Measured error: docs/sweeps/tuples.json (the catalogue's bound).
#pragma once
#include "norm_kernel.hpp"

namespace warpmath {

WARPMATH_HD float norm3df(float a, float b, float c) {
  const float args[] = {a, b, c};
  return detail::norm::norm_of(args, 3, false);
}

}  // namespace warpmath
