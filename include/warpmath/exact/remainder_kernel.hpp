// warpmath/exact/remainder_kernel.hpp -- the exact divisions behind fmodf, remainderf and remquof
// (internal): a short float division for the usual arguments and an integer long division for
// all the others.
//
// Short division (the hot path), for 2^-103 <= |y| < 2^125 and a quotient estimate below 2^21
// (so |x| < 2^21 |y|): with a = |x|, b = |y| and Q = floor(a/b) < 2^21,
//   * R ~ (1/b)(1 + 2^-22) comes from the seed and one Newton step of fast/recip.hpp (relative
//     error 2.6e-3) and one third-order step y (1 + e + e^2) whose residual e = 1 + 2^-22 - b y
//     carries the bias: R b - 1 lies in 2^-22 + [-0.64, 0.46] 2^-23 for every b in the range
//     (tests/unit/test_exact.cpp, ExactShortDivision, checks every significand at the two ends
//     of the exponent range and a stride between them; the seed and the steps scale with b's
//     exponent there), so the rounded product a R is a/b times a factor in
//     [1 + 1.36 * 2^-23 - 2^-24, 1 + 3 * 2^-23]: at least a/b, and below Q + 2 for Q < 2^21
//     (indeed for Q + 1 < 2^23 / 3);
//   * so q = trunc(a R) is Q or Q + 1, and r0 = a - q b (one FMA) is exact: for Q >= 1, a >= b,
//     so r0 is a multiple of ulp(b) with |r0| < b, a float; for Q = 0 either q = 0 and r0 = a, or
//     q = 1 and a >= b/2 (Sterbenz);
//   * r0 < 0 means q = Q + 1: r = r0 + b (exact, in [0, b)); else r = r0.  So r = a - Q b.
// b >= 2^-103 makes ulp(b) >= 2^-126, so r0 and r are never subnormal (and -ftz=true cannot
// flush them); b <= 2^125 keeps the reciprocal normal.  fmod is r with x's sign; remainder and
// remquo round the quotient to nearest-even from Q's parity (the low bits of q + 2^23, exact) and
// the comparison of 2r (exact) with b: the result is r or r - b (exact by Sterbenz, r >= b/2),
// with x's sign.  A zero result has x's sign.  About 20 instructions, no loop, no division.
//
// Long division (out of line, every other finite non-zero pair):
// With detail::exact::unpack, |x| = mx * 2^(bx - 150) and |y| = my * 2^(by - 150), 2^23 <= mx, my <
// 2^24. If bx < by - 1 then |x| < 2^(bx - 126) <= 2^(by - 128) <= |y|/2: the integral quotient is 0
// and both fmod and remainder are x itself.  Otherwise, at the common scale base = min(bx, by) (bx
// >= by - 1), |x| = mx * 2^d and |y| = Y units, with
//     d = bx - base in [0, 276]   (bx <= 254, base >= -22),
//     Y = my * 2^(by - base) < 2^25,
// and the integral quotient Q and remainder r of mx * 2^d by Y are found by long division that
// brings down up to 39 bits per step: r < Y < 2^25, so r * 2^39 < 2^64 fits the 64-bit dividend,
// and one 64-bit division gives the next quotient digit and the new remainder.  The first step
// takes d - 39 * floor((d - 1) / 39) bits (1..39; 0 when d = 0) and every later step 39, so there
// are at most ceil(276 / 39) = 8 steps, and the last digit q holds the quotient's low bits:
// Q = Q' * 2^39 + q, so Q mod 8 = q mod 8 (with a single step Q = q).
// fmod is r units (|fmod| < |y| and x's sign); remainder rounds the quotient to nearest, ties to
// even: if 2r > Y, or 2r = Y with Q odd, the result is Y - r units with the sign opposite to x's,
// and Q + 1 is the rounded quotient.  The result is below 2^24 units (for bx >= by, Y = my and
// r, Y - r < Y; for bx = by - 1, Q = 0, r = mx, and the flipped Y - r < Y/2 = my), and it is a
// multiple of 2^-149 below |y|, so detail::exact::compose packs it exactly, also when it is
// subnormal. A zero result has x's sign. Everything is integer arithmetic: no float division, no
// rounding anywhere.
#pragma once
#include <cstdint>

#include "../fast/recip.hpp"
#include "../fp/ops.hpp"
#include "exact_bits.hpp"

