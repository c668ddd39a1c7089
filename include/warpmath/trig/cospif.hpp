// warpmath/trig/cospif.hpp -- cospif(x) = cos(pi*x), faithful (< 1 ulp) for every input.
//
// Algorithm: as sinpif (trig/sinpif.hpp) with the quadrant advanced by one.
// Special values (C23 F.10.1.13): cospi(+-0) = 1; cospi(n + 1/2) = +0 for integers n;
// cospi(n) = +-1 for integers (every |x| >= 2^24 is an even integer: 1); cospi(+-inf) = NaN.
// Measured error: docs/sweeps/cospif.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "../reduce/half_turn_reduce.hpp"
#include "trig_kernels.hpp"

namespace warpmath {

WARPMATH_HD float cospif(float x) {
  if (detail::unlikely(fp::is_nan_or_inf(x))) return fp::sub(x, x);
  const detail::reduce::half_turn_reduced red = detail::reduce::reduce_half_turns(x);
  const std::uint32_t q = red.q + 1u;
  const fp::ff v =
      (q & 1u) ? detail::trig::cos_ff(red.hi, red.lo) : detail::trig::sin_ff(red.hi, red.lo);
  const float y = fp::ff_to_float(detail::trig::negate_if(v, q >> 1));
  return red.t_is_zero && (red.q & 1u) ? 0.0f : y;
}

}  // namespace warpmath
