// tests/host_ref/test_support.hpp -- helpers shared by the oracle's tests: an independent MPFR
// reference (high precision, rounded to binary32 by hand) and input generators.
#pragma once
#include <mpfr.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include "host_ref/oracle.hpp"

namespace warpmath::host_ref::test_support {

inline std::uint32_t bits_of(float x) {
  std::uint32_t u;
  std::memcpy(&u, &x, sizeof u);
  return u;
}

inline float float_of(std::uint32_t u) {
  float x;
  std::memcpy(&x, &u, sizeof x);
  return x;
}

// Bitwise equality, any NaN equal to any NaN.
inline bool same_float(float a, float b) {
  return (std::isnan(a) && std::isnan(b)) || bits_of(a) == bits_of(b);
}

// f(x) with `precision` bits in MPFR's default exponent range (no subnormal emulation).
class HighPrecision {
 public:
  explicit HighPrecision(Ref r, float x, long precision = 200) {
    mpfr_inits2(precision, x_, y_, static_cast<mpfr_ptr>(nullptr));
    mpfr_set_flt(x_, x, MPFR_RNDN);
    switch (r) {
      case Ref::sin:
        mpfr_sin(y_, x_, MPFR_RNDN);
        break;
      case Ref::cos:
        mpfr_cos(y_, x_, MPFR_RNDN);
        break;
      case Ref::tan:
        mpfr_tan(y_, x_, MPFR_RNDN);
        break;
      case Ref::sinpi:
        mpfr_sinpi(y_, x_, MPFR_RNDN);
        break;
      case Ref::cospi:
        mpfr_cospi(y_, x_, MPFR_RNDN);
        break;
      case Ref::tanpi:
        mpfr_tanpi(y_, x_, MPFR_RNDN);
        break;
    }
  }
  ~HighPrecision() { mpfr_clears(x_, y_, static_cast<mpfr_ptr>(nullptr)); }
  HighPrecision(const HighPrecision&) = delete;
  HighPrecision& operator=(const HighPrecision&) = delete;

  mpfr_srcptr value() const { return y_; }

  // Rounded to binary32 by hand: below 2^-126 to a multiple of 2^-149, else to 24 bits. One
  // rounding from 200 bits (double rounding would need 176 equal bits after the 24th).
  float to_float() const {
    if (mpfr_nan_p(y_)) return NAN;
    if (mpfr_inf_p(y_) || mpfr_zero_p(y_)) return mpfr_get_flt(y_, MPFR_RNDN);
    mpfr_t t;
    mpfr_init2(t, mpfr_get_prec(y_));
    float out;
    if (mpfr_get_exp(y_) <= -126) {         // |y| < 2^-126
      mpfr_mul_2si(t, y_, 149, MPFR_RNDN);  // exact
      mpfr_rint(t, t, MPFR_RNDN);           // to an integer, ties to even
      out = std::ldexp(static_cast<float>(mpfr_get_si(t, MPFR_RNDN)), -149);
    } else {
      mpfr_set(t, y_, MPFR_RNDN);
      mpfr_prec_round(t, 24, MPFR_RNDN);
      out = mpfr_get_flt(t, MPFR_RNDN);  // exact, unless it overflows to infinity
    }
    mpfr_clear(t);
    return out;
  }

  // |approx - f| / |f|, for finite nonzero f.
  double relative_error(double approx) const {
    mpfr_t d;
    mpfr_init2(d, mpfr_get_prec(y_) + 64);
    mpfr_set_d(d, approx, MPFR_RNDN);
    mpfr_sub(d, d, y_, MPFR_RNDN);
    mpfr_div(d, d, y_, MPFR_RNDN);
    const double e = std::fabs(mpfr_get_d(d, MPFR_RNDN));
    mpfr_clear(d);
    return e;
  }

 private:
  mpfr_t x_, y_;
};

// `count` floats with uniformly random bit patterns (every binade equally likely), NaN and
// infinities included.
inline std::vector<float> random_bit_patterns(std::size_t count, std::uint32_t seed) {
  std::mt19937 rng(seed);
  std::vector<float> v(count);
  for (float& x : v) x = float_of(static_cast<std::uint32_t>(rng()));
  return v;
}

// `count` floats uniform in (-limit, limit).
inline std::vector<float> random_uniform(std::size_t count, float limit, std::uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(-limit, limit);
  std::vector<float> v(count);
  for (float& x : v) x = dist(rng);
  return v;
}

// The float nearest to `target` and its `radius` neighbours on each side.
inline void append_neighbourhood(double target, int radius, std::vector<float>* out) {
  const float center = static_cast<float>(target);
  float below = center, above = center;
  out->push_back(center);
  for (int i = 0; i < radius; ++i) {
    below = std::nextafter(below, -INFINITY);
    above = std::nextafter(above, INFINITY);
    out->push_back(below);
    out->push_back(above);
  }
}

}  // namespace warpmath::host_ref::test_support
