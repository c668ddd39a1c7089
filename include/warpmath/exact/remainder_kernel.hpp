// warpmath/exact/remainder_kernel.hpp -- the exact integer long division behind fmodf, remainderf
// and remquof (internal).
//
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

#include "exact_bits.hpp"

namespace warpmath::detail::exact {

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

}  // namespace warpmath::detail::exact
