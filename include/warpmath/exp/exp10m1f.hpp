// warpmath/exp/exp10m1f.hpp -- exp10m1f (C23): 10^x - 1, faithful (< 1 ulp) for every input,
// nearly always correctly rounded, with full relative accuracy near 0.
//
// Algorithm: the reduction of exp10f (reduce/exp_reduce.hpp, reduce_exp10: x ln10 as a
// float-float, then x ln10 = k ln2/128 + r), then expm1_ff (exp/exp_kernels.hpp; polynomial:
// tools/sollya/expm1_poly.sollya) as in expm1f (exp/expm1f.hpp): 2^m T e^r - 1 as a float-float
// within 2^-31.3 relative (2^-37 for |x ln10| > 0.1), rounded once: error < 0.5 + 2^-7 ulp.
// Near 0 (k = 0) the result is r + r^2 P(r) with r = x ln10 to 2^-47 relative.
// Branches (one test on the bits, the common path is branch-free):
//   |x| < 2^-100        RN(x ln10) by times_const_tiny (exp/exp_kernels.hpp), rounded once also
//                       for subnormal results, signed zeros kept.
//   |x| <= 37.93        expm1_ff.
//   x < -37.93          -1.
//   x > 37.93           the accurate exp10f (accurate/exp.hpp): 10^x > 2^126, the 1 is far
//                       below half an ulp.
// Special values (C23 7.12.6.3): exp10m1(+-0) = +-0, exp10m1(-inf) = -1, exp10m1(+inf) = +inf,
// NaN -> NaN.
// Measured error: docs/sweeps/exp10m1f.json (the catalogue's bound).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "../reduce/exp_reduce.hpp"
#include "exp_kernels.hpp"
#include "expm1_kernels.hpp"

namespace warpmath {

WARPMATH_HD float exp10m1f(float x) {
  const detail::reduce::exp_reduced red = detail::reduce::reduce_exp10(x);
  const fp::ff v = detail::exp::expm1_ff(red);
  if (detail::unlikely(fp::abs_bits(x) - detail::exp::kTimesConstTinyLimitBits >
                       detail::exp::kExp10FastLimitBits - detail::exp::kTimesConstTinyLimitBits)) {
    return detail::exp::exp10m1f_special(x);
  }
  return fp::add(v.hi, v.lo);
}

}  // namespace warpmath
