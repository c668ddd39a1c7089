// warpmath/trig/sincosf_kernel.hpp -- the default tier's sine and cosine of a float, shared by
// sinf, cosf and sincosf: one reduction, both polynomials, the quadrant selects.
//
// Reduction (reduce/trig_reduce.hpp): |x| = q*pi/2 + hi + lo.  |x| < 2^17 takes the Cody-Waite
// reduce_pi_over_2_grid (hi on the 2^-24 grid, |lo| <= 2^-25 + 2^-32.6, hi + lo within
// |lo| * 2^-24 + 2^-60 of r); larger |x|, infinities and NaN leave through one unsigned test into
// reduce_rare (out of line: Payne-Hanek, r as a float-float with |lo| <= ulp(hi)/2 and relative
// error below 2^-33; NaN for inf and NaN).  Working on |x| makes sin(-0) = -0 come from the final
// sign flip: the polynomial's tail t below is +0 for r = +-0, which would turn -0 + t into +0.
//
// Polynomials (tools/sollya/trig_sincosf.sollya, |r| <= 0.79, s = hi^2):
//   sin(r) = hi + (hi*s*S(s) + lo)          S: 4 coefficients, relative error 2^-32.25
//   cos(r) = 1 + hi*(hi*Cp(s) - lo)         Cp = -1/2 + s*C(s): 4 coefficients, 2^-32.86
// Only hi + t (sin) and 1 + hi*w (cos) carry the final rounding; the rest is a tail of at most
// 0.11 (sin) or 0.31 (cos) of the result.  Worst-case bounds at |r| = 0.79, in ulps of the result
// (2^-24 there):
//   sin: the rounding of t 0.0625, of hi*s 0.04, of s 0.065, of S 0.06; lo*s/2 left out of
//        lo*cos(hi) 0.155; the polynomial 0.003; plus the final 0.5: 0.886.  For |r| < 2^-10 the
//        tail t = RN(lo + hi^3 S) is lo itself (or off by less than 2^-71), so only the rounding
//        of lo adds to the final one.  With hi = 0 (forced when |r| < 2^-25 - 2^-32.6) the result
//        is lo, rounded once: 0.5.  Otherwise |hi| >= 2^-24 and |r| >= 2^-25 - 2^-32.6; while
//        |lo| < 2^-25 its rounding is at most 2^-50, 0.25 ulp of a result of 2^-25 or more: 0.75.
//        Only |r| within 2^-32.6 below 2^-25 could make lo's rounding a whole ulp, and no float
//        below 2^17 lies there (the twelve with |r| < 2^-24 are at 2^-24.05 ... 2^-27.83, the
//        nearest to 2^-25 at 2^-25.32 and 2^-24.88).
//   cos: the rounding of w = hi*Cp - lo 0.196, of Cp 0.154 (times s), of s through C 0.007;
//        (hi - sin hi)*lo left out 0.04; the polynomial 0.01; plus the final 0.5: 0.91.
// Both are below 1 ulp in every case: the results are faithful.  The quadrant selects sin or cos
// (no branch), and the sign comes from q and, for sin, from the sign of x.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "../reduce/trig_reduce.hpp"

namespace warpmath::detail::trig {

// The reduction of |x| for |x| >= 2^17, infinities and NaN: Payne-Hanek, or a NaN head.
WARPMATH_COLD_HD reduce::trig_reduced reduce_rare(float ax) {
  if (fp::is_nan_or_inf(ax)) return {fp::sub(ax, ax), 0.0f, 0u};
  return reduce::reduce_pi_over_2_large(ax);
}

// |x| = q*pi/2 + hi + lo for every float x.
WARPMATH_HD reduce::trig_reduced reduce_abs(float x) {
  const float ax = fp::abs(x);
  reduce::trig_reduced red = reduce::reduce_pi_over_2_grid(ax);
  if (detail::unlikely(fp::as_uint(ax) >= reduce::kCodyWaiteLimitBits)) red = reduce_rare(ax);
  return red;
}

struct sin_cos {
  float sin;
  float cos;
};

// sin(hi + lo) and cos(hi + lo), |hi + lo| <= 0.79 (see the file comment for the bounds).
WARPMATH_HD sin_cos sin_cos_poly(float hi, float lo) {
  // tools/sollya/trig_sincosf.sollya
  constexpr float S0 = -0x1.555556p-3f, S1 = 0x1.111164p-7f, S2 = -0x1.a04824p-13f,
                  S3 = 0x1.77c182p-19f;
  constexpr float C0 = 0x1.55554ap-5f, C1 = -0x1.6c0c1ep-10f, C2 = 0x1.99e334p-16f;
  const float s = fp::mul(hi, hi);
  const float t = fp::fma(fp::mul(hi, s), fp::horner(s, S0, S1, S2, S3), lo);
  const float w = fp::fma(hi, fp::horner(s, -0.5f, C0, C1, C2), -lo);
  return {fp::add(hi, t), fp::fma(hi, w, 1.0f)};
}

// sin x and cos x from the reduction of |x|:
// q = 0: (s, c)   q = 1: (c, -s)   q = 2: (-s, -c)   q = 3: (-c, s),   sin x takes x's sign.
WARPMATH_HD sin_cos sin_cos_of(float x) {
  const reduce::trig_reduced red = reduce_abs(x);
  const sin_cos v = sin_cos_poly(red.hi, red.lo);
  const bool swap = (red.q << 31) != 0u;
  return {fp::flip_sign(swap ? v.cos : v.sin, (red.q >> 1) ^ (fp::as_uint(x) >> 31)),
          fp::flip_sign(swap ? v.sin : v.cos, (red.q + 1u) >> 1)};
}

}  // namespace warpmath::detail::trig
