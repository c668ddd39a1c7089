// warpmath/exact/remainderf.hpp -- remainderf and remquof: x - n * y with n the integer nearest
// x/y, ties to even, exact for every pair (C23 7.12.10.2, 7.12.10.3, Annex F.10.7.2-3).
//
// Algorithm: the long division of exact/remainder_kernel.hpp (integers only, at most 8 steps),
// then the quotient rounded to nearest-even: |remainder| <= |y|/2, exact, and a zero result has
// x's sign (remainderf(3, 1.5) = +0; remainderf(-3, 1.5) = -0).
// remquof's *quo (decision, as glibc): the sign of x/y and the low 3 bits of the magnitude of the
// rounded integral quotient n, so |*quo| <= 7 and *quo = n modulo 8 in sign-magnitude; *quo = 0
// for the special cases.
// Special values: remainderf(+-0, y) = +-0 (y not zero or NaN), remainderf(x, +-inf) = x (x
// finite), and a quiet NaN for x infinite, y zero or a NaN argument.
#pragma once
#include <cstdint>

#include "remainder_kernel.hpp"

namespace warpmath {

WARPMATH_HD float remquof(float x, float y, int* quo) {
  const std::uint32_t ux = fp::as_uint(x), uy = fp::as_uint(y);
  float special;
  if (detail::unlikely(detail::exact::remainder_special(ux, uy, &special))) {
    *quo = 0;
    return special;
  }
  const detail::exact::remainder_result res = detail::exact::divide_exactly(ux, uy, true);
  const int magnitude = static_cast<int>(res.quotient_low);
  *quo = ((ux ^ uy) & fp::kSignMask) != 0 ? -magnitude : magnitude;
  return res.value;
}

WARPMATH_HD float remainderf(float x, float y) {
  const std::uint32_t ux = fp::as_uint(x), uy = fp::as_uint(y);
  float special;
  if (detail::unlikely(detail::exact::remainder_special(ux, uy, &special))) return special;
  return detail::exact::divide_exactly(ux, uy, true).value;
}

}  // namespace warpmath
