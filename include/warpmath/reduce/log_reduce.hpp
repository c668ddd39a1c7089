// warpmath/reduce/log_reduce.hpp -- the logarithm reductions: x = 2^e * (1 + f) with f exact, and
// 1 + x = 2^e * (1 + f + d) with the rounding error of 1 + x carried in d.
//
// Both put the significand m = 1 + f in [SQRT_HALF, 2*SQRT_HALF), SQRT_HALF = RN(sqrt(1/2)) =
// 0x1.6a09e6p-1 (tools/sollya/log_constants.sollya), so that
//     SQRT_HALF - 1 = -0.29289323 <= f < 0.41421354 = 2*SQRT_HALF - 1,   |log(1 + f)| <= 0.3466,
// the interval of the kernel polynomial (tools/sollya/log_log1p.sollya).  The split is integer
// work on the bit pattern: t = bits(x) - bits(SQRT_HALF) has e in its top 9 bits (arithmetic
// shift), and removing them from bits(x) leaves the bits of m.  f = m - 1 is exact (Sterbenz:
// 1/2 <= m <= 2), and e is a small integer, exact as a float.
//
// reduce_log (the accurate logf, log2f, log10f in accurate/log.hpp, and the kernels in
// log/log_kernels.hpp) takes the bits of a positive finite x.  A subnormal x = n * 2^-149 is first
// replaced by normalise_subnormal: the bits of the float n (n < 2^23, so exact) with 149 taken
// off the exponent field, which may go below zero in two's complement; the split handles that
// unchanged.  Integer operations only, so nothing after it sees a subnormal and -ftz=true changes
// no bit.  -149 <= e <= 128.
//
// reduce_log_at_scaled<bits of c> (the default tier's logf, log2f, log10f: log/log_lean.hpp): the
// same split at another point c in [1/2, 1), m in [c, 2c), and e returned as the float of the
// masked bits e << 23 (|e * 2^23| < 2^31, exact): one conversion and no shift.  Same inputs.
//
// reduce_log1p (log1pf, log2p1f, log10p1f): any finite x > -1.  On the kernel interval itself,
// SQRT_HALF - 1 <= x < 2*SQRT_HALF - 1, simply f = x, e = 0, d = 0: no rounding error, and full
// relative accuracy for small x.  Elsewhere u = 1 + x as an exact float-float (TwoSum), u.hi
// reduced as above, and d = u.lo * 2^-e, so that 1 + x = 2^e * (1 + f + d) exactly and
// |log1p(x)| >= 0.3466.  |u.lo| <= ulp(u.hi)/2 gives |d| <= 2^-24 (m >= 1) or 2^-25 (m < 1).
// u.hi >= 2^-24 is normal and -24 <= e <= 128; for e >= 127 (u.hi >= 2^126) the scale 2^-e is
// replaced by 0, which drops d < 2^-126 against a result above 87.  Both ways are computed and
// one is selected, so that a warp holding both kinds of arguments does not diverge.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"

