// warpmath/fast/expm1.hpp -- fast::expm1f(x) = e^x - 1 and fast::log1pf(x) = log(1 + x), both
// with full relative accuracy near 0 (no cancellation).
//
// expm1: x clamped to [-18, 89] (expm1 is -1 to float precision below -17.33, +inf above
// 88.73), then the reduction of fast::expf, x = k ln2 + r (exp.hpp, reduce_e), and
//     e^x - 1 = 2^k (e^r - 1) + (2^k - 1),  e^r - 1 = r + r^2 Q(r)
// with Q of degree 4 (tools/sollya/fast_expm1_log1p.sollya, relative 2^-26.2 for |r| <=
// ln2/2 * 1.002).  For k <= 0 one FMA: fma(2^k, p, 2^k - 1), 2^k - 1 exact for k >= -24 (below,
// its rounding is under 2^-26 against a result near -1).  For k > 0 the scale is split,
// 2^kh (2^(k-kh) p + 2^(k-kh) - 2^-kh), kh = k/2, so that 2^k up to 2^129 (overflow to +inf where
// e^x does) never is formed.  k = 0 (|x| < 0.347): the result is p itself, relatively accurate.
// |x| < 2^-25 returns x (expm1(x) = x within half an ulp; keeps +-0 and subnormals).
// Special values (C23 F.10.3.4): expm1(+-0) = +-0, expm1(+inf) = +inf, expm1(-inf) = -1, NaN.
//
// log1p: for 1 + x in [sqrt(1/2), sqrt(2)) the logarithm polynomial of fast::logf (log.hpp,
// relative 2^-25.0) runs on x itself -- exact, no rounding of 1 + x.  Otherwise u = RN(1 + x) is
// reduced as in fast::logf, u = 2^e (1 + f), and the rounding error of u, c = x - (u - 1) (exact
// where it matters: u - 1 is exact for u <= 2^24), enters as c/u with 1/u from the 5%-accurate
// reciprocal seed of recip.hpp: |c/u| <= 2^-24 and |log(1 + x)| >= 0.34 there, so the seed's
// error costs under 2^-28 relative.  log1p(x) = e ln2 + log(1 + f) + c/u, ln2 split as in logf.
// |x| < 2^-24 returns x.  Special values (C23 F.10.3.9): log1p(+-0) = +-0, log1p(-1) = -inf,
// log1p(x < -1) = NaN, log1p(+inf) = +inf, NaN -> NaN.
// Measured error: docs/sweeps/fast_expm1f.json, docs/sweeps/fast_log1pf.json (the catalogue's
// bound). SASS (sm_90, kernel p[i] = f(p[i]), baseline 15 included): 41 and 62 instructions;
// default tier 103 and 81.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "exp.hpp"
#include "log.hpp"
#include "recip.hpp"

namespace warpmath::fast {

WARPMATH_HD float expm1f(float x) {
  // tools/sollya/fast_expm1_log1p.sollya
  constexpr float Q0 = 0x1p-1f, Q1 = 0x1.5554aep-3f, Q2 = 0x1.555566p-5f, Q3 = 0x1.122912p-7f,
                  Q4 = 0x1.6cb78ep-10f;
  const float xc = detail::fast_exp::clamp_keep_nan(x, -18.0f, 89.0f);
  const detail::fast_exp::e_reduced red = detail::fast_exp::reduce_e(xc);
  const float p = fp::fma(fp::mul(red.r, red.r), fp::horner(red.r, Q0, Q1, Q2, Q3, Q4), red.r);
  const std::int32_t k = detail::fast_exp::k_of_shifted(red.shifted);  // -26 <= k <= 129
  const std::int32_t kh = (k > 0 ? k : 0) >> 1;
  const float t = fp::exp2i(k - kh);
  const float y = fp::mul(fp::fma(t, p, fp::sub(t, fp::exp2i(-kh))), fp::exp2i(kh));
  return fp::abs_bits(x) < 0x33000000u ? x : y;  // |x| < 2^-25
}

WARPMATH_HD float log1pf(float x) {
  // tools/sollya/fast_log.sollya (the polynomial of fast::logf)
  constexpr float L2 = -0x1.fffffap-2f, L3 = 0x1.5556f2p-2f, L4 = -0x1.0004bp-2f,
                  L5 = 0x1.98d336p-3f, L6 = -0x1.535a3cp-3f, L7 = 0x1.317e22p-3f,
                  L8 = -0x1.251406p-3f, L9 = 0x1.660ee2p-4f;
  const float u = fp::add(1.0f, x);
  const detail::fast_log::log_reduced red = detail::fast_log::reduce(u);
  const bool central = red.e == 0.0f;
  const float f = central ? x : red.f;
  const float c = fp::sub(x, fp::sub(u, 1.0f));
  // c = 0 for u >= 2^24; the seed is only formed below (its bits wrap near 2^127).
  const bool corrected = !central && u < 0x1p24f;
  const float corr = corrected ? fp::mul(c, detail::fast_recip::seed(u)) : 0.0f;
  const float q = fp::horner(f, L2, L3, L4, L5, L6, L7, L8, L9);
  const float p = fp::fma(fp::mul(f, f), q, f);
  const float v = fp::fma(red.e, fp::kLn2Hi12, fp::add(p, fp::fma(red.e, fp::kLn2Lo12, corr)));
  return fp::abs_bits(x) < 0x33800000u ? x : detail::fast_log::finish(u, v);  // |x| < 2^-24
}

}  // namespace warpmath::fast
