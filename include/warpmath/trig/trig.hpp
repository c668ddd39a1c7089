// warpmath/trig/trig.hpp -- the trigonometric family: sinf, cosf, tanf, sincosf and their pi-scaled
// forms sinpif, cospif, sincospif, tanpif.
#pragma once
#include "cosf.hpp"
#include "cospif.hpp"
#include "sincosf.hpp"
#include "sincospif.hpp"
#include "sinf.hpp"
#include "sinpif.hpp"
#include "tanf.hpp"
#include "tanpif.hpp"
