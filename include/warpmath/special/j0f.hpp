// warpmath/special/j0f.hpp -- j0f(x): the Bessel function of the first kind of order 0, J0(x).
//
// Algorithm (special/bessel_j_kernels.hpp), on a = |x| (J0 is even):
//   a <= 1        1 + u*j0u(u), u = a^2 (relative error of the fit 2^-36; J0 >= 0.765 here)
//   1 < a < 20    a table of 18 degree-11 polynomials in t = a - centre; the intervals around the
//                 zeros 2.4048, 5.5201, 8.6537, 11.7915, 14.9309, 18.0711 are centred on them (c0 =
//                 0), so the relative accuracy holds next to the zeros too
//   a >= 20       sqrt(2/(pi a)) A(1/a) cos(a - pi/4 + phi(1/a)), the phase reduced without
//                 cancellation by the trig reduction (every float, up to FLT_MAX)
// Error: within a few ulp below 20 (zeros included), absolute error < 2^-24 everywhere (the result
// is faithful where |J0| >= 1/2, i.e. a < 1.52); beyond 20 the error is absolute (about 2^-26),
// as for every implementation that rounds its inputs to float near the zeros.
// Special values: J0(+-0) = 1, J0(+-inf) = +0, J0(NaN) = NaN.
// Measured error: docs/sweeps/j0f.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "bessel_j_kernels.hpp"

namespace warpmath {

WARPMATH_HD float j0f(float x) {
  const float a = fp::abs(x);
  if (detail::unlikely(!(a < detail::special::kBesselAsymptoticStart))) {
    if (x != x) return fp::add(x, x);
    if (a == fp::as_float(fp::kInfBits)) return 0.0f;
    return detail::special::bessel_large(a, 0, false);
  }
  if (a <= 1.0f) return detail::special::j0_small(a);
  return detail::special::j0_table(a);
}

}  // namespace warpmath
