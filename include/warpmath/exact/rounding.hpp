// warpmath/exact/rounding.hpp -- truncf, floorf, ceilf, roundf, rintf, nearbyintf: rounding to an
// integral float, exact (C23 7.12.9, Annex F.10.6).
//
// Algorithm: truncf, floorf, ceilf and rintf are the rounding primitives fp::trunc, fp::floor,
// fp::ceil and fp::rint (fp/ops.hpp): IEEE 754's roundToIntegral operations, one exact hardware
// instruction where every build of the platform has one (FRND on CUDA), plain float operations
// elsewhere, the same bits everywhere.
// roundf (halfway cases away from zero) is trunc(x + copysign(h, x)) with h = 0.5 - 2^-25, the
// float just below 1/2.  Write |x| = n + f (n integral, 0 <= f < 1).  If f >= 1/2 the exact sum
// n + f + h is at least n + 1 - 2^-25 and rounds to n + 1 or above (for n = 0, f = 1/2 the sum
// 1 - 2^-25 is a tie in [1/2, 1) and goes to the even 1; for n >= 1 the spacing there is at
// least 2^-23; for f > 1/2, f - 1/2 >= ulp(x) >= 2^-24 > 2^-25), and below n + 2; if f < 1/2,
// then f <= 1/2 - ulp(x) and the sum stays at least ulp(x) + 2^-25 below n + 1, more than half the
// spacing there, so it rounds below n + 1.  For |x| >= 2^23 (spacing >= 1 > 2h) the sum rounds
// back to x.  So the truncation is round(x), with x's sign (roundf(-0.25) = -0): two float
// operations and the rounding instruction, no branch.
// Special values: +-0 and +-inf are returned as they are, results keep x's sign (floorf(-0.5) =
// -1, ceilf(-0.5) = -0, truncf(-0) = -0), and a NaN gives a quiet NaN.  Under -ftz=true (CUDA)
// a subnormal x is flushed first, so floorf(-TRUE_MIN) = -0 there (-1 otherwise).
//
// rintf and nearbyintf round in the current rounding direction; warpmath always runs in
// round-to-nearest (CUDA and HIP have no dynamic rounding mode, and the host build assumes the
// default environment), so both round ties to even, and they are the same function: the library
// raises no floating-point exception flags, so nearbyint's "does not raise inexact" holds too.
// Measured: every result bit-exact over all 2^32 inputs (tests/unit/exhaustive_exact.cpp,
// docs/sweeps/<name>.json); issued instructions per warp on sm_90: truncf, floorf, ceilf, rintf,
// nearbyintf 15 (CUDA 15: one FRND each), roundf 18 (18).
#pragma once
#include "../fp/bits.hpp"
#include "../fp/ops.hpp"

namespace warpmath {

namespace detail::exact {

// x + copysign(0.5 - 2^-25, x): its truncation is x rounded to nearest, halfway cases away from
// zero (see the file comment); the integer conversions truncate it directly.
WARPMATH_HD float round_half_away_biased(float x) {
  return fp::add(x, fp::copysign(0x1.fffffep-2f, x));
}

}  // namespace detail::exact

WARPMATH_HD float truncf(float x) { return fp::trunc(x); }
WARPMATH_HD float floorf(float x) { return fp::floor(x); }
WARPMATH_HD float ceilf(float x) { return fp::ceil(x); }
WARPMATH_HD float roundf(float x) { return fp::trunc(detail::exact::round_half_away_biased(x)); }
WARPMATH_HD float rintf(float x) { return fp::rint(x); }
WARPMATH_HD float nearbyintf(float x) { return fp::rint(x); }

}  // namespace warpmath
