// host_ref/annexf_erfinv.cpp -- annexf.hpp's table for the inverse error functions. C23 names none
// of them; the values are those CUDA documents and the limits of the inverse functions:
//   erfinv(+-0) = +-0, erfinv(+-1) = +-inf, erfinv(x) = NaN for |x| > 1 (+-inf included);
//   erfcinv(+-0) = +inf, erfcinv(2) = -inf, erfcinv(1) = +0, erfcinv(x) = NaN outside [0, 2];
//   normcdfinv(+-0) = -inf, normcdfinv(1) = +inf, normcdfinv(1/2) = +0, NaN outside [0, 1];
//   every f(NaN) = NaN.  No result overflows or underflows: |erfinv(x)| >= 0.886 |x| > 2^-150
//   (erfinv(2^-149) = 2^-149 sqrt(pi)/2 rounds to 2^-149), and erfcinv(2^-149) = 10.03.
#include <cfloat>
#include <limits>

#include "host_ref/annexf.hpp"

namespace warpmath::host_ref {

std::vector<SpecialCase> annexf_erfinv_cases() {
  constexpr float kInf = std::numeric_limits<float>::infinity();
  constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
  return {
      {Ref::erfinv, 0.0f, 0.0f},
      {Ref::erfinv, -0.0f, -0.0f},
      {Ref::erfinv, 1.0f, kInf},
      {Ref::erfinv, -1.0f, -kInf},
      {Ref::erfinv, kInf, kNaN},
      {Ref::erfinv, -kInf, kNaN},
      {Ref::erfinv, kNaN, kNaN},
      {Ref::erfinv, 0x1.000002p0f, kNaN},
      {Ref::erfinv, -2.0f, kNaN},
      {Ref::erfinv, 0x1p-149f, 0x1p-149f},
      {Ref::erfinv, -0x1p-149f, -0x1p-149f},
      {Ref::erfcinv, 0.0f, kInf},
      {Ref::erfcinv, -0.0f, kInf},
      {Ref::erfcinv, 2.0f, -kInf},
      {Ref::erfcinv, 1.0f, 0.0f},
      {Ref::erfcinv, kInf, kNaN},
      {Ref::erfcinv, -kInf, kNaN},
      {Ref::erfcinv, kNaN, kNaN},
      {Ref::erfcinv, -0x1p-149f, kNaN},
      {Ref::erfcinv, 0x1.000002p1f, kNaN},
      {Ref::normcdfinv, 0.0f, -kInf},
      {Ref::normcdfinv, -0.0f, -kInf},
      {Ref::normcdfinv, 1.0f, kInf},
      {Ref::normcdfinv, 0.5f, 0.0f},
      {Ref::normcdfinv, kInf, kNaN},
      {Ref::normcdfinv, -kInf, kNaN},
      {Ref::normcdfinv, kNaN, kNaN},
      {Ref::normcdfinv, -0x1p-149f, kNaN},
      {Ref::normcdfinv, 0x1.000002p0f, kNaN},
  };
}

}  // namespace warpmath::host_ref
