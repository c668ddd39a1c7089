// warpmath/trig/tanpif.hpp -- tanpif(x) = tan(pi*x) (C23), faithful (< 1 ulp) for every input.
//
// Algorithm: exact reduction x = k/2 + t (reduce/half_turn_reduce.hpp), sin and cos of pi*t as
// float-floats, and one float-float division rounded once (as tanf, trig/tanf.hpp).
// |x| < 2^-16: pi*x rounded once; tan adds (pi x)^2/3 < 2^-30.9 relative.
// Special values (C23 F.10.1.16): tanpi(+-0) = +-0; tanpi(n) = +0 for positive even and negative
// odd integers, -0 for positive odd and negative even ones (every |x| >= 2^24 is even);
// tanpi(n + 1/2) = +inf for even n and -inf for odd n; tanpi(+-inf) = NaN; tanpi(NaN) = NaN.
// Measured error: docs/sweeps/tanpif.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "../reduce/half_turn_reduce.hpp"
#include "tanf.hpp"
#include "trig_kernels.hpp"

namespace warpmath {

WARPMATH_HD float tanpif(float x) {
  if (detail::unlikely(fp::is_nan_or_inf(x))) return fp::sub(x, x);
  if (fp::abs_bits(x) < detail::reduce::kPiTinyLimitBits) return detail::reduce::pi_times_tiny(x);
  const detail::reduce::half_turn_reduced red = detail::reduce::reduce_half_turns(x);
  if (red.t_is_zero) {
    // q = 0 or 2: a zero signed by x and by the parity of n; q = 1 or 3: the poles.
    const float inf = fp::as_float(fp::kInfBits);
    return (red.q & 1u) ? fp::flip_sign(inf, red.q >> 1)
                        : fp::flip_sign(fp::copysign(0.0f, x), red.q >> 1);
  }
  return detail::trig::tan_from_kernels(detail::trig::sin_ff(red.hi, red.lo),
                                        detail::trig::cos_ff(red.hi, red.lo), red.q);
}

}  // namespace warpmath
