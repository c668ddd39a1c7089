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

WARPMATH_HD long lrintf(float x) { return detail::exact::saturating_integer<long>(rintf(x)); }
WARPMATH_HD long long llrintf(float x) {
  return detail::exact::saturating_integer<long long>(rintf(x));
}
WARPMATH_HD long lroundf(float x) { return detail::exact::saturating_integer<long>(roundf(x)); }
WARPMATH_HD long long llroundf(float x) {
  return detail::exact::saturating_integer<long long>(roundf(x));
}

}  // namespace warpmath
