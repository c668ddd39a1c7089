// warpmath/exp/exp.hpp -- the exponential family: expf, exp2f, exp10f and expm1f, exp2m1f,
// exp10m1f.
#pragma once
#include "exp10f.hpp"
#include "exp10m1f.hpp"
#include "exp2f.hpp"
#include "exp2m1f.hpp"
#include "expf.hpp"
#include "expm1f.hpp"
