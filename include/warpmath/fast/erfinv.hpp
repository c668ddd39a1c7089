// warpmath/fast/erfinv.hpp -- the fast tier's erfinvf: the default tier's erfinvf
// (special/erfinvf.hpp; docs/design.md, "Tiers": where the default function is at least as cheap
// as the fast tier's own design, the fast tier is the default function): 68.8 issued instructions
// per warp on sm_90 and 0.764 ulp, where the fast tier's own design (two degree-11 pieces, the
// tail on sqrt(-log(1 - |x|)) as a float-float) took 99 and 1.366 ulp.  Special values as
// erfinvf's (and CUDA's): erfinv(+-0) = +-0, erfinv(+-1) = +-inf, NaN for |x| > 1, NaN -> NaN.
// Measured error: docs/sweeps/fast_erfinvf.json (the same bits as erfinvf's).
#pragma once
#include "../config.hpp"
#include "../special/erfinvf.hpp"

namespace warpmath::fast {

WARPMATH_HD float erfinvf(float x) { return warpmath::erfinvf(x); }

}  // namespace warpmath::fast
