// host_ref/annexf_special.cpp -- annexf.hpp's table for the special functions. Rules (C23
// F.10.5; erfcx and normcdf, which Annex F does not name, as CUDA documents them):
//   erf(+-0) = +-0, erf(+-inf) = +-1;  erfc(+inf) = +0, erfc(-inf) = 2, erfc(+-0) = 1;
//   erfcx(+-0) = 1, erfcx(+inf) = +0, erfcx(-inf) = +inf;  normcdf(+-0) = 1/2, normcdf(+inf) = 1,
//   normcdf(-inf) = +0;  every f(NaN) = NaN.  And the saturations: erf(x) rounds to 1 from
//   x = 3.9193 on, erfc(x) to +0 from 10.0542 on and to 2 for x <= -5 (erfc(5) < 2^-24), erfcx
//   overflows below -9.3825, normcdf rounds to +0 below -14.1702 and to 1 above 5.4200;
//   erfcx(2^127) = 1/(2^127 sqrt(pi)) is a subnormal.
// lgamma and tgamma (C23 F.10.5.3, F.10.5.4): lgamma(1) = lgamma(2) = +0, lgamma(+-0) = +inf,
//   lgamma(x) = +inf for negative integers x, lgamma(+-inf) = +inf; tgamma(+-0) = +-inf,
//   tgamma(x) = NaN for negative integers x, tgamma(-inf) = NaN, tgamma(+inf) = +inf; NaN gives
//   NaN.  And: lgamma overflows above 4.08e36 (FLT_MAX), tgamma above 35.04 (36); tgamma(n) =
//   (n-1)! exactly for small n; tgamma underflows to a zero of the sign of Gamma for x < -42
//   (-100.5: Gamma < 0, -101.5: Gamma > 0).
#include <cfloat>
#include <limits>

#include "host_ref/annexf.hpp"

namespace warpmath::host_ref {

namespace {

constexpr float kInf = std::numeric_limits<float>::infinity();
constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();

void add_ieee_specials(Ref r, float plus_zero, float minus_zero, float plus_inf, float minus_inf,
                       std::vector<SpecialCase>* out) {
  out->insert(out->end(), {{r, 0.0f, plus_zero},
                           {r, -0.0f, minus_zero},
                           {r, kInf, plus_inf},
                           {r, -kInf, minus_inf},
                           {r, kNaN, kNaN}});
}

}  // namespace

std::vector<SpecialCase> annexf_special_cases() {
  std::vector<SpecialCase> c;
  add_ieee_specials(Ref::erf, 0.0f, -0.0f, 1.0f, -1.0f, &c);
  c.insert(c.end(), {{Ref::erf, 4.0f, 1.0f},
                     {Ref::erf, -4.0f, -1.0f},
                     {Ref::erf, FLT_MAX, 1.0f},
                     {Ref::erf, -FLT_MAX, -1.0f}});
  add_ieee_specials(Ref::erfc, 1.0f, 1.0f, 0.0f, 2.0f, &c);
  c.insert(c.end(), {{Ref::erfc, 11.0f, 0.0f},
                     {Ref::erfc, FLT_MAX, 0.0f},
                     {Ref::erfc, -5.0f, 2.0f},
                     {Ref::erfc, -FLT_MAX, 2.0f}});
  add_ieee_specials(Ref::erfcx, 1.0f, 1.0f, 0.0f, kInf, &c);
  c.insert(c.end(), {{Ref::erfcx, -10.0f, kInf},
                     {Ref::erfcx, -FLT_MAX, kInf},
                     // 1/(2^127 sqrt(pi)) = 2366382.63 * 2^-149: 2366383 * 2^-149
                     {Ref::erfcx, 0x1p127f, 0x1.20dd78p-128f}});
  add_ieee_specials(Ref::normcdf, 0.5f, 0.5f, 1.0f, 0.0f, &c);
  c.insert(c.end(), {{Ref::normcdf, -15.0f, 0.0f},
                     {Ref::normcdf, -FLT_MAX, 0.0f},
                     {Ref::normcdf, 6.0f, 1.0f},
                     {Ref::normcdf, FLT_MAX, 1.0f}});
  add_ieee_specials(Ref::lgamma, kInf, kInf, kInf, kInf, &c);
  c.insert(c.end(), {{Ref::lgamma, 1.0f, 0.0f},
                     {Ref::lgamma, 2.0f, 0.0f},
                     {Ref::lgamma, -1.0f, kInf},
                     {Ref::lgamma, -2.0f, kInf},
                     {Ref::lgamma, -0x1p23f, kInf},
                     {Ref::lgamma, -FLT_MAX, kInf},
                     {Ref::lgamma, FLT_MAX, kInf}});
  add_ieee_specials(Ref::tgamma, kInf, -kInf, kInf, kNaN, &c);
  c.insert(c.end(), {{Ref::tgamma, 1.0f, 1.0f},
                     {Ref::tgamma, 2.0f, 1.0f},
                     {Ref::tgamma, 3.0f, 2.0f},
                     {Ref::tgamma, 5.0f, 24.0f},
                     {Ref::tgamma, -1.0f, kNaN},
                     {Ref::tgamma, -2.0f, kNaN},
                     {Ref::tgamma, -FLT_MAX, kNaN},
                     {Ref::tgamma, 36.0f, kInf},
                     {Ref::tgamma, FLT_MAX, kInf},
                     {Ref::tgamma, -100.5f, -0.0f},
                     {Ref::tgamma, -101.5f, 0.0f}});
  return c;
}

}  // namespace warpmath::host_ref
