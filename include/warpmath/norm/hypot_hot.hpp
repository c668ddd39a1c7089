// warpmath/norm/hypot_hot.hpp -- what the lean hypotf and rhypotf share: the hot range of the
// larger magnitude, [2^-50, 2^50), where a^2 + b^2 neither overflows nor loses a term that matters
// to underflow, and neither does 1/(a^2 + b^2) (a^2 in [2^-100, 2^100]: every term of the residuals
// below is normal, and b^2 may underflow only where it is below 2^-126 <= 2^-26 a^2, inside an
// exact FMA or as an error of 2^-149), the out-of-line path for everything else.
#pragma once
#include <cstdint>

#include "../accurate/norm.hpp"
#include "../fp/bits.hpp"
#include "../fp/ops.hpp"

namespace warpmath::detail::norm {

// The bits of 2^-50 and the width of [2^-50, 2^50): a in range iff bits - kLow < kWidth.
constexpr std::uint32_t kHypotHotLow = 0x26800000u;
constexpr std::uint32_t kHypotHotWidth = 0x58800000u - kHypotHotLow;

// Every input outside the hot range: the accurate kernels (scaling, float-float), out of line.
WARPMATH_COLD_HD float hypot_rare(float x, float y, bool reciprocal) {
  return reciprocal ? detail::accurate::rhypotf(x, y) : detail::accurate::hypotf(x, y);
}

}  // namespace warpmath::detail::norm
