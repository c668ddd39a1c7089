// warpmath/accurate/norm.hpp -- the accurate hypotf and rhypotf: the float-float sum of squares
// and the corrected (reciprocal) square root of norm/norm_kernel.hpp, rounded once (error <= 0.5 +
// 2^-21 ulp; the correctly rounded tier's starting point). The default hypotf and rhypotf use them
// for their rare inputs. Measured: docs/sweeps/pairs_hypot.json.
#pragma once
#include "../norm/norm_kernel.hpp"

namespace warpmath::detail::accurate {

WARPMATH_HD float hypotf(float x, float y) {
  const float args[] = {x, y};
  return detail::norm::norm_of(args, 2, false);
}

WARPMATH_HD float rhypotf(float x, float y) {
  const float args[] = {x, y};
  return detail::norm::norm_of(args, 2, true);
}

}  // namespace warpmath::detail::accurate
