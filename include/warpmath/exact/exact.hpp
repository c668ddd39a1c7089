// warpmath/exact/exact.hpp -- the exact functions, whose results need no rounding or one rounding
// decided exactly: each is the exact hardware operation where every platform has one (rounding to
// an integral float, min/max, float-to-integer conversion, copysign) or a few exact float and
// integer operations on the usual inputs, with the rare inputs (subnormal exponents, far
// scalings, wide fmod/remainder quotients) decided on the bit pattern out of line; C23 Annex F
// special values throughout.  The same bits on every backend.
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
//   ieee.hpp              fabsf fmaf fdividef (single IEEE operations)
//   classify.hpp          isnan isinf isfinite signbit nanf (constexpr bit tests)
// Internal: exact_bits.hpp (unpack/compose/quiet/order_key), remainder_kernel.hpp.
#pragma once

#include "classify.hpp"
#include "copysignf.hpp"
#include "fmodf.hpp"
#include "ieee.hpp"
#include "ldexp.hpp"
#include "logb.hpp"
#include "lrint.hpp"
#include "minmax.hpp"
#include "modff.hpp"
#include "nextafterf.hpp"
#include "remainderf.hpp"
#include "rounding.hpp"
