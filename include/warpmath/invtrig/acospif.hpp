// warpmath/invtrig/acospif.hpp -- acospif(x) = acos(x)/pi (C23), faithful (< 1 ulp) for every
// input.
//
// Algorithm: acos(x) as an unrounded float-float (invtrig/asin_kernel.hpp), divided by pi as a
// float-float product with 1/pi and rounded once (detail::invtrig::round_div_pi).  The results lie
// in [0, 1]; the smallest positive one, acospi(1 - 2^-24) ~ 2^-13.2, is far from the subnormal
// range. Special values (C23 F.10.1.9): acospi(1) = +0, acospi(-1) = 1 (exactly: the product of pi
// and 1/pi as float-floats is within 2^-48 of 1), acospi(|x| > 1) = NaN (infinities included),
// acospi(NaN) = NaN.
// It keeps the accurate square root
// (asin_kernel.hpp, Lean = false): it has no CUDA counterpart to be measured against. Measured
// error: docs/sweeps/acospif.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "asin_kernel.hpp"
#include "invtrig_common.hpp"

namespace warpmath {

// The results are never negative; fp::abs only fixes the sign of a NaN (see acosf.hpp).
WARPMATH_HD float acospif(float x) {
  return fp::abs(detail::invtrig::round_div_pi(detail::invtrig::acos_ff<false>(x)));
}

}  // namespace warpmath
