// warpmath/exp/exp10f.hpp -- exp10f: 10^x, faithful (< 1 ulp) for every input, nearly always
// correctly rounded; exact where 10^x is a float (x = 0 .. 10).
//
// Algorithm: y = x ln10 as a float-float (ln10 = LN10_HI + LN10_LO to 2^-50.9), then as expf
// (exp/expf.hpp) on y: y = k ln2/128 + r (reduce/exp_reduce.hpp, reduce_exp10),
// 10^x = 2^m * 2^(j/128) * e^r with the table of reduce/exp2_table.hpp and exp_ff
// (exp/exp_kernels.hpp; polynomial: tools/sollya/exp_poly.sollya): 2^-35 relative before the one
// final rounding (mostly from the low part of y, which exp_ff only takes to first order), scaled
// by 2^m: error < 0.5 + 2^-11 ulp.  Where 10^x is a float (x = 0 .. 10), 2^-35 is far inside half
// an ulp, so the rounding returns it exactly.
// The fast path covers |x| <= 37.93 (EXP10_NORMAL_LIMIT: results normal); beyond it exp_special
// returns +inf above EXP10_OVERFLOW_X, +0 at or below EXP10_UNDERFLOW_X, and rounds once also
// onto the subnormal grid.  Thresholds: tools/sollya/exp_constants.sollya.
// Special values (C23 F.10.3.3): exp10(+-0) = 1, exp10(-inf) = +0, exp10(+inf) = +inf,
// NaN -> NaN.
// Measured error: docs/sweeps/exp10f.json (the catalogue's bound).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "../reduce/exp_reduce.hpp"
#include "exp_kernels.hpp"

namespace warpmath {

WARPMATH_HD float exp10f(float x) {
  const detail::reduce::exp_reduced red = detail::reduce::reduce_exp10(x);
  const fp::ff v = detail::exp::exp_ff(red);
  if (detail::unlikely(fp::abs_bits(x) > detail::exp::kExp10FastLimitBits)) {
    return detail::exp::exp_special(x, v, red.k, detail::exp::kExp10OverflowX,
                                    detail::exp::kExp10UnderflowX);
  }
  return fp::mul(fp::add(v.hi, v.lo), detail::exp::exp2_of_k(red.k));
}

}  // namespace warpmath
