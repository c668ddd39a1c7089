// warpmath/exact/fmodf.hpp -- fmodf: x - trunc(x/y) * y, exact for every pair (C23 7.12.10.1,
// Annex F.10.7.1).
//
// Algorithm: integer long division of the significands, up to 39 bits per step with 64-bit
// remainders, at most 8 steps for the widest exponent gap (x = FLT_MAX, y = TRUE_MIN): see
// exact/remainder_kernel.hpp.  No float division and no rounding; subnormal x, y and results are
// exact, also under -ftz=true.  The result has x's sign (fmodf(-4, 2) = -0).
// Special values: fmodf(+-0, y) = +-0 (y not zero or NaN), fmodf(x, +-inf) = x (x finite), and a
// quiet NaN for x infinite, y zero or a NaN argument.
#pragma once
#include <cstdint>

#include "remainder_kernel.hpp"

namespace warpmath {

WARPMATH_HD float fmodf(float x, float y) {
  const std::uint32_t ux = fp::as_uint(x), uy = fp::as_uint(y);
  float special;
  if (detail::unlikely(detail::exact::remainder_special(ux, uy, &special))) return special;
  return detail::exact::divide_exactly(ux, uy, false).value;
}

}  // namespace warpmath
