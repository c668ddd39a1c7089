// warpmath/invtrig/atan2_kernel.hpp -- what atan2f and atan2pif share: the special-value table,
// the ratio min(|y|,|x|)/max(|y|,|x|) as a scaled float-float, atan of that ratio as an unrounded
// float-float, and the correctly rounded scaling of a tiny result onto the subnormal grid.
//
// Ratio.  With num = min(|y|, |x|) and den = max(|y|, |x|) (finite, non-zero), each is split as
// m*2^e with m in [1, 2) (a subnormal is first scaled by 2^24, exactly), so
//   Q = num/den = (m_num/m_den) * 2^k,   k = e_num - e_den <= 0,   q = m_num/m_den in (1/2, 2),
// whatever the exponents (no overflow or underflow on the way).  q_hi = RN(q) (one division) and
// rem = m_num - q_hi*m_den, exact by one FMA (q_hi*m_den needs 48 bits, the difference < ulp).
//
// atan of the ratio, for k >= -64 (ratio_atan).  r_hi = q_hi*2^k is exact and
//   atan(Q) = atan(r_hi) + atan(r_lo/(1 + r_hi*Q)),   r_lo = Q - r_hi = rem/m_den * 2^k,
// with |r_lo| <= 2^-24 r_hi.  The first term is detail::invtrig::atan_abs_ff(r_hi) (unrounded
// float-float, error <= 0.32*2^-24 relative before its final rounding, see atan_kernel.hpp),
// renormalised by fast_two_sum (its low part can be 0.08 of the whole); the second is rem/(m_den*(1
// + r_hi^2)) * 2^k, one division, whose roundings and the neglected r_lo^2 terms are below 2^-45 of
// atan(Q).  For k < -64 a caller in the quadrants where the result is pi/2 +- atan(Q) or pi -
// atan(Q) may clamp k to -64: atan(Q) < 2^-62 then changes nothing that rounds.
//
// Tiny results (round_tiny_scaled).  For Q < 2^-63 and x > 0, atan2(y, x) = Q*(1 - Q^2/3 + ...),
// and 1 - atan(Q)/Q < 2^-125: RN(atan(Q)) = RN(Q) except where Q is exactly a rounding boundary,
// and then the true value lies just below it.  Q itself is never a midpoint of the 24-bit grid
// (that would need 25 significant bits of a quotient of two 24-bit integers) but it can be one of
// the subnormal grid (spacing 2^-149), e.g. 3*2^-149/2.  round_tiny_scaled(v_hi, v_lo, k) returns
// RN((v_hi + v_lo)*2^k) for v_hi in [2^-3, 2], -160 <= k <= -64, where v_lo stands for a remainder
// below ulp(v_hi) of which only the sign is used: the product r = RN(v_hi*2^k) is one rounding
// (v_hi*2^-64 is exact), and it is the correct rounding of the whole value unless v_hi*2^k is
// exactly a midpoint of the subnormal grid (every other point of the 24-bit grid of v_hi is at
// least ulp(v_hi) > |v_lo| away from such a midpoint).  At such a tie (err = v_hi - r*2^-k, exact,
// equals +-half the spacing) RN broke it to even; the correct result is the upper neighbour when
// v_lo > 0 and the lower one otherwise (v_lo = 0 means "just below": atan(Q) < Q).  atan2 passes
// q_hi and rem (the sign of Q - q_hi), atan2pif Q/pi as a float-float.
//
// Special values (C23 F.10.1.4): decided on the bits in atan2_special_octant, which returns n with
// atan2(y, x) = +-n*pi/4, or -1 for a NaN.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "atan_kernel.hpp"
#include "invtrig_common.hpp"

