// warpmath/accurate/special.hpp -- the accurate kernels of erff, erfcf and erfinvf
// (docs/design.md, "Tiers"): the near-correctly-rounded evaluations that the default tier's
// functions of these names used before it was rewritten for cost, unchanged.
//
// erff, algorithm (special/erf_kernels.hpp):
//   |x| < 2^-100   x 2/sqrt(pi) as a float-float, scaled by 2^126 so that its low part does not
//                  underflow, rounded once (also to a subnormal) by round_times_2m126.
//   |x| < 1/2      erf_small_ff: x P(x^2) in float-float (tools/sollya/special_erf.sollya), within
//                  2^-31 relative; rounded once; odd, the result takes x's sign (erf(-0) = -0).
//   1/2 <= |x| < 4 1 - erfc(|x|), erfc(|x|) = e^(-x^2) erfcx(|x|) (erfc_core: x^2 split exactly,
//                  the exp kernels, erfcx_ff) within 2^-28 relative; erfc(|x|) <= 0.48 and
//                  erf(|x|) >= 0.52, so the difference (formed exactly by fast_two_sum) is within
//                  2^-28 relative before its one rounding.
//   |x| >= 4       +-1: erfc(4) < 2^-25, below half an ulp of 1 (erf(x) rounds to 1 from
//                  x = 3.9192 on, tools/sollya/special_constants.sollya).
//   Error: at most 0.5 + 2^-4 ulp by the bounds above.
//
// erfcf, algorithm (special/erf_kernels.hpp): with a = |x|, erfc(a) = e^(-a^2) erfcx(a)
// (erfc_core): a^2 = z.hi + z.lo exactly (two_prod), e^(-z) by the exp kernels as 2^m (v.hi + v.lo)
// with z.lo folded into the reduction (2^-35 relative), erfcx(a) by erfcx_ff (piecewise
// polynomials on [0, 4), an asymptotic polynomial in 1/a^2 beyond: within 2^-28.3 relative), their
// product as a float-float; no cancellation anywhere.
//   x >= 0          RN(2^m P) with one rounding, also for subnormal results (round_scaled).
//   x < 0           2 - erfc(a), formed exactly (fast_two_sum) and rounded once.
//   x >= 10.0625    +0: erfc(x) < 2^-150 from x = 10.0542 on.  x <= -10.0625: 2.
//   Error: the float-float is within 2^-28 relative of erfc, so the result is within
//   0.5 + 2^-4 ulp (also for subnormal results, whose ulp is larger relative to the value).
//
// Special values (C23 F.10.5.1, F.10.5.2): erf(+-0) = +-0, erf(+-inf) = +-1, erfc(+inf) = +0,
// erfc(-inf) = 2, erfc(+-0) = 1, NaN -> NaN.
// Measured error: docs/sweeps/accurate_erff.json, docs/sweeps/accurate_erfcf.json.
//
// erfinvf, algorithm (special/erfinv_kernels.hpp), a = |x|, odd:
//   a < 2^-26       RN(a sqrt(pi)/2) in float-float, rounded once (subnormal results too).
//   a <= 1/2        erfinv_central_ff: a polynomial y0 in a^2 (2^-18 relative), one Newton step
//                   on erf_small_ff (erf to 2^-31): y0 + d within 2^-30.3 relative, rounded once.
//   1/2 < a < 1     erfcinv(1 - a), 1 - a exact (Sterbenz): erfcinv_tail_ff, y0 a polynomial in
//                   sqrt(-log(1 - a)) (2^-17.5), one Newton step on log erfc (the erf kernels'
//                   erfc to 2^-28): within 2^-27.7 relative, rounded once.
//   Error: at most 0.5 + 2^-3.7 ulp by these bounds (ulp(y) >= 2^-24 y).
//   Special values (as CUDA's erfinvf): erfinv(+-0) = +-0, erfinv(+-1) = +-inf, erfinv(x) = NaN
//   for |x| > 1 (+-inf included), erfinv(NaN) = NaN.  Measured: docs/sweeps/accurate_erfinvf.json.

#pragma once
#include "../exp/exp_kernels.hpp"
#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../special/erf_kernels.hpp"
#include "../special/erfinv_kernels.hpp"

namespace warpmath::detail::accurate {

WARPMATH_HD float erff(float x) {
  const float ax = fp::abs(x);
  if (detail::unlikely(ax < 0x1p-100f)) {
    // erf(x) = x 2/sqrt(pi) (1 - x^2/3 + ...), x^2/3 < 2^-200: RN(|x| 2^126 * 2/sqrt(pi)) 2^-126,
    // rounded once (round_times_2m126) also where the result is subnormal; +-0 keep their sign.
    const float w = fp::mul(ax, 0x1p126f);
    const fp::ff p = fp::two_prod(w, fp::kTwoOverSqrtPiHi);
    const fp::ff e = fp::fast_two_sum(p.hi, fp::fma(w, fp::kTwoOverSqrtPiLo, p.lo));
    return fp::copysign(detail::exp::round_times_2m126(e), x);
  }
  if (ax < 0.5f) {
    const fp::ff e = detail::special::erf_small_ff(x);
    return fp::copysign(fp::add(e.hi, e.lo), x);
  }
  if (detail::unlikely(!(ax < 4.0f))) return x != x ? fp::add(x, x) : fp::copysign(1.0f, x);
  const detail::special::scaled_ff c = detail::special::erfc_core(ax);
  return fp::copysign(detail::special::base_minus_scaled(1.0f, c.p, c.m), x);
}

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

WARPMATH_HD float erfinvf(float x) {
  const float a = fp::abs(x);
  if (detail::unlikely(!(a < 1.0f))) return detail::special::erfinv_outside(x);
  if (a <= 0.5f) return detail::special::erfinv_central(x);
  const fp::ff y = detail::special::erfcinv_tail_ff(fp::sub(1.0f, a));
  return fp::copysign(fp::add(y.hi, y.lo), x);
}

}  // namespace warpmath::detail::accurate
