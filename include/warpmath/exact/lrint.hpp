// warpmath/exact/lrint.hpp -- lrintf, llrintf (ties to even) and lroundf, llroundf (ties away from
// zero): rounding to an integer type (C23 7.12.9.5, 7.12.9.7).
//
// Algorithm: round to an integral float first (exact/rounding.hpp: rintf, roundf, bit operations
// only), then convert.  An integral float whose magnitude is below 2^(N-1) (N the width of the
// integer type) converts exactly, so the conversion is the same on every backend.
//
// Decision (C leaves it unspecified): a result outside the type's range saturates to the type's
// minimum or maximum, and a NaN gives 0.  That is what NVIDIA's cvt.rni / cvt.rzi instructions
// do, so a kernel gets the same value from these functions on CUDA, HIP and the host; the range
// test is on the bits (|r| >= 2^(N-1): the only in-range value there is -2^(N-1) itself, which
// is the minimum that saturation gives anyway).  `long` has the width of the platform's long
// (64 bits on LP64 Linux and CUDA/HIP devices there, 32 on Windows).
#pragma once
#include <cstdint>
#include <type_traits>

#include "exact_bits.hpp"
#include "rounding.hpp"

namespace warpmath {

namespace detail::exact {

// An integral float r (or +-inf, NaN) as Int, saturated; NaN -> 0.
template <class Int>
WARPMATH_HD Int saturating_integer(float r) {
  using Unsigned = typename std::make_unsigned<Int>::type;
  constexpr int kBits = static_cast<int>(sizeof(Int) * 8);
  constexpr Int kMax = static_cast<Int>(static_cast<Unsigned>(~Unsigned(0)) >> 1);
  constexpr Int kMin = static_cast<Int>(-kMax - 1);
  constexpr std::uint32_t kLimitBits = static_cast<std::uint32_t>(127 + kBits - 1)
                                       << 23;  // 2^(N-1)
  const std::uint32_t ur = fp::as_uint(r);
  const std::uint32_t ar = ur & fp::kAbsMask;
  if (WARPMATH_UNLIKELY(ar >= kLimitBits)) {
    if (ar > fp::kInfBits) return Int(0);
    return (ur & fp::kSignMask) != 0 ? kMin : kMax;
  }
  return static_cast<Int>(r);
}

}  // namespace detail::exact

WARPMATH_HD long lrintf(float x) { return detail::exact::saturating_integer<long>(rintf(x)); }
WARPMATH_HD long long llrintf(float x) { return detail::exact::saturating_integer<long long>(rintf(x)); }
WARPMATH_HD long lroundf(float x) { return detail::exact::saturating_integer<long>(roundf(x)); }
WARPMATH_HD long long llroundf(float x) { return detail::exact::saturating_integer<long long>(roundf(x)); }

}  // namespace warpmath
