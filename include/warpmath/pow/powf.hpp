// warpmath/pow/powf.hpp -- powf: x^y, faithful (< 1 ulp) for every pair, nearly always correctly
// rounded; exact wherever x^y is a float (pow(2, 3) = 8, pow(4, 0.5) = 2, pow(x, 1) = x).
//
// Algorithm: x^y = +-2^(y log2|x|).  log2|x| as a float-float within 2^-44 relative (table of 128
// entries and a degree-6 polynomial: pow/pow_log2.hpp, tools/sollya/pow_log2.sollya), z = y*log2|x|
// as a float-float (exact product of the heads), and 2^z rounded once (pow/pow_kernels.hpp,
// exp2_round: the exp2 table and exp_ff of the exponential family, scale_round for subnormal
// results).  The value before the final rounding is within 2^-36.2 relative of x^y for every
// pair whose result is finite and nonzero, so the error is below 0.5 + 2^-12 ulp, and a result
// can only be misrounded where x^y lies that close to a rounding boundary.  A float x^y lies half
// an ulp from every boundary, so it comes out exact.  Overflow (+-inf) and
// underflow (subnormals, +-0) happen where the exact result has them: the rounding of the
// float-float 2^z does it, with one rounding also on the subnormal grid.
// Negative x: |x|^y with the sign of x when y is an odd integer; NaN when y is not an integer.
// Special values (C23 Annex F.10.4.5), decided on the bits before the common path:
//   pow(x, +-0) = 1 for any x, quiet NaN included;  pow(+1, y) = 1 for any y, quiet NaN included
//   (a signalling NaN gives a quiet NaN: docs/design.md, "Signalling NaNs");
//   pow(-1, +-inf) = 1;  NaN in either argument otherwise -> NaN;
//   pow(x, -inf) = +inf for |x| < 1, +0 for |x| > 1;
//   pow(x, +inf) = +0 for |x| < 1, +inf for |x| > 1;
//   pow(+-0, y < 0) = +-inf for y an odd integer, +inf otherwise;  pow(+-0, y > 0) = +-0 for y an
//   odd integer, +0 otherwise;  pow(-inf, y) = pow(-0, -y);  pow(+inf, y < 0) = +0, y > 0: +inf;
//   pow(x < 0 finite, y finite not an integer) = NaN.
// Subnormal x is exact integer work (reduce/log_reduce.hpp, normalise_subnormal).
// Measured error: docs/sweeps/pairs_pow.json (the catalogue's bound).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../reduce/log_reduce.hpp"
#include "pow_kernels.hpp"
#include "pow_log2.hpp"

namespace warpmath {

WARPMATH_HD float powf(float x, float y) {
  float value;
  fp::ff z;
  bool negative;
  if (detail::power::pow_special_or_exponent(x, y, &value, &z, &negative)) return value;
  const float r = detail::power::exp2_round(z);
  return negative ? fp::flip_sign(r, 1u) : r;
}

}  // namespace warpmath
