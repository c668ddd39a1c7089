// warpmath/exact/remainderf.hpp -- remainderf and remquof: x - n * y with n the integer nearest
// x/y, ties to even, exact for every pair (C23 7.12.10.2, 7.12.10.3, Annex F.10.7.2-3).
//
// Algorithm (exact/remainder_kernel.hpp): for 2^-103 <= |y| < 2^125 and |x| < 2^21 |y| (the one
// range test of the hot path) the short float division of fmodf gives r = |x| - Q |y| and Q's
// parity; 2r against |y| rounds the quotient to nearest-even, and the result is r or r - |y|
// (exact), with x's sign.  Every other pair leaves through that test for the out-of-line integer
// long division (at most 8 steps), exact for every pair.  |remainder| <= |y|/2, exact, and a zero
// result has x's sign (remainderf(3, 1.5) = +0; remainderf(-3, 1.5) = -0).  Under -ftz=true
// (CUDA) a subnormal x in the hot path is flushed to +-0.
// remquof's *quo (decision, as glibc): the sign of x/y and the low 3 bits of the magnitude of the
// rounded integral quotient n, so |*quo| <= 7 and *quo = n modulo 8 in sign-magnitude; *quo = 0
// for the special cases.
// Special values: remainderf(+-0, y) = +-0 (y not zero or NaN), remainderf(x, +-inf) = x (x
// finite), and a quiet NaN for x infinite, y zero or a NaN argument.
// Measured: every result bit-exact (docs/sweeps/remainderf.json, remquof_rem.json,
// remquof_quo.json: 2^28 stratified pairs, the special pairs and the hard pairs); issued
// instructions per warp on sm_90: remainderf 47 (CUDA 52), remquof's remainder 47 (52) and its
// quotient 51 (60); 0/8192 host mismatches.
#pragma once
#include <cstdint>

#include "remainder_kernel.hpp"

namespace warpmath {

WARPMATH_HD float remquof(float x, float y, int* quo) {
  std::uint32_t low;
  float value;
  const detail::exact::short_quotient d = detail::exact::divide_short(x, y);
  if (detail::unlikely(!d.in_range)) {
    const detail::exact::remainder_result res = detail::exact::divide_rare(x, y, true);
    value = res.value;
    low = res.quotient_low;
  } else {
    const detail::exact::short_remainder res = detail::exact::remainder_short(x, y, d);
    value = res.value;
    low = res.quotient_low;
  }
  const int magnitude = static_cast<int>(low);
  *quo = ((fp::as_uint(x) ^ fp::as_uint(y)) & fp::kSignMask) != 0 ? -magnitude : magnitude;
  return value;
}

WARPMATH_HD float remainderf(float x, float y) {
  const detail::exact::short_quotient d = detail::exact::divide_short(x, y);
  if (detail::unlikely(!d.in_range)) return detail::exact::divide_rare(x, y, true).value;
  return detail::exact::remainder_short(x, y, d).value;
}

}  // namespace warpmath
