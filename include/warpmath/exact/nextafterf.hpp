// warpmath/exact/nextafterf.hpp -- nextafterf: the next float after x in the direction of y
// (C23 7.12.11.3, F.10.8.3).
//
// Algorithm, on the bits: for non-zero finite or infinite x, the neighbour away from zero has bits
// ux + 1 and the one toward zero ux - 1 (sign-magnitude encoding); the step is away from zero
// when y is beyond x on x's side, decided with detail::exact::order_key.  That gives every boundary
// for free: FLT_MAX -> +inf toward +inf, +inf -> FLT_MAX toward 0, +-TRUE_MIN -> +-0 toward zero,
// and +-2^-126 <-> the largest subnormal.
// Special values: x == y (numerically, so also +-0 against -+0) returns y, so
// nextafterf(+0, -0) = -0; x = +-0 and y != 0 gives the smallest subnormal with y's sign
// (nextafterf(0, -1) = -TRUE_MIN); a NaN argument gives a quiet NaN.
#pragma once
#include <cstdint>

#include "exact_bits.hpp"

namespace warpmath {

WARPMATH_HD float nextafterf(float x, float y) {
  const std::uint32_t ux = fp::as_uint(x), uy = fp::as_uint(y);
  const std::uint32_t ax = ux & fp::kAbsMask, ay = uy & fp::kAbsMask;
  if (detail::unlikely(ax > fp::kInfBits || ay > fp::kInfBits))
    return detail::exact::propagate_nan(x, y);
  if (detail::unlikely(ux == uy || (ax | ay) == 0)) return y;
  if (detail::unlikely(ax == 0)) return fp::as_float((uy & fp::kSignMask) | 1u);
  const bool toward_larger = detail::exact::order_key(uy) > detail::exact::order_key(ux);
  const bool away_from_zero = toward_larger == ((ux & fp::kSignMask) == 0);
  return fp::as_float(away_from_zero ? ux + 1u : ux - 1u);
}

}  // namespace warpmath
