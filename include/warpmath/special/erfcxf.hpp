// warpmath/special/erfcxf.hpp -- erfcxf: the scaled complementary error function
// erfcx(x) = e^(x^2) erfc(x), faithful (< 1 ulp) for every input, with full relative accuracy
// for large x down to the subnormal results (erfcx(x) ~ 1/(x sqrt(pi)) < 2^-126 beyond x = 2^125).
//
// Algorithm (special/erf_kernels.hpp):
//   0 <= x < 2^100   erfcx_ff (piecewise polynomials on [0, 4), x erfcx(x) as a polynomial in
//                    1/x^2 beyond, divided by x in float-float): within 2^-28.3 relative; rounded
//                    once.
//   x >= 2^100       1/(x sqrt(pi)) (the next term, -1/(2x^2), is below 2^-200): B0 / (x 2^-126)
//                    as a float-float (x 2^-126 exact), then round_times_2m126 (exp_kernels.hpp)
//                    rounds it times 2^-126 once, subnormal results included.
//   x < 0            2 e^(x^2) - erfcx(|x|): x^2 = z.hi + z.lo exactly, e^z = 2^m v by the exp
//                    kernels with z.lo folded into the reduction (2^-35 relative), erfcx(|x|)
//                    2^-m subtracted from 2v in float-float (2v >= 1.98 > 3 erfcx(|x|): the
//                    difference loses at most 1.5 bits, so 2^-27 relative), scaled by 2^m with
//                    one rounding (exp_kernels.hpp scale_round, which overflows exactly when the
//                    rounded value does).  x^2 > 89: +inf (erfcx(x) > 2^128 from x = -9.3824 on).
// Error: at most 0.5 + 2^-3 ulp by these bounds.
// Special values: erfcx(+inf) = +0, erfcx(-inf) = +inf, erfcx(NaN) = NaN, erfcx(+-0) = 1.
// Measured: max 0.540 ulp (0.5397 at x = 0x1.fdc004p-13) over all 2^32 inputs (docs/sweeps/erfcxf.json).
#pragma once
#include <cstdint>

#include "../exp/exp_kernels.hpp"
#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../reduce/exp_reduce.hpp"
#include "erf_kernels.hpp"

namespace warpmath {

namespace detail::special {

// erfcx(x) for x >= 2^100 (+inf included: +0).
WARPMATH_HD float erfcx_huge(float x) {
  constexpr float B0_HI = 0x1.20dd76p-1f, B0_LO = -0x1.f7d62p-26f;  // 1/sqrt(pi)
  if (x == fp::as_float(fp::kInfBits)) return 0.0f;
  const fp::ff w = ff_div_float({B0_HI, B0_LO}, fp::mul(x, 0x1p-126f));
  return detail::exp::round_times_2m126(fp::fast_two_sum(w.hi, w.lo));
}

// erfcx(x) for x < 0.
WARPMATH_HD float erfcx_negative(float x) {
  const float ax = fp::abs(x);
  const fp::ff z = fp::two_prod(ax, ax);
  if (!(z.hi <= 89.0f)) return fp::as_float(fp::kInfBits);  // -inf included
  detail::reduce::exp_reduced red = detail::reduce::reduce_exp(z.hi);
  red.lo = fp::add(red.lo, z.lo);
  const fp::ff v = detail::exp::exp_ff(red);
  const std::int32_t m = detail::exp::m_of_k(red.k);  // 0 <= m <= 128
  if (m >= 128) return fp::as_float(fp::kInfBits);    // 2 e^(x^2) >= 1.98 * 2^128
  const fp::ff g = erfcx_ff(ax);
  // g 2^-(m+1), in two exact-or-negligible steps (2^-(m+1) may be below 2^-126).
  const float s1 = fp::exp2i(-((m + 1) >> 1)), s2 = fp::exp2i(-((m + 1) - ((m + 1) >> 1)));
  const float gh = fp::mul(fp::mul(g.hi, s1), s2), gl = fp::mul(fp::mul(g.lo, s1), s2);
  const fp::ff d = fp::fast_two_sum(v.hi, -gh);  // v >= 0.99 > g/2
  return detail::exp::scale_round({d.hi, fp::add(d.lo, fp::sub(v.lo, gl))}, m + 1);
}

}  // namespace detail::special

WARPMATH_HD float erfcxf(float x) {
  if (x < 0.0f) return detail::special::erfcx_negative(x);
  if (WARPMATH_UNLIKELY(!(x < 0x1p100f))) {
    if (x != x) return fp::add(x, x);
    return detail::special::erfcx_huge(x);
  }
  const fp::ff g = detail::special::erfcx_ff(x);
  return fp::add(g.hi, g.lo);
}

}  // namespace warpmath
