// warpmath/fast/invtrig.hpp -- the fast tier's inverse circular functions: fast::atanf,
// fast::atan2f, fast::asinf, fast::acosf.
//
// atan: |x| <= 1: atan|x| = u + u^3 A(u^2) with u = |x|; |x| > 1: pi/2 - atan(u), u = 1/|x|
// (recip.hpp: Newton, no division; |x| is first clamped to 2^25, beyond which the rounded result
// is RN(pi/2) anyway, so the reciprocal stays in its range), pi/2 - a with pi/2 as a head and a
// tail.  A: degree-17 odd minimax on [-1, 1]
// (tools/sollya/fast_invtrig.sollya, relative error 2^-25.8).  The sign of x is copied at the end
// (atan(+-0) = +-0, subnormals give themselves).
// atan2(y, x): u = min(|x|, |y|) / max(|x|, |y|) (fp::div: both operands may be anywhere in the
// float range; 0/0 and inf/inf replaced by 0 and 1), a = atan(u) by the same polynomial, then
// the angle from the axis is a, pi/2 - a (|y| > |x|), pi/2 + a (|y| > |x| and x with its sign
// bit set), or pi - a (sign bit of x set), with pi/2 and pi as a head and a tail, and the sign of
// y is copied.
// This yields every entry of the Annex F table (F.10.1.4): atan2(+-0, -0) = +-pi,
// atan2(+-0, +0) = +-0, atan2(+-inf, -inf) = +-3pi/4, ... and NaN for a NaN argument.
// asin/acos: |x| <= 1/2: asin x = x + x^3 S(x^2), S degree 5 in x^2 (fast_invtrig.sollya,
// relative 2^-27.6); |x| > 1/2: asin|x| = pi/2 - 2 asin(s), s = sqrt((1 - |x|)/2) (1 - |x| exact,
// s from the Newton reciprocal square root of fast::rsqrtf and one Newton step, no fp::sqrt);
// acos x = pi/2 - asin x (|x| <= 1/2), 2 asin s (x > 1/2), pi - 2 asin s (x < -1/2), each one FMA.
// |x| > 1 and NaN give NaN; asin(+-0) = +-0, acos(1) = +0.
//
// Measured error: docs/sweeps/fast_asinf.json, docs/sweeps/fast_acosf.json,
// docs/sweeps/fast_atanf.json, docs/sweeps/pairs_fast.json (the catalogue's bound). SASS (sm_90,
// kernel p[i] = f(p[i]), baseline 15 included): asinf 51, acosf 53, atanf 39, atan2f 165 (fp::div's
// correctly rounded sequence is most of it); default tier 202, 205, 171, 330.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "../roots/rsqrt_kernels.hpp"
#include "recip.hpp"

namespace warpmath::detail::fast_invtrig {

// pi/2 - a for 0 <= a <= pi/4 + 2^-20: two roundings, the tail of pi/2 included (RN(pi/2) alone
// is 0.37 ulp of pi/2 off, 0.73 ulp of a result near pi/4).
WARPMATH_HD float pio2_minus(float a) {
  return fp::add(fp::sub(fp::kPiOver2Hi, a), fp::kPiOver2Lo);
}

// atan(u) for 0 <= u <= 1 (u NaN -> NaN).
WARPMATH_HD float atan_poly(float u) {
  // tools/sollya/fast_invtrig.sollya
  constexpr float A1 = -0x1.5554dcp-2f, A2 = 0x1.9978eep-3f, A3 = -0x1.230abp-3f,
                  A4 = 0x1.b4dfdcp-4f, A5 = -0x1.3553f4p-4f, A6 = 0x1.61f756p-5f,
                  A7 = -0x1.0c23fep-6f, A8 = 0x1.7ec1c4p-9f;
  const float s = fp::mul(u, u);
  return fp::fma(fp::mul(u, s), fp::horner(s, A1, A2, A3, A4, A5, A6, A7, A8), u);
}

// asin(v) for |v| <= 1/2.
WARPMATH_HD float asin_poly(float v) {
  // tools/sollya/fast_invtrig.sollya
  constexpr float S1 = 0x1.5555c8p-3f, S2 = 0x1.330206p-4f, S3 = 0x1.747b72p-5f,
                  S4 = 0x1.8c415ap-6f, S5 = 0x1.5959aap-5f;
  const float s = fp::mul(v, v);
  return fp::fma(fp::mul(v, s), fp::horner(s, S1, S2, S3, S4, S5), v);
}

struct asin_arg {
  float a;   // asin(v): v = x for |x| <= 1/2, else v = sqrt((1 - |x|)/2)
  bool big;  // |x| > 1/2
};

WARPMATH_HD asin_arg asin_reduce(float x) {
  const float ax = fp::abs(x);
  const bool big = ax > 0.5f;
  const float z = fp::mul(fp::sub(1.0f, ax), 0.5f);  // exact for 1/2 <= |x| <= 1
  // sqrt(z): y ~ 1/sqrt(z) by two Newton steps of fast::rsqrtf from its seed (relative 4.9e-6;
  // z >= 2^-25 or z = 0, which gives 0 times a finite y), s = z y, and one Newton step on s,
  // s + (z - s^2) y/2 (the residual by an FMA), which leaves (4.9e-6)^2 plus its own rounding.
  const float y =
      detail::roots::rsqrt_newton(z, detail::roots::rsqrt_newton(z, detail::roots::rsqrt_seed(z)));
  const float s0 = fp::mul(z, y);
  const float s = fp::fma(fp::fma(-s0, s0, z), fp::mul(y, 0.5f), s0);
  const float v = big ? s : x;
  return {asin_poly(v), big};
}

WARPMATH_HD float quiet_nan() { return fp::as_float(0x7fc00000u); }

}  // namespace warpmath::detail::fast_invtrig

