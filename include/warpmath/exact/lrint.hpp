// warpmath/exact/lrint.hpp -- lrintf, llrintf (ties to even) and lroundf, llroundf (ties away from
// zero): rounding to an integer type (C23 7.12.9.5, 7.12.9.7).
//
// Decision (C leaves it unspecified, docs/design.md "Integer conversions"): a result outside the
// type's range saturates to the type's minimum or maximum, and a NaN gives 0.  That is what
// NVIDIA's float-to-integer conversions (cvt.rni / cvt.rzi: F2I) do, so on CUDA each function is
// one conversion: lrintf converts x rounding to nearest-even, lroundf truncates
// x + copysign(0.5 - 2^-25, x), whose truncation is roundf(x) (exact/rounding.hpp).  Elsewhere
// (host, HIP) x is first rounded to an integral float (fp::rint, or roundf's truncation) and
// converted with an explicit saturation test on the bits: an integral float below 2^(N-1) in
// magnitude (N the width of the type) converts exactly; from 2^(N-1) on, the only value in range
// is -2^(N-1) itself, which is the minimum that saturation gives anyway.  The results are the same
// on every backend (tests/unit/exhaustive_exact.cpp checks the host over all 2^32 inputs, the
// device by the emulated SASS against the host, bit for bit).  `long` has the width of the
// platform's long (64 bits on LP64 Linux and CUDA/HIP devices there, 32 on Windows).
// Measured: every result exact over all 2^32 inputs (tests/unit/exhaustive_exact.cpp); issued
// instructions per warp on sm_90 (the integer converted to float in the kernel): lrintf, llrintf
// 16 (CUDA 16), lroundf, llroundf 19 (CUDA 51).
#pragma once
#include <cstdint>
#include <type_traits>

#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
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
  if (detail::unlikely(ar >= kLimitBits)) {
    if (ar > fp::kInfBits) return Int(0);
    return (ur & fp::kSignMask) != 0 ? kMin : kMax;
  }
  return static_cast<Int>(r);
}

// x rounded to an integer -- to nearest-even if `nearest`, else toward zero -- as Int
// (saturating, NaN -> 0).  `nearest` is a constant at every call: the selects fold.
template <class Int>
WARPMATH_HD Int round_to_integer(float x, bool nearest) {
#if defined(WARPMATH_CUDA_DEVICE)
  if constexpr (sizeof(Int) == 8) {
    return static_cast<Int>(nearest ? __float2ll_rn(x) : __float2ll_rz(x));
  } else {
    return static_cast<Int>(nearest ? __float2int_rn(x) : __float2int_rz(x));
  }
#else
  return saturating_integer<Int>(nearest ? fp::rint(x) : fp::trunc(x));
#endif
}

}  // namespace detail::exact

WARPMATH_HD long lrintf(float x) { return detail::exact::round_to_integer<long>(x, true); }
WARPMATH_HD long long llrintf(float x) {
  return detail::exact::round_to_integer<long long>(x, true);
}
WARPMATH_HD long lroundf(float x) {
  return detail::exact::round_to_integer<long>(detail::exact::round_half_away_biased(x), false);
}
WARPMATH_HD long long llroundf(float x) {
  return detail::exact::round_to_integer<long long>(detail::exact::round_half_away_biased(x),
                                                    false);
}

}  // namespace warpmath
