// host_ref/annexf_elementary.cpp -- annexf.hpp's table for the exponentials, logarithms, roots,
// hyperbolic and inverse trigonometric functions. Rules (C23 F.10.2-F.10.4; rsqrt and rcbrt,
// which Annex F does not name, as 1/sqrt and 1/cbrt, like CUDA's rsqrtf and rcbrtf):
//   exp, exp2, exp10(+-0) = 1, (-inf) = +0, (+inf) = +inf;  expm1 and its forms: (+-0) = +-0,
//   (-inf) = -1;  log, log2, log10(+-0) = -inf, (1) = +0, (x < 0) = NaN;  log1p and its forms:
//   (-1) = -inf, (x < -1) = NaN;  sqrt(-0) = -0;  rsqrt(+-0) = +-inf, rsqrt(+inf) = +0;  cbrt,
//   rcbrt keep the sign;  cosh(+-0) = 1, cosh(+-inf) = +inf;  tanh(+-inf) = +-1;  acosh(1) = +0,
//   acosh(x < 1) = NaN;  atanh(+-1) = +-inf, atanh(|x| > 1) = NaN;  asin, acos(|x| > 1) = NaN,
//   acos(1) = +0;  atan(+-inf) = +-pi/2;  asinpi(+-1) = +-1/2, acospi(-1) = 1, atanpi(+-inf) =
//   +-1/2;  every f(NaN) = NaN;  and results past the float range overflow to infinity or round
//   to a zero (exp2(-150) = 2^-150 is a tie: to even, +0).
// Inexact values are the correctly rounded floats: pi/2 = 0x1.921fb6p+0, pi = 0x1.921fb6p+1.
#include <cfloat>
#include <limits>

#include "host_ref/annexf.hpp"

