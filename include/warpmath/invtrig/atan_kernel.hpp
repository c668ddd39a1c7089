// warpmath/invtrig/atan_kernel.hpp -- atan(|x|) as an unrounded float-float, for the accurate
// atanf, atanpif (both tiers), atan2f and atan2pif.  atan_abs_ff<true> (the default tier's atanpif)
// takes rcp from lean_reciprocal instead of a division: within 2^-25.8 + an ulp of 1/den.hi, so
// z.hi is within ~2 ulp of the quotient and z.lo (its remainder times rcp) still gives it to
// ~2^-46; the rest of the analysis below is unchanged.
//
// Reduction, one division for every x: atan(a) = c + atan(z), a = |x|,
//   a <= 1/2:      c = 0,     z = a,
//   1/2 < a <= 2:  c = pi/4,  z = (a - 1)/(a + 1),  |z| <= 1/3,
//   a > 2:         c = pi/2,  z = -1/a,             |z| < 1/2.
// a - 1 is exact (Sterbenz) and 1 + a = one_plus.hi + one_plus.lo exactly (fast_two_sum(1, a) is
// exact for 1/2 <= a <= 2), so z = num/den with an exact numerator and a float-float denominator:
// rcp = RN(1/den.hi), z.hi = RN(num*rcp) (within 1.5 ulp of the quotient), and the remainder
// num - z.hi*den.hi - z.hi*den.lo by two FMAs (the first exact up to one rounding of 2^-24 of a
// remainder that is itself ~2^-23 of num), times rcp: z.hi + z.lo is the quotient to ~2^-46.
// For a <= 1/2 this gives z = a, z.lo = 0; for a > 2, z.hi = -RN(1/a) and z.lo its exact
// remainder over a.  a > 2^30 (infinity included) is replaced by 2^30 -- atan(a) then rounds to
// RN(pi/2) and atanpi(a) to 1/2 from a >= 2^26 on -- so that 1/a stays normal and inf*0 never
// occurs; a NaN passes through the middle branch and stays NaN.
//
// Kernel: atan(z) = z + z^3*A(z^2), A of degree 5 from tools/sollya/invtrig_atan.sollya (relative
// error of the whole polynomial 2^-31.7 on |z| <= 1/2).  With s = z.hi^2 the result is
//   {head, head_lo + c_lo + tail},  head + head_lo = c_hi + z.hi  (fast_two_sum, exact: |c_hi| >=
//   |z.hi| whenever c != 0),  tail = z.hi*s*A(s) + z.lo*(1 - s + s^2),
// the last term the first-order effect of z.lo (1/(1 + z^2) is off by < 2% at |z| = 1/2, on a
// term below 2^-24 of the result).  |tail| <= 0.079*atan(a) for a <= 1/2 (at a = 1/2), <= 0.025*
// for the middle branch and <= 0.033* above; about four roundings of 2^-24 of tail give an extra
// error below ~0.32 * 2^-24 relative before the final rounding in the worst case (a near 1/2).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "invtrig_common.hpp"

namespace warpmath::detail::invtrig {

// 1/v for a normal positive v, within 2^-25.8 + an ulp: fp::coarse_reciprocal (0.0026) and one
// cubic step t1*(1 + r + r^2), r = 1 - v*t1 (exact FMA).
WARPMATH_HD float lean_reciprocal(float v) {
  const float t1 = fp::coarse_reciprocal(v);
  const float r = fp::fma(-v, t1, 1.0f);
  return fp::fma(t1, fp::fma(r, r, r), t1);
}

template <bool Lean = false>
WARPMATH_HD fp::ff atan_abs_ff(float ax) {
  // tools/sollya/invtrig_atan.sollya
  constexpr float A0 = -0x1.555552p-2f, A1 = 0x1.999744p-3f, A2 = -0x1.24503p-3f,
                  A3 = 0x1.c07266p-4f, A4 = -0x1.480d2ep-4f, A5 = 0x1.3fd504p-5f;
  constexpr std::uint32_t kClampBits = 0x4e800000u;  // 2^30
  const std::uint32_t bits = fp::as_uint(ax);
  const float a =
      bits - (kClampBits + 1u) < fp::kInfBits - kClampBits ? fp::as_float(kClampBits) : ax;
  const bool small = a <= 0.5f;
  const bool large = a > 2.0f;
  const fp::ff one_plus = fp::fast_two_sum(1.0f, a);
  const float num = small ? a : (large ? -1.0f : fp::sub(a, 1.0f));
  const float den_hi = small ? 1.0f : (large ? a : one_plus.hi);
  const float den_lo = small || large ? 0.0f : one_plus.lo;
  const float rcp = Lean ? lean_reciprocal(den_hi) : fp::div(1.0f, den_hi);
  const float z = fp::mul(num, rcp);
  const float z_lo = fp::mul(fp::fma(-z, den_lo, fp::fma(-z, den_hi, num)), rcp);

  const float s = fp::mul(z, z);
  const float poly = fp::horner(s, A0, A1, A2, A3, A4, A5);
  const float lo_term = fp::fma(fp::mul(z_lo, s), fp::sub(s, 1.0f), z_lo);
  const float tail = fp::fma(fp::mul(z, s), poly, lo_term);
  const float c_hi = small ? 0.0f : (large ? fp::kPiOver2Hi : fp::kPiOver4Hi);
  const float c_lo = small ? 0.0f : (large ? fp::kPiOver2Lo : fp::kPiOver4Lo);
  const fp::ff head = fp::fast_two_sum(c_hi, z);
  return {head.hi, fp::add(head.lo, fp::add(c_lo, tail))};
}

}  // namespace warpmath::detail::invtrig
