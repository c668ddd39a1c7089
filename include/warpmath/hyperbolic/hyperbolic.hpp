// warpmath/hyperbolic/hyperbolic.hpp -- the hyperbolic family: sinhf, coshf, tanhf, asinhf, acoshf,
// atanhf.
#pragma once
#include "acoshf.hpp"
#include "asinhf.hpp"
#include "atanhf.hpp"
#include "coshf.hpp"
#include "sinhf.hpp"
#include "tanhf.hpp"
