// warpmath/fast/trigpi.hpp -- the fast tier's sinpif and cospif: sin(pi x), cos(pi x).
//
// Reduction, exact for every float: n = rint(x/4) (FMA against 1.5 * 2^23: exact while
// |x| < 2^24), a = x - 4n in [-2, 2] (one FMA, exact: for |x| >= 2 both are multiples of
// ulp(x) >= 2^-22 and |a| <= 2), and for |x| >= 2^24 (every such float an even integer)
// a = x - x (+0, NaN for infinite x);
// then k = rint(2a), r = a - k/2 in [-1/4, 1/4] (exact), quadrant q = k mod 4.
// Kernels (tools/sollya/fast_trigpi.sollya, |r| <= 1/4): sin(pi r) = r (pi + S1 r^2 + S2 r^4 +
// S3 r^6) (relative 2^-27.9) with pi as a head and a tail, evaluated as one final FMA
// r kPiHi + r (kPiLo + r^2 (S1 + ...)), rounded once, cos(pi r) = 1 + r^2 (C1 + ... + C4 r^6)
// (2^-30.9), selected and signed by the quadrant as in fast/trig.hpp (by_quadrant).  No branch, no
// table. Tiny and subnormal x: r = x and sin(pi x) = RN(x kPiHi + x kPiLo) (not flushed). Special
// values (C23 F.10.1.13/14): sinpi(+-0) = +-0, sinpi(+-n) = +-0 for integers n, cospi(+-0) = 1,
// cospi(n + 1/2) = +0, f(+-inf) = NaN, NaN -> NaN. Measured error: docs/sweeps/fast_sinpif.json,
// docs/sweeps/fast_cospif.json (the catalogue's bound). SASS (sm_90, kernel p[i] = f(p[i]),
// baseline 15 included): 43 and 42 instructions, against 92 and 85 for the default tier.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "trig.hpp"

namespace warpmath::detail::fast_trigpi {

// sin(pi x) and cos(pi x) before the signed-zero fix-ups.
WARPMATH_HD detail::fast_trig::sin_cos sincospi(float x) {
  // tools/sollya/fast_trigpi.sollya
  constexpr float S1 = -0x1.4abbbep2f, S2 = 0x1.465fc4p1f, S3 = -0x1.2dbd92p-1f;
  constexpr float C1 = -0x1.3bd3ccp2f, C2 = 0x1.03c1b8p2f, C3 = -0x1.55b7cep0f, C4 = 0x1.d684aap-3f;
  const float n = fp::sub(fp::fma(x, 0.25f, fp::kRoundingShift), fp::kRoundingShift);
  // |x| >= 2^24: x - x is +0 (an even integer has the sines of 0), and NaN for +-inf and NaN.
  const float a = fp::abs_bits(x) < 0x4b800000u ? fp::fma(n, -4.0f, x) : fp::sub(x, x);
  const float shifted = fp::fma(a, 2.0f, fp::kRoundingShift);
  const float r = fp::fma(fp::sub(shifted, fp::kRoundingShift), -0.5f, a);
  const float s = fp::mul(r, r);
  const float sin_tail = fp::mul(r, fp::fma(s, fp::horner(s, S1, S2, S3), fp::kPiLo));
  const detail::fast_trig::sin_cos v = {fp::fma(r, fp::kPiHi, sin_tail),
                                        fp::fma(s, fp::horner(s, C1, C2, C3, C4), 1.0f)};
  return detail::fast_trig::by_quadrant(v, fp::as_uint(shifted) & 3u);
}

}  // namespace warpmath::detail::fast_trigpi

namespace warpmath::fast {

WARPMATH_HD float sinpif(float x) {
  const float s = detail::fast_trigpi::sincospi(x).sin;
  return s == 0.0f ? fp::copysign(0.0f, x) : s;  // sinpi(+-n) = +-0
}

WARPMATH_HD float cospif(float x) {
  return fp::add(detail::fast_trigpi::sincospi(x).cos, 0.0f);  // -0 -> +0: cospi(n + 1/2) = +0
}

}  // namespace warpmath::fast
