// warpmath/trig/sinf.hpp -- sinf: sine of a float, faithful (< 1 ulp) for every input.
//
// Algorithm (trig/sincosf_kernel.hpp, where the error bounds are derived): |x| = q*pi/2 + hi + lo
// by an eight-operation Cody-Waite below 2^17 (Payne-Hanek above, out of line), both the sine and
// the cosine polynomial of r = hi + lo (tools/sollya/trig_sincosf.sollya), the quadrant selects one
// and sets the sign with x's.  Error below 0.89 ulp by the kernel's bounds.
// Special values (C23 F.10.1.6): sin(+-0) = +-0, sin(+-inf) = NaN, sin(NaN) = NaN.
// Measured: max 0.884 ulp over all 2^32 inputs (docs/sweeps/sinf.json, at 0x1.ea80a2p+49); 48
// issued instructions per warp on sm_90 (CUDA 40).
#pragma once
#include "sincosf_kernel.hpp"

namespace warpmath {

WARPMATH_HD float sinf(float x) { return detail::trig::sin_cos_of(x).sin; }

}  // namespace warpmath
