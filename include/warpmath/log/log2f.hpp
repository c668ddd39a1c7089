// warpmath/log/log2f.hpp -- log2f: base-2 logarithm, faithful (< 1 ulp) for every input, nearly
// always correctly rounded; exact for powers of two.
//
// Algorithm: x = 2^e * (1 + f) (reduce/log_reduce.hpp) and log(1 + f) as an unrounded float-float
// (log/log_kernels.hpp, log1p_ff; polynomial: tools/sollya/log_log1p.sollya), as in logf; then
// e + log(1 + f) * (1/ln2) with 1/ln2 as a float-float (tools/sollya/constants.sollya), the
// product of the heads split exactly, summed with e by fast_two_sum and rounded once
// (log/log_kernels.hpp, round_log2).  Never log(x)/ln2: that would round twice.
// Error: as logf's plus the roundings of the product's low part (each below 2^-24 of 0.07 of the
// result): at most about 0.2 ulp beyond the final rounding (log/log_kernels.hpp).
// log2(2^k) = k exactly: f = 0 makes every low part zero.
// Special values (C23 Annex F.10.3): log2(+-0) = -inf, log2(1) = +0, log2(x < 0) = NaN,
// log2(+inf) = +inf, log2(NaN) = NaN; subnormal arguments exact, and -ftz=true changes no bit.
// Measured error: docs/sweeps/log2f.json (the catalogue's bound).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../reduce/log_reduce.hpp"
#include "log_kernels.hpp"

namespace warpmath {

WARPMATH_HD float log2f(float x) {
  std::uint32_t ux = fp::as_uint(x);
  if (detail::unlikely(detail::reduce::log_arg_is_unusual(ux))) {
    if (!detail::reduce::is_positive_subnormal(ux)) return detail::log::log_special(x);
    ux = detail::reduce::normalise_subnormal(ux);
  }
  const detail::reduce::log_reduced red = detail::reduce::reduce_log(ux);
  return detail::log::round_log2(red.e, detail::log::log1p_ff(red.f));
}

}  // namespace warpmath
