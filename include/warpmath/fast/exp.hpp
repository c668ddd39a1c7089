// warpmath/fast/exp.hpp -- the fast tier's exponentials: fast::expf, fast::exp2f, fast::exp10f.
//
// Algorithm (one shape for the three): b^x = 2^k * P(r), k = rint(x log2 b), r the remainder
// (2^f: f = x - k, exact; e^r: r = x - k ln2; 10^r: r = x - k log10(2), two-constant
// Cody-Waite whose first FMA is exact, see below), P a degree-5 minimax polynomial with
// P(0) = 1 (tools/sollya/fast_exp.sollya: relative error 2^-23.3 on the reduction interval).
// No table; the default tier's shape (exp/exp_lean.hpp): p 2^k by one integer add into the
// exponent field while -125 <= k <= 127, which one unsigned test on the bits of
// s = RN(x log2 b + 1.5 * 2^23) checks; everything else (overflow, subnormal results, +-inf, NaN,
// |x| huge) goes out of line to exp_rare, which applies 2^k in two exact halves so that subnormal
// results are rounded once from P(r) (error <= 0.5 ulp of the subnormal grid plus P's own error
// scaled down), results below 2^-150 give +0 and those beyond the overflow threshold +inf.  (The
// clamped, branch-free form this replaces gave the same bits for every input: checked over all
// 2^32 floats; it cost 34, 32 and 34 issued instructions per warp against 31.1, 29.8 and 31.0 now,
// below the default tier's 32.1, 30.8 and 37.)
//
// First reduction step exact: k ln2_hi (|k| <= 151, LN2_HI with 24 bits in [1/2, 1)) and x
// (for |x| >= 1/2) are multiples of 2^-24, and |x - k LN2_HI| < 0.35 needs at most 23 bits, so
// fma(-k, LN2_HI, x) is exact; the second step rounds once (2^-24 relative of r) and leaves
// |k (ln2 - LN2_HI - LN2_LO)| < 2^-46.  The same holds for log10(2) (multiples of 2^-25 from
// |x| >= 1/4; for |x| < 0.15, k = 0).  The error of r moves the result by <= 0.35 * 2^-24 relative.
//
// Fast domains (normal results): expf |x| <= 87.33, exp2f |x| <= 126, exp10f |x| <= 37.92.
// Measured error: docs/sweeps/fast_expf.json, docs/sweeps/fast_exp2f.json,
// docs/sweeps/fast_exp10f.json (the catalogue's bound). Special values (C23 F.10.3.1/2): b^(+-0) =
// 1, b^(-inf) = +0, b^(+inf) = +inf, NaN -> NaN. Subnormal x give 1 (as x = 0 would; b^x = 1 within
// half an ulp).
#pragma once
#include <cstdint>

#include "../exp/exp_lean.hpp"
#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"

