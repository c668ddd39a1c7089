// warpmath/pow/pow_kernels.hpp -- what powf, powrf, pownf, rootnf and compoundnf share: the
// exponent z = y*log2(x) (or n*log2(x), log2(x)/n, n*log2(1 + x)) as a float-float, 2^z rounded
// once with overflow and underflow where the exact result has them, and the parity of y.
//
// z as a float-float (times_log, times_log_integer, divide_log_by_integer): L = log2(x) is a
// normalised float-float within 2^-44 relative (pow/pow_log2.hpp).  y*L.hi is split exactly
// (two_prod) and y*L.lo joins its low part: |z.lo| <= ulp(z.hi)/2 + 2^-24 |z| (2^-15.9 for |z| <=
// 152).  The product's roundings are below 2^-47 |z|.  Where y*L.hi overflows z.hi is +-inf and
// z.lo is not used.
//  * A long long n is n_hi + n_lo with n_hi its top 24 bits and n_lo < 2^-23 n_hi, both exact
//    floats while |n| < 2^48; beyond that n_lo keeps its own top 24 bits, so n_hi + n_lo is within
//    2^-47 |n| (compoundn: log2(1 + x) can be 2^-149, and n*L still near 1).  Renormalised by
//    Fast2Sum.
//  * L/n: q = RN(L.hi/n) and the remainder L.hi - q*n is exact (FMA), so z = q + (rem + L.lo)/n
//    within 2^-47 |z|.  A |n| > 2^24 keeps its top 24 bits (relative error 2^-23), harmless:
//    there |z| <= 149 * 2^-24 and the absolute error is below 2^-40.
//
// exp2_round(z): RN(2^(z.hi + z.lo)).  k = rint(128 z.hi) (FMA against 1.5*2^23, as in
// reduce/exp_reduce.hpp), t = z.hi - k/128 exact (|t| <= 2^-8 on the grid of min(ulp(z.hi),
// 2^-7)), t + z.lo = w exactly (TwoSum), |w| <= 2^-8 + 2^-15.9, and r = w*ln2 as a float-float
// (|r.hi| <= 0.002719 < 0.00273, the interval of tools/sollya/exp_poly.sollya; error 2^-47).
// Then 2^z = 2^m 2^(j/128) e^r, k = 128 m + j, by detail::exp::exp_ff (exp/exp_kernels.hpp:
// 2^-37.8 relative).  With the 2^-36.8 of z, the value before the one final rounding is within
// 2^-36.2 relative, so the error is below 0.5 + 2^-12 ulp.
// Normal results (|z.hi| <= 125) are rounded and scaled exactly; beyond: z.hi >= 129 -> +inf
// (z > 128.99), z.hi <= -152 -> +0 (2^z < 2^-151.9).  In between, m = k >> 7 lies in [-152, 129]:
// for m <= -126 detail::exp::scale_round rounds once onto the subnormal grid; for m >= -125 the
// rounded v (>= 0.997) times 2^m is exact or overflows exactly when the rounded value does (two
// steps, 2^(m-2) * 4, for m > 0: scale_round stops at m = 128, and m = 129 occurs here).
#pragma once
#include <cstdint>

#include "../exp/exp_kernels.hpp"
#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../reduce/exp_reduce.hpp"
#include "../reduce/log_reduce.hpp"
#include "pow_log2.hpp"

