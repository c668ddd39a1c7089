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
// log1p: the default tier's log1pf (log/log1pf.hpp; docs/design.md, "Tiers"): 47 issued per warp
// on sm_90 and 0.842 ulp, where the fast tier's own design (fast::logf's polynomial on 1 + x with
// a reciprocal-seed correction) took 56 and 1.541 ulp.
// Measured error: docs/sweeps/fast_expm1f.json, docs/sweeps/fast_log1pf.json (the catalogue's
// bound). Issued per warp on sm_90 (sassemu): expm1f 41, the default expm1f 57.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "../log/log1pf.hpp"
#include "exp.hpp"

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

WARPMATH_HD float log1pf(float x) { return warpmath::log1pf(x); }

}  // namespace warpmath::fast
