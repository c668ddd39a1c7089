// warpmath/log/log_lean.hpp -- the default tier's logf, log2f, log10f and log1pf: faithful
// (< 1 ulp) at CUDA's cost.  (The near-correctly-rounded bodies they replace: accurate/log.hpp.)
//
// Reduction (reduce/log_reduce.hpp, reduce_log_at_scaled): x = 2^e * m, m in [c, 2c), with integer
// operations on the bits; f = m - 1 is exact (Sterbenz) and e comes times 2^23, so that it only
// multiplies constants that carry the 2^-23.  The split c is chosen per base (below): moving it
// trades the polynomial's interval against the cancellation between e*log_b(2) and log_b(m) at
// e = +-1, where the result is smallest against the pieces it is summed from.  Subnormal x leave
// the hot path with the other rare inputs (one unsigned range test) and come back as
// normalise_subnormal's bits; nothing on any path is subnormal, so -ftz=true changes no bit.
// The polynomials and constants: tools/sollya/log_lean.sollya.
//
// logf, c = 11/16 (f in [-5/16, 3/8)):  log x = e*LN2 + f + f*(f*q(f)), q of degree 9 (f + f^2 q
//   within 2^-29.5 relative of log(1 + f)).  LN2 = RN(ln 2) has its last bit at 2^-24 and f is a
//   multiple of 2^-24, so hi + h_lo = e*LN2 + f holds exactly by Fast2Sum with the product inside
//   the FMAs (fp::fast_two_sum_fma: hi - e*LN2 = f + the rounding error of hi is a multiple of
//   2^-24 below 1/2, a float).  lo = f*(f*q) + h_lo, result RN(hi + lo).  LN2's own error (2^-29.0
//   per unit of e) is left out: at most 0.064 ulp, at e = 1 near x = 11/8 where |log x| >= 0.318.
//   The roundings of q's last step, f*q and lo are each 2^-24 relative of values below
//   |lo| <= 0.063: at most 0.24 ulp of the result, again where e = 1 and x is near 11/8.  About
//   0.82 ulp in all.  Near x = 1 (e = 0) hi = f and |lo| ~ f^2/2: the relative error vanishes.
//
// log2f, c = 43/64 (f in [-21/64, 11/32)):  log2 x = e + f*INV_LN2 + f*(B0 + B1 f + f^2 p(f)),
//   INV_LN2 = RN(1/ln 2), B0 = RN(1/ln 2 - INV_LN2), p of degree 8 (within 2^-29.6 relative of
//   log2(1 + f); B0 is fixed, so the error vanishes with f).  hi = RN(e + f*INV_LN2); e - hi is
//   exact (Sterbenz: |f*INV_LN2| <= 0.496 <= |e|/2 for e != 0 -- this caps c at 0.6733 -- and -hi
//   for e = 0), so one more FMA gives the rounding error h_lo = e + f*INV_LN2 - hi to 2^-24 of
//   itself (sum_with_product).  lo = f*(...) + h_lo; B1 f is exact inside its FMA, and the
//   roundings of f^2, of the inner sums and of lo, each 2^-24 relative of values below
//   |lo| <= 0.11, cost at most ~0.35 ulp, at e = 1 near x = 43/32 (result 0.43).
//
// log10f, c = 43/64:  log10 x = e*LOG10_2 + f*INV_LN10 + f*(D0 + f*d(f)), d of degree 8 (within
//   2^-27.6 relative of log10(1 + f), D0 free: near x = 1 the relative error stays below 2^-27.7,
//   0.07 ulp).  LOG10_2 = HI16 + LO16 with e*HI16 exact (16 bits, |e| <= 149).
//   hi = RN(e*HI16 + f*INV_LN10) and e*HI16 - hi is exact: Sterbenz for |e| >= 2; for e = +-1
//   |hi| >= 0.15, so hi is a multiple of 2^-26, e*HI16 of 2^-17, and their difference is below
//   1/4; for e = 0 it is -hi.  Then as in log2f, lo = f*(D0 + f*d) + (e*LO16 + h_lo).  The
//   roundings of d's last step (times f^2), of D0 + f*d (times f) and of lo, with the
//   polynomial's error, cost at most ~0.45 ulp where |log10 x| sits just below a power of two and
//   is small against |lo| (e = 0 near x = 0.75: 1/8; e = 1 near x = 1.33).
//
// log1pf (split and polynomial of logf):  u = RN(1 + x) picks e, and 1 + x = 2^e * (1 + f + d)
//   with a = x*2^-e exact (bits), b = 1 - 2^-e exact for e <= 24 (beyond, b = 1 and the 2^-e lost
//   is below 2^-25 against a result above 17), f = RN(a - b) and d its error (Fast2Sum,
//   reduce_log1p_at_scaled).  Since u is rounded, f may fall up to 2^-24 outside [-5/16, 3/8]; the
//   fit's error moves by far less than 2^-40 there.  a - b is exact (Sterbenz) except for e = 1
//   and x < 1/2, where a = x/2 < 1/4 < b = 1/2: there |d| <= 2^-26 and f is in [-5/16, -1/4], and
//   d/(1 + f) joins the low part as d*RECIP, RECIP within 0.061 of 1/(1 + f) (<= 2^-30, 0.03 ulp
//   of a result above 0.318).  Then logf's evaluation: for e != 0, f is a multiple of 2^-25
//   (x*2^-e and 1 - 2^-e are), so hi - e*LN2 is still a float and the Fast2Sum exact; for e = 0,
//   f = x exactly, so results keep their relative accuracy near x = 0.  About 0.85 ulp in all.
//   Rare (one test on the bits of u): u = 1, i.e. -2^-25 <= x <= 2^-24, gives x (x^2/2 is below
//   half an ulp of x; zeros keep their sign, subnormals are exact); u >= 2^126 * 11/8 gives logf's
//   evaluation of x (log1p(x) = log(x) + log1p(1/x), 1/x < 2^-126 far below an ulp of log(x) > 87),
//   which keeps 2^-e normal on the hot path; and u <= 0, inf, NaN give log1p_special.
//
// Measured over all 2^32 inputs: logf 0.795 ulp (at 0x1.606fbap+0), log2f 0.848 (0x1.59b5dp+0),
// log10f 0.896 (0x1.801d04p-1), log1pf 0.842 (0x1.8293fep-2): docs/sweeps/logf.json, log2f.json,
// log10f.json, log1pf.json.  Issued instructions per warp on sm_90 (sassemu, usual inputs): 40,
// 42, 41, 47 (CUDA's logf, log2f, log10f, log1pf: 40, 42, 41, 45).
//
// Special values (C23 Annex F.10.3, log_special.hpp): log_b(+-0) = -inf, log_b(x < 0) = NaN (also
// -inf), log_b(+inf) = +inf, log_b(NaN) = NaN; log_b(1) = +0 (f = 0 and e = 0 make every term +0);
// log2(2^k) = k exactly (f = 0: hi = e, every low term 0); log10(10^k) = k for k = 0..10
// (checked: tests/unit/test_log.cpp).  log1p(+-0) = +-0, log1p(-1) = -inf, log1p(x < -1) = NaN
// (also -inf), log1p(+inf) = +inf, log1p(NaN) = NaN.
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

