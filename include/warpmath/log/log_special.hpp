// warpmath/log/log_special.hpp -- the special values of the logarithms (C23 Annex F.10.3):
// log(+-0) = -inf, log(x < 0) = NaN (-inf included), log(+inf) = +inf, log(NaN) = NaN, and for
// the log1p forms log1p(-1) = -inf, log1p(x < -1) = NaN, log1p(+inf) = +inf, log1p(NaN) = NaN.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/ops.hpp"

namespace warpmath::detail::log {

// The values of logf, log2f and log10f at x <= 0 (either zero), +-inf and NaN: -inf for +-0, NaN
// for x < 0 (-inf included) and for NaN, and x + x (+inf, or the NaN quieted) otherwise.
WARPMATH_HD float log_special(float x) {
  const std::uint32_t ux = fp::as_uint(x);
  if ((ux << 1) == 0u) return fp::as_float(0xff800000u);
  return ux > fp::kSignMask ? fp::as_float(0x7fc00000u) : fp::add(x, x);
}

// The values of log1pf, log2p1f and log10p1f at x <= -1, +-inf and NaN: 1 + x is exact for these
// (0 for x = -1, and x itself otherwise), so log(1 + x) gives Annex F's values: log1p(-1) = -inf,
// log1p(x < -1) = NaN, log1p(+inf) = +inf, log1p(NaN) = NaN.
WARPMATH_HD float log1p_special(float x) { return log_special(fp::add(1.0f, x)); }

}  // namespace warpmath::detail::log
