// warpmath/accurate/trig.hpp -- the accurate kernels of sinf, cosf, sincosf, tanf, sinpif, cospif,
// sincospif and tanpif (namespace warpmath::detail::accurate): the default tier's implementations
// before they were rewritten for cost, unchanged.
//
// x = q*pi/2 + r (reduce/trig_reduce.hpp: Cody-Waite below 2^17 with r as a float-float known to
// 2^-28 relative or better, Payne-Hanek above, 2^-33), then +-sin(r) or +-cos(r) by quadrant from
// trig/trig_kernels.hpp (sin_ff, cos_ff: unrounded float-floats, tools/sollya/trig_sin.sollya and
// trig_cos.sollya), rounded once.  sinf returns x for |x| < 2^-12: sin(x) = x(1 - x^2/6) and
// x^2/6 < 2^-26.5 is below half the gap to x's lower neighbour, so x is the correctly rounded
// result (and +-0, subnormals stay exact).  cosf needs no small-argument path: r = x, and cos_ff
// rounds 1 - x^2/2 + ... to 1 correctly.  sincosf shares the reduction and gives sinf's and
// cosf's bits.  tanf divides the unrounded sin_ff and cos_ff float-floats once
// (trig_kernels.hpp, tan_from_kernels: tan = sin/cos for even q, -cos/sin for odd q, by
// fp::ff_div_rounded), both known to ~2^-26 relative or better; |x| < 2^-12 returns x (tan(x) =
// x(1 + x^2/3), x^2/3 < 2^-25.5 is below half an ulp of x).  Special values (C23 F.10.1.5-7):
// sin(+-0) = tan(+-0) = +-0, cos(+-0) = 1, f(+-inf) = NaN, NaN -> NaN.  Measured error:
// docs/sweeps/accurate_sinf.json, accurate_cosf.json, accurate_tanf.json.
//
// sinpif, cospif, sincospif: the exact reduction x = k/2 + t, |t| <= 1/4
// (reduce/half_turn_reduce.hpp), pi*t as a float-float, then +-sin or +-cos of it by quadrant
// (sin_ff, cos_ff), rounded once.  sinpif: |x| < 2^-16 gives pi*x rounded once
// (reduce::pi_times_tiny); the cubic term is below 2^-31 relative.  Special values (C23
// F.10.1.13-14): sinpi(+-0) = +-0, sinpi(n) = +0 for positive and -0 for negative integers n,
// cospi(+-0) = 1, cospi(n + 1/2) = +0, f(+-inf) = NaN, NaN -> NaN.  Measured error:
// docs/sweeps/accurate_sinpif.json, accurate_cospif.json (sincospif gives their bits).
//
// tanpif: the same reduction, the unrounded sin_ff and cos_ff divided once (tan_from_kernels, as
// tanf); |x| < 2^-16 gives pi*x rounded once (tan adds (pi x)^2/3 < 2^-30.9 relative).  Special
// values (C23 F.10.1.16): tanpi(+-0) = +-0; tanpi(n) = +0 for positive even and negative odd
// integers, -0 for positive odd and negative even ones; tanpi(n + 1/2) = +inf for even n and -inf
// for odd n; tanpi(+-inf) = NaN; tanpi(NaN) = NaN.  Measured error:
// docs/sweeps/accurate_tanpif.json.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../reduce/half_turn_reduce.hpp"
#include "../reduce/trig_reduce.hpp"
#include "../trig/trig_kernels.hpp"

