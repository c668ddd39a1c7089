// warpmath/roots/cbrt_lean.hpp -- the kernels of the default tier's cbrtf and rcbrtf: a bit-level
// seed of a^(-1/3), one polynomial correction of it, and the hot and rare paths of both functions
// (roots/cbrtf.hpp and roots/rcbrtf.hpp give the error analyses).  No division, no square root,
// no table, no exponent split.
//
// Seed: for a positive normal a, r0 = bits(K - bits(a)/3) (the exponent divided by 3, K =
// 0x54a23400) and its residual e = 1 - a r0^3, which lies in [-0.1064, 0.0992] (periodic under
// a -> 8a; measured over the 3 * 2^23 significands of [1, 8), tools/sollya/roots_cbrt_lean.sollya).
// Formed as e = RN(1 - RN(a r0) RN(r0^2)) by one FMA, it is within 2^-22.7 of that (the two
// roundings of about 1.11 * 2^-24 each, and e's own below 2^-28).  a r0 >= 2^-84 and r0^2 <= 2^84
// for every normal a: nothing under- or overflows.
#pragma once
#include <cstdint>

#include "../config.hpp"
#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"

namespace warpmath::detail::roots {

struct cbrt_seed {
  float r0;     // a^(-1/3) within 3.6% (relative)
  float r0_sq;  // RN(r0^2)
  float e;      // RN(1 - RN(a r0) r0_sq), within 2^-22.7 of 1 - a r0^3
};

// a = |x| for a normal x.
WARPMATH_HD cbrt_seed cbrt_lean_seed(float a) {
  const float r0 = fp::as_float(0x54a23400u - fp::as_uint(a) / 3u);
  const float r0_sq = fp::mul(r0, r0);
  return {r0, r0_sq, fp::fma(-fp::mul(a, r0), r0_sq, 1.0f)};
}

// RN(1/3), the factor of the last corrections.
constexpr float kLeanOneThird = 0x1.555556p-2f;

// cbrt(x) for 2^-100 <= |x| < 2^128 (the sign is carried: x, y and t below are signed).
WARPMATH_HD float cbrt_hot(float x) {
  // tools/sollya/roots_cbrt_lean.sollya: (1 - e)^(-2/3) ~= 1 + e (Q1 + e (Q2 + e Q3)), 2^-16.7.
  constexpr float Q1 = 0x1.555686p-1f, Q2 = 0x1.1e78cp-1f, Q3 = 0x1.f974bp-2f;
  const cbrt_seed s = cbrt_lean_seed(fp::abs(x));
  const float r_sq =
      fp::fma(fp::mul(s.r0_sq, s.e), fp::horner(s.e, Q1, Q2, Q3), s.r0_sq);  // |x|^(-2/3)
  const float y = fp::mul(x, r_sq);                                          // cbrt(x)
  const fp::ff y_sq = fp::two_prod(y, y);
  const float t = fp::fma(y, y_sq.lo, fp::fma(y, y_sq.hi, -x));  // y^3 - x
  return fp::fma(-t, fp::mul(r_sq, kLeanOneThird), y);
}

// cbrtf's other inputs (out of line): |x| < 2^-100 (zeros and subnormals included), infinities,
// NaN.  A non-zero |x| < 2^-100 is scaled by 2^126 = 2^(3*42) into [2^-23, 2^26) and the root by
// 2^-42, both exactly; zeros stay zeros (and so does a subnormal that -ftz=true flushes here).
WARPMATH_COLD_HD float cbrt_rare(float x) {
  const float scaled = fp::mul(x, 0x1p126f);
  if (fp::abs_bits(x) >= fp::kInfBits || scaled == 0.0f) return fp::add(x, x);
  return fp::mul(cbrt_hot(scaled), 0x1p-42f);
}

// 1/cbrt(|x|) for a normal x.
WARPMATH_HD float rcbrt_hot(float x) {
  // tools/sollya/roots_cbrt_lean.sollya: (1 - e)^(-1/3) ~= 1 + e (P1 + e P2), 2^-14.3.
  constexpr float P1 = 0x1.56bb38p-2f, P2 = 0x1.c75b12p-3f;
  const float a = fp::abs(x);
  const cbrt_seed s = cbrt_lean_seed(a);
  const float r = fp::fma(fp::mul(s.r0, s.e), fp::fma(s.e, P2, P1), s.r0);
  const fp::ff r_sq = fp::two_prod(r, r);
  const fp::ff ar = fp::two_prod(a, r);
  const float d = fp::fma(ar.hi, r_sq.lo, fp::fma(ar.lo, r_sq.hi, fp::fma(ar.hi, r_sq.hi, -1.0f)));
  return fp::fma(fp::mul(r, d), -kLeanOneThird, r);  // r (1 + d)^(-1/3) ~= r - r d / 3
}

// rcbrtf's other inputs (out of line), as CUDA's rcbrtf and 1/cbrt under C23 Annex F: rcbrt(+-0) =
// +-inf, rcbrt(+-inf) = +-0, rcbrt(NaN) = NaN (quietened).  A subnormal x becomes normal:
// 1/cbrt(x) = 2^8/cbrt(x 2^24), both scalings exact; under -ftz=true it reads as +-0 here.
WARPMATH_COLD_HD float rcbrt_rare(float x) {
  const std::uint32_t ax = fp::abs_bits(x);
  const float scaled = fp::mul(x, 0x1p24f);
  if (ax > fp::kInfBits) return fp::add(x, x);
  if (ax == fp::kInfBits || scaled == 0.0f)
    return fp::copysign(ax == fp::kInfBits ? 0.0f : fp::as_float(fp::kInfBits), x);
  return fp::copysign(fp::mul(rcbrt_hot(scaled), 0x1p8f), x);
}

}  // namespace warpmath::detail::roots
