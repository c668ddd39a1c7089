// warpmath/special/y0f.hpp -- y0f(x): the Bessel function of the second kind of order 0, Y0(x),
// x > 0.
//
// Algorithm (special/bessel_j_kernels.hpp):
//   x <= 0.75     (2/pi) ln(x) J0(x) + r0u(x^2), the logarithm a float-float L and J0 = 1 + c,
//                 so L J0 = L + L c with only the small L c rounded; the terms summed as
//                 float-floats (they cancel by at most a factor 1.15 here)
//   0.75 < x < 20 a table of 19 degree-11 polynomials in t = x - centre; the intervals around the
//                 zeros 0.8936, 3.9577, 7.0861, 10.2223, 13.3611, 16.5009, 19.6413
//                 are centred on them (c0 = 0)
//   x >= 20       sqrt(2/(pi x)) A(1/x) sin(x - pi/4 + phi(1/x)), the phase reduced without
//                 cancellation
// Error: a few ulp below 20 (zeros included), absolute error < 2^-24 wherever |Y0| < 1 (for
// x < 0.2 Y0 < -1 and the error is relative); beyond 20 the error is absolute.
// Special values (C23 7.12 / POSIX y0): Y0(+-0) = -inf, Y0(x < 0) = NaN (-inf included),
// Y0(+inf) = +0, Y0(NaN) = NaN.
// Measured error: docs/sweeps/y0f.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "bessel_j_kernels.hpp"

namespace warpmath {

WARPMATH_HD float y0f(float x) {
  if (detail::unlikely(!(x > 0.0f && x < detail::special::kBesselAsymptoticStart))) {
    if (x == 0.0f) return -fp::as_float(fp::kInfBits);
    if (!(x > 0.0f)) return fp::as_float(0x7fc00000u);  // NaN, x < 0
    if (x == fp::as_float(fp::kInfBits)) return 0.0f;
    return detail::special::bessel_large(x, 0, true);
  }
  if (x <= 0.75f) return detail::special::y0_small(x);
  return detail::special::y0_table(x);
}

}  // namespace warpmath
