// warpmath/special/erf_kernels.hpp -- the shared core of erff, erfcf, erfcxf and normcdff:
// erf(x) for |x| < 1/2 and erfcx(x) = e^(x^2) erfc(x) for x >= 0, each as a float-float with a
// relative error near 2^-29 or below, and e^(-x^2) g rounded once, subnormal results included.
//
// erf_small_ff, |x| < 1/2: erf(x) = x (C0 + z (C1 + z Q(z))), z = x^2 = z.hi + z.lo exactly
//   (two_prod), Q = C2 + ... + C6 z^4 in float (tools/sollya/special_erf.sollya, 2^-41.2 relative).
//   The steps for C1 and C0 run in float-float (C0, C1 carry 48 bits), so the only float roundings
//   left are Q's, which weigh |z^2 Q / C0| < 2^-7.3 of the result: below 2^-31 relative; z.lo
//   enters through the products. The product by x is exact (two_prod) up to a rounding of 2^-48.
//
// erfcx_ff, x >= 0 (callers pass x < 2^100 or clamp):
//   0 <= x < 4: three pieces [0, 1), [1, 2), [2, 4) chosen by x's exponent (branch-free table
//     lookup), each a degree-11 polynomial in s = x - centre (tools/sollya/special_erfcx.sollya,
//     centres 1/2, 3/2, 3; 2^-35.0, 2^-37.8, 2^-34.3 relative).  s is exact except for x < 1/4,
//     where s = s.hi + s.lo exactly (fast_two_sum) and s.lo enters through the derivative
//     erfcx'(x) = 2x erfcx(x) - 2/sqrt(pi) (|s.lo| <= 2^-26: the derivative needs only a few bits).
//     A3..A11 in float: their rounding weighs |s^3 q / erfcx| <= 0.05 (piece [0, 1) at x -> 1),
//     0.015, 0.025 of the result, i.e. <= 2^-28.5 relative; the A2, A1, A0 steps in float-float.
//   x >= 4: x erfcx(x) = F(u), u = 1/x^2 in (0, 1/16], a degree-7 polynomial
//     (tools/sollya/special_erfcx_asympt.sollya, 2^-35.8 relative, also at u -> 0).  u = RN(1/z.hi)
//     with its relative error delta = 1 - u z.hi - u z.lo (FMA, exact to 2^-48) folded into the
//     tail u R (|u R| < 2^-5 F); the B1, B0 steps in float-float; then F / x as a float-float (the
//     remainder F.hi - q0 x is exact by FMA).  For x >= 2^32, u is computed from 2^32 (F differs
//     from F(0) = 1/sqrt(pi) by < 2^-65 there).
//   So erfcx_ff is within 2^-28.3 relative of erfcx(x) on [0, 1), and within 2^-29 elsewhere.
//
// erfc_scaled: e^(-y) g for y = y.hi + y.lo >= 0 (y.hi <= 103) and g = erfcx_ff(...), as
//   2^m * P with P a normalised float-float, P.hi in [2^-4.3, 2.6]: e^(-y) from the exp kernels
//   (reduce/exp_reduce.hpp, exp/exp_kernels.hpp) with y.lo (|y.lo| <= 2^-18) added to the
//   reduction's low part, within 2^-35 relative as for exp10 (whose low part is as large), and
//   the product v g formed exactly up to 2^-46.  m >= -149.
// round_scaled: RN(P 2^m) with a single rounding also when the result is subnormal (the
//   round_times_2m126 of exp_kernels.hpp).
#pragma once
#include <cstdint>

#include "../exp/exp_kernels.hpp"
#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "../reduce/exp_reduce.hpp"

