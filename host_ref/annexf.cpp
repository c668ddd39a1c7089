// host_ref/annexf.cpp -- the trig part of annexf.hpp's table, and the whole of it. Rules (C23
// F.10.1.13-15 and their pi forms):
//   sin, tan: odd, f(+-0) = +-0;  cos(+-0) = 1;  f(+-inf) = NaN;  f(NaN) = NaN.
//   sinpi(+-n) = +-0 for integers n > 0;  sinpi(n + 1/2) = (-1)^n  (n = floor(x)).
//   cospi(n) = (-1)^n;  cospi(n + 1/2) = +0;  cospi(+-0) = 1.
//   tanpi(n) = +0 for positive even and negative odd n, -0 for positive odd and negative even n;
//   tanpi(n + 1/2) = +inf for even n, -inf for odd n;  tanpi is odd.
// Floats with |x| >= 2^24 are even integers; 2^23 + 1 is odd; FLT_MAX is even.
#include "host_ref/annexf.hpp"

#include <cfloat>
#include <limits>

namespace warpmath::host_ref {

namespace {

constexpr float kInf = std::numeric_limits<float>::infinity();
constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
constexpr float kOddBig = 8388609.0f;  // 2^23 + 1

}  // namespace

std::vector<SpecialCase> annexf_trig_cases() {
  std::vector<SpecialCase> cases = {
      // Zero, infinity and NaN arguments.
      {Ref::sin, 0.0f, 0.0f},
      {Ref::sin, -0.0f, -0.0f},
      {Ref::sin, kInf, kNaN},
      {Ref::sin, -kInf, kNaN},
      {Ref::sin, kNaN, kNaN},
      {Ref::cos, 0.0f, 1.0f},
      {Ref::cos, -0.0f, 1.0f},
      {Ref::cos, kInf, kNaN},
      {Ref::cos, -kInf, kNaN},
      {Ref::cos, kNaN, kNaN},
      {Ref::tan, 0.0f, 0.0f},
      {Ref::tan, -0.0f, -0.0f},
      {Ref::tan, kInf, kNaN},
      {Ref::tan, -kInf, kNaN},
      {Ref::tan, kNaN, kNaN},
      {Ref::sinpi, 0.0f, 0.0f},
      {Ref::sinpi, -0.0f, -0.0f},
      {Ref::sinpi, kInf, kNaN},
      {Ref::sinpi, -kInf, kNaN},
      {Ref::sinpi, kNaN, kNaN},
      {Ref::cospi, 0.0f, 1.0f},
      {Ref::cospi, -0.0f, 1.0f},
      {Ref::cospi, kInf, kNaN},
      {Ref::cospi, -kInf, kNaN},
      {Ref::cospi, kNaN, kNaN},
      {Ref::tanpi, 0.0f, 0.0f},
      {Ref::tanpi, -0.0f, -0.0f},
      {Ref::tanpi, kInf, kNaN},
      {Ref::tanpi, -kInf, kNaN},
      {Ref::tanpi, kNaN, kNaN},

      // sinpi: +-0 (sign of x) at integers, (-1)^floor(x) at half-integers.
      {Ref::sinpi, 1.0f, 0.0f},
      {Ref::sinpi, -1.0f, -0.0f},
      {Ref::sinpi, 2.0f, 0.0f},
      {Ref::sinpi, -2.0f, -0.0f},
      {Ref::sinpi, 3.0f, 0.0f},
      {Ref::sinpi, -3.0f, -0.0f},
      {Ref::sinpi, 0.5f, 1.0f},
      {Ref::sinpi, -0.5f, -1.0f},
      {Ref::sinpi, 1.5f, -1.0f},
      {Ref::sinpi, -1.5f, 1.0f},
      {Ref::sinpi, 2.5f, 1.0f},
      {Ref::sinpi, -2.5f, -1.0f},
      {Ref::sinpi, kOddBig, 0.0f},
      {Ref::sinpi, -kOddBig, -0.0f},
      {Ref::sinpi, 0x1p24f, 0.0f},
      {Ref::sinpi, -0x1p24f, -0.0f},
      {Ref::sinpi, 0x1p30f, 0.0f},
      {Ref::sinpi, -0x1p30f, -0.0f},
      {Ref::sinpi, FLT_MAX, 0.0f},
      {Ref::sinpi, -FLT_MAX, -0.0f},

      // cospi: (-1)^n at integers n, +0 at half-integers.
      {Ref::cospi, 1.0f, -1.0f},
      {Ref::cospi, -1.0f, -1.0f},
      {Ref::cospi, 2.0f, 1.0f},
      {Ref::cospi, -2.0f, 1.0f},
      {Ref::cospi, 3.0f, -1.0f},
      {Ref::cospi, -3.0f, -1.0f},
      {Ref::cospi, 0.5f, 0.0f},
      {Ref::cospi, -0.5f, 0.0f},
      {Ref::cospi, 1.5f, 0.0f},
      {Ref::cospi, -1.5f, 0.0f},
      {Ref::cospi, 2.5f, 0.0f},
      {Ref::cospi, -2.5f, 0.0f},
      {Ref::cospi, kOddBig, -1.0f},
      {Ref::cospi, -kOddBig, -1.0f},
      {Ref::cospi, 0x1p24f, 1.0f},
      {Ref::cospi, -0x1p24f, 1.0f},
      {Ref::cospi, 0x1p30f, 1.0f},
      {Ref::cospi, -0x1p30f, 1.0f},
      {Ref::cospi, FLT_MAX, 1.0f},
      {Ref::cospi, -FLT_MAX, 1.0f},

      // tanpi: signed zeros at integers, infinities at half-integers.
      {Ref::tanpi, 1.0f, -0.0f},
      {Ref::tanpi, -1.0f, 0.0f},
      {Ref::tanpi, 2.0f, 0.0f},
      {Ref::tanpi, -2.0f, -0.0f},
      {Ref::tanpi, 3.0f, -0.0f},
      {Ref::tanpi, -3.0f, 0.0f},
      {Ref::tanpi, 0.5f, kInf},
      {Ref::tanpi, -0.5f, -kInf},
      {Ref::tanpi, 1.5f, -kInf},
      {Ref::tanpi, -1.5f, kInf},
      {Ref::tanpi, 2.5f, kInf},
      {Ref::tanpi, -2.5f, -kInf},
      {Ref::tanpi, kOddBig, -0.0f},
      {Ref::tanpi, -kOddBig, 0.0f},
      {Ref::tanpi, 0x1p24f, 0.0f},
      {Ref::tanpi, -0x1p24f, -0.0f},
      {Ref::tanpi, 0x1p30f, 0.0f},
      {Ref::tanpi, -0x1p30f, -0.0f},
      {Ref::tanpi, FLT_MAX, 0.0f},
      {Ref::tanpi, -FLT_MAX, -0.0f},
  };
  return cases;
}

const std::vector<SpecialCase>& annexf_cases() {
  static const std::vector<SpecialCase> cases = [] {
    std::vector<SpecialCase> all = annexf_trig_cases();
    for (const auto& part :
         {annexf_elementary_cases(), annexf_exact_cases(), annexf_special_cases(),
          annexf_bessel_j_cases(), annexf_erfinv_cases(), annexf_bessel_i_cases()}) {
      all.insert(all.end(), part.begin(), part.end());
    }
    return all;
  }();
  return cases;
}

}  // namespace warpmath::host_ref
