// warpmath/exact/nextafterf.hpp -- nextafterf: the next float after x in the direction of y
// (C23 7.12.11.3, F.10.8.3).
//
// Algorithm, on the bits: for non-zero x the neighbour away from zero has bits ux + 1 and the one
// toward zero ux - 1 (sign-magnitude encoding); the step is away from zero when y is beyond x on
// x's side, i.e. when y has x's sign and a larger magnitude.  A zero x is first given y's sign,
// which makes the same rule step to the smallest subnormal with y's sign, and makes x == y
// (numerically) the same as equal bits.  That gives every boundary for free: FLT_MAX -> +inf
// toward +inf, +inf -> FLT_MAX toward 0, +-TRUE_MIN -> +-0 toward zero (the zero keeps x's sign),
// and +-2^-126 <-> the largest subnormal.  The comparisons are on the integer bits, so subnormals
// compare as they are also under -ftz=true; only selects, and one branch out of line for a NaN
// argument.
// Special values: x == y (numerically, so also +-0 against -+0) returns y, so
// nextafterf(+0, -0) = -0; x = +-0 and y != 0 gives the smallest subnormal with y's sign
// (nextafterf(0, -1) = -TRUE_MIN); a NaN argument gives a quiet NaN.
// Measured: every result bit-exact (docs/sweeps/nextafterf.json); 32 issued instructions per warp
// on sm_90 (CUDA 44).
#pragma once
#include <cstdint>

#include "exact_bits.hpp"

namespace warpmath {

namespace detail::exact {

WARPMATH_COLD_HD float nextafter_nan(float x, float y) { return propagate_nan(x, y); }

}  // namespace detail::exact

WARPMATH_HD float nextafterf(float x, float y) {
  if (detail::unlikely(x != x || y != y)) return detail::exact::nextafter_nan(x, y);
  const std::uint32_t ux = fp::as_uint(x), uy = fp::as_uint(y);
  const std::uint32_t ax = ux & fp::kAbsMask, ay = uy & fp::kAbsMask;
  const std::uint32_t from = ax == 0 ? (uy & fp::kSignMask) : ux;  // a zero takes y's sign
  // Away from zero when y is beyond x on x's side: the same sign and a larger magnitude.
  const bool away = ((from ^ uy) & fp::kSignMask) == 0 && ay > ax;
  const std::uint32_t next = away ? from + 1u : from - 1u;
  // from == uy: x == y numerically (a zero x took y's sign, so +-0 against -+0 counts).
  return from == uy ? y : fp::as_float(next);
}

}  // namespace warpmath
