// host_ref/annexf_exact.cpp -- annexf.hpp's table for the references added with the exact
// functions, the integer-argument functions and the reciprocal hypot: C23 F.10.3.5 (frexp),
// F.10.3.6 (ilogb), F.10.3.7/F.10.3.13 (ldexp, scalbn), F.10.3.11 (logb), F.10.3.12 (modf),
// F.10.4.2 (compoundn), F.10.4.3 (fabs), F.10.4.6 (pown), F.10.4.8 (rootn), F.10.6 (ceil,
// floor, rint, lrint, round, lround, trunc), F.10.7.3 (remquo), and warpmath's conventions where
// C leaves the result unspecified (exact_refs.cpp). Written from the standard's text.
#include <cfloat>
#include <limits>

#include "host_ref/annexf.hpp"

namespace warpmath::host_ref {

namespace {

constexpr float kInf = std::numeric_limits<float>::infinity();
constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();

}  // namespace

std::vector<SpecialCase> annexf_exact_cases() {
  std::vector<SpecialCase> all;
  // Rounding to integers: zeros and infinities are returned, NaN gives NaN; the sign of a zero
  // result is the argument's.
  for (Ref r : {Ref::trunc, Ref::floor, Ref::ceil, Ref::round, Ref::rint}) {
    all.insert(all.end(), {{r, 0.0f, 0.0f},
                           {r, -0.0f, -0.0f},
                           {r, kInf, kInf},
                           {r, -kInf, -kInf},
                           {r, kNaN, kNaN},
                           {r, 0x1p30f, 0x1p30f},
                           {r, -FLT_MAX, -FLT_MAX}});
  }
  all.insert(all.end(), {{Ref::trunc, -0.5f, -0.0f},
                         {Ref::trunc, 2.75f, 2.0f},
                         {Ref::floor, -0.5f, -1.0f},
                         {Ref::floor, 0.5f, 0.0f},
                         {Ref::ceil, -0.5f, -0.0f},
                         {Ref::ceil, 0x1p-149f, 1.0f},
                         {Ref::round, 0.5f, 1.0f},
                         {Ref::round, -2.5f, -3.0f},
                         {Ref::round, -0.25f, -0.0f},
                         {Ref::rint, 0.5f, 0.0f},
                         {Ref::rint, 2.5f, 2.0f},
                         {Ref::rint, -3.5f, -4.0f},
                         {Ref::rint, -0.5f, -0.0f},
                         {Ref::rint, 0x1.fffffep22f, 0x1p23f}});
  // fabs: the magnitude, +0 for both zeros, NaN for NaN.
  all.insert(all.end(), {{Ref::fabs, 0.0f, 0.0f},
                         {Ref::fabs, -0.0f, 0.0f},
                         {Ref::fabs, kInf, kInf},
                         {Ref::fabs, -kInf, kInf},
                         {Ref::fabs, kNaN, kNaN},
                         {Ref::fabs, -2.5f, 2.5f},
                         {Ref::fabs, -0x1p-149f, 0x1p-149f}});
  // The integer conversions, as floats: a zero is +0; NaN 0 and out of range saturated.
  for (Ref r : {Ref::lrint, Ref::lround}) {
    all.insert(all.end(), {{r, -0.0f, 0.0f},
                           {r, kNaN, 0.0f},
                           {r, kInf, 0x1p63f},
                           {r, -kInf, -0x1p63f},
                           {r, 0x1p63f, 0x1p63f},
                           {r, -0x1p63f, -0x1p63f},
                           {r, FLT_MAX, 0x1p63f},
                           {r, 0x1.fffffep62f, 0x1.fffffep62f}});
  }
  all.insert(all.end(), {{Ref::lrint, 2.5f, 2.0f},
                         {Ref::lrint, -0.5f, 0.0f},
                         {Ref::lround, 2.5f, 3.0f},
                         {Ref::lround, -0.5f, -1.0f}});
  // logb and ilogb (INT_MIN for zeros and NaN, INT_MAX -> 2^31 for infinities).
  all.insert(all.end(), {{Ref::logb, 0.0f, -kInf},
                         {Ref::logb, -0.0f, -kInf},
                         {Ref::logb, kInf, kInf},
                         {Ref::logb, -kInf, kInf},
                         {Ref::logb, kNaN, kNaN},
                         {Ref::logb, 0x1p-149f, -149.0f},
                         {Ref::logb, -3.0f, 1.0f},
                         {Ref::logb, 0x1.fffffep-1f, -1.0f},
                         {Ref::ilogb, 0.0f, -0x1p31f},
                         {Ref::ilogb, -0.0f, -0x1p31f},
                         {Ref::ilogb, kNaN, -0x1p31f},
                         {Ref::ilogb, kInf, 0x1p31f},
                         {Ref::ilogb, -kInf, 0x1p31f},
                         {Ref::ilogb, 0x1.fffffcp-127f, -127.0f},
                         {Ref::ilogb, FLT_MAX, 127.0f},
                         {Ref::ilogb, 1.0f, 0.0f}});
  // frexp: significand in [1/2, 1) with x's sign; exponent 0 for zeros, infinities and NaN.
  all.insert(all.end(), {{Ref::frexp_mant, 0.0f, 0.0f},
                         {Ref::frexp_mant, -0.0f, -0.0f},
                         {Ref::frexp_mant, kInf, kInf},
                         {Ref::frexp_mant, -kInf, -kInf},
                         {Ref::frexp_mant, kNaN, kNaN},
                         {Ref::frexp_mant, 0x1p-149f, 0.5f},
                         {Ref::frexp_mant, -6.0f, -0.75f},
                         {Ref::frexp_exp, 0.0f, 0.0f},
                         {Ref::frexp_exp, -0.0f, 0.0f},
                         {Ref::frexp_exp, kInf, 0.0f},
                         {Ref::frexp_exp, -kInf, 0.0f},
                         {Ref::frexp_exp, kNaN, 0.0f},
                         {Ref::frexp_exp, 0x1p-149f, -148.0f},
                         {Ref::frexp_exp, 1.0f, 1.0f},
                         {Ref::frexp_exp, FLT_MAX, 128.0f}});
  // modf's fractional part, with x's sign (also when it is zero); +-0 for infinities.
  all.insert(all.end(), {{Ref::modf_frac, 0.0f, 0.0f},
                         {Ref::modf_frac, -0.0f, -0.0f},
                         {Ref::modf_frac, kInf, 0.0f},
                         {Ref::modf_frac, -kInf, -0.0f},
                         {Ref::modf_frac, kNaN, kNaN},
                         {Ref::modf_frac, -3.0f, -0.0f},
                         {Ref::modf_frac, -2.75f, -0.75f},
                         {Ref::modf_frac, 0x1p-149f, 0x1p-149f}});
  return all;
}

std::vector<SpecialCase2> annexf_exact_cases2() {
  const float kTrueMin = 0x1p-149f;
  return {
      // ldexp / scalbn: exact scaling, rounded once; zeros, infinities and NaN returned.
      {Ref::ldexp, 0.0f, 5.0f, 0.0f},
      {Ref::ldexp, -0.0f, 500.0f, -0.0f},
      {Ref::ldexp, -kInf, -5.0f, -kInf},
      {Ref::ldexp, kNaN, 1.0f, kNaN},
      {Ref::ldexp, 1.0f, 128.0f, kInf},
      {Ref::ldexp, -1.0f, -150.0f, -0.0f},
      {Ref::ldexp, 1.0f, -149.0f, kTrueMin},
      {Ref::ldexp, 0x1.8p0f, -150.0f, kTrueMin},  // 1.5 * 2^-150: rounds up to 2^-149
      {Ref::ldexp, 0x1p-149f, 276.0f, 0x1p127f},
      {Ref::ldexp, 3.0f, 0x1p40f, kInf},
      // pown: x^n; pown(x, 0) = 1 even for NaN; zeros and infinities by n's sign and parity.
      {Ref::pown, kNaN, 0.0f, 1.0f},
      {Ref::pown, 0.0f, -3.0f, kInf},
      {Ref::pown, -0.0f, -3.0f, -kInf},
      {Ref::pown, -0.0f, -2.0f, kInf},
      {Ref::pown, -0.0f, 3.0f, -0.0f},
      {Ref::pown, -0.0f, 2.0f, 0.0f},
      {Ref::pown, -kInf, 3.0f, -kInf},
      {Ref::pown, -kInf, -3.0f, -0.0f},
      {Ref::pown, -kInf, 2.0f, kInf},
      {Ref::pown, kNaN, 2.0f, kNaN},
      {Ref::pown, -2.0f, 3.0f, -8.0f},
      {Ref::pown, 2.0f, -150.0f, 0.0f},
      {Ref::pown, -2.0f, 127.0f, -0x1p127f},
      // rootn: x^(1/n); n = 0 and negative x with even n are domain errors.
      {Ref::rootn, 4.0f, 0.0f, kNaN},
      {Ref::rootn, -4.0f, 2.0f, kNaN},
      {Ref::rootn, -8.0f, 3.0f, -2.0f},
      {Ref::rootn, -0.0f, 3.0f, -0.0f},
      {Ref::rootn, -0.0f, 2.0f, 0.0f},
      {Ref::rootn, -0.0f, -3.0f, -kInf},
      {Ref::rootn, 0.0f, -2.0f, kInf},
      {Ref::rootn, -kInf, 3.0f, -kInf},
      {Ref::rootn, -kInf, -3.0f, -0.0f},
      {Ref::rootn, kInf, -2.0f, 0.0f},
      {Ref::rootn, kNaN, 3.0f, kNaN},
      // compoundn: (1 + x)^n; x < -1 a domain error; 1 for n = 0 (x >= -1 or NaN).
      {Ref::compoundn, kNaN, 0.0f, 1.0f},
      {Ref::compoundn, -1.0f, 0.0f, 1.0f},
      {Ref::compoundn, -2.0f, 0.0f, kNaN},
      {Ref::compoundn, -1.0f, -2.0f, kInf},
      {Ref::compoundn, -1.0f, 3.0f, 0.0f},
      {Ref::compoundn, kNaN, 2.0f, kNaN},
      {Ref::compoundn, kInf, 2.0f, kInf},
      {Ref::compoundn, kInf, -2.0f, 0.0f},
      {Ref::compoundn, 1.0f, 3.0f, 8.0f},
      {Ref::compoundn, 0.0f, 1000.0f, 1.0f},
      // remquo's quotient: sign of x/y, low 3 bits; 0 when the remainder is NaN.
      {Ref::remquo_quo, 7.0f, 1.0f, 7.0f},
      {Ref::remquo_quo, 9.0f, 1.0f, 1.0f},
      {Ref::remquo_quo, -9.0f, 1.0f, -1.0f},
      {Ref::remquo_quo, 9.0f, -2.0f, -4.0f},  // 4.5 rounds to the even 4
      {Ref::remquo_quo, kInf, 1.0f, 0.0f},
      {Ref::remquo_quo, 1.0f, 0.0f, 0.0f},
      {Ref::remquo_quo, kNaN, 1.0f, 0.0f},
      // rhypot: 1/sqrt(x^2 + y^2); an infinity gives +0, even with NaN; zeros give +inf.
      {Ref::rhypot, kInf, kNaN, 0.0f},
      {Ref::rhypot, kNaN, -kInf, 0.0f},
      {Ref::rhypot, kNaN, 1.0f, kNaN},
      {Ref::rhypot, 0.0f, -0.0f, kInf},
      {Ref::rhypot, 3.0f, -4.0f, 0.2f},
      {Ref::rhypot, 0x1p-149f, 0.0f, kInf},
      {Ref::rhypot, FLT_MAX, 0.0f, 0x1p-128f},
  };
}

}  // namespace warpmath::host_ref
