// warpmath/fast/cbrt.hpp -- fast::cbrtf(x), the real cube root, without division.
//
// Algorithm: on a = |x| (a subnormal one first scaled by 2^24, exact; the root then by 2^-8):
//  * seed for r = a^(-1/3) from the bits, bits(r0) = 0x54a23400 - bits(a)/3 (the exponent divided
//    by 3; relative error < 0.0343 for every normal a);
//  * two Newton steps for a^(-1/3) without division, r += r (1 - a r^3)/3, each taking the error
//    eps to about 2 eps^2: 0.0343 -> 2.4e-3 -> 1.1e-5 (plus roundings of 2^-23);
//  * c = (a r) r (relative error about 2.2e-5), and one Newton step for the cube root itself,
//    c -= c e/3 with e = (c^3 - a) r^3 ~ c^3/a - 1: c^3 - a from an exact square (two_prod) and
//    two FMAs (exact up to its final rounding, as c^3 is close to a), so the step leaves 2e^2/9
//    (1e-9) and its own rounding: about 0.5 ulp plus e's rounding errors times e/3 (negligible).
//    r^3 may be subnormal (a near 2^128: 2^-128, still 21 bits) -- e needs only a few bits.
// The sign of x is copied.
// Special values (C23 F.10.4.1): cbrt(+-0) = +-0, cbrt(+-inf) = +-inf, NaN -> NaN.
// Measured error: docs/sweeps/fast_cbrtf.json (the catalogue's bound).
// SASS (sm_90, kernel p[i] = f(p[i]), baseline 15 included): 51 instructions, default tier 68.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"

namespace warpmath::detail::fast_cbrt {
constexpr float kThird = 0x1.555556p-2f;

WARPMATH_HD float rcbrt_step(float a, float r) {
  // (a r) r^2: neither product under- or overflows (r^3 alone can be subnormal near 2^127).
  const float e = fp::fma(-fp::mul(a, r), fp::mul(r, r), 1.0f);
  return fp::fma(fp::mul(r, e), kThird, r);
}
}  // namespace warpmath::detail::fast_cbrt

namespace warpmath::fast {

WARPMATH_HD float cbrtf(float x) {
  const std::uint32_t ax_bits = fp::abs_bits(x);
  if (detail::unlikely(ax_bits - 1u >= 0x7f7fffffu)) return fp::add(x, x);  // +-0, +-inf, NaN
  const bool subnormal = ax_bits < 0x00800000u;
  const float a = subnormal ? fp::mul(fp::abs(x), 0x1p24f) : fp::abs(x);
  float r = fp::as_float(0x54a23400u - fp::as_uint(a) / 3u);
  r = detail::fast_cbrt::rcbrt_step(a, detail::fast_cbrt::rcbrt_step(a, r));
  const float c0 = fp::mul(fp::mul(a, r), r);
  const fp::ff sq = fp::two_prod(c0, c0);
  const float residual = fp::fma(sq.lo, c0, fp::fma(sq.hi, c0, -a));  // c0^3 - a
  const float e = fp::mul(residual, fp::mul(fp::mul(r, r), r));
  const float c = fp::fma(-c0, fp::mul(e, detail::fast_cbrt::kThird), c0);
  return fp::copysign(subnormal ? fp::mul(c, 0x1p-8f) : c, x);
}

}  // namespace warpmath::fast
