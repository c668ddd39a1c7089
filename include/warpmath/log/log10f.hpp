// warpmath/log/log10f.hpp -- log10f: base-10 logarithm, faithful (< 1 ulp) for every input.
//
// Algorithm, errors and special values: log/log_lean.hpp (x = 2^e * m by integer operations, a
// minimax polynomial from tools/sollya/log_lean.sollya, the leading sum split exactly and the small
// low part added last; rare inputs leave through one range test). Measured: max 0.896 ulp over all
// 2^32 inputs, at 0x1.801d04p-1 (docs/sweeps/log10f.json); 41 issued instructions per warp on sm_90
// (CUDA 41).
#pragma once
#include "log_lean.hpp"

namespace warpmath {

WARPMATH_HD float log10f(float x) { return detail::log::log_lean<detail::log::base::ten>(x); }

}  // namespace warpmath
