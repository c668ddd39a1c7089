// warpmath/hyperbolic/hyperbolic_kernels.hpp -- what sinhf, coshf, asinhf, acoshf and atanhf
// share: e^a and e^-a from one reduction, sqrt(a^2 +- 1) as a float-float, and the natural log of
// a float-float rounded once; also the overflow threshold and the special values that sinhf and
// coshf share.  (tanhf needs only expm1_ff, exp/exp_kernels.hpp.)
//
// exp_pos_neg(a), 0 <= a <= 89.5: a = k ln2/128 + r (reduce/exp_reduce.hpp), and -a is reduced
//   for free as -k ln2/128 - r.  Two calls of exp_ff (exp/exp_kernels.hpp) give
//       e^a = 2^m (pos.hi + pos.lo),   e^-a = 2^m' (N.hi + N.lo),   m = k >> 7, m' = (-k) >> 7,
//   each within 2^-37.8 relative (the bound stated in exp_kernels.hpp).  m' - m is -2m or -2m - 1;
//   N is returned scaled by 2^(m' - m) (exact), so that both share the factor 2^m.  For m >= 32 the
//   factor is clamped at 2^-64: e^-a is then below 2^-128 e^a, the clamped term below 2^-62 of
//   it, and either is far below the error of pos (and no intermediate is subnormal).
//
// cosh_sinh_scaled<kOdd>(a, s), 0 <= a, s = RN(a RN(log2 e) + 1.5 * 2^23) holding k = rint(a log2
// e)
//   with 0 <= k <= 129 (the default tier's sinhf and coshf; no table, no float-float): returns p
//   with cosh(a) or sinh(a) = 2^k p, p in [0.35, 1.07].  With a = k ln2 + r (Cody-Waite as in
//   expf: |r| <= 0.3466, r within ulp(r)/2 <= 2^-26) and g = 2^(-2k-1),
//       2^-k cosh(a) = (1/2 + g) cosh r + (1/2 - g) sinh r,
//       2^-k sinh(a) = (1/2 - g) cosh r + (1/2 + g) sinh r,
//   i.e. p = A cosh r + B sinh r = A + r W with W = B + B r^2 SE(r^2) + A r CO(r^2), SE and CO
//   the polynomials of tools/sollya/hyperbolic_lean.sollya (2^-34 and 2^-33 relative).
//   1/2 + g is split exactly: big = RN(1/2 + g), big_lo = g - (big - 1/2) (both exact), and
//   1 - big is exact (Sterbenz), so A = A_hi + A_lo and B = B_hi - A_lo with A_hi, B_hi in {big,
//   1 - big} and A_lo = +-big_lo (non-zero for k >= 12 only, where g < 2^-24).  W = B_hi + V, V =
//   B_hi r^2 SE + A_hi r CO - A_lo (|V| < 0.1, its roundings below 2^-27 absolute), rounds once;
//   then A_hi + r W is formed as hi + lo (hi = RN(A_hi + r W), A_hi - hi exact by Sterbenz, lo =
//   RN(r W + A_hi - hi) its rounding error) and p = RN(hi + RN(lo + A_lo)): one rounding at p's
//   scale.  Error, in ulps of p (largest where p is smallest, p ~ 0.354 at r ~ -0.347, k >= 1):
//   the final rounding 0.5; W's rounding times |r|, <= 0.18; r's rounding times |dp/dr| / p
//   <= 1, <= 0.18; V, A_lo and the polynomials, < 0.03: below 0.9 in the worst alignment, and
//   measured below 0.98 over every float that reaches it (the sweeps of sinhf and coshf).
//   For k = 0, g = 1/2: A = 1, B = 0 for cosh (p = cosh r, exact 2^0 scaling).
//   The scaling 2^k p is an exponent add (exp_lean.hpp's scale_by_k) for k <= 128 (p < 2); k = 129
//   (89.08 < a <= SINH_OVERFLOW_X) and everything beyond goes to sinh_cosh_rare.
//
// sqrt_square_plus(a, s), s = +1 or -1, a^2 + s >= 2^-23, a < 2^63: a^2 = p.hi + p.lo exactly
//   (two_prod), a^2 + s = u.hi + u.lo with one rounding of the low parts (two_sum, then
//   fast_two_sum to normalise: |u.lo| <= ulp(u.hi)/2 + 2^-24 ulp(u.hi)), so u is a^2 + s within
//   2^-47 relative.  r = RN(sqrt(u.hi)) and r_lo = (u.hi - r^2 + u.lo) / (2r), where u.hi - r^2
//   is exact (FMA; r^2 is within an ulp of u.hi).  Dropped: the second-order term
//   (u.lo + u.hi - r^2)^2 / (8 r^3) < 2^-48 r, and three roundings of r_lo (< 2^-23 r); so
//   r + r_lo is sqrt(a^2 + s) within 2^-46 relative.
//
// round_ln_ff(w, near, e_offset): w = w.hi + w.lo with |w.lo| <= ulp(w.hi)/2, rounded once:
//   near:  log(1 + w),                 for 2^-12 <= w.hi < 2*SQRT_HALF - 1 (= 0.41421);
//   else:  e_offset*ln2 + log(w),      for 2^-2 <= w.hi <= 2^64 and log(w) >= 0.33 or e_offset > 0.
//   This is log1pf's scheme (log/log1pf.hpp) with the rounding error of 1 + x replaced by w.lo:
//   near, f = w.hi exactly and d = w.lo; otherwise w.hi = 2^e (1 + f) by the bits
//   (detail::reduce::reduce_log) and d = w.lo 2^-e, |d| <= 2^-24.  log1p_ff_corrected adds d/(1 +
//   f) with an error below 2^-33.2 absolute -- relative to log(1 + w) ~ w.hi that is |d/w.hi|
//   2^-9.2 <= 2^-33.2 near, and 2^-31.6 of a result >= 0.33 otherwise -- and round_ln rounds e*ln2
//   + log(1 + f) + d/(1 + f) once (log/log_kernels.hpp: ~0.15 ulp beyond the final rounding in the
//   worst case, far less for small f).
#pragma once
#include <cstdint>

