// host_ref/fast_binary.cpp -- fast paths of the two-argument references, called once the special
// rule (binary_special.cpp) has declined: NaNs, and every input whose result Annex F fixes
// exactly, are gone.
//
//  * atan2, hypot: glibc of the exact arguments (kLibmError).
//  * pow, powr: glibc's pow, which is not exp(y log x) in double (that would amplify the error of
//    log x by |y log x|, up to 2^7 * 89) but computes log x in extra precision: glibc 2.28+
//    documents a worst case of 0.52 ulp on all of double (kLibmError covers 2 ulps, 4 times over).
//    Its results that overflow or underflow double are read as such by the rounding check.
//  * atan2pi: atan2 / pi (kLibmScaledError).
//  * fdim: x - y in double: exact (and then converted to float with one rounding) unless the
//    exponents differ by more than 29 (2^127 - 2^-149 needs 277 bits); then rounded once
//    (2^-53; kSubtractionError = 2^-52 with the cut at a known bound) and checked like any other
//    approximation. Exact differences are often
//    midpoints of floats (x, y in adjacent binades), which no rounding check can settle.
//  * div: x / y in double, correctly rounded (2^-53, kDivisionError), and exact when the residual
//    x - q y (exact in double by one FMA: no underflow or overflow for quotients of floats) is
//    zero; a quotient that is a float midpoint is always exact in double (25 bits).
#include <algorithm>
#include <cmath>

#include "host_ref/ref_functions.hpp"

namespace warpmath::host_ref::detail {

namespace {

constexpr double kPi = 0x1.921fb54442d18p+1;  // relative error 2^-54.5

}  // namespace

bool fast_atan2(float y, float x, Approx* out) {
  out->y = std::atan2(static_cast<double>(y), static_cast<double>(x));
  return true;
}

bool fast_atan2pi(float y, float x, Approx* out) {
  // The special rule has decided zeros, infinities and |y| = |x|. The angle is within (0, 1/2)
  // of a half-turn for x > 0, and in (1/2, 1) for x < 0: with |y| far below |x| the double is 0 or
  // 1, and with |y| far above |x| it is 1/2.
  out->y = std::atan2(static_cast<double>(y), static_cast<double>(x)) / kPi;
  if (x > 0.0f) {
    out->below = 0.5;
  } else {
    out->at_least = 0.5;
    out->below = 1.0;
  }
  return true;
}

bool fast_pow(float x, float y, Approx* out) {
  out->y = std::pow(static_cast<double>(x), static_cast<double>(y));
  // |x|^y is above 1 when |x| > 1 and y > 0 or |x| < 1 and y < 0, else below 1 (the special
  // rules decide |x| = 1 and y = 0): y near 0 gives a double of exactly 1.
  const float ax = std::fabs(x);
  if (std::isfinite(ax) && ax != 0.0f && ax != 1.0f && std::isfinite(y)) {
    if ((ax > 1.0f) == (y > 0.0f)) {
      out->at_least = 1.0;
    } else {
      out->below = 1.0;
    }
  }
  return true;
}

bool fast_hypot(float x, float y, Approx* out) {
  out->y = std::hypot(static_cast<double>(x), static_cast<double>(y));
  out->at_least = std::max(std::fabs(static_cast<double>(x)), std::fabs(static_cast<double>(y)));
  return true;
}

bool fast_fdim(float x, float y, Approx* out) {
  // The special rule ensures x > y. The rounding error of d = x - y, by Knuth's TwoSum (exact for
  // any doubles, without branches): when it is zero, d is the exact difference and its
  // conversion to float rounds it once. Else (the exponents differ by more than 29) the
  // rounding check decides.
  const double a = x, b = -static_cast<double>(y);
  const double d = a + b;
  const double b_part = d - a;
  const double error = (a - (d - b_part)) + (b - b_part);
  out->y = d;
  out->exact = error == 0.0;
  // Where d is rounded, |f| still lies on a known side of the larger argument: x = 1 and a tiny
  // y > 0 give the double 1, whose rounding interval would straddle 1.
  if (y >= 0.0f) {
    out->below = x;  // 0 <= y < x: f = x - y < x (y = 0 is exact)
  } else if (x > 0.0f) {
    out->at_least = std::max(a, b);  // y < 0 < x: f = x + |y|, and b = |y|
  } else {
    out->below = b;  // y < x <= 0: f = |y| - |x| < |y| = b (x = 0 is exact)
  }
  return true;
}

bool fast_div(float x, float y, Approx* out) {
  // The special rule has decided NaNs, zeros and infinities.
  const double q = static_cast<double>(x) / static_cast<double>(y);
  out->y = q;
  out->exact = std::fma(-q, static_cast<double>(y), static_cast<double>(x)) == 0.0;
  return true;
}

}  // namespace warpmath::host_ref::detail
