// warpmath/special/erfcinvf.hpp -- erfcinvf: the inverse complementary error function, faithful
// (< 1 ulp) for every input, with full relative accuracy in both tails: t down to the smallest
// subnormal (erfcinv(2^-149) = 10.03) and t next to 2, and around t = 1.
//
// Algorithm (special/erfinv_kernels.hpp):
//   t < 1/2         erfcinv_tail_ff(t): y0 a polynomial in sqrt(-log t) (2^-17.5 relative), one
//                   Newton step on log erfc (the erf kernels' erfc to 2^-28, subnormal t
//                   included): within 2^-27.7 relative, rounded once.
//   1/2 <= t <= 3/2 erfinv(1 - t), 1 - t exact (Sterbenz): erfinv_central (one Newton step on
//                   erf_small_ff, 2^-30.3 relative), rounded once; erfcinv(1) = +0.
//   3/2 < t < 2     -erfcinv(2 - t), 2 - t exact (Sterbenz): as for t < 1/2.
// Error: at most 0.5 + 2^-3.7 ulp by these bounds.
// Special values (as CUDA's erfcinvf): erfcinv(+-0) = +inf, erfcinv(2) = -inf, erfcinv(1) = +0,
// erfcinv(t) = NaN for t < 0 or t > 2 (+-inf included), erfcinv(NaN) = NaN.
// Measured error: docs/sweeps/erfcinvf.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "erfinv_kernels.hpp"

namespace warpmath {

WARPMATH_HD float erfcinvf(float t) {
  if (detail::unlikely(!(t > 0.0f && t < 2.0f))) {
    if (t != t) return fp::add(t, t);
    if (t == 0.0f) return fp::as_float(fp::kInfBits);
    return t == 2.0f ? fp::as_float(0xff800000u) : fp::as_float(0x7fc00000u);
  }
  if (t < 0.5f) {
    const fp::ff y = detail::special::erfcinv_tail_ff(t);
    return fp::add(y.hi, y.lo);
  }
  if (t > 1.5f) {
    const fp::ff y = detail::special::erfcinv_tail_ff(fp::sub(2.0f, t));
    return fp::sub(fp::sub(0.0f, y.hi), y.lo);
  }
  return detail::special::erfinv_central(fp::sub(1.0f, t));
}

}  // namespace warpmath
