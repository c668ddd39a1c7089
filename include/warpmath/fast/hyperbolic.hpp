// warpmath/fast/hyperbolic.hpp -- the fast tier's sinhf, coshf, tanhf on the exponential core of
// fast::expf (exp.hpp: reduce_e, exp_e_poly, scale_by_shifted_k).
//
// cosh: |x| clamped to 90 (cosh overflows above 89.42), |x| = k ln2 + r, and
//     cosh x = 2^(k-1) P(r) + 2^(-k-1) P(-r),  P the degree-6 e^r polynomial (exp_e_poly6,
// tools/sollya/fast_exp.sollya: 2^-28.0 relative on |r| <= ln2/2 * 1.002, both signs); the second
// term uses 2^max(-k-1, -126) (beyond, it is below 2^-250 of the first).  Both terms positive: no
// cancellation. sinh: |x| < 1: sinh|x| = u + u^3 H(u^2), degree 7
// (tools/sollya/fast_hyperbolic.sollya, relative 2^-25.3); |x| >= 1: the two terms of cosh
// subtracted (the second at most 0.156 of the first: cancellation factor <= 1.19).  The sign of x
// is copied (sinh(+-0) = +-0). tanh: |x| < 0.875: u + u^3 T(u^2), degree 17
// (fast_hyperbolic.sollya, relative 2^-32.1); beyond, tanh|x| = 1 - 2/(e^(2|x|) + 1) with 2|x|
// clamped to 20 (tanh rounds to 1 above 9.01), e^(2|x|) exactly as fast::expf computes it and the
// reciprocal of recip.hpp (no division); 2/(E + 1) <= 0.297, so the exponential's error reaches the
// result scaled by at most 0.6.  The sign of x is copied. Special values (C23 F.10.2.4-6):
// sinh/tanh(+-0) = +-0, cosh(+-0) = 1, sinh(+-inf) = +-inf, cosh(+-inf) = +inf, tanh(+-inf) = +-1,
// NaN -> NaN.  Subnormal x: sinh, tanh return x, cosh 1. Measured error:
// docs/sweeps/fast_sinhf.json, docs/sweeps/fast_coshf.json, docs/sweeps/fast_tanhf.json (the
// catalogue's bound). SASS (sm_90, kernel p[i] = f(p[i]), baseline 15 included): 59, 50, 61
// instructions; default tier 109, 98, 196.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "exp.hpp"
#include "recip.hpp"

namespace warpmath::detail::fast_hyperbolic {

struct half_exps {
  float pos;  // e^|x| / 2
  float neg;  // e^-|x| / 2 (a normal float bound below by 2^-126 P(-r))
};

// e^ax / 2 and e^-ax / 2 for 0 <= ax <= 90 (NaN propagates).
WARPMATH_HD half_exps exp_pair(float ax) {
  const detail::fast_exp::e_reduced red = detail::fast_exp::reduce_e(ax);
  const std::int32_t k = detail::fast_exp::k_of_shifted(red.shifted);  // 0 <= k <= 130
  const float pos = detail::fast_exp::scale_by_shifted_k(
      fp::mul(detail::fast_exp::exp_e_poly6(red.r), 0.5f), red.shifted);
  const std::int32_t kn = -k - 1 < -126 ? -126 : -k - 1;
  // 0 - r rather than -r: for a NaN both terms then carry the same NaN, so that pos +- neg has
  // the same bits whichever operand order a compiler picks.
  return {pos, fp::mul(detail::fast_exp::exp_e_poly6(fp::sub(0.0f, red.r)), fp::exp2i(kn))};
}

}  // namespace warpmath::detail::fast_hyperbolic

namespace warpmath::fast {

WARPMATH_HD float coshf(float x) {
  const detail::fast_hyperbolic::half_exps e =
      detail::fast_hyperbolic::exp_pair(detail::fast_exp::clamp_keep_nan(fp::abs(x), 0.0f, 90.0f));
  return fp::add(e.pos, e.neg);
}

WARPMATH_HD float sinhf(float x) {
  // tools/sollya/fast_hyperbolic.sollya
  constexpr float H1 = 0x1.555598p-3f, H2 = 0x1.10f768p-7f, H3 = 0x1.ab3fdp-13f;
  const float ax = detail::fast_exp::clamp_keep_nan(fp::abs(x), 0.0f, 90.0f);
  const detail::fast_hyperbolic::half_exps e = detail::fast_hyperbolic::exp_pair(ax);
  const float s = fp::mul(ax, ax);
  const float small = fp::fma(fp::mul(ax, s), fp::horner(s, H1, H2, H3), ax);
  return fp::copysign(ax < 1.0f ? small : fp::sub(e.pos, e.neg), x);
}

WARPMATH_HD float tanhf(float x) {
  // tools/sollya/fast_hyperbolic.sollya
  constexpr float T1 = -0x1.555554p-2f, T2 = 0x1.1110bep-3f, T3 = -0x1.ba0c3cp-5f,
                  T4 = 0x1.659206p-6f, T5 = -0x1.1d1f14p-7f, T6 = 0x1.a7d564p-9f,
                  T7 = -0x1.f64e2ep-11f, T8 = 0x1.4990d8p-13f;
  const float ax = detail::fast_exp::clamp_keep_nan(fp::abs(x), 0.0f, 10.0f);
  const detail::fast_exp::e_reduced red = detail::fast_exp::reduce_e(fp::add(ax, ax));
  const float e2 =
      detail::fast_exp::scale_by_shifted_k(detail::fast_exp::exp_e_poly(red.r), red.shifted);
  const float big = fp::fma(-2.0f, detail::fast_recip::reciprocal(fp::add(e2, 1.0f)), 1.0f);
  const float s = fp::mul(ax, ax);
  const float small = fp::fma(fp::mul(ax, s), fp::horner(s, T1, T2, T3, T4, T5, T6, T7, T8), ax);
  return fp::copysign(ax < 0.875f ? small : big, x);
}

}  // namespace warpmath::fast
