// warpmath/roots/rsqrtf.hpp -- rsqrtf(x) = 1/sqrt(x), faithful (< 1 ulp) for every input.  No
// division, no square root, no table (roots/rsqrt_kernels.hpp).
//
// Algorithm, for a positive normal x: the bit-level seed y0 = bits(0x5f375a86 - (bits(x) >> 1))
// (relative error below 0.035), one Newton step y1 = y0 + y0 e0 / 2 with e0 = 1 - x y0^2 from one
// FMA (relative error about 3/2 0.035^2 = 1.8e-3), then the residual e = 1 - x y1^2 formed almost
// exactly (x y1 = t + t_lo by an FMA; 1 - t y1 is below 2^-8 so its FMA rounds at 2^-32, and so
// does the one adding -t_lo y1) and the third-order correction
//     1/sqrt(x) = y1 (1 - e)^(-1/2) = y1 (1 + e/2 + 3e^2/8 + 5e^3/16 + ...)
// evaluated as y1 + y1 w, w = RN(3e/8 * e + e/2) (one FMA), rounded once.  The neglected 5e^3/16 (e
// <= 3.7e-3) is below 1.6e-8 relative, at most 0.27 ulp; the other roundings before the last add
// about 2^-32 relative.  So the error is below 0.5 + 0.28 ulp. The algorithm is exact under x -> 4x
// (the seed halves exactly, every product scales exactly, no intermediate is subnormal: x y1 >=
// 2^-63, y1 e >= 2^-80), so the significands of [1, 4) decide the maximum; the definitive sweep
// covers all 2^32 inputs anyway. Rare inputs are told by the residual itself
// (roots/rsqrt_kernels.hpp, rsqrt_residual): every positive normal x gives |e| <= 3.7e-3, every
// zero, negative, infinite or NaN x gives |e| >= 1 or NaN, so one comparison |e| < 2^-8
// (fp::abs_less) keeps the hot path; a positive subnormal passes only where the seed converged,
// with the same error bound.  The rest go to rsqrt_rare: subnormal x scaled by 2^24; otherwise, as
// CUDA's rsqrtf and 1/sqrt under C23 Annex F: rsqrt(+0) = +inf, rsqrt(-0) = -inf, rsqrt(x < 0) =
// NaN (also -inf), rsqrt(+inf) = +0, rsqrt(NaN) = NaN (quietened).  Under -ftz=true (CUDA) a
// subnormal reads as +-0 and gives +-inf; no intermediate of the main path is subnormal for a
// normal x, so the other results keep their bits. Measured: max 0.701 ulp over all 2^32 inputs (at
// 0x1.0015e2p-126; docs/sweeps/rsqrtf.json); 32 issued instructions per warp on sm_90 (CUDA 18,
// built on MUFU.RSQ; the accurate kernel, accurate/roots.hpp: 49).
#pragma once
#include <cstdint>

#include "../config.hpp"
#include "../fp/bits.hpp"
#include "rsqrt_kernels.hpp"

namespace warpmath {

WARPMATH_HD float rsqrtf(float x) {
  const detail::roots::rsqrt_residual_t r = detail::roots::rsqrt_residual(x);
  // Not a positive normal (or a subnormal whose seed did not converge): see rsqrt_kernels.hpp.
  if (detail::unlikely(!fp::abs_less(r.e, detail::roots::kRsqrtResidualLimit)))
    return detail::roots::rsqrt_rare(x);
  return detail::roots::rsqrt_correct(r.y, r.e);
}

}  // namespace warpmath
