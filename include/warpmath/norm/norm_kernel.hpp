// warpmath/norm/norm_kernel.hpp -- what hypotf, rhypotf, norm3df, rnorm3df, norm4df, rnorm4df,
// normf and rnormf share: sqrt(a_0^2 + ... + a_{n-1}^2) and its reciprocal without spurious
// overflow or underflow, rounded once.
//
// Scaling.  One pass takes the largest |a_i| as bits (unsigned order is magnitude order for
// non-negative floats) and notes any infinity.  Its exponent field gives e = clamp(E - 127, -126,
// 126); every a_i is multiplied by 2^-e, exactly for the largest (which lands in [1, 2), or in
// [2, 4) when its exponent is 127, or in [2^-23, 1) when it is subnormal) and for every a_i when
// e <= 0.  When e > 0 an a_i may round or underflow on scaling, but only below 2^-126 of the
// largest scaled term, i.e. 2^-252 relative on the sum of squares.
//
// Sum of squares.  a'^2 = p.hi + p.lo exactly (two_prod; the squares that matter are >= 2^-46
// and never underflow), then s = s + p in float-float: two_sum of the heads (exact), the low
// parts added in floats, fast_two_sum to renormalise.  All terms are positive: after n terms s
// is within about 2n * 2^-48 relative of the exact sum, and 1 <= s < 16n (or >= 2^-46 when all
// inputs are subnormal, where every step is exact but the last low-part additions).
//
// Square root (sqrt_scaled).  h = RN(sqrt(s.hi)); the residual s - h^2 is exact as a float-float
// (one FMA, which is exact here, and two_sum with s.lo).  d = sqrt(s) - h solves 2h*d + d^2 =
// residual, |d| < ~1 ulp(h): d_hi = residual.hi * RN(1/(2h)) (within 2^-22 relative), the exact
// remainder residual.hi - 2h*d_hi (one FMA) plus residual.lo - d_hi^2 gives d_lo, so h + d_hi +
// d_lo is sqrt(s) to ~2^-46 ulp.  round_sum_scaled rounds the three terms once, deciding a tie of
// h + d_hi by the sign of d_lo.  So the result is the correctly rounded square root of the float-
// float s; s itself is within ~n*2^-48 relative of the exact sum of squares (exact in many cases
// with 2 terms), i.e. the error is <= 0.5 + ~n*2^-24 ulp, correctly rounded unless the exact value
// lies that close to a rounding boundary (and e.g. hypot(y^2, y) lies 1/(8y^2) ulp below one).
//
// Reciprocal square root (rsqrt_scaled).  r0 = RN(1/RN(sqrt(s.hi))) is within ~1.5 ulp of
// 1/sqrt(s); d = s*r0^2 - 1 (|d| < 2^-21) is formed from r0^2 = t.hi + t.lo (two_prod): the FMA
// s.hi*t.hi - 1 rounds at 2^-24 |d|, the other products are ~2^-24 of it.  Newton:
// 1/sqrt(s) = r0 * (1 - d/2 + 3d^2/8 - ...), the correction r0*d*(-1/2 + 3d/8) rounded in three
// floats (~2^-46 relative, i.e. <= 2^-22 ulp), then round_scaled.  With the error of s: <= 0.5 +
// 2^-21 ulp for n <= 4 and <= 0.5 + 2^-17 ulp for n <= 64, correctly rounded unless the exact
// value lies that close to a rounding boundary.
//
// Final rounding (round_scaled(v, E) = RN((v.hi + v.lo) * 2^E), -126 <= E <= 126): v.hi * 2^E is
// one rounding, exact for a normal result and correct also on overflow (the rounded 24-bit head
// times 2^E overflows exactly when the true value rounds past FLT_MAX).  A subnormal result is
// rounded onto the 2^-149 grid: that is the correct rounding of v unless v.hi * 2^E is exactly a
// midpoint of that grid (every other 24-bit point is at least ulp(v.hi) > |v.lo| from one), and at
// such a tie (err = v.hi - r * 2^-E, exact, is +-half the spacing) the sign of v.lo decides.  A
// square root or reciprocal square root of a sum of squares is never exactly such a midpoint.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"

