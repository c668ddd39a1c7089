// warpmath/exp/exp_kernels.hpp -- the shared core of expf, exp2f, exp10f (exp_ff, scale_round,
// exp_special) and of expm1f, exp2m1f, exp10m1f (expm1_ff, times_const_tiny).
//
// Input: a reduction x ln(b) = k ln2/128 + r, r = hi + lo, |hi| < 0.00273 (reduce/exp_reduce.hpp),
// so b^x = 2^m * T * e^r with T = 2^(j/128) = T_hi (1 + rel) (reduce/exp2_table.hpp, 2^-49),
// m = k >> 7, j = k & 127.  lo is not normalised against hi: |lo| < 2^-21.7 (exp), < 2^-47 |hi|
// (exp2), < 2^-17.9 (exp10).
//
// exp_ff: T e^r as an unnormalised float-float {head, tail}, before the scaling by 2^m.
//   T e^(hi + lo) = T_hi (1 + hi + u) up to the terms dropped below, with
//       u = q + (lo + rel)(1 + hi),  q = hi^2 (E2 + E3 hi)  (tools/sollya/exp_poly.sollya: 1 + hi +
//       q is e^hi within 2^-40.7 relative),  |u| < 2^-16.9.
//   Dropped: lo hi^2/2 + lo^2/2 + rel (lo + q) -- below 2^-39.4 for exp and exp2, 2^-35.3 for
//   exp10 (whose lo carries the low part of x ln10, up to half an ulp of a number below 128).
//   T_hi + T_hi hi is formed exactly (two_prod, fast_two_sum: |T_hi hi| < 2^-7.5 T_hi) and the
//   rest is a tail below 2^-16 T_hi, whose roundings (2^-24 of it, five of them) add < 2^-38.5.
//   With the reduction (2^-45 exp, 2^-47 exp2, 2^-41 exp10), head + tail is T e^r within
//   2^-37.8 relative for exp and exp2 and 2^-35 for exp10; the caller rounds it once, so the
//   error is below 0.5 + 2^-11 ulp, and a result can only be misrounded where the exact value
//   lies that close to a rounding boundary (e^(2^-24) = 1 + 2^-24 + 2^-49 is one).
//
// expm1_ff: 2^m T e^r - 1 as {head, tail}, for -126 <= m <= 126.  With S = 2^m T_hi (exact):
//       S - 1 = A_hi + A_lo      exactly, by fast_two_sum in an order that is valid: (S, -1) when
//                                m >= 1 (S >= 2), (-1, S) when m <= 0 (S < 2; for 1 <= S < 2 the
//                                difference is exact by Sterbenz and A_lo = 0)
//       S hi = P_hi + P_lo       exactly (two_prod; exact unless S hi nears the subnormal range,
//                                where the result is -1 anyway)
//       A_hi + P_hi = B_hi + B_lo  exactly by fast_two_sum: |A_hi| >= |P_hi| because either k = 0
//                                (A = 0) or |S - 1| >= 1 - 2^(-1/128) > 0.0054 > 1.42 * 0.00273
//                                >= |P_hi| for m in {-1, 0}, and |S - 1| >= S/2 otherwise.
//   result = B_hi + (S u + P_lo + A_lo + B_lo), u as in exp_ff but with q = hi^2 (M2 + M3 hi +
//   M4 hi^2) from tools/sollya/expm1_poly.sollya (2^-43.3 relative to expm1: for k = 0 the result
//   is hi + u alone and must be accurate relative to x, not to 1).  |x ln b| >= ln2/256 whenever
//   k != 0, so the cancellation in S (1 + r) - 1 loses at most a factor 2, but the tail S u can
//   reach 2^-9.3 of a result near ln2/256; its four roundings then add up to 2^-31.3 relative
//   (2^-33.5 for k = 0, and below 2^-37 once |x ln b| > 0.1).  So the error is below
//   0.5 + 2^-7 ulp, and much closer to 0.5 ulp away from 0.
//
// scale_round: RN((head + tail) 2^m) with a single rounding for any m from -152 to 128 (head +
//   tail in [1/2, 2)): for m > -126 the sum is rounded first and scaled exactly, in two steps,
//   (r * 2) * 2^(m-1), so that m = 128 overflows to +inf exactly when the rounded value does and
//   m = -125 with r < 1 never passes through a subnormal intermediate; subnormal results
//   (m <= -126) go through round_times_2m126.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "../reduce/exp2_table.hpp"
#include "../reduce/exp_reduce.hpp"
#include "exp_lean.hpp"

