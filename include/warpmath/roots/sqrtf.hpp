// warpmath/roots/sqrtf.hpp -- sqrtf: square root, correctly rounded for every input.
//
// Algorithm: the IEEE-754 square root, fp::sqrt (sqrt.rn on CUDA also under -prec-sqrt=false and
// -use_fast_math; the correctly rounded expansion of the HIP headers, not v_sqrt_f32; the host's
// sqrtss/fsqrt).  Special values (C23 F.10.4.10) come from the operation itself: sqrt(+-0) = +-0,
// sqrt(x < 0) = NaN (also -inf), sqrt(+inf) = +inf, sqrt(NaN) = NaN.  Subnormal arguments are
// exact inputs; under -ftz=true (CUDA) they read as +-0 and give +-0.
// Measured error: docs/sweeps/sqrtf.json (the catalogue's bound).
#pragma once
#include "../fp/ops.hpp"

namespace warpmath {

WARPMATH_HD float sqrtf(float x) { return fp::sqrt(x); }

}  // namespace warpmath
