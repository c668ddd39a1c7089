// warpmath/log/log10f.hpp -- log10f: base-10 logarithm, faithful (< 1 ulp) for every input,
// nearly always correctly rounded; exact for 10^k, k = 0..10.
//
// Algorithm: x = 2^e * (1 + f) (reduce/log_reduce.hpp) and log(1 + f) as an unrounded float-float
// (log/log_kernels.hpp, log1p_ff; polynomial: tools/sollya/log_log1p.sollya), as in logf; then
// e*log10(2) + log(1 + f) * (1/ln10), with log10(2) split so that e*LOG10_2_HI is exact and
// 1/ln10 as a float-float (tools/sollya/constants.sollya), summed by fast_two_sum and rounded
// once (log/log_kernels.hpp, round_log10).  Never log(x)/ln10: that would round twice.
// Error: as log2f's, at most about 0.2 ulp beyond the final rounding; the exact results
// log10(10^k) = k (the floats 10^0 .. 10^10) are within far less than half an ulp before the
// final rounding, so they come out exact.
// Special values (C23 Annex F.10.3): log10(+-0) = -inf, log10(1) = +0, log10(x < 0) = NaN,
// log10(+inf) = +inf, log10(NaN) = NaN; subnormal arguments exact, and -ftz=true changes no bit.
// Measured error: docs/sweeps/log10f.json (the catalogue's bound).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../reduce/log_reduce.hpp"
#include "log_kernels.hpp"

namespace warpmath {

WARPMATH_HD float log10f(float x) {
  std::uint32_t ux = fp::as_uint(x);
  if (detail::unlikely(detail::reduce::log_arg_is_unusual(ux))) {
    if (!detail::reduce::is_positive_subnormal(ux)) return detail::log::log_special(x);
    ux = detail::reduce::normalise_subnormal(ux);
  }
  const detail::reduce::log_reduced red = detail::reduce::reduce_log(ux);
  return detail::log::round_log10(red.e, detail::log::log1p_ff(red.f));
}

}  // namespace warpmath
