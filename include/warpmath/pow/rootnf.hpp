// warpmath/pow/rootnf.hpp -- rootnf: C23 rootn(x, n) = x^(1/n) for an integer n (long long),
// faithful (< 1 ulp) for every x and n, nearly always correctly rounded; exact wherever the root
// is a float (rootn(8, 3) = 2, rootn(x, 1) = x).
//
// Algorithm: log2|x| as a float-float to 2^-44 (pow/pow_log2.hpp), z = log2|x| / n as a
// float-float (pow/pow_kernels.hpp, divide_log_by_integer: the quotient's remainder by FMA is
// exact; an n beyond 2^24 keeps its top 24 bits, harmless as |z| < 2^-16.8 there), and 2^z
// rounded once (exp2_round).  Error below 0.5 + 2^-12 ulp.  1/n is never rounded on its own: that
// would cost up to |log2 x| * 2^-24 in z, i.e. many ulps for n = 3 and large x.
// Sign: an odd n keeps the sign of x (rootn(-8, 3) = -2).
// Special values (C23 Annex F.10.4.8): rootn(x, 0) = NaN for every x; rootn(NaN, n) = NaN;
// rootn(x < 0, n even) = NaN (-inf included); rootn(+-0, n > 0) = +-0 for odd n, +0 for even n;
// rootn(+-0, n < 0) = +-inf for odd n, +inf for even n; rootn(+inf, n > 0) = +inf, n < 0: +0;
// rootn(-inf, n odd > 0) = -inf, n odd < 0: -0.
// Measured error: docs/sweeps/ipairs_pow.json (the catalogue's bound).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../reduce/log_reduce.hpp"
#include "pow_kernels.hpp"
#include "pow_log2.hpp"

namespace warpmath {

WARPMATH_HD float rootnf(float x, long long n) {
  const std::uint32_t ux = fp::as_uint(x);
  std::uint32_t log_bits = ux & fp::kAbsMask;
  const bool odd = (n & 1) != 0;
  if (detail::unlikely(n == 0 || detail::reduce::log_arg_is_unusual(ux))) {
    if (n == 0 || log_bits > fp::kInfBits)
      return n == 0 ? detail::power::quiet_nan() : fp::add(x, x);
    if (log_bits == 0u || log_bits == fp::kInfBits) {
      if (ux == 0xff800000u && !odd) return detail::power::quiet_nan();
      return detail::power::zero_or_inf_power(ux, n < 0, odd);
    }
    if (ux > fp::kSignMask && !odd) return detail::power::quiet_nan();
    if (detail::reduce::is_positive_subnormal(log_bits))
      log_bits = detail::reduce::normalise_subnormal(log_bits);
  }
  const float r = detail::power::exp2_round(
      detail::power::divide_log_by_integer(detail::power::log2_ff_rel44(log_bits), n));
  return ux > fp::kSignMask ? fp::flip_sign(r, 1u) : r;
}

}  // namespace warpmath
