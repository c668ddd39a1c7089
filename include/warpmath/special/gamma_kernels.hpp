// warpmath/special/gamma_kernels.hpp -- what lgammaf and tgammaf share: log x and log Gamma as
// float-floats, the shift of small and negative arguments up to 8, the reflection for x <= -10,
// and the local expansions of lgamma around its zeros.
//
// log_ff_abs37(x), x > 0 finite (subnormal included): y = the accurate logf(x) (the unrounded
//   log_ff_unnormalised_rel26 rounded once, log/log_kernels.hpp) is within 1 ulp of log x (<= 2^-17
//   absolute); one Newton step on e^y = x gives log x = y + log1p(d), d = x e^-y - 1, |d| < 2^-16.
//   e^-y = 2^m (v.hi + v.lo) from the exp kernels (exp/exp_kernels.hpp: 2^-37.8 relative); x 2^m
//   is formed exactly (two power-of-two factors), d by two FMAs (the rounding of x 2^m v.hi - 1,
//   a number below 2^-16, costs 2^-40), log1p(d) = d - d^2/2 (d^3/3 < 2^-49).  Result {y, tail},
//   absolute error below 2^-37.5 for every x.
//
// stirling_ff(z), z = z.hi + z.lo, 8 <= z.hi < 2^23:
//   lgamma(z) = (z - 1/2) log z - z + log(2 pi)/2 + mu(z),
//   mu(z) = 1/(12 z) + S2/z^3 + S3/z^5 + S4/z^7 + S5/z^9 + e,  |e| < 2^-42 for z >= 8
//   (tools/sollya/special_gamma_constants.sollya).  z - 1/2 is exact (z.hi < 2^23), the product
//   with log z and the sums run in float-float (relative 2^-46 each), 1/z is a float-float from
//   the exact division remainder, 1/(12 z) a float-float product, and the rest of mu (< 2^-17.5)
//   a float polynomial in 1/z^2.  Absolute error below z * 2^-37.4 (log z's error times z - 1/2),
//   relative to lgamma(z) below 2^-37.
//
// shift_up(x), -10 < x < 8, x not an integer <= 0: z = x + m in [8, 9) with m = 8 - floor(x)
//   (1 <= m <= 18) as an exact float-float (TwoSum), and P = x (x+1) ... (x+m-1) as a float-float
//   product of exact float-float factors (TwoSum each): Gamma(x) = Gamma(z)/P, each of the <= 17
//   products within 2^-46 relative, so |P| is known to 2^-41.8.  Then
//       lgamma(x) = stirling_ff(z) - log|P|  with absolute error below 2^-33.6
//   (9 * 2^-37.4 from Stirling, 2^-37.5 + 2^-41.8 from log|P|).  That is a relative error below
//   2^-26.3 wherever |lgamma(x)| >= 2^-10 (at most 0.2 ulp before the final rounding).
//
// Near the zeros of lgamma the difference cancels: 1 and 2, and two zeros in each interval
// (-n-1, -n) for n = 2..9 (for n >= 10 they lie closer to the integer than the float spacing, and
// |lgamma| >= 1.2 at every float there).  Where |stirling - log|P|| < 2^-10, x is within
// W = 2^-9/|lgamma'(x0)| of a zero x0 (lgamma is nearly linear there), and
//   lgamma(x0 + t) = t (C1 + t (C2 + t (C3 + t C4)))
// (tools/sollya/special_gamma_zeros.sollya: the Taylor polynomial, within 2^-34.7 relative of
// lgamma on that window) is evaluated instead, with x0 as three floats (72 bits) so that
// t = x - x0 is known to relative 2^-40 even for the float closest to a zero, and C1 as a
// float-float: t C1 is formed exactly and the rest (< 2^-8 of it) added before one rounding.
// The result is relatively accurate down to the smallest |lgamma| at any float, 0.5 ulp plus
// ~2^-30 relative.
//
// reflect(x), -2^23 < x <= -10, x not an integer: Gamma(x) Gamma(-x) = -pi / (x sin(pi x)), so
//   log|Gamma(x)| = log(pi) - log|x sin(pi x)| - lgamma(-x),   sign Gamma(x) = sign sin(pi x).
//   sin(pi x) comes from the sinpi kernels (trig/: reduce_half_turns, sin_ff, cos_ff) as a
//   float-float with relative error below 2^-25; that is the dominant error, 2^-25 absolute on
//   log|Gamma(x)|.  There |lgamma(x)| >= 1.2 (no zero is resolvable), so that is 0.25 ulp.
#pragma once
#include <cstdint>

