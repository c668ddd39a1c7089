// warpmath/exp/expf.hpp -- expf: e^x, faithful (< 1 ulp) for every input, nearly always
// correctly rounded.
//
// Algorithm: x = k * ln2/128 + r (reduce/exp_reduce.hpp: Cody-Waite with an exact FMA first
// step, r as a float-float, |r| < 0.00271), k = 128 m + j, e^x = 2^m * 2^(j/128) * e^r with the
// table 2^(j/128) = T_hi + T_lo (reduce/exp2_table.hpp) and e^r from exp_ff
// (exp/exp_kernels.hpp; polynomial: tools/sollya/exp_poly.sollya), which returns T e^r as a
// float-float within 2^-37.8 relative.  That is rounded once and scaled by 2^m exactly.
// The fast path covers |x| <= 87.336 (EXP_NORMAL_LIMIT: results normal and finite); beyond it
// exp_special returns +inf above EXP_OVERFLOW_X, +0 at or below EXP_UNDERFLOW_X, and in between
// rounds once also onto the subnormal grid (scale_round).  Error: 2^-37.8 relative before the
// final rounding, so < 0.5 + 2^-13 ulp, and only results within that of a rounding boundary can
// be misrounded.  Thresholds: tools/sollya/exp_constants.sollya.
// Special values (C23 F.10.3.1): exp(+-0) = 1, exp(-inf) = +0, exp(+inf) = +inf, NaN -> NaN.
// Measured error: docs/sweeps/expf.json (the catalogue's bound).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "../reduce/exp_reduce.hpp"
#include "exp_kernels.hpp"

namespace warpmath {

WARPMATH_HD float expf(float x) {
  const detail::reduce::exp_reduced red = detail::reduce::reduce_exp(x);
  const fp::ff v = detail::exp::exp_ff(red);
  if (detail::unlikely(fp::abs_bits(x) > detail::exp::kExpFastLimitBits)) {
    return detail::exp::exp_special(x, v, red.k, detail::exp::kExpOverflowX,
                                    detail::exp::kExpUnderflowX);
  }
  return fp::mul(fp::add(v.hi, v.lo), detail::exp::exp2_of_k(red.k));
}

}  // namespace warpmath
