// host_ref/binary_special.cpp -- the special rules of the two-argument references (refs.def):
// C23 Annex F (F.10.1.4 atan2, F.10.4.4 hypot, F.10.4.5 pow, F.10.4.6 powr, F.10.7 fmod and
// remainder, F.10.8 copysign and nextafter, F.10.9 fdim, fmax, fmin), IEEE 754 division, and the
// pi form of atan2 for atan2pi.
// A rule returns true with the result where it is fixed exactly, false to let the fast path
// (fast_binary.cpp) compute it. The *_exact rules decide every input: fmod, remainder, fmin,
// fmax, copysign and nextafter of floats are floats, computed exactly.
#include <cmath>

#include "host_ref/bits.hpp"
#include "host_ref/ref_functions.hpp"

namespace warpmath::host_ref::detail {

namespace {

bool is_integer(float v) { return std::isfinite(v) && v == std::trunc(v); }
// Odd integers are below 2^24 in magnitude: every float from 2^24 on is even.
bool is_odd_integer(float v) { return is_integer(v) && std::fmod(v, 2.0f) != 0.0f; }

bool decide(double value, RefValue* out) {
  *out = value_of(value);
  return true;
}

bool either_nan(float x, float y) { return std::isnan(x) || std::isnan(y); }

}  // namespace

bool atan2_special(float y, float x, RefValue* out) {
  // Zeros and infinities give +-0 (exact, from glibc) or multiples of pi/4 (rounded by the
  // fast path, like any other result): only NaN is decided here.
  return either_nan(y, x) && decide(kNaN, out);
}

bool atan2pi_special(float y, float x, RefValue* out) {
  if (either_nan(y, x)) return decide(kNaN, out);
  const double sign = std::signbit(y) ? -1.0 : 1.0;
  if (y == 0.0f) return decide(sign * (std::signbit(x) ? 1.0 : 0.0), out);  // x = -0 counts as < 0
  if (x == 0.0f) return decide(sign * 0.5, out);
  if (std::isinf(y)) {
    if (!std::isinf(x)) return decide(sign * 0.5, out);
    return decide(sign * (x > 0.0f ? 0.25 : 0.75), out);
  }
  if (std::isinf(x)) return decide(sign * (x > 0.0f ? 0.0 : 1.0), out);
  if (std::fabs(y) == std::fabs(x)) return decide(sign * (x > 0.0f ? 0.25 : 0.75), out);
  return false;
}

bool pow_special(float x, float y, RefValue* out) {
  // even for a quiet NaN x or y; a signalling one gives a quiet NaN
  if ((y == 0.0f || x == 1.0f) && !bits::either_signalling(x, y)) return decide(1.0, out);
  if (either_nan(x, y)) return decide(kNaN, out);
  if (x == -1.0f && !is_integer(y)) return decide(std::isinf(y) ? 1.0 : kNaN, out);
  if (x == -1.0f) return decide(is_odd_integer(y) ? -1.0 : 1.0, out);
  if (x < 0.0f && std::isfinite(x) && std::isfinite(y) && !is_integer(y)) {
    return decide(kNaN, out);
  }
  return false;  // zeros and infinities: glibc's pow gives the exact +-0, +-inf of Annex F
}

bool powr_special(float x, float y, RefValue* out) {
  if (either_nan(x, y) || x < 0.0f) return decide(kNaN, out);  // -0 is not below 0
  if (x == 0.0f) return decide(y == 0.0f ? kNaN : y < 0.0f ? kInf : 0.0, out);
  if (std::isinf(x)) return decide(y == 0.0f ? kNaN : y < 0.0f ? 0.0 : kInf, out);
  if (x == 1.0f) return decide(std::isinf(y) ? kNaN : 1.0, out);
  if (y == 0.0f) return decide(1.0, out);
  return false;  // 0 < x < inf, x != 1, y != 0: x^y as for pow
}

bool hypot_special(float x, float y, RefValue* out) {
  // even with a quiet NaN; a signalling one gives a quiet NaN
  if ((std::isinf(x) || std::isinf(y)) && !bits::either_signalling(x, y)) return decide(kInf, out);
  if (either_nan(x, y)) return decide(kNaN, out);
  if (x == 0.0f) return decide(std::fabs(y), out);
  if (y == 0.0f) return decide(std::fabs(x), out);
  return false;
}

bool fdim_special(float x, float y, RefValue* out) {
  if (either_nan(x, y)) return decide(kNaN, out);
  if (x <= y) return decide(0.0, out);
  return false;
}

// x / y (IEEE 754 division, C23 F.3): NaN for a NaN, 0/0 and inf/inf; x/+-0 = +-inf and
// +-inf/y = +-inf, 0/y = +-0 and x/+-inf = +-0, with the sign of x times y.
bool div_special(float x, float y, RefValue* out) {
  if (either_nan(x, y)) return decide(kNaN, out);
  const double sign = std::signbit(x) != std::signbit(y) ? -1.0 : 1.0;
  if (x == 0.0f && y == 0.0f) return decide(kNaN, out);
  if (std::isinf(x) && std::isinf(y)) return decide(kNaN, out);
  if (y == 0.0f || std::isinf(x)) return decide(sign * kInf, out);
  if (x == 0.0f || std::isinf(y)) return decide(sign * 0.0, out);
  return false;
}

// fmod and remainder of floats are exact, and so are their double forms on the same values
// (glibc follows Annex F for zeros, infinities and NaNs).
bool fmod_exact(float x, float y, RefValue* out) {
  return decide(std::fmod(static_cast<double>(x), static_cast<double>(y)), out);
}

bool remainder_exact(float x, float y, RefValue* out) {
  return decide(std::remainder(static_cast<double>(x), static_cast<double>(y)), out);
}

// A NaN argument is ignored when the other is a number; -0 counts as less than +0 (the ideal
// behaviour of C23 F.10.9.2, which MPFR's min and max follow).
bool fmin_exact(float x, float y, RefValue* out) {
  if (std::isnan(x)) return decide(y, out);
  if (std::isnan(y) || x < y || (x == y && std::signbit(x))) return decide(x, out);
  return decide(y, out);
}

bool fmax_exact(float x, float y, RefValue* out) {
  if (std::isnan(x)) return decide(y, out);
  if (std::isnan(y) || x > y || (x == y && !std::signbit(x))) return decide(x, out);
  return decide(y, out);
}

bool copysign_exact(float x, float y, RefValue* out) {
  return decide(std::copysign(x, y), out);  // a NaN y gives its sign bit
}

bool nextafter_exact(float x, float y, RefValue* out) {
  return decide(std::nextafter(x, y), out);  // the float overload: steps of float
}

}  // namespace warpmath::host_ref::detail
