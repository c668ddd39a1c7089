// warpmath/hyperbolic/atanhf.hpp -- atanhf: inverse hyperbolic tangent, faithful (< 1 ulp) for
// every input, with full relative accuracy near 0.
//
// Algorithm, on a = |x| (atanh is odd: the sign is put back at the end, bit-exact symmetry), for
// 2^-12 <= a < 1 (the hot path; no IEEE division):
//   a < 0x1.4p-3   a + a^3 (AT3 + AT5 a^2 + AT7 a^4), tools/sollya/hyperbolic_lean.sollya
//                  (2^-31.3 relative); the a^3 term is below 0.009 a.
//   else           log(Z)/2, Z = (1 + a)/(1 - a) as a float-float: 1 + a = N.hi + N.lo and
//                  1 - a = D.hi + D.lo exactly (Fast2Sum; D.lo = 0 for a >= 1/2), q0 = N.hi R with
//                  R = 1/D.hi from fast_recip::reciprocal (three Newton steps: within 0.5 ulp +
//                  2^-34), the remainder N.hi - q0 D.hi by FMA (exact or rounded at 2^-24 of a
//                  value 2^-22 below q0) with q0 D.lo taken off and N.lo added, times R for the low
//                  part: Z within ~2^-44 relative, 1.37 <= Z < 2^25.  ln_ff_lean rounds log(Z) once
//                  (hyperbolic/hyperbolic_kernels.hpp: logf's lean evaluation plus the low part's
//                  first-order term) and the halving is exact.
// Both are computed and one is selected: no divergence on the common path.
// Rare inputs (a < 2^-12: a itself, correctly rounded as atanh(a) = a (1 + a^2/3 + ...); |x| >= 1
// and NaN: atanh_special) leave through one unsigned test, out of line.
// Special values (C23 F.10.2.3): atanh(+-0) = +-0, atanh(+-1) = +-inf, atanh(|x| > 1) = NaN (also
// +-inf), NaN -> NaN.
// Measured: max 0.814 ulp over all 2^32 inputs (at 0x1.440baap-3; docs/sweeps/atanhf.json); 78.3
// issued instructions per warp on sm_90 (CUDA 49, with MUFU.RCP; the accurate kernel,
// accurate/hyperbolic.hpp: 94).
#pragma once
#include "../config.hpp"
#include "../fast/recip.hpp"
#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "hyperbolic_kernels.hpp"

namespace warpmath {

WARPMATH_HD float atanhf(float x) {
  // tools/sollya/hyperbolic_lean.sollya
  constexpr float AT3 = 0x1.55556ap-2f, AT5 = 0x1.99719p-3f, AT7 = 0x1.2f88d4p-3f;
  // 2^-12 <= |x| < 1; the rest (tiny, |x| >= 1, NaN) out of line.
  if (detail::unlikely(fp::abs_bits(x) - 0x39800000u >= 0x3f800000u - 0x39800000u)) {
    return detail::hyperbolic::atanh_rare(x);
  }
  const float a = fp::abs(x);
  const float a2 = fp::mul(a, a);
  const float near_zero = fp::fma(fp::mul(a, a2), fp::horner(a2, AT3, AT5, AT7), a);
  const fp::ff den = fp::fast_two_sum(1.0f, -a);
  const fp::ff num = fp::fast_two_sum(1.0f, a);
  const float rcp = detail::fast_recip::reciprocal(den.hi);
  const float q0 = fp::mul(num.hi, rcp);
  const float rem = fp::add(fp::fma(-q0, den.hi, num.hi), fp::fma(-q0, den.lo, num.lo));
  const fp::ff z = fp::fast_two_sum(q0, fp::mul(rem, rcp));
  const float away = fp::mul(0.5f, detail::hyperbolic::ln_ff_lean(z));
  return fp::copysign(a < detail::hyperbolic::kAtanhNearLimit ? near_zero : away, x);
}

}  // namespace warpmath
