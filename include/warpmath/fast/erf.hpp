// warpmath/fast/erf.hpp -- the fast tier's erff and erfcf: two pieces each, no table, no
// division.
//
// Near zero: erf x = x (2/sqrt(pi) + x^2 P(x^2)), P of degree 5 in x^2
// (tools/sollya/fast_erf.sollya, relative 2^-29.3 on |x| <= 1), 2/sqrt(pi) as a head and a tail
// so that the result is one FMA x * HEAD + x (TAIL + x^2 P), rounded once; erff uses it for |x| <
// 1, erfcf as 1 - x P(x^2) for |x| < 1/2 (there erfc >= 0.479: the subtraction loses at most one
// bit). Tail: erfc|x| = e^(-x^2) R(t), t = 1/(1 + |x|/2) (the Newton reciprocal of recip.hpp, its
// last step against 1 + |x|/2 as a float-float), R of degree 9
// in t approximating erfcx = e^(x^2) erfc(x) for 1/2 <= |x| <= 10.1 (fast_erf.sollya, relative
// 2^-29.4).  e^(-x^2) with x^2 = h + l split exactly (FMA): e^(-h) = 2^k P(r) by the core of
// fast::expf, times (1 - l) (one FMA) and R, and 2^k applied last (exp.hpp,
// scale_by_shifted_k), so that a subnormal result is rounded once, not flushed.  erff = 1 - erfc|x|
// for 1 <= |x| (|x| clamped to 4: erf rounds to 1 above 3.92), with the sign of x; erfcf(x) =
// e^(-x^2) R for x >= 1/2 (|x| clamped to 11: +0 beyond 10.06), 2 - that for x <= -1/2.
// Special values (C23 F.10.5.1/2): erf(+-0) = +-0, erf(+-inf) = +-1, erfc(+inf) = +0,
// erfc(-inf) = 2, NaN -> NaN.  Subnormal x: erf(x) = RN(x P(0)), not flushed.
// Measured error: docs/sweeps/fast_erff.json, docs/sweeps/fast_erfcf.json (the catalogue's bound).
// SASS (sm_90, kernel p[i] = f(p[i]), baseline 15 included): 87 and 88; default tier 387
// and 343.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "exp.hpp"
#include "recip.hpp"

namespace warpmath::detail::fast_erf {

// erf(x) for |x| <= 1.
WARPMATH_HD float erf_poly(float x) {
  // tools/sollya/fast_erf.sollya
  constexpr float P1 = -0x1.81274p-2f, P2 = 0x1.ce2d34p-4f, P3 = -0x1.b7fc22p-6f,
                  P4 = 0x1.541988p-8f, P5 = -0x1.a472e2p-11f, P6 = 0x1.4a95b2p-14f;
  const float s = fp::mul(x, x);
  const float tail =
      fp::mul(x, fp::fma(s, fp::horner(s, P1, P2, P3, P4, P5, P6), fp::kTwoOverSqrtPiLo));
  return fp::fma(x, fp::kTwoOverSqrtPiHi, tail);
}

// erfc(ax) for 1/2 <= ax <= 11 (NaN propagates).
WARPMATH_HD float erfc_tail(float ax) {
  // tools/sollya/fast_erf.sollya
  constexpr float R0 = 0x1.f9e4c8p-19f, R1 = 0x1.20bf08p-2f, R2 = 0x1.2276dcp-2f,
                  R3 = 0x1.e0c75ep-3f, R4 = 0x1.e28bap-3f, R5 = -0x1.bc5388p-4f,
                  R6 = 0x1.a0930ep-2f, R7 = -0x1.38fdep-1f, R8 = 0x1.67d76p-2f,
                  R9 = -0x1.30f0fap-4f;
  // d = RN(1 + ax/2) and its rounding error d_err (exact: d - 1 is exact for d <= 6.5); the
  // last Newton step of the reciprocal takes the residual against d + d_err, so that t is within
  // 0.5 ulp + 2^-34 of 1/(1 + ax/2) (R is sensitive to t: a relative error of t reaches R scaled
  // by up to 1.3).
  const float d = fp::fma(ax, 0.5f, 1.0f);
  const float d_err = fp::fma(ax, 0.5f, -fp::sub(d, 1.0f));
  const float y = detail::fast_recip::newton_step(
      d, detail::fast_recip::newton_step(d, detail::fast_recip::seed(d)));
  const float t = fp::fma(y, fp::fma(-d_err, y, fp::fma(-d, y, 1.0f)), y);
  // R = R0 + t Q(t) with the product t Q exact (two_prod): R's last rounding is avoided.
  const fp::ff tq = fp::two_prod(t, fp::horner(t, R1, R2, R3, R4, R5, R6, R7, R8, R9));
  const fp::ff sq = fp::two_prod(ax, ax);  // x^2 = h + l exactly
  const float h = sq.hi, l = sq.lo;
  // e^-h = 2^k P(r) (fast::expf's core; -h clamped to -104: e^-104 R < 2^-151), and the
  // product P (1 - l) R scaled by 2^k last, so that a subnormal result is rounded once.
  const detail::fast_exp::e_reduced red =
      detail::fast_exp::reduce_e(detail::fast_exp::clamp_keep_nan(-h, -104.0f, 0.0f));
  const float p = detail::fast_exp::exp_e_poly6(red.r);
  const float pe = fp::fma(-p, l, p);
  return detail::fast_exp::scale_by_shifted_k(fp::fma(pe, tq.hi, fp::mul(pe, fp::add(tq.lo, R0))),
                                              red.shifted);
}

}  // namespace warpmath::detail::fast_erf

namespace warpmath::fast {

WARPMATH_HD float erff(float x) {
  const float ax = detail::fast_exp::clamp_keep_nan(fp::abs(x), 0.0f, 4.0f);
  const float v =
      ax < 1.0f ? detail::fast_erf::erf_poly(ax) : fp::sub(1.0f, detail::fast_erf::erfc_tail(ax));
  return fp::copysign(v, x);
}

WARPMATH_HD float erfcf(float x) {
  const float ax = detail::fast_exp::clamp_keep_nan(fp::abs(x), 0.0f, 11.0f);
  const float tail = detail::fast_erf::erfc_tail(ax);
  if (ax < 0.5f) return fp::sub(1.0f, detail::fast_erf::erf_poly(x));
  return x < 0.0f ? fp::sub(2.0f, tail) : tail;
}

}  // namespace warpmath::fast
