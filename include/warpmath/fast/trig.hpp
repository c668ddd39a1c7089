// warpmath/fast/trig.hpp -- the fast tier's circular functions: fast::sinf, fast::cosf,
// fast::sincosf, fast::tanf.
//
// Reduction: x = k pi/2 + r.  Fast domain |x| < 2^17: three-constant Cody-Waite with FMAs and
// no float-float, k = rint(RN(x 2/pi)) from one FMA against 1.5 * 2^23 (|r| <= 0.79, see
// reduce/trig_reduce.hpp for why k may be off by one only near half-integers):
//     r = RN(RN(x - k kPiOver2Hi [exact]) - k kPiOver2Lo) - k kPiOver2Lo2   (two roundings, 2^-23
//     |r| at most;
//                                                               the constants' residual k 2^-76)
// Beyond 2^17 (finite x): the Payne-Hanek reduction of the default tier
// (detail::reduce::reduce_pi_over_2_large), keeping its rounded head, feeds the same polynomials,
// so the results stay accurate (no garbage, no 0) for every finite x; that path costs static code
// but is never taken inside the fast domain. Kernels (tools/sollya/fast_trig.sollya, |r| <= 0.79):
// sin r = r + r^3 (S1 + S2 r^2 + S3 r^4) (relative 2^-27.8), cos r = 1 + r^2 (C1 + ... + C4 r^6)
// (2^-32.9); both are evaluated and the quadrant selects and signs them without a branch; tanf
// divides the selected pair once (fp::div, correctly rounded): tan = sin r / cos r (k even), -cos r
// / sin r (k odd). |x| < 2^-12 returns x for sin and tan (x^2/3 < 2^-25.5 relative: x is the
// correctly rounded result), which keeps +-0 and subnormals exact.
//
// Measured error: docs/sweeps/fast_sinf.json, docs/sweeps/fast_cosf.json,
// docs/sweeps/fast_tanf.json (the catalogue's bound).
//   sincosf: bit-identical to sinf and cosf (all 2^32 inputs,
//         tests/unit/exhaustive_two_output.cpp).
// Special values (C23 F.10.1): sin(+-0) = +-0, tan(+-0) = +-0, cos(+-0) = 1, f(+-inf) = NaN,
// NaN -> NaN.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "../reduce/trig_reduce.hpp"

namespace warpmath::detail::fast_trig {

struct quadrant_arg {
  float r;          // |r| <= 0.79 (NaN for infinite or NaN x)
  std::uint32_t q;  // quadrant, mod 4
};

constexpr std::uint32_t kTinyBits = 0x39800000u;  // 2^-12

WARPMATH_HD quadrant_arg reduce_quadrant(float x) {
  if (detail::likely(fp::abs_bits(x) < detail::reduce::kCodyWaiteLimitBits)) {
    const float shifted = fp::fma(x, fp::kTwoOverPiHi, fp::kRoundingShift);
    const float k = fp::sub(shifted, fp::kRoundingShift);
    const float r1 = fp::fma(-k, fp::kPiOver2Hi, x);  // exact
    const float r = fp::fma(-k, fp::kPiOver2Lo2, fp::fma(-k, fp::kPiOver2Lo, r1));
    return {r, fp::as_uint(shifted) & 3u};
  }
  if (fp::is_nan_or_inf(x)) return {fp::sub(x, x), 0u};
  const detail::reduce::trig_reduced red = detail::reduce::reduce_pi_over_2_large(x);
  return {red.hi, red.q};
}

struct sin_cos {
  float sin;
  float cos;
};

// sin(r) and cos(r), |r| <= 0.79.
WARPMATH_HD sin_cos sin_cos_kernel(float r) {
  // tools/sollya/fast_trig.sollya
  constexpr float S1 = -0x1.555544p-3f, S2 = 0x1.1106d6p-7f, S3 = -0x1.992462p-13f;
  constexpr float C1 = -0x1p-1f, C2 = 0x1.55554ap-5f, C3 = -0x1.6c0c1ep-10f, C4 = 0x1.99e334p-16f;
  const float s = fp::mul(r, r);
  const float sin_r = fp::fma(fp::mul(r, s), fp::horner(s, S1, S2, S3), r);
  const float cos_r = fp::fma(s, fp::horner(s, C1, C2, C3, C4), 1.0f);
  return {sin_r, cos_r};
}

// sin and cos of x = q pi/2 + r from the kernels:
// q = 0: (s, c)   q = 1: (c, -s)   q = 2: (-s, -c)   q = 3: (-c, s)
WARPMATH_HD sin_cos by_quadrant(sin_cos v, std::uint32_t q) {
  const bool swap = (q & 1u) != 0;
  return {fp::flip_sign(swap ? v.cos : v.sin, q >> 1),
          fp::flip_sign(swap ? v.sin : v.cos, (q + 1u) >> 1)};
}

}  // namespace warpmath::detail::fast_trig

namespace warpmath::fast {

WARPMATH_HD float sinf(float x) {
  const detail::fast_trig::quadrant_arg a = detail::fast_trig::reduce_quadrant(x);
  const float s = detail::fast_trig::by_quadrant(detail::fast_trig::sin_cos_kernel(a.r), a.q).sin;
  return fp::abs_bits(x) < detail::fast_trig::kTinyBits ? x : s;
}

WARPMATH_HD float cosf(float x) {
  const detail::fast_trig::quadrant_arg a = detail::fast_trig::reduce_quadrant(x);
  return detail::fast_trig::by_quadrant(detail::fast_trig::sin_cos_kernel(a.r), a.q).cos;
}

// Bit-identical to fast::sinf(x) and fast::cosf(x).
WARPMATH_HD void sincosf(float x, float* sin_out, float* cos_out) {
  const detail::fast_trig::quadrant_arg a = detail::fast_trig::reduce_quadrant(x);
  const detail::fast_trig::sin_cos v =
      detail::fast_trig::by_quadrant(detail::fast_trig::sin_cos_kernel(a.r), a.q);
  *sin_out = fp::abs_bits(x) < detail::fast_trig::kTinyBits ? x : v.sin;
  *cos_out = v.cos;
}

WARPMATH_HD float tanf(float x) {
  const detail::fast_trig::quadrant_arg a = detail::fast_trig::reduce_quadrant(x);
  const detail::fast_trig::sin_cos v = detail::fast_trig::sin_cos_kernel(a.r);
  const bool odd = (a.q & 1u) != 0;
  const float t = fp::div(odd ? v.cos : v.sin, odd ? fp::flip_sign(v.sin, 1u) : v.cos);
  return fp::abs_bits(x) < detail::fast_trig::kTinyBits ? x : t;
}

}  // namespace warpmath::fast
