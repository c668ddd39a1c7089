// warpmath/hyperbolic/coshf.hpp -- coshf: hyperbolic cosine, faithful (< 1 ulp) for every input.
//
// Algorithm, on a = |x| (cosh is even: the sign of x is ignored, bit-exact symmetry), no table and
// no float-float: s = RN(a RN(log2 e) + 1.5 * 2^23) holds k = rint(a log2 e); cosh(a) = 2^k p with
// p = (1/2 + g) cosh r + (1/2 - g) sinh r, g = 2^(-2k-1), r = a - k ln2, both hyperbolic functions
// of r as even/odd polynomials and p rounded once (hyperbolic/hyperbolic_kernels.hpp,
// cosh_sinh_scaled, gives the error analysis); 2^k p by an exponent add (exp/exp_lean.hpp,
// scale_by_k).  Near 0 (k = 0) p is cosh(a) itself, accurate relative to 1.
// Rare inputs (k outside [0, 128]: a > 89.08, +-inf, NaN) leave through one unsigned test on s into
// cosh_sinh_rare (out of line): +inf above SINH_OVERFLOW_X
// (tools/sollya/hyperbolic_constants.sollya, the largest float with a finite RN(cosh)), p 2^129
// exactly below it, NaN -> NaN. Special values (C23 F.10.2.4): cosh(+-0) = 1, cosh(+-inf) = +inf,
// NaN -> NaN. Measured: max 0.972 ulp over all 2^32 inputs (at 0x1.7a71cep+2;
// docs/sweeps/coshf.json); 50 issued instructions per warp on sm_90 (CUDA 30, with MUFU.EX2 and
// MUFU.RCP; the accurate kernel, accurate/hyperbolic.hpp: 79).
#pragma once
#include "../config.hpp"
#include "../exp/exp_lean.hpp"
#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/ops.hpp"
#include "hyperbolic_kernels.hpp"

namespace warpmath {

WARPMATH_HD float coshf(float x) {
  const float a = fp::abs(x);
  const float s = fp::fma(a, fp::kLog2EHi, fp::kRoundingShift);
  const float p = detail::hyperbolic::cosh_sinh_scaled<false>(a, s);
  if (detail::unlikely(!detail::hyperbolic::cosh_sinh_k_in_fast_range(s))) {
    return detail::hyperbolic::cosh_sinh_rare(a, p, s);
  }
  return detail::exp::scale_by_k(p, s);
}

}  // namespace warpmath
