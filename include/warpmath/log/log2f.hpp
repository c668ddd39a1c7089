// warpmath/log/log2f.hpp -- log2f: base-2 logarithm, exact for powers of two, faithful (< 1 ulp)
// for every input.
//
// Algorithm, errors and special values: log/log_lean.hpp (x = 2^e * m by integer operations, a
// minimax polynomial from tools/sollya/log_lean.sollya, the leading sum split exactly and the small
// low part added last; rare inputs leave through one range test). Measured: max 0.848 ulp over all
// 2^32 inputs, at 0x1.59b5dp+0 (docs/sweeps/log2f.json); 42 issued instructions per warp on sm_90
// (CUDA 42).
#pragma once
#include "log_lean.hpp"

namespace warpmath {

WARPMATH_HD float log2f(float x) { return detail::log::log_lean<detail::log::base::two>(x); }

}  // namespace warpmath
