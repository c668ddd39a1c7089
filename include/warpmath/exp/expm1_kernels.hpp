// warpmath/exp/expm1_kernels.hpp -- the special-value paths of expm1f, exp2m1f and exp10m1f: tiny
// arguments, NaN, large negative arguments (-1) and overflow, the last by the matching
// exponential's accurate kernel (accurate/exp.hpp).
#pragma once
#include <cstdint>

#include "../accurate/exp.hpp"
#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/ops.hpp"
#include "../reduce/exp_reduce.hpp"
#include "exp_kernels.hpp"

namespace warpmath::detail::exp {

constexpr std::uint32_t kExpm1TinyBits = 0x33000000u;  // 2^-25

WARPMATH_COLD_HD float expm1f_special(float x) {
  if (fp::abs_bits(x) < kExpm1TinyBits) return x;
  if (x != x) return fp::add(x, x);
  if (x < 0.0f) return -1.0f;
  return detail::accurate::expf(x);
}

// Moved from exp/exp2m1f.hpp.
WARPMATH_COLD_HD float exp2m1f_special(float x) {
  if (fp::abs_bits(x) < kTimesConstTinyLimitBits) {
    return times_const_tiny(x, fp::kLn2Hi, fp::kLn2Lo);
  }
  if (x != x) return fp::add(x, x);
  if (x < 0.0f) return -1.0f;
  return detail::accurate::exp2f(x);
}

// Moved from exp/exp10m1f.hpp.
WARPMATH_COLD_HD float exp10m1f_special(float x) {
  if (fp::abs_bits(x) < kTimesConstTinyLimitBits) {
    return times_const_tiny(x, fp::kLn10Hi, fp::kLn10Lo);
  }
  if (x != x) return fp::add(x, x);
  if (x < 0.0f) return -1.0f;
  return detail::accurate::exp10f(x);
}

}  // namespace warpmath::detail::exp
