// warpmath/roots/cbrt_reduce.hpp -- what cbrtf and rcbrtf share: |x| = 2^(3k) * M, M in [1, 8),
// and M^(-1/3) to about 2^-22.5 relative, with neither division nor square root.
//
// Reduction (integer operations only): for the biased exponent b in [1, 254] (a subnormal |x| is
// first scaled by 2^24 = 2^(3*8) and the result's exponent adjusted by 8), n = b + 2 = (e + 129)
// lies in [3, 256]; q = n / 3 is (n * 0x5556) >> 16, exact for n < 2^15; j = n - 3q in {0, 1, 2},
// k = q - 43, and M = 2^j * m with m in [1, 2) the significand.  The exponent fields of 2^k and
// 2^-k are q + 84 and 170 - q, both in [85, 169].
//
// Approximation: r0 = C_j * P(m) with P the degree-3 minimax fit of m^(-1/3) on [1, 2] and
// C_j = RN(2^(-j/3)) (tools/sollya/roots_cbrt.sollya), e0 <= 2^-11.9 relative.  One Newton step for
// M^(-1/3), free of division:
//     r1 = r0 + r0 * (1 - M*r0^3) / 3,  relative error 2*e0^2 + O(e0^3) <= 2^-22.8,
// to which the float evaluation (M*r0 and r0^2 rounded, so 1 - M*r0^3 is off by <= 2^-22.9
// absolute, divided by 3) and the rounding of r1 add at most 2^-24.6 + 2^-24: |r1 - M^(-1/3)| <=
// 2^-22 relative.  The callers finish with one correction on an exact residual.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"

namespace warpmath::detail::roots {

// tools/sollya/roots_cbrt.sollya
constexpr float kOneThird = 0x1.555556p-2f;

struct cbrt_reduced {
  float big_m;      // M in [1, 8): |x| = 2^(3k) * M (after the subnormal scaling)
  float r;          // M^(-1/3), |r/M^(-1/3) - 1| <= 2^-22
  std::uint32_t q;  // k + 43 (k from the unscaled argument: see exponent_field_* below)
};

// |x| given by its bits, a positive normal number; `abs_bits` of a subnormal must be scaled by 2^24
// first and the caller adds the exponent adjustment to the exponent fields below.
WARPMATH_HD cbrt_reduced reduce_cbrt(std::uint32_t abs_bits) {
  // tools/sollya/roots_cbrt.sollya
  constexpr float P0 = 0x1.8ab91cp0f, P1 = -0x1.9eb322p-1f, P2 = 0x1.456226p-2f,
                  P3 = -0x1.991554p-5f;
  constexpr float kTwoPowMinusOneThird = 0x1.965feap-1f, kTwoPowMinusTwoThirds = 0x1.428a3p-1f;
  const std::uint32_t n = (abs_bits >> 23) + 2u;  // 3..256
  const std::uint32_t q = (n * 0x5556u) >> 16;    // n / 3
  const std::uint32_t j = n - 3u * q;
  const float m = fp::as_float((abs_bits & 0x007fffffu) | 0x3f800000u);
  const float big_m = fp::as_float((abs_bits & 0x007fffffu) | ((127u + j) << 23));
  const float c = j == 0u ? 1.0f : (j == 1u ? kTwoPowMinusOneThird : kTwoPowMinusTwoThirds);
  const float r0 = fp::mul(fp::horner(m, P0, P1, P2, P3), c);
  const float e = fp::fma(-fp::mul(big_m, r0), fp::mul(r0, r0), 1.0f);  // 1 - M*r0^3
  return {big_m, fp::fma(fp::mul(r0, e), kOneThird, r0), q};
}

// Exponent fields (bits 30..23) of 2^k and of 2^-k.
WARPMATH_HD std::uint32_t exponent_field_cbrt(std::uint32_t q) { return q + 84u; }
WARPMATH_HD std::uint32_t exponent_field_rcbrt(std::uint32_t q) { return 170u - q; }

}  // namespace warpmath::detail::roots
