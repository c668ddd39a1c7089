// warpmath/special/cyl_bessel_i0f.hpp -- cyl_bessel_i0f: the modified Bessel function of the first
// kind of order 0, I0(x) = sum_k (x/2)^(2k) / (k!)^2, faithful (< 1 ulp) for every input (CUDA
// documents 6 ulp for its cyl_bessel_i0f).
//
// Algorithm (special/bessel_i_kernels.hpp), on a = |x| (I0 is even: bit-exact symmetry):
//   a < 2          the series in w = (a/2)^2 as 1 + w (1 + w (1/4 + w A(w))), w exact and the
//                  steps with the exact coefficients in float-float (bessel_i0_small_ff): within
//                  2^-29.5 relative, rounded once.  For a < 2^-12 this rounds to 1 (w < 2^-26).
//   2 <= a <= 0x1.6f9a62p6 (91.9008)   e^a R_0(1/a) / sqrt(a) (bessel_i_large): R_0 a polynomial
//                  in 1/a - c on [2, 3), [3, 5), [5, 8) and [8, 92], 1/sqrt(a) and e^a in
//                  float-float, rounded once and scaled by 2^m exactly: within 2^-29.7 relative
//                  (the float part of R and the fit).
//   a > 0x1.6f9a62p6  +inf: the largest float with RN(I0(x)) finite (I0 there is 1.8e-7 below
//                  2^128 - 2^103, and 7.4e-6 above it at the next float).
// Error: at most 0.5 + 2^-5.5 ulp (0.522) by these bounds.
// Special values: I0(+-0) = 1, I0(+-inf) = +inf, I0(NaN) = NaN.
// Measured error: docs/sweeps/cyl_bessel_i0f.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "bessel_i_kernels.hpp"

namespace warpmath {

WARPMATH_HD float cyl_bessel_i0f(float x) {
  const float a = fp::abs(x);
  if (a < 2.0f) {
    const fp::ff y = detail::special::bessel_i0_small_ff(a);
    return fp::add(y.hi, y.lo);
  }
  if (detail::unlikely(!(a <= detail::special::kBesselI0OverflowX))) {
    return x != x ? fp::add(x, x) : fp::as_float(fp::kInfBits);
  }
  return detail::special::bessel_i_large(0, a);
}

}  // namespace warpmath
