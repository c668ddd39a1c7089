// warpmath/special/j1f.hpp -- j1f(x): the Bessel function of the first kind of order 1, J1(x).
//
// Algorithm (special/bessel_j_kernels.hpp), on a = |x|, the sign of x applied at the end (J1 is
// odd):
//   a <= 1        a*j1u(u), u = a^2 (relative fit; J1(a) = a/2 - a^3/16 + ..., also for
//                 subnormal a)
//   1 < a < 12    a table of 12 degree-11 polynomials in t = a - centre; the intervals around the
//                 zeros 3.8317, 7.0156, 10.1735 are centred on them (c0 = 0)
//   a >= 12       sqrt(2/(pi a)) A(1/a) cos(a - 3pi/4 + phi(1/a)), the phase reduced without
//                 cancellation
// Error: a few ulp below 12 (zeros included), absolute error < 2^-24 everywhere (faithful where
// |J1| >= 1/2); beyond 12 the error is absolute.
// Special values: J1(+-0) = +-0, J1(+-inf) = +0 (as MPFR and CUDA: the limit is 0 from both
// sides, and C names no sign), J1(NaN) = NaN.
// Measured (sampled sweep docs/sweeps/j1f.json, 1600940 inputs: 2^16 stratified over all
// floats, the special values, every 122nd float of [2^-8, 12] and the 801 floats around each
// zero of J0, J1, Y0, Y1 below 100): max 55224.349 ulp at 0x1.aa5bbp+3 (next to the zero 13.3237), where
// the error is absolute; max absolute error 3.96e-8 = 2^-24.59 at 0x1.ddc80ep+3; below 12 at most 1.4 ulp
// on a 1-in-997 sample of [0.001, 12) (checked against MPFR).
#pragma once
#include "../fp/bits.hpp"
#include "bessel_j_kernels.hpp"

namespace warpmath {

WARPMATH_HD float j1f(float x) {
  const float a = fp::abs(x);
  float r;
  if (WARPMATH_UNLIKELY(!(a < special::kBesselAsymptoticStart))) {
    if (x != x) return fp::add(x, x);
    if (a == fp::as_float(fp::kInfBits)) return 0.0f;
    r = special::bessel_large(a, 1, false);
  } else if (a <= 1.0f) {
    r = special::j1_small(a);
  } else {
    r = special::j1_table(a);
  }
  return fp::flip_sign(r, fp::as_uint(x) >> 31);
}

}  // namespace warpmath
