// warpmath/log/log_kernels.hpp -- the accurate logarithm kernels, shared by the accurate logf,
// log2f, log10f, log1pf (accurate/log.hpp), log2p1f, log10p1f and other families: log(1 + f) on
// the reduced interval as an unrounded float-float, and the final combinations
// e*log_b(2) + log(1 + f)/ln(b) rounded once.  (The default tier's logf, log2f, log10f and log1pf
// are log_lean.hpp.)
//
// log1p_ff(f), SQRT_HALF - 1 <= f < 2*SQRT_HALF - 1 (reduce/log_reduce.hpp), |f| <= 0.4143:
//   log(1 + f) = f - f^2/2 + f^3*P(f), P of degree 9 from tools/sollya/log_log1p.sollya (relative
//   error of the whole polynomial 2^-32.5).  f^2 = s.hi + s.lo exactly (two_prod), and
//   f - s.hi/2 = head + head_lo exactly (Fast2Sum: s.hi/2 <= |f|).  The result is {head, tail},
//       tail = f*s.hi*P(f) + head_lo - s.lo/2,
//   |tail| <= 0.049*|log(1 + f)| (at f = 0.414: f^3*P(f) = 0.0169, log(1 + f) = 0.3466).  The
//   roundings in tail -- f*s.hi (two roundings of f^3), the Horner steps of P and the final FMA --
//   stay below ~4.3 * 2^-24 * |f^3*P(f)| <= 0.21 * 2^-24 * |log(1 + f)|, so
//       |head + tail - log(1 + f)| <= (0.21 * 2^-24 + 2^-32.5) * |log(1 + f)|
//   (measured: 2^-26.5 = 0.18 * 2^-24), and much less for small f, as the tail and its roundings
//   shrink with f^2 (measured: 2^-35.8 for |f| < 1/64).  No table: no gather in a warp.
//
// log1p_ff_corrected(f, d): log(1 + f + d) = log(1 + f) + d/(1 + f) + O(d^2) for the rounding error
//   d of 1 + x in the log1p family (|d| <= 2^-24, and only where |log1p(x)| >= 0.3466, so the
//   d^2/2 <= 2^-49 term is below 2^-47 of the result).  1/(1 + f) is a cubic from
//   tools/sollya/log_recip.sollya (relative error 2^-9.2): |d/(1 + f)| <= 2^-24, so the correction
//   is off by at most 2^-33.2, i.e. 2^-31.6 of the result (< 0.004 ulp).
//
// round_ln, round_log2, round_log10: e*log_b(2) + log(1 + f)/ln(b), rounded once.  e*log_b(2) is
//   E_HI*e + E_LO*e with E_HI of at most 16 significant bits (tools/sollya/constants.sollya),
//   so E_HI*e is exact for |e| <= 2^8 and is formed inside the FMAs of fp::fast_two_sum_fma.  For
//   log2 and log10 the kernel's float-float is first multiplied by 1/ln(b) as a float-float
//   (fp::ff_mul_unnormalised: the heads' product split exactly, the cross terms in FMAs).  The
//   Fast2Sum of E_HI*e and the head is exact because |e*log_b(2)| >= 2*|log_b(1 + f)| whenever e !=
//   0; the low parts are summed and added in the final rounding.  For e = 0 the result is the
//   (scaled) kernel value alone, with its relative accuracy near x = 1.  These steps add roundings
//   of at most 2^-24 of the low parts (each <= 0.07 of the result) and the constants' errors are
//   below 2^-41 relative.  So the worst case is |f| near 0.41 with |e| <= 1, about 0.2 ulp beyond
//   the final rounding (measured errors: docs/sweeps/logf.json, log2f.json, log10f.json); for |e|
//   >= 2 the kernel's error is small against the result: under 0.07 ulp beyond it.  f = 0 gives
//   zero low parts, so log2(2^k) = k and log(1) = +0 exactly.
//
// The special values (log_special, log1p_special): log_special.hpp.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "../reduce/log_reduce.hpp"
#include "log_special.hpp"

