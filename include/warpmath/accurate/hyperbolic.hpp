// warpmath/accurate/hyperbolic.hpp -- the accurate kernels of the hyperbolic family
// (docs/design.md, "Tiers"): the near-correctly-rounded evaluations that warpmath::tanhf, sinhf,
// coshf, asinhf, acoshf and atanhf used before the default tier was rewritten for cost, unchanged:
// faithful (< 1 ulp) for every input, nearly always correctly rounded, with full relative accuracy
// near 0.  (The default asinhf and acoshf call accurate::asinhf / acoshf for their rare inputs.)
//
// tanhf. Algorithm, on a = |x| (tanh is odd: the sign is put back at the end, bit-exact symmetry):
//   a < 2^-5             a + a^3 (T3 + T5 a^2 + T7 a^4), tools/sollya/hyperbolic_tanh.sollya
//                        (2^-39.9 relative).  The a^3 term is at most 2^-11.6 a with three
//                        roundings, < 2^-34 relative.  For a < 2^-12 the result is a itself, the
//                        correctly rounded value (tanh(a) = a (1 - a^2/3 + ...), a^2/3 < 2^-25.6 is
//                        below half the gap to a's lower neighbour); subnormal a is exact.
//   2^-5 <= a <= TANH_ONE_X  E/(E + 2), E = expm1(2a) as a float-float (expm1_ff,
//                        exp/exp_kernels.hpp; 2a is exact and reduced by reduce_exp; m <= 26),
//                        E + 2 split exactly by two_sum, then ff_div_rounded (fp/float2.hpp):
//                        one rounding.  The relative error of E passes to the quotient scaled by
//                        2/(E + 2) <= 1: E is within ~2^-35 relative for 2a >= 2^-4
//                        (exp_kernels.hpp bounds the tail of expm1_ff; the bound falls to 2^-37
//                        beyond 0.1), so the result is within 0.5 ulp + ~2^-11 ulp.  No
//                        cancellation anywhere.
//   a > TANH_ONE_X       +-1: tools/sollya/hyperbolic_constants.sollya, the largest float with
//                        tanh(a) < 1 - 2^-25; above it RN(tanh) = 1 (the midpoint 1 - 2^-25 rounds
//                        to the even 1).  Infinities included; NaN -> NaN.
// Both the polynomial and the quotient are computed and one is selected.
// Special values (C23 F.10.2.6): tanh(+-0) = +-0, tanh(+-inf) = +-1, NaN -> NaN.
// Measured error: docs/sweeps/accurate_tanhf.json.
//
// sinhf (was warpmath::sinhf).
// Algorithm, on a = |x| (sinh is odd: the sign is put back at the end, bit-exact symmetry):
//   a < 2^-4            a + a^3 (S3 + S5 a^2 + S7 a^4), tools/sollya/hyperbolic_sinh.sollya
//                       (2^-38.9 relative).  The a^3 term is at most 2^-10.6 a and carries three
//                       roundings, < 2^-33 relative; the final FMA rounds once.  For a < 2^-11.2
//                       the result is a itself, the correctly rounded value (a^2/6 < 2^-25);
//                       subnormal a is returned exactly (a^2 underflows to 0).
//   2^-4 <= a <= 89.416 (e^a - e^-a)/2: e^a = 2^m P and e^-a = 2^m N from one reduction
//                       (hyperbolic/hyperbolic_kernels.hpp, exp_pos_neg: each within 2^-37.8),
//                       P - N as a float-float (fast_two_sum of the heads, P >= N), rounded once
//                       and scaled by 2^(m-1) exactly (detail::exp::scale_round; it overflows to
//                       inf exactly when the rounded value does).  Cancellation loses a factor
//                       coth(a) < 16.1, so the float-float is within ~2^-33.5 relative of sinh(a)
//                       at a = 2^-4 and within 2^-37 once a > 1.
//   a > SINH_OVERFLOW_X +-inf (tools/sollya/hyperbolic_constants.sollya: the largest float with
//                       a finite RN(sinh)); NaN -> NaN.
// Both the polynomial and the exponential are computed and one is selected: no divergence on
// the common path.
// Special values (C23 F.10.2.5): sinh(+-0) = +-0, sinh(+-inf) = +-inf, NaN -> NaN.
// Measured error: docs/sweeps/accurate_sinhf.json.
//
// coshf (was warpmath::coshf).
// Algorithm, on a = |x| (cosh is even: the sign of x is ignored, bit-exact symmetry):
//   a <= 89.416          (e^a + e^-a)/2: e^a = 2^m P and e^-a = 2^m N from one reduction
//                        (hyperbolic/hyperbolic_kernels.hpp, exp_pos_neg: each within 2^-37.8
//                        relative), P + N as a float-float (fast_two_sum of the heads; no
//                        cancellation), rounded once and scaled by 2^(m-1) exactly
//                        (detail::exp::scale_round, which overflows to inf exactly when the
//                        rounded value does).  Error < 0.5 ulp + 2^-13 ulp.  Near 0 no polynomial
//                        is needed: cosh(a) = 1 + a^2/2 + ... is accurate relative to 1, and for
//                        a < 2^-12 the sum rounds to 1.
//   a > SINH_OVERFLOW_X  +inf (the same float as for sinh:
//                        tools/sollya/hyperbolic_constants.sollya); NaN -> NaN.
// Special values (C23 F.10.2.4): cosh(+-0) = 1, cosh(+-inf) = +inf, NaN -> NaN.
// Measured error: docs/sweeps/accurate_coshf.json.
//
// asinhf (was warpmath::asinhf).
// Algorithm, on a = |x| (asinh is odd: the sign is put back at the end, bit-exact symmetry),
// asinh(a) = log(a + sqrt(a^2 + 1)) with sqrt(a^2 + 1) = r + r_lo within 2^-46 relative
// (hyperbolic/hyperbolic_kernels.hpp, sqrt_square_plus; a^2 + 1 from an exact two_prod), and the
// log of a float-float rounded once (round_ln_ff: log1pf's kernel and final rounding):
//   a < 2^-12            a: asinh(a) = a (1 - a^2/6 + ...) and a^2/6 < 2^-25.6 is below half the
//                        gap to a's lower neighbour, so a is correctly rounded; +-0 and
//                        subnormals are exact.
//   a < 0x1.6p-2         log1p(Y), Y = a + (r - 1) + r_lo: r - 1 is exact (1 <= r < 2, Sterbenz)
//                        and below a, so Y (fast_two_sum, then normalised) has no cancellation
//                        error: within 2^-46 / a <= 2^-34 relative.  Y < 0.4012 stays inside the
//                        log1p kernel's interval (tools/sollya/hyperbolic_constants.sollya), so
//                        the result keeps its relative accuracy as a -> 0 (no e*ln2 term).
//   a < 2^62             log(Z), Z = r + a + r_lo (fast_two_sum: r > a), log(Z) >= 0.33.
//   a >= 2^62            log(2a) = 65 ln2 + log(a 2^-64): the dropped 1/(4a^2) < 2^-126 is nothing
//                        against the result (> 43), and nothing overflows up to FLT_MAX.
// Error: Y within 2^-46/a + 2^-47 <= 2^-34 relative, Z within 2^-45; the log adds ~0.15 ulp in
// the worst case beyond the final rounding, where f is near the ends of the kernel interval
// (a near 0.35; log/log_kernels.hpp), much less elsewhere.
// Special values (C23 F.10.2.2): asinh(+-0) = +-0, asinh(+-inf) = +-inf, NaN -> NaN.
// Measured error: docs/sweeps/accurate_asinhf.json.
//
// acoshf (was warpmath::acoshf).
// Algorithm: acosh(x) = log(x + sqrt(x^2 - 1)) with sqrt(x^2 - 1) = r + r_lo within 2^-46
// relative (hyperbolic/hyperbolic_kernels.hpp, sqrt_square_plus: x^2 - 1 from an exact two_prod,
// so x^2 - 1 = 2t + t^2 keeps all its bits near x = 1), and the log of a float-float rounded
// once (round_ln_ff: log1pf's kernel and final rounding):
//   1 < x < 0x1.0ep0     log1p(Y), Y = t + r + r_lo with t = x - 1 exact (Sterbenz) and below r,
//                        so Y (fast_two_sum, then normalised) is within 2^-45 relative;
//                        Y < 0.3899 stays inside the log1p kernel's interval
//                        (tools/sollya/hyperbolic_constants.sollya), so the result keeps its
//                        relative accuracy as x -> 1 (acosh(1 + 2^-23) = 2^-11 + ...).
//   x < 2^62             log(Z), Z = x + r + r_lo (fast_two_sum: x > r), log(Z) >= 0.34.
//   x >= 2^62            log(2x) = 65 ln2 + log(x 2^-64): the dropped -1/(4x^2) < 2^-126 is
//                        nothing against the result (> 43), and nothing overflows up to FLT_MAX.
// Error: Y or Z within 2^-45 relative; the log adds ~0.15 ulp in the worst case beyond the final
// rounding, where f is near the ends of the kernel interval (x from 1.06 to 1.13;
// log/log_kernels.hpp), much less elsewhere.
// Special values (C23 F.10.2.1): acosh(1) = +0, acosh(x < 1) = NaN (also +-0 and -inf),
// acosh(+inf) = +inf, NaN -> NaN.
// Measured error: docs/sweeps/accurate_acoshf.json.
//
// atanhf (was warpmath::atanhf).
// Algorithm, on a = |x| (atanh is odd: the sign is put back at the end, bit-exact symmetry),
// atanh(a) = log((1 + a)/(1 - a)) / 2 = log1p(2a/(1 - a)) / 2:
//   a < 2^-12            a: atanh(a) = a (1 + a^2/3 + ...) and a^2/3 < 2^-25.6 is below half the
//                        gap to a's upper neighbour, so a is correctly rounded; +-0 and
//                        subnormals are exact.
//   a < 0x1.4p-3         log1p(Q)/2, Q = 2a/(1 - a) as a float-float: 1 - a = D.hi + D.lo exactly
//                        (fast_two_sum), q0 = 2a * RN(1/D.hi), the remainder 2a - q0 D.hi exact
//                        by FMA (q0 is within 2 ulps of the quotient) with q0 D.lo taken off,
//                        times RN(1/D.hi) for the low part: Q within ~2^-45 relative.
//                        Q < 0.3704 stays inside the log1p kernel's interval
//                        (tools/sollya/hyperbolic_constants.sollya): relative accuracy as a -> 0.
//   a < 1                log(Z)/2, Z = (1 + a)/(1 - a) the same way with N = 1 + a split exactly
//                        (fast_two_sum; for a >= 1/2, 1 - a is exact and D.lo = 0).  Z < 2^25.
// The log of the float-float is rounded once (hyperbolic/hyperbolic_kernels.hpp, round_ln_ff:
// log1pf's kernel and final rounding; ~0.15 ulp beyond the final rounding in the worst case) and
// halved exactly (the result is >= 2^-12).
// Special values (C23 F.10.2.3): atanh(+-0) = +-0, atanh(+-1) = +-inf, atanh(|x| > 1) = NaN (also
// +-inf), NaN -> NaN.
// Measured error: docs/sweeps/accurate_atanhf.json.
#pragma once
#include <cstdint>

