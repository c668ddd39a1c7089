// warpmath/exact/exact.hpp -- the exact functions, whose results need no rounding or one rounding
// decided on integers: every one is computed on the bit pattern with integer arithmetic
// (fdimf's single correctly rounded subtraction aside), so the bits are the same on every backend
// by construction and C23 Annex F special values are decided first, on the bits.
//   rounding.hpp          truncf floorf ceilf roundf rintf nearbyintf
//   lrint.hpp             lrintf llrintf lroundf llroundf (saturating; NaN -> 0)
//   logb.hpp              logbf ilogbf frexpf
//   ldexp.hpp             ldexpf scalbnf scalblnf (one rounding for subnormal results)
//   modff.hpp             modff
//   fmodf.hpp             fmodf
//   remainderf.hpp        remainderf remquof
//   minmax.hpp            fminf fmaxf fdimf
//   copysignf.hpp         copysignf
//   nextafterf.hpp        nextafterf
// Internal: exact_bits.hpp (unpack/compose/quiet/order_key), remainder_kernel.hpp.
#pragma once

#include "copysignf.hpp"
#include "fmodf.hpp"
#include "ldexp.hpp"
#include "logb.hpp"
#include "lrint.hpp"
#include "minmax.hpp"
#include "modff.hpp"
#include "nextafterf.hpp"
#include "remainderf.hpp"
#include "rounding.hpp"
