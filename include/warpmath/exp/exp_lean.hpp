// warpmath/exp/exp_lean.hpp -- the scaling and the rare-input path shared by the default tier's
// expf, exp2f and exp10f (exp/expf.hpp, exp2f.hpp, exp10f.hpp).
//
// Each of them computes s = RN(x log2 b + 1.5 * 2^23), whose mantissa holds 2^22 + k with
// k = rint(x log2 b) (reduce/exp_reduce.hpp, exp_k_from_shifted), a reduced argument r and
// p = P(r) ~ b^r in [2^-0.5, 2^0.5] (slightly beyond through rounding), and returns p 2^k.
//
// scale_by_k: p 2^k by adding k to p's exponent field: as_uint(s) << 23 is k << 23 modulo 2^32
//   (the other bits of s, 0x4b400000, vanish in the shift), so one integer add.  Exact while the
//   result is normal and finite: for -125 <= k <= 127 (p >= 2^-0.51 keeps p 2^-125 >= 2^-126,
//   p < 2 keeps p 2^127 < 2^128).
// k_in_fast_range: -125 <= k <= 127, one unsigned test on s's bits.  Everything else fails it:
//   NaN (s is NaN), +-inf, |x log2 b| beyond 2^22 (s is then far from 1.5 * 2^23 or negative),
//   and the near-overflow and subnormal results.
// exp_rare: the inputs that fail the test (out of line).  NaN -> quiet NaN, x > overflow_x -> +inf,
//   x <= underflow_x -> +0 (the thresholds of tools/sollya/exp_constants.sollya); in between
//   -150 <= k <= 128 and p is valid: RN(p 2^k) by two power-of-two factors, the first exact
//   (fast/exp.hpp's scaling), so the result is rounded once.  p is within e_p < 1 ulp of b^r
//   (the fast path's error, measured over the normal results), so a subnormal result is within
//   0.5 + e_p 2^(k + 125) <= 0.5 + e_p / 2 < 1 ulp of the subnormal grid; near overflow (k = 128)
//   p 2^128 rounds as the finite result would (p < 1 there: e^r <= 1 - 2^-17 at overflow_x).
#pragma once
#include <cstdint>

#include "../config.hpp"
#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/ops.hpp"
#include "../reduce/exp_reduce.hpp"

namespace warpmath::detail::exp {

// Thresholds (tools/sollya/exp_constants.sollya), also used by the accurate kernels.
constexpr float kExpOverflowX = 0x1.62e42ep6f;      // largest x with RN(e^x) finite
constexpr float kExpUnderflowX = -0x1.9fe36ap6f;    // largest x with e^x <= 2^-150 (RN = +0)
constexpr float kExp2OverflowX = 0x1.fffffep6f;     // largest x with RN(2^x) finite
constexpr float kExp2UnderflowX = -0x1.2cp7f;       // -150: largest x with 2^x <= 2^-150
constexpr float kExp10OverflowX = 0x1.344134p5f;    // largest x with RN(10^x) finite
constexpr float kExp10UnderflowX = -0x1.693c6cp5f;  // largest x with 10^x <= 2^-150 (RN = +0)

WARPMATH_HD bool k_in_fast_range(float s) {
  return fp::as_uint(s) - (fp::as_uint(fp::kRoundingShift) - 125u) <= 252u;
}

WARPMATH_HD float scale_by_k(float p, float s) {
  return fp::as_float(fp::as_uint(p) + (fp::as_uint(s) << 23));
}

WARPMATH_COLD_HD float exp_rare(float x, float p, float s, float overflow_x, float underflow_x) {
  if (x != x) return fp::add(x, x);
  if (x > overflow_x) return fp::as_float(fp::kInfBits);
  if (x <= underflow_x) return 0.0f;
  const std::int32_t k = detail::reduce::exp_k_from_shifted(s);  // -150 .. 128
  const std::int32_t k_half = k >> 1;                            // -75 .. 64
  return fp::mul(fp::mul(p, fp::exp2i(k - k_half)), fp::exp2i(k_half));
}

}  // namespace warpmath::detail::exp
