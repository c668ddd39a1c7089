// warpmath/exp/exp2f.hpp -- exp2f: 2^x, faithful (< 1 ulp) for every input; exact where 2^x is a
// float (x an integer >= -149).
//
// Algorithm (no table, no float-float): s = RN(x + 1.5 * 2^23) holds k = rint(x) in its mantissa,
// and f = x - (s - 1.5 * 2^23) = x - k is exact, |f| <= 1/2.  2^f = P(f) = 1 + f (C1 + f (C2 +
// ... + f C6)), degree 6 (tools/sollya/exp_lean.sollya: relative error 2^-28.0), Horner with
// FMAs; 2^x = P(f) 2^k by adding k to the exponent field (exp/exp_lean.hpp, scale_by_k), exact
// for -125 <= k <= 127.  At an integer f = 0 and P(0) = 1 exactly.
// Error, in ulps of the result (p = P(f) in [0.7071, 1.4143]; an ulp of p is 2^-24 below 1,
// where the terms are largest): the final rounding 0.5; the rounding of the last Horner value
// C ~ (2^f - 1)/f in [0.58, 0.70), times |f| <= 1/2, <= 0.25; the next two Horner values,
// <= 0.063 + 0.004; the polynomial, <= 0.061: below 0.88 (all at f = -1/2).
// Rare inputs (k outside [-125, 127]: x < -125.5 or x >= 127.5, NaN, infinities) leave through
// one unsigned test on s into exp_rare (exp/exp_lean.hpp): +inf for x > 0x1.fffffep6, +0 for
// x <= -150, else P(f) 2^k rounded once, also onto the subnormal grid (exact at integers).
// Special values (C23 F.10.3.2): exp2(+-0) = 1, exp2(-inf) = +0, exp2(+inf) = +inf, NaN -> NaN.
// Measured: max 0.878 ulp over all 2^32 inputs (docs/sweeps/exp2f.json); 30.8
// issued instructions per warp on sm_90 (CUDA 18; the accurate kernel, accurate/exp.hpp: 52).
#pragma once
#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "exp_lean.hpp"

namespace warpmath {

WARPMATH_HD float exp2f(float x) {
  // tools/sollya/exp_lean.sollya
  constexpr float C1 = 0x1.62e43p-1f, C2 = 0x1.ebfbd8p-3f, C3 = 0x1.c6af76p-5f, C4 = 0x1.3b30ap-7f,
                  C5 = 0x1.5f0b82p-10f, C6 = 0x1.3fa206p-13f;
  const float s = fp::add(x, fp::kRoundingShift);
  const float f = fp::sub(x, fp::sub(s, fp::kRoundingShift));
  const float p = fp::horner(f, 1.0f, C1, C2, C3, C4, C5, C6);
  if (detail::unlikely(!detail::exp::k_in_fast_range(s))) {
    return detail::exp::exp_rare(x, p, s, detail::exp::kExp2OverflowX,
                                 detail::exp::kExp2UnderflowX);
  }
  return detail::exp::scale_by_k(p, s);
}

}  // namespace warpmath