namespace warpmath::detail::invtrig {

// tools/sollya/invtrig_atan2.sollya: RN(3*pi/4), atan2(+-inf, -inf).
constexpr float kThreePiOver4Hi = 0x1.2d97c8p1f;

// Below 2^-64 ratio_atan's k is clamped and, for x > 0, the tiny path takes over.
constexpr int kAtan2TinyExponent = -64;

// True when y or x is a zero, an infinity or a NaN (the rare path of atan2f and atan2pif).
WARPMATH_HD bool atan2_is_special(float y, float x) {
  return fp::abs_bits(y) - 1u >= fp::kInfBits - 1u || fp::abs_bits(x) - 1u >= fp::kInfBits - 1u;
}

// C23 F.10.1.4 for a zero, infinite or NaN y or x: |atan2(y, x)| = n*pi/4 with n returned, -1 for
// NaN (the result sign is y's).  y = +-0: n = 0 for x = +0 or x > 0, n = 4 for x = -0 or x < 0;
// y = +-inf: n = 1 (x = +inf), 3 (x = -inf), 2 (x finite); y finite non-zero: n = 2 (x = +-0),
// 0 (x = +inf), 4 (x = -inf).
WARPMATH_HD int atan2_special_octant(float y, float x) {
  const std::uint32_t ay = fp::abs_bits(y), ax = fp::abs_bits(x);
  if (ay > fp::kInfBits || ax > fp::kInfBits) return -1;
  const bool x_neg = (fp::as_uint(x) & fp::kSignMask) != 0u;
  if (ay == fp::kInfBits) return ax == fp::kInfBits ? (x_neg ? 3 : 1) : 2;
  if (ay != 0u && ax == 0u) return 2;
  return x_neg ? 4 : 0;  // y = +-0, or y finite non-zero and x = +-inf
}

// a = m * 2^e, m in [1, 2), for a finite a > 0.
struct Pow2Split {
  float m;
  int e;
};

WARPMATH_HD Pow2Split split_pow2(float a) {
  const bool subnormal = fp::as_uint(a) < 0x00800000u;
  const std::uint32_t bits = fp::as_uint(subnormal ? fp::mul(a, 0x1p24f) : a);
  return {fp::as_float((bits & 0x007fffffu) | 0x3f800000u),
          static_cast<int>(bits >> 23) - (subnormal ? 127 + 24 : 127)};
}

// num/den = (q_hi + rem/den_m) * 2^k, q_hi = RN(num_m/den_m), rem exact.
struct ScaledRatio {
  float q_hi;
  float rem;
  float den_m;
  int k;
};

WARPMATH_HD ScaledRatio scaled_ratio(float num, float den) {
  const Pow2Split n = split_pow2(num), d = split_pow2(den);
  const float q_hi = fp::div(n.m, d.m);
  return {q_hi, fp::fma(-q_hi, d.m, n.m), d.m, n.e - d.e};
}

// atan(num/den) as an unrounded float-float, k clamped to kAtan2TinyExponent (see above).
WARPMATH_HD fp::ff ratio_atan(const ScaledRatio& q) {
  const float scale = fp::exp2i(q.k < kAtan2TinyExponent ? kAtan2TinyExponent : q.k);
  const float r_hi = fp::mul(q.q_hi, scale);
  const float r_lo_term =
      fp::mul(fp::div(q.rem, fp::mul(q.den_m, fp::fma(r_hi, r_hi, 1.0f))), scale);
  // atan_abs_ff's low part can be ~0.08 of its result (the unrounded polynomial tail for r_hi
  // near 1/2): renormalise before adding the small term, or its rounding costs ~0.06 ulp.
  const fp::ff t = atan_abs_ff(r_hi);
  const fp::ff t_norm = fp::fast_two_sum(t.hi, t.lo);
  return {t_norm.hi, fp::add(t_norm.lo, r_lo_term)};
}

WARPMATH_HD float round_tiny_scaled(float v_hi, float v_lo, int k) {
  const int kk = k < -160 ? -160 : k;
  const float r = fp::mul(fp::mul(v_hi, 0x1p-64f), fp::exp2i(kk + 64));
  const float back = fp::mul(fp::mul(r, 0x1p64f), fp::exp2i(-kk - 64));  // r * 2^-k, exact
  const float err = fp::sub(v_hi, back);                                 // exact
  const bool tie = fp::abs(err) == fp::exp2i(-150 - kk);
  const bool up = tie && err > 0.0f && v_lo > 0.0f;
  const bool down = tie && err < 0.0f && !(v_lo > 0.0f);
  return up ? fp::add(r, 0x1p-149f) : (down ? fp::sub(r, 0x1p-149f) : r);
}

}  // namespace warpmath::detail::invtrig
