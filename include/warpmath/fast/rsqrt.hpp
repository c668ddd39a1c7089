// warpmath/fast/rsqrt.hpp -- fast::rsqrtf(x) = 1/sqrt(x) without division or square root.
//
// Algorithm: warpmath::rsqrtf's (roots/rsqrtf.hpp) less its exact residual: the bit-level seed
// (relative error < 0.035 for every positive normal x), one Newton step (1.8e-3), and the
// third-order correction y + y (e/2 + 3e^2/8) (rsqrt_correct) with e = 1 - x y^2 from one FMA,
// e = fma(-RN(x y), y, 1).  RN(x y)'s rounding perturbs e by up to 2^-24, i.e. the result by 2^-25
// relative (up to 0.5 ulp), on top of the default's 0.5 + 0.28 ulp: measured 1.163 ulp over all
// 2^32 inputs.  The same residual test as rsqrtf's (|e| < 2^-8: every positive normal x passes,
// every zero, negative, infinite or NaN x fails) sends the rest to rsqrtf's rare path (subnormals
// scaled by 2^24 and done by rsqrtf, special values).  30 issued instructions per warp on sm_90,
// two fewer than rsqrtf.  Fast domain: every positive
// float. Measured error: docs/sweeps/fast_rsqrtf.json (the catalogue's bound). Special values (as
// warpmath::rsqrtf): rsqrt(+0) = +inf, rsqrt(-0) = -inf, rsqrt(x < 0) = NaN (also -inf),
// rsqrt(+inf) = +0, NaN -> NaN.
#pragma once
#include <cstdint>

#include "../config.hpp"
#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "../roots/rsqrt_kernels.hpp"

namespace warpmath::fast {

WARPMATH_HD float rsqrtf(float x) {
  const float y = detail::roots::rsqrt_newton(x, detail::roots::rsqrt_seed(x));
  const float e = fp::fma(-fp::mul(x, y), y, 1.0f);
  // Not a positive normal (or a subnormal whose seed did not converge): rsqrt_kernels.hpp.
  if (detail::unlikely(!fp::abs_less(e, detail::roots::kRsqrtResidualLimit)))
    return detail::roots::rsqrt_rare(x);
  return detail::roots::rsqrt_correct(y, e);
}

}  // namespace warpmath::fast
