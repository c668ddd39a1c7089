// warpmath/exact/logb.hpp -- ilogbf, logbf, frexpf: the exponent of x (C23 7.12.6.4, 7.12.6.8,
// 7.12.6.11, Annex F.10.3).
//
// Algorithm, on the bits: for a normal x (biased exponent field e in 1..254, the one range test
// of the hot path) ilogb(x) = e - 127; logb(x) is the same as a float, built without an
// integer-to-float conversion: the float with bits 0x4b000000 | e is 2^23 + e, and subtracting
// 2^23 + 127 is exact; frexp(x) = (x with its exponent field replaced by 126's, e - 126).
// Zeros, subnormals, infinities and NaNs take a separate out-of-line path: there
// detail::exact::unpack (exact/exact_bits.hpp) normalises a subnormal |x| = m * 2^(be - 150),
// 2^23 <= m < 2^24, with one leading-zero count, so ilogb = be - 127 (-149 for the smallest
// subnormal), and frexp's fraction is m's low 23 bits under the exponent field of 0.5.
// Integer operations and one exact subtraction only.
//
// Special values, as CUDA documents them and glibc on x86 gives them:
//   ilogbf(+-0) = INT_MIN (FP_ILOGB0), ilogbf(NaN) = INT_MIN (FP_ILOGBNAN), ilogbf(+-inf) =
//   INT_MAX; logbf(+-0) = -inf, logbf(+-inf) = +inf, logbf(NaN) = NaN (quieted); frexpf(+-0) = +-0
//   and frexpf(+-inf) = +-inf with *exp = 0, frexpf(NaN) = NaN (quieted), *exp = 0.
// (C calls for the divide-by-zero exception at logb(0); warpmath raises no flags.)
// Measured: every result bit-exact over all 2^32 inputs (tests/unit/exhaustive_exact.cpp);
// issued instructions per warp on sm_90: logbf 22 (CUDA 23), ilogbf 22 (25, the int converted to
// float in the kernel), frexpf's fraction 21 (23) and exponent 22 (25).
#pragma once
#include <climits>
#include <cstdint>

#include "../fp/ops.hpp"
#include "exact_bits.hpp"

namespace warpmath {

namespace detail::exact {

// True unless u (the bits of x) is a normal float: zero, subnormal, infinite or NaN.  Adding 1 to
// the exponent field e maps exactly 0 and 255 to a field below 2 (1 and 0, the carry of 255 going
// into the sign bit), so one addition and one mask test decide it.
WARPMATH_HD bool not_normal(std::uint32_t u) { return ((u + kHiddenBit) & 0x7f000000u) == 0; }

WARPMATH_COLD_HD int ilogb_rare(std::uint32_t ax) {
  if (is_zero_inf_or_nan(ax)) return ax == fp::kInfBits ? INT_MAX : INT_MIN;
  return unpack(ax).be - 127;
}

WARPMATH_COLD_HD float logb_rare(float x) {
  const std::uint32_t ax = fp::abs_bits(x);
  if (is_zero_inf_or_nan(ax))
    return ax == 0 ? fp::as_float(fp::kSignMask | fp::kInfBits) : quiet(fp::abs(x));
  return static_cast<float>(unpack(ax).be - 127);
}

struct fraction_exponent {
  float fraction;
  int exponent;
};

// Returned by value, not through frexpf's pointer: a pointer into an out-of-line function would
// put the caller's exponent in local memory.
WARPMATH_COLD_HD fraction_exponent frexp_rare(float x) {
  const std::uint32_t ux = fp::as_uint(x);
  const std::uint32_t ax = ux & fp::kAbsMask;
  if (is_zero_inf_or_nan(ax)) return {quiet(x), 0};
  const unpacked u = unpack(ax);
  return {fp::as_float((ux & fp::kSignMask) | (126u << 23) | (u.m & kFractionMask)), u.be - 126};
}

}  // namespace detail::exact

WARPMATH_HD int ilogbf(float x) {
  const std::uint32_t ux = fp::as_uint(x);
  if (detail::unlikely(detail::exact::not_normal(ux)))
    return detail::exact::ilogb_rare(ux & fp::kAbsMask);
  return static_cast<int>((ux & fp::kAbsMask) >> 23) - 127;
}

WARPMATH_HD float logbf(float x) {
  const std::uint32_t ux = fp::as_uint(x);
  if (detail::unlikely(detail::exact::not_normal(ux))) return detail::exact::logb_rare(x);
  const std::uint32_t e = (ux & fp::kAbsMask) >> 23;
  return fp::sub(fp::as_float(0x4b000000u + e), 8388735.0f);  // (2^23 + e) - (2^23 + 127)
}

WARPMATH_HD float frexpf(float x, int* exp) {
  const std::uint32_t ux = fp::as_uint(x);
  if (detail::unlikely(detail::exact::not_normal(ux))) {
    const detail::exact::fraction_exponent r = detail::exact::frexp_rare(x);
    *exp = r.exponent;
    return r.fraction;
  }
  *exp = static_cast<int>((ux & fp::kAbsMask) >> 23) - 126;
  return fp::as_float((ux & ~(0xffu << 23)) | (126u << 23));
}

}  // namespace warpmath
