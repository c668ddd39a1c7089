// warpmath/accurate/roots.hpp -- the accurate kernels of rsqrtf, cbrtf and rcbrtf (docs/design.md,
// "Tiers"): the evaluations the default tier used before it was rewritten for cost, unchanged.
//
// rsqrtf: a degree-5 seed polynomial on the significand and one correction against the residual
// formed almost exactly, rounded once (within 0.5 + 2^-14 ulp; the correctly rounded tier's
// starting point). Measured: docs/sweeps/accurate_rsqrtf.json.
//
// Algorithm: x = 2^(2k) * M with M = m (exponent even) or m/2 (exponent odd), m in [1, 2) the
// significand -- bit operations only, a subnormal x is first scaled by 2^24 (exact).
//   r = C_j * P(m) approximates 1/sqrt(M) to e0 <= 2^-16.3 relative (P: degree-5 minimax from
//   tools/sollya/roots_rsqrt.sollya, 2^-16.4; C_0 = 1, C_1 = RN(sqrt(2)), plus the roundings).
//   The residual e = 1 - M*r^2 is computed almost exactly: r^2 = sq.hi + sq.lo (two_prod), and
//   1 - M*sq.hi is a 48-bit product minus 1 of magnitude <= 2^-15.3, so its FMA rounds at <=
//   2^-39.3; the FMA adding -M*sq.lo rounds at that level again.  Then
//       1/sqrt(M) = r * (1 - e)^(-1/2) = r * (1 + e/2 + 3e^2/8 + 5e^3/16 + ...),
//   and r + r*e*(1/2 + 3e/8) is rounded once: the neglected 5e^3/16 is below 2^-46, and the
//   roundings of e, of 1/2 + 3e/8 and of r*e add at most ~2^-38 relative before the final
//   rounding, i.e. within 0.5 + 2^-14 ulp of 1/sqrt(x).  Scaling by 2^-k is exact (the result lies
//   in [2^-64, 2^75], always normal).
// Special values: as warpmath::rsqrtf (roots/rsqrt_kernels.hpp, rsqrt_special).
//
// cbrtf: cube root, faithful (< 1 ulp) for every input, nearly always correctly rounded, and exact
// when the cube root is a float (cbrt(27) = 3, cbrt(-0.125) = -0.5).
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
// Measured error: docs/sweeps/accurate_cbrtf.json (the catalogue's bound).
//
// rcbrtf(x) = 1/cbrt(x), faithful (< 1 ulp) for every input, nearly always correctly rounded.  No
// division and no square root.
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
// Measured error: docs/sweeps/accurate_rcbrtf.json (the catalogue's bound).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "../roots/cbrt_reduce.hpp"
#include "../roots/rsqrt_kernels.hpp"

namespace warpmath::detail::accurate {

WARPMATH_HD float rsqrtf(float x) {
  // tools/sollya/roots_rsqrt.sollya
  constexpr float P0 = 0x1.23ae4cp1f, P1 = -0x1.5559c2p1f, P2 = 0x1.1c29cep1f, P3 = -0x1.164668p0f,
                  P4 = 0x1.254abap-2f, P5 = -0x1.01373ep-5f;
  std::uint32_t ux = fp::as_uint(x);
  std::uint32_t scale_adjust = 0;
  if (detail::unlikely(ux - 0x00800000u >= 0x7f000000u)) {  // not a positive normal number
    // A positive subnormal becomes normal: 1/sqrt(x) = 2^12/sqrt(x*2^24).  Every other argument
    // keeps its class (zero, negative, infinite, NaN), and so does a subnormal that -ftz=true
    // flushes to zero here, so the special case is decided on the scaled value.
    const float scaled = fp::mul(x, 0x1p24f);
    if (ux >= 0x00800000u || scaled == 0.0f) return detail::roots::rsqrt_special(scaled);
    ux = fp::as_uint(scaled);
    scale_adjust = 12u;
  }
  const std::uint32_t biased_exp = ux >> 23;  // 1..254
  const float m = fp::as_float((ux & 0x007fffffu) | 0x3f800000u);
  // Exponent field 127 for an odd biased exponent (even e = biased - 127), 126 otherwise.
  const float big_m = fp::as_float((ux & 0x00ffffffu) | 0x3f000000u);
  const float c = (ux & 0x00800000u) ? 1.0f : fp::kSqrt2Hi;
  // 2^-k with k = ceil(e/2): exponent field 127 - k = (381 - biased) >> 1, in [63, 202].
  const float scale = fp::as_float((((381u - biased_exp) >> 1) + scale_adjust) << 23);

  const float r = fp::mul(fp::horner(m, P0, P1, P2, P3, P4, P5), c);
  const fp::ff sq = fp::two_prod(r, r);
  const float e = fp::fma(-big_m, sq.lo, fp::fma(-big_m, sq.hi, 1.0f));
  const float refined = fp::fma(fp::mul(r, e), fp::fma(e, 0.375f, 0.5f), r);
  return fp::mul(refined, scale);
}

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

}  // namespace warpmath::detail::accurate
