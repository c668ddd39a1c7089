// warpmath/exact/minmax.hpp -- fminf, fmaxf, fdimf (C23 7.12.12, Annex F.10.9).
//
// fminf/fmaxf are IEEE 754-2019 minimumNumber/maximumNumber (docs/design.md, "fmin and fmax"): a
// single NaN argument, quiet or signalling, is ignored (the other argument is returned), two NaNs
// give a quiet NaN, and -0 < +0, so fminf(-0, +0) = -0 and fmaxf(-0, +0) = +0 in either argument
// order (the recommended practice of C23 F.10.9.2).  On CUDA that is the min.f32/max.f32
// instruction (FMNMX), written as PTX so that -ftz=true cannot turn it into its .ftz form:
// subnormals compare as they are under every flag.  Elsewhere it is decided on the bits with
// detail::exact::order_key (exact/exact_bits.hpp), an integer whose order is the numeric order
// with -0 < +0 (HIP's v_min_f32 quiets a signalling NaN instead of ignoring it).
//
// fdimf(x, y) = x - y when x > y, else +0: one subtraction by fp::sub, correctly rounded to
// nearest with overflow to +inf (fdimf(FLT_MAX, -FLT_MAX) = +inf), and one comparison that selects
// +0 for x <= y (so fdimf(-0, +0) = +0 and fdimf(inf, inf) = +0); a NaN argument makes the
// comparison false and the difference a quiet NaN.  Under -ftz=true (CUDA) the subtraction
// flushes a subnormal difference to +0 (see fp/ops.hpp).
// Measured: every result bit-exact (docs/sweeps/fminf.json, fmaxf.json, fdimf.json); issued
// instructions per warp on sm_90: fminf, fmaxf 18 (CUDA 18), fdimf 20 (20).
#pragma once
#include <cstdint>

#include "../fp/ops.hpp"
#include "exact_bits.hpp"

namespace warpmath {

WARPMATH_HD float fminf(float x, float y) {
#if defined(WARPMATH_CUDA_DEVICE)
  float r;
  asm("min.f32 %0, %1, %2;" : "=f"(r) : "f"(x), "f"(y));
  return r;
#else
  const std::uint32_t ux = fp::as_uint(x), uy = fp::as_uint(y);
  if (detail::unlikely(detail::exact::is_nan_bits(ux) || detail::exact::is_nan_bits(uy)))
    return detail::exact::is_nan_bits(ux) ? detail::exact::quiet(y) : x;
  return detail::exact::order_key(ux) <= detail::exact::order_key(uy) ? x : y;
#endif
}

WARPMATH_HD float fmaxf(float x, float y) {
#if defined(WARPMATH_CUDA_DEVICE)
  float r;
  asm("max.f32 %0, %1, %2;" : "=f"(r) : "f"(x), "f"(y));
  return r;
#else
  const std::uint32_t ux = fp::as_uint(x), uy = fp::as_uint(y);
  if (detail::unlikely(detail::exact::is_nan_bits(ux) || detail::exact::is_nan_bits(uy)))
    return detail::exact::is_nan_bits(ux) ? detail::exact::quiet(y) : x;
  return detail::exact::order_key(ux) >= detail::exact::order_key(uy) ? x : y;
#endif
}

WARPMATH_HD float fdimf(float x, float y) {
  const float difference = fp::sub(x, y);
  return x <= y ? 0.0f : difference;
}

}  // namespace warpmath
