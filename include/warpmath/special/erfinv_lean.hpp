// warpmath/special/erfinv_lean.hpp -- the default tier's erfinvf, and the same kernel for
// erfcinvf and normcdfinvf: faithful (< 1 ulp) at a cost near CUDA's.  (The near-correctly-rounded
// bodies they replace: accurate/special.hpp.)
//
// Hot path (one algorithm, no branch): K erfinv(x) = x P(w), w = -log(1 - x^2), for
// 2^-26 <= |x| < 1 - 2^-12 (w <= 7.625, erfinv(x) <= 2.594), K = 1 (erfinvf, erfcinvf) or sqrt(2)
// (normcdfinvf); P(w) = C0 + w q, q = C1 + w R(v), R of degree 10 in v = w - 61/16 (the terms of
// a polynomial in w itself cancel 60-fold at w = 7.6, and so would their roundings), with the
// coefficients of K (tools/sollya/special_erfinv_lean.sollya: within 2^-27.25 relative).  The
// argument x is exact:
//   erfinvf(x)       x itself, u = 1 - x^2 = RN by one FMA;
//   erfcinvf(t)      x = 1 - t as xh + xl (Fast2Sum; xl = 0 unless t < 1/2), u = t (2 - t) =
//                    RN(2t - t^2) by one FMA (2t exact): the same single rounding of 1 - x^2;
//   normcdfinvf(p)   sqrt(2) erfinv(2p - 1): t = 2p exact, x = t - 1 as xh + xl, u as above.
// P rises from K sqrt(pi)/2 to 2.6 K and its sensitivity d ln P / d ln w reaches 0.53, so neither
// w nor P is rounded on the way:
//   u's rounding, relative 2^-24/m_u (m_u its significand), moves w by as much absolutely and the
//     result by (d ln P / dw) 2^-24 relative: at most 0.26 * 2^-24 (near w = 0, falling to 0.07 *
//     2^-24 at w = 7.6).
//   log u = hi + lo unrounded by the lean log kernel (log/log_lean.hpp, ln_of_reduced_ff, 2^-29.5
//     relative; RN(ln 2)'s error times |e| <= 12 is below 2^-25.4 absolutely in w, i.e. 2^-28.5
//     relative in the result); w = -RN(hi + lo) and its rounding error w_lo (exact).
//   q = RN(C1 + w R) with its error q_lo (C1 - q is exact by Sterbenz: q stays within 4% of C1);
//     p = RN(C0H + w q) with its error (C0H is a multiple of 2^-22, so C0H - p is exact for p in
//     [C0H, 4)); the low parts w q_lo, w_lo q (q stands for P'(w): w |q - P'| / P <= 0.12) and
//     C0L = C0 - C0H are summed into lo; the result is RN(xh p + (xl p + xh lo)), one FMA.  The
//     roundings left are those of R (times w^2, below 2^-27 relative) and of the low parts (2^-24
//     of values below 2^-23 P).
//   Error: 0.5 ulp (the last rounding) + 0.11 (fit) + u's term + at most 0.12 (w_lo q) + 0.1 (R),
//   ulp(y) >= 2^-24 y; the last two vanish with w where u's term is largest: below 0.9 ulp.
//   Measured (erfinvf): max 0.764 ulp over all 2^32 inputs, at 0x1.0971cp-1
//   (docs/sweeps/erfinvf.json); 68.8 issued instructions per warp on sm_90 (CUDA 31.7).  erfcinvf:
//   0.764 ulp at 0x1.ed1c8p-2, 71.8 per warp (CUDA 34.9); normcdfinvf: 0.787 ulp at
//   0x1.1355b2p-13, 72.8 per warp (CUDA 36.9).
// Rare (one unsigned range test on the bits of the argument, out of line): |x| < 2^-26 for
// erfinvf, RN(x sqrt(pi)/2) in float-float, rounded once also for subnormal results
// (erfinv_tiny); the tails 1 - |x| < 2^-12 (t < 2^-12, p < 2^-13 and their mirror images), by the
// accurate tail kernel (erfinv_kernels.hpp: erfcinv(c), c exact, y0 and one Newton step, within
// 2^-27.7 relative); the special values.
//
// Special values (as CUDA's): erfinv(+-0) = +-0, erfinv(+-1) = +-inf, erfinv(x) = NaN for |x| > 1;
// erfcinv(0) = +inf, erfcinv(1) = +0, erfcinv(2) = -inf, erfcinv(t) = NaN for t < 0 or t > 2;
// normcdfinv(0) = -inf, normcdfinv(1/2) = +0, normcdfinv(1) = +inf, normcdfinv(p) = NaN outside
// [0, 1]; +-inf are outside every domain; NaN -> NaN.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "../log/log_lean.hpp"
#include "../reduce/log_reduce.hpp"
#include "erfinv_kernels.hpp"

