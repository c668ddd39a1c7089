// warpmath/accurate/invtrig.hpp -- the accurate asinf, acosf, atanf, atanpif and atan2f: the
// kernels of invtrig/asin_kernel.hpp with the square root's low part from an IEEE division
// (2^-48), and of invtrig/atan_kernel.hpp (the reduction to |z| <= 1/2 by one IEEE division, the
// quotient as a float-float), rounded once; the correctly rounded tier's starting point.
// atan2f (was warpmath::atan2f): the ratio min/max of |y|, |x| as a float-float scaled by 2^k
// (invtrig/atan2_kernel.hpp: exponents split off first, so no overflow or underflow), atan of it
// as an unrounded float-float, the octant's base (0, pi/2, pi) added in float-float, rounded once;
// correctly rounded where x > 0 and |y|/x < 2^-64 (round_tiny_scaled); every special value of C23
// F.10.1.4.  The default atan2f calls it for its rare pairs.  Measured:
// docs/sweeps/accurate_<name>.json (atan2f: docs/sweeps/pairs_atan2.json).
#pragma once
#include "../invtrig/asin_kernel.hpp"
#include "../invtrig/atan2_kernel.hpp"
#include "../invtrig/atan_kernel.hpp"
#include "../invtrig/invtrig_common.hpp"

namespace warpmath::detail::accurate {

WARPMATH_HD float asinf(float x) {
  return fp::copysign(fp::ff_to_float(detail::invtrig::asin_abs_ff<false>(fp::abs(x))), x);
}

WARPMATH_HD float acosf(float x) {
  return fp::abs(fp::ff_to_float(detail::invtrig::acos_ff<false>(x)));
}

WARPMATH_HD float atanf(float x) {
  return fp::copysign(fp::ff_to_float(detail::invtrig::atan_abs_ff(fp::abs(x))), x);
}

WARPMATH_HD float atanpif(float x) {
  if (fp::abs_bits(x) < detail::invtrig::kDivPiTinyLimitBits)
    return detail::invtrig::div_pi_tiny(x);
  return fp::copysign(detail::invtrig::round_div_pi(detail::invtrig::atan_abs_ff(fp::abs(x))), x);
}

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

}  // namespace warpmath::detail::accurate
