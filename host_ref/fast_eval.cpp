// host_ref/fast_eval.cpp -- the oracle's fast path: evaluate in double, round to binary32 when
// the double is provably far enough from every rounding boundary, else ask MPFR.
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
//      E <= pi/2 * 3.01 * 2^-53 + 2^-51 + 2^-53 < 9.8 * 2^-53 < 2^-49.7.
//  * sinpi, cospi, tanpi: x - n/2 is exact in double, pi * r has relative error 2^-54.5 (double
//    pi) + 2^-53 (product) < 1.36 * 2^-53; same condition numbers as above:
//      E <= pi/2 * 1.36 * 2^-53 + 2^-51 + 2^-53 < 7.2 * 2^-53 < 2^-50.1.
// The rounding check uses the half-width kCheckWidth * |y| = 2^-46 |y|: it covers E |f| (with
// |f| <= |y| / (1 - E)) plus the rounding of y -/+ width in double (2^-53 |y| each) with a factor
// 10 to spare. The tests compare the fast path's doubles with MPFR (expecting <= 2^-49.5).
#include <cmath>
#include <cstdint>
#include <limits>

#include "host_ref/bits.hpp"
#include "host_ref/oracle.hpp"
#include "host_ref/reduce_pi_over_2.hpp"

namespace warpmath::host_ref {

namespace {

constexpr double kCheckWidth = 0x1p-46;
constexpr double kBelowOne = 1.0 - 0x1p-53;  // largest double < 1
constexpr double kPi = 0x1.921fb54442d18p+1;
constexpr float kPiOver4Down = 0x1.921fb4p-1f;  // pi/4 rounded down to float
constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
constexpr float kInf = std::numeric_limits<float>::infinity();

// Rounds the approximation y of f(x) to binary32 if that is safe. `below_one` says that |f| < 1
// is known (sin, cos, sinpi, cospi away from their exact +-1): the interval is then cut at 1.
bool round_if_safe(double y, bool below_one, RefValue* out) {
  const double ay = std::fabs(y);
  const double width = ay * kCheckWidth;  // exact: a power-of-two scaling of a normal double
  const double lo = ay - width;
  double hi = ay + width;
  double exact = ay;
  if (below_one && hi >= 1.0) {
    hi = kBelowOne;
    if (exact > kBelowOne) exact = kBelowOne;  // the true value's binade is [1/2, 1)
  }
  // Round-to-nearest is monotonic: if both ends of an interval holding f round to the same
  // float, so does f.
  const float rounded = static_cast<float>(lo);
  if (static_cast<float>(hi) != rounded) return false;
  // A power of two inside the interval: the rounding is decided, but the binade of f (hence
  // its ulp) is not.
  if (bits::biased_exponent(lo) != bits::biased_exponent(hi)) return false;
  out->rounded = std::signbit(y) ? -rounded : rounded;
  out->exact = std::copysign(exact, y);
  return true;
}

RefValue exactly(float v) { return RefValue{v, static_cast<double>(v)}; }

// Results for NaN, infinite and zero arguments (C23 F.10.1).
RefValue special_input(Ref r, float x) {
  if (std::isnan(x) || std::isinf(x)) return exactly(kNaN);
  return (r == Ref::cos || r == Ref::cospi) ? exactly(1.0f) : exactly(x);  // zero: odd or 1
}

// f(q * pi/2 + a) for f in {sin, cos, tan}, q = quadrant, |a| <= pi/4 (a != 0 for tan's cot).
double trig_of_quadrant(Ref r, int quadrant, double a) {
  const bool odd_quadrant = (quadrant & 1) != 0;
  const bool negate =
      r == Ref::sin || r == Ref::sinpi ? (quadrant & 2) != 0 : ((quadrant + 1) & 2) != 0;
  switch (r) {
    case Ref::sin:
    case Ref::sinpi:
    case Ref::cos:
    case Ref::cospi: {
      const bool use_sin = odd_quadrant == (r == Ref::cos || r == Ref::cospi);
      const double v = use_sin ? std::sin(a) : std::cos(a);
      return negate ? -v : v;
    }
    case Ref::tan:
    case Ref::tanpi:
      return odd_quadrant ? -1.0 / std::tan(a) : std::tan(a);
  }
  return 0.0;
}

// sin, cos, tan of a finite nonzero float: the double approximation (relative error 2^-49.7),
// or false when the reduction cannot guarantee that.
bool approximate_trig(Ref r, float x, double* y) {
  const float ax = std::fabs(x);
  double v;
  if (ax <= kPiOver4Down) {
    v = trig_of_quadrant(r, 0, ax);
  } else {
    QuadrantReduction red;
    if (!reduce_pi_over_2(ax, &red)) return false;
    v = trig_of_quadrant(r, red.quadrant, red.r);
  }
  *y = (r != Ref::cos && std::signbit(x)) ? -v : v;  // sin and tan are odd, cos even
  return true;
}

// sinpi, cospi, tanpi of a finite nonzero float. Returns true with the exactly known result in
// *special (integers, half-integers, tanpi at quarter-integers), else false with the double
// approximation (relative error 2^-50.1) in *y.
bool approximate_trigpi(Ref r, float x, double* y, RefValue* special) {
  const double twice = 2.0 * static_cast<double>(x);
  if (std::fabs(twice) >= 0x1p24) {  // |x| >= 2^23: an integer, odd only if in [2^23, 2^24)
    const std::uint32_t u = bits::of(x) & 0x7fffffffu;
    const bool odd = (u >> 23) == 127 + 23 && (u & 1) != 0;
    const float zero = std::copysign(0.0f, x);
    *special = r == Ref::cospi ? exactly(odd ? -1.0f : 1.0f)
                               : exactly(r == Ref::tanpi && odd ? -zero : zero);
    return true;
  }
  // x = j/2 + a with |a| <= 1/4, computed exactly (x is a multiple of 2^-25 when j != 0).
  const double j = std::nearbyint(twice);
  const double a = (twice - j) * 0.5;
  const int quadrant = static_cast<int>(static_cast<std::int64_t>(j) & 3);
  if (a == 0.0) {  // x = j/2; with n = floor(x), n is even iff quadrant < 2
    const bool n_odd = quadrant >= 2;
    const float zero = std::copysign(0.0f, x);
    const bool half = (quadrant & 1) != 0;
    switch (r) {
      case Ref::sinpi:
        *special = exactly(half ? (n_odd ? -1.0f : 1.0f) : zero);
        break;
      case Ref::cospi:
        *special = exactly(half ? 0.0f : (n_odd ? -1.0f : 1.0f));
        break;
      default:  // tanpi
        *special = exactly(half ? (n_odd ? -kInf : kInf) : (n_odd ? -zero : zero));
        break;
    }
    return true;
  }
  if (r == Ref::tanpi && std::fabs(a) == 0.25) {  // tan(+-pi/4) = +-1, -cot(+-pi/4) = -+1
    const bool negative = std::signbit(a) != ((quadrant & 1) != 0);
    *special = exactly(negative ? -1.0f : 1.0f);
    return true;
  }
  *y = trig_of_quadrant(r, quadrant, kPi * a);
  return false;
}

bool is_pi_function(Ref r) { return r == Ref::sinpi || r == Ref::cospi || r == Ref::tanpi; }

RefValue evaluate_on_some_path(Ref r, float x, EvalPath* taken) {
  *taken = EvalPath::special;
  if (!std::isfinite(x) || x == 0.0f) return special_input(r, x);
  double y = 0.0;
  if (is_pi_function(r)) {
    RefValue exact_value;
    if (approximate_trigpi(r, x, &y, &exact_value)) return exact_value;
  } else if (!approximate_trig(r, x, &y)) {
    *taken = EvalPath::mpfr;
    return evaluate_mpfr(r, x);
  }
  RefValue out;
  const bool below_one = r != Ref::tan && r != Ref::tanpi;
  if (round_if_safe(y, below_one, &out)) {
    *taken = EvalPath::fast;
    return out;
  }
  *taken = EvalPath::mpfr;
  return evaluate_mpfr(r, x);
}

}  // namespace

RefValue evaluate_with_path(Ref r, float x, EvalPath* path) {
  EvalPath taken;
  const RefValue out = evaluate_on_some_path(r, x, &taken);
  if (path != nullptr) *path = taken;
  return out;
}

RefValue evaluate(Ref r, float x) {
  EvalPath ignored;
  return evaluate_on_some_path(r, x, &ignored);
}

}  // namespace warpmath::host_ref
