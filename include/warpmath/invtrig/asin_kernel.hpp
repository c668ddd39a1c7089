// warpmath/invtrig/asin_kernel.hpp -- asin(|x|) and acos(x) as unrounded float-floats, for asinf,
// acosf, asinpif and acospif.
//
// |x| <= 1/2: asin(x) = x + x^3*B(x^2), B of degree 5 from tools/sollya/invtrig_asin.sollya
//   (relative error of the whole polynomial 2^-31.7).
// |x| > 1/2:  asin(|x|) = pi/2 - 2*asin(s), s = sqrt(w), w = (1 - |x|)/2 <= 1/4.  w is exact
//   (1 - |x| by Sterbenz, then a halving; one FMA), s.hi = RN(sqrt(w)), and w - s.hi^2 is exact
//   (FMA), so s.lo = (w - s.hi^2)/(2 s.hi) makes s.hi + s.lo = sqrt(w) to 2^-48 (2^-33.6 in the
//   default tier, which multiplies by a coarse reciprocal: sqrt_half_complement).  The polynomial
//   is the same one, on s <= 1/2.
// acos(x) = pi/2 - asin(x) (|x| <= 1/2), 2*asin(s) (x > 1/2), pi - 2*asin(s) (x < -1/2).
//
// asin_poly_ff(z, z_lo) returns asin(z + z_lo) as {z, tail}, tail = z*s*B(s) + z_lo*(1 + s/2 +
// 3s^2/8), s = z^2: the first-order effect of z_lo (|z_lo| <= 2^-24|z|) with a derivative that is
// off by < 0.6% at z = 1/2.  |tail| <= 0.05|z|, computed with about four roundings of 2^-24.
// The drivers add c + k*asin(z), with (c, k) = (0, 1), (pi/2, -2), (pi/2, -1), (0, 2) or (pi, -2):
// c_hi + k*z is split exactly (fast_two_sum, |c_hi| >= |k*z| whenever c != 0; k*z is exact) and
// the low parts are summed: {head, head_lo + k*tail + c_lo}, to be rounded once.  The result is at
// least pi/6 whenever c != 0, and |k*tail| <= 0.09 of it (2 * 0.0236 against pi/6 at |x| = 1/2),
// so the extra error before the final rounding stays below ~0.36 * 2^-24 relative, and far less
// away from |x| = 1/2.
// Special values fall out of the arithmetic: |x| > 1 (infinities too) gives w < 0, sqrt(w) = NaN,
// and a NaN result; a NaN x stays NaN; x = +-1 gives w = 0 = s (the division by 2s is replaced by
// a division by 1 there), so asin(1) = RN(pi/2), acos(1) = +0, acos(-1) = RN(pi).
#pragma once
#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "invtrig_common.hpp"

namespace warpmath::detail::invtrig {

WARPMATH_HD fp::ff asin_poly_ff(float z, float z_lo) {
  // tools/sollya/invtrig_asin.sollya
  constexpr float B0 = 0x1.55554cp-3f, B1 = 0x1.33389ep-4f, B2 = 0x1.6caab6p-5f,
                  B3 = 0x1.04af34p-5f, B4 = 0x1.d7924cp-7f, B5 = 0x1.33d432p-5f;
  const float s = fp::mul(z, z);
  const float poly = fp::horner(s, B0, B1, B2, B3, B4, B5);
  const float lo_term = fp::fma(fp::mul(z_lo, s), fp::fma(s, 0.375f, 0.5f), z_lo);
  return {z, fp::fma(fp::mul(z, s), poly, lo_term)};
}

// sqrt((1 - a)/2) as a float-float, for 1/2 <= a <= 1 (NaN for a > 1). The low part (w -
// s.hi^2)/(2 s.hi) comes from an IEEE division in the accurate kernels (Lean = false: s.hi + s.lo
// within 2^-48 of sqrt(w)) and, in the default tier, from a multiplication by fp::coarse_reciprocal
// (Lean = true: within 2^-33.6, as |s.lo| <= 2^-25 s.hi is known to 0.0026 of itself; asin(|x|)
// then within ~2^-33 relative before its rounding, and still faithful).
template <bool Lean>
WARPMATH_HD fp::ff sqrt_half_complement(float a) {
  const float w = fp::fma(-0.5f, a, 0.5f);
  const float s = fp::sqrt(w);
  const float two_s = w == 0.0f ? 1.0f : fp::add(s, s);
  const float rem = fp::fma(-s, s, w);
  return {s, Lean ? fp::mul(rem, fp::coarse_reciprocal(two_s)) : fp::div(rem, two_s)};
}

// c + k*(a.hi + a.lo) as {head, tail} (see the file comment).
WARPMATH_HD fp::ff combine(float c_hi, float c_lo, float k, fp::ff a) {
  const fp::ff head = fp::fast_two_sum(c_hi, fp::mul(k, a.hi));
  return {head.hi, fp::add(head.lo, fp::fma(k, a.lo, c_lo))};
}

// asin(|x|) for ax = |x|.
template <bool Lean = true>
WARPMATH_HD fp::ff asin_abs_ff(float ax) {
  const bool big = ax > 0.5f;
  const fp::ff s = sqrt_half_complement<Lean>(ax);
  const fp::ff a = asin_poly_ff(big ? s.hi : ax, big ? s.lo : 0.0f);
  return combine(big ? fp::kPiOver2Hi : 0.0f, big ? fp::kPiOver2Lo : 0.0f, big ? -2.0f : 1.0f, a);
}

template <bool Lean = true>
WARPMATH_HD fp::ff acos_ff(float x) {
  const float ax = fp::abs(x);
  const bool big = ax > 0.5f;
  const bool negative = (fp::as_uint(x) & fp::kSignMask) != 0u;
  const fp::ff s = sqrt_half_complement<Lean>(ax);
  const fp::ff a = asin_poly_ff(big ? s.hi : x, big ? s.lo : 0.0f);
  const float c_hi = big ? (negative ? fp::kPiHi : 0.0f) : fp::kPiOver2Hi;
  const float c_lo = big ? (negative ? fp::kPiLo : 0.0f) : fp::kPiOver2Lo;
  return combine(c_hi, c_lo, big ? (negative ? -2.0f : 2.0f) : -1.0f, a);
}

}  // namespace warpmath::detail::invtrig
