// warpmath/roots/rsqrt_kernels.hpp -- what rsqrtf, fast::rsqrtf and the accurate rsqrtf share:
// the bit-level seed, the Newton step, and the special values of 1/sqrt(x).
#pragma once
#include <cstdint>

#include "../config.hpp"
#include "../fp/bits.hpp"
#include "../fp/ops.hpp"

namespace warpmath::detail::roots {

// 1/sqrt(x) for +-0, x < 0, +-inf and NaN, from the bits (no division or square root to expand).
WARPMATH_HD float rsqrt_special(float x) {
  const std::uint32_t ux = fp::as_uint(x);
  if (fp::abs_bits(x) > fp::kInfBits) return fp::add(x, x);               // NaN, quietened
  if ((ux & fp::kAbsMask) == 0u) return fp::as_float(ux | fp::kInfBits);  // +-0 -> +-inf
  return ux == fp::kInfBits ? 0.0f : fp::as_float(0x7fc00000u);  // +inf -> +0, x < 0 -> NaN
}

// The classic bit-level seed of 1/sqrt(x) for a positive normal x: relative error below 0.035
// for every such x (the error depends on the significand and the exponent's parity only).
WARPMATH_HD float rsqrt_seed(float x) { return fp::as_float(0x5f375a86u - (fp::as_uint(x) >> 1)); }

// One Newton step for 1/sqrt(x): y (1 + e/2) with e = 1 - x y^2 from an FMA, e = fma(-RN(x y),
// y, 1); its only inexact input is RN(x y) (2^-24 relative, i.e. 2^-25 in the result).  A
// relative error d of y becomes about 3 d^2 / 2.
WARPMATH_HD float rsqrt_newton(float x, float y) {
  const float e = fp::fma(-fp::mul(x, y), y, 1.0f);
  return fp::fma(fp::mul(y, e), 0.5f, y);
}

// 1/sqrt(x) for a positive normal x, faithful (roots/rsqrtf.hpp gives the error analysis): the
// seed, one Newton step, and one third-order correction y + y e (1/2 + 3e/8) against the residual
// e = 1 - x y^2 formed almost exactly (x y = t + t_lo exactly by an FMA).
WARPMATH_HD float rsqrt_normal(float x) {
  const float y = rsqrt_newton(x, rsqrt_seed(x));
  const float t = fp::mul(x, y);
  const float t_lo = fp::fma(x, y, -t);
  const float e = fp::fma(-t_lo, y, fp::fma(-t, y, 1.0f));
  return fp::fma(fp::mul(y, e), fp::fma(e, 0.375f, 0.5f), y);
}

// rsqrtf's inputs other than the positive normal numbers (out of line).  A positive subnormal x
// becomes normal: 1/sqrt(x) = 2^12/sqrt(x 2^24), both scalings exact.  Every other argument keeps
// its class (zero, negative, infinite, NaN), and so does a subnormal that -ftz=true flushes to
// zero here, so the special case is decided on the scaled value.
WARPMATH_COLD_HD float rsqrt_rare(float x) {
  const float scaled = fp::mul(x, 0x1p24f);
  if (fp::as_uint(x) >= 0x00800000u || scaled == 0.0f) return rsqrt_special(scaled);
  return fp::mul(rsqrt_normal(scaled), 0x1p12f);
}

}  // namespace warpmath::detail::roots
