// warpmath/fast/pow.hpp -- fast::powf(x, y) = x^y: the default tier's special cases and
// logarithm, the fast tier's exponential.
//
// Algorithm: the pairs that are not (x positive normal, y finite nonzero) go through
// detail::power::pow_prepare (pow/powf.hpp), which returns every C23 F.10.4.5 special value exactly
// -- pow(x, +-0) = 1 (quiet NaN x included), pow(+1, y) = 1 (quiet NaN y included; sNaN: qNaN),
// pow(-1, +-inf) = 1, pow(+-0, y) and pow(+-inf, y) by the parity and sign of y, pow(x < 0,
// non-integer y) = NaN, pow(x < 0, integer y) = +-|x|^y -- or |x| (a subnormal one normalised) and
// the sign. Then z = y log2|x| as a float-float: log2|x| by detail::power::log2_ff_rel44
// (pow/pow_log2.hpp, 2^-44 relative, table-driven) and detail::power::times_log (exact product of
// the heads), so z is within 2^-36.8 relative wherever the result is finite and nonzero: the error
// does not grow with |y log2 x| (at most 151 * 2^-36.8 * ln2 relative, 0.01 ulp).  2^z = 2^k 2^f
// with k = rint(z.hi) (z.hi clamped to [-151, 129]: overflow to +inf, underflow to +0 as exp2f), f
// = (z.hi - k) + z.lo (one rounding, |f| <= 1/2 + 2^-16), and 2^f by the degree-5 polynomial of
// fast::exp2f (exp.hpp, relative 2^-23.3), scaled by 2^k in two exact steps: the error is
// fast::exp2f's, about 2 ulps, for every |z|.  Subnormal results are rounded once, not flushed.
// Exact results: x^y with y log2|x| an integer k (pow(2, 3) = 8, pow(4, 0.5) = 2) give 2^k.
// Measured error: docs/sweeps/pairs_fast.json (the catalogue's bound).
// SASS (sm_90, kernel p[i] = f(p[i], q[i]), baseline included): 192 instructions, default tier
// 243 (the float-float logarithm is most of it).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/ops.hpp"
#include "../pow/pow_kernels.hpp"
#include "exp.hpp"

namespace warpmath::fast {

WARPMATH_HD float powf(float x, float y) {
  float value;
  fp::ff z;
  bool negative;
  if (detail::power::pow_special_or_exponent(x, y, &value, &z, &negative)) return value;
  const float zc = detail::fast_exp::clamp_keep_nan(z.hi, -151.0f, 129.0f);
  const float shifted = fp::add(zc, fp::kRoundingShift);
  const float lo = zc == z.hi ? z.lo : 0.0f;  // a clamped z.hi drops z.lo (up to 2^103)
  const float f = fp::add(fp::sub(zc, fp::sub(shifted, fp::kRoundingShift)), lo);
  const float r = detail::fast_exp::scale_by_shifted_k(detail::fast_exp::exp2_poly(f), shifted);
  return negative ? fp::flip_sign(r, 1u) : r;
}

}  // namespace warpmath::fast