enum class base { e, two, ten };

// The splits c of the reductions (bits of c): 11/16 for logf, 43/64 for log2f and log10f.
constexpr std::uint32_t kSplitLn = 0x3f300000u, kSplitLog2 = 0x3f2c0000u, kSplitLog10 = 0x3f2c0000u;

// log1pf's hot path takes u = RN(1 + x) below 2^126 * 2c (c = 11/16): there e <= 126.
constexpr std::uint32_t kLog1pHugeBits = 0x7eb00000u;  // 2^126 * 11/8

// {hi, lo}: hi = RN(a + f*b), lo = the rounding error a + f*b - hi, rounded once.  a - hi must be
// exact (the callers say why).
WARPMATH_HD fp::ff sum_with_product(float a, float f, float b) {
  const float hi = fp::fma(f, b, a);
  return {hi, fp::fma(f, b, fp::sub(a, hi))};
}

// e*ln(2) + log(1 + f) (+ d/(1 + f) with kCorrected, as d*recip: log1pf, and the inverse hyperbolic
// functions' log of a float-float), e given times 2^23, f from the split at 11/16 (see the file
// comment), as the unrounded sum hi + lo (|lo| <= 0.2 |hi|) whose rounding RN(hi + lo) is
// ln_of_reduced.
// ~1/(1 + f) where log1pf's d != 0 (f in [-5/16, -1/4]); other callers pass their own.
constexpr float kLog1pRecip = 0x1.64d936p0f;

