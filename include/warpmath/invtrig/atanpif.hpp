// warpmath/invtrig/atanpif.hpp -- atanpif(x) = atan(x)/pi (C23), faithful (< 1 ulp) for every
// input, correctly rounded for |x| < 2^-60 (subnormal results included).
//
// Algorithm: atan(|x|) as an unrounded float-float (invtrig/atan_kernel.hpp), divided by pi as a
// float-float product with 1/pi and rounded once (detail::invtrig::round_div_pi); the sign is
// copied from x.  |x| < 2^-60: x/pi correctly rounded (detail::invtrig::div_pi_tiny; 1 - atan(x)/x
// < 2^-121 there). Special values (C23 F.10.1.11): atanpi(+-0) = +-0, atanpi(+-inf) = +-1/2
// (exactly: the kernel gives RN(pi/2) + its low part, whose product with 1/pi is within 2^-48 of
// 1/2), atanpi(NaN) = NaN. Measured error: docs/sweeps/atanpif.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "atan_kernel.hpp"
#include "invtrig_common.hpp"

namespace warpmath {

WARPMATH_HD float atanpif(float x) {
  if (fp::abs_bits(x) < detail::invtrig::kDivPiTinyLimitBits)
    return detail::invtrig::div_pi_tiny(x);
  return fp::copysign(detail::invtrig::round_div_pi(detail::invtrig::atan_abs_ff(fp::abs(x))), x);
}

}  // namespace warpmath
