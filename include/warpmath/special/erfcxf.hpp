// warpmath/special/erfcxf.hpp -- erfcxf: the scaled complementary error function
// erfcx(x) = e^(x^2) erfc(x), faithful (< 1 ulp) for every input, with full relative accuracy
// for large x down to the subnormal results (erfcx(x) ~ 1/(x sqrt(pi)) < 2^-126 beyond x = 2^125).
//
// Algorithm (special/erf_kernels.hpp):
//   0 <= x < 2^100   erfcx_ff (piecewise polynomials on [0, 4), x erfcx(x) as a polynomial in
//                    1/x^2 beyond, divided by x in float-float): within 2^-28.3 relative; rounded
//                    once.
//   x >= 2^100       1/(x sqrt(pi)) (the next term, -1/(2x^2), is below 2^-200): B0 / (x 2^-126)
//                    as a float-float (x 2^-126 exact), then round_times_2m126 (exp_kernels.hpp)
//                    rounds it times 2^-126 once, subnormal results included.
//   x < 0            2 e^(x^2) - erfcx(|x|): x^2 = z.hi + z.lo exactly, e^z = 2^m v by the exp
//                    kernels with z.lo folded into the reduction (2^-35 relative), erfcx(|x|)
//                    2^-m subtracted from 2v in float-float (2v >= 1.98 > 3 erfcx(|x|): the
//                    difference loses at most 1.5 bits, so 2^-27 relative), scaled by 2^m with
//                    one rounding (exp_kernels.hpp scale_round, which overflows exactly when the
//                    rounded value does).  x^2 > 89: +inf (erfcx(x) > 2^128 from x = -9.3824 on).
// Error: at most 0.5 + 2^-3 ulp by these bounds.
// Special values: erfcx(+inf) = +0, erfcx(-inf) = +inf, erfcx(NaN) = NaN, erfcx(+-0) = 1.
// Measured error: docs/sweeps/erfcxf.json (the catalogue's bound).
#pragma once
#include <cstdint>

#include "../exp/exp_kernels.hpp"
#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../reduce/exp_reduce.hpp"
#include "erf_kernels.hpp"

namespace warpmath {

WARPMATH_HD float erfcxf(float x) {
  if (x < 0.0f) return detail::special::erfcx_negative(x);
  if (detail::unlikely(!(x < 0x1p100f))) {
    if (x != x) return fp::add(x, x);
    return detail::special::erfcx_huge(x);
  }
  const fp::ff g = detail::special::erfcx_ff(x);
  return fp::add(g.hi, g.lo);
}

}  // namespace warpmath
