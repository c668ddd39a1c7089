// warpmath/trig/sinf.hpp -- sinf: sine of a float, faithful (< 1 ulp) for every input.
//
// Algorithm: x = q*pi/2 + r (reduce/trig_reduce.hpp: Cody-Waite below 2^17, Payne-Hanek above,
// r as a float-float), then +-sin(r) or +-cos(r) by quadrant from trig/trig_kernels.hpp, rounded
// once.  |x| < 2^-12 returns x: sin(x) = x(1 - x^2/6) and x^2/6 < 2^-26.5 is below half the gap
// to x's lower neighbour, so x is the correctly rounded result (and +-0, subnormals stay exact).
// Special values (C23 F.10.1.6): sin(+-0) = +-0, sin(+-inf) = NaN, sin(NaN) = NaN.
// Measured error: docs/sweeps/sinf.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "../reduce/trig_reduce.hpp"
#include "trig_kernels.hpp"

namespace warpmath {

WARPMATH_HD float sinf(float x) {
  if (detail::unlikely(fp::is_nan_or_inf(x))) return fp::sub(x, x);
  if (fp::abs_bits(x) < 0x39800000u) return x;  // |x| < 2^-12
  const detail::reduce::trig_reduced red = detail::reduce::reduce_pi_over_2(x);
  const fp::ff v =
      (red.q & 1u) ? detail::trig::cos_ff(red.hi, red.lo) : detail::trig::sin_ff(red.hi, red.lo);
  return fp::ff_to_float(detail::trig::negate_if(v, red.q >> 1));
}

}  // namespace warpmath
