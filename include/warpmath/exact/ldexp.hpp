// warpmath/exact/ldexp.hpp -- ldexpf, scalbnf, scalblnf: x * 2^n, correctly rounded (C23 7.12.6.9,
// 7.12.6.19, Annex F.10.3).
//
// Algorithm: detail::exact::unpack gives |x| = m * 2^(be - 150) with 2^23 <= m < 2^24 (a subnormal
// x normalised), so x * 2^n = m * 2^(be + n - 150), and detail::exact::compose rounds that once, to
// nearest-even: a normal result is exact, a result past FLT_MAX is +-inf, and a subnormal result
// drops 1 - (be + n) bits of m with one round/sticky decision -- no double rounding, unlike a
// product by 2^n split into two float multiplications.  Integer operations only.
// n is clamped to [-512, 512] first: the exponents of non-zero finite floats span 277 binades, so
// any larger |n| gives the same overflow or underflow, and be + n cannot overflow an int.
// Special values: +-0, +-inf returned as they are, NaN quieted, for every n.
#pragma once
#include <cstdint>

#include "exact_bits.hpp"

namespace warpmath {

WARPMATH_HD float ldexpf(float x, int n) {
  const int clamped = n < -detail::exact::kScaleClamp  ? -detail::exact::kScaleClamp
                      : n > detail::exact::kScaleClamp ? detail::exact::kScaleClamp
                                                       : n;
  return detail::exact::scale_by_power_of_two(x, clamped);
}

WARPMATH_HD float scalbnf(float x, int n) { return ldexpf(x, n); }

WARPMATH_HD float scalblnf(float x, long n) {
  const long clamped = n < -detail::exact::kScaleClamp  ? -detail::exact::kScaleClamp
                       : n > detail::exact::kScaleClamp ? detail::exact::kScaleClamp
                                                        : n;
  return detail::exact::scale_by_power_of_two(x, static_cast<int>(clamped));
}

}  // namespace warpmath
