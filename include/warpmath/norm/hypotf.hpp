// warpmath/norm/hypotf.hpp -- hypotf: sqrt(x^2 + y^2) (C23, CUDA), without spurious overflow or
// underflow; faithful (< 1 ulp).
//
// Hot path, a = max(|x|, |y|) in [2^-50, 2^50) (one unsigned range test on its bits), b = the
// other: h = RN(sqrt(RN(a^2 + RN(b^2)))) is within about 1.25 ulp of the exact norm N (the sum's
// relative error is at most 1.5u, u = 2^-24, halved by the square root, plus the rounding of the
// root). One Newton step on h^2 = N^2 with the residual computed almost exactly (Borges, "An
// Improved Algorithm for hypot(a, b)", 2019): rho = h^2 - a^2 - b^2 = RN(b^2 fused with
// RN(h^2) - RN(a^2)) + (h^2 - RN(h^2)) - (a^2 - RN(a^2)), where RN(h^2) - RN(a^2) is exact
// (Sterbenz: a^2 <= N^2 <= 2a^2), the two product errors are exact by FMA, and the two remaining
// roundings are at most u |rho|; a^2 >= 2^-100 keeps every term normal (b^2 may underflow only
// inside the FMA, which is exact). Then N = h - rho/(2h) - rho^2/(8h^3) - ..., and rho/(2h) is
// at most ~1.3 ulp(h), so 1/(2h) is needed to a few bits only: the integer seed 0x7ef311c3 - bits
// (relative error < 0.051) and one Newton step (< 0.0026). The result RN(h - rho * r/2) is within
// 0.5 + 0.004 ulp of N: faithful, and correctly rounded except near a rounding boundary.
// Every other input -- a zero, subnormal or huge argument, an infinity, a NaN -- goes out of line
// to the accurate kernel (accurate/norm.hpp: scaling by a power of two, float-float sum of
// squares, corrected square root), which is also what a zero b gives |a| from exactly; the hot
// path gives hypot(a, 0) = |a| too (its error is below 0.5 ulp).
//
// Special values (C23 F.10.4.3): hypot(+-inf, y) = +inf even for a quiet NaN y (a signalling one
// gives a quiet NaN), otherwise a NaN gives NaN; hypot(x, +-0) = |x| exactly; hypot(+-0, +-0) = +0.
// The result overflows to +inf exactly where the true value rounds past FLT_MAX, and subnormal
// results are faithful (the accurate kernel rounds them correctly).
//
// Measured error: docs/sweeps/hypotf.json (the catalogue's bound); cost: docs/codesize.md.
#pragma once
#include <cstdint>

#include "hypot_hot.hpp"

namespace warpmath {

WARPMATH_HD float hypotf(float x, float y) {
  const std::uint32_t xb = fp::abs_bits(x), yb = fp::abs_bits(y);
  const std::uint32_t a_bits = xb > yb ? xb : yb;
  if (detail::unlikely(a_bits - detail::norm::kHypotHotLow >= detail::norm::kHypotHotWidth)) {
    return detail::norm::hypot_rare(x, y, false);
  }
  const float a = fp::as_float(a_bits);
  const float b = fp::as_float(xb > yb ? yb : xb);
  const float h = fp::sqrt(fp::fma(a, a, fp::mul(b, b)));
  const fp::ff h_sq = fp::two_prod(h, h), a_sq = fp::two_prod(a, a);
  const float rho = fp::add(fp::fma(-b, b, fp::sub(h_sq.hi, a_sq.hi)), fp::sub(h_sq.lo, a_sq.lo));
  const float half_r = fp::mul(fp::coarse_reciprocal(h), 0.5f);
  return fp::fma(-rho, half_r, h);
}

}  // namespace warpmath
