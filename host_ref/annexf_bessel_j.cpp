// host_ref/annexf_bessel_j.cpp -- annexf.hpp's table for the Bessel functions j0, j1, y0, y1.
// C23 names none of them (POSIX 2024 j0/y0 and MPFR give the rules): J0(+-0) = 1, J1(+-0) = +-0,
// J0(+-inf) = J1(+-inf) = +0 (MPFR; CUDA documents the same), Y0(+-0) = Y1(+-0) = -inf,
// Y(x < 0) = NaN (also -inf and -FLT_MIN_SUBNORMAL), Y(+inf) = +0, every f(NaN) = NaN.  And the
// values that round to an exact float: J0(x) = 1 for |x| < 2^-12 (1 - x^2/4 is within a quarter
// ulp of 1), J1(2^-140) = 2^-141 exactly to float (x^3/16 is far below half an ulp), J1 of the
// smallest subnormal rounds to +0 (2^-150 is a tie, J1 a little less), Y1 of the smallest
// normal and of subnormals overflows to -inf (2/(pi x) > FLT_MAX), Y0(2^-149) =
// (2/pi)(ln 2^-149 + gamma - ln 2) + ... = -66.1438...
#include <cfloat>
#include <limits>

#include "host_ref/annexf.hpp"

namespace warpmath::host_ref {

namespace {

constexpr float kInf = std::numeric_limits<float>::infinity();
constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();

}  // namespace

std::vector<SpecialCase> annexf_bessel_j_cases() {
  return {
      {Ref::j0, 0.0f, 1.0f},
      {Ref::j0, -0.0f, 1.0f},
      {Ref::j0, kInf, 0.0f},
      {Ref::j0, -kInf, 0.0f},
      {Ref::j0, kNaN, kNaN},
      {Ref::j0, 0x1p-13f, 1.0f},
      {Ref::j0, -0x1p-13f, 1.0f},
      {Ref::j0, 0x1p-149f, 1.0f},
      {Ref::j1, 0.0f, 0.0f},
      {Ref::j1, -0.0f, -0.0f},
      {Ref::j1, kInf, 0.0f},
      {Ref::j1, -kInf, 0.0f},
      {Ref::j1, kNaN, kNaN},
      {Ref::j1, 0x1p-140f, 0x1p-141f},
      {Ref::j1, -0x1p-140f, -0x1p-141f},
      {Ref::j1, 0x1p-149f, 0.0f},
      {Ref::j1, -0x1p-149f, -0.0f},
      {Ref::y0, 0.0f, -kInf},
      {Ref::y0, -0.0f, -kInf},
      {Ref::y0, kInf, 0.0f},
      {Ref::y0, -kInf, kNaN},
      {Ref::y0, kNaN, kNaN},
      {Ref::y0, -1.0f, kNaN},
      {Ref::y0, -0x1p-149f, kNaN},
      {Ref::y0, -FLT_MAX, kNaN},
      {Ref::y1, 0.0f, -kInf},
      {Ref::y1, -0.0f, -kInf},
      {Ref::y1, kInf, 0.0f},
      {Ref::y1, -kInf, kNaN},
      {Ref::y1, kNaN, kNaN},
      {Ref::y1, -1.0f, kNaN},
      {Ref::y1, -0x1p-149f, kNaN},
      {Ref::y1, 0x1p-149f, -kInf},
      {Ref::y1, 0x1p-140f, -kInf},
  };
}

// jn and yn (x, n): NaN -> NaN, jn(+-inf, n) = yn(+inf, n) = +0, yn(x < 0, n) = NaN,
// jn(+-0, even n != 0) = +0, jn(+-0, 0) = 1, yn(+-0, n >= 0) = -inf (MPFR's rules, C's for y0).
std::vector<SpecialCase2> annexf_bessel_n_cases2() {
  return {
      {Ref::jn, kNaN, 2.0f, kNaN},  {Ref::jn, kInf, 3.0f, 0.0f},  {Ref::jn, -kInf, 3.0f, 0.0f},
      {Ref::jn, 0.0f, 2.0f, 0.0f},  {Ref::jn, -0.0f, 4.0f, 0.0f}, {Ref::jn, 0.0f, 0.0f, 1.0f},
      {Ref::yn, kNaN, 2.0f, kNaN},  {Ref::yn, kInf, 2.0f, 0.0f},  {Ref::yn, -1.0f, 2.0f, kNaN},
      {Ref::yn, -kInf, 3.0f, kNaN}, {Ref::yn, 0.0f, 2.0f, -kInf}, {Ref::yn, -0.0f, 4.0f, -kInf},
  };
}

}  // namespace warpmath::host_ref
