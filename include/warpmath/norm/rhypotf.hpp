// warpmath/norm/rhypotf.hpp -- rhypotf: 1/sqrt(x^2 + y^2) (CUDA), without spurious overflow or
// underflow; faithful (< 1 ulp).
//
// Hot path, a = max(|x|, |y|) in [2^-50, 2^50) (norm/hypot_hot.hpp; one unsigned range test), b
// the other, N = a^2 + b^2 (exact, not formed): s = RN(a^2 + RN(b^2)) (relative error <= 1.5u,
// u = 2^-24), the integer seed 0x5f3759df - bits(s)/2 of 1/sqrt(s) (relative error < 0.035) and
// two Newton steps y <- y (3/2 - (s/2) y^2) in floats (error 3/2 e^2 each, plus a few u: below
// 2^-17 after the second). Then one Newton step against the exact N: d = N y^2 - 1 from y^2 =
// Y.hi + Y.lo and a^2, b^2 as exact pairs (two_prod; Fast2Sum of the heads, a^2 >= b^2), the
// leading FMA S.hi*Y.hi - 1 rounding at u |d| and the rest (~2^-24) at 2^-48; the result
// RN(y - y d/2) is within (3/2) 2^-34 (the dropped quadratic term) + ~2^-45 relative of 1/sqrt(N)
// before its one rounding: error <= 0.5 + 2^-9 ulp, faithful and correctly rounded except near a
// rounding boundary. Every other input -- a zero, subnormal or huge argument, an infinity, a NaN --
// goes out of line (a zero too: rhypot(x, 0) = 1/|x| correctly rounded, as the accurate kernel
// gives it) to the accurate kernel (accurate/norm.hpp: scaling by a power of two, float-float sum
// of squares, corrected reciprocal square root).
//
// Special values (as 1/hypot): rhypot(+-inf, y) = +0 even for a quiet NaN y (a signalling one gives
// a quiet NaN), otherwise a NaN gives NaN; rhypot(+-0, +-0) = +inf.  The result overflows
// (subnormal arguments, rhypot(TRUE_MIN, 0) = +inf) or is subnormal (arguments near FLT_MAX)
// exactly where the true value is.
//
// Measured error: docs/sweeps/rhypotf.json (the catalogue's bound); cost: docs/codesize.md.
#pragma once
#include <cstdint>

#include "../fp/float2.hpp"
#include "hypot_hot.hpp"

namespace warpmath {

WARPMATH_HD float rhypotf(float x, float y) {
  const std::uint32_t xb = fp::abs_bits(x), yb = fp::abs_bits(y);
  const std::uint32_t a_bits = xb > yb ? xb : yb, b_bits = xb > yb ? yb : xb;
  if (detail::unlikely(a_bits - detail::norm::kHypotHotLow >= detail::norm::kHypotHotWidth ||
                       b_bits == 0u)) {
    return detail::norm::hypot_rare(x, y, true);
  }
  const float a = fp::as_float(a_bits);
  const float b = fp::as_float(b_bits);
  const float s = fp::fma(a, a, fp::mul(b, b));
  const float half_s = fp::mul(s, 0.5f);
  float r = fp::as_float(0x5f3759dfu - (fp::as_uint(s) >> 1));
  for (int i = 0; i < 2; ++i) r = fp::mul(r, fp::fma(-half_s, fp::mul(r, r), 1.5f));
  // d = N r^2 - 1, N = a^2 + b^2 = S.hi + S.lo + A.lo + B.lo exactly.
  const fp::ff r_sq = fp::two_prod(r, r);
  const fp::ff a_sq = fp::two_prod(a, a), b_sq = fp::two_prod(b, b);
  const fp::ff sum = fp::fast_two_sum(a_sq.hi, b_sq.hi);
  const float tails = fp::add(sum.lo, fp::add(a_sq.lo, b_sq.lo));
  const float d =
      fp::add(fp::fma(sum.hi, r_sq.hi, -1.0f), fp::fma(sum.hi, r_sq.lo, fp::mul(tails, r_sq.hi)));
  return fp::fma(fp::mul(d, -0.5f), r, r);
}

}  // namespace warpmath
