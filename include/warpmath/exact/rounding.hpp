// warpmath/exact/rounding.hpp -- truncf, floorf, ceilf, roundf, rintf, nearbyintf: rounding to an
// integral float, exact (C23 7.12.9, Annex F.10.6).
//
// Algorithm, on the bits only: with e = unbiased exponent of x,
//   e >= 23 (also +-inf, NaN)  x is integral already: returned as it is (a NaN quieted);
//   0 <= e < 23                the low 23 - e fraction bits are the fractional part: clearing them
//                              truncates, and adding 2^(23 - e) to the truncated bits adds 1 to
//                              the magnitude (a carry into the exponent field makes the next power
//                              of two, exactly right, and |x| < 2^23 cannot overflow);
//   e < 0 (|x| < 1, also +-0)  the whole magnitude is fractional: truncation gives +-0 and
//                              rounding the magnitude up gives +-1.
// The functions differ only in when they round the magnitude up: floor for a negative x with a
// fraction, ceil for a positive one, round when the fraction is >= 1/2 (halfway away from zero),
// rint when it is > 1/2 or == 1/2 with an odd integral part (ties to even).  The sign is always
// x's, so floorf(-0.5) = -1, ceilf(-0.5) = -0, roundf(-0.25) = -0, truncf(-0) = -0 as Annex F asks.
// No branch but selects.
//
// rintf and nearbyintf round in the current rounding direction; warpmath always runs in
// round-to-nearest (CUDA and HIP have no dynamic rounding mode, and the host build assumes the
// default environment), so both round ties to even, and they are the same function: the library
// raises no floating-point exception flags, so nearbyint's "does not raise inexact" holds too.
#pragma once
#include <cstdint>

#include "exact_bits.hpp"

namespace warpmath {

WARPMATH_HD float truncf(float x) {
  const detail::exact::integral_split s = detail::exact::split_integral(fp::as_uint(x));
  return detail::exact::finish_integral(x, s, false);
}

WARPMATH_HD float floorf(float x) {
  const detail::exact::integral_split s = detail::exact::split_integral(fp::as_uint(x));
  return detail::exact::finish_integral(x, s, s.sign != 0 && s.frac != 0);
}

WARPMATH_HD float ceilf(float x) {
  const detail::exact::integral_split s = detail::exact::split_integral(fp::as_uint(x));
  return detail::exact::finish_integral(x, s, s.sign == 0 && s.frac != 0);
}

// Halfway cases away from zero.  half > 0 whenever x is not integral, so frac >= half implies a
// fraction.
WARPMATH_HD float roundf(float x) {
  const detail::exact::integral_split s = detail::exact::split_integral(fp::as_uint(x));
  return detail::exact::finish_integral(x, s, s.frac >= s.half);
}

// Halfway cases to even (the library's rounding mode is always to nearest; see the file comment).
WARPMATH_HD float rintf(float x) {
  const detail::exact::integral_split s = detail::exact::split_integral(fp::as_uint(x));
  return detail::exact::finish_integral(x, s, s.frac > s.half || (s.frac == s.half && s.odd));
}

WARPMATH_HD float nearbyintf(float x) { return rintf(x); }

}  // namespace warpmath
