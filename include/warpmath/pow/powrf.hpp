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
// Measured (host, against the MPFR oracle): powf's core (max 0.500007 ulp on 2*10^7 pairs);
// tests/unit/test_pow.cpp, 10^5 stratified pairs: max 0.499968 ulp.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../reduce/log_reduce.hpp"
#include "pow_kernels.hpp"
#include "pow_log2.hpp"
#include "powf.hpp"

namespace warpmath {

namespace detail::power {
// The unusual pairs of powrf (see powf.hpp's pow_args_are_unusual): the special values, or the
// bits of a subnormal x normalised for the common path.
WARPMATH_HD prepared powr_prepare(float x, float y) {
  const std::uint32_t ux = fp::as_uint(x), uy = fp::as_uint(y);
  const std::uint32_t ax = ux & fp::kAbsMask, ay = uy & fp::kAbsMask;
  const float inf = fp::as_float(fp::kInfBits);
  if (ax > fp::kInfBits || ay > fp::kInfBits || ux > fp::kSignMask) {
    return {true, ax > fp::kInfBits || ay > fp::kInfBits ? fp::add(x, y) : quiet_nan(), 0u, false};
  }
  const bool y_negative = uy > fp::kSignMask;
  if (ax == 0u || ax == fp::kInfBits) {  // 0 or +inf
    if (ay == 0u) return {true, quiet_nan(), 0u, false};
    return {true, (ax == 0u) == y_negative ? inf : 0.0f, 0u, false};
  }
  if (ux == 0x3f800000u) return {true, ay == fp::kInfBits ? quiet_nan() : 1.0f, 0u, false};
  if (ay == 0u) return {true, 1.0f, 0u, false};
  if (ay == fp::kInfBits) return {true, infinite_power(ax, y_negative), 0u, false};
  return {false, 0.0f, detail::reduce::is_positive_subnormal(ax) ? detail::reduce::normalise_subnormal(ax) : ax,
          false};
}
}  // namespace detail::power

WARPMATH_HD float powrf(float x, float y) {
  std::uint32_t log_bits = fp::as_uint(x);
  if (WARPMATH_UNLIKELY(detail::power::pow_args_are_unusual(log_bits, fp::as_uint(y)))) {
    const detail::power::prepared p = detail::power::powr_prepare(x, y);
    if (p.done) return p.value;
    log_bits = p.log_bits;
  }
  return detail::power::exp2_round(detail::power::times_log(y, detail::power::log2_ff(log_bits)));
}

}  // namespace warpmath
