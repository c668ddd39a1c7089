// warpmath/special/erfinvf.hpp -- erfinvf: the inverse error function, faithful (< 1 ulp) for
// every input, with full relative accuracy at tiny |x| (subnormals) and next to +-1.
//
// Algorithm (special/erfinv_kernels.hpp), a = |x|, odd:
//   a < 2^-26       RN(a sqrt(pi)/2) in float-float, rounded once (subnormal results too).
//   a <= 1/2        erfinv_central_ff: a polynomial y0 in a^2 (2^-18 relative), one Newton step
//                   on erf_small_ff (erf to 2^-31): y0 + d within 2^-30.3 relative, rounded once.
//   1/2 < a < 1     erfcinv(1 - a), 1 - a exact (Sterbenz): erfcinv_tail_ff, y0 a polynomial in
//                   sqrt(-log(1 - a)) (2^-17.5), one Newton step on log erfc (the erf kernels'
//                   erfc to 2^-28): within 2^-27.7 relative, rounded once.
// Error: at most 0.5 + 2^-3.7 ulp by these bounds (ulp(y) >= 2^-24 y).
// Special values (as CUDA's erfinvf): erfinv(+-0) = +-0, erfinv(+-1) = +-inf, erfinv(x) = NaN for
// |x| > 1 (+-inf included), erfinv(NaN) = NaN.
// Measured error: docs/sweeps/erfinvf.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "erfinv_kernels.hpp"

namespace warpmath {

WARPMATH_HD float erfinvf(float x) {
  const float a = fp::abs(x);
  if (detail::unlikely(!(a < 1.0f))) return detail::special::erfinv_outside(x);
  if (a <= 0.5f) return detail::special::erfinv_central(x);
  const fp::ff y = detail::special::erfcinv_tail_ff(fp::sub(1.0f, a));
  return fp::copysign(fp::add(y.hi, y.lo), x);
}

}  // namespace warpmath
