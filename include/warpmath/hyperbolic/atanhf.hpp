// warpmath/hyperbolic/atanhf.hpp -- atanhf: inverse hyperbolic tangent, faithful (< 1 ulp) for
// every input, nearly always correctly rounded, with full relative accuracy near 0.
//
// Algorithm, on a = |x| (atanh is odd: the sign is put back at the end, bit-exact symmetry),
// atanh(a) = log((1 + a)/(1 - a)) / 2 = log1p(2a/(1 - a)) / 2:
//   a < 2^-12            a: atanh(a) = a (1 + a^2/3 + ...) and a^2/3 < 2^-25.6 is below half the
//                        gap to a's upper neighbour, so a is correctly rounded; +-0 and
//                        subnormals are exact.
//   a < 0x1.4p-3         log1p(Q)/2, Q = 2a/(1 - a) as a float-float: 1 - a = D.hi + D.lo exactly
//                        (fast_two_sum), q0 = 2a * RN(1/D.hi), the remainder 2a - q0 D.hi exact
//                        by FMA (q0 is within 2 ulps of the quotient) with q0 D.lo taken off,
//                        times RN(1/D.hi) for the low part: Q within ~2^-45 relative.
//                        Q < 0.3704 stays inside the log1p kernel's interval
//                        (tools/sollya/hyperbolic_constants.sollya): relative accuracy as a -> 0.
//   a < 1                log(Z)/2, Z = (1 + a)/(1 - a) the same way with N = 1 + a split exactly
//                        (fast_two_sum; for a >= 1/2, 1 - a is exact and D.lo = 0).  Z < 2^25.
// The log of the float-float is rounded once (hyperbolic/hyperbolic_kernels.hpp, round_ln_ff:
// log1pf's kernel and final rounding; ~0.15 ulp beyond the final rounding in the worst case) and
// halved exactly (the result is >= 2^-12).
// Special values (C23 F.10.2.3): atanh(+-0) = +-0, atanh(+-1) = +-inf, atanh(|x| > 1) = NaN (also
// +-inf), NaN -> NaN.
// Measured error: docs/sweeps/atanhf.json (the catalogue's bound).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "hyperbolic_kernels.hpp"

namespace warpmath {

WARPMATH_HD float atanhf(float x) {
  if (detail::unlikely(fp::abs_bits(x) >= 0x3f800000u)) return detail::hyperbolic::atanh_special(x);
  if (fp::abs_bits(x) < 0x39800000u) return x;  // |x| < 2^-12
  const float a = fp::abs(x);
  const bool near = a < detail::hyperbolic::kAtanhNearLimit;
  const fp::ff den = fp::fast_two_sum(1.0f, -a);
  const fp::ff num = near ? fp::ff{fp::add(a, a), 0.0f} : fp::fast_two_sum(1.0f, a);
  const float rcp = fp::div(1.0f, den.hi);
  const float q0 = fp::mul(num.hi, rcp);
  const float rem = fp::add(fp::fma(-q0, den.hi, num.hi), fp::fma(-q0, den.lo, num.lo));
  const fp::ff w = fp::fast_two_sum(q0, fp::mul(rem, rcp));
  return fp::copysign(fp::mul(0.5f, detail::hyperbolic::round_ln_ff(w, near, 0.0f)), x);
}

}  // namespace warpmath
