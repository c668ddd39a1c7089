// warpmath/hyperbolic/sinhf.hpp -- sinhf: hyperbolic sine, faithful (< 1 ulp) for every input,
// nearly always correctly rounded.
//
// Algorithm, on a = |x| (sinh is odd: the sign is put back at the end, bit-exact symmetry):
//   a < 2^-4            a + a^3 (S3 + S5 a^2 + S7 a^4), tools/sollya/hyperbolic_sinh.sollya
//                       (2^-38.9 relative).  The a^3 term is at most 2^-10.6 a and carries three
//                       roundings, < 2^-33 relative; the final FMA rounds once.  For a < 2^-11.2
//                       the result is a itself, the correctly rounded value (a^2/6 < 2^-25);
//                       subnormal a is returned exactly (a^2 underflows to 0).
//   2^-4 <= a <= 89.416 (e^a - e^-a)/2: e^a = 2^m P and e^-a = 2^m N from one reduction
//                       (hyperbolic/hyperbolic_kernels.hpp, exp_pos_neg: each within 2^-37.8),
//                       P - N as a float-float (fast_two_sum of the heads, P >= N), rounded once
//                       and scaled by 2^(m-1) exactly (detail::exp::scale_round; it overflows to
//                       inf exactly when the rounded value does).  Cancellation loses a factor
//                       coth(a) < 16.1, so the float-float is within ~2^-33.5 relative of sinh(a)
//                       at a = 2^-4 and within 2^-37 once a > 1.
//   a > SINH_OVERFLOW_X +-inf (tools/sollya/hyperbolic_constants.sollya: the largest float with
//                       a finite RN(sinh)); NaN -> NaN.
// Both the polynomial and the exponential are computed and one is selected: no divergence on
// the common path.
// Special values (C23 F.10.2.5): sinh(+-0) = +-0, sinh(+-inf) = +-inf, NaN -> NaN.
// Measured error: docs/sweeps/sinhf.json (the catalogue's bound).
#pragma once
#include "../exp/exp_kernels.hpp"
#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "hyperbolic_kernels.hpp"

namespace warpmath {

WARPMATH_HD float sinhf(float x) {
  if (detail::unlikely(fp::abs_bits(x) > detail::hyperbolic::kSinhOverflowXBits)) {
    return detail::hyperbolic::sinh_cosh_special(x, true);
  }
  // tools/sollya/hyperbolic_sinh.sollya
  constexpr float S3 = 0x1.555556p-3f, S5 = 0x1.10f2b4p-7f, S7 = 0x1.ab24d8p-11f;
  const float a = fp::abs(x);
  const float a2 = fp::mul(a, a);
  const float near_zero = fp::fma(a, fp::mul(a2, fp::horner(a2, S3, S5, S7)), a);

  const detail::hyperbolic::exp_pos_neg_ff e = detail::hyperbolic::exp_pos_neg(a);
  const fp::ff diff = fp::fast_two_sum(e.pos.hi, -e.neg.hi);
  const float tail = fp::add(fp::sub(e.pos.lo, e.neg.lo), diff.lo);
  const float away = detail::exp::scale_round({diff.hi, tail}, e.m - 1);
  return fp::copysign(a < detail::hyperbolic::kSinhPolyLimit ? near_zero : away, x);
}

}  // namespace warpmath
