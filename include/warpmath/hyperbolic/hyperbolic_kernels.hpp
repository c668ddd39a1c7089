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
#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "../log/log_kernels.hpp"
#include "../reduce/exp_reduce.hpp"
#include "../reduce/log_reduce.hpp"

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
