// warpmath/accurate/norm.hpp -- the accurate hypotf: the float-float sum of squares and the
// corrected square root of norm/norm_kernel.hpp, rounded once (error <= 0.5 + 2^-21 ulp; the
// correctly rounded tier's starting point). The default hypotf uses it for its rare inputs.
// Measured: docs/sweeps/accurate_hypotf.json.
#pragma once
#include "../norm/norm_kernel.hpp"

namespace warpmath::detail::accurate {

WARPMATH_HD float hypotf(float x, float y) {
  const float args[] = {x, y};
  return detail::norm::norm_of(args, 2, false);
}

}  // namespace warpmath::detail::accurate
