// host_ref/annexf_bessel_i.cpp -- annexf.hpp's table for the modified Bessel functions of the
// first kind, cyl_bessel_i0 and cyl_bessel_i1 (CUDA's cyl_bessel_i0f, cyl_bessel_i1f; C23 has
// neither, so the rules are those of the functions themselves, as CUDA documents them):
//   I0 is even: I0(+-0) = 1, I0(+-inf) = +inf;  I1 is odd: I1(+-0) = +-0, I1(+-inf) = +-inf;
//   f(NaN) = NaN.  Overflow: I0(x) rounds to +inf for |x| > 0x1.6f9a62p6 (91.9008) and I1(x) to
//   +-inf for |x| > 0x1.6fa002p6 (91.9063) (mpmath at 200 bits: I0 at the first is 1.8e-7 below
//   2^128 - 2^103, where rounding overflows, and 7.4e-6 above it at the next float; I1 7.2e-6
//   below and 3.9e-7 above).  Tiny arguments: I0(x) = 1 + x^2/4 + ... rounds to 1 for
//   |x| < 2^-12; I1(x) = (x/2)(1 + x^2/8 + ...) is just above x/2 in magnitude, so a subnormal
//   x/2 that is a midpoint rounds away from zero: I1(2^-149) = 2^-149, I1(3 * 2^-149) = 2^-148
//   (those ties are checked by tests/host_ref/bessel_i_known_values_test.cpp: the RefValue's
//   double `exact`, which this table's test also rounds, cannot hold the 2^-300 that decides them).
#include <limits>

#include "host_ref/annexf.hpp"

namespace warpmath::host_ref {

std::vector<SpecialCase> annexf_bessel_i_cases() {
  constexpr float kInf = std::numeric_limits<float>::infinity();
  constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
  constexpr float kMax = std::numeric_limits<float>::max();
  const Ref i0 = Ref::cyl_bessel_i0, i1 = Ref::cyl_bessel_i1;
  return {
      {i0, 0.0f, 1.0f},
      {i0, -0.0f, 1.0f},
      {i0, kInf, kInf},
      {i0, -kInf, kInf},
      {i0, kNaN, kNaN},
      {i0, 0x1p-149f, 1.0f},
      {i0, -0x1p-13f, 1.0f},
      {i0, 0x1.6f9a64p6f, kInf},
      {i0, -0x1.6f9a64p6f, kInf},
      {i0, 100.0f, kInf},
      {i0, kMax, kInf},
      {i0, -kMax, kInf},
      {i1, 0.0f, 0.0f},
      {i1, -0.0f, -0.0f},
      {i1, kInf, kInf},
      {i1, -kInf, -kInf},
      {i1, kNaN, kNaN},
      {i1, 0x1p-148f, 0x1p-149f},  // 2^-149 (1 + d), d < 2^-290: 2^-149
      {i1, -0x1p-147f, -0x1p-148f},
      {i1, 0x1p-20f, 0x1p-21f},
      {i1, 0x1.6fa004p6f, kInf},
      {i1, -0x1.6fa004p6f, -kInf},
      {i1, kMax, kInf},
      {i1, -kMax, -kInf},
  };
}

}  // namespace warpmath::host_ref
