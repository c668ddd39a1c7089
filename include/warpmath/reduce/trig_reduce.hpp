// warpmath/reduce/trig_reduce.hpp -- x = q * pi/2 + r for every finite float x, with r as a
// float-float (hi + lo) accurate to far better than a float, and the quadrant q mod 4.
//
// Two paths, chosen on |x|:
//
//  * |x| < kCodyWaiteLimit = 2^17: Cody-Waite with FMAs.  k = rint(x * kTwoOverPiHi) is taken
//    from one FMA against the 1.5*2^23 rounding constant.  kTwoOverPiHi = RN(2/pi) has relative
//    error < 2^-25, so k may be the neighbour of the nearest integer only when x*2/pi lies within
//    2^17 * 2/pi * 2^-25 < 0.0025 of a half-integer: |r| <= (0.5 + 0.0025) * pi/2 < 0.79, the
//    interval the kernel polynomials are fitted on.  Then
//        r1 = fma(-k, kPiOver2Hi, x)                         exact (see below)
//        r  = r1 - k*kPiOver2Lo - k*kPiOver2Lo2                    as a float-float
//    r1 is exact: for |x| >= 1, x and k*kPiOver2Hi are both multiples of 2^-23 (kPiOver2Hi =
//    RN(pi/2) has 24 bits in [1,2)) and |r1| <= |r| + k*|pi/2 - kPiOver2Hi| < 0.79 + 83444 * 4.4e-8
//    < 1, which needs at most 23 bits; for pi/4 <= |x| < 1, k = +-1 and r1 = x -+ kPiOver2Hi lies
//    on the 2^-24 grid below 1.  k*kPiOver2Lo is split exactly with an FMA (two_prod) and
//    subtracted with TwoSum; what is left is |pi/2 - kPiOver2Hi - kPiOver2Lo - kPiOver2Lo2| * k <
//    2^-76.3 * 2^16.4 = 2^-60 and the rounding of lo = s.lo - kp2.lo - k*kPiOver2Lo2.  When r is
//    small, r1 and k*kPiOver2Lo cancel, s.lo = 0, and lo (|lo| < 2^-32) is rounded with error <
//    2^-56; otherwise |lo| < 2^-24 |r| and its rounding is below 2^-48 |r|.  The float in [pi/4,
//    2^17) closest to a multiple of pi/2 is 0x1.f9cbe2p+7 with |r| = 2^-27.8
//    (tools/hardcases/trig_reduction_hardcases.cpp), so r is known to 2^-28 relative or better in
//    every case.
//
//  * |x| >= 2^17: Payne-Hanek.  x = m * 2^(e-23) with a 24-bit integer m.  Bits of 2/pi with
//    index < e-24 contribute multiples of 4 to x*2/pi and are skipped; the next 96 bits
//    form an integer W, and m*W (three 32x32->64 products) holds x*2/pi mod 4 with 94 fraction
//    bits (the bits of 2/pi beyond the window add less than 2^-70).  The top two bits are the
//    quadrant; the fraction, rounded to the nearest quadrant, is a signed 64-bit fixed-point
//    number f in [-1/2, 1/2) with weight 2^-64, converted to a float-float (48 significant bits)
//    and multiplied by pi/2 as a float-float.  The float closest to a multiple of pi/2 is
//    0x1.f37c8ap+95 with |r| = 2^-29.2 (tools/hardcases/trig_reduction_hardcases.cpp scans them
//    all), i.e. f >= 2^-29.9: at least 34 significant bits of f survive the cancellation, and r
//    has relative error < 2^-33.
//
// The result is { hi, lo, q } with x = q*pi/2 + hi + lo (q taken mod 4 by the callers),
// |hi + lo| < 0.79, |lo| <= ulp(hi)/2.
//
// reduce_pi_over_2_grid is the default tier's cheaper Cody-Waite for 0 <= x < 2^17 (sinf, cosf,
// sincosf): hi is r rounded to the 2^-24 grid instead of a float-float head, which takes five
// operations after r1 instead of nine (see its comment).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "two_over_pi_bits.hpp"