#include "../exp/exp_kernels.hpp"
#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "../hyperbolic/hyperbolic_kernels.hpp"
#include "../reduce/exp_reduce.hpp"

namespace warpmath::detail::accurate {

WARPMATH_HD float tanhf(float x) {
  if (detail::unlikely(fp::abs_bits(x) > detail::hyperbolic::kTanhOneXBits)) {
    return detail::hyperbolic::tanh_special(x);
  }
  // tools/sollya/hyperbolic_tanh.sollya
  constexpr float T3 = -0x1.555556p-2f, T5 = 0x1.11203ep-3f, T7 = -0x1.2db242p-4f;
  const float a = fp::abs(x);
  const float a2 = fp::mul(a, a);
  const float near_zero = fp::fma(a, fp::mul(a2, fp::horner(a2, T3, T5, T7)), a);

  const fp::ff e = detail::exp::expm1_ff(detail::reduce::reduce_exp(fp::add(a, a)));
  const fp::ff den = fp::two_sum(2.0f, e.hi);
  const float away = fp::ff_div_rounded(e, {den.hi, fp::add(den.lo, e.lo)});
  return fp::copysign(a < detail::hyperbolic::kTanhPolyLimit ? near_zero : away, x);
}

WARPMATH_HD float sinhf(float x) {
  if (detail::unlikely(fp::abs_bits(x) > detail::hyperbolic::kSinhOverflowXBits)) {
    return detail::hyperbolic::sinh_cosh_special(x, true);
  }
  // tools/sollya/hyperbolic_sinh.sollya
  constexpr float S3 = 0x1.555556p-3f, S5 = 0x1.10f2b4p-7f, S7 = 0x1.ab24d8p-11f;
  const float a = fp::abs(x);
  const float a2 = fp::mul(a, a);
  const float near_zero = fp::fma(a, fp::mul(a2, fp::horner(a2, S3, S5, S7)), a);

  const detail::hyperbolic::exp_pos_neg_ff e = detail::hyperbolic::exp_pos_neg(a);
  const fp::ff diff = fp::fast_two_sum(e.pos.hi, -e.neg.hi);
  const float tail = fp::add(fp::sub(e.pos.lo, e.neg.lo), diff.lo);
  const float away = detail::exp::scale_round({diff.hi, tail}, e.m - 1);
  return fp::copysign(a < detail::hyperbolic::kSinhPolyLimit ? near_zero : away, x);
}

WARPMATH_HD float coshf(float x) {
  if (detail::unlikely(fp::abs_bits(x) > detail::hyperbolic::kSinhOverflowXBits)) {
    return detail::hyperbolic::sinh_cosh_special(x, false);
  }
  const detail::hyperbolic::exp_pos_neg_ff e = detail::hyperbolic::exp_pos_neg(fp::abs(x));
  const fp::ff sum = fp::fast_two_sum(e.pos.hi, e.neg.hi);
  const float tail = fp::add(fp::add(e.pos.lo, e.neg.lo), sum.lo);
  return detail::exp::scale_round({sum.hi, tail}, e.m - 1);
}

WARPMATH_HD float asinhf(float x) {
  if (detail::unlikely(fp::is_nan_or_inf(x))) return fp::add(x, x);
  if (fp::abs_bits(x) < 0x39800000u) return x;  // |x| < 2^-12
  const float a = fp::abs(x);
  const bool near = a < detail::hyperbolic::kAsinhNearLimit;
  const bool huge = a >= detail::hyperbolic::kLogOfTwiceLimit;
  const fp::ff r = detail::hyperbolic::sqrt_square_plus(huge ? 1.0f : a, 1.0f);
  const float base = near ? fp::sub(r.hi, 1.0f) : r.hi;
  const fp::ff s = fp::fast_two_sum(near ? a : base, near ? base : a);
  const fp::ff w = fp::fast_two_sum(s.hi, fp::add(s.lo, r.lo));
  const fp::ff arg = huge ? fp::ff{fp::mul(a, 0x1p-64f), 0.0f} : w;
  return fp::copysign(detail::hyperbolic::round_ln_ff(arg, near, huge ? 65.0f : 0.0f), x);
}

WARPMATH_HD float acoshf(float x) {
  // Normal path for 1 < x < +inf: bits 0x3f800001 .. 0x7f7fffff.
  if (detail::unlikely(fp::as_uint(x) - 0x3f800001u >= 0x7f800000u - 0x3f800001u)) {
    return detail::hyperbolic::acosh_special(x);
  }
  const bool near = x < detail::hyperbolic::kAcoshNearLimit;
  const bool huge = x >= detail::hyperbolic::kLogOfTwiceLimit;
  const fp::ff r = detail::hyperbolic::sqrt_square_plus(huge ? 2.0f : x, -1.0f);
  const float t = fp::sub(x, 1.0f);
  const fp::ff s = fp::fast_two_sum(near ? r.hi : x, near ? t : r.hi);
  const fp::ff w = fp::fast_two_sum(s.hi, fp::add(s.lo, r.lo));
  const fp::ff arg = huge ? fp::ff{fp::mul(x, 0x1p-64f), 0.0f} : w;
  return detail::hyperbolic::round_ln_ff(arg, near, huge ? 65.0f : 0.0f);
}

WARPMATH_HD float atanhf(float x) {
  if (detail::unlikely(fp::abs_bits(x) >= 0x3f800000u)) return detail::hyperbolic::atanh_special(x);
  if (fp::abs_bits(x) < 0x39800000u) return x;  // |x| < 2^-12
  const float a = fp::abs(x);
  const bool near = a < detail::hyperbolic::kAtanhNearLimit;
  const fp::ff den = fp::fast_two_sum(1.0f, -a);
  const fp::ff num = near ? fp::ff{fp::add(a, a), 0.0f} : fp::fast_two_sum(1.0f, a);
  const float rcp = fp::div(1.0f, den.hi);
  const float q0 = fp::mul(num.hi, rcp);
  const float rem = fp::add(fp::fma(-q0, den.hi, num.hi), fp::fma(-q0, den.lo, num.lo));
  const fp::ff w = fp::fast_two_sum(q0, fp::mul(rem, rcp));
  return fp::copysign(fp::mul(0.5f, detail::hyperbolic::round_ln_ff(w, near, 0.0f)), x);
}

}  // namespace warpmath::detail::accurate
