// warpmath/pow/pow_log2.hpp -- log2(x) and log2(1 + x) as float-floats good to 2^-44 relative,
// the first half of x^y = 2^(y log2 x) for powf, powrf, pownf, rootnf and compoundnf.
//
// Why so accurate: the result is 2^z with z = y*log2(x), and an absolute error dz in z is a
// relative error dz*ln2 in the result.  Results are finite and nonzero only for |z| < 151, so a
// relative error eps in log2(x) gives |dz| <= 151*eps; eps = 2^-44 keeps that at 2^-36.8.  The
// logarithms of the log family (log/log_kernels.hpp, 2^-26.5) are far from enough.
//
// Reduction (log2_ff_rel44): x = 2^e * z with the bit pattern of z in [OFF, OFF + 2^23), OFF =
// 0x3f348000, z in [0.70508, 1.41016): integer work on the bits as in reduce/log_reduce.hpp; a
// subnormal x comes as normalise_subnormal's bits (-149 <= e <= 128).  Bits 22..16 of
// bits(x) - OFF index the table (pow/pow_log2_table.hpp): C ~ 1/z, T = -log2(C) = T_HI + T_LO, and
//     r = z*C - 1,  exact in one FMA (the table's C keep it a float),  |r| <= 0.00528 = 2^-7.56,
//     log2(x) = e + T + log(1 + r)/ln2.
// The entry of 1.0, z in [1 - 2^-9, 1 + 2^-8), has C = 1, T = 0, r = z - 1: near x = 1 the value
// is log(1 + r)/ln2 alone, with its relative accuracy.  Elsewhere |log2(x)| >= 2^-8.5.
//
// log1p_of_reduced(r): log(1 + r) = r - r^2/2 + r^3/3 + r^4*(Q0 + Q1 r + Q2 r^2), Q from
// tools/sollya/pow_log2.sollya (relative error of the whole polynomial 2^-51.4).  The first three
// terms are float-floats: r^2 = sq (two_prod), r - sq.hi/2 = head + head_lo exactly (Fast2Sum
// with the halving inside the FMAs), r^3/3 = (r*sq.hi)*(THIRD_HI + THIRD_LO) with r*sq.hi split
// exactly; what is rounded are terms below 2^-24 r^3 and r^4/4 (< 2^-32.3), each to 2^-24 of
// itself, and the tail sum (< 2^-23 |r|) to 2^-24 of itself: about 2^-46 relative in all.
// The product by 1/ln2 (fp::ff_mul_unnormalised, 2^-47) and the sums with T (two_sum: T and the
// polynomial part can partly cancel, by at most a factor 3 since |log2(x)| >= 2^-8.5 where T != 0)
// and with e (fast_two_sum: |T + ...| < 0.52 < |e| or e = 0) add roundings of the low parts
// only.  The result is renormalised (|lo| <= ulp(hi)/2).  Measured on every significand of two
// binades, e = 0 (the worst: no e to dwarf the error) and e = -1: 2^-46.0 relative.
// log2(2^k) = k exactly (r = 0, C = 1: every low part is zero).
//
// log2_1p_ff(x), x > -1 (compoundnf): for -2^-9 <= x < 2^-8, r = x itself in the entry of 1.0
// (exact, with full relative accuracy for tiny x).  Otherwise 1 + x = u.hi + u.lo (TwoSum), u.hi is
// reduced as above and its rounding error enters as d = u.lo * 2^-e (exact; 0 for e >= 127, where
// it is below 2^-127 against a result above 126): 1 + x = 2^e z (1 + r + d C).  d*C is split
// exactly (two_prod) and r + d*C = r_hi + r_lo exactly (TwoSum), |r_lo| <= 2^-31.5, and
//     log(1 + r_hi + r_lo) = log(1 + r_hi) + r_lo (1 - r_hi + r_hi^2) + O(r_lo r_hi^3, r_lo^2),
// the dropped terms below 2^-54, against |log(1 + x)| >= 2^-9 there.  Measured (|x| >= 2^-100,
// 2^21 samples over every binade): 2^-45.8 relative.  Below, log2(1 + x) is subnormal or nearly so
// and only its absolute error (2^-149) matters: |n| < 2^63 keeps z within 2^-86.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "../log/log_kernels.hpp"
#include "pow_log2_table.hpp"

