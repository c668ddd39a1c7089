// warpmath/roots/cbrtf.hpp -- cbrtf: cube root, faithful (< 1 ulp) for every input.  No division,
// no square root, no table (roots/cbrt_lean.hpp).
//
// Algorithm, for 2^-100 <= |x| < 2^128, a = |x|: the seed r0 ~ a^(-1/3) and e = 1 - a r0^3 in
// [-0.1064, 0.0992], within 2^-22.7 (roots/cbrt_lean.hpp), then
//   s = r0^2 (1 + e Q(e)) ~ a^(-2/3): Q of degree 2 (tools/sollya/roots_cbrt_lean.sollya) within
//       2^-16.7 of (1 - e)^(-2/3); e's error (times 0.8) and the roundings add < 2^-22.5, so
//       |s a^(2/3) - 1| <= 2^-16.6;
//   y = RN(x s) ~ cbrt(x), signed: |y/cbrt(x) - 1| = eps <= 2^-16.5;
//   t = y^3 - x from y^2 = sq.hi + sq.lo (two_prod) and two FMAs: y sq.hi - x is a product of
//       48 bits minus x, of magnitude <= 3.01 eps |x| <= 2^-14.9 |x|, so each FMA rounds at
//       <= 2^-39.9 |x| (t may be subnormal only where that is below 2^-150 <= 2^-50 |x|);
//   cbrt(x) = y (1 - t/y^3)^(1/3) = y - t/(3y^2) + O(eps^2) (the exact Newton step leaves
//       eps^2 y <= 2^-33 |y|), and y - t RN(s/3) is rounded once: RN(s/3) stands for 1/(3y^2)
//       with relative error <= 2^-16.6 + 2 eps + 2^-24 < 2^-14.9, on a correction of relative size
//       <= 1.01 eps, i.e. 2^-31.4 relative; t's roundings weigh 2^-41.
// So the value rounded is within 2^-30.9 relative of cbrt(x): the error is below 0.5 + 2^-6.9 ulp,
// and a cube root that is a float (cbrt(27) = 3) is returned exactly.  No intermediate under- or
// overflows in that range (|x r0| >= 2^-67, y^2 >= 2^-67).
// Rare inputs (|x| < 2^-100, zeros and subnormals included, infinities, NaN) leave through one
// unsigned test into cbrt_rare: a non-zero |x| < 2^-100 is scaled by 2^126 = 2^(3*42) and the root
// by 2^-42, both exactly, so the same bound holds.
// Special values (C23 F.10.4.2): cbrt(+-0) = +-0, cbrt(+-inf) = +-inf, cbrt(NaN) = NaN.  Under
// -ftz=true (CUDA) a subnormal reads as +-0 and gives +-0.
// Measured: max 0.502 ulp over all 2^32 inputs (docs/sweeps/cbrtf.json; at -0x1.b485dcp-127);
// 38 issued instructions per
// warp on sm_90 (CUDA 30, built on MUFU.LG2/EX2; the accurate kernel, accurate/roots.hpp: 61).
#pragma once
#include "../config.hpp"
#include "../fp/bits.hpp"
#include "cbrt_lean.hpp"

namespace warpmath {

WARPMATH_HD float cbrtf(float x) {
  // |x| < 2^-100 (bits 0x0d800000), infinities and NaN.
  if (detail::unlikely(fp::abs_bits(x) - 0x0d800000u >= 0x72000000u))
    return detail::roots::cbrt_rare(x);
  return detail::roots::cbrt_hot(x);
}

}  // namespace warpmath
