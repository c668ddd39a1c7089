// warpmath/trig/cosf.hpp -- cosf: cosine of a float, faithful (< 1 ulp) for every input.
//
// Algorithm: as sinf (trig/sincosf_kernel.hpp, where the error bounds are derived), the quadrant
// selecting the other polynomial; cos(|x|) = cos(x).  Error below 0.91 ulp by the kernel's bounds.
// Special values (C23 F.10.1.5): cos(+-0) = 1, cos(+-inf) = NaN, cos(NaN) = NaN.
// Measured: max 0.885 ulp over all 2^32 inputs (docs/sweeps/cosf.json, at 0x1.be2716p+5); 47
// issued instructions per warp on sm_90 (CUDA 41).
#pragma once
#include "sincosf_kernel.hpp"

namespace warpmath {

WARPMATH_HD float cosf(float x) { return detail::trig::sin_cos_of(x).cos; }

}  // namespace warpmath
