// warpmath/accurate/roots.hpp -- the accurate rsqrtf: a degree-5 seed polynomial on the
// significand and one correction against the residual formed almost exactly, rounded once
// (within 0.5 + 2^-14 ulp; the correctly rounded tier's starting point). Measured:
// docs/sweeps/accurate_rsqrtf.json.
//
// Algorithm: x = 2^(2k) * M with M = m (exponent even) or m/2 (exponent odd), m in [1, 2) the
// significand -- bit operations only, a subnormal x is first scaled by 2^24 (exact).
//   r = C_j * P(m) approximates 1/sqrt(M) to e0 <= 2^-16.3 relative (P: degree-5 minimax from
//   tools/sollya/roots_rsqrt.sollya, 2^-16.4; C_0 = 1, C_1 = RN(sqrt(2)), plus the roundings).
//   The residual e = 1 - M*r^2 is computed almost exactly: r^2 = sq.hi + sq.lo (two_prod), and
//   1 - M*sq.hi is a 48-bit product minus 1 of magnitude <= 2^-15.3, so its FMA rounds at <=
//   2^-39.3; the FMA adding -M*sq.lo rounds at that level again.  Then
//       1/sqrt(M) = r * (1 - e)^(-1/2) = r * (1 + e/2 + 3e^2/8 + 5e^3/16 + ...),
//   and r + r*e*(1/2 + 3e/8) is rounded once: the neglected 5e^3/16 is below 2^-46, and the
//   roundings of e, of 1/2 + 3e/8 and of r*e add at most ~2^-38 relative before the final
//   rounding, i.e. within 0.5 + 2^-14 ulp of 1/sqrt(x).  Scaling by 2^-k is exact (the result lies
//   in [2^-64, 2^75], always normal).
// Special values: as warpmath::rsqrtf (roots/rsqrt_kernels.hpp, rsqrt_special).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "../roots/rsqrt_kernels.hpp"

namespace warpmath::detail::accurate {

WARPMATH_HD float rsqrtf(float x) {
  // tools/sollya/roots_rsqrt.sollya
  constexpr float P0 = 0x1.23ae4cp1f, P1 = -0x1.5559c2p1f, P2 = 0x1.1c29cep1f, P3 = -0x1.164668p0f,
                  P4 = 0x1.254abap-2f, P5 = -0x1.01373ep-5f;
  std::uint32_t ux = fp::as_uint(x);
  std::uint32_t scale_adjust = 0;
  if (detail::unlikely(ux - 0x00800000u >= 0x7f000000u)) {  // not a positive normal number
    // A positive subnormal becomes normal: 1/sqrt(x) = 2^12/sqrt(x*2^24).  Every other argument
    // keeps its class (zero, negative, infinite, NaN), and so does a subnormal that -ftz=true
    // flushes to zero here, so the special case is decided on the scaled value.
    const float scaled = fp::mul(x, 0x1p24f);
    if (ux >= 0x00800000u || scaled == 0.0f) return detail::roots::rsqrt_special(scaled);
    ux = fp::as_uint(scaled);
    scale_adjust = 12u;
  }
  const std::uint32_t biased_exp = ux >> 23;  // 1..254
  const float m = fp::as_float((ux & 0x007fffffu) | 0x3f800000u);
  // Exponent field 127 for an odd biased exponent (even e = biased - 127), 126 otherwise.
  const float big_m = fp::as_float((ux & 0x00ffffffu) | 0x3f000000u);
  const float c = (ux & 0x00800000u) ? 1.0f : fp::kSqrt2Hi;
  // 2^-k with k = ceil(e/2): exponent field 127 - k = (381 - biased) >> 1, in [63, 202].
  const float scale = fp::as_float((((381u - biased_exp) >> 1) + scale_adjust) << 23);

  const float r = fp::mul(fp::horner(m, P0, P1, P2, P3, P4, P5), c);
  const fp::ff sq = fp::two_prod(r, r);
  const float e = fp::fma(-big_m, sq.lo, fp::fma(-big_m, sq.hi, 1.0f));
  const float refined = fp::fma(fp::mul(r, e), fp::fma(e, 0.375f, 0.5f), r);
  return fp::mul(refined, scale);
}

}  // namespace warpmath::detail::accurate