template <bool kCorrected>
WARPMATH_HD fp::ff ln_of_reduced_ff(float e_scaled, float f, float d, float recip = kLog1pRecip) {
  // tools/sollya/log_lean.sollya
  constexpr float Q0 = -0x1p-1f, Q1 = 0x1.55555p-2f, Q2 = -0x1.ffff96p-3f, Q3 = 0x1.999f1ap-3f,
                  Q4 = -0x1.557ad6p-3f, Q5 = 0x1.23dae2p-3f, Q6 = -0x1.f793bp-4f,
                  Q7 = 0x1.d66122p-4f, Q8 = -0x1.f8ceaap-4f, Q9 = 0x1.6524b8p-4f;
  constexpr float kLn2Scaled = 0x1.62e43p-24f;  // RN(ln(2)) * 2^-23
  const fp::ff h = fp::fast_two_sum_fma(e_scaled, kLn2Scaled, f);
  const float p = fp::mul(f, fp::horner(f, Q0, Q1, Q2, Q3, Q4, Q5, Q6, Q7, Q8, Q9));
  float lo = h.lo;
  if constexpr (kCorrected) lo = fp::fma(d, recip, lo);
  return {h.hi, fp::fma(f, p, lo)};
}

template <bool kCorrected>
WARPMATH_HD float ln_of_reduced(float e_scaled, float f, float d, float recip = kLog1pRecip) {
  const fp::ff l = ln_of_reduced_ff<kCorrected>(e_scaled, f, d, recip);
  return fp::add(l.hi, l.lo);
}

