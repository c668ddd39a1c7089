// warpmath/fast/rsqrt.hpp -- fast::rsqrtf(x) = 1/sqrt(x) without division or square root.
//
// Algorithm: the classic bit-level seed y0 = bits(0x5f375a86 - (bits(x) >> 1)) (relative error
// < 0.035 for every positive normal x) and three Newton steps y += y e / 2 with the residual
// e = 1 - x y^2 formed by an FMA (e = fma(-RN(x y), y, 1)).  Each step squares the error
// (times 3/2): 0.035 -> 1.8e-3 -> 4.9e-6 -> 3.6e-11 (= 3e^2/8, neglected); in the last step
// RN(x y)'s rounding perturbs e by 2^-24, i.e. the result by 2^-25 relative, so the error is
// about one ulp at most (the final FMA rounds once).  A subnormal x is first scaled by 2^24 (result
// times 2^12), both exact.  Fast domain: every positive float.
// Measured error: docs/sweeps/fast_rsqrtf.json (the catalogue's bound).
// Special values (as warpmath::rsqrtf): rsqrt(+0) = +inf, rsqrt(-0) = -inf, rsqrt(x < 0) = NaN
// (also -inf), rsqrt(+inf) = +0, NaN -> NaN.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "../roots/rsqrt_kernels.hpp"

namespace warpmath::detail::fast_rsqrt {
// y (1 + e/2) with e = 1 - x y^2 from an FMA: the Newton step for 1/sqrt(x) in the form whose
// only inexact input of e is RN(x y) (2^-24 relative, i.e. 2^-25 in the result).
WARPMATH_HD float newton_step(float x, float y) {
  const float e = fp::fma(-fp::mul(x, y), y, 1.0f);
  return fp::fma(fp::mul(y, e), 0.5f, y);
}
}  // namespace warpmath::detail::fast_rsqrt

namespace warpmath::fast {

WARPMATH_HD float rsqrtf(float x) {
  const std::uint32_t ux = fp::as_uint(x);
  const bool subnormal = ux < 0x00800000u;               // +0 included, replaced below
  const float xs = subnormal ? fp::mul(x, 0x1p24f) : x;  // 1/sqrt(x) = 2^12 / sqrt(x 2^24)
  const float y0 = fp::as_float(0x5f375a86u - (fp::as_uint(xs) >> 1));
  const float y1 = detail::fast_rsqrt::newton_step(xs, y0);
  const float y2 = detail::fast_rsqrt::newton_step(xs, y1);
  const float y3 = detail::fast_rsqrt::newton_step(xs, y2);
  if (detail::likely(ux - 1u < 0x7f7fffffu)) return subnormal ? fp::mul(y3, 0x1p12f) : y3;
  return detail::roots::rsqrt_special(x);  // +-0, x < 0, +inf, NaN
}

}  // namespace warpmath::fast
