// warpmath/reduce/exp_reduce.hpp -- x * ln(b) = k * ln2/128 + r for the exponentials of base
// b = e, 2, 10, with k an integer, r = hi + lo a float-float and |r| < 0.002713 (< 0.00273, the
// interval of tools/sollya/exp_poly.sollya and expm1_poly.sollya).  Then
//     b^x = 2^m * 2^(j/128) * e^r,   m = k >> 7 (floor), j = k & 127.
//
// k = rint(y * 128/ln2) comes from one FMA against the 1.5*2^23 rounding constant; its mantissa
// holds 2^22 + k, so k is read from the bits (no float-to-int conversion).
//
//  * reduce_exp, |x| <= 104: k128OverLn2 = RN(128/ln2) has relative error 2^-26.2, so for
//    |x| <= 104 (|k| <= 19200 < 2^14.23) |x*128/ln2 - k| <= 0.5 + 19200 * 2^-26.2 < 0.50026 and
//    |r| <= 0.50026 * ln2/128 < 0.0027090.
//      hi = fma(-k, kLn2Over128Hi, x) is exact: kLn2Over128Hi = 0x1.62e43p-8 is a multiple of
//      2^-28.  For |x| >= 2^-5, x is one too, and |hi| <= |r| + |k * kLn2Over128Lo| < 2^-8 needs at
//      most 20 bits on that grid.  For |x| < 2^-5, |k| <= 6, x - k*kLn2Over128Hi lies on the grid
//      of ulp(x), which is 2^-32 or finer only where k = 0 (|x| < ln2/256 < 2^-8); otherwise < 2^-8
//      on a grid >= 2^-32. lo = -k * kLn2Over128Lo (|lo| < 2^-21.7) is rounded once (< 2^-46), and
//      the part of ln2/128 beyond HI + LO adds |k| * 2^-60.3 < 2^-46.1: |x - k ln2/128 - hi - lo| <
//      2^-45.
//  * reduce_exp2, |x| <= 150: k = rint(128 x) exactly (128 x is exact, |128 x| < 2^22), and
//    t = x - k/128 (one FMA) is exact: |t| <= 2^-8 lies on the grid of min(ulp(x), 2^-7) with at
//    most 24 bits.  r = t * ln2 as a float-float: hi = RN(t * LN2_HI), lo = the exact error of hi
//    (FMA) + t * LN2_LO; |r - hi - lo| < 2^-47 |r| (while t*LN2_HI does not underflow, |t| >=
//    2^-100; below that the result is 1 anyway).  |r| <= ln2/256 < 0.0027077.
//  * reduce_exp10, |x| <= 45.2: first y = x * ln10 as a float-float (yh = RN(x * LN10_HI), yl =
//    its exact error + x * LN10_LO, |y - yh - yl| < 2^-41 for |yh| < 128), then the reduce_exp
//    steps on yh (|yh| <= 104, the same bounds) with yl added to lo: |lo| < 2^-21.7 + 2^-18,
//    |hi + lo| < 0.0027090 + 2^-18 < 0.0027129.
// lo is not normalised against hi (hi may be the smaller one after cancellation); the kernels use
// hi as the polynomial argument and add lo * (1 + hi) separately.
// Constants: fp/constants.hpp (tools/sollya/constants.sollya).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"

namespace warpmath::detail::reduce {

struct exp_reduced {
  float hi;
  float lo;
  std::int32_t k;  // x * ln(b) ~= k * ln2/128; j = k & 127 indexes detail::reduce::exp2_table
};

// k from the rounded sum y + 1.5*2^23, whose mantissa field is 2^22 + k.
WARPMATH_HD std::int32_t exp_k_from_shifted(float shifted) {
  return static_cast<std::int32_t>(fp::as_uint(shifted) - fp::as_uint(fp::kRoundingShift));
}

// x = k * ln2/128 + hi + lo, for |x| <= 104.
WARPMATH_HD exp_reduced reduce_exp(float x) {
  const float shifted = fp::fma(x, fp::k128OverLn2, fp::kRoundingShift);
  const float k = fp::sub(shifted, fp::kRoundingShift);
  const float hi = fp::fma(-k, fp::kLn2Over128Hi, x);  // exact
  return {hi, fp::mul(-k, fp::kLn2Over128Lo), exp_k_from_shifted(shifted)};
}

// x * ln2 = k * ln2/128 + hi + lo, for |x| <= 150.
WARPMATH_HD exp_reduced reduce_exp2(float x) {
  const float shifted = fp::fma(x, 128.0f, fp::kRoundingShift);
  const float k = fp::sub(shifted, fp::kRoundingShift);
  const float t = fp::fma(k, -0x1p-7f, x);  // exact
  const fp::ff r = fp::mul_float_ff(t, fp::kLn2Hi, fp::kLn2Lo);
  return {r.hi, r.lo, exp_k_from_shifted(shifted)};
}

// x * ln10 = k * ln2/128 + hi + lo, for |x| <= 45.2.
WARPMATH_HD exp_reduced reduce_exp10(float x) {
  const fp::ff y = fp::mul_float_ff(x, fp::kLn10Hi, fp::kLn10Lo);
  const float shifted = fp::fma(y.hi, fp::k128OverLn2, fp::kRoundingShift);
  const float k = fp::sub(shifted, fp::kRoundingShift);
  const float hi = fp::fma(-k, fp::kLn2Over128Hi, y.hi);  // exact
  return {hi, fp::fma(-k, fp::kLn2Over128Lo, y.lo), exp_k_from_shifted(shifted)};
}

}  // namespace warpmath::detail::reduce
