// warpmath/special/normcdfinvf.hpp -- normcdfinvf: the inverse of the standard normal cumulative
// distribution function, normcdfinv(p) = -sqrt(2) erfcinv(2p), faithful (< 1 ulp) for every
// input, with full relative accuracy for tiny p (subnormals: normcdfinv(2^-149) = -14.18) and for
// p next to 1.
//
// Algorithm (special/erfinv_kernels.hpp): y = erfcinv or erfinv of an exact float as an
// unrounded float-float y0 + d, multiplied by sqrt(2) = SQRT2_HI + SQRT2_LO
// (tools/sollya/special_erfinv.sollya) in float-float (2^-46) and rounded once:
//   p < 1/4          -sqrt(2) erfcinv(2p), 2p exact: erfcinv_tail_ff (within 2^-27.7 relative).
//   1/4 <= p <= 3/4  sqrt(2) erfinv(2p - 1), 2p - 1 exact (Sterbenz), |2p - 1| >= 2^-24 or 0:
//                    erfinv_central_ff (2^-30.3 relative); normcdfinv(1/2) = +0.
//   p > 3/4          sqrt(2) erfcinv(2 - 2p), 2 - 2p = 2 (1 - p) exact: erfcinv_tail_ff.
// Error: at most 0.5 + 2^-3.7 ulp by these bounds.
// Special values (as CUDA's normcdfinvf): normcdfinv(+-0) = -inf, normcdfinv(1) = +inf,
// normcdfinv(1/2) = +0, normcdfinv(p) = NaN outside [0, 1] (+-inf included), NaN -> NaN.
// Measured error: docs/sweeps/normcdfinvf.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "erf_kernels.hpp"
#include "erfinv_kernels.hpp"

namespace warpmath {

WARPMATH_HD float normcdfinvf(float p) {
  if (detail::unlikely(!(p > 0.0f && p < 1.0f))) {
    if (p != p) return fp::add(p, p);
    if (p == 0.0f) return fp::as_float(0xff800000u);
    return p == 1.0f ? fp::as_float(fp::kInfBits) : fp::as_float(0x7fc00000u);
  }
  fp::ff y;
  float sign_of = 1.0f;
  if (p < 0.25f) {
    y = detail::special::erfcinv_tail_ff(fp::mul(p, 2.0f));
    sign_of = -1.0f;
  } else if (p > 0.75f) {
    y = detail::special::erfcinv_tail_ff(fp::mul(fp::sub(1.0f, p), 2.0f));
  } else {
    const float x = fp::fma(p, 2.0f, -1.0f);  // exact
    if (x == 0.0f) return 0.0f;
    y = detail::special::erfinv_central_ff(fp::abs(x));
    sign_of = x;
  }
  const fp::ff z = fp::ff_mul(y, {fp::kSqrt2Hi, fp::kSqrt2Lo});
  return fp::copysign(z.hi, sign_of);
}

}  // namespace warpmath
