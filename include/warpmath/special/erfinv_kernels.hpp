// warpmath/special/erfinv_kernels.hpp -- the shared core of erfinvf, erfcinvf and normcdfinvf:
// erfinv(a) for 0 <= a <= 1/2 and erfcinv(c) for 2^-149 <= c < 1/2, each as an unrounded
// float-float y0 + d with a relative error below 2^-27.7, from an initial approximation y0 and
// ONE Newton step on the forward function, which the erf kernels (erf_kernels.hpp) give to 2^-28
// relative or better.  Every argument of the three functions reduces exactly to one of these
// (1 - |x|, 2 - t, 2p, 2p - 1 are exact floats), so the tails keep their relative accuracy.
//
// erfinv_central_ff(a), 2^-26 <= a <= 1/2 (y = erfinv(a) <= 0.4769):
//   y0 = a (C0 + C1 a^2 + C2 a^4 + C3 a^6), a minimax fit over the basis erf(y)^(2k+1)
//   (tools/sollya/special_erfinv.sollya): |y0/y - 1| <= 2^-18.0 (+ a few float roundings).
//   Newton on erf: y1 = y0 - (erf(y0) - a) (sqrt(pi)/2) e^(y0^2).  erf(y0) = E.hi + E.lo from
//   erf_small_ff (2^-31 relative); E.hi - a is exact (Sterbenz: they agree to 2^-17), so the
//   residual r carries only erf_small_ff's error, which moves the root by at most 1.17 times as
//   much relatively (the condition number a / (y erf'(y)) <= 1.17).  (sqrt(pi)/2) e^(t), t = y0^2,
//   is a quadratic G(t) within 2^-14 relative; |r G| <= 2^-17.5 y, so that costs 2^-31.5 y.  The
//   step's own error is |erf''/(2 erf')| e^2 = y e^2 <= 0.23 (2^-17.5)^2 y.  Total: 2^-30.3
//   relative.  The caller adds y0 + d once (d = -r G).
//
// erfcinv_tail_ff(c), 2^-149 <= c < 1/2 (y = erfcinv(c) in (0.4769, 10.03]):
//   L = -log(c) by the log kernels (log/log_kernels.hpp; subnormal c normalised exactly), s =
//   sqrt(L), y0 = P_i(s - S_i): three pieces of degree 5 chosen by s < 1.84, s < 4.24, each a
//   minimax fit over the basis (s(y) - S_i)^k with s(y) = sqrt(-log(erfc(y)))
//   (tools/sollya/special_erfinv_tail.sollya): |y0/y - 1| <= 2^-17.5.
//   Newton on h(y) = log erfc(y), whose curvature is mild (h ~ -y^2): y1 = y0 - (h(y0) - log c)
//   / h'(y0) = y0 + log(erfc(y0) / c) (sqrt(pi)/2) erfcx(y0).  erfc(y0) = 2^m P from erfc_scaled
//   (erfcx_ff times e^(-y0^2), 2^-28 relative; y0^2 <= 100.6 < 103); C = c 2^-m is exact
//   (an integer add to c's exponent field; C ~ P is normal), P.hi - C is exact (Sterbenz) and
//   u = (P - C)/C, |u| <= 2^-9.8, gives log(1 + u) ~ u (1 - u/2) (the next term is 2^-21 of
//   it).  The error of P, 2^-28 absolute in h, moves the root by 2^-28 / |h'(y)| = 2^-28
//   (sqrt(pi)/2) erfcx(y): at most 2^-27.8 y (at y = 0.477, falling to 2^-28 / (2 y^2) for
//   large y).  The step's own error |h''/(2h')| e^2 <= 0.5 (2^-17.5)^2 y, and the roundings of
//   the step (<= 5 * 2^-24 of d, |d| <= 2^-17 y) are below 2^-36 y.  Total: 2^-27.7 relative.
//
// erfinv_tiny(a), 0 <= a < 2^-26: erfinv(a) = a (sqrt(pi)/2) (1 + (pi/12) a^2 + ...), with
//   (pi/12) a^2 < 2^-53.9: RN(a SQRT_PI_OVER_2) in float-float, scaled by 2^126 so that no part is
//   subnormal, rounded once (round_times_2m126, also for subnormal results).
#pragma once
#include <cstdint>

#include "../exp/exp_kernels.hpp"
#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "../log/log_kernels.hpp"
#include "../reduce/log_reduce.hpp"
#include "erf_kernels.hpp"

