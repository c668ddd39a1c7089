// warpmath/hyperbolic/asinhf.hpp -- asinhf: inverse hyperbolic sine, faithful (< 1 ulp) for every
// input, nearly always correctly rounded, with full relative accuracy near 0 and no overflow up to
// FLT_MAX.
//
// Algorithm, on a = |x| (asinh is odd: the sign is put back at the end, bit-exact symmetry),
// asinh(a) = log(a + sqrt(a^2 + 1)) with sqrt(a^2 + 1) = r + r_lo within 2^-46 relative
// (hyperbolic/hyperbolic_kernels.hpp, sqrt_square_plus; a^2 + 1 from an exact two_prod), and the
// log of a float-float rounded once (round_ln_ff: log1pf's kernel and final rounding):
//   a < 2^-12            a: asinh(a) = a (1 - a^2/6 + ...) and a^2/6 < 2^-25.6 is below half the
//                        gap to a's lower neighbour, so a is correctly rounded; +-0 and
//                        subnormals are exact.
//   a < 0x1.6p-2         log1p(Y), Y = a + (r - 1) + r_lo: r - 1 is exact (1 <= r < 2, Sterbenz)
//                        and below a, so Y (fast_two_sum, then normalised) has no cancellation
//                        error: within 2^-46 / a <= 2^-34 relative.  Y < 0.4012 stays inside the
//                        log1p kernel's interval (tools/sollya/hyperbolic_constants.sollya), so
//                        the result keeps its relative accuracy as a -> 0 (no e*ln2 term).
//   a < 2^62             log(Z), Z = r + a + r_lo (fast_two_sum: r > a), log(Z) >= 0.33.
//   a >= 2^62            log(2a) = 65 ln2 + log(a 2^-64): the dropped 1/(4a^2) < 2^-126 is nothing
//                        against the result (> 43), and nothing overflows up to FLT_MAX.
// Error: Y within 2^-46/a + 2^-47 <= 2^-34 relative, Z within 2^-45; the log adds ~0.15 ulp in
// the worst case beyond the final rounding, where f is near the ends of the kernel interval
// (a near 0.35; log/log_kernels.hpp), much less elsewhere.
// Special values (C23 F.10.2.2): asinh(+-0) = +-0, asinh(+-inf) = +-inf, NaN -> NaN.
// Measured error: docs/sweeps/asinhf.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "hyperbolic_kernels.hpp"

namespace warpmath {

WARPMATH_HD float asinhf(float x) {
  if (detail::unlikely(fp::is_nan_or_inf(x))) return fp::add(x, x);
  if (fp::abs_bits(x) < 0x39800000u) return x;  // |x| < 2^-12
  const float a = fp::abs(x);
  const bool near = a < detail::hyperbolic::kAsinhNearLimit;
  const bool huge = a >= detail::hyperbolic::kLogOfTwiceLimit;
  const fp::ff r = detail::hyperbolic::sqrt_square_plus(huge ? 1.0f : a, 1.0f);
  const float base = near ? fp::sub(r.hi, 1.0f) : r.hi;
  const fp::ff s = fp::fast_two_sum(near ? a : base, near ? base : a);
  const fp::ff w = fp::fast_two_sum(s.hi, fp::add(s.lo, r.lo));
  const fp::ff arg = huge ? fp::ff{fp::mul(a, 0x1p-64f), 0.0f} : w;
  return fp::copysign(detail::hyperbolic::round_ln_ff(arg, near, huge ? 65.0f : 0.0f), x);
}

}  // namespace warpmath
