// warpmath/warpmath.hpp -- the public API: CUDA-style single-precision math functions in
// namespace warpmath, usable from host code, CUDA kernels and HIP kernels alike, with the same
// bits everywhere. See README.md for the measured accuracy of each function.
#pragma once

#include "config.hpp"
#include "trig/sinf.hpp"
#include "trig/cosf.hpp"
#include "trig/tanf.hpp"
#include "trig/sincosf.hpp"
#include "trig/sinpif.hpp"
#include "trig/cospif.hpp"
#include "trig/sincospif.hpp"
#include "trig/tanpif.hpp"
