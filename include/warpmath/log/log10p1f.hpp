// warpmath/log/log10p1f.hpp -- log10p1f (C23): log10(1 + x), faithful (< 1 ulp) for every input,
// nearly always correctly rounded, with full relative accuracy near x = 0.
//
// Algorithm: the log1pf reduction and kernel (reduce/log_reduce.hpp, reduce_log1p;
// log/log_kernels.hpp, log1p_ff_corrected; polynomials: tools/sollya/log_log1p.sollya,
// tools/sollya/log_recip.sollya) give e and log(1 + f + d) as an unrounded float-float, then
// e*log10(2) + that * (1/ln10), rounded once (round_log10) as in log10f.
// |x| < 2^-40: log10(1 + x) = x*(1/ln10)*(1 - x/2) to 2^-81, formed at x*2^64 as a float-float
// and rounded once, also onto the subnormal grid (detail::log::scaled_log1p_tiny): no double
// rounding, and no subnormal intermediate on the main path, which starts at |x| = 2^-40.
// Error: as log10f's, at most about 0.2 ulp beyond the final rounding (log/log_kernels.hpp).
// Special values (C23 Annex F.10.3): log10p1(+-0) = +-0, log10p1(-1) = -inf, log10p1(x < -1) = NaN,
// log10p1(+inf) = +inf, log10p1(NaN) = NaN.  Under -ftz=true subnormal arguments flush to zero (the
// result is +-0), as for any float operation in that mode; the main path has no subnormal
// intermediate.
// Measured error: docs/sweeps/log10p1f.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../reduce/log_reduce.hpp"
#include "log_kernels.hpp"

namespace warpmath {

WARPMATH_HD float log10p1f(float x) {
  if (detail::unlikely(detail::log::log1p_arg_is_unusual(x, 0x2b800000u))) {
    if (fp::abs_bits(x) < 0x2b800000u) {  // |x| < 2^-40
      return detail::log::scaled_log1p_tiny(x, fp::kLog10EHi, fp::kLog10ELo);
    }
    return detail::log::log1p_special(x);
  }
  const detail::reduce::log1p_reduced red = detail::reduce::reduce_log1p(x);
  return detail::log::round_log10(red.e, detail::log::log1p_ff_corrected(red.f, red.d));
}

}  // namespace warpmath
