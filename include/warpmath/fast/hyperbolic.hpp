// warpmath/fast/hyperbolic.hpp -- the fast tier's sinhf, coshf and tanhf: the default tier's
// functions (docs/design.md, "Tiers": where the default function is at least as cheap as the fast
// tier's own design, the fast tier is the default function).
//   sinhf: the default sinhf (hyperbolic/sinhf.hpp), 59 issued per warp on sm_90 and 0.979 ulp;
//          the fast tier's own design (e^|x| and e^-|x| from two degree-6 polynomials, added or
//          subtracted) took 59 and 1.570 ulp.
//   coshf: the default coshf (hyperbolic/coshf.hpp), 50 per warp and 0.972 ulp (own design: 51,
//          1.345 ulp).
//   tanhf: the default tanhf (hyperbolic/tanhf.hpp), 35 per warp and 0.656 ulp (own design: 60,
//          1.32 ulp).
// Special values as the default functions'.  Measured error: docs/sweeps/fast_sinhf.json,
// fast_coshf.json, fast_tanhf.json (the same bits as the default functions' over all 2^32 inputs).
#pragma once
#include "../config.hpp"
#include "../hyperbolic/coshf.hpp"
#include "../hyperbolic/sinhf.hpp"
#include "../hyperbolic/tanhf.hpp"

namespace warpmath::fast {

WARPMATH_HD float sinhf(float x) { return warpmath::sinhf(x); }

WARPMATH_HD float coshf(float x) { return warpmath::coshf(x); }

WARPMATH_HD float tanhf(float x) { return warpmath::tanhf(x); }

}  // namespace warpmath::fast
