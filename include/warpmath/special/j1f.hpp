// warpmath/special/j1f.hpp -- j1f(x): the Bessel function of the first kind of order 1, J1(x).
//
// Algorithm (special/bessel_j_kernels.hpp), on a = |x|, the sign of x applied at the end (J1 is
// odd):
//   a <= 1        a*j1u(u), u = a^2 (relative fit; J1(a) = a/2 - a^3/16 + ..., also for
//                 subnormal a)
//   1 < a < 20    a table of 19 degree-11 polynomials in t = a - centre; the intervals around the
//                 zeros 3.8317, 7.0156, 10.1735, 13.3237, 16.4706, 19.6159 are centred on
//                 them (c0 = 0)
//   a >= 20       sqrt(2/(pi a)) A(1/a) cos(a - 3pi/4 + phi(1/a)), the phase reduced without
//                 cancellation
// Error: a few ulp below 20 (zeros included), absolute error < 2^-24 everywhere (faithful where
// |J1| >= 1/2); beyond 20 the error is absolute.
// Special values: J1(+-0) = +-0, J1(+-inf) = +0 (as MPFR and CUDA: the limit is 0 from both
// sides, and C names no sign), J1(NaN) = NaN.
// Measured error: docs/sweeps/j1f.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "bessel_j_kernels.hpp"

namespace warpmath {

WARPMATH_HD float j1f(float x) {
  const float a = fp::abs(x);
  float r;
  if (detail::unlikely(!(a < detail::special::kBesselAsymptoticStart))) {
    if (x != x) return fp::add(x, x);
    if (a == fp::as_float(fp::kInfBits)) return 0.0f;
    r = detail::special::bessel_large(a, 1, false);
  } else if (a <= 1.0f) {
    r = detail::special::j1_small(a);
  } else {
    r = detail::special::j1_table(a);
  }
  return fp::flip_sign(r, fp::as_uint(x) >> 31);
}

}  // namespace warpmath
