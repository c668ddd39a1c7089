// warpmath/roots/rsqrt_kernels.hpp -- what rsqrtf and fast::rsqrtf share: the special values of
// 1/sqrt(x).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"

namespace warpmath::detail::roots {

// 1/sqrt(x) for +-0, x < 0, +-inf and NaN, from the bits (no division or square root to expand).
WARPMATH_HD float rsqrt_special(float x) {
  const std::uint32_t ux = fp::as_uint(x);
  if (fp::abs_bits(x) > fp::kInfBits) return fp::add(x, x);               // NaN, quietened
  if ((ux & fp::kAbsMask) == 0u) return fp::as_float(ux | fp::kInfBits);  // +-0 -> +-inf
  return ux == fp::kInfBits ? 0.0f : fp::as_float(0x7fc00000u);  // +inf -> +0, x < 0 -> NaN
}

}  // namespace warpmath::detail::roots
