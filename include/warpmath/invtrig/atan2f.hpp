// warpmath/invtrig/atan2f.hpp -- atan2f(y, x): the angle of (x, y), faithful (< 1 ulp) for every
// pair, correctly rounded where x > 0 and |y|/x < 2^-64 (subnormal results included).
//
// Algorithm (invtrig/atan2_kernel.hpp): with num = min(|y|, |x|), den = max(|y|, |x|), the ratio
// Q = num/den in (0, 1] is a float-float scaled by 2^k (exponents split off first, so no overflow
// or underflow), t = atan(Q) an unrounded float-float (atan_kernel.hpp plus the first-order effect
// of the ratio's low part), and
//   |y| <= |x|:  x > 0: t,          x < 0: pi - t,
//   |y| >  |x|:  x > 0: pi/2 - t,   x < 0: pi/2 + t,
// formed as base + -+t in float-float (fast_two_sum: |base| >= pi/2 > t whenever base != 0, as
// t <= pi/4) and rounded once; the sign is y's.  The error is that of atan_abs_ff (<= 0.32*2^-24
// relative to t: up to ~0.18 ulp of the result where base = 0, near Q = 1/2, far less where a base
// is added), plus < 2^-45 relative from the ratio and the constants, plus the final rounding.
// Tiny results: x > 0 and Q < 2^-64: atan(Q) = Q to 2^-125 relative, so the result is
// RN(Q) with a boundary case broken downwards (detail::invtrig::round_tiny_scaled, correctly
// rounded). Special values (C23 F.10.1.4): atan2(+-0, +0 or x > 0) = +-0, atan2(+-0, -0 or x < 0) =
// +-pi, atan2(y != 0, +-0) = +-pi/2, atan2(+-y, +inf) = +-0 and atan2(+-y, -inf) = +-pi for finite
// y, atan2(+-inf, x finite) = +-pi/2, atan2(+-inf, +inf) = +-pi/4, atan2(+-inf, -inf) = +-3pi/4,
// all rounded to nearest; NaN in -> NaN out. Measured error: docs/sweeps/pairs_atan2.json (the
// catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "atan2_kernel.hpp"
#include "invtrig_common.hpp"

namespace warpmath {

WARPMATH_HD float atan2f(float y, float x) {
  if (detail::unlikely(detail::invtrig::atan2_is_special(y, x))) {
    const int octant = detail::invtrig::atan2_special_octant(y, x);
    if (octant < 0) return fp::add(y, x);  // NaN
    const float magnitude = octant == 0   ? 0.0f
                            : octant == 1 ? fp::kPiOver4Hi
                            : octant == 2 ? fp::kPiOver2Hi
                            : octant == 3 ? detail::invtrig::kThreePiOver4Hi
                                          : fp::kPiHi;
    return fp::copysign(magnitude, y);
  }
  const float ay = fp::abs(y), ax = fp::abs(x);
  const bool swap = ay > ax;
  const bool x_neg = (fp::as_uint(x) & fp::kSignMask) != 0u;
  const detail::invtrig::ScaledRatio q =
      detail::invtrig::scaled_ratio(swap ? ax : ay, swap ? ay : ax);
  if (detail::unlikely(q.k < detail::invtrig::kAtan2TinyExponent && !swap && !x_neg))
    return fp::copysign(detail::invtrig::round_tiny_scaled(q.q_hi, q.rem, q.k), y);

  const fp::ff t = detail::invtrig::ratio_atan(q);
  const float base_hi = swap ? fp::kPiOver2Hi : (x_neg ? fp::kPiHi : 0.0f);
  const float base_lo = swap ? fp::kPiOver2Lo : (x_neg ? fp::kPiLo : 0.0f);
  const std::uint32_t negate_t = swap != x_neg ? 1u : 0u;
  const fp::ff head = fp::fast_two_sum(base_hi, fp::flip_sign(t.hi, negate_t));
  const float tail = fp::add(head.lo, fp::add(base_lo, fp::flip_sign(t.lo, negate_t)));
  return fp::copysign(fp::add(head.hi, tail), y);
}

}  // namespace warpmath