// log_b(x) for the bits ux of a positive normal x, or normalise_subnormal's bits of a subnormal
// one (see the file comment).
template <base kBase>
WARPMATH_HD float log_lean_core(std::uint32_t ux) {
  if constexpr (kBase == base::e) {
    const reduce::log_reduced_scaled r = reduce::reduce_log_at_scaled<kSplitLn>(ux);
    return ln_of_reduced<false>(r.e_scaled, r.f, 0.0f);
  } else if constexpr (kBase == base::two) {
    // tools/sollya/log_lean.sollya
    constexpr float B0 = 0x1.4ae0cp-26f, B1 = -0x1.715478p-1f, B2 = 0x1.ec709ep-2f,
                    B3 = -0x1.7152ap-2f, B4 = 0x1.27763ap-2f, B5 = -0x1.ed116ap-3f,
                    B6 = 0x1.a662d6p-3f, B7 = -0x1.65b404p-3f, B8 = 0x1.410cc6p-3f,
                    B9 = -0x1.8536e4p-3f, B10 = 0x1.54b128p-3f;
    const reduce::log_reduced_scaled r = reduce::reduce_log_at_scaled<kSplitLog2>(ux);
    const float f = r.f;
    const fp::ff h = sum_with_product(fp::mul(r.e_scaled, 0x1p-23f), f, fp::kLog2EHi);
    const float s = fp::mul(f, f);
    const float p =
        fp::fma(f, B1, fp::fma(s, fp::horner(f, B2, B3, B4, B5, B6, B7, B8, B9, B10), B0));
    return fp::add(h.hi, fp::fma(f, p, h.lo));
  } else {
    // tools/sollya/log_lean.sollya
    constexpr float D0 = -0x1.1ce92p-27f, D1 = -0x1.bcb7b2p-3f, D2 = 0x1.287a0cp-3f,
                    D3 = -0x1.bcb6d8p-4f, D4 = 0x1.64002ap-4f, D5 = -0x1.28a882p-4f,
                    D6 = 0x1.f13dccp-5f, D7 = -0x1.b42da2p-5f, D8 = 0x1.f5d958p-5f,
                    D9 = -0x1.bbe702p-5f;
    // log10(2) to 16 significant bits and the rest (fp::kLog10Of2Hi16, kLog10Of2Lo16), * 2^-23
    constexpr float kLog10Of2HiScaled = 0x1.3442p-25f, kLog10Of2LoScaled = -0x1.95ec1p-42f;
    const reduce::log_reduced_scaled r = reduce::reduce_log_at_scaled<kSplitLog10>(ux);
    const float f = r.f;
    const fp::ff h = sum_with_product(fp::mul(r.e_scaled, kLog10Of2HiScaled), f, fp::kLog10EHi);
    const float p = fp::horner(f, D0, D1, D2, D3, D4, D5, D6, D7, D8, D9);
    return fp::add(h.hi, fp::fma(f, p, fp::fma(r.e_scaled, kLog10Of2LoScaled, h.lo)));
  }
}

// The arguments the hot path does not take, out of line: subnormal x (normalised exactly, then the
// same evaluation), and x <= 0, +-inf, NaN (log_special).
template <base kBase>
WARPMATH_COLD_HD float log_lean_rare(float x) {
  const std::uint32_t ux = fp::as_uint(x);
  if (reduce::is_positive_subnormal(ux)) {
    return log_lean_core<kBase>(reduce::normalise_subnormal(ux));
  }
  return log_special(x);
}

// log_b(x): one unsigned range test on the bits (reduce::log_arg_is_unusual: x <= 0, subnormal,
// inf, NaN) leaves the hot path; the rest is branch-free.
template <base kBase>
WARPMATH_HD float log_lean(float x) {
  const std::uint32_t ux = fp::as_uint(x);
  if (detail::unlikely(reduce::log_arg_is_unusual(ux))) return log_lean_rare<kBase>(x);
  return log_lean_core<kBase>(ux);
}

// log1pf's arguments the hot path does not take, out of line (see the file comment): u = 1,
// u >= 2^126 * 11/8, and u <= 0, inf, NaN (x <= -1, +-inf, NaN).
WARPMATH_COLD_HD float log1p_lean_rare(float x) {
  const std::uint32_t uu = fp::as_uint(fp::add(1.0f, x));
  if (uu == 0x3f800000u) return x;
  if (uu - kLog1pHugeBits < 0x7f800000u - kLog1pHugeBits) {
    return log_lean_core<base::e>(fp::as_uint(x));
  }
  return log1p_special(x);
}

// log1p(x) (see the file comment): one test on the bits of u = RN(1 + x) -- u <= 0, u >= 2^126 *
// 11/8, inf, NaN, and u = 1 -- leaves the hot path.
WARPMATH_HD float log1p_lean(float x) {
  const float u = fp::add(1.0f, x);
  const std::uint32_t uu = fp::as_uint(u);
  if (detail::unlikely(uu - 1u >= kLog1pHugeBits - 1u || uu == 0x3f800000u)) {
    return log1p_lean_rare(x);
  }
  const reduce::log1p_reduced_scaled r = reduce::reduce_log1p_at_scaled<kSplitLn>(x, u);
  return ln_of_reduced<true>(r.e_scaled, r.f, r.d);
}

}  // namespace warpmath::detail::log
