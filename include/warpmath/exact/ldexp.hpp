// warpmath/exact/ldexp.hpp -- ldexpf, scalbnf, scalblnf: x * 2^n, correctly rounded (C23 7.12.6.9,
// 7.12.6.19, Annex F.10.3).
//
// Algorithm: for -126 <= n <= 127 (the one range test of the hot path) 2^n is a normal float
// (fp::exp2i), and x * 2^n is one IEEE multiplication: exact for a normal result, +-inf past
// FLT_MAX, and one rounding to nearest-even for a subnormal result -- the correctly rounded value.
// Other n take an out-of-line integer path: n is clamped to [-512, 512] (the exponents of
// non-zero finite floats span 277 binades, so any larger |n| gives the same overflow or
// underflow), detail::exact::unpack writes |x| = m * 2^(be - 150), 2^23 <= m < 2^24 (a subnormal x
// normalised), and detail::exact::compose rounds m * 2^(be + n - 150) once, to nearest-even (no
// double rounding, unlike a product by 2^n split into two float multiplications).
// Special values: +-0, +-inf returned as they are, NaN quieted, for every n.  Under -ftz=true
// (CUDA) the multiplication flushes subnormal x and subnormal results to zero.
// Measured: every result bit-exact (tests/unit/exhaustive_exact.cpp: all 2^32 x at six n;
// docs/sweeps/ldexpf.json); issued instructions per warp on sm_90, n = (int)y in the kernel:
// ldexpf and scalbnf 25 (CUDA 33), scalblnf 27 (CUDA 40).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "exact_bits.hpp"

namespace warpmath {

namespace detail::exact {

constexpr int kScaleClamp = 512;

// x * 2^n for any n, on the bits (see the file comment).
WARPMATH_COLD_HD float scale_rare(float x, long n) {
  const int clamped = n < -kScaleClamp  ? -kScaleClamp
                      : n > kScaleClamp ? kScaleClamp
                                        : static_cast<int>(n);
  const std::uint32_t ux = fp::as_uint(x);
  const std::uint32_t ax = ux & fp::kAbsMask;
  if (is_zero_inf_or_nan(ax)) return quiet(x);
  const unpacked u = unpack(ax);
  return compose(ux & fp::kSignMask, u.m, u.be + clamped);
}

}  // namespace detail::exact

namespace detail::exact {

// x * 2^n for -126 <= n <= 127.  The factor passes fp::opaque: a host compiler that knows n = 0
// may otherwise fold x * 1 into x, which would return a signalling NaN unquieted.
WARPMATH_HD float scale_near(float x, int n) {
  float factor = fp::exp2i(n);
  fp::opaque(factor);
  return fp::mul(x, factor);
}

}  // namespace detail::exact

WARPMATH_HD float ldexpf(float x, int n) {
  if (detail::unlikely(static_cast<unsigned>(n) + 126u > 253u))  // n outside [-126, 127]
    return detail::exact::scale_rare(x, n);
  return detail::exact::scale_near(x, n);
}

WARPMATH_HD float scalbnf(float x, int n) { return ldexpf(x, n); }

WARPMATH_HD float scalblnf(float x, long n) {
  if (detail::unlikely(static_cast<unsigned long>(n) + 126ul > 253ul))
    return detail::exact::scale_rare(x, n);
  return detail::exact::scale_near(x, static_cast<int>(n));
}

}  // namespace warpmath
