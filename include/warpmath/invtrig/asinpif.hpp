// warpmath/invtrig/asinpif.hpp -- asinpif(x) = asin(x)/pi (C23), faithful (< 1 ulp) for every
// input, correctly rounded for |x| < 2^-60 (subnormal results included).
//
// Algorithm: asin(|x|) as an unrounded float-float (invtrig/asin_kernel.hpp), divided by pi as a
// float-float product with 1/pi and rounded once (detail::invtrig::round_div_pi); the sign is
// copied from x.  |x| < 2^-60: x/pi correctly rounded (detail::invtrig::div_pi_tiny; asin(x)/x - 1
// < 2^-121 there). Special values (C23 F.10.1.10): asinpi(+-0) = +-0, asinpi(+-1) = +-1/2 (exactly:
// the product is within 2^-48 of 1/2), asinpi(|x| > 1) = NaN (infinities included), asinpi(NaN) =
// NaN. It keeps the accurate square root
// (asin_kernel.hpp, Lean = false): it has no CUDA counterpart to be measured against. Measured
// error: docs/sweeps/asinpif.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "asin_kernel.hpp"
#include "invtrig_common.hpp"

namespace warpmath {

WARPMATH_HD float asinpif(float x) {
  if (fp::abs_bits(x) < detail::invtrig::kDivPiTinyLimitBits)
    return detail::invtrig::div_pi_tiny(x);
  return fp::copysign(
      detail::invtrig::round_div_pi(detail::invtrig::asin_abs_ff<false>(fp::abs(x))), x);
}

}  // namespace warpmath
