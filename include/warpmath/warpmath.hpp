// warpmath/warpmath.hpp -- the public API: CUDA-style single-precision math functions in
// namespace warpmath, usable from host code, CUDA kernels and HIP kernels alike, with the same
// bits everywhere. See README.md for the measured accuracy of each function.
#pragma once

// One aggregator header per family; each is self-contained and may be included on its own.
#include "exact/exact.hpp"
#include "exp/exp.hpp"
#include "fast/fast.hpp"
#include "hyperbolic/hyperbolic.hpp"
#include "invtrig/invtrig.hpp"
#include "log/log.hpp"
#include "norm/norm.hpp"
#include "pow/pow.hpp"
#include "roots/roots.hpp"
#include "special/special.hpp"
#include "trig/trig.hpp"
