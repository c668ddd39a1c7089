// warpmath/roots/cbrtf.hpp -- cbrtf: cube root, faithful (< 1 ulp) for every input, nearly always
// correctly rounded, and exact when the cube root is a float (cbrt(27) = 3, cbrt(-0.125) = -0.5).
//
// Algorithm: |x| = 2^(3k) * M and r ~ M^(-1/3) to 2^-22 (roots/cbrt_reduce.hpp), then
//   y = M * r^2 ~ M^(1/3), two roundings: |y/M^(1/3) - 1| <= 2*2^-22 + 2*2^-24 = 2^-20.4,
//   t = y^3 - M from y^2 = sq.hi + sq.lo (two_prod) and two FMAs: y*sq.hi - M is a 48-bit value of
//       magnitude <= 3 * 2^-20.4 * 8 = 2^-15.8 whose FMA rounds at <= 2^-39.8, likewise the FMA
//       adding y*sq.lo (both below 2^-41 relative once divided by 3y^2 >= 3),
//   M^(1/3) = y * (1 - t/y^3)^(1/3) = y - t/(3y^2) - O(t^2/y^5),
// and y - t * (r^2/3) is rounded once: r^2/3 stands for 1/(3y^2) with relative error <= 6*2^-22 +
// 3*2^-24 < 2^-19 (r is off by 2^-22, y by 2^-20.4), on a correction of relative size <= 2^-20.4,
// and the neglected second-order term is below 2^-40.8, so the result is within 0.5 + 2^-15 ulp
// of the cube root.  When the cube root is a float, the value rounded is within 2^-39 relative of
// it, far less than half an ulp away, so it is returned exactly.  2^k (exponent field q + 84)
// scales exactly: cube roots of floats lie in [2^-50, 2^43).  The sign is copied from x.
// Special values (C23 F.10.4.2): cbrt(+-0) = +-0, cbrt(+-inf) = +-inf, cbrt(NaN) = NaN.
// Subnormal arguments are exact inputs (scaled by 2^24 = 2^(3*8), and the result by 2^-8); under
// -ftz=true (CUDA) they read as +-0 and give +-0, and no intermediate of the main path is
// subnormal.
// Measured error: docs/sweeps/cbrtf.json (the catalogue's bound).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "cbrt_reduce.hpp"

namespace warpmath {

WARPMATH_HD float cbrtf(float x) {
  std::uint32_t ax = fp::abs_bits(x);
  std::uint32_t field = 0u;
  if (detail::unlikely(ax - 0x00800000u >= 0x7f000000u)) {  // zero, subnormal, inf or NaN
    // A subnormal becomes normal (cbrt(x) = 2^-8 cbrt(x*2^24)); zeros stay zeros, and so does a
    // subnormal that -ftz=true flushes here.
    const float scaled = fp::mul(fp::abs(x), 0x1p24f);
    if (ax >= fp::kInfBits || scaled == 0.0f) return fp::add(x, x);
    ax = fp::as_uint(scaled);
    field = 0u - 8u;  // wraps; the sum below is in [77, 170]
  }
  const detail::roots::cbrt_reduced red = detail::roots::reduce_cbrt(ax);
  const float r_sq = fp::mul(red.r, red.r);
  const float y = fp::mul(red.big_m, r_sq);
  const fp::ff y_sq = fp::two_prod(y, y);
  const float t = fp::fma(y, y_sq.lo, fp::fma(y, y_sq.hi, -red.big_m));  // y^3 - M
  const float root = fp::fma(-t, fp::mul(r_sq, detail::roots::kOneThird), y);
  field += detail::roots::exponent_field_cbrt(red.q);
  return fp::copysign(fp::mul(root, fp::as_float(field << 23)), x);
}

}  // namespace warpmath
