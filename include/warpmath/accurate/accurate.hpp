// warpmath/accurate/accurate.hpp -- the accurate kernels, namespace warpmath::detail::accurate:
// the near-correctly-rounded evaluations (float-float, tables) that the default tier used before
// it was rewritten for cost. They are kept, swept and digested as catalogue entries of tier
// `accurate` (ids accurate_<name>), because the correctly rounded tier starts from them
// (docs/design.md, "Tiers"). Internal: not included by warpmath.hpp, not part of the public API.
// One header per family; each is self-contained.
#pragma once
#include "exp.hpp"
#include "hyperbolic.hpp"
#include "invtrig.hpp"
#include "log.hpp"
#include "norm.hpp"
#include "roots.hpp"
#include "special.hpp"
#include "trig.hpp"
