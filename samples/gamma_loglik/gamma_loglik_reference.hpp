// samples/gamma_loglik/gamma_loglik_reference.hpp -- inputs, the double-precision reference and
// the checks of the gamma log-likelihood sample (host code, shared by main.cpp and main.cu).
#pragma once

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <vector>

#include "../common/sample.hpp"

namespace gamma_loglik {

struct Inputs {
  std::vector<float> x, k, theta;
};

// A uniform on (0, 1) in double (53 random bits, never 0).
inline double open_uniform(sample::Rng& rng) {
  return (static_cast<double>(rng.next() >> 11) + 0.5) * 0x1p-53;
}

// A Gamma(k, 1) deviate, Marsaglia and Tsang's method (ACM TOMS 26(3), 2000), in double; for
// k < 1 the boost Gamma(k + 1) * U^(1/k).
inline double gamma_deviate(double k, sample::Rng& rng) {
  if (k < 1.0) return gamma_deviate(k + 1.0, rng) * std::pow(open_uniform(rng), 1.0 / k);
  const double d = k - 1.0 / 3.0, c = 1.0 / std::sqrt(9.0 * d);
  for (;;) {
    const double z = rng.normal(), t = 1.0 + c * z;
    if (t <= 0) continue;
    const double v = t * t * t;
    if (std::log(open_uniform(rng)) < 0.5 * z * z + d - d * v + d * std::log(v)) return d * v;
  }
}

// Shapes log-uniform on [1/16, 64], scales log-uniform on [1/10, 10], x drawn from the gamma
// distribution they define (kept >= 2^-120 so that log x stays finite in float).
inline Inputs make_inputs(std::size_t n, std::uint64_t seed) {
  sample::Rng rng(seed);
  Inputs in;
  in.x.resize(n);
  in.k.resize(n);
  in.theta.resize(n);
  for (std::size_t i = 0; i < n; ++i) {
    const float k = std::exp2(rng.uniform(-4.0f, 6.0f));
    const float theta = std::exp(rng.uniform(-2.302585f, 2.302585f));
    const double x = gamma_deviate(k, rng) * theta;
    in.k[i] = k;
    in.theta[i] = theta;
    in.x[i] = static_cast<float>(std::max(x, 0x1p-120));
  }
  return in;
}

// Per-observation tolerance, in units of u = 2^-24 times the sum of the magnitudes of the four
// terms M = |(k-1) log x| + x/theta + |lgamma k| + |k log theta|. First-order budget: logf
// (0.612 ulp <= 1.23 u) and the product with k - 1 (one rounding; k - 1 is exact for k in
// [1/2, 2], one more rounding elsewhere): 2.8 u on the first term; the quotient 0.5 u; lgammaf
// (at most 2 ulp <= 4 u of |lgamma k|, its documented bound); logf and the product: 1.8 u on
// the last; the three subtractions: 0.5 u of M each. Total below 6 u of M; the check allows 8 u.
constexpr double kTolerancePerMagnitude = 8.0 * 0x1p-24;

inline int check(const char* program, const Inputs& in, const std::vector<float>& logpdf) {
  const std::size_t n = in.x.size();
  double max_err_scaled = 0, max_abs = 0, sum_ref = 0, sum_got = 0, sum_magnitude = 0;
  std::size_t near_zero = 0;  // shapes within 1% of the zeros 1 and 2 of lgamma
  for (std::size_t i = 0; i < n; ++i) {
    const double x = in.x[i], k = in.k[i], theta = in.theta[i];
    const double a = (k - 1.0) * std::log(x), b = x / theta, g = std::lgamma(k),
                 c = k * std::log(theta);
    const double ref = a - b - g - c;
    const double magnitude = std::fabs(a) + b + std::fabs(g) + std::fabs(c);
    const double err = std::fabs(static_cast<double>(logpdf[i]) - ref);
    max_err_scaled = std::max(max_err_scaled, err / magnitude);
    if (!(err == err)) max_err_scaled = err;  // a NaN result fails the check
    max_abs = std::max(max_abs, err);
    sum_ref += ref;
    sum_got += logpdf[i];
    sum_magnitude += magnitude;
    near_zero += std::fabs(k - 1.0) < 0.01 || std::fabs(k - 2.0) < 0.02;
  }
  std::printf("  result: log-likelihood %.9g (reference %.9g), digest %016llx\n", sum_got, sum_ref,
              static_cast<unsigned long long>(sample::digest(logpdf)));
  std::printf("  observations with a shape within 1%% of a zero of lgamma: %zu\n", near_zero);
  std::printf("  max |error| of a log-density:                 %11.4g\n", max_abs);
  sample::Checks checks;
  checks.at_most("max |error| / (M u), per observation", max_err_scaled * 0x1p24,
                 kTolerancePerMagnitude * 0x1p24);
  checks.at_most("|log-likelihood error| / (sum M u)",
                 std::fabs(sum_got - sum_ref) / sum_magnitude * 0x1p24,
                 kTolerancePerMagnitude * 0x1p24);
  return checks.finish(program);
}

}  // namespace gamma_loglik
