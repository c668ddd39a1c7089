// warpmath/fast/log.hpp -- the fast tier's logarithms: fast::logf, fast::log2f, fast::log10f.
//
// fast::logf and fast::log10f are the default tier's logf and log10f (log/logf.hpp, log10f.hpp;
// docs/design.md, "Tiers": where the default function is at least as cheap as the fast tier's own
// design, the fast tier is the default function): 40 and 41 issued instructions per warp on sm_90
// and 0.795 / 0.896 ulp, where the fast tier's own degree-9 designs took 42 and 42 per warp and
// 1.136 / 1.817 ulp.
//
// fast::log2f: x = 2^e m with m in [sqrt(1/2), sqrt(2)) from the bits (integer operations only;
// a subnormal x is first scaled by 2^23, exactly), f = m - 1 exact (Sterbenz), and a degree-9
// minimax polynomial in f (tools/sollya/fast_log.sollya, relative error 2^-25.0), then e + poly
// rounded once.  No table, no division; subnormals are scaled by a select, and the special values
// replace the result at the end.  Since f is exact and the polynomial is relative, the error stays
// relative near x = 1 (no cancellation: e = 0 there); for e != 0, |e| >= |poly| and the result's
// ulp is larger.  41 issued per warp (the default log2f: 42).
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
#include "../log/log10f.hpp"
#include "../log/logf.hpp"

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

}  // namespace warpmath::detail::fast_log

namespace warpmath::fast {

WARPMATH_HD float logf(float x) { return warpmath::logf(x); }

WARPMATH_HD float log2f(float x) {
  // tools/sollya/fast_log.sollya
  constexpr float B1 = 0x1.715476p0f, B2 = -0x1.71547p-1f, B3 = 0x1.ec736ep-2f, B4 = -0x1.715c5p-2f,
                  B5 = 0x1.26dcd2p-2f, B6 = -0x1.e9655ap-3f, B7 = 0x1.b93f92p-3f,
                  B8 = -0x1.a812e2p-3f, B9 = 0x1.027af6p-3f;
  const detail::fast_log::log_reduced red = detail::fast_log::reduce(x);
  const float p = fp::mul(red.f, fp::horner(red.f, B1, B2, B3, B4, B5, B6, B7, B8, B9));
  return detail::fast_log::finish(x, fp::add(red.e, p));
}

WARPMATH_HD float log10f(float x) { return warpmath::log10f(x); }

}  // namespace warpmath::fast
