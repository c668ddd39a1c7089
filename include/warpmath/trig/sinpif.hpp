// warpmath/trig/sinpif.hpp -- sinpif(x) = sin(pi*x), faithful (< 1 ulp) for every input.
//
// Algorithm: exact reduction x = k/2 + t, |t| <= 1/4 (reduce/half_turn_reduce.hpp), pi*t as a
// float-float, then +-sin or +-cos of it by quadrant (trig/trig_kernels.hpp), rounded once.
// |x| < 2^-16: pi*x rounded once (detail::reduce::pi_times_tiny); the cubic term is below 2^-31
// relative. Special values (C23 F.10.1.14): sinpi(+-0) = +-0; sinpi(n) = +0 for positive and -0 for
// negative integers n (so every |x| >= 2^23 gives a signed zero); sinpi(+-inf) = NaN; sinpi(NaN) =
// NaN. Measured error: docs/sweeps/sinpif.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "../reduce/half_turn_reduce.hpp"
#include "trig_kernels.hpp"

namespace warpmath {

WARPMATH_HD float sinpif(float x) {
  if (detail::unlikely(fp::is_nan_or_inf(x))) return fp::sub(x, x);
  if (fp::abs_bits(x) < detail::reduce::kPiTinyLimitBits) return detail::reduce::pi_times_tiny(x);
  const detail::reduce::half_turn_reduced red = detail::reduce::reduce_half_turns(x);
  const fp::ff v =
      (red.q & 1u) ? detail::trig::cos_ff(red.hi, red.lo) : detail::trig::sin_ff(red.hi, red.lo);
  const float y = fp::ff_to_float(detail::trig::negate_if(v, red.q >> 1));
  return red.t_is_zero && !(red.q & 1u) ? fp::copysign(0.0f, x) : y;
}

}  // namespace warpmath
