// warpmath/exact/logb.hpp -- ilogbf, logbf, frexpf: the exponent of x (C23 7.12.6.4, 7.12.6.8,
// 7.12.6.11, Annex F.10.3).
//
// Algorithm: detail::exact::unpack (exact/exact_bits.hpp) writes a finite non-zero |x| as
// m * 2^(be - 150), 2^23 <= m < 2^24, normalising a subnormal with one leading-zero count, so
// ilogb(x) = be - 127 (-149 for the smallest subnormal), logb(x) = the same as a float (exact:
// |be - 127| <= 149), and frexp(x) = (m * 2^-24 with x's sign, be - 126), the fraction built from
// m's low 23 bits under the exponent field of 0.5.  Integer operations only.
//
// Special values, as CUDA documents them and glibc on x86 gives them:
//   ilogbf(+-0) = INT_MIN (FP_ILOGB0), ilogbf(NaN) = INT_MIN (FP_ILOGBNAN), ilogbf(+-inf) =
//   INT_MAX; logbf(+-0) = -inf, logbf(+-inf) = +inf, logbf(NaN) = NaN (quieted); frexpf(+-0) = +-0
//   and frexpf(+-inf) = +-inf with *exp = 0, frexpf(NaN) = NaN (quieted), *exp = 0.
// (C calls for the divide-by-zero exception at logb(0); warpmath raises no flags.)
#pragma once
#include <climits>
#include <cstdint>

#include "exact_bits.hpp"

namespace warpmath {

WARPMATH_HD int ilogbf(float x) {
  const std::uint32_t ax = fp::abs_bits(x);
  if (detail::unlikely(detail::exact::is_zero_inf_or_nan(ax)))
    return ax == fp::kInfBits ? INT_MAX : INT_MIN;
  return detail::exact::unpack(ax).be - 127;
}

WARPMATH_HD float logbf(float x) {
  const std::uint32_t ax = fp::abs_bits(x);
  if (detail::unlikely(detail::exact::is_zero_inf_or_nan(ax)))
    return ax == 0 ? fp::as_float(fp::kSignMask | fp::kInfBits) : detail::exact::quiet(fp::abs(x));
  return static_cast<float>(detail::exact::unpack(ax).be - 127);
}

WARPMATH_HD float frexpf(float x, int* exp) {
  const std::uint32_t ux = fp::as_uint(x);
  const std::uint32_t ax = ux & fp::kAbsMask;
  if (detail::unlikely(detail::exact::is_zero_inf_or_nan(ax))) {
    *exp = 0;
    return detail::exact::quiet(x);
  }
  const detail::exact::unpacked u = detail::exact::unpack(ax);
  *exp = u.be - 126;
  return fp::as_float((ux & fp::kSignMask) | (126u << 23) | (u.m & detail::exact::kFractionMask));
}

}  // namespace warpmath
