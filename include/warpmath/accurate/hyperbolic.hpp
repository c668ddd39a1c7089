// warpmath/accurate/hyperbolic.hpp -- the accurate kernel of tanhf (docs/design.md, "Tiers"): the
// near-correctly-rounded evaluation that warpmath::tanhf used before the default tier was
// rewritten for cost, unchanged: faithful (< 1 ulp) for every input, nearly always correctly
// rounded, with full relative accuracy near 0.
//
// Algorithm, on a = |x| (tanh is odd: the sign is put back at the end, bit-exact symmetry):
//   a < 2^-5             a + a^3 (T3 + T5 a^2 + T7 a^4), tools/sollya/hyperbolic_tanh.sollya
//                        (2^-39.9 relative).  The a^3 term is at most 2^-11.6 a with three
//                        roundings, < 2^-34 relative.  For a < 2^-12 the result is a itself, the
//                        correctly rounded value (tanh(a) = a (1 - a^2/3 + ...), a^2/3 < 2^-25.6 is
//                        below half the gap to a's lower neighbour); subnormal a is exact.
//   2^-5 <= a <= TANH_ONE_X  E/(E + 2), E = expm1(2a) as a float-float (expm1_ff,
//                        exp/exp_kernels.hpp; 2a is exact and reduced by reduce_exp; m <= 26),
//                        E + 2 split exactly by two_sum, then ff_div_rounded (fp/float2.hpp):
//                        one rounding.  The relative error of E passes to the quotient scaled by
//                        2/(E + 2) <= 1: E is within ~2^-35 relative for 2a >= 2^-4
//                        (exp_kernels.hpp bounds the tail of expm1_ff; the bound falls to 2^-37
//                        beyond 0.1), so the result is within 0.5 ulp + ~2^-11 ulp.  No
//                        cancellation anywhere.
//   a > TANH_ONE_X       +-1: tools/sollya/hyperbolic_constants.sollya, the largest float with
//                        tanh(a) < 1 - 2^-25; above it RN(tanh) = 1 (the midpoint 1 - 2^-25 rounds
//                        to the even 1).  Infinities included; NaN -> NaN.
// Both the polynomial and the quotient are computed and one is selected.
// Special values (C23 F.10.2.6): tanh(+-0) = +-0, tanh(+-inf) = +-1, NaN -> NaN.
// Measured error: docs/sweeps/accurate_tanhf.json.
#pragma once
#include <cstdint>

#include "../exp/exp_kernels.hpp"
#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "../hyperbolic/hyperbolic_kernels.hpp"
#include "../reduce/exp_reduce.hpp"

namespace warpmath::detail::accurate {

WARPMATH_HD float tanhf(float x) {
  if (detail::unlikely(fp::abs_bits(x) > detail::hyperbolic::kTanhOneXBits)) {
    return detail::hyperbolic::tanh_special(x);
  }
  // tools/sollya/hyperbolic_tanh.sollya
  constexpr float T3 = -0x1.555556p-2f, T5 = 0x1.11203ep-3f, T7 = -0x1.2db242p-4f;
  const float a = fp::abs(x);
  const float a2 = fp::mul(a, a);
  const float near_zero = fp::fma(a, fp::mul(a2, fp::horner(a2, T3, T5, T7)), a);

  const fp::ff e = detail::exp::expm1_ff(detail::reduce::reduce_exp(fp::add(a, a)));
  const fp::ff den = fp::two_sum(2.0f, e.hi);
  const float away = fp::ff_div_rounded(e, {den.hi, fp::add(den.lo, e.lo)});
  return fp::copysign(a < detail::hyperbolic::kTanhPolyLimit ? near_zero : away, x);
}

}  // namespace warpmath::detail::accurate
