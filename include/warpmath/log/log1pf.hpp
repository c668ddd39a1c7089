// warpmath/log/log1pf.hpp -- log1pf: log(1 + x), faithful (< 1 ulp) for every input, nearly
// always correctly rounded, with full relative accuracy near x = 0.
//
// Algorithm (reduce/log_reduce.hpp, reduce_log1p, branch-free): for SQRT_HALF - 1 <= x <
// 2*SQRT_HALF - 1 the kernel takes f = x itself (e = 0, nothing rounded: no cancellation in
// 1 + x); elsewhere 1 + x = u.hi + u.lo exactly (TwoSum), u.hi = 2^e * (1 + f) and
// d = u.lo * 2^-e, so 1 + x = 2^e * (1 + f + d).  log(1 + f) as an unrounded float-float
// (log/log_kernels.hpp, log1p_ff; polynomial: tools/sollya/log_log1p.sollya) plus d/(1 + f)
// (log1p_ff_corrected; 1/(1 + f) from tools/sollya/log_recip.sollya, at most 2^-31.6 of the
// result off), then e*ln2 + that, rounded once (round_ln) as in logf.
// |x| < 2^-24 returns x: log1p(x) = x - x^2/2 + ... and x^2/2 < 2^-25 |x| is below half the gap
// from x to either neighbour, so x is the correctly rounded result (and +-0, subnormals exact).
// Error: as logf's, at most about 0.2 ulp beyond the final rounding (log/log_kernels.hpp).
// Special values (C23 Annex F.10.3): log1p(+-0) = +-0, log1p(-1) = -inf, log1p(x < -1) = NaN (also
// -inf), log1p(+inf) = +inf, log1p(NaN) = NaN.  No intermediate is ever subnormal, so -ftz=true
// changes no bit.
// Measured error: docs/sweeps/log1pf.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "../reduce/log_reduce.hpp"
#include "log_kernels.hpp"

namespace warpmath {

WARPMATH_HD float log1pf(float x) {
  if (detail::unlikely(detail::log::log1p_arg_is_unusual(x, 0x33800000u))) {
    if (fp::abs_bits(x) < 0x33800000u) return x;  // |x| < 2^-24
    return detail::log::log1p_special(x);
  }
  const detail::reduce::log1p_reduced red = detail::reduce::reduce_log1p(x);
  return detail::log::round_ln(red.e, detail::log::log1p_ff_corrected(red.f, red.d));
}

}  // namespace warpmath
