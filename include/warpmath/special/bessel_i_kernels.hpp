// warpmath/special/bessel_i_kernels.hpp -- the shared core of cyl_bessel_i0f and cyl_bessel_i1f:
// the modified Bessel functions of the first kind I0 and I1 on a = |x| (I0 is even, I1 odd: the
// callers handle the sign).
//
// Two sets of evaluations share the fits: the default tier's lean ones (bessel_i0_small_lean,
// bessel_i1_small_lean, bessel_i_large_lean: float with the leading terms as exact float-floats,
// each bounded at its definition), and the accurate kernels' (detail::accurate::cyl_bessel_i0f,
// cyl_bessel_i1f), near-correctly rounded, described here:
//
// Small arguments, a < 2 (bessel_i_small_ff): the power series in w = (a/2)^2 in [0, 1),
//   I0(a)         = 1 + w (1 + w (1/4 + w A(w))),          A = A3 + ... + A6 w^3,
//   I1(a) / (a/2) = 1 + w (1/2 + w (B2 + w B(w))),         B = B3 + ... + B6 w^3
// (tools/sollya/special_bessel_i_small.sollya: the fits keep the exact series coefficients 1, 1,
// 1/4 and 1, 1/2; 2^-36 and 2^-36.7 relative).  a/2 is exact (a >= 2^-125 for I1; for I0 w only
// needs to be accurate where it is not negligible) and w = a^2/4 is formed exactly (two_prod), so
// the float-float Horner steps (ff_horner_step of erf_kernels.hpp) through the exact coefficients
// (and B2's 48 bits) round only below 2^-46; the float part w^3 A(w) weighs at most 0.013 of I0
// and w^3 B(w) 0.005 of I1/(a/2) (at w = 1), so its roundings (< 4 * 2^-24 relative) add below
// 2^-30.  Total: within 2^-29.5 relative before the final rounding (and the product by a/2 for
// I1, exact by two_prod).
//
// Large arguments, 2 <= a <= the overflow threshold (bessel_i_large):
//   I_nu(a) = e^a R_nu(1/a) / sqrt(a),
// with R_nu(u) = sqrt(a) e^-a I_nu(a), a slowly varying function (R_0 goes from 0.436 at a = 2 to
// 1/sqrt(2 pi) = 0.3989 at infinity; R_1 from 0.3044 to 0.3989), fitted on four pieces of a,
// [2, 3), [3, 5), [5, 8) and [8, 92], as R(c + v) = R0 + v (R1 + v Q(v)) in v = 1/a - c, c a short
// float in the middle of the piece's range of 1/a (c = 0 on [8, 92]; one piece of 1/a over
// [2, 8) would need degree 12 for 2^-30) (tools/sollya/special_bessel_i_large.sollya; relative
// errors stated there, at most 2^-33.7).  R0 and R1 have 48 bits and join in float-float steps, so
// only v^2 Q(v) is evaluated in float; it weighs at most 2^-8.76 of R, so its roundings add
// below 2^-29.8 relative (8 roundings of 2^-24 at most).  1/sqrt(a) is formed as a float-float:
// s = RN(sqrt(a)), t = RN(1/s), with the exact residuals rho = a - s^2 and e = 1 - s t (FMA; both
// exact for a correctly rounded sqrt and division): 1/sqrt(a) = t (1 + e - rho/(2a)) up to 2^-46;
// 1/a = t^2 + 2 t t_lo as a float-float too (its rounding would otherwise weigh
// u R'(u)/R <= 0.35 for I1 at a = 2), and v = 1/a - c with an exact subtraction (Sterbenz); v's
// low part enters the last Horner step.  e^a = 2^m T e^r from the exp kernels (exp/exp_kernels.hpp,
// exp_ff: within 2^-37.8 relative).  The product P = (T e^r) R / sqrt(a) is formed in float-float
// (two ff_mul, 2^-46 each), rounded once, and scaled by 2^m exactly (in two steps, so that the
// result overflows to +inf exactly when the rounded value does; results are >= 1.59, normal).
#pragma once
#include <cstdint>