namespace warpmath::detail::power {

constexpr std::uint32_t kNormalResultLimitBits = 0x42fa0000u;  // 125
constexpr float kOverflowZ = 129.0f;                           // z.hi >= 129: +inf
constexpr float kUnderflowZ = -152.0f;                         // z.hi <= -152: +0

// y * L as {hi, lo} (see the file comment).
WARPMATH_HD fp::ff times_log(float y, fp::ff l) {
  const fp::ff p = fp::two_prod(y, l.hi);
  return {p.hi, fp::fma(y, l.lo, p.lo)};
}

namespace kernels_detail {
struct integer_split {
  float hi;  // n's top 24 bits, with n's sign
  float lo;  // the rest, exact while |n| < 2^48, else within 2^-47 |n|
};

WARPMATH_HD integer_split split_integer(long long n) {
  const std::uint64_t mag =
      n < 0 ? 0u - static_cast<std::uint64_t>(n) : static_cast<std::uint64_t>(n);
  if (mag < (1u << 24)) {
    const float v = static_cast<float>(static_cast<std::uint32_t>(mag));  // exact
    return {n < 0 ? -v : v, 0.0f};
  }
  const int shift = 40 - fp::clz64(mag);  // bit length - 24, 1..40
  const std::uint64_t top = mag >> shift;
  const std::uint64_t rest = mag - (top << shift);
  const float hi = fp::mul(static_cast<float>(static_cast<std::uint32_t>(top)), fp::exp2i(shift));
  // rest < 2^shift: its top 24 bits, exact unless shift > 24 (|n| >= 2^48), then within 2^-47 |n|.
  const int rest_shift = shift > 24 ? shift - 24 : 0;
  const float lo = fp::mul(static_cast<float>(static_cast<std::uint32_t>(rest >> rest_shift)),
                           fp::exp2i(rest_shift));
  return {n < 0 ? -hi : hi, n < 0 ? -lo : lo};
}
}  // namespace kernels_detail

// n * L as a normalised {hi, lo}.
WARPMATH_HD fp::ff times_log_integer(long long n, fp::ff l) {
  const kernels_detail::integer_split s = kernels_detail::split_integer(n);
  const fp::ff p = fp::two_prod(s.hi, l.hi);
  return fp::fast_two_sum(p.hi, fp::fma(s.lo, l.hi, fp::fma(s.hi, l.lo, p.lo)));
}

// L / n for n != 0 (see the file comment).
WARPMATH_HD fp::ff divide_log_by_integer(fp::ff l, long long n) {
  const float d = kernels_detail::split_integer(n).hi;
  const float q = fp::div(l.hi, d);
  const float rem = fp::fma(-q, d, l.hi);  // exact
  return {q, fp::div(fp::add(rem, l.lo), d)};
}

// exp2_round's results that overflow, underflow or are not normal (|z.hi| beyond
// kNormalResultLimitBits), out of line: v = T e^r and k from its reduction.
WARPMATH_COLD_HD float exp2_round_extreme(float z_hi, fp::ff v, std::int32_t k) {
  if (z_hi >= kOverflowZ) return fp::as_float(fp::kInfBits);
  if (z_hi <= kUnderflowZ) return 0.0f;
  const std::int32_t m = detail::exp::m_of_k(k);  // -152 <= m <= 129
  if (m < -125) return detail::exp::scale_round(v, m);
  const float rounded = fp::add(v.hi, v.lo);
  return m > 0 ? fp::mul(fp::mul(rounded, fp::exp2i(m - 2)), 4.0f) : fp::mul(rounded, fp::exp2i(m));
}

// RN(2^(z.hi + z.lo)), z.hi not NaN (see the file comment).
WARPMATH_HD float exp2_round(fp::ff z) {
  const float shifted = fp::fma(z.hi, 128.0f, fp::kRoundingShift);
  const float k = fp::sub(shifted, fp::kRoundingShift);
  const float t = fp::fma(k, -0x1p-7f, z.hi);  // exact
  const fp::ff w = fp::two_sum(t, z.lo);
  const fp::ff r = fp::ff_mul_unnormalised(w, fp::kLn2Hi, fp::kLn2Lo);
  const detail::reduce::exp_reduced red{r.hi, r.lo, detail::reduce::exp_k_from_shifted(shifted)};
  const fp::ff v = detail::exp::exp_ff(red);
  if (detail::unlikely(fp::abs_bits(z.hi) > kNormalResultLimitBits)) {
    return exp2_round_extreme(z.hi, v, red.k);
  }
  return fp::mul(fp::add(v.hi, v.lo), detail::exp::exp2_of_k(red.k));
}

// The kind of a finite y: not an integer, an even integer (zero included), an odd integer.
enum class integer_kind { not_integer, even, odd };

WARPMATH_HD integer_kind classify_integer(std::uint32_t uy) {
  const std::uint32_t ay = uy & fp::kAbsMask;
  const int exponent = static_cast<int>(ay >> 23) - 127;
  if (exponent < 0) return ay == 0u ? integer_kind::even : integer_kind::not_integer;
  if (exponent >= 24) return integer_kind::even;  // every float from 2^24 on is even
  const int fraction_bits = 23 - exponent;        // 0..23
  const std::uint32_t significand = (ay & 0x007fffffu) | 0x00800000u;
  if ((significand & ((1u << fraction_bits) - 1u)) != 0u) return integer_kind::not_integer;
  return ((significand >> fraction_bits) & 1u) != 0u ? integer_kind::odd : integer_kind::even;
}

// x^y for x = +-0 or +-inf and y != 0 (pow, pown, rootn tables of Annex F): +0 or +inf, as |x|^y
// tends to, with the sign of x when `odd` (y an odd integer).
WARPMATH_HD float zero_or_inf_power(std::uint32_t ux, bool y_negative, bool odd) {
  const bool x_infinite = (ux & fp::kAbsMask) == fp::kInfBits;
  const float magnitude = x_infinite != y_negative ? fp::as_float(fp::kInfBits) : 0.0f;
  return fp::as_float(fp::as_uint(magnitude) | (odd ? ux & fp::kSignMask : 0u));
}

// +inf or +0: the limit of |x|^(+-inf) for |x| != 1 (y_negative: y = -inf).
WARPMATH_HD float infinite_power(std::uint32_t ax, bool y_negative) {
  return (ax < 0x3f800000u) == y_negative ? fp::as_float(fp::kInfBits) : 0.0f;
}

WARPMATH_HD float quiet_nan() { return fp::as_float(0x7fc00000u); }

// Moved from pow/powf.hpp.
// False exactly for x positive, normal and finite with y finite and nonzero: the pairs powf and
// powrf send straight to the common path.
WARPMATH_HD bool pow_args_are_unusual(std::uint32_t ux, std::uint32_t uy) {
  return detail::reduce::log_arg_is_unusual(ux) || (uy << 1) - 1u >= 0xfeffffffu;
}

struct prepared {
  bool done;  // `value` is the result
  float value;
  std::uint32_t log_bits;  // bits for log2_ff_rel44 (|x|, a subnormal one normalised)
  bool negative;           // the result takes a minus sign
};

// The unusual pairs of powf: the special values, or |x| and the sign for the common path.
WARPMATH_COLD_HD prepared pow_prepare(float x, float y) {
  const std::uint32_t ux = fp::as_uint(x), uy = fp::as_uint(y);
  const std::uint32_t ax = ux & fp::kAbsMask, ay = uy & fp::kAbsMask;
  // pow(x, +-0) = pow(1, y) = 1 even for a quiet NaN, but a signalling one gives a quiet NaN.
  if (ay == 0u || ux == 0x3f800000u) {
    const bool signalling = fp::is_signalling_nan(x) || fp::is_signalling_nan(y);
    return {true, signalling ? fp::add(x, y) : 1.0f, 0u, false};
  }
  if (ax > fp::kInfBits || ay > fp::kInfBits) return {true, fp::add(x, y), 0u, false};
  const bool y_negative = uy > fp::kSignMask;
  if (ay == fp::kInfBits) {
    return {true, ax == 0x3f800000u ? 1.0f : infinite_power(ax, y_negative), 0u, false};
  }
  const integer_kind kind = classify_integer(uy);
  const bool odd = (ux & fp::kSignMask) != 0u && kind == integer_kind::odd;  // -0 included
  if (ax == 0u || ax == fp::kInfBits)
    return {true, zero_or_inf_power(ux, y_negative, odd), 0u, false};
  if (ux > fp::kSignMask && kind == integer_kind::not_integer)
    return {true, quiet_nan(), 0u, false};
  return {false, 0.0f,
          detail::reduce::is_positive_subnormal(ax) ? detail::reduce::normalise_subnormal(ax) : ax,
          odd};
}

// What powf and fast::powf share: true, with the result in *value, for the special cases of
// pow_prepare; otherwise false, with z = y log2|x| as a float-float and whether the result takes a
// minus sign.
WARPMATH_HD bool pow_special_or_exponent(float x, float y, float* value, fp::ff* z,
                                         bool* negative) {
  std::uint32_t log_bits = fp::as_uint(x);
  *negative = false;
  if (detail::unlikely(pow_args_are_unusual(log_bits, fp::as_uint(y)))) {
    const prepared p = pow_prepare(x, y);
    if (p.done) {
      *value = p.value;
      return true;
    }
    log_bits = p.log_bits;
    *negative = p.negative;
  }
  *z = times_log(y, log2_ff_rel44(log_bits));
  return false;
}

// Moved from pow/powrf.hpp.
// The unusual pairs of powrf (see powf.hpp's pow_args_are_unusual): the special values, or the
// bits of a subnormal x normalised for the common path.
WARPMATH_COLD_HD prepared powr_prepare(float x, float y) {
  const std::uint32_t ux = fp::as_uint(x), uy = fp::as_uint(y);
  const std::uint32_t ax = ux & fp::kAbsMask, ay = uy & fp::kAbsMask;
  const float inf = fp::as_float(fp::kInfBits);
  if (ax > fp::kInfBits || ay > fp::kInfBits || ux > fp::kSignMask) {
    return {true, ax > fp::kInfBits || ay > fp::kInfBits ? fp::add(x, y) : quiet_nan(), 0u, false};
  }
  const bool y_negative = uy > fp::kSignMask;
  if (ax == 0u || ax == fp::kInfBits) {  // 0 or +inf
    if (ay == 0u) return {true, quiet_nan(), 0u, false};
    return {true, (ax == 0u) == y_negative ? inf : 0.0f, 0u, false};
  }
  if (ux == 0x3f800000u) return {true, ay == fp::kInfBits ? quiet_nan() : 1.0f, 0u, false};
  if (ay == 0u) return {true, 1.0f, 0u, false};
  if (ay == fp::kInfBits) return {true, infinite_power(ax, y_negative), 0u, false};
  return {false, 0.0f,
          detail::reduce::is_positive_subnormal(ax) ? detail::reduce::normalise_subnormal(ax) : ax,
          false};
}

}  // namespace warpmath::detail::power
