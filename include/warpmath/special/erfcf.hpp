// warpmath/special/erfcf.hpp -- erfcf: the complementary error function 1 - erf(x), faithful
// (< 1 ulp) for every input, with full relative accuracy in the right tail down to the last
// subnormal.
//
// Algorithm (special/erf_kernels.hpp): with a = |x|, erfc(a) = e^(-a^2) erfcx(a) (erfc_core):
// a^2 = z.hi + z.lo exactly (two_prod), e^(-z) by the exp kernels as 2^m (v.hi + v.lo) with
// z.lo folded into the reduction (2^-35 relative), erfcx(a) by erfcx_ff (piecewise polynomials
// on [0, 4), an asymptotic polynomial in 1/a^2 beyond: within 2^-28.3 relative), their product
// as a float-float; no cancellation anywhere.
//   x >= 0          RN(2^m P) with one rounding, also for subnormal results (round_scaled).
//   x < 0           2 - erfc(a), formed exactly (fast_two_sum) and rounded once.
//   x >= 10.0625    +0: erfc(x) < 2^-150 from x = 10.0542 on.  x <= -10.0625: 2.
// Error: the float-float is within 2^-28 relative of erfc, so the result is within
// 0.5 + 2^-4 ulp (also for subnormal results, whose ulp is larger relative to the value).
// Special values (C23 F.10.5.2): erfc(+inf) = +0, erfc(-inf) = 2, erfc(NaN) = NaN, erfc(+-0) = 1.
// Measured error: docs/sweeps/erfcf.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "erf_kernels.hpp"

namespace warpmath {

WARPMATH_HD float erfcf(float x) {
  const float ax = fp::abs(x);
  if (detail::unlikely(!(ax < 10.0625f))) {
    if (x != x) return fp::add(x, x);
    return x > 0.0f ? 0.0f : 2.0f;
  }
  const detail::special::scaled_ff c = detail::special::erfc_core(ax);
  if (x < 0.0f) return detail::special::base_minus_scaled(2.0f, c.p, c.m);
  return detail::special::round_scaled(c.p, c.m);
}

}  // namespace warpmath
