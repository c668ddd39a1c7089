// warpmath/invtrig/atan2pif.hpp -- atan2pif(y, x) = atan2(y, x)/pi (C23), in [-1, 1], faithful
// (< 1 ulp) for every pair, correctly rounded (up to float-float accuracy) where x > 0 and
// |y|/x < 2^-64, subnormal results included.
//
// Algorithm: as atan2f (invtrig/atan2_kernel.hpp): t = atan(min/max) as an unrounded float-float,
// then t/pi = t.hi*kInvPiHi (exact, two_prod) + t.hi*kInvPiLo + t.lo*kInvPiHi (t is
// renormalised, so the last two products round at ~2^-48 of the result), and
//   |y| <= |x|:  x > 0: t/pi,          x < 0: 1 - t/pi,
//   |y| >  |x|:  x > 0: 1/2 - t/pi,    x < 0: 1/2 + t/pi,
// (t/pi <= 1/4, so fast_two_sum with the exact base applies) rounded once; the sign is y's.
// t >= 2^-65 on this path, so no product comes near the subnormal range.
// Tiny results: x > 0 and Q = |y|/x < 2^-64: atan(Q)/pi = Q/pi to 2^-125 relative.
// Q/pi = (q_hi + rem/m_den)*(kInvPiHi + kInvPiLo)*2^k is formed as a normalised float-float
// Y = Y.hi + Y.lo at the scale of q (to ~2^-48) and rounded onto the (subnormal) grid by
// detail::invtrig::round_tiny_scaled: Y.hi*2^k is rounded once, and at an exact tie of Y.hi the
// sign of Y.lo decides (as detail::invtrig::div_pi_tiny does for atanpif). Special values (C23
// F.10.1.5): atan2pi(+-0, +0 or x > 0) = +-0, atan2pi(+-0, -0 or x < 0) = +-1, atan2pi(y != 0, +-0)
// = +-1/2, atan2pi(+-y, +inf) = +-0 and atan2pi(+-y, -inf) = +-1 for finite y, atan2pi(+-inf, x
// finite) = +-1/2, atan2pi(+-inf, +inf) = +-1/4, atan2pi(+-inf, -inf) = +-3/4; NaN in -> NaN out.
// Measured error: docs/sweeps/pairs_atan2.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "atan2_kernel.hpp"
#include "invtrig_common.hpp"

namespace warpmath {

WARPMATH_HD float atan2pif(float y, float x) {
  if (detail::unlikely(detail::invtrig::atan2_is_special(y, x))) {
    const int octant = detail::invtrig::atan2_special_octant(y, x);
    if (octant < 0) return fp::add(y, x);  // NaN
    return fp::copysign(fp::mul(static_cast<float>(octant), 0.25f), y);
  }
  const float ay = fp::abs(y), ax = fp::abs(x);
  const bool swap = ay > ax;
  const bool x_neg = (fp::as_uint(x) & fp::kSignMask) != 0u;
  const detail::invtrig::ScaledRatio q =
      detail::invtrig::scaled_ratio(swap ? ax : ay, swap ? ay : ax);
  if (detail::unlikely(q.k < detail::invtrig::kAtan2TinyExponent && !swap && !x_neg)) {
    const float q_lo = fp::div(q.rem, q.den_m);
    const fp::ff p = fp::two_prod(q.q_hi, fp::kInvPiHi);
    const fp::ff quotient =
        fp::fast_two_sum(p.hi, fp::fma(q_lo, fp::kInvPiHi, fp::fma(q.q_hi, fp::kInvPiLo, p.lo)));
    return fp::copysign(detail::invtrig::round_tiny_scaled(quotient.hi, quotient.lo, q.k), y);
  }

  const fp::ff t = detail::invtrig::ratio_atan(q);
  const fp::ff p = fp::two_prod(t.hi, fp::kInvPiHi);
  const float p_lo = fp::fma(t.lo, fp::kInvPiHi, fp::fma(t.hi, fp::kInvPiLo, p.lo));
  const float base = swap ? 0.5f : (x_neg ? 1.0f : 0.0f);
  const std::uint32_t negate_t = swap != x_neg ? 1u : 0u;
  const fp::ff head = fp::fast_two_sum(base, fp::flip_sign(p.hi, negate_t));
  const float tail = fp::add(head.lo, fp::flip_sign(p_lo, negate_t));
  return fp::copysign(fp::add(head.hi, tail), y);
}

}  // namespace warpmath
