// warpmath/fast/trigpi.hpp -- the fast tier's sinpif and cospif: the default tier's sinpif and
// cospif (trig/sinpif.hpp, cospif.hpp; docs/design.md, "Tiers": where the default function is at
// least as cheap as the fast tier's own design, the fast tier is the default function): 42 and 42
// issued instructions per warp on sm_90 and 0.763 / 0.767 ulp, where the fast tier's own design
// (a branch-free degree-7/8 kernel selected by quadrant) took 43 and 42 per warp and 0.964 /
// 0.874 ulp.  Special values as the default functions'.  Measured error:
// docs/sweeps/fast_sinpif.json, fast_cospif.json (the same bits as sinpif's and cospif's).
#pragma once
#include "../config.hpp"
#include "../trig/cospif.hpp"
#include "../trig/sinpif.hpp"

namespace warpmath::fast {

WARPMATH_HD float sinpif(float x) { return warpmath::sinpif(x); }

WARPMATH_HD float cospif(float x) { return warpmath::cospif(x); }

}  // namespace warpmath::fast
