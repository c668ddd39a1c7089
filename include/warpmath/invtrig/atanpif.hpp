// warpmath/invtrig/atanpif.hpp -- atanpif(x) = atan(x)/pi (C23), faithful (< 1 ulp) for every
// input, correctly rounded for |x| < 2^-60 (subnormal results included).
//
// Algorithm: atan(|x|) as an unrounded float-float (invtrig/atan_kernel.hpp), divided by pi as a
// float-float product with 1/pi and rounded once (detail::invtrig::round_div_pi); the sign is
// copied from x.  Default tier (lean, rewritten for cost): the kernel's one division is replaced by
// lean_reciprocal (fp::coarse_reciprocal and a cubic step, within 2^-25.8 + an ulp; the quotient's
// low part absorbs the difference), no other change.  |x| < 2^-60: x/pi correctly rounded
// (detail::invtrig::div_pi_tiny; 1 - atan(x)/x < 2^-121 there). Special values (C23 F.10.1.11):
// atanpi(+-0) = +-0, atanpi(+-inf) = +-1/2 (exactly: the kernel gives RN(pi/2) + its low part,
// whose product with 1/pi is within 2^-48 of 1/2), atanpi(NaN) = NaN. Measured: max 0.709 ulp over
// all 2^32 inputs (at 0x1.a686d4p-2, as before; docs/sweeps/atanpif.json); 74 issued instructions
// per warp on sm_90 (before: 84; CUDA has no atanpif). The accurate code:
// detail::accurate::atanpif.
#pragma once
#include "../fp/bits.hpp"
#include "atan_kernel.hpp"
#include "invtrig_common.hpp"

namespace warpmath {

WARPMATH_HD float atanpif(float x) {
  if (fp::abs_bits(x) < detail::invtrig::kDivPiTinyLimitBits)
    return detail::invtrig::div_pi_tiny(x);
  return fp::copysign(detail::invtrig::round_div_pi(detail::invtrig::atan_abs_ff<true>(fp::abs(x))),
                      x);
}

}  // namespace warpmath
