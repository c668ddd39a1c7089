// warpmath/trig/cosf.hpp -- cosf: cosine of a float, faithful (< 1 ulp) for every input.
//
// Algorithm: as sinf (trig/sinf.hpp) with the quadrant advanced by one: cos(x) = sin(x + pi/2).
// Small |x| needs no special path: r = x, and cos_ff rounds 1 - x^2/2 + ... to 1 correctly.
// Special values (C23 F.10.1.5): cos(+-0) = 1, cos(+-inf) = NaN, cos(NaN) = NaN.
// Measured error: docs/sweeps/cosf.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "../reduce/trig_reduce.hpp"
#include "trig_kernels.hpp"

namespace warpmath {

WARPMATH_HD float cosf(float x) {
  if (detail::unlikely(fp::is_nan_or_inf(x))) return fp::sub(x, x);
  const detail::reduce::trig_reduced red = detail::reduce::reduce_pi_over_2(x);
  const std::uint32_t q = red.q + 1u;
  const fp::ff v =
      (q & 1u) ? detail::trig::cos_ff(red.hi, red.lo) : detail::trig::sin_ff(red.hi, red.lo);
  return fp::ff_to_float(detail::trig::negate_if(v, q >> 1));
}

}  // namespace warpmath
