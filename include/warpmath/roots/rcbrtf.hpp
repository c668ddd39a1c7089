// warpmath/roots/rcbrtf.hpp -- rcbrtf(x) = 1/cbrt(x), faithful (< 1 ulp) for every input.  No
// division, no square root, no table (roots/cbrt_lean.hpp).
//
// Algorithm, for a normal x, a = |x|: the seed r0 ~ a^(-1/3) and e = 1 - a r0^3 in
// [-0.1064, 0.0992], within 2^-22.7 (roots/cbrt_lean.hpp), then
//   r = r0 (1 + e P(e)) ~ a^(-1/3): P of degree 1 (tools/sollya/roots_cbrt_lean.sollya) within
//       2^-14.3 of (1 - e)^(-1/3); e's error (times 0.35) and the roundings add < 2^-23, so
//       r = a^(-1/3) (1 + rho), |rho| <= 2^-14.2;
//   d = a r^3 - 1 = 3 rho + O(rho^2), |d| <= 2^-12.6, formed almost exactly: r^2 = r2.hi + r2.lo
//       and a r = ar.hi + ar.lo exactly (two_prod); ar.hi r2.hi - 1 is a product of 48 bits minus
//       1, so its FMA rounds at <= 2^-37.6, and so do the FMAs adding ar.lo r2.hi and ar.hi r2.lo
//       (ar.lo r2.lo < 2^-48 is left out): within 2^-35.9;
//   a^(-1/3) = r (1 + d)^(-1/3) = r (1 - d/3 + 2d^2/9 - ...), and r - RN(r d) RN(1/3) is rounded
//       once: the neglected 2d^2/9 is below 2^-27.2, the roundings of d, r d and 1/3 below 2^-37.
// So the error is below 0.5 + 2^-3.2 ulp (0.61 ulp).  Nothing under- or overflows for a normal x
// (r^2 >= 2^-86, a r >= 2^-84).  The sign is copied from x.
// Rare inputs (zeros, subnormals, infinities, NaN) leave through one unsigned test into
// rcbrt_rare: a subnormal is scaled by 2^24 and the result by 2^8, both exactly.
// Special values (as CUDA's rcbrtf and 1/cbrt under C23 Annex F): rcbrt(+-0) = +-inf,
// rcbrt(+-inf) = +-0, rcbrt(NaN) = NaN (quietened).  Under -ftz=true (CUDA) a subnormal reads as
// +-0 and gives +-inf.
// Measured: max 0.566 ulp over all 2^32 inputs (docs/sweeps/rcbrtf.json; at 0x1.1e580ap-126);
// 40 issued instructions per
// warp on sm_90 (CUDA 31, built on MUFU.LG2/EX2; the accurate kernel, accurate/roots.hpp: 62).
#pragma once
#include "../config.hpp"
#include "../fp/bits.hpp"
#include "cbrt_lean.hpp"

namespace warpmath {

WARPMATH_HD float rcbrtf(float x) {
  if (detail::unlikely(fp::abs_bits(x) - 0x00800000u >= 0x7f000000u))  // not normal
    return detail::roots::rcbrt_rare(x);
  return fp::copysign(detail::roots::rcbrt_hot(x), x);
}

}  // namespace warpmath
