// warpmath/exact/classify.hpp -- isnan, isinf, isfinite, signbit (C23 7.12.3) and nanf (7.12.11.2)
// for float.
//
// The classification functions are tests on the bit pattern (no float comparison, so -ffast-math
// in the caller's code cannot fold them away, and no libm): isnan(x) when |x|'s bits exceed
// +inf's, isinf(x) when they equal them, isfinite(x) when they are below them, signbit(x) the sign
// bit, also of a zero and of a NaN.  They are constexpr (the bits come from __builtin_bit_cast)
// and usable in host and device code.
//
// nanf(tag) returns a quiet NaN and reads the tag as glibc does (strtof("NAN(tag)")): if the
// whole tag is an unsigned integer in C notation (decimal, octal with a leading 0, hexadecimal
// with 0x or 0X) its low 22 bits become the payload, under the quiet bit, and the sign is +; any
// other tag (empty, signed, other characters, or a null pointer) gives the default NaN 0x7fc00000.
// A value that overflows unsigned long long counts as all ones (glibc's strtoull saturates).
// So nanf("") = nanf("0") = 0x7fc00000, nanf("1") = 0x7fc00001, nanf("0x3fffff") = 0x7fffffff.
// NaN payloads are not carried through the library's arithmetic (docs/design.md, "NaN results").
#pragma once
#include <cstdint>

#include "../config.hpp"

namespace warpmath {

namespace detail::classify {

WARPMATH_HD constexpr std::uint32_t bits(float x) { return __builtin_bit_cast(std::uint32_t, x); }
WARPMATH_HD constexpr std::uint32_t abs_bits(float x) { return bits(x) & 0x7fffffffu; }

// The digit value of c in base (2..16), or -1.
WARPMATH_HD constexpr int digit(char c, unsigned base) {
  const int v = c >= '0' && c <= '9'   ? c - '0'
                : c >= 'a' && c <= 'f' ? c - 'a' + 10
                : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                       : -1;
  return v >= 0 && static_cast<unsigned>(v) < base ? v : -1;
}

// The payload glibc's nanf gives for tag (see the file comment).
WARPMATH_HD constexpr std::uint32_t nan_payload(const char* tag) {
  if (tag == nullptr || *tag == '\0') return 0;
  unsigned base = 10;
  const char* p = tag;
  if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X') && digit(p[2], 16) >= 0) {
    base = 16;
    p += 2;
  } else if (p[0] == '0') {
    base = 8;
  }
  unsigned long long value = 0;
  bool overflow = false;
  for (; *p != '\0'; ++p) {
    const int d = digit(*p, base);
    if (d < 0) return 0;  // not all of the tag is the number
    const unsigned long long limit = (~0ull - static_cast<unsigned>(d)) / base;
    if (value > limit) overflow = true;
    value = value * base + static_cast<unsigned>(d);
  }
  return static_cast<std::uint32_t>((overflow ? ~0ull : value) & 0x003fffffu);
}

}  // namespace detail::classify

WARPMATH_HD constexpr bool isnan(float x) { return detail::classify::abs_bits(x) > 0x7f800000u; }
WARPMATH_HD constexpr bool isinf(float x) { return detail::classify::abs_bits(x) == 0x7f800000u; }
WARPMATH_HD constexpr bool isfinite(float x) { return detail::classify::abs_bits(x) < 0x7f800000u; }
WARPMATH_HD constexpr bool signbit(float x) { return (detail::classify::bits(x) >> 31) != 0; }

WARPMATH_HD constexpr float nanf(const char* tag) {
  return __builtin_bit_cast(float, 0x7fc00000u | detail::classify::nan_payload(tag));
}

}  // namespace warpmath
