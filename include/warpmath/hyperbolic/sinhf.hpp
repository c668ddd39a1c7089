// warpmath/hyperbolic/sinhf.hpp -- sinhf: hyperbolic sine, faithful (< 1 ulp) for every input.
//
// Algorithm, on a = |x| (sinh is odd: the sign is put back at the end, bit-exact symmetry), no
// table and no float-float:
//   a < 1     a + a^3 (S3 + S5 a^2 + S7 a^4 + S9 a^6), tools/sollya/hyperbolic_lean.sollya (2^-31.4
//             relative).  The a^3 term is at most 0.18 of the result; its roundings add < 0.1 ulp,
//             the final FMA rounds once.  Subnormal a is returned exactly (a^2 underflows to 0).
//   a >= 1    sinh(a) = 2^k p, p = (1/2 - g) cosh r + (1/2 + g) sinh r, g = 2^(-2k-1), r = a - k
//   ln2,
//             k = rint(a log2 e) >= 1 from s = RN(a RN(log2 e) + 1.5 * 2^23), p rounded once
//             (hyperbolic/hyperbolic_kernels.hpp, cosh_sinh_scaled: no cancellation for a >= 1,
//             p >= 0.58 at k = 1); 2^k p by an exponent add (exp/exp_lean.hpp, scale_by_k).
// Both are computed and one is selected: no divergence on the common path.
// Rare inputs (k outside [0, 128]: |x| > 89.08, +-inf, NaN) leave through one unsigned test on s
// into cosh_sinh_rare (out of line): +-inf above SINH_OVERFLOW_X
// (tools/sollya/hyperbolic_constants.sollya: the largest float with a finite RN(sinh)), p 2^129
// exactly below it, NaN -> NaN.
// Special values (C23 F.10.2.5): sinh(+-0) = +-0, sinh(+-inf) = +-inf, NaN -> NaN.
// Measured: max 0.979 ulp over all 2^32 inputs (0.9783 at 0x1.4e793ap+2; docs/sweeps/sinhf.json);
// 59 issued instructions per warp on sm_90 (CUDA 39, with MUFU.EX2 and MUFU.RCP; the accurate
// kernel, accurate/hyperbolic.hpp: 89).
#pragma once
#include "../config.hpp"
#include "../exp/exp_lean.hpp"
#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "hyperbolic_kernels.hpp"

namespace warpmath {

WARPMATH_HD float sinhf(float x) {
  // tools/sollya/hyperbolic_lean.sollya
  constexpr float S3 = 0x1.555556p-3f, S5 = 0x1.1110eap-7f, S7 = 0x1.a01c22p-13f,
                  S9 = 0x1.76771ep-19f;
  const float a = fp::abs(x);
  const float s = fp::fma(a, fp::kLog2EHi, fp::kRoundingShift);
  const float p = detail::hyperbolic::cosh_sinh_scaled<true>(a, s);
  const float a2 = fp::mul(a, a);
  const float near_zero = fp::fma(fp::mul(a, a2), fp::horner(a2, S3, S5, S7, S9), a);
  if (detail::unlikely(!detail::hyperbolic::cosh_sinh_k_in_fast_range(s))) {
    return fp::copysign(detail::hyperbolic::cosh_sinh_rare(a, p, s), x);
  }
  return fp::copysign(a < 1.0f ? near_zero : detail::exp::scale_by_k(p, s), x);
}

}  // namespace warpmath