namespace warpmath::detail::norm {

struct MaxAbs {
  std::uint32_t max_bits;  // the largest |a_i| as bits (a NaN if any a_i is one, unless inf wins)
  bool any_inf;
};

WARPMATH_HD MaxAbs max_abs(const float* a, int n) {
  MaxAbs m{0u, false};
  for (int i = 0; i < n; ++i) {
    const std::uint32_t bits = fp::abs_bits(a[i]);
    m.max_bits = bits > m.max_bits ? bits : m.max_bits;
    m.any_inf = m.any_inf || bits == fp::kInfBits;
  }
  return m;
}

// True when the result is decided by norm_special: an infinity, a NaN, or all zeros.
WARPMATH_HD bool is_special(const MaxAbs& m) { return m.max_bits - 1u >= fp::kInfBits - 1u; }

// C23 F.10.4.3 (hypot) extended to n arguments: any infinity gives +inf (even with a quiet NaN),
// else a NaN gives a quiet NaN, else all zeros give +0.  The reciprocal: +0, NaN, +inf.  A
// signalling NaN gives a quiet NaN even beside an infinity (docs/design.md, "Signalling NaNs").
WARPMATH_HD float norm_special(const MaxAbs& m, const float* a, int n, bool reciprocal) {
  bool any_signalling = false;  // looked for here, off the common path
  for (int i = 0; i < n; ++i) any_signalling = any_signalling || fp::is_signalling_nan(a[i]);
  if (m.any_inf && !any_signalling) return reciprocal ? 0.0f : fp::as_float(fp::kInfBits);
  if (m.max_bits > fp::kInfBits) return fp::add(fp::as_float(m.max_bits), 0.0f);  // quiet NaN
  return reciprocal ? fp::as_float(fp::kInfBits) : 0.0f;
}

// The e of the scaling 2^-e, from the largest |a_i| (finite, non-zero).
WARPMATH_HD int scale_exponent(std::uint32_t max_bits) {
  const int e = static_cast<int>(max_bits >> 23) - 127;
  return e < -126 ? -126 : (e > 126 ? 126 : e);
}

// s + a^2, float-float.
WARPMATH_HD fp::ff add_square(fp::ff s, float a) {
  const fp::ff p = fp::two_prod(a, a);
  const fp::ff head = fp::two_sum(s.hi, p.hi);
  return fp::fast_two_sum(head.hi, fp::add(head.lo, fp::add(s.lo, p.lo)));
}

WARPMATH_HD fp::ff scaled_sum_of_squares(const float* a, int n, float scale) {
  fp::ff s{0.0f, 0.0f};
  for (int i = 0; i < n; ++i) s = add_square(s, fp::mul(a[i], scale));
  return s;
}

WARPMATH_HD float round_scaled(fp::ff v, int e) {
  const float r = fp::mul(v.hi, fp::exp2i(e));
  const float back = fp::mul(r, fp::exp2i(-e));  // exact: r is v.hi or a subnormal
  const float err = fp::sub(v.hi, back);         // exact, 0 unless r is subnormal
  const int half_exponent = -150 - e;            // half the subnormal spacing, at v's scale
  const bool tie =
      e < -24 && fp::abs(err) == fp::exp2i(half_exponent < -126 ? -126 : half_exponent);
  const bool up = tie && err > 0.0f && v.lo > 0.0f;
  const bool down = tie && err < 0.0f && v.lo < 0.0f;
  return up ? fp::add(r, 0x1p-149f) : (down ? fp::sub(r, 0x1p-149f) : r);
}

// RN((h + d_hi + d_lo) * 2^e) for |d_hi| <~ ulp(h), |d_lo| <= ulp(d_hi)/2, h >= 2^-100.
// u = fast_two_sum(h, d_hi) is exact, and u.lo lies on the grid of ulp(d_hi), as does the midpoint
// +-ulp(u.hi)/2; so d_lo (at most half that grid) can carry u.hi + u.lo across the midpoint only
// when u.lo is exactly on it (RN broke a tie; below a power of two the gap is half as wide) and
// d_lo points away from u.hi: then the neighbour is the result.  The result and the sign of what
// is left go to round_scaled (which decides again on the subnormal grid).
WARPMATH_HD float round_sum_scaled(float h, float d_hi, float d_lo, int e) {
  const fp::ff u = fp::fast_two_sum(h, d_hi);
  const std::uint32_t bits = fp::as_uint(u.hi);
  const float half_up = fp::as_float((bits & fp::kInfBits) - (24u << 23));  // ulp(u.hi)/2
  const float half_down = (bits & 0x007fffffu) == 0u ? fp::mul(half_up, 0.5f) : half_up;
  const bool up = u.lo == half_up && d_lo > 0.0f;
  const bool down = u.lo == -half_down && d_lo < 0.0f;
  const float adjust =
      up ? fp::add(half_up, half_up) : (down ? -fp::add(half_down, half_down) : 0.0f);
  const float head = fp::add(u.hi, adjust);                 // exact
  const float rest = fp::add(fp::sub(u.lo, adjust), d_lo);  // sign of the remainder
  return round_scaled({head, rest}, e);
}

// RN(sqrt(s.hi + s.lo) * 2^e).
WARPMATH_HD float sqrt_scaled(fp::ff s, int e) {
  const float h = fp::sqrt(s.hi);
  const fp::ff residual = fp::two_sum(fp::fma(-h, h, s.hi), s.lo);  // s - h^2, exact
  const float inv_two_h = fp::div(0.5f, h);
  // d = sqrt(s) - h solves 2h*d + d^2 = residual: d_hi, then the remainder of d_hi.
  const float d_hi = fp::mul(residual.hi, inv_two_h);
  const float d_rem = fp::fma(-d_hi, fp::add(h, h), residual.hi);  // exact
  const float d_lo = fp::mul(fp::add(d_rem, fp::fma(-d_hi, d_hi, residual.lo)), inv_two_h);
  const fp::ff d = fp::fast_two_sum(d_hi, d_lo);  // |d.lo| <= ulp(d.hi)/2, see round_sum_scaled
  return round_sum_scaled(h, d.hi, d.lo, e);
}

// RN(2^-e / sqrt(s.hi + s.lo)).
WARPMATH_HD float rsqrt_scaled(fp::ff s, int e) {
  const float r0 = fp::div(1.0f, fp::sqrt(s.hi));
  const fp::ff r0_sq = fp::two_prod(r0, r0);
  const float d =
      fp::add(fp::fma(s.hi, r0_sq.hi, -1.0f), fp::fma(s.hi, r0_sq.lo, fp::mul(s.lo, r0_sq.hi)));
  const float correction = fp::mul(fp::mul(r0, d), fp::fma(0.375f, d, -0.5f));
  return round_scaled(fp::fast_two_sum(r0, correction), -e);
}

// sqrt(sum a_i^2) (reciprocal: its inverse) for n >= 1 finite or special a_i.
WARPMATH_HD float norm_of(const float* a, int n, bool reciprocal) {
  const MaxAbs m = max_abs(a, n);
  if (detail::unlikely(is_special(m))) return norm_special(m, a, n, reciprocal);
  const int e = scale_exponent(m.max_bits);
  const fp::ff s = scaled_sum_of_squares(a, n, fp::exp2i(-e));
  return reciprocal ? rsqrt_scaled(s, e) : sqrt_scaled(s, e);
}

}  // namespace warpmath::detail::norm