#include "../exp/exp_kernels.hpp"
#include "../exp/exp_lean.hpp"
#include "../fast/recip.hpp"
#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "../log/log_kernels.hpp"
#include "../log/log_lean.hpp"
#include "../reduce/exp_reduce.hpp"
#include "../reduce/log_reduce.hpp"
#include "../roots/rsqrt_kernels.hpp"

namespace warpmath::detail::hyperbolic {

// tools/sollya/hyperbolic_constants.sollya: the largest float with RN(sinh(x)) finite, and the same
// for cosh; above it sinhf and coshf return +-inf.
constexpr float kSinhOverflowX = 0x1.65a9f8p6f;
constexpr std::uint32_t kSinhOverflowXBits = 0x42b2d4fcu;

// asinhf and acoshf use log(2a) from here on (see asinhf.hpp).
constexpr float kLogOfTwiceLimit = 0x1p62f;

// The rare arguments of sinhf and coshf: |x| > SINH_OVERFLOW_X (infinities included) and NaN.
WARPMATH_HD float sinh_cosh_special(float x, bool odd) {
  if (x != x) return fp::add(x, x);
  const float inf = fp::as_float(fp::kInfBits);
  return odd ? fp::copysign(inf, x) : inf;
}

// 2^-k cosh(a) (kOdd = false) or 2^-k sinh(a) (kOdd = true); see the file comment.
template <bool kOdd>
WARPMATH_HD float cosh_sinh_scaled(float a, float s) {
  // tools/sollya/hyperbolic_lean.sollya
  constexpr float SE3 = 0x1.555556p-3f, SE5 = 0x1.110fe2p-7f, SE7 = 0x1.a28f4cp-13f;
  constexpr float CO2 = 0x1p-1f, CO4 = 0x1.5554e4p-5f, CO6 = 0x1.6d5148p-10f;
  const float k = fp::sub(s, fp::kRoundingShift);
  const float r = fp::fma(-k, fp::kLn2Lo, fp::fma(-k, fp::kLn2Hi, a));
  // g = 2^(-2k-1): exponent field 126 - 2k, as_uint(s) << 24 being k << 24 (mod 2^32); clamped
  // at +0 from k = 63 on (g would be below 2^-126 and changes nothing).
  const std::int32_t g_bits = static_cast<std::int32_t>(0x3f000000u - (fp::as_uint(s) << 24));
  const float g = fp::as_float(static_cast<std::uint32_t>(g_bits > 0 ? g_bits : 0));
  const float big = fp::add(0.5f, g);
  const float big_lo = fp::sub(g, fp::sub(big, 0.5f));
  const float small = fp::sub(1.0f, big);
  const float a_hi = kOdd ? small : big;
  const float b_hi = kOdd ? big : small;
  const float a_lo = kOdd ? -big_lo : big_lo;
  const float r2 = fp::mul(r, r);
  const float se = fp::fma(r2, fp::fma(r2, SE7, SE5), SE3);
  const float co = fp::fma(r2, fp::fma(r2, CO6, CO4), CO2);
  const float v = fp::fma(fp::mul(b_hi, r2), se, fp::fma(fp::mul(a_hi, r), co, -a_lo));
  const float w = fp::add(b_hi, v);
  const float hi = fp::fma(r, w, a_hi);
  const float lo = fp::fma(r, w, fp::sub(a_hi, hi));
  return fp::add(hi, fp::add(lo, a_lo));
}

// The fast path of sinhf and coshf: 0 <= k <= 128 (exp_lean.hpp's test, shifted).  Everything
// else fails it: NaN, +inf, a > 89.08 (k >= 129) and any a for which s leaves the range.
WARPMATH_HD bool cosh_sinh_k_in_fast_range(float s) {
  return fp::as_uint(s) - fp::as_uint(fp::kRoundingShift) <= 128u;
}

// The rest: NaN -> quiet NaN; a > SINH_OVERFLOW_X -> +inf (the caller puts sinh's sign); else
// k = 129 and p 2^129 by two power-of-two products, both exact (p < 1/2 there).
WARPMATH_COLD_HD float cosh_sinh_rare(float a, float p, float s) {
  if (a != a) return fp::add(a, a);
  if (a > kSinhOverflowX) return fp::as_float(fp::kInfBits);
  const std::int32_t k = detail::reduce::exp_k_from_shifted(s);
  return fp::mul(fp::mul(p, fp::exp2i(k - 64)), fp::exp2i(64));
}

struct exp_pos_neg_ff {
  fp::ff pos;  // e^a  = 2^m (pos.hi + pos.lo)
  fp::ff neg;  // e^-a = 2^m (neg.hi + neg.lo), neg pre-scaled (see the file comment)
  std::int32_t m;
};

WARPMATH_HD exp_pos_neg_ff exp_pos_neg(float a) {
  const detail::reduce::exp_reduced red = detail::reduce::reduce_exp(a);
  const detail::reduce::exp_reduced red_neg = {-red.hi, -red.lo, -red.k};
  const fp::ff pos = detail::exp::exp_ff(red);
  const fp::ff neg = detail::exp::exp_ff(red_neg);
  const std::int32_t m = detail::exp::m_of_k(red.k);
  const std::int32_t shift = detail::exp::m_of_k(-red.k) - m;  // -2m or -2m - 1
  const float scale = fp::exp2i(shift > -64 ? shift : -64);
  return {pos, {fp::mul(neg.hi, scale), fp::mul(neg.lo, scale)}, m};
}

WARPMATH_HD fp::ff sqrt_square_plus(float a, float s) {
  const fp::ff p = fp::two_prod(a, a);
  const fp::ff u0 = fp::two_sum(p.hi, s);
  const fp::ff u = fp::fast_two_sum(u0.hi, fp::add(u0.lo, p.lo));
  const float r = fp::sqrt(u.hi);
  return {r, fp::div(fp::add(fp::fma(-r, r, u.hi), u.lo), fp::add(r, r))};
}

// sqrt(a^2 + s) as a float-float without an IEEE square root or division (asinhf, acoshf; see
// the file comment): y = 1/sqrt(u.hi) faithful (roots/rsqrt_kernels.hpp), r = RN(u.hi y) within
// 2^-22.4 relative, r_lo = (u.hi - r^2 + u.lo) y/2.
WARPMATH_HD fp::ff sqrt_square_plus_lean(float a, float s) {
  const fp::ff p = fp::two_prod(a, a);
  const fp::ff u0 = fp::two_sum(p.hi, s);
  const fp::ff u = fp::fast_two_sum(u0.hi, fp::add(u0.lo, p.lo));
  const float y = detail::roots::rsqrt_normal(u.hi);
  const float r = fp::mul(u.hi, y);
  return {r, fp::mul(fp::add(fp::fma(-r, r, u.hi), u.lo), fp::mul(y, 0.5f))};
}

// log(w.hi + w.lo) rounded once, for 1 <= w.hi < 2^64 and |w.lo| <= ulp(w.hi) (asinhf, acoshf,
// atanhf; see the file comment): logf's lean evaluation (log/log_lean.hpp) of w.hi = 2^e (1 + f),
// plus d/(1 + f) for d = w.lo 2^-e (exact), 1/(1 + f) within 2.6e-3 (fast_recip's seed and one
// Newton step).
WARPMATH_HD float ln_ff_lean(fp::ff w) {
  const std::uint32_t uw = fp::as_uint(w.hi);
  const std::uint32_t e_bits = (uw - detail::log::kSplitLn) & 0xff800000u;
  const float f = fp::sub(fp::as_float(uw - e_bits), 1.0f);
  const float d = fp::mul(w.lo, fp::as_float(0x3f800000u - e_bits));
  const float one_plus_f = fp::add(1.0f, f);
  const float recip =
      detail::fast_recip::newton_step(one_plus_f, detail::fast_recip::seed(one_plus_f));
  return detail::log::ln_of_reduced<true>(static_cast<float>(static_cast<std::int32_t>(e_bits)), f,
                                          d, recip);
}

WARPMATH_HD float round_ln_ff(fp::ff w, bool near, float e_offset) {
  const detail::reduce::log_reduced split =
      detail::reduce::reduce_log(fp::as_uint(w.hi));  // -14 <= e <= 64
  const float d_far = fp::mul(w.lo, fp::exp2i(-static_cast<std::int32_t>(split.e)));
  const float e = near ? 0.0f : fp::add(split.e, e_offset);
  return detail::log::round_ln(
      e, detail::log::log1p_ff_corrected(near ? w.hi : split.f, near ? w.lo : d_far));
}

// Moved from hyperbolic/sinhf.hpp.
constexpr float kSinhPolyLimit = 0x1p-4f;

// Moved from hyperbolic/atanhf.hpp.
constexpr float kAtanhNearLimit = 0x1.4p-3f;  // Q < 0.3704 below it

// |x| >= 1 and NaN.
WARPMATH_HD float atanh_special(float x) {
  if (x != x) return fp::add(x, x);
  if (fp::abs_bits(x) == 0x3f800000u) return fp::copysign(fp::as_float(fp::kInfBits), x);
  return fp::as_float(0x7fc00000u);
}

// atanhf's inputs outside [2^-12, 1): |x| < 2^-12 returns x (see atanhf.hpp), the rest as
// atanh_special.
WARPMATH_COLD_HD float atanh_rare(float x) {
  return fp::abs_bits(x) < 0x39800000u ? x : atanh_special(x);
}

// Moved from hyperbolic/acoshf.hpp.
constexpr float kAcoshNearLimit = 0x1.0ep0f;  // Y < 0.3899 below it

// x <= 1 (either zero and negative x included), +inf and NaN.
WARPMATH_HD float acosh_special(float x) {
  if (x == 1.0f) return 0.0f;
  if (x != x) return fp::add(x, x);
  return x > 1.0f ? x : fp::as_float(0x7fc00000u);
}

// Moved from hyperbolic/asinhf.hpp.
constexpr float kAsinhNearLimit = 0x1.6p-2f;  // Y < 0.4012 below it

// Moved from hyperbolic/tanhf.hpp.
constexpr float kTanhOneX = 0x1.205966p3f;  // tools/sollya/hyperbolic_constants.sollya
constexpr std::uint32_t kTanhOneXBits = 0x41102cb3u;
constexpr float kTanhPolyLimit = 0x1p-5f;

WARPMATH_HD float tanh_special(float x) { return x != x ? fp::add(x, x) : fp::copysign(1.0f, x); }

}  // namespace warpmath::detail::hyperbolic
