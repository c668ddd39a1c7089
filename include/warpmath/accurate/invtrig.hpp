// warpmath/accurate/invtrig.hpp -- the accurate asinf, acosf, atanf and atanpif: the kernels of
// invtrig/asin_kernel.hpp with the square root's low part from an IEEE division (2^-48), and of
// invtrig/atan_kernel.hpp (the reduction to |z| <= 1/2 by one IEEE division, the quotient as a
// float-float), rounded once; the correctly rounded tier's starting point. Measured:
// docs/sweeps/accurate_<name>.json.
#pragma once
#include "../invtrig/asin_kernel.hpp"
#include "../invtrig/atan_kernel.hpp"
#include "../invtrig/invtrig_common.hpp"

namespace warpmath::detail::accurate {

WARPMATH_HD float asinf(float x) {
  return fp::copysign(fp::ff_to_float(detail::invtrig::asin_abs_ff<false>(fp::abs(x))), x);
}

WARPMATH_HD float acosf(float x) {
  return fp::abs(fp::ff_to_float(detail::invtrig::acos_ff<false>(x)));
}

WARPMATH_HD float atanf(float x) {
  return fp::copysign(fp::ff_to_float(detail::invtrig::atan_abs_ff(fp::abs(x))), x);
}

WARPMATH_HD float atanpif(float x) {
  if (fp::abs_bits(x) < detail::invtrig::kDivPiTinyLimitBits)
    return detail::invtrig::div_pi_tiny(x);
  return fp::copysign(detail::invtrig::round_div_pi(detail::invtrig::atan_abs_ff(fp::abs(x))), x);
}

}  // namespace warpmath::detail::accurate
