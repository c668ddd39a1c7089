// warpmath/reduce/half_turn_reduce.hpp -- exact reduction for sinpi/cospi/tanpi:
//   x = k/2 + t,  |t| <= 1/4,  q = k mod 4,
// then pi*t as a float-float.  Every step before the multiplication by pi is exact:
//   * |x| >= 2^24: x is an even integer, so t = 0 and q = 0.
//   * otherwise k = rint(2x) with |2x| < 2^25 (fp::rint is exact there and 2x is exact), and
//     t = fma(k, -1/2, x) = x - k/2 is exact: x and k/2 are multiples of ulp(x) or of 1/2, and
//     |t| <= 1/4 needs at most 24 bits on that grid.
// pi*t = kPiHi*t + (kPiHi*t - RN(kPiHi*t)) + kPiLo*t: the first correction is exact (FMA), the
// kPiLo term has relative error 2^-24 on a 2^-24-relative term, and |pi - kPiHi - kPiLo| < 2^-48,
// so hi + lo is pi*t to ~2^-47 relative.  That holds while kPiHi*t is far from the subnormal
// range; callers treat |x| < 2^-16 separately (pi*x needs no reduction there).
// Constants: fp/constants.hpp (tools/sollya/constants.sollya).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"

namespace warpmath::detail::reduce {

struct half_turn_reduced {
  float hi;         // pi*t, high part
  float lo;         // pi*t, low part
  std::uint32_t q;  // k mod 4
  bool t_is_zero;   // x is a multiple of 1/2 (the Annex F cases: exact zeros, +-1, poles)
};

struct half_turns {
  float t;          // x - k/2, exact, |t| <= 1/4
  std::uint32_t q;  // k mod 4
};

// x = k/2 + t exactly, for every finite x.
WARPMATH_HD half_turns half_turns_exact(float x) {
  if (fp::abs_bits(x) >= 0x4b800000u) return {0.0f, 0u};  // |x| >= 2^24
  const float k = fp::rint(fp::mul(x, 2.0f));
  const float t = fp::fma(k, -0.5f, x);
  return {t, static_cast<std::uint32_t>(static_cast<std::int32_t>(k)) & 3u};
}

WARPMATH_HD half_turn_reduced reduce_half_turns(float x) {
  const half_turns red = half_turns_exact(x);
  const float hi = fp::mul(fp::kPiHi, red.t);
  const float lo = fp::fma(fp::kPiLo, red.t, fp::fma(fp::kPiHi, red.t, -hi));
  return {hi, lo, red.q, red.t == 0.0f};
}

// pi*x for |x| < 2^-16, rounded once.  The product is formed on x*2^32 (exact), where
// fma(X, kPiHi, X*kPiLo) is within 2^-47 relative of pi*X (X*kPiLo is far from underflow there),
// and scaled back by 2^-32: exact for normal results; for subnormal results a second rounding
// to the subnormal grid, still within 0.5 ulp + 2^-24 relative (faithful).  The sign is applied
// last so that +-0 keep theirs.
WARPMATH_HD float pi_times_tiny(float x) {
  const float ax = fp::mul(fp::abs(x), 0x1p32f);
  const float scaled = fp::fma(ax, fp::kPiHi, fp::mul(ax, fp::kPiLo));
  return fp::copysign(fp::mul(scaled, 0x1p-32f), x);
}

constexpr std::uint32_t kPiTinyLimitBits = 0x37800000u;  // 2^-16

}  // namespace warpmath::detail::reduce
