// warpmath/exact/modff.hpp -- modff: x split into integral and fractional parts, both with x's
// sign (C23 7.12.6.18, Annex F.10.3.18).
//
// Algorithm: *iptr = fp::trunc(x) (the exact rounding instruction, exact/rounding.hpp).  Where x
// differs from trunc(x) the fractional part is x - trunc(x), one subtraction that is exact (for
// |x| < 1 it is x - 0 = x; otherwise both are multiples of ulp(x) and the difference is smaller
// than |x|, so it is a float) and has x's sign; a NaN x differs from everything and gives a quiet
// NaN there.  Where x equals trunc(x) -- whole numbers and +-inf -- the result is the zero with
// x's sign, taken from x's bits (modff(-3) = (-0, -3)).  One comparison and a select, no branch.
// Under -ftz=true (CUDA) the subtraction flushes a subnormal x: its fractional part is +-0 there.
// Special values: modff(+-inf) = +-0 with *iptr = +-inf; modff(NaN) = NaN with *iptr = NaN (quiet).
// Measured: every result bit-exact over all 2^32 inputs (tests/unit/exhaustive_exact.cpp); issued
// instructions per warp on sm_90: 18 for the fraction (CUDA 18), 15 for *iptr (15).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/ops.hpp"

namespace warpmath {

WARPMATH_HD float modff(float x, float* iptr) {
  const float whole = fp::trunc(x);
  *iptr = whole;
  // x != whole: a fraction (or a NaN x); otherwise (whole numbers, +-inf) a zero with x's sign.
  return x != whole ? fp::sub(x, whole) : fp::as_float(fp::as_uint(x) & fp::kSignMask);
}

}  // namespace warpmath
