// warpmath/exact/minmax.hpp -- fminf, fmaxf, fdimf (C23 7.12.12, Annex F.10.9).
//
// fminf/fmaxf: decided on the bits with detail::exact::order_key (exact/exact_bits.hpp), an integer
// whose order is the numeric order with -0 < +0, so fminf(-0, +0) = -0 and fmaxf(-0, +0) = +0 in
// either argument order (the recommended practice of C23 F.10.9.2), and subnormals compare as they
// are under -ftz=true too.  A single NaN argument is ignored: the other argument is returned; two
// NaNs give a quiet NaN.
//
// fdimf(x, y) = x - y when x > y, else +0: the comparison on the keys (so fdimf(+0, -0) = +0),
// the subtraction by fp::sub, correctly rounded to nearest, with overflow to +inf
// (fdimf(FLT_MAX, -FLT_MAX) = +inf).  A NaN argument gives a quiet NaN.  Under -ftz=true the CUDA
// subtraction flushes a subnormal difference to +0 (see fp/ops.hpp).
#pragma once
#include <cstdint>

#include "../fp/ops.hpp"
#include "exact_bits.hpp"

namespace warpmath {

WARPMATH_HD float fminf(float x, float y) {
  const std::uint32_t ux = fp::as_uint(x), uy = fp::as_uint(y);
  if (detail::unlikely(detail::exact::is_nan_bits(ux) || detail::exact::is_nan_bits(uy)))
    return detail::exact::is_nan_bits(ux) ? detail::exact::quiet(y) : x;
  return detail::exact::order_key(ux) <= detail::exact::order_key(uy) ? x : y;
}

WARPMATH_HD float fmaxf(float x, float y) {
  const std::uint32_t ux = fp::as_uint(x), uy = fp::as_uint(y);
  if (detail::unlikely(detail::exact::is_nan_bits(ux) || detail::exact::is_nan_bits(uy)))
    return detail::exact::is_nan_bits(ux) ? detail::exact::quiet(y) : x;
  return detail::exact::order_key(ux) >= detail::exact::order_key(uy) ? x : y;
}

WARPMATH_HD float fdimf(float x, float y) {
  const std::uint32_t ux = fp::as_uint(x), uy = fp::as_uint(y);
  if (detail::unlikely(detail::exact::is_nan_bits(ux) || detail::exact::is_nan_bits(uy)))
    return detail::exact::propagate_nan(x, y);
  return detail::exact::order_key(ux) > detail::exact::order_key(uy) ? fp::sub(x, y) : 0.0f;
}

}  // namespace warpmath
