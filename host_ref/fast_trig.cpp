// host_ref/fast_trig.cpp -- fast paths of sin, cos, tan and their pi forms: our own reduction,
// glibc on the core range.
//
// Error bound of the double approximation y of f(x) (relative, |y - f| <= E |f|):
//  * libm (glibc 2.36) sin, cos, tan of a double argument |a| <= pi/4 (1 + 2^-52): assumed to
//    be within 2 ulps of double, i.e. relative 2^-51 (glibc aims at < 1 ulp; fast_path_test
//    measures the end-to-end error below). Only this core range of libm is used: the reduction of
//    larger arguments is ours.
//  * sin, cos, tan with |x| > pi/4: r from reduce_pi_over_2() has relative error rho <= 3.01 *
//    2^-53. The condition numbers for |r| <= pi/4 are |r cot r| <= 1 (sin), |r tan r| <= pi/4
//    (cos) and |2r / sin 2r| <= pi/2 (tan, cot), so the libm call sees at most pi/2 * rho.
//    The quadrant's -1/tan(r) adds one division, 2^-53.
//      E <= pi/2 * 3.01 * 2^-53 + 2^-51 + 2^-53 < 9.8 * 2^-53 < 2^-49.7   (kTrigError).
//  * sinpi, cospi, tanpi: x - n/2 is exact in double, pi * r has relative error 2^-54.5 (double
//    pi) + 2^-53 (product) < 1.36 * 2^-53; same condition numbers as above:
//      E <= pi/2 * 1.36 * 2^-53 + 2^-51 + 2^-53 < 7.2 * 2^-53 < 2^-50.1.
// |sin|, |cos|, |sinpi|, |cospi| < 1 away from their exact +-1 (decided exactly, or never reached
// by a float argument): the rounding check is cut at 1.
#include <cmath>
#include <cstdint>

#include "host_ref/bits.hpp"
#include "host_ref/reduce_pi_over_2.hpp"
#include "host_ref/ref_functions.hpp"

namespace warpmath::host_ref::detail {

namespace {

constexpr double kPi = 0x1.921fb54442d18p+1;
constexpr float kPiOver4Down = 0x1.921fb4p-1f;  // pi/4 rounded down to float

enum class Trig { sin, cos, tan };

// f(q * pi/2 + a) for f in {sin, cos, tan}, q = quadrant, |a| <= pi/4 (a != 0 for tan's cot).
double trig_of_quadrant(Trig f, int quadrant, double a) {
  const bool odd_quadrant = (quadrant & 1) != 0;
  const bool negate = f == Trig::sin ? (quadrant & 2) != 0 : ((quadrant + 1) & 2) != 0;
  if (f == Trig::tan) return odd_quadrant ? -1.0 / std::tan(a) : std::tan(a);
  const bool use_sin = odd_quadrant == (f == Trig::cos);
  const double v = use_sin ? std::sin(a) : std::cos(a);
  return negate ? -v : v;
}

// sin, cos, tan of a finite nonzero float: the double approximation (relative error 2^-49.7),
// or false when the reduction cannot guarantee that.
bool approximate_trig(Trig f, float x, Approx* out) {
  const float ax = std::fabs(x);
  double v;
  if (ax <= kPiOver4Down) {
    v = trig_of_quadrant(f, 0, ax);
  } else {
    QuadrantReduction red;
    if (!reduce_pi_over_2(ax, &red)) return false;
    v = trig_of_quadrant(f, red.quadrant, red.r);
  }
  out->y = (f != Trig::cos && std::signbit(x)) ? -v : v;  // sin and tan are odd, cos even
  if (f != Trig::tan) out->below = 1.0;
  return true;
}

// sinpi, cospi, tanpi of a finite nonzero float: the exactly known result (integers,
// half-integers, tanpi at quarter-integers), else the double approximation (relative error
// 2^-50.1).
bool approximate_trigpi(Trig f, float x, Approx* out) {
  const double twice = 2.0 * static_cast<double>(x);
  const double zero = std::copysign(0.0, x);
  if (std::fabs(twice) >= 0x1p24) {  // |x| >= 2^23: an integer, odd only if in [2^23, 2^24)
    const std::uint32_t u = bits::of(x) & 0x7fffffffu;
    const bool odd = (u >> 23) == 127 + 23 && (u & 1) != 0;
    out->exact = true;
    out->y = f == Trig::cos ? (odd ? -1.0 : 1.0) : (f == Trig::tan && odd ? -zero : zero);
    return true;
  }
  // x = j/2 + a with |a| <= 1/4, computed exactly (x is a multiple of 2^-25 when j != 0).
  const double j = std::nearbyint(twice);
  const double a = (twice - j) * 0.5;
  const int quadrant = static_cast<int>(static_cast<std::int64_t>(j) & 3);
  if (a == 0.0) {  // x = j/2; with n = floor(x), n is even iff quadrant < 2
    const double sign = quadrant >= 2 ? -1.0 : 1.0;  // (-1)^n
    const bool half = (quadrant & 1) != 0;
    out->exact = true;
    switch (f) {
      case Trig::sin:
        out->y = half ? sign : zero;
        break;
      case Trig::cos:
        out->y = half ? 0.0 : sign;
        break;
      case Trig::tan:
        out->y = half ? sign * kInf : sign * zero;
        break;
    }
    return true;
  }
  if (f == Trig::tan && std::fabs(a) == 0.25) {  // tan(+-pi/4) = +-1, -cot(+-pi/4) = -+1
    const bool negative = std::signbit(a) != ((quadrant & 1) != 0);
    out->exact = true;
    out->y = negative ? -1.0 : 1.0;
    return true;
  }
  out->y = trig_of_quadrant(f, quadrant, kPi * a);
  if (f != Trig::tan) out->below = 1.0;
  return true;
}

}  // namespace

bool fast_sin(float x, Approx* out) { return approximate_trig(Trig::sin, x, out); }
bool fast_cos(float x, Approx* out) { return approximate_trig(Trig::cos, x, out); }
bool fast_tan(float x, Approx* out) { return approximate_trig(Trig::tan, x, out); }
bool fast_sinpi(float x, Approx* out) { return approximate_trigpi(Trig::sin, x, out); }
bool fast_cospi(float x, Approx* out) { return approximate_trigpi(Trig::cos, x, out); }
bool fast_tanpi(float x, Approx* out) { return approximate_trigpi(Trig::tan, x, out); }

}  // namespace warpmath::host_ref::detail