namespace warpmath::fast {

WARPMATH_HD float atanf(float x) {
  const float ax = fp::abs(x);
  const float t = ax > 0x1p25f ? 0x1p25f : ax;  // keeps a NaN
  const bool big = t > 1.0f;
  const float u = big ? detail::fast_recip::reciprocal(t) : t;
  const float a = detail::fast_invtrig::atan_poly(u);
  return fp::copysign(big ? detail::fast_invtrig::pio2_minus(a) : a, x);
}

WARPMATH_HD float atan2f(float y, float x) {
  const float ax = fp::abs(x), ay = fp::abs(y);
  const bool swap = ay > ax;
  const float num = swap ? ax : ay, den = swap ? ay : ax;
  float u = fp::div(num, den);
  if (detail::unlikely(num == den)) {  // never for a NaN
    u = den == 0.0f ? 0.0f
                    : 1.0f;  // atan2(+-0, +-0), atan2(+-inf, +-inf) (and |y| = |x|: 1 anyway)
  }
  const float a = detail::fast_invtrig::atan_poly(u);
  // a, pi/2 - a, pi/2 + a (x < 0 and swapped: pi - (pi/2 - a)), pi - a: C + s a with
  // C = C_HI + C_LO in {0, pi/2, pi}, one FMA and the tail.
  const bool negative_x = (fp::as_uint(x) >> 31) != 0u;
  const float c_hi = swap ? fp::kPiOver2Hi : (negative_x ? fp::kPiHi : 0.0f);
  const float c_lo = swap ? fp::kPiOver2Lo : (negative_x ? fp::kPiLo : 0.0f);
  const float v = fp::add(fp::fma(swap != negative_x ? -1.0f : 1.0f, a, c_hi), c_lo);
  return fp::copysign(v, y);
}

WARPMATH_HD float asinf(float x) {
  if (detail::unlikely(fp::abs_bits(x) > 0x3f800000u)) return detail::fast_invtrig::quiet_nan();
  const detail::fast_invtrig::asin_arg r = detail::fast_invtrig::asin_reduce(x);
  // pi/2 - 2a: the FMA against the head of pi/2 is exact (Sterbenz: pi/4 <= 2a <= pi/2 when
  // |x| >= 1/2), so the tail of pi/2 adds in with a single rounding.
  const float big = fp::add(fp::fma(-2.0f, r.a, fp::kPiOver2Hi), fp::kPiOver2Lo);
  return fp::copysign(r.big ? big : r.a, x);
}

WARPMATH_HD float acosf(float x) {
  if (detail::unlikely(fp::abs_bits(x) > 0x3f800000u)) return detail::fast_invtrig::quiet_nan();
  const detail::fast_invtrig::asin_arg r = detail::fast_invtrig::asin_reduce(x);
  const bool negative = x < 0.0f;
  const float m = r.big ? (negative ? -2.0f : 2.0f) : -1.0f;
  const float c = r.big ? (negative ? fp::kPiHi : 0.0f) : fp::kPiOver2Hi;
  return fp::fma(m, r.a, c);
}

}  // namespace warpmath::fast
