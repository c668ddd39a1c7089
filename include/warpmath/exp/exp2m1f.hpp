// warpmath/exp/exp2m1f.hpp -- exp2m1f (C23): 2^x - 1, faithful (< 1 ulp) for every input, nearly
// always correctly rounded, with full relative accuracy near 0.
//
// Algorithm: the reduction of exp2f (reduce/exp_reduce.hpp, reduce_exp2: x = k/128 + t exactly,
// r = t ln2 as a float-float), then expm1_ff (exp/exp_kernels.hpp; polynomial:
// tools/sollya/expm1_poly.sollya) as in expm1f (exp/expm1f.hpp): 2^m T e^r - 1 as a float-float
// within 2^-31.3 relative (2^-37 for |x ln2| > 0.1), rounded once: error < 0.5 + 2^-7 ulp.
// Near 0 (k = 0) the result is r + r^2 P(r) with r = x ln2 to 2^-47 relative.
// Branches (one test on the bits, the common path is branch-free):
//   |x| < 2^-100        RN(x ln2) by times_const_tiny (exp/exp_kernels.hpp): the next term,
//                       (x ln2)^2/2, is 2^-100 relative; rounded once also for subnormal
//                       results (|x| < 2^-125.47), signed zeros kept.  (Below 2^-100 the float-
//                       float r = x ln2 of the main path would lose its low part to underflow.)
//   |x| <= 126          expm1_ff.
//   x < -126            -1.
//   x > 126             the accurate exp2f (accurate/exp.hpp): 2^x >= 2^126, the 1 is far
//                       below half an ulp.
// Special values (C23 F.10.3.3 / 7.12.6.5): exp2m1(+-0) = +-0, exp2m1(-inf) = -1,
// exp2m1(+inf) = +inf, NaN -> NaN.
// Measured error: docs/sweeps/exp2m1f.json (the catalogue's bound).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "../reduce/exp_reduce.hpp"
#include "exp_kernels.hpp"
#include "expm1_kernels.hpp"

namespace warpmath {

WARPMATH_HD float exp2m1f(float x) {
  const detail::reduce::exp_reduced red = detail::reduce::reduce_exp2(x);
  const fp::ff v = detail::exp::expm1_ff(red);
  if (detail::unlikely(fp::abs_bits(x) - detail::exp::kTimesConstTinyLimitBits >
                       detail::exp::kExp2FastLimitBits - detail::exp::kTimesConstTinyLimitBits)) {
    return detail::exp::exp2m1f_special(x);
  }
  return fp::add(v.hi, v.lo);
}

}  // namespace warpmath
