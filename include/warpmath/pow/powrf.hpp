// warpmath/pow/powrf.hpp -- powrf: C23 powr(x, y) = e^(y log x), defined for x >= 0 only; faithful
// (< 1 ulp) for every pair, nearly always correctly rounded.
//
// Algorithm: powf's common path unchanged (pow/powf.hpp: log2 x to 2^-44, z = y log2 x as a
// float-float, 2^z rounded once; error below 0.5 + 2^-12 ulp); only the special values differ.
// Special values (C23 Annex F.10.4.6), decided on the bits before the common path:
//   powr(x < 0, y) = NaN (-inf included; -0 counts as a zero, not as negative);
//   powr(+-0, y < 0) = +inf (y = -inf included), powr(+-0, y > 0) = +0, powr(+-0, +-0) = NaN;
//   powr(+inf, y < 0) = +0, powr(+inf, y > 0) = +inf, powr(+inf, +-0) = NaN;
//   powr(1, +-inf) = NaN, powr(1, y) = 1 for finite y;  powr(x, +-0) = 1 for finite x > 0;
//   powr(x, -inf) = +inf for 0 < x < 1, +0 for x > 1; powr(x, +inf) the other way round;
//   NaN in either argument -> NaN (also powr(1, NaN) and powr(NaN, 0), unlike pow).
// Measured error: docs/sweeps/pairs_pow.json (the catalogue's bound).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../reduce/log_reduce.hpp"
#include "pow_kernels.hpp"
#include "pow_log2.hpp"

namespace warpmath {

WARPMATH_HD float powrf(float x, float y) {
  std::uint32_t log_bits = fp::as_uint(x);
  if (detail::unlikely(detail::power::pow_args_are_unusual(log_bits, fp::as_uint(y)))) {
    const detail::power::prepared p = detail::power::powr_prepare(x, y);
    if (p.done) return p.value;
    log_bits = p.log_bits;
  }
  return detail::power::exp2_round(
      detail::power::times_log(y, detail::power::log2_ff_rel44(log_bits)));
}

}  // namespace warpmath
