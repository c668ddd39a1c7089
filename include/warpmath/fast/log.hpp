// warpmath/fast/log.hpp -- the fast tier's logarithms: fast::logf, fast::log2f, fast::log10f.
//
// Algorithm: x = 2^e m with m in [sqrt(1/2), sqrt(2)) from the bits (integer operations only;
// a subnormal x is first scaled by 2^23, exactly), f = m - 1 exact (Sterbenz), and a degree-9
// minimax polynomial in f (tools/sollya/fast_log.sollya, relative error 2^-25.0 for log1p,
// 2^-25.0 for log2(1 + f), 2^-24.4 for log10(1 + f)), then e log_b(2) + poly with log_b(2) split
// so that e * HI is exact (12-bit HI; |e| <= 149) and one FMA adds it.  No table, no division;
// subnormals are scaled by a select, and the special values replace the result at the end.
// Since f is exact and the polynomial is relative, the error stays relative near x = 1 (no
// cancellation: e = 0 there); for e != 0, |e log_b 2| >= |poly| and the result's ulp is larger.
//
// Domain: every positive float (the fast domain is the full domain; subnormals included).
// Measured error: docs/sweeps/fast_logf.json, docs/sweeps/fast_log2f.json,
// docs/sweeps/fast_log10f.json (the catalogue's bound). Special values (C23 F.10.3.7/8/11):
// log(+-0) = -inf, log(1) = +0, log(x < 0) = NaN (also -inf), log(+inf) = +inf, NaN -> NaN.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"

namespace warpmath::detail::fast_log {

struct log_reduced {
  float e;  // the exponent, as a float (exact)
  float f;  // m - 1, sqrt(1/2) - 1 <= f < sqrt(2) - 1, exact
};

// Branch-free: a positive subnormal is scaled by 2^23 (exact) and its exponent corrected; other
// inputs that are not positive normal numbers give a meaningless {e, f}, replaced by
// finish() below.
WARPMATH_HD log_reduced reduce(float x) {
  const std::uint32_t ux0 = fp::as_uint(x);
  const bool subnormal = ux0 < 0x00800000u;  // +0 included, harmlessly
  const std::uint32_t ux = subnormal ? fp::as_uint(fp::mul(x, 0x1p23f)) : ux0;
  const std::uint32_t t = ux - 0x3f3504f3u;  // bits of sqrt(1/2)
  const std::int32_t e = (static_cast<std::int32_t>(t) >> 23) - (subnormal ? 23 : 0);
  const float m = fp::as_float(ux - (t & 0xff800000u));
  return {static_cast<float>(e), fp::sub(m, 1.0f)};
}

// The result for x: `value` for positive x (zero excluded), else log's special value:
// log(+-0) = -inf, log(x < 0) = NaN (-inf included), log(+inf) = +inf, NaN -> NaN (quietened).
WARPMATH_HD float finish(float x, float value) {
  if (detail::likely(fp::as_uint(x) - 1u < 0x7f7fffffu)) return value;  // 0 < x < +inf
  if (x < 0.0f) return fp::as_float(0x7fc00000u);
  return x == 0.0f ? fp::as_float(0xff800000u) : fp::add(x, x);
}

// log(1 + f) for the reduced f of reduce() (relative 2^-25.0; fast::erfinvf uses it too).
WARPMATH_HD float log1p_poly(float f) {
  // tools/sollya/fast_log.sollya
  constexpr float L2 = -0x1.fffffap-2f, L3 = 0x1.5556f2p-2f, L4 = -0x1.0004bp-2f,
                  L5 = 0x1.98d336p-3f, L6 = -0x1.535a3cp-3f, L7 = 0x1.317e22p-3f,
                  L8 = -0x1.251406p-3f, L9 = 0x1.660ee2p-4f;
  const float q = fp::horner(f, L2, L3, L4, L5, L6, L7, L8, L9);
  return fp::fma(fp::mul(f, f), q, f);
}

}  // namespace warpmath::detail::fast_log

namespace warpmath::fast {

WARPMATH_HD float logf(float x) {
  const detail::fast_log::log_reduced red = detail::fast_log::reduce(x);
  const float p = detail::fast_log::log1p_poly(red.f);
  return detail::fast_log::finish(x, fp::fma(red.e, fp::kLn2Hi12, fp::fma(red.e, fp::kLn2Lo12, p)));
}

WARPMATH_HD float log2f(float x) {
  // tools/sollya/fast_log.sollya
  constexpr float B1 = 0x1.715476p0f, B2 = -0x1.71547p-1f, B3 = 0x1.ec736ep-2f, B4 = -0x1.715c5p-2f,
                  B5 = 0x1.26dcd2p-2f, B6 = -0x1.e9655ap-3f, B7 = 0x1.b93f92p-3f,
                  B8 = -0x1.a812e2p-3f, B9 = 0x1.027af6p-3f;
  const detail::fast_log::log_reduced red = detail::fast_log::reduce(x);
  const float p = fp::mul(red.f, fp::horner(red.f, B1, B2, B3, B4, B5, B6, B7, B8, B9));
  return detail::fast_log::finish(x, fp::add(red.e, p));
}

WARPMATH_HD float log10f(float x) {
  // tools/sollya/fast_log.sollya
  constexpr float D1 = 0x1.bcb7bp-2f, D2 = -0x1.bcb7aap-3f, D3 = 0x1.287ccap-3f,
                  D4 = -0x1.bcc1bep-4f, D5 = 0x1.62f08p-4f, D6 = -0x1.268b4cp-4f,
                  D7 = 0x1.0a6dc2p-4f, D8 = -0x1.003666p-4f, D9 = 0x1.35c5d4p-5f;
  const detail::fast_log::log_reduced red = detail::fast_log::reduce(x);
  const float p = fp::mul(red.f, fp::horner(red.f, D1, D2, D3, D4, D5, D6, D7, D8, D9));
  return detail::fast_log::finish(
      x, fp::fma(red.e, fp::kLog10Of2Hi12, fp::fma(red.e, fp::kLog10Of2Lo12, p)));
}

}  // namespace warpmath::fast
