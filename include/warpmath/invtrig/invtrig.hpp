// warpmath/invtrig/invtrig.hpp -- the inverse trigonometric family: asinf, acosf, atanf, atan2f and
// their pi-scaled forms asinpif, acospif, atanpif, atan2pif.
#pragma once
#include "acosf.hpp"
#include "acospif.hpp"
#include "asinf.hpp"
#include "asinpif.hpp"
#include "atan2f.hpp"
#include "atan2pif.hpp"
#include "atanf.hpp"
#include "atanpif.hpp"
