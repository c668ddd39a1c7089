// warpmath/roots/rcbrtf.hpp -- rcbrtf(x) = 1/cbrt(x), faithful (< 1 ulp) for every input, nearly
// always correctly rounded.  No division and no square root.
//
// Algorithm: |x| = 2^(3k) * M and r ~ M^(-1/3) to 2^-22 (roots/cbrt_reduce.hpp), then one
// correction on the residual d = M*r^3 - 1 (|d| <= 2^-20.4), computed almost exactly: r^2 =
// a.hi + a.lo and M*r = b.hi + b.lo exactly (two_prod), b.hi*a.hi - 1 is a 48-bit product minus 1
// whose FMA rounds at <= 2^-44, and the FMAs adding b.lo*a.hi and b.hi*a.lo round at <= 2^-44
// (b.lo*a.lo < 2^-47 is left out).  Then
//     M^(-1/3) = r * (1 + d)^(-1/3) = r * (1 - d/3 + 2d^2/9 - ...),
// and r - r*d/3 is rounded once: the neglected 2d^2/9 is below 2^-42, the roundings of d, r*d and
// 1/3 below 2^-43, so the result is within 0.5 + 2^-17 ulp of 1/cbrt(x).  2^-k (exponent field
// 170 - q) scales exactly: the results lie in (2^-43, 2^50].  The sign is copied from x.
// Special values (as CUDA's rcbrtf and 1/cbrt under C23 Annex F): rcbrt(+-0) = +-inf,
// rcbrt(+-inf) = +-0, rcbrt(NaN) = NaN (quietened), decided on the bits.
// Subnormal arguments are exact inputs (scaled by 2^24, the result by 2^8); under -ftz=true (CUDA)
// they read as +-0 and give +-inf, and no intermediate of the main path is subnormal.
// Measured error: docs/sweeps/rcbrtf.json (the catalogue's bound).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "cbrt_reduce.hpp"

namespace warpmath {

WARPMATH_HD float rcbrtf(float x) {
  std::uint32_t ax = fp::abs_bits(x);
  std::uint32_t field = 0u;
  if (detail::unlikely(ax - 0x00800000u >= 0x7f000000u)) {  // zero, subnormal, inf or NaN
    // A subnormal becomes normal (1/cbrt(x) = 2^8/cbrt(x*2^24)); zeros stay zeros, and so does a
    // subnormal that -ftz=true flushes here.
    const float scaled = fp::mul(fp::abs(x), 0x1p24f);
    if (ax > fp::kInfBits) return fp::add(x, x);  // NaN, quietened
    if (ax == fp::kInfBits || scaled == 0.0f)
      return fp::copysign(ax == fp::kInfBits ? 0.0f : fp::as_float(fp::kInfBits), x);
    ax = fp::as_uint(scaled);
    field = 8u;
  }
  const detail::roots::cbrt_reduced red = detail::roots::reduce_cbrt(ax);
  const fp::ff a = fp::two_prod(red.r, red.r);
  const fp::ff b = fp::two_prod(red.big_m, red.r);
  const float d = fp::fma(b.hi, a.lo, fp::fma(b.lo, a.hi, fp::fma(b.hi, a.hi, -1.0f)));
  const float root = fp::fma(fp::mul(red.r, d), -detail::roots::kOneThird, red.r);
  field += detail::roots::exponent_field_rcbrt(red.q);
  return fp::copysign(fp::mul(root, fp::as_float(field << 23)), x);
}

}  // namespace warpmath
