// warpmath/roots/roots.hpp -- square and cube roots: sqrtf, rsqrtf, cbrtf, rcbrtf.
#pragma once
#include "cbrtf.hpp"
#include "rcbrtf.hpp"
#include "rsqrtf.hpp"
#include "sqrtf.hpp"
