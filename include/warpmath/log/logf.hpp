// warpmath/log/logf.hpp -- logf: natural logarithm, faithful (< 1 ulp) for every input, nearly
// always correctly rounded.
//
// Algorithm: x = 2^e * (1 + f), SQRT_HALF - 1 <= f < 2*SQRT_HALF - 1 (reduce/log_reduce.hpp: bit
// operations only, subnormal x normalised exactly), log(1 + f) as an unrounded float-float
// (log/log_kernels.hpp, log1p_ff: f - f^2/2 exact plus f^3 * P(f), P from
// tools/sollya/log_log1p.sollya), then e*ln2 + log(1 + f) with ln2 split so that e*LN2_HI is
// exact (tools/sollya/constants.sollya), summed by fast_two_sum and rounded once
// (log/log_kernels.hpp, round_ln).  No table, no branch on the common path.
// Error: the float-float is within (0.21 * 2^-24 + 2^-32.5) relative of log(1 + f), the
// combination adds roundings below 2^-24 of its low parts: at most about 0.2 ulp beyond the final
// rounding where |f| is near 0.41 and |e| <= 1, under 0.07 ulp for |e| >= 2 (log/log_kernels.hpp).
// Special values (C23 Annex F.10.3): log(+-0) = -inf, log(1) = +0, log(x < 0) = NaN (also -inf),
// log(+inf) = +inf, log(NaN) = NaN.  Subnormal arguments are exact inputs (log(2^-149) is finite)
// and give the same bits under -ftz=true, where no intermediate of the main path is subnormal.
// Measured error: docs/sweeps/logf.json (the catalogue's bound).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../reduce/log_reduce.hpp"
#include "log_kernels.hpp"

namespace warpmath {

WARPMATH_HD float logf(float x) {
  std::uint32_t ux = fp::as_uint(x);
  if (detail::unlikely(detail::reduce::log_arg_is_unusual(ux))) {
    if (!detail::reduce::is_positive_subnormal(ux)) return detail::log::log_special(x);
    ux = detail::reduce::normalise_subnormal(ux);
  }
  const detail::reduce::log_reduced red = detail::reduce::reduce_log(ux);
  return detail::log::round_ln(red.e, detail::log::log1p_ff(red.f));
}

}  // namespace warpmath
