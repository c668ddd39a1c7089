// warpmath/log/logf.hpp -- logf: natural logarithm, faithful (< 1 ulp) for every input.
//
// Algorithm, errors and special values: log/log_lean.hpp (x = 2^e * m by integer operations, a
// minimax polynomial from tools/sollya/log_lean.sollya, the leading sum split exactly and the small
// low part added last; rare inputs leave through one range test). Measured: max 0.795 ulp over all
// 2^32 inputs, at 0x1.606fbap+0 (docs/sweeps/logf.json); 40 issued instructions per warp on sm_90
// (CUDA 40).
#pragma once
#include "log_lean.hpp"

namespace warpmath {

WARPMATH_HD float logf(float x) { return detail::log::log_lean<detail::log::base::e>(x); }

}  // namespace warpmath