namespace warpmath::detail::accurate {

WARPMATH_HD float sinf(float x) {
  if (detail::unlikely(fp::is_nan_or_inf(x))) return fp::sub(x, x);
  if (fp::abs_bits(x) < 0x39800000u) return x;  // |x| < 2^-12
  const detail::reduce::trig_reduced red = detail::reduce::reduce_pi_over_2(x);
  const fp::ff v =
      (red.q & 1u) ? detail::trig::cos_ff(red.hi, red.lo) : detail::trig::sin_ff(red.hi, red.lo);
  return fp::ff_to_float(detail::trig::negate_if(v, red.q >> 1));
}

WARPMATH_HD float cosf(float x) {
  if (detail::unlikely(fp::is_nan_or_inf(x))) return fp::sub(x, x);
  const detail::reduce::trig_reduced red = detail::reduce::reduce_pi_over_2(x);
  const std::uint32_t q = red.q + 1u;
  const fp::ff v =
      (q & 1u) ? detail::trig::cos_ff(red.hi, red.lo) : detail::trig::sin_ff(red.hi, red.lo);
  return fp::ff_to_float(detail::trig::negate_if(v, q >> 1));
}

WARPMATH_HD void sincosf(float x, float* sptr, float* cptr) {
  if (detail::unlikely(fp::is_nan_or_inf(x))) {
    *sptr = *cptr = fp::sub(x, x);
    return;
  }
  const detail::reduce::trig_reduced red = detail::reduce::reduce_pi_over_2(x);
  const detail::trig::sincos_ff v = detail::trig::sincos_quadrant(red.hi, red.lo, red.q);
  *sptr = fp::abs_bits(x) < 0x39800000u ? x : fp::ff_to_float(v.sin);  // as sinf for |x| < 2^-12
  *cptr = fp::ff_to_float(v.cos);
}

WARPMATH_HD float tanf(float x) {
  if (detail::unlikely(fp::is_nan_or_inf(x))) return fp::sub(x, x);
  if (fp::abs_bits(x) < 0x39800000u) return x;  // |x| < 2^-12
  const detail::reduce::trig_reduced red = detail::reduce::reduce_pi_over_2(x);
  return detail::trig::tan_from_kernels(detail::trig::sin_ff(red.hi, red.lo),
                                        detail::trig::cos_ff(red.hi, red.lo), red.q);
}

WARPMATH_HD float sinpif(float x) {
  if (detail::unlikely(fp::is_nan_or_inf(x))) return fp::sub(x, x);
  if (fp::abs_bits(x) < detail::reduce::kPiTinyLimitBits) return detail::reduce::pi_times_tiny(x);
  const detail::reduce::half_turn_reduced red = detail::reduce::reduce_half_turns(x);
  const fp::ff v =
      (red.q & 1u) ? detail::trig::cos_ff(red.hi, red.lo) : detail::trig::sin_ff(red.hi, red.lo);
  const float y = fp::ff_to_float(detail::trig::negate_if(v, red.q >> 1));
  return red.t_is_zero && !(red.q & 1u) ? fp::copysign(0.0f, x) : y;
}

WARPMATH_HD float cospif(float x) {
  if (detail::unlikely(fp::is_nan_or_inf(x))) return fp::sub(x, x);
  const detail::reduce::half_turn_reduced red = detail::reduce::reduce_half_turns(x);
  const std::uint32_t q = red.q + 1u;
  const fp::ff v =
      (q & 1u) ? detail::trig::cos_ff(red.hi, red.lo) : detail::trig::sin_ff(red.hi, red.lo);
  const float y = fp::ff_to_float(detail::trig::negate_if(v, q >> 1));
  return red.t_is_zero && (red.q & 1u) ? 0.0f : y;
}

WARPMATH_HD void sincospif(float x, float* sptr, float* cptr) {
  if (detail::unlikely(fp::is_nan_or_inf(x))) {
    *sptr = *cptr = fp::sub(x, x);
    return;
  }
  const detail::reduce::half_turn_reduced red = detail::reduce::reduce_half_turns(x);
  const detail::trig::sincos_ff v = detail::trig::sincos_quadrant(red.hi, red.lo, red.q);
  const float s = fp::ff_to_float(v.sin);
  const float c = fp::ff_to_float(v.cos);
  const bool tiny = fp::abs_bits(x) < detail::reduce::kPiTinyLimitBits;
  *sptr = tiny ? detail::reduce::pi_times_tiny(x)
               : (red.t_is_zero && !(red.q & 1u) ? fp::copysign(0.0f, x) : s);
  *cptr = red.t_is_zero && (red.q & 1u) ? 0.0f : c;
}

WARPMATH_HD float tanpif(float x) {
  if (detail::unlikely(fp::is_nan_or_inf(x))) return fp::sub(x, x);
  if (fp::abs_bits(x) < detail::reduce::kPiTinyLimitBits) return detail::reduce::pi_times_tiny(x);
  const detail::reduce::half_turn_reduced red = detail::reduce::reduce_half_turns(x);
  if (red.t_is_zero) {
    // q = 0 or 2: a zero signed by x and by the parity of n; q = 1 or 3: the poles.
    const float inf = fp::as_float(fp::kInfBits);
    return (red.q & 1u) ? fp::flip_sign(inf, red.q >> 1)
                        : fp::flip_sign(fp::copysign(0.0f, x), red.q >> 1);
  }
  return detail::trig::tan_from_kernels(detail::trig::sin_ff(red.hi, red.lo),
                                        detail::trig::cos_ff(red.hi, red.lo), red.q);
}

}  // namespace warpmath::detail::accurate
