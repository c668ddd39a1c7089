// warpmath/accurate/log.hpp -- the accurate logf, log2f, log10f and log1pf: the default tier's
// bodies before the lean rewrite (log/log_lean.hpp), kept unchanged.  x = 2^e * (1 + f) (reduce/
// log_reduce.hpp; for log1pf 1 + x = 2^e * (1 + f + d), or f = x near 0), log(1 + f) as an
// unrounded float-float (log/log_kernels.hpp, log1p_ff, log1p_ff_corrected), then
// e*log_b(2) + log(1 + f)/ln(b) rounded once (round_ln, round_log2, round_log10): at most about
// 0.2 ulp beyond the final rounding, nearly always correctly rounded.  Special values as the
// default tier's (C23 Annex F.10.3).  Measured: docs/sweeps/accurate_logf.json,
// accurate_log2f.json, accurate_log10f.json, accurate_log1pf.json.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../log/log_kernels.hpp"
#include "../reduce/log_reduce.hpp"

namespace warpmath::detail::accurate {

WARPMATH_HD float logf(float x) {
  std::uint32_t ux = fp::as_uint(x);
  if (detail::unlikely(detail::reduce::log_arg_is_unusual(ux))) {
    if (!detail::reduce::is_positive_subnormal(ux)) return detail::log::log_special(x);
    ux = detail::reduce::normalise_subnormal(ux);
  }
  const detail::reduce::log_reduced red = detail::reduce::reduce_log(ux);
  return detail::log::round_ln(red.e, detail::log::log1p_ff(red.f));
}

WARPMATH_HD float log2f(float x) {
  std::uint32_t ux = fp::as_uint(x);
  if (detail::unlikely(detail::reduce::log_arg_is_unusual(ux))) {
    if (!detail::reduce::is_positive_subnormal(ux)) return detail::log::log_special(x);
    ux = detail::reduce::normalise_subnormal(ux);
  }
  const detail::reduce::log_reduced red = detail::reduce::reduce_log(ux);
  return detail::log::round_log2(red.e, detail::log::log1p_ff(red.f));
}

WARPMATH_HD float log10f(float x) {
  std::uint32_t ux = fp::as_uint(x);
  if (detail::unlikely(detail::reduce::log_arg_is_unusual(ux))) {
    if (!detail::reduce::is_positive_subnormal(ux)) return detail::log::log_special(x);
    ux = detail::reduce::normalise_subnormal(ux);
  }
  const detail::reduce::log_reduced red = detail::reduce::reduce_log(ux);
  return detail::log::round_log10(red.e, detail::log::log1p_ff(red.f));
}

WARPMATH_HD float log1pf(float x) {
  if (detail::unlikely(detail::log::log1p_arg_is_unusual(x, 0x33800000u))) {
    if (fp::abs_bits(x) < 0x33800000u) return x;  // |x| < 2^-24
    return detail::log::log1p_special(x);
  }
  const detail::reduce::log1p_reduced red = detail::reduce::reduce_log1p(x);
  return detail::log::round_ln(red.e, detail::log::log1p_ff_corrected(red.f, red.d));
}

}  // namespace warpmath::detail::accurate