namespace warpmath::detail::special {

// erf(x) for |x| < 1/2 (signed zeros: the caller copies x's sign).
WARPMATH_HD fp::ff erf_small_ff(float x) {
  // tools/sollya/special_erf.sollya
  constexpr float C0_HI = 0x1.20dd76p0f, C0_LO = -0x1.f7ad9p-25f;
  constexpr float C1_HI = -0x1.812746p-2f, C1_LO = -0x1.5c2b9cp-27f;
  constexpr float C2 = 0x1.ce2f2p-4f, C3 = -0x1.b82c66p-6f, C4 = 0x1.564948p-8f,
                  C5 = -0x1.bd48fap-11f, C6 = 0x1.be9b1cp-14f;
  const fp::ff z = fp::two_prod(x, x);
  fp::ff y = {fp::horner(z.hi, C2, C3, C4, C5, C6), 0.0f};
  y = fp::ff_horner_step(C1_HI, C1_LO, z, y);
  y = fp::ff_horner_step(C0_HI, C0_LO, z, y);
  const fp::ff p = fp::two_prod(x, y.hi);
  return fp::fast_two_sum(p.hi, fp::fma(x, y.lo, p.lo));
}

// One piece of tools/sollya/special_erfcx.sollya: A0..A2 as hi/lo pairs, then A3..A11.
struct alignas(16) erfcx_piece {
  float centre;
  float a0_hi, a0_lo, a1_hi, a1_lo, a2_hi, a2_lo;
  float a[9];  // A3 .. A11
};

WARPMATH_HD const erfcx_piece& erfcx_piece_for(int index) {
  // clang-format off
  static constexpr erfcx_piece kPieces[3] = {
      {0x1p-1f, 0x1.3b3bc4p-1f, -0x1.b4b55p-28f, -0x1.067f26p-1f, -0x1.f9363p-28f,
       0x1.6ff862p-2f, -0x1.791bf8p-28f,
       {-0x1.c6ad7ap-3f, 0x1.fc99ccp-4f, -0x1.0605ap-4f, 0x1.f783ccp-6f, -0x1.c71134p-7f,
        0x1.83d092p-8f, -0x1.3d39ecp-9f, 0x1.129bbcp-10f, -0x1.91784ep-12f}},
      {0x1.8p0f, 0x1.494dbp-2f, -0x1.75c68p-32f, -0x1.4f1988p-3f, -0x1.0dfb9p-29f,
       0x1.37ea28p-4f, -0x1.baa958p-29f,
       {-0x1.0dc51ep-5f, 0x1.b6593cp-7f, -0x1.513e5p-8f, 0x1.ee74dp-10f, -0x1.5b2f62p-11f,
        0x1.d34c0ap-13f, -0x1.2c2da8p-14f, 0x1.9b4b18p-16f, -0x1.261c44p-17f}},
      {0x1.8p1f, 0x1.6e9828p-3f, -0x1.71005p-30f, -0x1.bd6ae4p-5f, -0x1.a2cb0cp-30f,
       0x1.043fe2p-6f, 0x1.3eb4bp-32f,
       {-0x1.259062p-8f, 0x1.409c4ap-10f, -0x1.53de7ep-12f, 0x1.5e93a6p-14f, -0x1.603c96p-16f,
        0x1.558d3ap-18f, -0x1.48063ap-20f, 0x1.6b70d4p-22f, -0x1.4a351cp-24f}},
  };
  // clang-format on
  return kPieces[index];
}

// x erfcx(x) for x >= 4, as a float-float (u = 1/x^2 from min(x, 2^32)).
WARPMATH_HD fp::ff erfcx_asymptotic_numerator(float x) {
  // tools/sollya/special_erfcx_asympt.sollya
  constexpr float B0_HI = 0x1.20dd76p-1f, B0_LO = -0x1.f7d62p-26f;
  constexpr float B1 = -0x1.20dd74p-2f, B2 = 0x1.b14af2p-2f, B3 = -0x1.0ea84cp0f,
                  B4 = 0x1.d4ebc6p1f, B5 = -0x1.e6b004p3f, B6 = 0x1.d85852p5f, B7 = -0x1.0f839p7f;
  const float xc = x < 0x1p32f ? x : 0x1p32f;
  const fp::ff z = fp::two_prod(xc, xc);
  const float u = fp::div(1.0f, z.hi);
  const float delta = fp::fma(-u, z.lo, fp::fma(-u, z.hi, 1.0f));  // 1/z = u (1 + delta)
  fp::ff y = {fp::horner(u, B2, B3, B4, B5, B6, B7), 0.0f};
  y = fp::ff_horner_step(B1, 0.0f, u, y);
  const fp::ff tail = fp::two_prod(u, y.hi);  // u R, then R's low part and delta u R
  const float tail_lo = fp::add(fp::mul(tail.hi, delta), fp::fma(u, y.lo, tail.lo));
  const fp::ff s = fp::fast_two_sum(B0_HI, tail.hi);  // |u R| < B0/16
  return {s.hi, fp::add(s.lo, fp::add(B0_LO, tail_lo))};
}

// erfcx(x) for 0 <= x < 2^100 (finite), as a float-float.
WARPMATH_HD fp::ff erfcx_ff(float x) {
  if (x >= 4.0f) return fp::ff_div_float(erfcx_asymptotic_numerator(x), x);
  const std::uint32_t bits = fp::abs_bits(x);  // x = -0 too
  const int index = static_cast<int>(bits >= 0x3f800000u) + static_cast<int>(bits >= 0x40000000u);
  const erfcx_piece& c = erfcx_piece_for(index);
  const fp::ff s = fp::fast_two_sum(-c.centre, x);  // exact; s.lo != 0 only for x < 1/4
  fp::ff y = {
      fp::horner(s.hi, c.a[0], c.a[1], c.a[2], c.a[3], c.a[4], c.a[5], c.a[6], c.a[7], c.a[8]),
      0.0f};
  y = fp::ff_horner_step(c.a2_hi, c.a2_lo, s.hi, y);
  y = fp::ff_horner_step(c.a1_hi, c.a1_lo, s.hi, y);
  y = fp::ff_horner_step(c.a0_hi, c.a0_lo, s.hi, y);
  const float derivative = fp::fma(fp::add(x, x), y.hi, -fp::kTwoOverSqrtPiHi);
  return fp::fast_two_sum(y.hi, fp::fma(s.lo, derivative, y.lo));
}

struct scaled_ff {
  fp::ff p;  // normalised, p.hi in [2^-4.3, 2.6]
  std::int32_t m;
};

// e^-(y.hi + y.lo) * g as 2^m * P, for 0 <= y.hi <= 103, |y.lo| <= 2^-18.
WARPMATH_HD scaled_ff erfc_scaled(fp::ff y, fp::ff g) {
  detail::reduce::exp_reduced red = detail::reduce::reduce_exp(-y.hi);
  red.lo = fp::sub(red.lo, y.lo);
  const fp::ff v = detail::exp::exp_ff(red);
  return {fp::ff_mul(v, g), detail::exp::m_of_k(red.k)};
}

// RN(P * 2^m) for P as erfc_scaled returns it and -151 <= m <= 1, one rounding.
WARPMATH_HD float round_scaled(fp::ff p, std::int32_t m) {
  if (m > -100) return fp::mul(fp::add(p.hi, p.lo), fp::exp2i(m));  // exact scaling, normal
  const float c = fp::exp2i(m + 126);  // 2^-25 .. 2^26: P 2^(m+126) stays normal, scaled exactly
  return detail::exp::round_times_2m126({fp::mul(p.hi, c), fp::mul(p.lo, c)});
}

// 1 - P * 2^m, or 2 - P * 2^m, rounded once: base >= P 2^m (base 1: P 2^m <= 1/2).
WARPMATH_HD float base_minus_scaled(float base, fp::ff p, std::int32_t m) {
  // The scaling is exact for m > -100; below, P 2^m < 2^-97 only nudges base's rounding.
  const float scale = fp::exp2i(m > -100 ? m : -100);
  const float e_hi = fp::mul(p.hi, scale), e_lo = fp::mul(p.lo, scale);
  const fp::ff d = fp::fast_two_sum(base, -e_hi);
  return fp::add(d.hi, fp::sub(d.lo, e_lo));
}

// The argument of erfcx and the exponent for erfc(a) = e^(-a^2) erfcx(a), a >= 0.
WARPMATH_HD scaled_ff erfc_core(float a) { return erfc_scaled(fp::two_prod(a, a), erfcx_ff(a)); }

// Moved from special/erfcxf.hpp.

// erfcx(x) for x >= 2^100 (+inf included: +0).
WARPMATH_HD float erfcx_huge(float x) {
  constexpr float B0_HI = 0x1.20dd76p-1f, B0_LO = -0x1.f7d62p-26f;  // 1/sqrt(pi)
  if (x == fp::as_float(fp::kInfBits)) return 0.0f;
  const fp::ff w = fp::ff_div_float({B0_HI, B0_LO}, fp::mul(x, 0x1p-126f));
  return detail::exp::round_times_2m126(fp::fast_two_sum(w.hi, w.lo));
}

// erfcx(x) for x < 0.
WARPMATH_HD float erfcx_negative(float x) {
  const float ax = fp::abs(x);
  const fp::ff z = fp::two_prod(ax, ax);
  if (!(z.hi <= 89.0f)) return fp::as_float(fp::kInfBits);  // -inf included
  detail::reduce::exp_reduced red = detail::reduce::reduce_exp(z.hi);
  red.lo = fp::add(red.lo, z.lo);
  const fp::ff v = detail::exp::exp_ff(red);
  const std::int32_t m = detail::exp::m_of_k(red.k);  // 0 <= m <= 128
  if (m >= 128) return fp::as_float(fp::kInfBits);    // 2 e^(x^2) >= 1.98 * 2^128
  const fp::ff g = erfcx_ff(ax);
  // g 2^-(m+1), in two exact-or-negligible steps (2^-(m+1) may be below 2^-126).
  const float s1 = fp::exp2i(-((m + 1) >> 1)), s2 = fp::exp2i(-((m + 1) - ((m + 1) >> 1)));
  const float gh = fp::mul(fp::mul(g.hi, s1), s2), gl = fp::mul(fp::mul(g.lo, s1), s2);
  const fp::ff d = fp::fast_two_sum(v.hi, -gh);  // v >= 0.99 > g/2
  return detail::exp::scale_round({d.hi, fp::add(d.lo, fp::sub(v.lo, gl))}, m + 1);
}

}  // namespace warpmath::detail::special
