// warpmath/exp/expf.hpp -- expf: e^x, faithful (< 1 ulp) for every input.
//
// Algorithm (no table, no float-float): s = RN(x RN(log2 e) + 1.5 * 2^23) holds k =
// rint(x RN(log2 e)) in its mantissa (|x log2 e - k| <= 0.5 + 2^-18.9 for |x| <= 104); r = x - k
// ln2 by Cody-Waite: fma(-k, LN2_HI, x) is exact (LN2_HI = 0x1.62e43p-1 is a multiple of 2^-21; for
// |x| >= 1/2, x is a multiple of 2^-24 and |x - k LN2_HI| < 1/2 needs at most 23 bits on that
// grid; for |x| < 1/2, k is 0 or the difference is exact by Sterbenz), then fma(-k, LN2_LO, .)
// rounds once: |r| <= 0.34658, error <= ulp(r)/2 (<= 2^-26) plus |k| 2^-53.
// e^r = P(r) = 1 + r (1 + r (C2 + r (C3 + ... + r C6))), degree 6 (tools/sollya/exp_lean.sollya:
// relative error 2^-28.0), Horner with FMAs; e^x = P(r) 2^k by adding k to the exponent field
// (exp/exp_lean.hpp, scale_by_k), exact for -125 <= k <= 127.
// Error, in ulps of the result (p = P(r) in [0.7071, 1.4143]; an ulp of p is 2^-24 below 1,
// where the terms are largest): the final rounding 0.5; the rounding of r, p ulp(r)/2 <= 0.20;
// the rounding of the last Horner value C = 1 + r (C2 + ...) in [0.84, 1), times |r|, <= 0.18;
// the next two Horner values, <= 0.03 + 0.01; the polynomial, <= 0.06: below 0.94 (at r near
// -0.347; the first two terms peak at opposite ends of [-0.347, -0.25]).
// Rare inputs (k outside [-125, 127]: x < -86.99 or x > 88.37, NaN, infinities) leave through one
// unsigned test on s into exp_rare (exp/exp_lean.hpp): +inf above EXP_OVERFLOW_X, +0 at or below
// EXP_UNDERFLOW_X (tools/sollya/exp_constants.sollya), else P(r) 2^k rounded once, also onto the
// subnormal grid (error < 0.5 + e/2 ulp there, e < 1 the error of P(r)).
// Special values (C23 F.10.3.1): exp(+-0) = 1, exp(-inf) = +0, exp(+inf) = +inf, NaN -> NaN.
// Measured: max 0.891 ulp over all 2^32 inputs (docs/sweeps/expf.json); 32.1 issued
// instructions per warp on sm_90 (CUDA 24; the accurate kernel, accurate/exp.hpp: 49.8).
#pragma once
#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "exp_lean.hpp"

namespace warpmath {

WARPMATH_HD float expf(float x) {
  // tools/sollya/exp_lean.sollya
  constexpr float C2 = 0x1.fffff8p-2f, C3 = 0x1.55548cp-3f, C4 = 0x1.555b82p-5f,
                  C5 = 0x1.123cf6p-7f, C6 = 0x1.686a3cp-10f;
  const float s = fp::fma(x, fp::kLog2EHi, fp::kRoundingShift);
  const float k = fp::sub(s, fp::kRoundingShift);
  const float r = fp::fma(-k, fp::kLn2Lo, fp::fma(-k, fp::kLn2Hi, x));
  const float p = fp::horner(r, 1.0f, 1.0f, C2, C3, C4, C5, C6);
  if (detail::unlikely(!detail::exp::k_in_fast_range(s))) {
    return detail::exp::exp_rare(x, p, s, detail::exp::kExpOverflowX, detail::exp::kExpUnderflowX);
  }
  return detail::exp::scale_by_k(p, s);
}

}  // namespace warpmath
