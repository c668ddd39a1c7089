// warpmath/trig/sincospif_kernel.hpp -- the default tier's sin(pi x) and cos(pi x), shared by
// sinpif, cospif and sincospif: one exact reduction, both polynomials, the quadrant selects.
//
// Reduction: k = rint(2x) by the rounding shift (RN(2x + 1.5*2^23), exact while |x| < 2^21; its
// low bits hold q = k mod 4) and t = x - k/2 by one FMA, exact: |t| <= 1/4 lies on x's grid.
// x = k/2 + t, and sin(pi x), cos(pi x) are +-sin(pi t) or +-cos(pi t) by q.  One branch (an
// unsigned test of x's bits or s = t^2 = 0) sends |x| >= 2^21, infinities and NaN, and every x
// with s = 0 (x a multiple of 1/2: the Annex
// F zeros and +-1; |x| < 2^-75, subnormals included) out of line to rare(): the exact reduction
// by rint (reduce::half_turns_exact, every |x| >= 2^24 an even integer), the signed zeros and
// +-1 set by hand, pi*x rounded once for subnormal x (reduce::pi_times_tiny, at most 0.75 ulp),
// the same polynomials otherwise.
//
// Polynomials (tools/sollya/trigpi_lean.sollya, |t| <= 1/4, s = t^2, u = t*s, both rounded):
//   sin(pi t) = t*PI_HI + (u*(S1 + S2 s + S3 s^2) + t*PI_LO)     relative error 2^-27.9
//   cos(pi t) = 1 + t*(t*C1 + u*(C2 + C3 s + C4 s^2))           relative error 2^-31.1
// (PI_HI + PI_LO: pi to 2^-48; C1 = RN(-pi^2/2), fixed before the fit.)  Only the last FMA of
// each carries the final rounding, and its other terms are products of t, exact in that FMA; the
// rest is a tail.  Worst-case bounds at |t| = 1/4, where the tails are largest relative to the
// results (about 0.707, ulp 2^-24), in ulps of the result:
//   sin: the rounding of the tail (below 1/8) 0.0625, of u and s 0.08 (relative 2^-24 on a
//        tail of 0.079), of the Horner sum (about -5.0) times u 0.0625, the polynomial 0.047;
//        plus the final 0.5: 0.75.
//   cos: the rounding of w = t*C1 + u*D (about -1.17) times t 0.25, of u*D 0.016, of u and s
//        0.016, of D 0.008, the polynomial 0.007; plus the final 0.5: 0.80.
// For smaller |t| the tails shrink with t^2 and the bounds with them.  Both are below 1 ulp:
// the results are faithful.  Measured over every float t in (0, 1/4] (a host check against
// float64): max 0.708 ulp (sin, at 0x1.e3ac1ap-3) and 0.767 ulp (cos, at 0x1.fd43aap-3); the
// reduction being exact, those are the errors of every x.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "../reduce/half_turn_reduce.hpp"

namespace warpmath::detail::trigpi {

struct sin_cos {
  float sin;
  float cos;
};

// sin(pi t) and cos(pi t), |t| <= 1/4, s = t^2 rounded.
WARPMATH_HD sin_cos poly(float t, float s) {
  // tools/sollya/trigpi_lean.sollya
  constexpr float S1 = -0x1.4abbbep2f, S2 = 0x1.465fc4p1f, S3 = -0x1.2dbd92p-1f;
  constexpr float C1 = -0x1.3bd3ccp2f, C2 = 0x1.03c1bp2f, C3 = -0x1.55b28p0f, C4 = 0x1.d4d62ep-3f;
  const float u = fp::mul(t, s);
  const float sin_tail = fp::fma(u, fp::horner(s, S1, S2, S3), fp::mul(t, fp::kPiLo));
  const float w = fp::fma(t, C1, fp::mul(u, fp::horner(s, C2, C3, C4)));
  return {fp::fma(t, fp::kPiHi, sin_tail), fp::fma(t, w, 1.0f)};
}

// sin(pi x) and cos(pi x) from x = k/2 + t, q = k mod 4:
// q = 0: (s, c)   q = 1: (c, -s)   q = 2: (-s, -c)   q = 3: (-c, s).
WARPMATH_HD sin_cos by_quadrant(sin_cos v, std::uint32_t q) {
  const bool swap = (q << 31) != 0u;
  return {fp::flip_sign(swap ? v.cos : v.sin, (q >> 1) & 1u),
          fp::flip_sign(swap ? v.sin : v.cos, ((q + 1u) >> 1) & 1u)};
}

// The rare inputs: |x| >= 2^21, inf, NaN, and t^2 = 0: x a multiple of 1/2 (t = 0: the Annex F
// zeros, +-1) or |x| < 2^-75 (subnormal x: pi*x rounded once; the rest: the polynomials).
WARPMATH_COLD_HD sin_cos rare(float x) {
  if (fp::is_nan_or_inf(x)) return {fp::sub(x, x), fp::sub(x, x)};
  if (fp::abs_bits(x) < 0x00800000u) return {reduce::pi_times_tiny(x), 1.0f};  // |x| < 2^-126
  const reduce::half_turns red = reduce::half_turns_exact(x);
  if (red.t != 0.0f) return by_quadrant(poly(red.t, fp::mul(red.t, red.t)), red.q);
  // sinpi(n) = +0 for positive and -0 for negative integers n; cospi(n + 1/2) = +0.
  const float one = fp::flip_sign(1.0f, (red.q >> 1) & 1u);
  return (red.q & 1u) ? sin_cos{one, 0.0f} : sin_cos{fp::copysign(0.0f, x), one};
}

struct reduced {
  float t;          // x - k/2
  float s;          // t^2, rounded
  std::uint32_t q;  // k mod 4 in the low two bits
};

// x = k/2 + t for |x| < 2^21: k = rint(2x) by the rounding shift, its low bits q; t exact.
WARPMATH_HD reduced reduce(float x) {
  const float shifted = fp::fma(x, 2.0f, fp::kRoundingShift);
  const float t = fp::fma(fp::sub(shifted, fp::kRoundingShift), -0.5f, x);
  return {t, fp::mul(t, t), fp::as_uint(shifted)};
}

// The inputs that rare() (or tanpif's) takes: |x| >= 2^21, inf, NaN, and s = 0.
WARPMATH_HD bool is_rare(float x, float s) { return fp::abs_bits(x) >= 0x4a000000u || s == 0.0f; }

// sin(pi x) and cos(pi x) for every float x.
WARPMATH_HD sin_cos sincospi(float x) {
  const reduced red = reduce(x);
  if (detail::unlikely(is_rare(x, red.s))) return rare(x);
  return by_quadrant(poly(red.t, red.s), red.q);
}

}  // namespace warpmath::detail::trigpi
