// warpmath/special/cyl_bessel_i0f.hpp -- cyl_bessel_i0f: the modified Bessel function of the first
// kind of order 0, I0(x) = sum_k (x/2)^(2k) / (k!)^2, faithful (< 1 ulp) for every input (CUDA
// documents 6 ulp for its cyl_bessel_i0f).
//
// Algorithm (special/bessel_i_kernels.hpp), on a = |x| (I0 is even: bit-exact symmetry):
//   a < 2          the series in w = (a/2)^2 as 1 + w + w U, U = w (1/4 + w A(w)) in float, w
//                  exact (two_prod) and 1 + w.hi as an exact float-float (bessel_i0_small_lean):
//                  within 3 * 2^-26 absolute (3/8 ulp), rounded once.  For a < 2^-12 this rounds
//                  to 1.
//   2 <= a <= 0x1.6f9a62p6 (91.9008)   e^a R_0(1/a) / sqrt(a) (bessel_i_large_lean): R_0 the
//                  accurate kernel's polynomial in v = 1/a - c on [2, 3), [3, 5), [5, 8), [8, 92]
//                  with its last step in float-float; 1/sqrt(a) from rsqrtf's seed and Newton
//                  step with the third-order correction as a low part; 1/a from the division-free
//                  reciprocal and its residual; e^a = 2^k e^r with expf's reduction and polynomial,
//                  r carried as r1 + r1_lo; P e^r formed as p + p r1 exactly (two_prod,
//                  fast_two_sum) plus the small terms, rounded once, and 2^k added to the exponent
//                  field (exact: the results are normal and below 2^128).  No IEEE division or
//                  square root, no table, no float-float exponential.
//   a > 0x1.6f9a62p6  +inf: the largest float with RN(I0(x)) finite (I0 there is 1.8e-7 below
//                  2^128 - 2^103, and 7.4e-6 above it at the next float).
// Error: below 0.875 ulp on a < 2 (the bound above); on the large path the relative error before
// the final rounding is below 2^-26 (R's float part W rounds at 2^-24 times |v W| / R <= 0.02;
// the tail terms 2^-24 times 0.08; expf's polynomial 2^-28; the rest below 2^-30).
// Special values: I0(+-0) = 1, I0(+-inf) = +inf, I0(NaN) = NaN.
// Measured: max 0.788 ulp over all 2^32 inputs (docs/sweeps/cyl_bessel_i0f.json, the catalogue's
// bound); 115.9 issued instructions per warp on sm_90 (CUDA 74.1, the accurate kernel 170.0).
// The accurate kernel
// this replaces (float-float e^a, IEEE sqrt and division; max 0.507 ulp) is
// detail::accurate::cyl_bessel_i0f (accurate/special.hpp, catalogue id accurate_cyl_bessel_i0f).
#pragma once
#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "bessel_i_kernels.hpp"

namespace warpmath {

WARPMATH_HD float cyl_bessel_i0f(float x) {
  const float a = fp::abs(x);
  if (a < 2.0f) return detail::special::bessel_i0_small_lean(a);
  if (detail::unlikely(!(a <= detail::special::kBesselI0OverflowX))) {
    return x != x ? fp::add(x, x) : fp::as_float(fp::kInfBits);
  }
  return detail::special::bessel_i_large_lean(0, a);
}

}  // namespace warpmath