namespace warpmath::detail::exact {

struct short_quotient {
  float r;        // |x| - Q |y|, in [0, |y|), exact (when in_range)
  float q;        // Q or Q + 1, an integral float below 2^21 + 1 (when in_range)
  bool over;      // q = Q + 1
  bool in_range;  // 2^-103 <= |y| < 2^125 and the quotient estimate below 2^21: the short
                  // division holds; false for every NaN, infinity and zero y, infinite or NaN x
};

// |x| = Q |y| + r by the short division (see the file comment), and whether it applies.  All of
// it is computed before the one range test, so that the test can use the quotient estimate.
WARPMATH_HD short_quotient divide_short(float x, float y) {
  const float a = fp::abs(x), b = fp::abs(y);
  const bool y_in_range = fp::abs_bits(y) - 0x0c000000u < 0x7e000000u - 0x0c000000u;
  // The bias is folded into the third-order step's residual: with e' = 1 + 2^-22 - b y1,
  // y1 (1 + e' + e'^2) = (1/b)(1 + 2^-22 + O(e^3)); R b - 1 = 2^-22 + [-0.64, 0.46] 2^-23.
  const float recip_biased = detail::fast_recip::reciprocal_cubic(b, 1.0f + 0x1p-22f);
  const float estimate = fp::mul(a, recip_biased);  // >= a/b (see the file comment)
  const float q = fp::trunc(estimate);
  const float r0 = fp::fma(-q, b, a);
  const bool over = r0 < 0.0f;
  const bool in_range = y_in_range & (estimate < 0x1p21f);  // `&`: one test, no short circuit
  return {over ? fp::add(r0, b) : r0, q, over, in_range};
}

// remainder of (x, y) from their short division d (d.in_range), and the low 3 bits of the
// magnitude of the rounded quotient.
struct short_remainder {
  float value;
  std::uint32_t quotient_low;
};

WARPMATH_HD short_remainder remainder_short(float x, float y, const short_quotient& d) {
  const float b = fp::abs(y);
  // The low bits of Q = q - over: q + 2^23 is exact (q < 2^22) and its low bits are q's.
  const std::uint32_t low = fp::as_uint(fp::add(d.q, 0x1p23f)) - (d.over ? 1u : 0u);
  const float twice = fp::add(d.r, d.r);
  const bool up = twice > b || (twice == b && (low & 1u) != 0);
  const float v = up ? fp::sub(d.r, b) : d.r;
  return {fp::as_float(fp::as_uint(v) ^ (fp::as_uint(x) & fp::kSignMask)),
          (low + (up ? 1u : 0u)) & 7u};
}

constexpr int kDivisionStepBits = 39;

struct remainder_result {
  float value;
  std::uint32_t quotient_low;  // low 3 bits of the magnitude of the (rounded) integral quotient
};

// ux, uy: the bits of finite non-zero x and y.  to_nearest: remainder (quotient rounded to
// nearest, ties to even) rather than fmod (quotient truncated).
WARPMATH_HD remainder_result divide_exactly(std::uint32_t ux, std::uint32_t uy, bool to_nearest) {
  const std::uint32_t sign = ux & fp::kSignMask;
  const unpacked nx = unpack(ux & fp::kAbsMask), ny = unpack(uy & fp::kAbsMask);
  if (nx.be < ny.be - 1) return {fp::as_float(ux), 0u};  // |x| < |y|/2
  const std::int32_t base = nx.be < ny.be ? nx.be : ny.be;
  const std::uint64_t divisor = static_cast<std::uint64_t>(ny.m) << (ny.be - base);  // < 2^25
  int bits_left = nx.be - base;                                                      // 0..276
  int step = bits_left - kDivisionStepBits * ((bits_left - 1) / kDivisionStepBits);
  std::uint64_t rem = nx.m, digit = 0;
  do {
    const std::uint64_t dividend = rem << step;
    digit = dividend / divisor;
    rem = dividend - digit * divisor;
    bits_left -= step;
    step = kDivisionStepBits;
  } while (bits_left > 0);

  std::uint32_t quotient_low = static_cast<std::uint32_t>(digit) & 7u;
  std::uint32_t result_sign = sign;
  if (to_nearest) {
    const std::uint64_t twice = rem << 1;
    if (twice > divisor || (twice == divisor && (digit & 1u) != 0)) {
      rem = divisor - rem;
      result_sign ^= fp::kSignMask;
      quotient_low = (quotient_low + 1u) & 7u;
    }
  }
  if (rem == 0) return {fp::as_float(sign), quotient_low};
  const std::uint32_t r = static_cast<std::uint32_t>(rem);  // < 2^24 (see the file comment)
  const int shift = clz32(r) - 8;
  return {compose(result_sign, r << shift, base - shift), quotient_low};
}

// The special cases of fmod, remainder and remquo (x or y zero, infinite or NaN), or false.
// fmod(x, y) and remainder(x, y) are NaN for a NaN argument, x infinite or y zero, and x itself
// for x = +-0 (y not zero) or y infinite (x finite): C23 F.10.7.1, F.10.7.2.
WARPMATH_HD bool remainder_special(std::uint32_t ux, std::uint32_t uy, float* out) {
  const std::uint32_t ax = ux & fp::kAbsMask, ay = uy & fp::kAbsMask;
  if (detail::likely(!is_zero_inf_or_nan(ax) && !is_zero_inf_or_nan(ay))) return false;
  const float x = fp::as_float(ux), y = fp::as_float(uy);
  if (ax > fp::kInfBits || ay > fp::kInfBits)
    *out = propagate_nan(x, y);
  else if (ax == fp::kInfBits || ay == 0)
    *out = fp::as_float(kDefaultNaNBits);
  else
    *out = x;
  return true;
}

// Every pair outside the short division's range, out of line: the special cases, then the long
// division.  to_nearest: remainder (and remquo's quotient bits) rather than fmod.
WARPMATH_COLD_HD remainder_result divide_rare(float x, float y, bool to_nearest) {
  const std::uint32_t ux = fp::as_uint(x), uy = fp::as_uint(y);
  float special;
  if (remainder_special(ux, uy, &special)) return {special, 0u};
  return divide_exactly(ux, uy, to_nearest);
}

}  // namespace warpmath::detail::exact