namespace warpmath::detail::exp {

// 2^m for k = 128 m + j, -126 <= m <= 127, from k's bits (m << 23 plus the exponent bias).
WARPMATH_HD float exp2_of_k(std::int32_t k) {
  return fp::as_float(((static_cast<std::uint32_t>(k) << 16) & 0xff800000u) + 0x3f800000u);
}

WARPMATH_HD std::int32_t m_of_k(std::int32_t k) { return k >> detail::reduce::kExp2TableBits; }

WARPMATH_HD fp::ff exp_ff(const detail::reduce::exp_reduced& red) {
  // tools/sollya/exp_poly.sollya
  constexpr float E2 = 0x1.000008p-1f, E3 = 0x1.55555p-3f;
  const detail::reduce::exp2_table_entry t =
      detail::reduce::exp2_table(red.k & (detail::reduce::kExp2TableSize - 1));
  const float h = red.hi;
  const float lo_rel = fp::add(red.lo, t.rel);
  const float u = fp::fma(fp::mul(h, h), fp::horner(h, E2, E3), fp::fma(lo_rel, h, lo_rel));
  const fp::ff p = fp::two_prod(t.hi, h);
  const fp::ff s = fp::fast_two_sum(t.hi, p.hi);
  return {s.hi, fp::add(fp::fma(t.hi, u, p.lo), s.lo)};
}

WARPMATH_HD fp::ff expm1_ff(const detail::reduce::exp_reduced& red) {
  // tools/sollya/expm1_poly.sollya
  constexpr float M2 = 0x1p-1f, M3 = 0x1.55555cp-3f, M4 = 0x1.55558cp-5f;
  const detail::reduce::exp2_table_entry t =
      detail::reduce::exp2_table(red.k & (detail::reduce::kExp2TableSize - 1));
  const float s = fp::mul(t.hi, exp2_of_k(red.k));  // exact
  const float h = red.hi;
  const float lo_rel = fp::add(red.lo, t.rel);
  const float u = fp::fma(fp::mul(h, h), fp::horner(h, M2, M3, M4), fp::fma(lo_rel, h, lo_rel));
  const bool big = m_of_k(red.k) > 0;
  const fp::ff a = fp::fast_two_sum(big ? s : -1.0f, big ? -1.0f : s);
  const fp::ff p = fp::two_prod(s, h);
  const fp::ff b = fp::fast_two_sum(a.hi, p.hi);
  return {b.hi, fp::add(fp::add(fp::fma(s, u, p.lo), a.lo), b.lo)};
}

// RN((w.hi + w.lo) * 2^-126) with one rounding, for 0 <= w.hi < 2^127, |w.lo| <= ulp(w.hi).
// Below 1 the product is subnormal: 1 + w lies in [1, 2), where the float grid (2^-23) is the
// subnormal grid (2^-149) scaled by 2^126, so RN(1 + w) rounds w exactly as the subnormal result
// must be rounded (ties to even included: 1 has an even significand); subtracting 1 and scaling
// are then exact.  (1 + w.hi is split exactly and w.lo joins the low part first.)
WARPMATH_HD float round_times_2m126(fp::ff w) {
  if (w.hi < 1.0f) {
    const fp::ff s = fp::fast_two_sum(1.0f, w.hi);
    return fp::mul(fp::sub(fp::add(s.hi, fp::add(s.lo, w.lo)), 1.0f), 0x1p-126f);
  }
  return fp::mul(fp::add(w.hi, w.lo), 0x1p-126f);
}

// RN((v.hi + v.lo) * 2^m) for 0.99 < v.hi < 2.01 and -152 <= m <= 128.
WARPMATH_HD float scale_round(fp::ff v, std::int32_t m) {
  if (m > -126) return fp::mul(fp::mul(fp::add(v.hi, v.lo), 2.0f), fp::exp2i(m - 1));
  const float c = fp::exp2i(m + 126);  // 2^-26 .. 1: the products stay normal and exact
  return round_times_2m126({fp::mul(v.hi, c), fp::mul(v.lo, c)});
}

// The rare inputs of expf, exp2f, exp10f: NaN, +-inf, and |x| beyond the fast path's limit
// (results near overflow or subnormal).  v and k are the fast path's, valid for
// underflow_x < x <= overflow_x.
WARPMATH_HD float exp_special(float x, fp::ff v, std::int32_t k, float overflow_x,
                              float underflow_x) {
  if (x != x) return fp::add(x, x);
  if (x > overflow_x) return fp::as_float(fp::kInfBits);
  if (x <= underflow_x) return 0.0f;
  return scale_round(v, m_of_k(k));
}

constexpr std::uint32_t kTimesConstTinyLimitBits = 0x0d800000u;  // 2^-100

// RN(x * (c_hi + c_lo)) for |x| < 2^-100 and 1/2 <= c_hi < 4 (exp2m1f, exp10m1f near 0, where
// b^x - 1 = x ln b to far below an ulp), rounded once also when the result is subnormal: with
// X = |x| * 2^126 (exact, 2^-23 <= X < 2^26 or X = 0), X*c_hi is split exactly (two_prod) and
// round_times_2m126 rounds the float-float once.  Signed zeros keep their sign.
WARPMATH_HD float times_const_tiny(float x, float c_hi, float c_lo) {
  const float ax = fp::mul(fp::abs(x), 0x1p126f);
  const fp::ff w = fp::two_prod(ax, c_hi);
  return fp::copysign(round_times_2m126({w.hi, fp::fma(ax, c_lo, w.lo)}), x);
}

// The accurate kernels' fast-path limits (the overflow and underflow thresholds are in
// exp_lean.hpp).
constexpr std::uint32_t kExpFastLimitBits = 0x42aeac4fu;  // 0x1.5d589ep6: e^-x >= 2^-126

constexpr std::uint32_t kExp2FastLimitBits = 0x42fc0000u;  // 126

constexpr std::uint32_t kExp10FastLimitBits = 0x4217b818u;  // 0x1.2f703p5: 10^-x >= 2^-126

}  // namespace warpmath::detail::exp