namespace warpmath::detail::log {

// log(1 + f) as {head, tail}, unrounded (see the file comment).
WARPMATH_HD fp::ff log1p_ff(float f) {
  // tools/sollya/log_log1p.sollya
  constexpr float P0 = 0x1.555554p-2f, P1 = -0x1.ffffd6p-3f, P2 = 0x1.999a82p-3f,
                  P3 = -0x1.55636ep-3f, P4 = 0x1.24830ap-3f, P5 = -0x1.fce0cap-4f,
                  P6 = 0x1.c528cp-4f, P7 = -0x1.bc3ccap-4f, P8 = 0x1.aebd3p-4f,
                  P9 = -0x1.db8074p-5f;
  const fp::ff s = fp::two_prod(f, f);
  // head.hi + head.lo = f - s.hi/2 exactly (s.hi/2 <= |f|, an exact product).
  const fp::ff head = fp::fast_two_sum_fma_small(f, s.hi, -0.5f);
  const float poly = fp::horner(f, P0, P1, P2, P3, P4, P5, P6, P7, P8, P9);
  return {head.hi, fp::fma(fp::mul(f, s.hi), poly, fp::fma(-0.5f, s.lo, head.lo))};
}

// log(1 + f + d) for the log1p family (see the file comment).
WARPMATH_HD fp::ff log1p_ff_corrected(float f, float d) {
  // tools/sollya/log_recip.sollya
  constexpr float R0 = 0x1.ff50c2p-1f, R1 = -0x1.02e65ap0f, R2 = 0x1.1a47ap0f, R3 = -0x1.c652ap-1f;
  const fp::ff l = log1p_ff(f);
  return {l.hi, fp::fma(d, fp::horner(f, R0, R1, R2, R3), l.lo)};
}

// e*ln(2) + l as a float-float (unnormalised: the low part is the sum of the rounding error of
// the high part and e*ln2_lo + l.lo).
WARPMATH_HD fp::ff ln_ff(float e, fp::ff l) {
  const fp::ff s = fp::fast_two_sum_fma(e, fp::kLn2Hi16, l.hi);
  return {s.hi, fp::add(s.lo, fp::fma(e, fp::kLn2Lo16, l.lo))};
}

// e*ln(2) + l, rounded once.
WARPMATH_HD float round_ln(float e, fp::ff l) {
  const fp::ff v = ln_ff(e, l);
  return fp::add(v.hi, v.lo);
}

// ln(a) for a > 0 finite, subnormals included: the unrounded form of logf. Contract: hi + lo is
// within 2^-26.5 relative of ln(a) (log1p_ff's error plus the reduction's), and the pair is NOT
// normalised -- for e = 0 the low part is log1p_ff's tail, up to about 5% of the value (|lo| <=
// 0.049 |ln a|), so callers must not assume |lo| <= ulp(hi)/2 (renormalise with fast_two_sum
// first where that matters).
WARPMATH_HD fp::ff log_ff_unnormalised_rel26(float a) {
  std::uint32_t ua = fp::as_uint(a);
  if (detail::reduce::is_positive_subnormal(ua)) ua = detail::reduce::normalise_subnormal(ua);
  const detail::reduce::log_reduced red = detail::reduce::reduce_log(ua);
  return ln_ff(red.e, log1p_ff(red.f));
}

// e + l/ln(2), rounded once.
WARPMATH_HD float round_log2(float e, fp::ff l) {
  const fp::ff v = fp::ff_mul_unnormalised(l, fp::kLog2EHi, fp::kLog2ELo);
  const fp::ff s = fp::fast_two_sum(e, v.hi);
  return fp::add(s.hi, fp::add(s.lo, v.lo));
}

// e*log10(2) + l/ln(10), rounded once.
WARPMATH_HD float round_log10(float e, fp::ff l) {
  const fp::ff v = fp::ff_mul_unnormalised(l, fp::kLog10EHi, fp::kLog10ELo);
  const fp::ff s = fp::fast_two_sum_fma(e, fp::kLog10Of2Hi16, v.hi);
  return fp::add(s.hi, fp::add(s.lo, fp::fma(e, fp::kLog10Of2Lo16, v.lo)));
}

// The arguments the log1p family does not reduce: |x| below the tiny limit (given as the bits of a
// positive float), x <= -1, +-inf and NaN.  One test on the common path.
WARPMATH_HD bool log1p_arg_is_unusual(float x, std::uint32_t tiny_limit_bits) {
  const std::uint32_t ux = fp::as_uint(x);
  return fp::abs_bits(x) - tiny_limit_bits >= fp::kInfBits - tiny_limit_bits || ux >= 0xbf800000u;
}

// C*log(1 + x) rounded once for |x| < 2^-40 (log2p1f, log10p1f), C = c_hi + c_lo with
// 1/4 <= c_hi < 2.  There log(1 + x) = x*(1 - x/2 + x^2/3 - ...) and x^2/3 is below 2^-81.
//  * normal results: X = |x|*2^64 is exact and normal, fma(X, c_hi, X*c_lo - X*c_hi*x/2) is within
//    2^-47 relative of C*X*(1 - x/2), and the scaling back by 2^-64 is exact: one rounding.
//  * subnormal results (|C*x| < 2^-126, x/2 irrelevant): the result is k*2^-149 with k the integer
//    nearest n*C, n = |x|*2^149 (an integer-valued float below 2^25).  k = RN(n*c_hi) comes from
//    one FMA against 2^23 (exact sum rounded once onto the integer grid of [2^23, 2^24)), the
//    remainder n*c_hi - k is exact (a multiple of 2^-25 of magnitude <= 1/2), and with n*c_lo
//    added it decides whether k moves by one: a single rounding of C*n, not two.
WARPMATH_HD float scaled_log1p_tiny(float x, float c_hi, float c_lo) {
  const float big = fp::mul(fp::abs(x), 0x1p64f);
  const float lo = fp::fma(big, c_lo, fp::mul(fp::mul(big, c_hi), fp::mul(-0.5f, x)));
  const float y = fp::mul(fp::fma(big, c_hi, lo), 0x1p-64f);
  if (fp::abs_bits(y) >= 0x00800000u) return fp::copysign(y, x);
  const float n = fp::mul(big, 0x1p85f);  // |x| * 2^149
  const float k = fp::sub(fp::fma(n, c_hi, 0x1p23f), 0x1p23f);
  const float rem = fp::add(fp::fma(n, c_hi, -k), fp::mul(n, c_lo));
  const float k_rounded = rem > 0.5f ? fp::add(k, 1.0f) : (rem < -0.5f ? fp::sub(k, 1.0f) : k);
  const std::uint32_t bits = static_cast<std::uint32_t>(static_cast<std::int32_t>(k_rounded));
  return fp::as_float(bits | (fp::as_uint(x) & fp::kSignMask));
}

}  // namespace warpmath::detail::log
