// warpmath/special/erfinvf.hpp -- erfinvf: the inverse error function, faithful (< 1 ulp) for
// every input.
//
// Algorithm, errors and special values: special/erfinv_lean.hpp (w = -log(1 - x^2) by the lean log
// kernel, unrounded; x times a polynomial in w of degree 11 whose last two steps are compensated
// (tools/sollya/special_erfinv_lean.sollya), rounded once by an FMA; a < 2^-26, 1 - 2^-12 <= a,
// |x| >= 1 and NaN leave the hot path through one range test).
// Measured: max 0.764 ulp at 0x1.0971cp-1 over all 2^32 inputs (docs/sweeps/erfinvf.json); 68.8
// issued instructions per warp on sm_90 (CUDA 31.7).
#pragma once
#include "erfinv_lean.hpp"

namespace warpmath {

WARPMATH_HD float erfinvf(float x) { return detail::special::erfinv_lean(x); }

}  // namespace warpmath
