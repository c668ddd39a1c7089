// warpmath/fast/hyperbolic.hpp -- the fast tier's sinhf and coshf on the exponential core of
// fast::expf (exp.hpp: reduce_e, exp_e_poly6, scale_by_shifted_k), and tanhf.
//
// cosh: |x| clamped to 90 (cosh overflows above 89.42), |x| = k ln2 + r, and
//     cosh x = 2^(k-1) P(r) + 2^(-k-1) P(-r),  P the degree-6 e^r polynomial (exp_e_poly6,
// tools/sollya/fast_exp.sollya: 2^-28.0 relative on |r| <= ln2/2 * 1.002, both signs); the second
// term uses 2^max(-k-1, -126) (beyond, it is below 2^-250 of the first).  Both terms positive: no
// cancellation. sinh: |x| < 1: sinh|x| = u + u^3 H(u^2), degree 7
// (tools/sollya/fast_hyperbolic.sollya, relative 2^-25.3); |x| >= 1: the two terms of cosh
// subtracted (the second at most 0.156 of the first: cancellation factor <= 1.19).  The sign of x
// is copied (sinh(+-0) = +-0).  tanh: the default tier's tanhf (below).  Special values (C23
// F.10.2.4-6): sinh(+-0) = +-0, cosh(+-0) = 1, sinh(+-inf) = +-inf, cosh(+-inf) = +inf, NaN -> NaN.
// Subnormal x: sinh returns x, cosh 1.  Measured error: docs/sweeps/fast_sinhf.json,
// docs/sweeps/fast_coshf.json, docs/sweeps/fast_tanhf.json (the catalogue's bound).  SASS (sm_90,
// kernel p[i] = f(p[i]), baseline 15 included): 59 and 50 instructions; default tier 109 and 98.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "../hyperbolic/tanhf.hpp"
#include "exp.hpp"

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

// The default tanhf (hyperbolic/tanhf.hpp: 35 issued per warp, 0.656 ulp) is cheaper than the
// fast tier's own design was (60 per warp, 1.32 ulp): fast::tanhf is the default function.
WARPMATH_HD float tanhf(float x) { return warpmath::tanhf(x); }

}  // namespace warpmath::fast
