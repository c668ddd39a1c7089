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

// The seed and one Newton step, y ~ 1/sqrt(x), and the residual e = 1 - x y^2 formed almost
// exactly (x y = t + t_lo exactly by an FMA; 1 - t y is below 2^-8 so its FMA rounds at 2^-32, and
// so does the one adding -t_lo y).  For every positive normal x, |e| <= 3.7e-3 (the relative error
// of the Newton step is below 1.8e-3; tests/unit/test_roots.cpp checks every significand of
// [1, 4), which decides it: the whole computation is exact under x -> 4x).  Every other input gives
// |e| >= 2^-8 or NaN: +-0 gives e = 1; x < 0 gives e = 1 + |x| y^2 >= 1 (or NaN); +inf and NaN give
// NaN.  So rsqrtf's one test of the fast path is |e| < 2^-8 (kRsqrtResidualLimit), on the residual
// it needs anyway; a positive subnormal x passes it only when the seed happened to converge, and
// the correction's error bound then holds as for a normal x (no intermediate is subnormal).
struct rsqrt_residual_t {
  float y;  // after one Newton step
  float e;  // 1 - x y^2
};
constexpr float kRsqrtResidualLimit = 0x1p-8f;

WARPMATH_HD rsqrt_residual_t rsqrt_residual(float x) {
  const float y = rsqrt_newton(x, rsqrt_seed(x));
  const float t = fp::mul(x, y);
  const float t_lo = fp::fma(x, y, -t);
  return {y, fp::fma(-t_lo, y, fp::fma(-t, y, 1.0f))};
}

// The third-order correction y (1 - e)^(-1/2) ~ y (1 + e/2 + 3e^2/8) = y + y w, w = e/2 + 3e^2/8
// formed as fma(0.375 e, e, 0.5 e): one rounding of w (|w| < 2^-8.9, so 2^-33 relative in the
// result), and the final FMA rounds once.
WARPMATH_HD float rsqrt_correct(float y, float e) {
  return fp::fma(y, fp::fma(fp::mul(e, 0.375f), e, fp::mul(e, 0.5f)), y);
}

// 1/sqrt(x) for a positive normal x, faithful (roots/rsqrtf.hpp gives the error analysis).
WARPMATH_HD float rsqrt_normal(float x) {
  const rsqrt_residual_t r = rsqrt_residual(x);
  return rsqrt_correct(r.y, r.e);
}

WARPMATH_COLD_HD float rsqrt_rare(float x) {
  const float scaled = fp::mul(x, 0x1p24f);
  if (fp::as_uint(x) >= 0x00800000u || scaled == 0.0f) return rsqrt_special(scaled);
  return fp::mul(rsqrt_normal(scaled), 0x1p12f);
}

}  // namespace warpmath::detail::roots