#include "../exp/exp_kernels.hpp"
#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "../log/log_kernels.hpp"
#include "../log/log_lean.hpp"
#include "../reduce/exp_reduce.hpp"
#include "../reduce/half_turn_reduce.hpp"
#include "../trig/trig_kernels.hpp"
#include "erf_kernels.hpp"
#include "gamma_zeros.hpp"

namespace warpmath::detail::special {

// From tools/sollya/special_gamma_constants.sollya.
constexpr float kHalfLog2PiHi = 0x1.d67f1cp-1f, kHalfLog2PiLo = 0x1.0c97d6p-26f;
constexpr float kLogPiHi = 0x1.250d04p0f, kLogPiLo = 0x1.1cf438p-25f;
constexpr float kOneTwelfthHi = 0x1.555556p-4f, kOneTwelfthLo = -0x1.555556p-29f;
constexpr float kStirlingS2 = -0x1.6c16c2p-9f, kStirlingS3 = 0x1.a01a02p-11f,
                kStirlingS4 = -0x1.381382p-11f, kStirlingS5 = 0x1.b951e2p-11f;
constexpr float kEulerGamma = 0x1.2788dp-1f;

// log x for finite x > 0 (subnormal included). Contract: hi + lo within 2^-37.5 ABSOLUTE of
// log x (not relative: near x = 1 the relative error grows), normalised by a final fast_two_sum
// (see the file comment for the derivation).
template <bool kWithLow>
WARPMATH_HD fp::ff log_ff_abs37_impl(float x, float x_lo) {
  float y;
  if constexpr (kWithLow) {
    y = detail::log::log_lean_core<detail::log::base::e>(fp::as_uint(x));  // logf(x), x normal
  } else {
    const fp::ff l = detail::log::log_ff_unnormalised_rel26(x);
    y = fp::add(l.hi, l.lo);  // the accurate logf(x) (accurate/log.hpp), bit for bit
  }
  const detail::reduce::exp_reduced red = detail::reduce::reduce_exp(-y);
  const fp::ff v = detail::exp::exp_ff(red);
  const std::int32_t m = detail::exp::m_of_k(red.k);
  const float s1 = fp::exp2i(m / 2), s2 = fp::exp2i(m - m / 2);
  const float xs = fp::mul(fp::mul(x, s1), s2);  // exact
  float d = fp::fma(xs, v.lo, fp::fma(xs, v.hi, -1.0f));
  if constexpr (kWithLow) d = fp::fma(fp::mul(fp::mul(x_lo, s1), s2), v.hi, d);
  return fp::fast_two_sum(y, fp::fma(fp::mul(-0.5f, d), d, d));
}

WARPMATH_HD fp::ff log_ff_abs37(float x) { return log_ff_abs37_impl<false>(x, 0.0f); }

// log(x + x_lo) for a normal x > 0 and |x_lo| <= ulp(x)/2 (a normalised float-float): x_lo joins
// the Newton step's residual d (x_lo 2^m e^-y, below 2^-24 of the rest of d's bound, rounded once
// with d), so the contract is log_ff_abs37's.
WARPMATH_HD fp::ff log_ff_abs37_of_ff(float x, float x_lo) {
  return log_ff_abs37_impl<true>(x, x_lo);
}

// log|a| for a float-float a != 0.
WARPMATH_HD fp::ff log_abs_ff(fp::ff a) {
  const fp::ff l = log_ff_abs37(fp::abs(a.hi));
  return fp::fast_two_sum(l.hi, fp::add(l.lo, fp::div(a.lo, a.hi)));
}

WARPMATH_HD fp::ff stirling_ff(fp::ff z) {
  fp::ff lz = log_ff_abs37(z.hi);
  lz.lo = fp::fma(z.lo, fp::div(1.0f, z.hi), lz.lo);
  const fp::ff prod = fp::ff_mul({fp::sub(z.hi, 0.5f), z.lo}, lz);
  // 1/z = w + w_lo: the remainder 1 - w z.hi is exact.
  const float w = fp::div(1.0f, z.hi);
  const float w_lo = fp::mul(fp::fma(-z.lo, w, fp::fma(-w, z.hi, 1.0f)), w);
  const float w2 = fp::mul(w, w);
  const float rest =
      fp::mul(fp::mul(w, w2), fp::horner(w2, kStirlingS2, kStirlingS3, kStirlingS4, kStirlingS5));
  const fp::ff twelfth = fp::two_prod(w, kOneTwelfthHi);
  const fp::ff mu = fp::fast_two_sum(
      twelfth.hi,
      fp::add(fp::fma(w, kOneTwelfthLo, fp::fma(w_lo, kOneTwelfthHi, twelfth.lo)), rest));
  const fp::ff s = fp::ff_add(prod, fp::ff_neg(z));
  return fp::ff_add(fp::ff_add(s, {kHalfLog2PiHi, kHalfLog2PiLo}), mu);
}

struct shifted {
  fp::ff z;  // x + m, 8 <= z.hi <= 9
  fp::ff p;  // x (x+1) ... (x+m-1)
};

WARPMATH_HD shifted shift_up(float x) {
  const float r = fp::rint(x);
  const float fl = r > x ? fp::sub(r, 1.0f) : r;  // floor(x), exact
  const int m = 8 - static_cast<int>(fl);
  fp::ff p = {x, 0.0f};
  for (int k = 1; k < m; ++k) p = fp::ff_mul(p, fp::two_sum(x, static_cast<float>(k)));
  return {fp::two_sum(x, static_cast<float>(m)), p};
}

// lgamma(x) for -10 < x < 8 (not an integer <= 0), as a float-float (absolute error < 2^-33.6).
WARPMATH_HD fp::ff lgamma_shifted_ff(float x) {
  const shifted s = shift_up(x);
  return fp::ff_add(stirling_ff(s.z), fp::ff_neg(log_abs_ff(s.p)));
}

// log|Gamma(x)| and the sign of Gamma(x) for -2^23 < x <= -10, x not an integer.
struct log_gamma_signed {
  fp::ff log_abs;
  bool negative;
};

WARPMATH_HD log_gamma_signed lgamma_reflected(float x) {
  const detail::reduce::half_turn_reduced red = detail::reduce::reduce_half_turns(x);
  const fp::ff v =
      (red.q & 1u) ? detail::trig::cos_ff(red.hi, red.lo) : detail::trig::sin_ff(red.hi, red.lo);
  const fp::ff s = detail::trig::negate_if(v, red.q >> 1);  // sin(pi x)
  const fp::ff xs = fp::ff_mul({x, 0.0f}, s);
  const fp::ff lg = stirling_ff({-x, 0.0f});
  const fp::ff l = fp::ff_add({kLogPiHi, kLogPiLo}, fp::ff_neg(fp::ff_add(log_abs_ff(xs), lg)));
  return {l, s.hi < 0.0f};
}

constexpr float kNearZeroLimit = 0x1p-10f;

// lgamma(x) rounded, given its float-float l from lgamma_shifted_ff: near a zero of lgamma
// (|l| < 2^-10) the local expansion decides.
WARPMATH_HD float round_lgamma_near_zeros(float x, fp::ff l) {
  if (!(fp::abs(l.hi) < kNearZeroLimit)) return fp::add(l.hi, l.lo);
  int index;
  if (x > 0.0f) {
    index = x < 1.5f ? 0 : 1;
  } else {  // x in (-n-1, -n): left zero first
    const int n = static_cast<int>(fp::rint(fp::sub(-x, 0.5f)));
    const bool right = fp::add(x, static_cast<float>(n)) > -0.5f;
    index = 2 * (n - 1) + (right ? 1 : 0);
    index = index < 2 ? 2 : (index > kGammaZeroCount - 1 ? kGammaZeroCount - 1 : index);
  }
  const gamma_zero g = gamma_zero_table(index);
  // t = x - x0: x - hi is exact (Sterbenz), the rest an exact TwoSum plus lo.
  const fp::ff t0 = fp::two_sum(fp::sub(x, g.x0_hi), -g.x0_mid);
  const fp::ff t = fp::fast_two_sum(t0.hi, fp::sub(t0.lo, g.x0_lo));
  const float q = fp::mul(t.hi, fp::horner(t.hi, g.c2, g.c3, g.c4));
  const fp::ff p = fp::two_prod(t.hi, g.c1_hi);
  const float tail = fp::fma(t.hi, fp::add(g.c1_lo, q), fp::fma(t.lo, g.c1_hi, p.lo));
  // + 0: lgamma(1) = lgamma(2) = +0 (t = 0 times a negative C1 would give -0).
  return fp::add(fp::add(p.hi, tail), 0.0f);
}

// lgammaf before the default tier was rewritten for cost (special/lgammaf.hpp,
// accurate/special.hpp: its algorithm): every float, within 0.5 + 2^-4 ulp or so
// (docs/sweeps/accurate_lgammaf.json).
WARPMATH_HD float lgamma_accurate(float x) {
  const float ax = fp::abs(x);
  if (detail::unlikely(!(ax < fp::as_float(fp::kInfBits)))) return fp::mul(x, x);
  if (ax < 0x1p-24f) {
    if (ax == 0.0f) return fp::as_float(fp::kInfBits);
    const fp::ff l = log_ff_abs37(ax);
    return fp::sub(-l.hi, fp::fma(kEulerGamma, x, l.lo));
  }
  if (x >= 8.0f) {
    if (x >= 0x1p23f) {
      const fp::ff l = log_ff_abs37(x);
      const float small = fp::fma(x, l.lo, fp::fma(-0.5f, l.hi, kHalfLog2PiHi));
      return fp::fma(x, fp::sub(l.hi, 1.0f), small);
    }
    const fp::ff l = stirling_ff({x, 0.0f});
    return fp::add(l.hi, l.lo);
  }
  if (x < 0.0f && fp::rint(x) == x) return fp::as_float(fp::kInfBits);  // poles
  if (x > -10.0f) return round_lgamma_near_zeros(x, lgamma_shifted_ff(x));
  const log_gamma_signed r = lgamma_reflected(x);
  return fp::add(r.log_abs.hi, r.log_abs.lo);
}

// Moved from special/tgammaf.hpp.

// e^(l.hi + l.lo) as 2^m (v.hi + v.lo), for |l.hi| <= 104.
struct scaled_exp {
  fp::ff v;
  std::int32_t m;
};

WARPMATH_HD scaled_exp exp_of_ff(fp::ff l) {
  detail::reduce::exp_reduced red = detail::reduce::reduce_exp(l.hi);
  red.lo = fp::add(red.lo, l.lo);
  return {detail::exp::exp_ff(red), detail::exp::m_of_k(red.k)};
}

// RN(2^m (v.hi + v.lo)) with one rounding (detail::exp::scale_round, subnormal results included).
WARPMATH_HD float round_scaled_exp(scaled_exp e) { return detail::exp::scale_round(e.v, e.m); }

// tgammaf before the default tier was rewritten for cost (special/tgammaf.hpp; its algorithm:
// accurate/special.hpp), for every float (docs/sweeps/accurate_tgammaf.json).
WARPMATH_HD float tgamma_accurate(float x) {
  const float ax = fp::abs(x);
  if (detail::unlikely(!(ax < fp::as_float(fp::kInfBits)))) {
    if (x != x) return fp::add(x, x);
    return x > 0.0f ? x : fp::as_float(0x7fc00000u);  // -inf: NaN
  }
  if (ax < 0x1p-24f) {
    const float q = fp::div(1.0f, x);  // +-inf for +-0 and where Gamma(x) overflows
    if (fp::is_nan_or_inf(q)) return q;
    const float r = fp::fma(-q, x, 1.0f);  // exact
    return fp::add(q, fp::fma(r, q, -kEulerGamma));
  }
  if (x < 0.0f && fp::rint(x) == x) return fp::as_float(0x7fc00000u);  // poles
  if (x >= 8.0f) {
    if (x > 36.0f) return fp::as_float(fp::kInfBits);
    const fp::ff l = stirling_ff({x, 0.0f});
    if (l.hi > 89.0f) return fp::as_float(fp::kInfBits);
    return round_scaled_exp(exp_of_ff(l));
  }
  if (x > -10.0f) {
    const shifted s = shift_up(x);
    const scaled_exp e = exp_of_ff(stirling_ff(s.z));
    const float scale = fp::exp2i(e.m);  // 2^12 .. 2^15
    return fp::ff_div_rounded({fp::mul(e.v.hi, scale), fp::mul(e.v.lo, scale)}, s.p);
  }
  const log_gamma_signed r = lgamma_reflected(x);
  float y = 0.0f;  // |Gamma(x)| < 2^-150
  if (r.log_abs.hi >= -104.0f) {
    y = round_scaled_exp(exp_of_ff(r.log_abs));
  }
  return r.negative ? -y : y;
}

}  // namespace warpmath::detail::special