namespace warpmath::detail::power {

// log(1 + r) for |r| <= 0.0053 as {head, tail}, unrounded (see the file comment).
WARPMATH_HD fp::ff log1p_of_reduced(float r) {
  // tools/sollya/pow_log2.sollya
  constexpr float kThirdHi = 0x1.555556p-2f, kThirdLo = -0x1.555556p-27f;
  constexpr float Q0 = -0x1p-2f, Q1 = 0x1.999b78p-3f, Q2 = -0x1.5556fp-3f;
  const fp::ff sq = fp::two_prod(r, r);
  const float head = fp::fma(sq.hi, -0.5f, r);
  const float head_lo = fp::fma(sq.hi, -0.5f, fp::sub(r, head));  // exact
  const fp::ff cube = fp::two_prod(r, sq.hi);                     // r^3 = cube + r*sq.lo
  const fp::ff third = fp::two_prod(cube.hi, kThirdHi);
  const float third_lo =
      fp::fma(cube.hi, kThirdLo, fp::fma(fp::fma(r, sq.lo, cube.lo), kThirdHi, third.lo));
  const float quartic = fp::mul(fp::mul(sq.hi, sq.hi), fp::horner(r, Q0, Q1, Q2));
  const fp::ff s = fp::fast_two_sum(head, third.hi);
  const float small = fp::add(third_lo, quartic);
  return {s.hi, fp::add(fp::add(fp::fma(sq.lo, -0.5f, head_lo), s.lo), small)};
}

namespace log2_detail {
struct split {
  float e;
  float z;
  log2_table_entry entry;
};

// x = 2^e * z from the bits of a positive normal x (or normalise_subnormal's bits).
WARPMATH_HD split split_for_log2(std::uint32_t ux) {
  const std::uint32_t t = ux - kLog2TableOffsetBits;
  const float z = fp::as_float(ux - (t & 0xff800000u));
  const std::int32_t e = static_cast<std::int32_t>(t) >> 23;
  return {static_cast<float>(e), z,
          log2_table((t >> kLog2TableShift) & ((1u << kLog2TableBits) - 1u))};
}

// e + T + l/ln2, renormalised.
WARPMATH_HD fp::ff combine(float e, const log2_table_entry& entry, fp::ff l) {
  const fp::ff l2 = fp::ff_mul_unnormalised(l, fp::kLog2EHi, fp::kLog2ELo);
  const fp::ff m = fp::two_sum(entry.t_hi, l2.hi);
  const fp::ff n = fp::fast_two_sum(e, m.hi);
  const float lo = fp::add(n.lo, fp::add(m.lo, fp::add(entry.t_lo, l2.lo)));
  return fp::fast_two_sum(n.hi, lo);
}
}  // namespace log2_detail

// log2(x) for the bits of a positive normal x, or normalise_subnormal's bits of a subnormal one.
// Contract: hi + lo within 2^-44 relative of log2(x) (2^-46.0 derived above), normalised.
WARPMATH_HD fp::ff log2_ff_rel44(std::uint32_t ux) {
  const log2_detail::split s = log2_detail::split_for_log2(ux);
  const float r = fp::fma(s.z, s.entry.c, -1.0f);  // exact
  return log2_detail::combine(s.e, s.entry, log1p_of_reduced(r));
}

// log2(1 + x) for finite x > -1.
WARPMATH_HD fp::ff log2_1p_ff(float x) {
  const bool near_zero = x >= -0x1p-9f && x < 0x1p-8f;
  const fp::ff u = fp::two_sum(1.0f, x);
  const log2_detail::split s =
      log2_detail::split_for_log2(near_zero ? 0x3f800000u : fp::as_uint(u.hi));
  const std::int32_t scale_bits = 0x3f800000 - static_cast<std::int32_t>(s.e) * 0x800000;  // 2^-e
  const float d = near_zero ? 0.0f
                            : fp::mul(u.lo, fp::as_float(static_cast<std::uint32_t>(
                                                scale_bits > 0 ? scale_bits : 0)));
  const float r0 = near_zero ? x : fp::fma(s.z, s.entry.c, -1.0f);  // exact
  const fp::ff dc = fp::two_prod(d, s.entry.c);
  const fp::ff r = fp::two_sum(r0, dc.hi);
  const float r_lo = fp::add(r.lo, dc.lo);
  const fp::ff l = log1p_of_reduced(r.hi);
  const float correction = fp::mul(r_lo, fp::horner(r.hi, 1.0f, -1.0f, 1.0f));
  return log2_detail::combine(s.e, s.entry, {l.hi, fp::add(l.lo, correction)});
}

}  // namespace warpmath::detail::power
