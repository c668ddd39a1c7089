// warpmath/hyperbolic/acoshf.hpp -- acoshf: inverse hyperbolic cosine, faithful (< 1 ulp) for
// every input, nearly always correctly rounded, accurate near 1 and without overflow up to
// FLT_MAX.
//
// Algorithm: acosh(x) = log(x + sqrt(x^2 - 1)) with sqrt(x^2 - 1) = r + r_lo within 2^-46
// relative (hyperbolic/hyperbolic_kernels.hpp, sqrt_square_plus: x^2 - 1 from an exact two_prod,
// so x^2 - 1 = 2t + t^2 keeps all its bits near x = 1), and the log of a float-float rounded
// once (round_ln_ff: log1pf's kernel and final rounding):
//   1 < x < 0x1.0ep0     log1p(Y), Y = t + r + r_lo with t = x - 1 exact (Sterbenz) and below r,
//                        so Y (fast_two_sum, then normalised) is within 2^-45 relative;
//                        Y < 0.3899 stays inside the log1p kernel's interval
//                        (tools/sollya/hyperbolic_constants.sollya), so the result keeps its
//                        relative accuracy as x -> 1 (acosh(1 + 2^-23) = 2^-11 + ...).
//   x < 2^62             log(Z), Z = x + r + r_lo (fast_two_sum: x > r), log(Z) >= 0.34.
//   x >= 2^62            log(2x) = 65 ln2 + log(x 2^-64): the dropped -1/(4x^2) < 2^-126 is
//                        nothing against the result (> 43), and nothing overflows up to FLT_MAX.
// Error: Y or Z within 2^-45 relative; the log adds ~0.15 ulp in the worst case beyond the final
// rounding, where f is near the ends of the kernel interval (x from 1.06 to 1.13;
// log/log_kernels.hpp), much less elsewhere.
// Special values (C23 F.10.2.1): acosh(1) = +0, acosh(x < 1) = NaN (also +-0 and -inf),
// acosh(+inf) = +inf, NaN -> NaN.
// Measured error: docs/sweeps/acoshf.json (the catalogue's bound).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "hyperbolic_kernels.hpp"

namespace warpmath {

WARPMATH_HD float acoshf(float x) {
  // Normal path for 1 < x < +inf: bits 0x3f800001 .. 0x7f7fffff.
  if (detail::unlikely(fp::as_uint(x) - 0x3f800001u >= 0x7f800000u - 0x3f800001u)) {
    return detail::hyperbolic::acosh_special(x);
  }
  const bool near = x < detail::hyperbolic::kAcoshNearLimit;
  const bool huge = x >= detail::hyperbolic::kLogOfTwiceLimit;
  const fp::ff r = detail::hyperbolic::sqrt_square_plus(huge ? 2.0f : x, -1.0f);
  const float t = fp::sub(x, 1.0f);
  const fp::ff s = fp::fast_two_sum(near ? r.hi : x, near ? t : r.hi);
  const fp::ff w = fp::fast_two_sum(s.hi, fp::add(s.lo, r.lo));
  const fp::ff arg = huge ? fp::ff{fp::mul(x, 0x1p-64f), 0.0f} : w;
  return detail::hyperbolic::round_ln_ff(arg, near, huge ? 65.0f : 0.0f);
}

}  // namespace warpmath
