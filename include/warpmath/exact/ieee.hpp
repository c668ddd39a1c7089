// warpmath/exact/ieee.hpp -- fabsf, fmaf, fdividef: CUDA's float API names for single IEEE 754
// operations (C23 7.12.7.2, 7.12.13.1; CUDA's fdividef).
//
//   fabsf(x)        |x|: one bit operation (IEEE 754-2019 5.5.1 abs, quiet-computational like
//                   copysignf): a NaN keeps its payload, signalling or not, with the sign cleared.
//   fmaf(x, y, z)   x * y + z rounded once to nearest-even: fp::fma, the hardware FMA (IEEE 754
//                   fusedMultiplyAdd, correctly rounded on every backend); fmaf(inf, 0, z) and
//                   inf - inf are NaN, an exact zero sum is +0 unless both addends are -0.
//   fdividef(x, y)  x / y correctly rounded: fp::div, the IEEE division (div.rn on CUDA, where
//                   CUDA's own fdividef may be its approximate __fdividef under -use_fast_math;
//                   warpmath::fast::fdividef is the cheaper, bounded form).  Annex F: x/+-0 =
//                   +-inf (x non-zero), 0/0 and inf/inf are NaN, x/+-inf = +-0.
// fmaf and fdividef are arithmetic: a NaN operand gives a quiet NaN.  Under -ftz=true (CUDA)
// their subnormal operands and results flush to zero (docs/design.md, "Compiler flags").
// Measured: every result exact or correctly rounded (docs/sweeps/fabsf.json, fmaf.json,
// fdividef.json); issued instructions per warp on sm_90: fabsf 15 (CUDA 15: one LOP3), fdividef 27
// (CUDA's fdividef, the same div.rn: 27), fmaf one FFMA.
#pragma once
#include "../fp/bits.hpp"
#include "../fp/ops.hpp"

namespace warpmath {

WARPMATH_HD float fabsf(float x) { return fp::abs(x); }

WARPMATH_HD float fmaf(float x, float y, float z) { return fp::fma(x, y, z); }

WARPMATH_HD float fdividef(float x, float y) { return fp::div(x, y); }

}  // namespace warpmath
