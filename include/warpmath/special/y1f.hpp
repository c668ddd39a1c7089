// warpmath/special/y1f.hpp -- y1f(x): the Bessel function of the second kind of order 1, Y1(x),
// x > 0.
//
// Algorithm (special/bessel_j_kernels.hpp):
//   x <= 1.25     (2/pi) ln(x) J1(x) - 2/(pi x) + x r1u(x^2), 2/(pi x) and the logarithm as
//                 float-floats, the terms summed as float-floats (they cancel by at most a factor
//                 1.25 here); -inf once 2/(pi x) overflows (x < 1.87e-39)
//   1.25 < x < 20 a table of 19 degree-11 polynomials in t = x - centre; the intervals around the
//                 zeros 2.1971, 5.4297, 8.5960, 11.7492, 14.8974, 18.0434 are centred on
//                 them (c0 = 0)
//   x >= 20       sqrt(2/(pi x)) A(1/x) sin(x - 3pi/4 + phi(1/x)), the phase reduced without
//                 cancellation
// Error: a few ulp below 20 (zeros included), absolute error < 2^-24 wherever |Y1| < 1 (for
// x < 0.78 Y1 < -1 and the error is relative); beyond 20 the error is absolute.
// Special values: Y1(+-0) = -inf, Y1(x < 0) = NaN, Y1(+inf) = +0, Y1(NaN) = NaN.
// Measured error: docs/sweeps/y1f.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "bessel_j_kernels.hpp"

namespace warpmath {

WARPMATH_HD float y1f(float x) {
  if (detail::unlikely(!(x > 0.0f && x < detail::special::kBesselAsymptoticStart))) {
    if (x == 0.0f) return -fp::as_float(fp::kInfBits);
    if (!(x > 0.0f)) return fp::as_float(0x7fc00000u);  // NaN, x < 0
    if (x == fp::as_float(fp::kInfBits)) return 0.0f;
    return detail::special::bessel_large(x, 1, true);
  }
  if (x <= 1.25f) return detail::special::y1_small(x);
  return detail::special::y1_table(x);
}

}  // namespace warpmath