namespace warpmath::detail::special {

// P's coefficients for K = 1 (false) and K = sqrt(2) (true):
// tools/sollya/special_erfinv_lean.sollya
template <bool kSqrt2>
struct erfinv_lean_poly;

template <>
struct erfinv_lean_poly<false> {
  static constexpr float C0H = 0x1.c5bf88p-1f, C0L = 0x1.1b4ef6p-25f;
  static constexpr float C1 = 0x1.db29e6p-3f, C2 = 0x1.952d24p-9f, C3 = -0x1.bab32ap-10f,
                         C4 = 0x1.86571ap-13f, C5 = -0x1.0c4b56p-19f, C6 = -0x1.5847bap-19f,
                         C7 = 0x1.9e619ap-22f, C8 = -0x1.5a86a2p-27f, C9 = -0x1.56a79cp-28f,
                         C10 = 0x1.866ffep-31f, C11 = -0x1.d7f324p-38f, C12 = -0x1.0bba56p-38f;
};

template <>
struct erfinv_lean_poly<true> {
  static constexpr float C0H = 0x1.40d93p0f, C0L = 0x1.ff627p-24f;
  static constexpr float C1 = 0x1.4ffddp-2f, C2 = 0x1.1e80bcp-8f, C3 = -0x1.39093cp-9f,
                         C4 = 0x1.140302p-12f, C5 = -0x1.7b5f06p-19f, C6 = -0x1.e6dfaep-19f,
                         C7 = 0x1.24f19p-21f, C8 = -0x1.ea0a7cp-27f, C9 = -0x1.e380c8p-28f,
                         C10 = 0x1.13944ep-30f, C11 = -0x1.629c84p-37f, C12 = -0x1.73ac82p-38f;
};

// K erfinv(x) for x = xh + xl (|xl| <= 2^-24 |xh|; kLow: xl may be non-zero) with x = 0 or
// 2^-26 <= |x| < 1 - 2^-12, given u = RN(1 - x^2) (see the file comment).
template <bool kSqrt2, bool kLow>
WARPMATH_HD float erfinv_lean_core(float xh, float xl, float u) {
  using C = erfinv_lean_poly<kSqrt2>;
  const reduce::log_reduced_scaled red =
      reduce::reduce_log_at_scaled<log::kSplitLn>(fp::as_uint(u));
  const fp::ff lg = log::ln_of_reduced_ff<false>(red.e_scaled, red.f, 0.0f);  // log u
  const float nw = fp::add(lg.hi, lg.lo);                                     // -w
  const float nw_lo = fp::add(fp::sub(lg.hi, nw), lg.lo);
  const float w = -nw;
  const float v = fp::sub(w, 3.8125f);
  const float r =
      fp::horner(v, C::C2, C::C3, C::C4, C::C5, C::C6, C::C7, C::C8, C::C9, C::C10, C::C11, C::C12);
  const float q = fp::fma(w, r, C::C1);
  const float q_lo = fp::fma(w, r, fp::sub(C::C1, q));
  const float p = fp::fma(w, q, C::C0H);
  const float p_lo = fp::fma(w, q, fp::sub(C::C0H, p));
  const float lo = fp::add(fp::fma(w, q_lo, fp::fma(-nw_lo, q, p_lo)), C::C0L);
  float m = fp::mul(xh, lo);
  if constexpr (kLow) m = fp::fma(xl, p, m);
  return fp::fma(xh, p, m);
}

// The hot paths' ranges, on the bits: |x| in [2^-26, 1 - 2^-12), t in [2^-12, 2 - 2^-12],
// p in [2^-13, 1 - 2^-13].
constexpr std::uint32_t kErfinvLeanLo = 0x32800000u, kErfinvLeanHi = 0x3f7ff000u;
constexpr std::uint32_t kErfcinvLeanLo = 0x39800000u, kErfcinvLeanHi = 0x3ffff800u;
constexpr std::uint32_t kNormcdfinvLeanLo = 0x39000000u, kNormcdfinvLeanHi = 0x3f7ff800u;

// The arguments the hot paths do not take, out of line (see the file comment).
WARPMATH_HD float erfinv_lean_rare(float x) {
  const float a = fp::abs(x);
  if (!(a < 1.0f)) return erfinv_outside(x);
  if (a < 0x1p-26f) return fp::copysign(erfinv_tiny(a), x);
  const fp::ff y = erfcinv_tail_ff(fp::sub(1.0f, a));
  return fp::copysign(fp::add(y.hi, y.lo), x);
}

WARPMATH_HD float erfcinv_lean_rare(float t) {
  if (!(t > 0.0f && t < 2.0f)) return erfcinv_outside(t);
  const bool low = t < 1.0f;  // erfcinv(t) = -erfcinv(2 - t), 2 - t exact
  const fp::ff y = erfcinv_tail_ff(low ? t : fp::sub(2.0f, t));
  return low ? fp::add(y.hi, y.lo) : fp::sub(fp::sub(0.0f, y.hi), y.lo);
}

WARPMATH_HD float normcdfinv_lean_rare(float p) {
  if (!(p > 0.0f && p < 1.0f)) return normcdfinv_outside(p);
  const bool low = p < 0.5f;
  const fp::ff y = erfcinv_tail_ff(fp::mul(low ? p : fp::sub(1.0f, p), 2.0f));
  const float z = fp::ff_mul(y, {fp::kSqrt2Hi, fp::kSqrt2Lo}).hi;
  return low ? -z : z;
}

WARPMATH_HD float erfinv_lean(float x) {
  const std::uint32_t ua = fp::abs_bits(x);
  if (detail::unlikely(ua - kErfinvLeanLo >= kErfinvLeanHi - kErfinvLeanLo)) {
    return erfinv_lean_rare(x);
  }
  const float a = fp::as_float(ua);
  return fp::copysign(erfinv_lean_core<false, false>(a, 0.0f, fp::fma(-a, a, 1.0f)), x);
}

WARPMATH_HD float erfcinv_lean(float t) {
  if (detail::unlikely(fp::as_uint(t) - kErfcinvLeanLo > kErfcinvLeanHi - kErfcinvLeanLo)) {
    return erfcinv_lean_rare(t);
  }
  const float xh = fp::sub(1.0f, t);  // x = 1 - t = xh + xl (Fast2Sum, |1| >= |t| or xl = 0)
  const float xl = fp::sub(fp::sub(1.0f, xh), t);
  return erfinv_lean_core<false, true>(xh, xl, fp::fma(-t, t, fp::add(t, t)));
}

WARPMATH_HD float normcdfinv_lean(float p) {
  if (detail::unlikely(fp::as_uint(p) - kNormcdfinvLeanLo >
                       kNormcdfinvLeanHi - kNormcdfinvLeanLo)) {
    return normcdfinv_lean_rare(p);
  }
  const float t = fp::add(p, p);
  const float xh = fp::sub(t, 1.0f);  // x = t - 1 = xh + xl (1 + xh and t - (1 + xh) exact)
  const float xl = fp::sub(t, fp::add(xh, 1.0f));
  return erfinv_lean_core<true, true>(xh, xl, fp::fma(-t, t, fp::add(t, t)));
}

}  // namespace warpmath::detail::special
