// warpmath/invtrig/atanf.hpp -- atanf: arc tangent, faithful (< 1 ulp) for every input.
//
// Algorithm (default tier, rewritten for cost): one odd polynomial on |t| <= 1 and no
// division (invtrig/atan_lean_kernel.hpp): t = |x| for |x| <= 1; above, atan(|x|) = pi/2 -
// atan(1/|x|) with 1/|x| from an integer seed and FMA steps plus its exactly computed error, which
// enters to first order as e/(1 + t^2).  Both sides are computed and selected (no branch); the
// cube t^3 and the polynomial's last Horner step are compensated (the tail t^3*A(t^2) is up to
// 0.27 of the result near |x| = 1), and the pair {c_hi + t, low} is rounded once; the sign is
// copied from x (atan is odd).  Small |x| need no branch: the tail is below a quarter ulp of x
// for |x| < 2^-12, so x is returned (subnormals and +-0 exactly).
// Errors: polynomial 2^-28.5 relative; kernel roundings up to ~0.33 ulp of the result near
// |x| = 1 (where the Horner sums of the polynomial are not damped), far less elsewhere; the
// final rounding.  atanf(1) is 0x1.921fb4p-1 (0.63 ulp below pi/4; RN(pi/4) = 0x1.921fb6p-1).
// Special values (C23 F.10.1.3): atan(+-0) = +-0, atan(+-inf) = +-RN(pi/2), atan(NaN) = NaN.
// Measured: max 0.830 ulp over all 2^32 inputs (at 0x1.05a59cp+0; docs/sweeps/atanf.json); 56
// issued instructions per warp on sm_90 (CUDA 33 with MUFU.RCP; before: 71). The accurate kernel
// it replaces: detail::accurate::atanf (accurate/invtrig.hpp, accurate_atanf, max 0.684 ulp).
#pragma once
#include "../fp/bits.hpp"
#include "atan_lean_kernel.hpp"

namespace warpmath {

WARPMATH_HD float atanf(float x) {
  return fp::copysign(fp::ff_to_float(detail::invtrig::atan_abs_lean(fp::abs(x))), x);
}

}  // namespace warpmath
