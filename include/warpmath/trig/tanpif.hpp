// warpmath/trig/tanpif.hpp -- tanpif(x) = tan(pi*x) (C23), faithful (< 1 ulp) for every input.
//
// Algorithm: the exact reduction x = k/2 + t of sinpif (trig/sincospif_kernel.hpp: one rounding
// shift, |t| <= 1/4, rare inputs out of line behind the same test), pi*t as a float-float
// hi + lo (|lo| <= ulp(hi)/2 + 2^-47 |hi|), then tanf's kernel (trig/tanf.hpp, tan_reduced:
// tools/sollya/trig_tanf.sollya, the tail with hi^2 split exactly, and for odd k the cotangent by
// a seeded reciprocal with two cubic steps, no division): tan(pi t) for even k, -cot(pi t) for
// odd k.  |pi t| <= pi/4 < 0.79 is within tanf's interval, so tanf's bounds hold.
// Special values (C23 F.10.1.16): tanpi(+-0) = +-0; tanpi(n) = +0 for positive even and negative
// odd integers, -0 for positive odd and negative even ones (every |x| >= 2^24 is even);
// tanpi(n + 1/2) = +inf for even n and -inf for odd n; tanpi(+-inf) = NaN; tanpi(NaN) = NaN.
// |x| < 2^-75 (out of line with the multiples of 1/2): pi*x rounded once (reduce::pi_times_tiny,
// exact scaling by 2^32; tan adds (pi x)^2/3 < 2^-148 relative): hi and lo of pi*x would lose
// bits below 2^-126 (0.877 ulp measured on a sample at 0x1.01e5f6p-126 without this).
// Measured: max 0.934 ulp over all 2^32 inputs (docs/sweeps/tanpif.json, at 0x1.fc9bc4p-3, where
// tan(pi x) is just below 1, tanf's worst place); 57 issued instructions per warp on sm_90 (no
// CUDA equivalent; was 97).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../reduce/half_turn_reduce.hpp"
#include "sincospif_kernel.hpp"
#include "tanf.hpp"

namespace warpmath::detail::trigpi {

// tan(pi t) for even q, -cot(pi t) for odd q; |t| <= 1/4, t != 0.
WARPMATH_HD float tanpi_of(float t, std::uint32_t q) {
  const float hi = fp::mul(fp::kPiHi, t);
  const float lo = fp::fma(fp::kPiLo, t, fp::fma(fp::kPiHi, t, -hi));
  return trig::tan_reduced(hi, lo, 0.0f, q);
}

// |x| >= 2^21, multiples of 1/2 (zeros and poles), |x| < 2^-75, inf, NaN.
WARPMATH_COLD_HD float tanpi_rare(float x) {
  if (fp::is_nan_or_inf(x)) return fp::sub(x, x);
  if (fp::abs_bits(x) < reduce::kPiTinyLimitBits) return reduce::pi_times_tiny(x);  // |x| < 2^-16
  const reduce::half_turns red = reduce::half_turns_exact(x);
  if (red.t != 0.0f) return tanpi_of(red.t, red.q);
  // q = 0 or 2: a zero signed by x and by the parity of n; q = 1 or 3: the poles.
  const float inf = fp::as_float(fp::kInfBits);
  return (red.q & 1u) ? fp::flip_sign(inf, red.q >> 1)
                      : fp::flip_sign(fp::copysign(0.0f, x), red.q >> 1);
}

}  // namespace warpmath::detail::trigpi

namespace warpmath {

WARPMATH_HD float tanpif(float x) {
  const detail::trigpi::reduced red = detail::trigpi::reduce(x);
  if (detail::unlikely(detail::trigpi::is_rare(x, red.s))) return detail::trigpi::tanpi_rare(x);
  return detail::trigpi::tanpi_of(red.t, red.q);
}

}  // namespace warpmath
