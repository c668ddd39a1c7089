// warpmath/fp/bits.hpp -- bit access to binary32 without undefined behaviour, and the integer
// helpers the reductions need (leading-zero count, 32x32->64-bit products).
#pragma once
#include <cstdint>
#include <cstring>

#include "../config.hpp"

namespace warpmath::fp {

constexpr std::uint32_t kSignMask = 0x80000000u;
constexpr std::uint32_t kAbsMask = 0x7fffffffu;
constexpr std::uint32_t kInfBits = 0x7f800000u;

// HIP (both passes, clang) uses __builtin_bit_cast, so that warpmath does not depend on the
// HIP headers declaring a device memcpy before it is included.
WARPMATH_HD std::uint32_t as_uint(float x) {
#if defined(WARPMATH_CUDA_DEVICE)
  return __float_as_uint(x);
#elif defined(__HIPCC__)
  return __builtin_bit_cast(std::uint32_t, x);
#else
  std::uint32_t u;
  std::memcpy(&u, &x, sizeof u);
  return u;
#endif
}

WARPMATH_HD float as_float(std::uint32_t u) {
#if defined(WARPMATH_CUDA_DEVICE)
  return __uint_as_float(u);
#elif defined(__HIPCC__)
  return __builtin_bit_cast(float, u);
#else
  float x;
  std::memcpy(&x, &u, sizeof x);
  return x;
#endif
}

WARPMATH_HD std::uint32_t abs_bits(float x) { return as_uint(x) & kAbsMask; }
WARPMATH_HD float abs(float x) { return as_float(as_uint(x) & kAbsMask); }
// One bit select: on CUDA written as PTX lop3 (ptxas splits the C++ form into two LOP3).
WARPMATH_HD float copysign(float mag, float sgn) {
#if defined(WARPMATH_CUDA_DEVICE)
  std::uint32_t r;
  asm("lop3.b32 %0, %1, %2, %3, 0xd8;"
      : "=r"(r)
      : "r"(as_uint(mag)), "r"(as_uint(sgn)), "r"(kSignMask));
  return as_float(r);
#else
  return as_float((as_uint(mag) & kAbsMask) | (as_uint(sgn) & kSignMask));
#endif
}
// Flips the sign of x when the low bit of `flip` is set (a branch-free quadrant sign).
WARPMATH_HD float flip_sign(float x, std::uint32_t flip) {
  return as_float(as_uint(x) ^ (flip << 31));
}
WARPMATH_HD bool is_nan_or_inf(float x) { return abs_bits(x) >= kInfBits; }
// A signalling NaN: a NaN whose quiet bit (the fraction's leading bit) is clear. IEEE 754-2019
// turns it into a quiet NaN in every computational operation, also where a quiet NaN operand
// would give a number (docs/design.md, "Signalling NaNs").
WARPMATH_HD bool is_signalling_nan(float x) {
  const std::uint32_t a = abs_bits(x);
  return a > kInfBits && (a & 0x00400000u) == 0u;
}

// 2^e for -126 <= e <= 127, exactly.
WARPMATH_HD float exp2i(int e) { return as_float(static_cast<std::uint32_t>(e + 127) << 23); }

// Leading zeros of a non-zero 64-bit value.
WARPMATH_HD int clz64(std::uint64_t v) {
#if defined(WARPMATH_CUDA_DEVICE)
  return __clzll(static_cast<long long>(v));
#else
  return __builtin_clzll(v);
#endif
}

WARPMATH_HD std::uint64_t mul_wide(std::uint32_t a, std::uint32_t b) {
  return static_cast<std::uint64_t>(a) * b;
}

}  // namespace warpmath::fp