namespace warpmath::host_ref {

namespace {

constexpr float kInf = std::numeric_limits<float>::infinity();
constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
constexpr float kPiOver2 = 0x1.921fb6p+0f;
constexpr float kPi = 0x1.921fb6p+1f;

// f(+0), f(-0), f(+inf), f(-inf) and f(NaN) = NaN.
void add_ieee_specials(Ref r, float plus_zero, float minus_zero, float plus_inf, float minus_inf,
                       std::vector<SpecialCase>* out) {
  out->insert(out->end(), {{r, 0.0f, plus_zero},
                           {r, -0.0f, minus_zero},
                           {r, kInf, plus_inf},
                           {r, -kInf, minus_inf},
                           {r, kNaN, kNaN}});
}

}  // namespace

std::vector<SpecialCase> annexf_elementary_cases() {
  std::vector<SpecialCase> c;
  for (Ref r : {Ref::exp, Ref::exp2, Ref::exp10}) {
    add_ieee_specials(r, 1.0f, 1.0f, kInf, 0.0f, &c);
    c.insert(c.end(), {{r, FLT_MAX, kInf}, {r, -FLT_MAX, 0.0f}, {r, 200.0f, kInf}});
  }
  c.insert(c.end(), {{Ref::exp2, -150.0f, 0.0f},
                     {Ref::exp2, -149.0f, 0x1p-149f},
                     {Ref::exp2, 127.0f, 0x1p127f},
                     {Ref::exp2, 128.0f, kInf},
                     {Ref::exp10, 3.0f, 1000.0f}});
  for (Ref r : {Ref::expm1, Ref::exp2m1, Ref::exp10m1}) {
    add_ieee_specials(r, 0.0f, -0.0f, kInf, -1.0f, &c);
    c.insert(c.end(), {{r, FLT_MAX, kInf}, {r, -FLT_MAX, -1.0f}});
  }
  c.insert(c.end(), {{Ref::exp2m1, 1.0f, 1.0f}, {Ref::exp2m1, -1.0f, -0.5f}});
  for (Ref r : {Ref::log, Ref::log2, Ref::log10}) {
    add_ieee_specials(r, -kInf, -kInf, kInf, kNaN, &c);
    c.insert(c.end(), {{r, 1.0f, 0.0f}, {r, -1.0f, kNaN}, {r, -0x1p-149f, kNaN}});
  }
  c.insert(c.end(), {{Ref::log2, 8.0f, 3.0f},
                     {Ref::log2, 0x1p-149f, -149.0f},
                     {Ref::log10, 1000.0f, 3.0f},
                     {Ref::log10, 0.01f, -2.0f}});  // 0.01f is not 1/100
  for (Ref r : {Ref::log1p, Ref::log2p1, Ref::log10p1}) {
    add_ieee_specials(r, 0.0f, -0.0f, kInf, kNaN, &c);
    c.insert(c.end(), {{r, -1.0f, -kInf}, {r, -2.0f, kNaN}});
  }
  c.insert(c.end(), {{Ref::log2p1, 1.0f, 1.0f}, {Ref::log10p1, 9.0f, 1.0f}});

  add_ieee_specials(Ref::sqrt, 0.0f, -0.0f, kInf, kNaN, &c);
  c.insert(c.end(), {{Ref::sqrt, -1.0f, kNaN}, {Ref::sqrt, 4.0f, 2.0f}});
  add_ieee_specials(Ref::rsqrt, kInf, -kInf, 0.0f, kNaN, &c);
  c.insert(c.end(), {{Ref::rsqrt, -1.0f, kNaN}, {Ref::rsqrt, 4.0f, 0.5f}});
  add_ieee_specials(Ref::cbrt, 0.0f, -0.0f, kInf, -kInf, &c);
  c.insert(c.end(), {{Ref::cbrt, -8.0f, -2.0f}});
  add_ieee_specials(Ref::rcbrt, kInf, -kInf, 0.0f, -0.0f, &c);
  c.insert(c.end(), {{Ref::rcbrt, -8.0f, -0.5f}, {Ref::rcbrt, 0x1p-147f, 0x1p49f}});

  add_ieee_specials(Ref::sinh, 0.0f, -0.0f, kInf, -kInf, &c);
  c.insert(c.end(), {{Ref::sinh, FLT_MAX, kInf}, {Ref::sinh, -FLT_MAX, -kInf}});
  add_ieee_specials(Ref::cosh, 1.0f, 1.0f, kInf, kInf, &c);
  c.insert(c.end(), {{Ref::cosh, -FLT_MAX, kInf}});
  add_ieee_specials(Ref::tanh, 0.0f, -0.0f, 1.0f, -1.0f, &c);
  c.insert(c.end(), {{Ref::tanh, FLT_MAX, 1.0f}, {Ref::tanh, -100.0f, -1.0f}});
  add_ieee_specials(Ref::asinh, 0.0f, -0.0f, kInf, -kInf, &c);
  add_ieee_specials(Ref::acosh, kNaN, kNaN, kInf, kNaN, &c);
  c.insert(c.end(),
           {{Ref::acosh, 1.0f, 0.0f}, {Ref::acosh, 0.5f, kNaN}, {Ref::acosh, -1.0f, kNaN}});
  add_ieee_specials(Ref::atanh, 0.0f, -0.0f, kNaN, kNaN, &c);
  c.insert(c.end(),
           {{Ref::atanh, 1.0f, kInf}, {Ref::atanh, -1.0f, -kInf}, {Ref::atanh, 2.0f, kNaN}});

  add_ieee_specials(Ref::asin, 0.0f, -0.0f, kNaN, kNaN, &c);
  c.insert(c.end(), {{Ref::asin, 1.0f, kPiOver2},
                     {Ref::asin, -1.0f, -kPiOver2},
                     {Ref::asin, 2.0f, kNaN},
                     {Ref::asin, -0x1.000002p0f, kNaN}});
  add_ieee_specials(Ref::acos, kPiOver2, kPiOver2, kNaN, kNaN, &c);
  c.insert(c.end(), {{Ref::acos, 1.0f, 0.0f}, {Ref::acos, -1.0f, kPi}, {Ref::acos, 2.0f, kNaN}});
  add_ieee_specials(Ref::atan, 0.0f, -0.0f, kPiOver2, -kPiOver2, &c);
  add_ieee_specials(Ref::asinpi, 0.0f, -0.0f, kNaN, kNaN, &c);
  c.insert(c.end(),
           {{Ref::asinpi, 1.0f, 0.5f}, {Ref::asinpi, -1.0f, -0.5f}, {Ref::asinpi, 2.0f, kNaN}});
  add_ieee_specials(Ref::acospi, 0.5f, 0.5f, kNaN, kNaN, &c);
  c.insert(c.end(),
           {{Ref::acospi, 1.0f, 0.0f}, {Ref::acospi, -1.0f, 1.0f}, {Ref::acospi, -2.0f, kNaN}});
  add_ieee_specials(Ref::atanpi, 0.0f, -0.0f, 0.5f, -0.5f, &c);
  c.insert(c.end(), {{Ref::atanpi, 1.0f, 0.25f}, {Ref::atanpi, -1.0f, -0.25f}});
  return c;
}

}  // namespace warpmath::host_ref