#include "../exp/exp_kernels.hpp"
#include "../exp/exp_lean.hpp"
#include "../fast/recip.hpp"
#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "../reduce/exp_reduce.hpp"
#include "../roots/rsqrt_kernels.hpp"
#include "erf_kernels.hpp"

namespace warpmath::detail::special {

// I0(a) for 0 <= a < 2, as a float-float.
WARPMATH_HD fp::ff bessel_i0_small_ff(float a) {
  // tools/sollya/special_bessel_i_small.sollya
  constexpr float A3 = 0x1.c71c6ap-6f, A4 = 0x1.c71fb8p-10f, A5 = 0x1.22ca3ep-14f,
                  A6 = 0x1.121722p-19f;
  const float h = fp::mul(a, 0.5f);
  const fp::ff w = fp::two_prod(h, h);
  fp::ff y = {fp::horner(w.hi, A3, A4, A5, A6), 0.0f};
  y = fp::ff_horner_step(0.25f, 0.0f, w, y);
  y = fp::ff_horner_step(1.0f, 0.0f, w, y);
  return fp::ff_horner_step(1.0f, 0.0f, w, y);
}

// The default tier's RN(I0(a)) for 0 <= a < 2: I0 = 1 + w + w U, U = w (1/4 + w A(w)) (the
// accurate kernel's fit), w = (a/2)^2 = w.hi + w.lo exactly; 1 + w.hi as an exact float-float
// (fast_two_sum), U and w U in float (the inner Horner value, U and w U are at most 0.28: each
// rounding adds at most 2^-26 absolute, 3/8 ulp of I0 in [1, 2) together), rounded once: within
// 0.875 ulp (measured 0.788).
WARPMATH_HD float bessel_i0_small_lean(float a) {
  // tools/sollya/special_bessel_i_small.sollya
  constexpr float A3 = 0x1.c71c6ap-6f, A4 = 0x1.c71fb8p-10f, A5 = 0x1.22ca3ep-14f,
                  A6 = 0x1.121722p-19f;
  const float h = fp::mul(a, 0.5f);
  const fp::ff w = fp::two_prod(h, h);
  const float u = fp::mul(w.hi, fp::fma(w.hi, fp::horner(w.hi, A3, A4, A5, A6), 0.25f));
  const fp::ff one_w = fp::fast_two_sum(1.0f, w.hi);
  return fp::add(one_w.hi, fp::fma(w.hi, u, fp::add(one_w.lo, w.lo)));
}

// The default tier's RN(I1(a)) for 2^-125 <= a < 2: I1 = h (1 + w/2 + w^2 C(w)), h = a/2 exact,
// w = h^2 = w.hi + w.lo exactly, C = B2 + w B(w) (the accurate kernel's fit, B2 to float):
// h + h w.hi/2 as an exact float-float (two_prod, then fast_two_sum: h w.hi/2 <= h/2), the rest
// (h w.lo/2, and h w^2 C <= 0.09 h) in float, rounded once: the three roundings of the rest add
// at most 0.09 * 3 * 2^-24 relative, so the result is within 0.8 ulp.
WARPMATH_HD float bessel_i1_small_lean(float a) {
  // tools/sollya/special_bessel_i_small.sollya
  constexpr float B2 = 0x1.555556p-4f;
  constexpr float B3 = 0x1.c71c64p-8f, B4 = 0x1.6c19f2p-12f, B5 = 0x1.83adaep-17f,
                  B6 = 0x1.397566p-22f;
  const float h = fp::mul(a, 0.5f);
  const fp::ff w = fp::two_prod(h, h);
  const float c = fp::fma(w.hi, fp::horner(w.hi, B3, B4, B5, B6), B2);
  const fp::ff hw = fp::two_prod(h, w.hi);
  const fp::ff s = fp::fast_two_sum(h, fp::mul(hw.hi, 0.5f));
  const float rest =
      fp::fma(hw.hi, fp::mul(w.hi, c), fp::fma(h, fp::mul(w.lo, 0.5f), fp::fma(hw.lo, 0.5f, s.lo)));
  return fp::add(s.hi, rest);
}

// I1(a) / (a/2) for 0 <= a < 2, as a float-float.
WARPMATH_HD fp::ff bessel_i1_small_ratio_ff(float a) {
  // tools/sollya/special_bessel_i_small.sollya
  constexpr float B2_HI = 0x1.555556p-4f, B2_LO = -0x1.2a62bp-29f;
  constexpr float B3 = 0x1.c71c64p-8f, B4 = 0x1.6c19f2p-12f, B5 = 0x1.83adaep-17f,
                  B6 = 0x1.397566p-22f;
  const float h = fp::mul(a, 0.5f);
  const fp::ff w = fp::two_prod(h, h);
  fp::ff y = {fp::horner(w.hi, B3, B4, B5, B6), 0.0f};
  y = fp::ff_horner_step(B2_HI, B2_LO, w, y);
  y = fp::ff_horner_step(0.5f, 0.0f, w, y);
  return fp::ff_horner_step(1.0f, 0.0f, w, y);
}

// One piece of R_nu: R_nu(c + t) = R0 + t (R1 + t Q(t)), Q = q[0] + ... + q[6] t^6.
struct alignas(16) bessel_i_piece {
  float c, r0_hi, r0_lo, r1_hi, r1_lo;
  float q[7];
};

WARPMATH_HD const bessel_i_piece& bessel_i_piece_for(int nu, int index) {
  // tools/sollya/special_bessel_i_large.sollya: I0 on [2, 3), [3, 5), [5, 8), [8, 92]; I1 the same.
  // clang-format off
  static constexpr bessel_i_piece kPieces[8] = {
      // I0, x in [2, 3)
      {0x1.ap-2f, 0x1.b5d3bp-2f, -0x1.80c52p-30f, 0x1.7f5e34p-4f, 0x1.dd0ep-29f,
       {0x1.a6447cp-7f, -0x1.9f8e7ap-3f, 0x1.80078ep-4f, 0x1.3946bcp-1f, -0x1.a4d66ep0f, 0x1.3cc678p0f, 0x1.5a0b2ep1f}},
      // I0, x in [3, 5)
      {0x1.1p-2f, 0x1.a92d68p-2f, 0x1.f32a58p-28f, 0x1.42228p-4f, -0x1.f4102p-30f,
       {0x1.53daeep-4f, -0x1.9da8bcp-5f, -0x1.5ed58p-1f, 0x1.590378p-1f, 0x1.61b18ap2f, -0x1.1fa7aap4f, -0x1.5e404ep2f}},
      // I0, x in [5, 8)
      {0x1.48p-3f, 0x1.a19a8ep-2f, 0x1.089f3p-29f, 0x1.000bd2p-4f, -0x1.a4a158p-30f,
       {0x1.e64ee4p-5f, 0x1.140ddcp-3f, 0x1.46eb26p-3f, -0x1.2897c4p1f, -0x1.43c6dep3f, 0x1.b0871cp5f, 0x1.76fdcp7f}},
      // I0, x in [8, 92]
      {0.0f, 0x1.988454p-2f, -0x1.cd24e4p-27f, 0x1.98855p-5f, 0x1.de22fp-32f,
       {0x1.cae7dp-6f, 0x1.fce68cp-6f, -0x1.81053ep-10f, 0x1.85b3dcp-1f, -0x1.4e8688p2f, 0x1.6964dcp4f, -0x1.8d766ep4f}},
      // I1, x in [2, 3)
      {0x1.ap-2f, 0x1.4d135ep-2f, -0x1.bfbc58p-27f, -0x1.c18884p-3f, 0x1.cee14p-30f,
       {-0x1.9e894p-5f, 0x1.e8f82ap-3f, -0x1.89b96p-6f, -0x1.8e7356p-1f, 0x1.b2a9bp0f, -0x1.7e51e6p-1f, -0x1.f0519p1f}},
      // I1, x in [3, 5)
      {0x1.1p-2f, 0x1.6b06bcp-2f, 0x1.a1a438p-27f, -0x1.8b0c3ep-3f, -0x1.e38a9p-29f,
       {-0x1.f9caeep-4f, 0x1.72c5ecp-6f, 0x1.98bb92p-1f, -0x1.d205bap-2f, -0x1.a419ap2f, 0x1.1d41e4p4f, 0x1.c138bep3f}},
      // I1, x in [5, 8)
      {0x1.48p-3f, 0x1.7e855ap-2f, 0x1.6300b8p-28f, -0x1.5b13a8p-3f, -0x1.ff35f4p-28f,
       {-0x1.66a48ap-4f, -0x1.5cd146p-3f, -0x1.d9dabcp-3f, 0x1.373292p1f, 0x1.7f6fbap3f, -0x1.b0247p5f, -0x1.c2d194p7f}},
      // I1, x in [8, 92]
      {0.0f, 0x1.988454p-2f, -0x1.38bf68p-27f, -0x1.326382p-3f, 0x1.7dd5p-31f,
       {-0x1.7ea022p-5f, -0x1.5f0e9ep-5f, -0x1.25e198p-7f, -0x1.9ebb2p-1f, 0x1.56ed62p2f, -0x1.6f2e92p4f, 0x1.71b57ep4f}},
  };
  // clang-format on
  return kPieces[4 * nu + index];
}

// RN(I_nu(a)) for 2 <= a <= the overflow threshold of I_nu (a little below 92), +inf where the
// rounded value overflows.
WARPMATH_HD float bessel_i_large(int nu, float a) {
  const int index =
      static_cast<int>(a >= 3.0f) + static_cast<int>(a >= 5.0f) + static_cast<int>(a >= 8.0f);
  const bessel_i_piece& c = bessel_i_piece_for(nu, index);
  const float s = fp::sqrt(a);
  const float t = fp::div(1.0f, s);
  const float rho = fp::fma(-s, s, a);   // a - s^2, exact
  const float e = fp::fma(-s, t, 1.0f);  // 1 - s t, exact
  const float t_lo = fp::mul(t, fp::fma(fp::mul(-0.5f, rho), fp::mul(t, t), e));
  const fp::ff rsqrt = fp::fast_two_sum(t, t_lo);  // 1/sqrt(a) within 2^-46
  const fp::ff tt = fp::two_prod(t, t);
  // v = 1/a - c as a float-float: 1/a = tt.hi + (tt.lo + 2 t t_lo) within 2^-45, and tt.hi - c is
  // exact (Sterbenz: c/2 <= tt.hi <= 2c on every piece with c != 0).
  const fp::ff v = {fp::add(tt.hi, -c.c), fp::fma(fp::add(t, t), t_lo, tt.lo)};
  fp::ff y = {fp::horner(v.hi, c.q[0], c.q[1], c.q[2], c.q[3], c.q[4], c.q[5], c.q[6]), 0.0f};
  y = fp::ff_horner_step(c.r1_hi, c.r1_lo, v.hi, y);
  const fp::ff r = fp::ff_horner_step(c.r0_hi, c.r0_lo, v, y);
  const fp::ff g = fp::ff_mul(r, rsqrt);
  const detail::reduce::exp_reduced red = detail::reduce::reduce_exp(a);
  const fp::ff p = fp::ff_mul(detail::exp::exp_ff(red), g);  // in [0.04, 0.62]
  const std::int32_t m = detail::exp::m_of_k(red.k);         // 2 <= m <= 133
  return fp::mul(fp::mul(fp::add(p.hi, p.lo), fp::exp2i(m - 8)), 256.0f);
}

// The default tier's RN(I_nu(a)) for 2 <= a <= the overflow threshold of I_nu, faithful: the
// same pieces of R_nu as bessel_i_large, without IEEE square root or division and without the
// float-float exponential (see the file comment).
WARPMATH_HD float bessel_i_large_lean(int nu, float a) {
  // tools/sollya/exp_lean.sollya (expf's polynomial: e^r = 1 + r + r^2 G(r), 2^-28.0 relative)
  constexpr float C2 = 0x1.fffff8p-2f, C3 = 0x1.55548cp-3f, C4 = 0x1.555b82p-5f,
                  C5 = 0x1.123cf6p-7f, C6 = 0x1.686a3cp-10f;
  const int index =
      static_cast<int>(a >= 3.0f) + static_cast<int>(a >= 5.0f) + static_cast<int>(a >= 8.0f);
  const bessel_i_piece& c = bessel_i_piece_for(nu, index);
  // 1/sqrt(a) = y (1 - e)^(-1/2) = y + y w, w = e/2 + 3e^2/8 + 5e^3/16 (|e| <= 3.7e-3: the next
  // term, 35e^4/128, is below 2^-34).
  const detail::roots::rsqrt_residual_t rs = detail::roots::rsqrt_residual(a);
  const float w = fp::mul(rs.e, fp::fma(rs.e, fp::fma(rs.e, 0.3125f, 0.375f), 0.5f));
  const float g_lo = fp::mul(rs.y, w);
  // 1/a = u + u_lo (u within 0.5 ulp + 2^-34, its residual by one FMA); v = 1/a - c with u - c
  // exact (Sterbenz, as in bessel_i_large) and u_lo carried into the linear term.
  const float u = detail::fast_recip::reciprocal(a);
  const float u_lo = fp::mul(u, fp::fma(-a, u, 1.0f));
  const float v = fp::sub(u, c.c);
  // R = R0 + v W, W = R1 + v Q(v) in float; R0 + v W as a float-float.
  const float q = fp::horner(v, c.q[0], c.q[1], c.q[2], c.q[3], c.q[4], c.q[5], c.q[6]);
  const float big_w = fp::fma(v, q, c.r1_hi);
  const fp::ff vw = fp::two_prod(v, big_w);
  const fp::ff r0 = fp::fast_two_sum(c.r0_hi, vw.hi);
  const float r_lo = fp::add(fp::add(r0.lo, vw.lo), fp::fma(u_lo, big_w, c.r0_lo));
  // P = R / sqrt(a) = (r0.hi + r_lo)(y + g_lo), not renormalised.
  const fp::ff p_main = fp::two_prod(r0.hi, rs.y);
  const float p_lo = fp::fma(r0.hi, g_lo, fp::fma(r_lo, rs.y, p_main.lo));
  const float p = p_main.hi;
  // e^a = 2^k e^(r1 + r1_lo): k from the shifted product, r_hi = a - k LN2_HI exact, r1 + r1_lo =
  // r_hi - k LN2_LO with r1_lo the rounding error of r1 (exact subtraction, then one FMA).
  const float s = fp::fma(a, fp::kLog2EHi, fp::kRoundingShift);
  const float k = fp::sub(s, fp::kRoundingShift);
  const float r_hi = fp::fma(-k, fp::kLn2Hi, a);
  const float r1 = fp::fma(-k, fp::kLn2Lo, r_hi);
  const float r1_lo = fp::fma(-k, fp::kLn2Lo, fp::sub(r_hi, r1));
  // M = P e^r = p + p r1 + (p tail + p_lo (r1 + tail) + p_lo), tail = r1^2 G + r1_lo (1 + r1)
  // (p_lo is up to 2^-9 of p: it needs the factor e^r too); p + p r1 as an exact float-float.
  const float tail =
      fp::fma(fp::mul(r1, r1), fp::horner(r1, C2, C3, C4, C5, C6), fp::fma(r1_lo, r1, r1_lo));
  const float t1 = fp::fma(p_lo, fp::add(r1, tail), fp::fma(p, tail, p_lo));
  const fp::ff t2 = fp::two_prod(p, r1);
  const fp::ff m = fp::fast_two_sum(p, t2.hi);
  const float result = fp::add(m.hi, fp::add(fp::add(m.lo, t2.lo), t1));
  return detail::exp::scale_by_k(result, s);
}

// Moved from special/cyl_bessel_i0f.hpp.
constexpr float kBesselI0OverflowX = 0x1.6f9a62p6f;  // largest x with RN(I0(x)) finite

// Moved from special/cyl_bessel_i1f.hpp.
constexpr float kBesselI1OverflowX = 0x1.6fa002p6f;       // largest x with RN(I1(x)) finite
constexpr std::uint32_t kBesselI1TinyBits = 0x01000000u;  // 2^-125

}  // namespace warpmath::detail::special
