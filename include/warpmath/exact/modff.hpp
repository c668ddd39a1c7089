// warpmath/exact/modff.hpp -- modff: x split into integral and fractional parts, both with x's
// sign (C23 7.12.6.18, Annex F.10.3.18).
//
// Algorithm: *iptr = truncf(x) (exact/rounding.hpp, bit operations).  The fractional part is x
// itself when |x| < 1, zero when x is integral (|x| >= 2^23 or a whole number), and otherwise
// x - trunc(x), one subtraction that is exact: both are multiples of ulp(x) >= 2^-23 and the
// difference is smaller than |x|, so it is a float (Sterbenz-like), and normal (>= 2^-23), so
// -ftz=true cannot touch it.  The sign is set to x's afterwards: modff(-3) = (-0, -3).
// Special values: modff(+-inf) = +-0 with *iptr = +-inf; modff(NaN) = NaN with *iptr = NaN (quiet).
#pragma once
#include <cstdint>

#include "../fp/ops.hpp"
#include "exact_bits.hpp"
#include "rounding.hpp"

namespace warpmath {

WARPMATH_HD float modff(float x, float* iptr) {
  const std::uint32_t ux = fp::as_uint(x);
  const std::uint32_t ax = ux & fp::kAbsMask;
  const float whole = warpmath::truncf(x);
  *iptr = whole;
  const float difference = fp::copysign(fp::sub(x, whole), x);
  const float signed_zero = fp::as_float(ux & fp::kSignMask);
  if (detail::unlikely(ax >= 0x4b000000u))
    return detail::exact::is_nan_bits(ux) ? whole : signed_zero;
  return ax < 0x3f800000u ? x : difference;  // difference is +-0 for a whole number
}

}  // namespace warpmath