namespace warpmath::detail::special {

// erfinv(a) for 2^-26 <= a <= 1/2 as y0 + d (unnormalised: |d| <= 2^-17 y0).
WARPMATH_HD fp::ff erfinv_central_ff(float a) {
  // tools/sollya/special_erfinv.sollya
  constexpr float C0 = 0x1.c5bf1ap-1f, C1 = 0x1.dc005ap-3f, C2 = 0x1.eac0ap-4f, C3 = 0x1.0ce2bcp-3f;
  constexpr float G0 = 0x1.c5c6a8p-1f, G1 = 0x1.c372c4p-1f, G2 = 0x1.fc0074p-2f;
  const float y0 = fp::mul(a, fp::horner(fp::mul(a, a), C0, C1, C2, C3));
  const fp::ff e = erf_small_ff(y0);
  const float r = fp::add(fp::sub(e.hi, a), e.lo);  // e.hi - a exact
  return {y0, fp::mul(-r, fp::horner(fp::mul(y0, y0), G0, G1, G2))};
}

// One piece of tools/sollya/special_erfinv_tail.sollya: the centre S and P's coefficients.
struct alignas(32) erfinv_tail_piece {
  float centre;
  float a[6];  // a0 .. a5
};

WARPMATH_HD const erfinv_tail_piece& erfinv_tail_piece_for(int index) {
  // clang-format off
  static constexpr erfinv_tail_piece kPieces[3] = {
      {0x1.58p0f, {0x1.f76e5p-1f, 0x1.0783ep0f, 0x1.531ab4p-5f, -0x1.6e8ac6p-5f, 0x1.1d39f8p-5f,
                   -0x1.48c866p-6f}},
      {0x1.86p1f, {0x1.61bd4cp1f, 0x1.0a8b9cp0f, -0x1.6af246p-8f, 0x1.3ded26p-12f,
                   0x1.0cba9ap-11f, -0x1.523116p-12f}},
      {0x1.cep2f, {0x1.c2a088p2f, 0x1.03e3f8p0f, -0x1.7e83dp-10f, 0x1.2cddb2p-13f,
                   -0x1.ffab5ap-17f, 0x1.739e1ep-20f}},
  };
  // clang-format on
  return kPieces[index];
}

// erfcinv(c) for 2^-149 <= c < 1/2 as y0 + d (unnormalised: |d| <= 2^-17 y0).
WARPMATH_HD fp::ff erfcinv_tail_ff(float c) {
  std::uint32_t uc = fp::as_uint(c);
  if (detail::reduce::is_positive_subnormal(uc)) uc = detail::reduce::normalise_subnormal(uc);
  const detail::reduce::log_reduced red = detail::reduce::reduce_log(uc);
  const float s = fp::sqrt(fp::abs(detail::log::round_ln(red.e, detail::log::log1p_ff(red.f))));
  const int index = static_cast<int>(s >= 1.84f) + static_cast<int>(s >= 4.24f);
  const erfinv_tail_piece& p = erfinv_tail_piece_for(index);
  const float y0 = fp::horner(fp::sub(s, p.centre), p.a[0], p.a[1], p.a[2], p.a[3], p.a[4], p.a[5]);
  const fp::ff g = erfcx_ff(y0);
  const scaled_ff e = erfc_scaled(fp::two_prod(y0, y0), g);  // erfc(y0) = 2^m P
  // C = c 2^-m: m's negation added to the exponent field of c's (normalised) bits, modulo 2^32.
  const float big_c = fp::as_float(uc + (static_cast<std::uint32_t>(-e.m) << 23));
  const float u = fp::div(fp::add(fp::sub(e.p.hi, big_c), e.p.lo), big_c);
  const float log_ratio = fp::mul(u, fp::fma(-0.5f, u, 1.0f));  // log(1 + u)
  return {y0, fp::mul(fp::mul(log_ratio, g.hi), fp::kSqrtPiOver2Hi)};
}

// RN(erfinv(a)) for 0 <= a < 2^-26 (see the file comment).
WARPMATH_HD float erfinv_tiny(float a) {
  const float w = fp::mul(a, 0x1p126f);
  const fp::ff p = fp::two_prod(w, fp::kSqrtPiOver2Hi);
  return detail::exp::round_times_2m126(
      fp::fast_two_sum(p.hi, fp::fma(w, fp::kSqrtPiOver2Lo, p.lo)));
}

// erfinv(x) for x outside (-1, 1) (as CUDA's erfinvf): +-inf at +-1, NaN beyond (+-inf
// included), NaN -> NaN.  Shared by warpmath::erfinvf and fast::erfinvf.
WARPMATH_HD float erfinv_outside(float x) {
  if (x != x) return fp::add(x, x);
  return fp::abs(x) == 1.0f ? fp::copysign(fp::as_float(fp::kInfBits), x)
                            : fp::as_float(0x7fc00000u);
}

// erfcinv(t) for t outside (0, 2): +inf at +-0, -inf at 2, NaN beyond (+-inf included), NaN -> NaN.
WARPMATH_HD float erfcinv_outside(float t) {
  if (t != t) return fp::add(t, t);
  if (t == 0.0f) return fp::as_float(fp::kInfBits);
  return t == 2.0f ? fp::as_float(0xff800000u) : fp::as_float(0x7fc00000u);
}

// normcdfinv(p) for p outside (0, 1): -inf at +-0, +inf at 1, NaN beyond, NaN -> NaN.
WARPMATH_HD float normcdfinv_outside(float p) {
  if (p != p) return fp::add(p, p);
  if (p == 0.0f) return fp::as_float(0xff800000u);
  return p == 1.0f ? fp::as_float(fp::kInfBits) : fp::as_float(0x7fc00000u);
}

// RN(erfinv(x)) for |x| <= 1/2, signed zeros kept.
WARPMATH_HD float erfinv_central(float x) {
  const float a = fp::abs(x);
  if (detail::unlikely(a < 0x1p-26f)) return fp::copysign(erfinv_tiny(a), x);
  const fp::ff y = erfinv_central_ff(a);
  return fp::copysign(fp::add(y.hi, y.lo), x);
}

}  // namespace warpmath::detail::special
