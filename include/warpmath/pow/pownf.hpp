// warpmath/pow/pownf.hpp -- pownf: C23 pown(x, n) = x^n for an integer n (long long), faithful
// (< 1 ulp) for every x and n, nearly always correctly rounded; exact wherever x^n is a float.
//
// Algorithm: as powf (pow/powf.hpp), with y = n: log2|x| as a float-float to 2^-44, z = n log2|x|
// with n split exactly into its top 24 bits and the rest (pow/pow_kernels.hpp,
// times_log_integer; a |n| beyond 2^24 is not a float, and dropping its low bits could move the
// result by many ulps), 2^z rounded once.  Error below 0.5 + 2^-12 ulp.  For |n| <= 2^24 the
// result is bit for bit powf(x, (float)n).
// Sign: negative when x < 0 (or x = -0, -inf) and n is odd.
// Special values (C23 Annex F.10.4.7): pown(x, 0) = 1 for any x, quiet NaN included (sNaN: qNaN);
// pown(NaN, n != 0) = NaN; pown(+-0, n < 0) = +-inf for odd n, +inf for even n; pown(+-0, n > 0) =
// +-0 for odd n, +0 for even n; pown(+-inf, n > 0) = +-inf for odd n, +inf for even n; pown(+-inf,
// n < 0) = +-0 for odd n, +0 for even n.  Overflow and underflow where the exact result has them.
// Measured error: docs/sweeps/ipairs_pow.json (the catalogue's bound).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../reduce/log_reduce.hpp"
#include "pow_kernels.hpp"
#include "pow_log2.hpp"

namespace warpmath {

WARPMATH_HD float pownf(float x, long long n) {
  const std::uint32_t ux = fp::as_uint(x);
  std::uint32_t log_bits = ux & fp::kAbsMask;
  const bool negative = ux > fp::kSignMask && (n & 1) != 0;
  if (detail::unlikely(n == 0 || detail::reduce::log_arg_is_unusual(log_bits))) {
    if (n == 0) return fp::is_signalling_nan(x) ? fp::add(x, x) : 1.0f;  // pown(sNaN, 0): qNaN
    if (log_bits > fp::kInfBits) return fp::add(x, x);
    if (log_bits == 0u || log_bits == fp::kInfBits) {
      return detail::power::zero_or_inf_power(ux, n < 0, (n & 1) != 0);
    }
    log_bits = detail::reduce::normalise_subnormal(log_bits);
  }
  const float r = detail::power::exp2_round(
      detail::power::times_log_integer(n, detail::power::log2_ff_rel44(log_bits)));
  return negative ? fp::flip_sign(r, 1u) : r;
}

}  // namespace warpmath
