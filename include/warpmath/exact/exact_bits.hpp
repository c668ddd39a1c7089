// warpmath/exact/exact_bits.hpp -- integer helpers shared by the exact functions (internal).
//
// The exact functions decide their special values and their rare inputs (subnormal exponents,
// far scalings, wide fmod/remainder quotients) on the bit pattern with integer arithmetic, the
// same bits on every backend by construction.  This header holds what more than one of them
// needs:
//
//   unpack     a finite non-zero |x| as m * 2^(be - 150) with m in [2^23, 2^24) and be the
//              biased exponent the float would have with an unbounded exponent range
//              (1 <= be <= 254 for normal x; -22 <= be <= 0 for subnormal x, normalised by clz);
//   compose    the inverse, sign * m * 2^(be - 150) rounded once to nearest-even: be >= 255
//              overflows to infinity, be <= 0 shifts m right by 1 - be (at most 25: m < 2^24
//              so m * 2^-25 < 1/2 rounds to zero) with the usual round/sticky decision, and a
//              carry out of the subnormal significand lands correctly on the smallest normal;
//   quiet      NaN in -> the same NaN with the quiet bit set (a signalling NaN in gives a quiet
//              NaN out, as an arithmetic operation would);
//   order_key  a signed integer whose order is the numeric order of non-NaN floats, with
//              -0 < +0 (the order fmin/fmax and the comparisons here need).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"

namespace warpmath::detail::exact {

constexpr std::uint32_t kQuietBit = 0x00400000u;
constexpr std::uint32_t kDefaultNaNBits = 0x7fc00000u;  // the NaN an invalid operation makes
constexpr std::uint32_t kHiddenBit = 0x00800000u;
constexpr std::uint32_t kFractionMask = 0x007fffffu;

WARPMATH_HD bool is_nan_bits(std::uint32_t u) { return (u & fp::kAbsMask) > fp::kInfBits; }

WARPMATH_HD float quiet(float x) {
  const std::uint32_t u = fp::as_uint(x);
  return fp::as_float(is_nan_bits(u) ? (u | kQuietBit) : u);
}

// The NaN of a two-argument function with at least one NaN argument: x's if x is a NaN, else y's.
WARPMATH_HD float propagate_nan(float x, float y) {
  return is_nan_bits(fp::as_uint(x)) ? quiet(x) : quiet(y);
}

// True for the bits of +-0, +-inf and NaN (ax: the bits of |x|): what unpack does not take.
WARPMATH_HD bool is_zero_inf_or_nan(std::uint32_t ax) { return ax - 1u >= fp::kInfBits - 1u; }

// Leading zeros of a non-zero 32-bit value.
WARPMATH_HD int clz32(std::uint32_t v) { return fp::clz64(v) - 32; }

WARPMATH_HD std::int32_t order_key(std::uint32_t u) {
  const std::int32_t k = static_cast<std::int32_t>(u);
  return k ^ ((k >> 31) & 0x7fffffff);  // negative floats: reverse the magnitude order
}

struct unpacked {
  std::uint32_t m;  // significand, 2^23 <= m < 2^24
  std::int32_t be;  // biased exponent, -22 <= be <= 254: |x| = m * 2^(be - 150)
};

// ax: the bits of a finite non-zero |x|.
WARPMATH_HD unpacked unpack(std::uint32_t ax) {
  const std::uint32_t field = ax >> 23;
  const std::uint32_t m = (ax & kFractionMask) | (field != 0 ? kHiddenBit : 0u);
  const int shift = clz32(m) - 8;  // 0 for a normal x
  return {m << shift, static_cast<std::int32_t>(field != 0 ? field : 1u) - shift};
}

// sign | m * 2^(be - 150) rounded to nearest-even; 2^23 <= m < 2^24, any be (see file comment).
WARPMATH_HD float compose(std::uint32_t sign, std::uint32_t m, std::int32_t be) {
  const bool normal = be >= 1;
  const int shift = normal ? 0 : (be < -24 ? 25 : 1 - be);  // 0..25
  const std::uint32_t kept = m >> shift;
  const std::uint32_t dropped = m - (kept << shift);
  const std::uint32_t half = (1u << shift) >> 1;  // 0 when nothing is dropped
  const std::uint32_t round_up = (dropped > half || (dropped == half && shift != 0 && (kept & 1u)));
  const std::uint32_t mag = be >= 255 ? fp::kInfBits
                            : normal  ? (static_cast<std::uint32_t>(be - 1) << 23) + m
                                      : kept + round_up;
  return fp::as_float(sign | mag);
}

}  // namespace warpmath::detail::exact
