// warpmath/trig/sinpif.hpp -- sinpif(x) = sin(pi*x), faithful (< 1 ulp) for every input.
//
// Algorithm (trig/sincospif_kernel.hpp, where the error bounds are derived): the exact reduction
// x = k/2 + t, |t| <= 1/4, by one rounding shift, both the sine and the cosine polynomial of t
// (tools/sollya/trigpi_lean.sollya), the quadrant k mod 4 selects one and sets its sign.
// Special values (C23 F.10.1.14): sinpi(+-0) = +-0; sinpi(n) = +0 for positive and -0 for
// negative integers n (so every |x| >= 2^23 gives a signed zero); sinpi(+-inf) = NaN; sinpi(NaN) =
// NaN.  Error below 0.80 ulp by the kernel's bounds.
// Measured: max 0.763 ulp over all 2^32 inputs (docs/sweeps/sinpif.json, at 0x1.0317b4p-2, a
// cosine of t near -1/4); 42 issued instructions per warp on sm_90 (CUDA 37).
#pragma once
#include "sincospif_kernel.hpp"

namespace warpmath {

WARPMATH_HD float sinpif(float x) { return detail::trigpi::sincospi(x).sin; }

}  // namespace warpmath
