// warpmath/invtrig/invtrig_common.hpp -- what the inverse trigonometric functions share: pi/2,
// pi/4, pi and 1/pi as float-floats, and the division of a float-float result by pi rounded once
// (asinpif, acospif, atanpif).
//
// round_div_pi(v): (v.hi + v.lo) / pi = v.hi*kInvPiHi (exact, two_prod) + v.hi*kInvPiLo +
//   v.lo*kInvPiHi, the last two in FMAs (each rounding at 2^-24 of a term at most ~0.1 of the
//   result), rounded once.  kInvPiHi + kInvPiLo is 1/pi to 2^-50.9; callers keep |v.hi| >= 2^-60,
//   so that no product comes near the subnormal range.
//
// div_pi_tiny(x): x/pi correctly rounded for |x| < 2^-60, subnormal results included.  The product
//   is formed on X = |x|*2^64 (exact, X < 2^4), where Y = X/pi is a normalised float-float to
//   2^-49.5 (two_prod, one FMA, fast_two_sum), so Y.hi = RN(Y).  Then r = RN(Y.hi * 2^-64): exact
//   when the result is normal; for a subnormal result it rounds Y.hi to the subnormal grid
//   (spacing 2^-149, or 2^-85 at the scale of Y), which is the correct rounding of Y unless Y.hi
//   lies exactly halfway between two grid points: every other float is at least ulp(Y.hi) >
//   2|Y.lo| away from such a midpoint, so Y.lo cannot carry Y across it.  At an exact halfway point
//   (err = Y.hi - r*2^64, computed exactly by an FMA, is +-2^-86) RN broke the tie to even; the
//   correct result is r + sign(err)*2^-149 when Y.lo has the sign of err.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"

namespace warpmath::detail::invtrig {

// Below this |x| (2^-60) asinpif and atanpif return div_pi_tiny(x): asin(x) and atan(x) differ from
// x by a factor 1 +- x^2/6 (1 - x^2/3) closer to 1 than 2^-121.
constexpr std::uint32_t kDivPiTinyLimitBits = 0x21800000u;

WARPMATH_HD float round_div_pi(fp::ff v) {
  const fp::ff p = fp::two_prod(v.hi, fp::kInvPiHi);
  return fp::add(p.hi, fp::fma(v.lo, fp::kInvPiHi, fp::fma(v.hi, fp::kInvPiLo, p.lo)));
}

WARPMATH_HD float div_pi_tiny(float x) {
  const float big_x = fp::mul(fp::abs(x), 0x1p64f);
  const fp::ff p = fp::two_prod(big_x, fp::kInvPiHi);
  const fp::ff y = fp::fast_two_sum(p.hi, fp::fma(big_x, fp::kInvPiLo, p.lo));
  const float r = fp::mul(y.hi, 0x1p-64f);
  const float err = fp::fma(-r, 0x1p64f, y.hi);
  const bool same_sign = ((fp::as_uint(err) ^ fp::as_uint(y.lo)) & fp::kSignMask) == 0u;
  const bool away = fp::abs(err) == 0x1p-86f && y.lo != 0.0f && same_sign;
  return fp::copysign(away ? fp::add(r, fp::copysign(0x1p-149f, err)) : r, x);
}

}  // namespace warpmath::detail::invtrig
