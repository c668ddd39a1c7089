// warpmath/fast/cbrt.hpp -- fast::cbrtf(x), the real cube root: the default tier's cbrtf
// (roots/cbrtf.hpp; docs/design.md, "Tiers": where the default function is at least as cheap as
// the fast tier's own design, the fast tier is the default function): 38 issued instructions per
// warp on sm_90 and 0.502 ulp, where the fast tier's own design (a bit seed, two division-free
// Newton steps for x^(-1/3) and one for the root) took 50 and 0.816 ulp.  Special values as
// cbrtf's.  Measured error: docs/sweeps/fast_cbrtf.json (the same bits as cbrtf's).
#pragma once
#include "../config.hpp"
#include "../roots/cbrtf.hpp"

namespace warpmath::fast {

WARPMATH_HD float cbrtf(float x) { return warpmath::cbrtf(x); }

}  // namespace warpmath::fast