namespace warpmath::detail::fast_exp {

// k of `shifted` (reduce_e, exp2f, exp10f).
WARPMATH_HD std::int32_t k_of_shifted(float shifted) {
  return static_cast<std::int32_t>(fp::as_uint(shifted) - fp::as_uint(fp::kRoundingShift));
}

// P(r) * 2^k for -153 <= k <= 130 (k from the bits of `shifted` = RN(x log2 b + 1.5 * 2^23)):
// two exact power-of-two factors, so that only the last product rounds.
WARPMATH_HD float scale_by_shifted_k(float p, float shifted) {
  const std::int32_t k = k_of_shifted(shifted);
  const std::int32_t k_half = k >> 1;  // -77 <= k_half <= 65: both factors are normal floats
  return fp::mul(fp::mul(p, fp::exp2i(k - k_half)), fp::exp2i(k_half));
}

// Clamp to [lo, hi] with comparisons that keep a NaN (fminf/fmaxf would drop it).
WARPMATH_HD float clamp_keep_nan(float x, float lo, float hi) {
  const float y = x > hi ? hi : x;
  return y < lo ? lo : y;
}

// e^x = 2^k e^r for |x| <= 104: k = rint(RN(x log2 e)) (from the bits of `shifted`, as above),
// r = x - k ln2 by the two-constant Cody-Waite of the file comment (|r| <= ln2/2 * 1.002).
// Shared with fast::expm1f.
struct e_reduced {
  float r;
  float shifted;  // RN(x log2 e + 1.5 * 2^23): k in its low bits
};

WARPMATH_HD e_reduced reduce_e(float x) {
  const float shifted = fp::fma(x, fp::kLog2EHi, fp::kRoundingShift);
  const float k = fp::sub(shifted, fp::kRoundingShift);
  return {fp::fma(-k, fp::kLn2Lo, fp::fma(-k, fp::kLn2Hi, x)), shifted};
}

// e^r on |r| <= ln2/2 * 1.002, relative error 2^-23.3 (tools/sollya/fast_exp.sollya).
WARPMATH_HD float exp_e_poly(float r) {
  constexpr float P1 = 0x1.fffff6p-1f, P2 = 0x1.fffdcp-2f, P3 = 0x1.555a78p-3f, P4 = 0x1.573c78p-5f,
                  P5 = 0x1.0fa65p-7f;
  return fp::horner(r, 1.0f, P1, P2, P3, P4, P5);
}

// 2^f on |f| <= 1/2 (and a little beyond: fast::powf adds a low part), relative error 2^-23.3
// (tools/sollya/fast_exp.sollya).
WARPMATH_HD float exp2_poly(float f) {
  constexpr float P1 = 0x1.62e42ap-1f, P2 = 0x1.ebf9bap-3f, P3 = 0x1.c6b69ap-5f,
                  P4 = 0x1.3ceaf8p-7f, P5 = 0x1.5bfd58p-10f;
  return fp::horner(f, 1.0f, P1, P2, P3, P4, P5);
}

}  // namespace warpmath::detail::fast_exp

namespace warpmath::fast {

WARPMATH_HD float exp2f(float x) {
  const float s = fp::add(x, fp::kRoundingShift);
  const float f = fp::sub(x, fp::sub(s, fp::kRoundingShift));  // exact, |f| <= 1/2
  const float p = detail::fast_exp::exp2_poly(f);
  if (detail::unlikely(!detail::exp::k_in_fast_range(s))) {
    return detail::exp::exp_rare(x, p, s, detail::exp::kExp2OverflowX,
                                 detail::exp::kExp2UnderflowX);
  }
  return detail::exp::scale_by_k(p, s);
}

WARPMATH_HD float expf(float x) {
  const detail::fast_exp::e_reduced red = detail::fast_exp::reduce_e(x);
  const float p = detail::fast_exp::exp_e_poly(red.r);
  if (detail::unlikely(!detail::exp::k_in_fast_range(red.shifted))) {
    return detail::exp::exp_rare(x, p, red.shifted, detail::exp::kExpOverflowX,
                                 detail::exp::kExpUnderflowX);
  }
  return detail::exp::scale_by_k(p, red.shifted);
}

WARPMATH_HD float exp10f(float x) {
  // tools/sollya/fast_exp.sollya
  constexpr float P1 = 0x1.26bb16p1f, P2 = 0x1.5350dp1f, P3 = 0x1.047446p1f, P4 = 0x1.2d82ccp0f,
                  P5 = 0x1.12b8bep-1f;
  const float s = fp::fma(x, fp::kLog2Of10, fp::kRoundingShift);
  const float k = fp::sub(s, fp::kRoundingShift);
  const float r = fp::fma(-k, fp::kLog10Of2Lo, fp::fma(-k, fp::kLog10Of2Hi, x));
  const float p = fp::horner(r, 1.0f, P1, P2, P3, P4, P5);
  if (detail::unlikely(!detail::exp::k_in_fast_range(s))) {
    return detail::exp::exp_rare(x, p, s, detail::exp::kExp10OverflowX,
                                 detail::exp::kExp10UnderflowX);
  }
  return detail::exp::scale_by_k(p, s);
}

}  // namespace warpmath::fast
