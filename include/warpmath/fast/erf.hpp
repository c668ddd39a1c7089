// warpmath/fast/erf.hpp -- the fast tier's erff and erfcf: the default tier's algorithms.
//
// The default erff and erfcf (special/erff.hpp, special/erfcf.hpp: one table row of width 1/4 per
// piece, no branch on the hot path) cost 35 and 58 issued instructions per warp on sm_90, below
// CUDA's 42 and 62, and are faithful.  The fast tier's own design (a polynomial near zero and
// e^(-x^2) times a rational-free erfcx polynomial beyond, 86 and 86.9 per warp, 1.28 and 4.4 ulp)
// was dearer; a table of degree-5 pieces saves one instruction per warp at twice the error.  So
// fast::erff and fast::erfcf are the default functions: same bits, same bounds (the catalogue's
// fast_erff and fast_erfcf entries are swept like any other).
#pragma once
#include "../config.hpp"
#include "../special/erfcf.hpp"
#include "../special/erff.hpp"

namespace warpmath::fast {

WARPMATH_HD float erff(float x) { return warpmath::erff(x); }

WARPMATH_HD float erfcf(float x) { return warpmath::erfcf(x); }

}  // namespace warpmath::fast