namespace warpmath::detail::reduce {

struct trig_reduced {
  float hi;
  float lo;
  std::uint32_t q;      // quadrant, mod 4 (reduce_pi_over_2_grid: in the low two bits)
  float lo_err = 0.0f;  // reduce_pi_over_2_grid: the rounding error of lo (tanf needs it); else 0
};

constexpr std::uint32_t kCodyWaiteLimitBits = 0x48000000u;  // 2^17

// Cody-Waite reduction, valid for |x| < 2^17 (see the file comment for the bounds).
WARPMATH_HD trig_reduced reduce_pi_over_2_small(float x) {
  const float shifted = fp::fma(x, fp::kTwoOverPiHi, fp::kRoundingShift);
  const float k = fp::sub(shifted, fp::kRoundingShift);
  const std::uint32_t q = fp::as_uint(shifted) & 3u;  // mantissa = 2^22 + k, so this is k mod 4
  const float r1 = fp::fma(-k, fp::kPiOver2Hi, x);    // exact
  const fp::ff kp2 = fp::two_prod(k, fp::kPiOver2Lo);
  const fp::ff s = fp::two_sum(r1, -kp2.hi);
  const float lo = fp::fma(-k, fp::kPiOver2Lo2, fp::sub(s.lo, kp2.lo));
  const fp::ff r = fp::fast_two_sum(s.hi, lo);
  return {r.hi, r.lo, q};
}

// Cody-Waite for 0 <= ax < 2^17 with hi on the 2^-24 grid: x = q*pi/2 + hi + lo with
// |hi + lo| < 0.79, hi a multiple of 2^-24 (or hi = ax when q = 0), |lo| <= 2^-25 + 2^-32.6, and
// hi + lo within |lo| * 2^-24 + 2^-60 of x - q*pi/2.  k and r1 = fma(-k, kPiOver2Hi, ax) are those
// of reduce_pi_over_2_small (r1 exact, |r1| < 1, and a multiple of 2^-24 when k >= 1, since then
// ax >= 0.78 lies on the 2^-24 grid or a coarser one).  Then
//   v  = RN(0.75 + k*kPiOver2Lo) - 0.75   k*kPiOver2Lo rounded to the 2^-24 grid: |k*kPiOver2Lo| <=
//                                         83443 * 2^-24.4 < 2^-8, so the sum lies in [0.5, 1),
//                                         whose grid is 2^-24, and the subtraction is exact
//   hi = r1 - v                           exact: both on the 2^-24 grid and |hi| < 1
//   d  = fma(-k, kPiOver2Lo, v)           exact: v - k*kPiOver2Lo is a multiple of 2^-48
//                                         (kPiOver2Lo's last bit) below 2^-25
//   lo = fma(-k, kPiOver2Lo2, d)          one rounding, |k*kPiOver2Lo2| <= 2^-32.6
// so x - q*pi/2 = hi + d - k*kPiOver2Lo2 - k*(pi/2 - kPiOver2Hi - kPiOver2Lo - kPiOver2Lo2), the
// last term below 2^16.4 * 2^-77 = 2^-60.6.  For small r the head hi may be 0 or a few units of
// 2^-24 and lo carry most of r: the caller adds hi last (sin) or uses hi*lo only (cos).  lo_err =
// fma(-k, kPiOver2Lo2, d - lo) is lo's rounding error (d - lo is exact where that error matters:
// when hi = 0, |d| >= |r| - 2^-32.6 >= 2^-27.9 is far above |k*kPiOver2Lo2|, Sterbenz); sinf and
// cosf leave it unused, tanf's cotangent needs r to more than a float when hi = 0.
WARPMATH_HD trig_reduced reduce_pi_over_2_grid(float ax) {
  constexpr float kGridShift = 0.75f;  // RN(kGridShift + v) rounds v to the 2^-24 grid (|v| < 1/4)
  const float shifted = fp::fma(ax, fp::kTwoOverPiHi, fp::kRoundingShift);
  const float k = fp::sub(shifted, fp::kRoundingShift);
  const float r1 = fp::fma(-k, fp::kPiOver2Hi, ax);  // exact
  const float v = fp::sub(fp::fma(k, fp::kPiOver2Lo, kGridShift), kGridShift);
  const float hi = fp::sub(r1, v);                 // exact
  const float d = fp::fma(-k, fp::kPiOver2Lo, v);  // exact
  const float lo = fp::fma(-k, fp::kPiOver2Lo2, d);
  return {hi, lo, fp::as_uint(shifted), fp::fma(-k, fp::kPiOver2Lo2, fp::sub(d, lo))};
}

// Payne-Hanek reduction, valid for every finite |x| >= 2^17 (see the file comment).
WARPMATH_HD trig_reduced reduce_pi_over_2_large(float x) {
  const std::uint32_t bits = fp::as_uint(x);
  const int e = static_cast<int>((bits >> 23) & 0xffu) - 127;  // 17 <= e <= 127
  const std::uint32_t m = (bits & 0x7fffffu) | 0x800000u;

  // Window of 96 bits of 2/pi starting at bit e-24 (padded table index p = bit + 31).
  const int p = e + 7;  // 24 <= p <= 134
  const int word = p >> 5;
  const int shift = p & 31;
  auto window_word = [&](int j) -> std::uint32_t {
    const std::uint64_t pair = (static_cast<std::uint64_t>(two_over_pi_word(word + j)) << 32) |
                               two_over_pi_word(word + j + 1);
    return static_cast<std::uint32_t>(pair >> (32 - shift));
  };
  const std::uint32_t w0 = window_word(0);
  const std::uint32_t w1 = window_word(1);
  const std::uint32_t w2 = window_word(2);

  // m * (w0:w1:w2), bits 0..95 of the product; bit 94 has weight 1 (quarter turns).
  const std::uint64_t p2 = fp::mul_wide(m, w2);
  const std::uint64_t p1 = fp::mul_wide(m, w1) + (p2 >> 32);
  const std::uint32_t p0 = m * w0 + static_cast<std::uint32_t>(p1 >> 32);

  // Fraction with weight 2^-64 per unit, as a signed number: rounding to the nearest quadrant.
  const std::uint64_t frac_bits =
      ((static_cast<std::uint64_t>(p0) << 34) |
       (static_cast<std::uint64_t>(static_cast<std::uint32_t>(p1)) << 2) |
       (static_cast<std::uint32_t>(p2) >> 30));
  const std::uint32_t q = (p0 + 0x20000000u) >> 30;
  const bool negative = (frac_bits >> 63) != 0;
  std::uint64_t mag = negative ? (~frac_bits + 1) : frac_bits;
  // mag > 0: x*2/pi is never an integer for x != 0 (and the window keeps > 60 bits).
  const int lz = fp::clz64(mag | 1);
  mag <<= lz;
  const float f_hi =
      fp::mul(static_cast<float>(static_cast<std::uint32_t>(mag >> 40)), fp::exp2i(-24 - lz));
  const float f_lo = fp::mul(
      static_cast<float>(static_cast<std::uint32_t>((mag >> 16) & 0xffffffu)), fp::exp2i(-48 - lz));

  // r = (f_hi + f_lo) * (kPiOver2Hi + kPiOver2Lo), as a float-float.
  const fp::ff prod = fp::two_prod(f_hi, fp::kPiOver2Hi);
  const float lo = fp::fma(f_hi, fp::kPiOver2Lo, fp::fma(f_lo, fp::kPiOver2Hi, prod.lo));
  const fp::ff r = fp::fast_two_sum(prod.hi, lo);
  const float sign = fp::as_float((bits & fp::kSignMask) ^ (negative ? fp::kSignMask : 0u));
  const std::uint32_t qs = (bits >> 31) ? (0u - q) : q;
  return {fp::copysign(r.hi, sign), fp::flip_sign(r.lo, (bits >> 31) ^ (negative ? 1u : 0u)),
          qs & 3u};
}

// Any finite x.
WARPMATH_HD trig_reduced reduce_pi_over_2(float x) {
  if (detail::likely(fp::abs_bits(x) < kCodyWaiteLimitBits)) return reduce_pi_over_2_small(x);
  return reduce_pi_over_2_large(x);
}

}  // namespace warpmath::detail::reduce
