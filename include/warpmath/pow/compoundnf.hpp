// warpmath/pow/compoundnf.hpp -- compoundnf: C23 compoundn(x, n) = (1 + x)^n for an integer n
// (long long), faithful (< 1 ulp) for every x and n, nearly always correctly rounded.
//
// Algorithm: log2(1 + x) as a float-float to 2^-44 relative, also where 1 + x is not a float
// (pow/pow_log2.hpp, log2_1p_ff: x itself as the reduced argument for -2^-9 <= x < 2^-8, the
// rounding error of 1 + x carried along otherwise), z = n log2(1 + x) with n split exactly
// (pow/pow_kernels.hpp, times_log_integer) and 2^z rounded once (exp2_round).  Error below
// 0.5 + 2^-12 ulp; for tiny x and huge n (interest compounded over many periods) z keeps its
// relative accuracy.  n = 1 returns RN(1 + x) directly: correctly rounded also where 1 + x is a
// rounding midpoint (x >= 2^24, or x with bits below 2^-24), which 2^z could round either way.
// Special values (C23 Annex F.10.4.2): compoundn(x, 0) = 1 for x >= -1 and for NaN x;
// compoundn(x < -1, n) = NaN (-inf included); compoundn(NaN, n != 0) = NaN; compoundn(-1, n < 0)
// = +inf, compoundn(-1, n > 0) = +0; compoundn(+inf, n > 0) = +inf, n < 0: +0.
// Measured error: docs/sweeps/ipairs_pow.json (the catalogue's bound).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "pow_kernels.hpp"
#include "pow_log2.hpp"

namespace warpmath {

WARPMATH_HD float compoundnf(float x, long long n) {
  const std::uint32_t ux = fp::as_uint(x);
  // Unusual: n = 0 or 1, x <= -1 (-inf included), +inf, NaN.
  if (detail::unlikely(n == 0 || n == 1 || ux >= 0xbf800000u ||
                       (ux & fp::kAbsMask) >= fp::kInfBits)) {
    if ((ux & fp::kAbsMask) > fp::kInfBits)
      return n == 0 && !fp::is_signalling_nan(x) ? 1.0f : fp::add(x, x);
    if (ux > 0xbf800000u) return detail::power::quiet_nan();  // x < -1
    if (n == 0) return 1.0f;
    if (n == 1) return fp::add(1.0f, x);  // correctly rounded, where 1 + x is often a midpoint
    const float inf = fp::as_float(fp::kInfBits);
    if (ux == 0xbf800000u) return n < 0 ? inf : 0.0f;  // x = -1
    return n < 0 ? 0.0f : inf;                         // x = +inf
  }
  return detail::power::exp2_round(
      detail::power::times_log_integer(n, detail::power::log2_1p_ff(x)));
}

}  // namespace warpmath
