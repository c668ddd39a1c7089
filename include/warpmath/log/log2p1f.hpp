// warpmath/log/log2p1f.hpp -- log2p1f (C23): log2(1 + x), faithful (< 1 ulp) for every input,
// nearly always correctly rounded, with full relative accuracy near x = 0; exact where 1 + x is
// a power of two.
//
// Algorithm: the log1pf reduction and kernel (reduce/log_reduce.hpp, reduce_log1p;
// log/log_kernels.hpp, log1p_ff_corrected; polynomials: tools/sollya/log_log1p.sollya,
// tools/sollya/log_recip.sollya) give e and log(1 + f + d) as an unrounded float-float, then
// e + that * (1/ln2), rounded once (round_log2) as in log2f.
// |x| < 2^-40: log2(1 + x) = x*(1/ln2)*(1 - x/2) to 2^-81, formed at x*2^64 as a float-float
// and rounded once, also onto the subnormal grid (detail::log::scaled_log1p_tiny): no double
// rounding, and no subnormal intermediate on the main path, which starts at |x| = 2^-40.
// Error: as log2f's, at most about 0.2 ulp beyond the final rounding (log/log_kernels.hpp).
// Special values (C23 Annex F.10.3): log2p1(+-0) = +-0, log2p1(-1) = -inf, log2p1(x < -1) = NaN,
// log2p1(+inf) = +inf, log2p1(NaN) = NaN.  Under -ftz=true subnormal arguments flush to zero (the
// result is +-0), as for any float operation in that mode; the main path has no subnormal
// intermediate.
// Measured error: docs/sweeps/log2p1f.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../reduce/log_reduce.hpp"
#include "log_kernels.hpp"

namespace warpmath {

WARPMATH_HD float log2p1f(float x) {
  if (detail::unlikely(detail::log::log1p_arg_is_unusual(x, 0x2b800000u))) {
    if (fp::abs_bits(x) < 0x2b800000u) {  // |x| < 2^-40
      return detail::log::scaled_log1p_tiny(x, fp::kLog2EHi, fp::kLog2ELo);
    }
    return detail::log::log1p_special(x);
  }
  const detail::reduce::log1p_reduced red = detail::reduce::reduce_log1p(x);
  return detail::log::round_log2(red.e, detail::log::log1p_ff_corrected(red.f, red.d));
}

}  // namespace warpmath