namespace warpmath::detail::reduce {

// From tools/sollya/log_constants.sollya.
constexpr std::uint32_t kSqrtHalfBits = 0x3f3504f3u;  // RN(sqrt(1/2)) = 0x1.6a09e6p-1
constexpr float kLog1pSmallLo = -0x1.2bec34p-2f;      // SQRT_HALF - 1, exact
constexpr float kLog1pSmallHi = 0x1.a82798p-2f;       // 2*SQRT_HALF - 1, exact

struct log_reduced {
  float e;  // integer exponent
  float f;  // m - 1, SQRT_HALF - 1 <= f < 2*SQRT_HALF - 1
};

struct log1p_reduced {
  float e;
  float f;
  float d;  // rounding error of 1 + x, scaled by 2^-e: 1 + x = 2^e * (1 + f + d)
};

// False exactly for the positive normal finite x, the arguments reduce_log takes as they are:
// true for x <= 0 (either zero), subnormal, +-inf and NaN.
WARPMATH_HD bool log_arg_is_unusual(std::uint32_t ux) { return ux - 0x00800000u >= 0x7f000000u; }

WARPMATH_HD bool is_positive_subnormal(std::uint32_t ux) { return ux - 1u < 0x007fffffu; }

// Bits of a positive subnormal x = ux * 2^-149, rewritten for reduce_log (see the file comment).
WARPMATH_HD std::uint32_t normalise_subnormal(std::uint32_t ux) {
  return fp::as_uint(static_cast<float>(ux)) - (149u << 23);
}

namespace log_detail {
struct split {
  std::int32_t e;
  float f;
};

// x = 2^e * (1 + f) from bits ux as described in the file comment.  The arithmetic right shift
// of a negative value is what every supported compiler does (and what C++20 requires).
WARPMATH_HD split split_at_sqrt_half(std::uint32_t ux) {
  const std::uint32_t t = ux - kSqrtHalfBits;
  const float m = fp::as_float(ux - (t & 0xff800000u));
  return {static_cast<std::int32_t>(t) >> 23, fp::sub(m, 1.0f)};
}
}  // namespace log_detail

// ux: the bits of a positive normal finite x, or normalise_subnormal's bits for a subnormal x.
WARPMATH_HD log_reduced reduce_log(std::uint32_t ux) {
  const log_detail::split s = log_detail::split_at_sqrt_half(ux);
  return {static_cast<float>(s.e), s.f};
}

// As reduce_log, with the significand in [c, 2c), c = as_float(kSplitBits) in [1/2, 1), instead of
// [SQRT_HALF, 2*SQRT_HALF): c - 1 <= f <= 2c - 1 - 2^-23, exact; and e is returned times 2^23
// (the converted bits e << 23), which saves the shift where e only multiplies constants (they
// take the 2^-23).
struct log_reduced_scaled {
  float e_scaled;  // e * 2^23
  float f;
};

template <std::uint32_t kSplitBits>
WARPMATH_HD log_reduced_scaled reduce_log_at_scaled(std::uint32_t ux) {
  const std::uint32_t e_bits = (ux - kSplitBits) & 0xff800000u;
  const float m = fp::as_float(ux - e_bits);
  return {static_cast<float>(static_cast<std::int32_t>(e_bits)), fp::sub(m, 1.0f)};
}

// 1 + x = 2^e * (1 + f + d) for the log1pf of the default tier, split at c = as_float(kSplitBits)
// in [1/2, 1) (see the file comment): u = RN(1 + x) (the caller's, for its range test) gives e,
// and f + d = 2^-e * (1 + x) - 1 = x*2^-e - (1 - 2^-e), f the rounded difference of the two terms
// (x*2^-e exact, 1 - 2^-e exact for e <= 24) and d its rounding error (Fast2Sum).  e is returned
// times 2^23.  x: finite, u = RN(1 + x) with 0 < u < 2^126 (so e <= 126 and 2^-e is normal).
struct log1p_reduced_scaled {
  float e_scaled;  // e * 2^23
  float f;
  float d;  // rounding error of f: 1 + x = 2^e * (1 + f + d)
};

template <std::uint32_t kSplitBits>
WARPMATH_HD log1p_reduced_scaled reduce_log1p_at_scaled(float x, float u) {
  const std::uint32_t e_bits = (fp::as_uint(u) - kSplitBits) & 0xff800000u;
  const float a = fp::as_float(fp::as_uint(x) - e_bits);              // x * 2^-e
  const float b = fp::sub(1.0f, fp::as_float(0x3f800000u - e_bits));  // 1 - 2^-e
  const float f = fp::sub(a, b);
  return {static_cast<float>(static_cast<std::int32_t>(e_bits)), f, fp::sub(a, fp::add(f, b))};
}

// Any finite x > -1 (see the file comment).
WARPMATH_HD log1p_reduced reduce_log1p(float x) {
  const fp::ff u = fp::two_sum(1.0f, x);
  const log_detail::split s = log_detail::split_at_sqrt_half(fp::as_uint(u.hi));  // -24 <= e <= 128
  // 2^-e: biased exponent 127 - e, or +0 for e >= 127 (see the file comment).
  const std::int32_t scale_bits = 0x3f800000 - s.e * 0x800000;
  const float d =
      fp::mul(u.lo, fp::as_float(static_cast<std::uint32_t>(scale_bits > 0 ? scale_bits : 0)));
  const bool small = x >= kLog1pSmallLo && x < kLog1pSmallHi;
  return {small ? 0.0f : static_cast<float>(s.e), small ? x : s.f, small ? 0.0f : d};
}

}  // namespace warpmath::detail::reduce
