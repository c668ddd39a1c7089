// warpmath/hyperbolic/coshf.hpp -- coshf: hyperbolic cosine, faithful (< 1 ulp) for every input,
// nearly always correctly rounded.
//
// Algorithm, on a = |x| (cosh is even: the sign of x is ignored, bit-exact symmetry):
//   a <= 89.416          (e^a + e^-a)/2: e^a = 2^m P and e^-a = 2^m N from one reduction
//                        (hyperbolic/hyperbolic_kernels.hpp, exp_pos_neg: each within 2^-37.8
//                        relative), P + N as a float-float (fast_two_sum of the heads; no
//                        cancellation), rounded once and scaled by 2^(m-1) exactly
//                        (detail::exp::scale_round, which overflows to inf exactly when the
//                        rounded value does).  Error < 0.5 ulp + 2^-13 ulp.  Near 0 no polynomial
//                        is needed: cosh(a) = 1 + a^2/2 + ... is accurate relative to 1, and for
//                        a < 2^-12 the sum rounds to 1.
//   a > SINH_OVERFLOW_X  +inf (the same float as for sinh:
//                        tools/sollya/hyperbolic_constants.sollya); NaN -> NaN.
// Special values (C23 F.10.2.4): cosh(+-0) = 1, cosh(+-inf) = +inf, NaN -> NaN.
// Measured error: docs/sweeps/coshf.json (the catalogue's bound).
#pragma once
#include "../exp/exp_kernels.hpp"
#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "hyperbolic_kernels.hpp"

namespace warpmath {

WARPMATH_HD float coshf(float x) {
  if (detail::unlikely(fp::abs_bits(x) > detail::hyperbolic::kSinhOverflowXBits)) {
    return detail::hyperbolic::sinh_cosh_special(x, false);
  }
  const detail::hyperbolic::exp_pos_neg_ff e = detail::hyperbolic::exp_pos_neg(fp::abs(x));
  const fp::ff sum = fp::fast_two_sum(e.pos.hi, e.neg.hi);
  const float tail = fp::add(fp::add(e.pos.lo, e.neg.lo), sum.lo);
  return detail::exp::scale_round({sum.hi, tail}, e.m - 1);
}

}  // namespace warpmath
