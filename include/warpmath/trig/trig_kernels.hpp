// warpmath/trig/trig_kernels.hpp -- sin and cos of a reduced argument r = hi + lo, |r| < 0.79,
// returned unrounded as float-floats so that each caller rounds exactly once (sinf, cosf) or
// divides first (tanf).
//
// sin_ff: sin(r) = r + r^3*S(r^2), S from tools/sollya/trig_sin.sollya (relative error of the
//   polynomial 2^-32.9 on |r| <= 0.79).  The result is {hi, tail} with
//       tail = hi*s*S(s) + lo*(1 - s/2),  s = hi^2,
//   where lo*(1 - s/2) is the first-order effect of lo (lo^2 terms are below 2^-48 relative).
//   |tail| <= 0.11*|sin r|, computed with four roundings, so hi + tail is within
//   ~0.46 * 2^-24 relative of sin(r) in the worst alignment; the measured errors are far smaller.
//
// cos_ff: cos(r) = 1 - r^2/2 + r^4*C(r^2), C from tools/sollya/trig_cos.sollya (2^-36.7).  r^2 is
//   split exactly (two_prod), 1 - s_hi/2 is split exactly (fast_two_sum, 1 >= s_hi/2), and the
//   tail e - s_lo/2 - hi*lo + s^2*C(s) is at most 0.03*cos(r), so cos is known to ~2^-28 before
//   the final rounding.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "../reduce/trig_reduce.hpp"

namespace warpmath::detail::trig {

WARPMATH_HD fp::ff sin_ff(float hi, float lo) {
  // tools/sollya/trig_sin.sollya
  constexpr float S0 = -0x1.555556p-3f, S1 = 0x1.111198p-7f, S2 = -0x1.a0a8cp-13f,
                  S3 = 0x1.afc6e4p-19f, S4 = -0x1.4a2b3cp-22f;
  const float s = fp::mul(hi, hi);
  const float poly = fp::horner(s, S0, S1, S2, S3, S4);
  const float lo_term = fp::fma(fp::mul(-0.5f, s), lo, lo);
  return {hi, fp::fma(fp::mul(hi, s), poly, lo_term)};
}

WARPMATH_HD fp::ff cos_ff(float hi, float lo) {
  // tools/sollya/trig_cos.sollya
  constexpr float C0 = 0x1.555556p-5f, C1 = -0x1.6c174ep-10f, C2 = 0x1.a061e4p-16f,
                  C3 = -0x1.3240eap-22f;
  const fp::ff s = fp::two_prod(hi, hi);
  const fp::ff head = fp::fast_two_sum(1.0f, fp::mul(-0.5f, s.hi));
  const float poly = fp::horner(s.hi, C0, C1, C2, C3);
  const float small = fp::fma(-hi, lo, fp::fma(-0.5f, s.lo, head.lo));
  return {head.hi, fp::fma(fp::mul(s.hi, s.hi), poly, small)};
}

WARPMATH_HD fp::ff negate_if(fp::ff v, std::uint32_t flip) {
  return {fp::flip_sign(v.hi, flip & 1u), fp::flip_sign(v.lo, flip & 1u)};
}

// sin(q*pi/2 + r) and cos(q*pi/2 + r) from the kernels, as float-floats.
struct sincos_ff {
  fp::ff sin;
  fp::ff cos;
};

WARPMATH_HD sincos_ff sincos_quadrant(float hi, float lo, std::uint32_t q) {
  const fp::ff s = sin_ff(hi, lo);
  const fp::ff c = cos_ff(hi, lo);
  const bool swap = (q & 1u) != 0;
  // q = 0: ( s,  c)   q = 1: ( c, -s)   q = 2: (-s, -c)   q = 3: (-c,  s)
  const fp::ff sin_v = negate_if(swap ? c : s, q >> 1);
  const fp::ff cos_v = negate_if(swap ? s : c, (q + 1u) >> 1);
  return {sin_v, cos_v};
}

// Moved from trig/tanf.hpp.
// tan(q*pi/2 + r) from the kernels' float-floats.
// The kernels' tails are up to 11% of the head, so both are renormalised (fast_two_sum) before
// the division, whose correction step assumes |lo| <= ulp(hi)/2.
WARPMATH_HD float tan_from_kernels(fp::ff sin_r, fp::ff cos_r, std::uint32_t q) {
  const fp::ff s = fp::fast_two_sum(sin_r.hi, sin_r.lo);
  const fp::ff c = fp::fast_two_sum(cos_r.hi, cos_r.lo);
  return (q & 1u) ? fp::ff_div_rounded(negate_if(c, 1u), s) : fp::ff_div_rounded(s, c);
}

}  // namespace warpmath::detail::trig
