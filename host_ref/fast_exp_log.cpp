// host_ref/fast_exp_log.cpp -- fast paths of the exponentials and logarithms: glibc's double
// functions of the exact argument (E = kLibmError), and compositions for the C23 functions glibc
// lacks (exp2m1, exp10m1, log2p1, log10p1), with the bounds of ref_functions.hpp.
//
// Facts passed to the rounding check: b^x > 1 for x > 0 and < 1 for x < 0; b^x - 1 > -1. Without
// them, every |x| below about 2^-50 (half of all floats) would land on a double b^x of exactly 1,
// whose rounding interval straddles 1, and go to MPFR.
#include <cmath>

#include "host_ref/ref_functions.hpp"

namespace warpmath::host_ref::detail {

namespace {

constexpr double kLn2 = 0x1.62e42fefa39efp-1;   // relative error 2^-54.7
constexpr double kLn10 = 0x1.26bb1bbb55516p+1;  // relative error 2^-53.2

void exp_side_of_one(float x, Approx* out) {
  if (x > 0.0f) {
    out->at_least = 1.0;
  } else {
    out->below = 1.0;
  }
}

// b^x - 1 for b = e^ln_b, E = kExpMinusOneError. Where |x| >= threshold, b^x >= 2 or <= 1/2 and
// exp_b(x) - 1 cancels at most one bit; below it, |x ln_b| < 0.73 and expm1 of the rounded
// product is accurate (derivation at kExpMinusOneError).
double exp_minus_one(float x, double (*exp_b)(double), double ln_b, float threshold) {
  const double xd = x;
  return std::fabs(x) >= threshold ? exp_b(xd) - 1.0 : std::expm1(xd * ln_b);
}

}  // namespace

bool fast_exp(float x, Approx* out) {
  out->y = std::exp(static_cast<double>(x));
  exp_side_of_one(x, out);
  return true;
}

bool fast_exp2(float x, Approx* out) {
  out->y = std::exp2(static_cast<double>(x));
  exp_side_of_one(x, out);
  return true;
}

bool fast_exp10(float x, Approx* out) {
  out->y = ::exp10(static_cast<double>(x));  // glibc (a GNU extension; no std:: form)
  exp_side_of_one(x, out);
  return true;
}

bool fast_expm1(float x, Approx* out) {
  out->y = std::expm1(static_cast<double>(x));
  if (x < 0.0f) out->below = 1.0;
  return true;
}

bool fast_exp2m1(float x, Approx* out) {
  // 2^x >= 2 or <= 1/2 iff |x| >= 1.
  out->y = exp_minus_one(
      x, [](double t) { return std::exp2(t); }, kLn2, 1.0f);
  if (x < 0.0f) out->below = 1.0;
  return true;
}

bool fast_exp10m1(float x, Approx* out) {
  // 10^x >= 2 or <= 1/2 iff |x| >= log10(2) = 0.30103; below 0.3125, |x ln 10| < 0.7196.
  out->y = exp_minus_one(
      x, [](double t) { return ::exp10(t); }, kLn10, 0.3125f);
  if (x < 0.0f) out->below = 1.0;
  return true;
}

bool fast_log(float x, Approx* out) {
  out->y = std::log(static_cast<double>(x));
  return true;
}

bool fast_log2(float x, Approx* out) {
  out->y = std::log2(static_cast<double>(x));
  return true;
}

bool fast_log10(float x, Approx* out) {
  out->y = std::log10(static_cast<double>(x));
  return true;
}

bool fast_log1p(float x, Approx* out) {
  out->y = std::log1p(static_cast<double>(x));
  return true;
}

// log_b(1 + x) = log1p(x) / ln b: kLibmScaledError.
bool fast_log2p1(float x, Approx* out) {
  out->y = std::log1p(static_cast<double>(x)) / kLn2;
  return true;
}

bool fast_log10p1(float x, Approx* out) {
  out->y = std::log1p(static_cast<double>(x)) / kLn10;
  return true;
}

}  // namespace warpmath::host_ref::detail
