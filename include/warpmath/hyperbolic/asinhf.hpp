// warpmath/hyperbolic/asinhf.hpp -- asinhf: inverse hyperbolic sine, faithful (< 1 ulp) for every
// input, with full relative accuracy near 0 and no overflow up to FLT_MAX.
//
// Algorithm, on a = |x| (asinh is odd: the sign is put back at the end, bit-exact symmetry), for
// 2^-12 <= a < 2^62 (the hot path; no IEEE square root or division):
//   a < 0x1.6p-2   a + a^3 (AS3 + AS5 a^2 + AS7 a^4 + AS9 a^6), tools/sollya/hyperbolic_lean.sollya
//                  (2^-30.0 relative); the a^3 term is below 0.02 a, so its roundings add < 0.02
//                  ulp to the final FMA's rounding.
//   else           log(Z), Z = a + sqrt(a^2 + 1) as a float-float: sqrt(a^2 + 1) = r + r_lo from
//                  a faithful 1/sqrt (hyperbolic/hyperbolic_kernels.hpp, sqrt_square_plus_lean:
//                  within 2^-44 relative), Z = r + a + r_lo by Fast2Sum (r > a); Z >= 1.40, and
//                  ln_ff_lean rounds log(Z) once (logf's lean evaluation plus the low part's
//                  first-order term: about 0.83 ulp in the worst case, where log(Z) is near 0.34).
// Both are computed and one is selected: no divergence on the common path.
// Rare inputs (a < 2^-12, a >= 2^62, +-inf, NaN) leave through one unsigned test into the accurate
// kernel (accurate/hyperbolic.hpp): a itself below 2^-12, log(2a) from 2^62 on, x + x for inf/NaN.
// Special values (C23 F.10.2.2): asinh(+-0) = +-0, asinh(+-inf) = +-inf, NaN -> NaN.
// Measured: max 0.778 ulp over all 2^32 inputs (at 0x1.674254p-2; docs/sweeps/asinhf.json); 91
// issued instructions per warp on sm_90 (CUDA 52, with MUFU.RSQ and MUFU.RCP; the accurate kernel,
// accurate/hyperbolic.hpp: 116).
#pragma once
#include "../accurate/hyperbolic.hpp"
#include "../config.hpp"
#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "hyperbolic_kernels.hpp"

namespace warpmath {

namespace detail::hyperbolic {
// The arguments the hot path does not take, out of line: the accurate kernel.
WARPMATH_COLD_HD float asinh_rare(float x) { return detail::accurate::asinhf(x); }
}  // namespace detail::hyperbolic

WARPMATH_HD float asinhf(float x) {
  // tools/sollya/hyperbolic_lean.sollya
  constexpr float AS3 = -0x1.555536p-3f, AS5 = 0x1.331e6cp-4f, AS7 = -0x1.696c1cp-5f,
                  AS9 = 0x1.96746ap-6f;
  // 2^-12 <= |x| < 2^62; the rest out of line.
  if (detail::unlikely(fp::abs_bits(x) - 0x39800000u >= 0x5e800000u - 0x39800000u)) {
    return detail::hyperbolic::asinh_rare(x);
  }
  const float a = fp::abs(x);
  const float a2 = fp::mul(a, a);
  const float near_zero = fp::fma(fp::mul(a, a2), fp::horner(a2, AS3, AS5, AS7, AS9), a);
  const fp::ff r = detail::hyperbolic::sqrt_square_plus_lean(a, 1.0f);
  const fp::ff s = fp::fast_two_sum(r.hi, a);
  const float away = detail::hyperbolic::ln_ff_lean({s.hi, fp::add(s.lo, r.lo)});
  return fp::copysign(a < detail::hyperbolic::kAsinhNearLimit ? near_zero : away, x);
}

}  // namespace warpmath
