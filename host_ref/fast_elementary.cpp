// host_ref/fast_elementary.cpp -- fast paths of the roots, the hyperbolic functions and the
// inverse trigonometric functions: glibc's double functions of the exact argument (kLibmError),
// correctly rounded double sqrt (kSqrtError, kRsqrtError), and quotients by a double constant
// or reciprocals (kLibmScaledError).
//
// Facts passed to the rounding check where a result saturates at a power of two for a large
// share of the floats: cosh x > 1 (every |x| < 2^-26 gives the double 1), |tanh x| < 1 (every
// |x| > 19.1), |atanpi x| < 1/2 (every |x| > 2^53), acospi x below or above 1/2 (tiny x).
#include <cmath>

#include "host_ref/ref_functions.hpp"

namespace warpmath::host_ref::detail {

namespace {

constexpr double kPi = 0x1.921fb54442d18p+1;  // relative error 2^-54.5

}  // namespace

bool fast_sqrt(float x, Approx* out) {
  out->y = std::sqrt(static_cast<double>(x));
  return true;
}

bool fast_rsqrt(float x, Approx* out) {
  out->y = 1.0 / std::sqrt(static_cast<double>(x));
  return true;
}

bool fast_cbrt(float x, Approx* out) {
  out->y = std::cbrt(static_cast<double>(x));
  return true;
}

bool fast_rcbrt(float x, Approx* out) {
  out->y = 1.0 / std::cbrt(static_cast<double>(x));
  return true;
}

bool fast_sinh(float x, Approx* out) {
  out->y = std::sinh(static_cast<double>(x));
  return true;
}

bool fast_cosh(float x, Approx* out) {
  out->y = std::cosh(static_cast<double>(x));
  out->at_least = 1.0;
  return true;
}

bool fast_tanh(float x, Approx* out) {
  out->y = std::tanh(static_cast<double>(x));
  out->below = 1.0;
  return true;
}

bool fast_asinh(float x, Approx* out) {
  out->y = std::asinh(static_cast<double>(x));
  return true;
}

bool fast_acosh(float x, Approx* out) {
  out->y = std::acosh(static_cast<double>(x));
  return true;
}

bool fast_atanh(float x, Approx* out) {
  out->y = std::atanh(static_cast<double>(x));
  return true;
}

bool fast_asin(float x, Approx* out) {
  out->y = std::asin(static_cast<double>(x));
  return true;
}

bool fast_acos(float x, Approx* out) {
  out->y = std::acos(static_cast<double>(x));
  return true;
}

bool fast_atan(float x, Approx* out) {
  out->y = std::atan(static_cast<double>(x));
  return true;
}

bool fast_asinpi(float x, Approx* out) {
  out->y = std::asin(static_cast<double>(x)) / kPi;
  out->below = 0.5;  // asinpi(+-1) = +-1/2 is an exact point of the special table
  return true;
}

bool fast_acospi(float x, Approx* out) {
  out->y = std::acos(static_cast<double>(x)) / kPi;
  if (x > 0.0f) {
    out->below = 0.5;
  } else {  // acospi(-1) = 1 is an exact point of the special table
    out->at_least = 0.5;
    out->below = 1.0;
  }
  return true;
}

bool fast_atanpi(float x, Approx* out) {
  out->y = std::atan(static_cast<double>(x)) / kPi;
  out->below = 0.5;
  return true;
}

}  // namespace warpmath::host_ref::detail
