// warpmath/exp/exp10f.hpp -- exp10f: 10^x, faithful (< 1 ulp) for every input.
//
// Algorithm (no table): s = RN(x RN(log2 10) + 1.5 * 2^23) holds k = rint(x RN(log2 10)) in its
// mantissa (|x log2 10 - k| <= 0.5 + 2^-18.3 for |x| <= 45.2); r = x - k log10(2) by Cody-Waite:
// fma(-k, LOG10_2_HI, x) is exact (LOG10_2_HI is a multiple of 2^-25; for |x| >= 1/4 so is x, and
// |x - k LOG10_2_HI| < 1/4 needs at most 23 bits; for |x| < 1/4, k is 0 or +-1 and the difference
// lies on the grid 2^-26 below 1/4), then fma(-k, LOG10_2_LO, .) rounds once: |r| <= 0.15052,
// error <= ulp(r)/2 (<= 2^-27) plus |k| 2^-51.
// 10^r = P(r) = 1 + C1 r + r^2 D(r), D = C2 + r (C3 + ... + r C6), degree 6
// (tools/sollya/exp_lean.sollya: relative error 2^-28.3).  Horner as in expf would round
// C = C1 + r D in [1.94, 2.75], whose ulp is 2^-22 from 2 on, and times |r| <= 0.15 that costs up
// to 0.25 ulp; with the rounding of r (below) it exceeds 1 ulp near r = -1/8.  So the head is
// exact: h = RN(1 + C1 r) and its error e = (1 - h) + C1 r (1 - h is exact by Sterbenz, the FMA
// rounds only far below ulp(h)), and p = h + (e + r^2 D) is rounded once.  10^x = p 2^k by adding
// k to the exponent field (exp/exp_lean.hpp, scale_by_k), exact for -125 <= k <= 127.
// Error, in ulps of the result (p in [0.7071, 1.4143]; an ulp of p is 2^-24 below 1, where the
// terms are largest): the final rounding 0.5; the rounding of r, ln10 p ulp(r)/2 <= 0.22; the
// rounding of r^2, of D and of e + r^2 D, <= 0.06 + 0.045 + 0.031; the polynomial, <= 0.04:
// below 0.9.
// Rare inputs (k outside [-125, 127]: x < -37.78 or x > 38.38, NaN, infinities) leave through one
// unsigned test on s into exp_rare (exp/exp_lean.hpp): +inf above EXP10_OVERFLOW_X, +0 at or below
// EXP10_UNDERFLOW_X (tools/sollya/exp_constants.sollya), else p 2^k rounded once, also onto the
// subnormal grid (error < 0.5 + e/2 ulp there, e < 1 the error of p).
// Special values (C23 F.10.3.3): exp10(+-0) = 1, exp10(-inf) = +0, exp10(+inf) = +inf,
// NaN -> NaN.
// Measured: max 0.834 ulp over all 2^32 inputs (docs/sweeps/exp10f.json); 37.0
// issued instructions per warp on sm_90 (CUDA 24; the accurate kernel, accurate/exp.hpp: 51.7).
#pragma once
#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "exp_lean.hpp"

namespace warpmath {

WARPMATH_HD float exp10f(float x) {
  // tools/sollya/exp_lean.sollya
  constexpr float C1 = 0x1.26bb1cp1f, C2 = 0x1.535248p1f, C3 = 0x1.046f9ap1f, C4 = 0x1.2bdbdap0f,
                  C5 = 0x1.156bacp-1f, C6 = 0x1.a497c4p-3f;
  const float s = fp::fma(x, fp::kLog2Of10, fp::kRoundingShift);
  const float k = fp::sub(s, fp::kRoundingShift);
  const float r = fp::fma(-k, fp::kLog10Of2Lo, fp::fma(-k, fp::kLog10Of2Hi, x));
  const float d = fp::horner(r, C2, C3, C4, C5, C6);
  const float h = fp::fma(r, C1, 1.0f);
  const float e = fp::fma(r, C1, fp::sub(1.0f, h));  // 1 + C1 r - h
  const float p = fp::add(h, fp::fma(fp::mul(r, r), d, e));
  if (detail::unlikely(!detail::exp::k_in_fast_range(s))) {
    return detail::exp::exp_rare(x, p, s, detail::exp::kExp10OverflowX,
                                 detail::exp::kExp10UnderflowX);
  }
  return detail::exp::scale_by_k(p, s);
}

}  // namespace warpmath
