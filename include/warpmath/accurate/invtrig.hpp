// warpmath/accurate/invtrig.hpp -- the accurate asinf and acosf: the kernels of
// invtrig/asin_kernel.hpp with the square root's low part from an IEEE division (2^-48), rounded
// once; the correctly rounded tier's starting point. Measured: docs/sweeps/accurate_<name>.json.
#pragma once
#include "../invtrig/asin_kernel.hpp"
#include "../invtrig/invtrig_common.hpp"

namespace warpmath::detail::accurate {

WARPMATH_HD float asinf(float x) {
  return fp::copysign(fp::ff_to_float(detail::invtrig::asin_abs_ff<false>(fp::abs(x))), x);
}

WARPMATH_HD float acosf(float x) {
  return fp::abs(fp::ff_to_float(detail::invtrig::acos_ff<false>(x)));
}

}  // namespace warpmath::detail::accurate
