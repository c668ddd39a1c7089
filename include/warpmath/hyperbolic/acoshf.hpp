// warpmath/hyperbolic/acoshf.hpp -- acoshf: inverse hyperbolic cosine, faithful (< 1 ulp) for
// every input, accurate near 1 and without overflow up to FLT_MAX.
//
// Algorithm, for 0x1.0ep0 <= x < 2^62 (the hot path; no IEEE square root or division):
// acosh(x) = log(Z), Z = x + sqrt(x^2 - 1) as a float-float: sqrt(x^2 - 1) = r + r_lo from a
// faithful 1/sqrt (hyperbolic/hyperbolic_kernels.hpp, sqrt_square_plus_lean: x^2 - 1 from an exact
// two_prod, the result within 2^-44 relative), Z = x + r + r_lo by Fast2Sum (x > r); Z >= 1.39,
// and ln_ff_lean rounds log(Z) once (logf's lean evaluation plus the low part's first-order term:
// about 0.83 ulp in the worst case, where log(Z) is near 0.34).
// Rare inputs leave through one unsigned test into the accurate kernel (accurate/hyperbolic.hpp):
// 1 <= x < 0x1.0ep0 (log1p of x - 1 + sqrt(x^2 - 1), where cancellation would cost the lean log
// its accuracy; 0.005% of the usual inputs [1, 1e3]), x >= 2^62 (log(2x)), x < 1, +inf and NaN.
// Special values (C23 F.10.2.1): acosh(1) = +0, acosh(x < 1) = NaN (also -inf), acosh(+inf) =
// +inf, NaN -> NaN.
// Measured: max 0.762 ulp over all 2^32 inputs (at 0x1.106d4p+0; docs/sweeps/acoshf.json); 82.4
// issued instructions per warp on sm_90 (CUDA 53, with MUFU.RSQ; the accurate kernel,
// accurate/hyperbolic.hpp: 110).
#pragma once
#include "../accurate/hyperbolic.hpp"
#include "../config.hpp"
#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "hyperbolic_kernels.hpp"

namespace warpmath {

namespace detail::hyperbolic {
// The arguments the hot path does not take, out of line: the accurate kernel.
WARPMATH_COLD_HD float acosh_rare(float x) { return detail::accurate::acoshf(x); }
}  // namespace detail::hyperbolic

WARPMATH_HD float acoshf(float x) {
  // 0x1.0ep0 <= x < 2^62 (bits 0x3f870000 .. 0x5e7fffff); the rest out of line.
  if (detail::unlikely(fp::as_uint(x) - 0x3f870000u >= 0x5e800000u - 0x3f870000u)) {
    return detail::hyperbolic::acosh_rare(x);
  }
  const fp::ff r = detail::hyperbolic::sqrt_square_plus_lean(x, -1.0f);
  const fp::ff s = fp::fast_two_sum(x, r.hi);
  return detail::hyperbolic::ln_ff_lean({s.hi, fp::add(s.lo, r.lo)});
}

}  // namespace warpmath
