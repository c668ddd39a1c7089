// warpmath/trig/tanf.hpp -- tanf: tangent of a float, faithful (< 1 ulp) for every input.
//
// Reduction: |x| = q*pi/2 + hi + lo + lo_err as in sinf (trig/sincosf_kernel.hpp: Cody-Waite on
// the 2^-24 grid below 2^17, Payne-Hanek out of line above; lo_err is lo's rounding error, which
// the cotangent needs when hi = 0).  Then (tools/sollya/trig_tanf.sollya, |r| <= 0.79, relative
// error 2^-29.4):
//   tan(r) = hi + t,  t = (s + s_lo)*u + lo*(1 + 1.5 s),  u = hi*D(s) + hi/4,  s + s_lo = hi^2
// lo*(1 + 1.5 s) stands for lo*sec^2(hi) (within 0.04 ulp of the result).  The tail t is up to
// 0.22 of tan(r) near |r| = pi/4, where the result lies just below 1 and an ulp is smallest
// relative to it; there the rounding of D with its Horner steps (0.09 ulp), of u (0.154), of t
// (0.125), D taken at the rounded s (0.06), the lo term (0.04) and the polynomial (0.025) add up
// to 0.49 ulp before the final rounding of th = hi + t: 0.99.  Hence s is split exactly and the
// 1/4 of the cubic coefficient multiplies hi exactly: with the plain tail r^3 T(s) the maximum is
// 1.03 ulp.  Elsewhere the tail is smaller relative to the result.
// Odd q: tan(x) = -1/(th + tl), tl = t - (th - hi) + lo_err (th + tl = hi + t exactly, Fast2Sum:
// hi is a multiple of ulp(t) or larger than t).  The reciprocal needs no division: z0 =
// 0x7ef311c3 - bits(th) (relative error below 0.0505, either sign), one cubic step z1 = z0 (1 + e
// + e^2), e = 1 - z0 th (2^-12.9), and a final cubic step with e = 1 - z1 (th + tl), which leaves
// 2^-38 plus the roundings of the correction; th's error above enters relatively, and the result
// is 1 or more in magnitude there, so it weighs half as much.  Both paths are computed (no branch
// on q); the result takes x's sign.
// Special values (C23 F.10.1.7): tan(+-0) = +-0, tan(+-inf) = NaN, tan(NaN) = NaN.  No float is
// close enough to an odd multiple of pi/2 for tanf to overflow.
// Measured: max 0.939 ulp over all 2^32 inputs (docs/sweeps/tanf.json, at 0x1.606f48p+115, where
// the tail's six errors above all point the same way: 0.439); 61 issued instructions per warp on
// sm_90 (CUDA 38).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "sincosf_kernel.hpp"

namespace warpmath::detail::trig {

// tan(hi + lo) for even q, -cot(hi + lo) for odd q, |hi + lo| <= 0.79, |lo| <= ulp(hi); lo_err:
// the rounding error of lo where it matters (hi = 0), else 0.
WARPMATH_HD float tan_reduced(float hi, float lo, float lo_err, std::uint32_t q) {
  // tools/sollya/trig_tanf.sollya: tan(r) ~= r + r^3/4 + r^3 D(r^2)
  constexpr float D0 = 0x1.555586p-4f, D1 = 0x1.110d3cp-3f, D2 = 0x1.baeac6p-5f,
                  D3 = 0x1.5c11fap-6f, D4 = 0x1.6657c4p-7f, D5 = -0x1.4ee6aap-15f,
                  D6 = 0x1.2312d2p-8f;
  constexpr std::uint32_t kReciprocalSeed = 0x7ef311c3u;  // bits(1/v) ~ seed - bits(v)
  const float s = fp::mul(hi, hi);
  const float s_lo = fp::fma(hi, hi, -s);  // exact
  const float u = fp::fma(hi, fp::horner(s, D0, D1, D2, D3, D4, D5, D6), fp::mul(0.25f, hi));
  const float lo_sec2 = fp::fma(fp::mul(1.5f, lo), s, lo);
  const float t = fp::fma(s, u, fp::fma(s_lo, u, lo_sec2));
  const float th = fp::add(hi, t);
  const float tl = fp::add(fp::sub(t, fp::sub(th, hi)), lo_err);
  const float z0 = fp::as_float(kReciprocalSeed - fp::as_uint(th));
  const float e0 = fp::fma(-z0, th, 1.0f);
  const float z1 = fp::fma(z0, fp::fma(e0, e0, e0), z0);
  const float e1 = fp::fma(-z1, tl, fp::fma(-z1, th, 1.0f));
  const float minus_cot = fp::fma(-z1, fp::fma(e1, e1, e1), -z1);
  return (q & 1u) != 0 ? minus_cot : th;
}

// tan |x| (the caller sets the sign).
WARPMATH_HD float tan_abs(float x) {
  const reduce::trig_reduced red = reduce_abs(x);
  return tan_reduced(red.hi, red.lo, red.lo_err, red.q);
}

}  // namespace warpmath::detail::trig

namespace warpmath {

WARPMATH_HD float tanf(float x) {
  return fp::as_float(fp::as_uint(detail::trig::tan_abs(x)) ^ (fp::as_uint(x) & fp::kSignMask));
}

}  // namespace warpmath
