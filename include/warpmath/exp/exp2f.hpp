// warpmath/exp/exp2f.hpp -- exp2f: 2^x, faithful (< 1 ulp) for every input, nearly always
// correctly rounded; exact where 2^x is a float (x an integer >= -149).
//
// Algorithm: x = k/128 + t with k = rint(128 x) and t exact (reduce/exp_reduce.hpp, reduce_exp2),
// r = t ln2 as a float-float; then as expf (exp/expf.hpp): 2^x = 2^m * 2^(j/128) * e^r with the
// table of reduce/exp2_table.hpp and exp_ff (exp/exp_kernels.hpp; polynomial:
// tools/sollya/exp_poly.sollya), 2^-37.8 relative before the one final rounding (error < 0.5 +
// 2^-13 ulp), scaled by 2^m.
// For x a multiple of 1/128, r = 0 and the result is RN(T_hi + T_lo) * 2^m: exact at integers.
// The fast path covers |x| <= 126 (results normal); beyond it exp_special returns +inf for
// x > 0x1.fffffep6 (RN(2^x) = 2^128 from x = 128 on), +0 for x <= -150 (2^-150 ties to +0), and
// rounds once also onto the subnormal grid.  Thresholds: tools/sollya/exp_constants.sollya.
// Special values (C23 F.10.3.2): exp2(+-0) = 1, exp2(-inf) = +0, exp2(+inf) = +inf, NaN -> NaN.
// Measured error: docs/sweeps/exp2f.json (the catalogue's bound).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "../reduce/exp_reduce.hpp"
#include "exp_kernels.hpp"

namespace warpmath {

WARPMATH_HD float exp2f(float x) {
  const detail::reduce::exp_reduced red = detail::reduce::reduce_exp2(x);
  const fp::ff v = detail::exp::exp_ff(red);
  if (detail::unlikely(fp::abs_bits(x) > detail::exp::kExp2FastLimitBits)) {
    return detail::exp::exp_special(x, v, red.k, detail::exp::kExp2OverflowX,
                                    detail::exp::kExp2UnderflowX);
  }
  return fp::mul(fp::add(v.hi, v.lo), detail::exp::exp2_of_k(red.k));
}

}  // namespace warpmath
