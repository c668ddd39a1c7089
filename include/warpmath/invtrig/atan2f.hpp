// warpmath/invtrig/atan2f.hpp -- atan2f(y, x): the angle of (x, y), faithful (< 1 ulp) for every
// pair.
//
// Algorithm (default tier, no IEEE division): with num = min(|y|, |x|) and den = max (integer
// min/max of the bits), Q = num/den in [0, 1] as q + q_lo: R = 1/den from fast_recip::reciprocal
// (three Newton steps: within 0.5 ulp + 2^-34), q = RN(num R), q_lo = RN(num - q den) R (the
// remainder by one FMA): Q within ~2^-45 relative. Then
//   |y| <= |x|:  x > 0: atan(Q),         x < 0: pi - atan(Q),
//   |y| >  |x|:  x > 0: pi/2 - atan(Q),  x < 0: pi/2 + atan(Q),
// as c + atan(z), z = +-q, by atanf's kernel (invtrig/atan_lean_kernel.hpp, atan_plus_lean: one
// odd polynomial on |z| <= 1, z^3 and the last Horner step compensated, c_hi + z split exactly)
// with c's low part and q_lo's first-order term +-q_lo/(1 + q^2) (1/(1 + q^2) from the reciprocal
// seed and one Newton step, 2.6e-3) in the low part, rounded once; the sign is y's.  Error: that
// of atanf's kernel (up to ~0.33 ulp of atan(Q) before the rounding, near Q = 1), far less
// where a base is added, plus the final rounding.
// Rare pairs leave through two unsigned tests into the accurate kernel (accurate/invtrig.hpp, out
// of line): num outside [2^-64, 2^62) (zeros, subnormals, infinities, NaN, extreme magnitudes) and
// den at least 2^30 num (tiny ratios, whose results may be subnormal and whose q^3 would be); the
// rest keeps den < 2^92, inside the reciprocal seed's range, and every intermediate normal (a
// subnormal remainder cost 0.92 ulp at num = 2^-125 before the bound was raised).
// Special values (C23 F.10.1.4, all from the accurate kernel): atan2(+-0, +0 or x > 0) = +-0,
// atan2(+-0, -0 or x < 0) = +-pi, atan2(y != 0, +-0) = +-pi/2, atan2(+-y, +inf) = +-0 and
// atan2(+-y, -inf) = +-pi for finite y, atan2(+-inf, x finite) = +-pi/2, atan2(+-inf, +inf) =
// +-pi/4, atan2(+-inf, -inf) = +-3pi/4, all rounded to nearest; NaN in -> NaN out.
// Measured: max 0.817 ulp over 2^28 stratified pairs, the special and the hard pairs (at y =
// 0x1.db333cp-62, x = 0x1.d2f1fep-62; docs/sweeps/atan2f.json); 83 issued instructions per warp
// on sm_90 (CUDA 63, dividing with MUFU.RCP; the accurate kernel, accurate/invtrig.hpp: 154).
#pragma once
#include <cstdint>

#include "../accurate/invtrig.hpp"
#include "../config.hpp"
#include "../fast/recip.hpp"
#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "atan_lean_kernel.hpp"

namespace warpmath {

namespace detail::invtrig {
// The arguments the hot path does not take, out of line: the accurate kernel.
WARPMATH_COLD_HD float atan2_rare(float y, float x) { return detail::accurate::atan2f(y, x); }
}  // namespace detail::invtrig

WARPMATH_HD float atan2f(float y, float x) {
  const std::uint32_t ay = fp::abs_bits(y), ax = fp::abs_bits(x);
  const bool swap = ay > ax;
  const std::uint32_t den_bits = swap ? ay : ax;
  const std::uint32_t num_bits = swap ? ax : ay;
  // 2^-64 <= num < 2^62 and den < num 2^30 (bits at most 30 binades apart, so den < 2^92): the
  // reciprocal's seed is in range, and q, the remainder, q_lo, q^3 and its compensation are
  // normal.
  if (detail::unlikely(num_bits - 0x1f800000u >= 0x5e800000u - 0x1f800000u ||
                       den_bits - num_bits >= 0x0f000000u)) {
    return detail::invtrig::atan2_rare(y, x);
  }
  const float num = fp::as_float(num_bits), den = fp::as_float(den_bits);
  const float r = detail::fast_recip::reciprocal(den);
  const float q = fp::mul(num, r);
  const float q_lo = fp::mul(fp::fma(-q, den, num), r);
  const bool x_neg = (fp::as_uint(x) & fp::kSignMask) != 0u;
  const std::uint32_t negate = swap != x_neg ? 1u : 0u;
  const float base_hi = swap ? fp::kPiOver2Hi : (x_neg ? fp::kPiHi : 0.0f);
  const float base_lo = swap ? fp::kPiOver2Lo : (x_neg ? fp::kPiLo : 0.0f);
  const float one_plus_q2 = fp::fma(q, q, 1.0f);
  const float w =
      detail::fast_recip::newton_step(one_plus_q2, detail::fast_recip::seed(one_plus_q2));
  // On the diagonals (num = den, Q = 1) the kernel alone gives atan(1) 0.63 ulp below pi/4 (as
  // atanf(1)); kAtanOneFix = pi/4 - its unrounded value there, so that atan2f(+-v, +-v) is the
  // correctly rounded +-pi/4 or +-3pi/4 on the hot path as on the rare one.
  constexpr float kAtanOneFix = 0x1.110b46p-27f;
  const float fix = num_bits == den_bits ? kAtanOneFix : 0.0f;
  const float low0 = fp::add(fp::flip_sign(fp::fma(q_lo, w, fix), negate), base_lo);
  const fp::ff t = detail::invtrig::atan_plus_lean(base_hi, fp::flip_sign(q, negate), low0);
  return fp::copysign(fp::add(t.hi, t.lo), y);
}

}  // namespace warpmath
