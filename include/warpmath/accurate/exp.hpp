// warpmath/accurate/exp.hpp -- the accurate kernels of expf, exp2f, exp10f (namespace
// warpmath::detail::accurate): the default tier's implementations before they were rewritten
// for cost, unchanged. Faithful for every input and nearly always correctly rounded:
//
// expf: x = k * ln2/128 + r (reduce/exp_reduce.hpp: Cody-Waite with an exact FMA first step, r as
// a float-float, |r| < 0.00271), k = 128 m + j, e^x = 2^m * 2^(j/128) * e^r with the table
// 2^(j/128) = T_hi + T_lo (reduce/exp2_table.hpp) and e^r from exp_ff (exp/exp_kernels.hpp;
// polynomial: tools/sollya/exp_poly.sollya), which returns T e^r as a float-float within 2^-37.8
// relative.  That is rounded once and scaled by 2^m exactly.  The fast path covers |x| <= 87.336
// (results normal and finite); beyond it exp_special returns +inf above EXP_OVERFLOW_X, +0 at or
// below EXP_UNDERFLOW_X, and in between rounds once also onto the subnormal grid (scale_round).
// Error < 0.5 + 2^-13 ulp.
//
// exp2f: x = k/128 + t with k = rint(128 x) and t exact (reduce_exp2), r = t ln2 as a
// float-float, then as expf; exact where 2^x is a float (x an integer >= -149).  Fast path
// |x| <= 126.
//
// exp10f: y = x ln10 as a float-float (ln10 = LN10_HI + LN10_LO to 2^-50.9), then as expf on y
// (reduce_exp10): 2^-35 relative before the one final rounding, error < 0.5 + 2^-11 ulp; exact
// where 10^x is a float (x = 0 .. 10).  Fast path |x| <= 37.93.
//
// Thresholds: tools/sollya/exp_constants.sollya.  Special values (C23 F.10.3.1-3): b^(+-0) = 1,
// b^(-inf) = +0, b^(+inf) = +inf, NaN -> NaN.  Measured error: docs/sweeps/accurate_expf.json,
// accurate_exp2f.json, accurate_exp10f.json.
#pragma once
#include <cstdint>

#include "../exp/exp_kernels.hpp"
#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "../reduce/exp_reduce.hpp"

namespace warpmath::detail::accurate {

WARPMATH_HD float expf(float x) {
  const detail::reduce::exp_reduced red = detail::reduce::reduce_exp(x);
  const fp::ff v = detail::exp::exp_ff(red);
  if (detail::unlikely(fp::abs_bits(x) > detail::exp::kExpFastLimitBits)) {
    return detail::exp::exp_special(x, v, red.k, detail::exp::kExpOverflowX,
                                    detail::exp::kExpUnderflowX);
  }
  return fp::mul(fp::add(v.hi, v.lo), detail::exp::exp2_of_k(red.k));
}

WARPMATH_HD float exp2f(float x) {
  const detail::reduce::exp_reduced red = detail::reduce::reduce_exp2(x);
  const fp::ff v = detail::exp::exp_ff(red);
  if (detail::unlikely(fp::abs_bits(x) > detail::exp::kExp2FastLimitBits)) {
    return detail::exp::exp_special(x, v, red.k, detail::exp::kExp2OverflowX,
                                    detail::exp::kExp2UnderflowX);
  }
  return fp::mul(fp::add(v.hi, v.lo), detail::exp::exp2_of_k(red.k));
}

WARPMATH_HD float exp10f(float x) {
  const detail::reduce::exp_reduced red = detail::reduce::reduce_exp10(x);
  const fp::ff v = detail::exp::exp_ff(red);
  if (detail::unlikely(fp::abs_bits(x) > detail::exp::kExp10FastLimitBits)) {
    return detail::exp::exp_special(x, v, red.k, detail::exp::kExp10OverflowX,
                                    detail::exp::kExp10UnderflowX);
  }
  return fp::mul(fp::add(v.hi, v.lo), detail::exp::exp2_of_k(red.k));
}

}  // namespace warpmath::detail::accurate
