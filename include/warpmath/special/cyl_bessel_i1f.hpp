// warpmath/special/cyl_bessel_i1f.hpp -- cyl_bessel_i1f: the modified Bessel function of the first
// kind of order 1, I1(x) = sum_k (x/2)^(2k+1) / (k! (k+1)!), faithful (< 1 ulp) for every input
// (CUDA documents 6 ulp for its cyl_bessel_i1f).
//
// Algorithm (special/bessel_i_kernels.hpp), on a = |x|, the result taking x's sign (I1 is odd:
// bit-exact symmetry, I1(-0) = -0):
//   a < 2^-125     I1(a) = (a/2)(1 + a^2/8 + ...): the result is subnormal or the last normal
//                  binade's bottom, and a/2 is either on the subnormal grid or a midpoint of it;
//                  the exact value lies just above a/2 (by a relative 2^-250 or less), so a
//                  midpoint rounds away from zero, not to even: I1(2^-149) = 2^-149.  Computed as
//                  RN((a 2^126 / 2 + 2^-30) 2^-126) by round_times_2m126 (exp_kernels.hpp):
//                  a 2^126 / 2 is exact on the grid of 2^-24, so the added 2^-30 only breaks ties.
//   a < 2          h (1 + w/2 + w^2 C(w)), h = a/2, w = h^2 exact, C = B2 + w B(w) in float, and
//                  h + h w/2 as an exact float-float (bessel_i1_small_lean): within 0.8 ulp.
//   2 <= a <= 0x1.6fa002p6 (91.9063)   e^a R_1(1/a) / sqrt(a) (bessel_i_large_lean), as for I0
//                  (special/cyl_bessel_i0f.hpp): no IEEE division or square root, no table, no
//                  float-float exponential; relative error below 2^-26 before the final rounding
//                  (R_1's float part weighs |v W| / R <= 0.13 at a = 2: 2^-27).
//   a > 0x1.6fa002p6  +-inf: the largest float with RN(I1(x)) finite (7.2e-6 below 2^128 - 2^103;
//                  3.9e-7 above it at the next float).
// Error: faithful by these bounds.
// Special values: I1(+-0) = +-0, I1(+-inf) = +-inf, I1(NaN) = NaN.
// Measured: max 0.780 ulp over all 2^32 inputs (docs/sweeps/cyl_bessel_i1f.json, the catalogue's
// bound); 123.5 issued instructions per warp on sm_90 (CUDA 75.9, the accurate kernel 176.6).
// The accurate kernel
// this replaces (float-float e^a, IEEE sqrt and division; max 0.521 ulp) is
// detail::accurate::cyl_bessel_i1f (accurate/special.hpp, catalogue id accurate_cyl_bessel_i1f).
#pragma once
#include "../exp/exp_kernels.hpp"
#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "bessel_i_kernels.hpp"

namespace warpmath {

WARPMATH_HD float cyl_bessel_i1f(float x) {
  const float a = fp::abs(x);
  if (detail::unlikely(fp::abs_bits(x) < detail::special::kBesselI1TinyBits)) {
    const float w = fp::mul(a, 0x1p126f);  // exact: a < 2^-125, w < 2
    return fp::copysign(detail::exp::round_times_2m126({fp::mul(w, 0.5f), 0x1p-30f}), x);
  }
  if (a < 2.0f) return fp::copysign(detail::special::bessel_i1_small_lean(a), x);
  if (detail::unlikely(!(a <= detail::special::kBesselI1OverflowX))) {
    return x != x ? fp::add(x, x) : fp::copysign(fp::as_float(fp::kInfBits), x);
  }
  return fp::copysign(detail::special::bessel_i_large_lean(1, a), x);
}

}  // namespace warpmath
