// warpmath/fast/erfinv.hpp -- the fast tier's erfinvf: two polynomial pieces, no Newton step,
// no table, no division, no square root instruction.
//
// Central, a = |x| <= 27/32 (erfinv(a) <= 1.0009): erfinv(a) = a (sqrt(pi)/2 + a^2 R(a^2 - 3/8)),
// R of degree 11 (tools/sollya/fast_erfinv.sollya, relative 2^-27.1), sqrt(pi)/2 as a head and a
// tail so that the result is one FMA a * HEAD + a (TAIL + a^2 R), rounded once: a subnormal x
// gives RN(x sqrt(pi)/2) up to the tail term's own rounding (< 1 ulp), not flushed.
// Tail, 27/32 < a < 1: c = 1 - a exact (Sterbenz), 2^-24 <= c < 5/32; t = sqrt(-log c) in
// [1.359, 4.086] and erfinv(a) = T(t - 9/4), T of degree 11 (fast_erfinv.sollya, relative
// 2^-25.1).  -log c = -(e ln2 + log1p f) by fast::logf's reduction and polynomial, kept as a
// float-float (e ln2_hi exact, and |e ln2| > |log1p f| since e <= -3); its square root as a
// float-float t_hi + dt: two Newton steps of fast::rsqrtf from the bit seed (g within 2^-17 of
// 1/sqrt), t_hi = L g and dt = (L - t_hi^2) g / 2 (one Newton step for the root: within 2^-33).
// t_hi - 9/4 is exact (t_hi >= 1.35 is a multiple of 2^-23, |t_hi - 9/4| < 2), so only the
// polynomial's argument (t_hi - 9/4) + dt is rounded, by at most 2^-24 (< 0.5 ulp of erfinv).
// Measured error: docs/sweeps/fast_erfinvf.json (the catalogue's bound).
// SASS (sm_90, kernel p[i] = f(p[i]), baseline 15 included; docs/codesize.md): 109; default
// tier 507.
// Special values (as warpmath::erfinvf and CUDA's): erfinv(+-0) = +-0, erfinv(+-1) = +-inf,
// erfinv(x) = NaN for |x| > 1 (+-inf included), NaN -> NaN.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "../roots/rsqrt_kernels.hpp"
#include "../special/erfinv_kernels.hpp"
#include "log.hpp"

namespace warpmath::detail::fast_erfinv {

// erfinv(a) for 0 <= a <= 27/32.
WARPMATH_HD float central(float a) {
  // tools/sollya/fast_erfinv.sollya
  constexpr float S0 = 0.375f;
  constexpr float R0 = 0x1.300ff4p-2f, R1 = 0x1.e6adccp-3f, R2 = 0x1.f6a152p-3f,
                  R3 = 0x1.24e618p-2f, R4 = 0x1.6cfa24p-2f, R5 = 0x1.d6a7ecp-2f,
                  R6 = 0x1.4ee9c6p-1f, R7 = 0x1.05fb08p0f, R8 = 0x1.8f9666p-1f, R9 = 0x1.dd5458p-5f,
                  R10 = 0x1.63dce2p2f, R11 = 0x1.6a7e22p3f;
  const float s = fp::mul(a, a);
  const float q = fp::horner(fp::sub(s, S0), R0, R1, R2, R3, R4, R5, R6, R7, R8, R9, R10, R11);
  return fp::fma(a, fp::kSqrtPiOver2Hi, fp::mul(a, fp::fma(s, q, fp::kSqrtPiOver2Lo)));
}

// erfinv(1 - c) for 2^-24 <= c < 5/32 (c exact).
WARPMATH_HD float tail(float c) {
  // tools/sollya/fast_erfinv.sollya
  constexpr float S = 0x1.2p1f;
  constexpr float T0 = 0x1.ee37c4p0f, T1 = 0x1.0c86e2p0f, T2 = -0x1.7d3d56p-9f,
                  T3 = -0x1.bd650ap-9f, T4 = 0x1.5b88fp-9f, T5 = -0x1.6dd3bep-10f,
                  T6 = 0x1.460e26p-11f, T7 = -0x1.0a5004p-12f, T8 = 0x1.a2a46ep-14f,
                  T9 = -0x1.2087d2p-15f, T10 = 0x1.0e9b58p-17f, T11 = -0x1.d34fbep-21f;
  // -log c = lh + ll: e ln2_hi is exact and larger than |log1p f| <= 0.35 (e <= -3).
  const detail::fast_log::log_reduced red = detail::fast_log::reduce(c);
  const fp::ff nl =
      fp::fast_two_sum(fp::mul(red.e, fp::kLn2Hi12), detail::fast_log::log1p_poly(red.f));
  const float lh = -nl.hi, ll = -fp::fma(red.e, fp::kLn2Lo12, nl.lo);
  // t = sqrt(lh + ll) = th + dt: g ~ 1/sqrt(lh) to 2^-17, then one Newton step for the root.
  const float g0 = detail::roots::rsqrt_seed(lh);
  const float g = detail::roots::rsqrt_newton(lh, detail::roots::rsqrt_newton(lh, g0));
  const float th = fp::mul(lh, g);
  const float dt = fp::mul(fp::add(fp::fma(-th, th, lh), ll), fp::mul(g, 0.5f));
  const float d = fp::add(fp::sub(th, S), dt);
  return fp::horner(d, T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11);
}

}  // namespace warpmath::detail::fast_erfinv

namespace warpmath::fast {

WARPMATH_HD float erfinvf(float x) {
  const float a = fp::abs(x);
  if (detail::unlikely(!(a < 1.0f))) return detail::special::erfinv_outside(x);
  const float y =
      a <= 0.84375f ? detail::fast_erfinv::central(a) : detail::fast_erfinv::tail(fp::sub(1.0f, a));
  return fp::copysign(y, x);
}

}  // namespace warpmath::fast
