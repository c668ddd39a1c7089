// samples/black_scholes/black_scholes_reference.hpp -- inputs, the double-precision reference and
// the checks of the Black-Scholes sample (host code, shared by main.cpp and main.cu).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "../common/sample.hpp"

namespace black_scholes {

// The market of NVIDIA's classic BlackScholes sample: r = 2%, v = 30%, S in [5, 30],
// K in [1, 100], T in [0.25, 10] years.
constexpr float kRate = 0.02f;
constexpr float kVolatility = 0.30f;

struct Inputs {
  std::vector<float> S, K, T;
};

inline Inputs make_inputs(std::size_t n, std::uint64_t seed) {
  sample::Rng rng(seed);
  Inputs in;
  in.S.resize(n);
  in.K.resize(n);
  in.T.resize(n);
  for (std::size_t i = 0; i < n; ++i) {
    in.S[i] = rng.uniform(5.0f, 30.0f);
    in.K[i] = rng.uniform(1.0f, 100.0f);
    in.T[i] = rng.uniform(0.25f, 10.0f);
  }
  return in;
}

inline double normcdf_ref(double d) { return 0.5 * std::erfc(-d / std::sqrt(2.0)); }

// Tolerance on |price error| / (S + K), in units of u = 2^-24. First-order error budget of
// price() (each term is at most S or K in size): the products and the final subtraction round
// 4 times (4 u); expf(-rT) (0.501 ulp) and K * it, 2 u; normcdff (< 0.5625 ulp: 1.125 u); the
// error of d1, d2 themselves: a common error of d1 and d2 cancels to first order
// (S phi(d1) = K e^{-rT} phi(d2)), and the rounding of d2 = d1 - v sqrt(T) costs at most
// max_d phi(d) |d| K u <= 0.25 K u. Sum: about 8 u; the check allows 16 u = 9.5e-7.
constexpr double kTolerancePerNotional = 16.0 * 0x1p-24;
// CUDA's BlackScholes sample accepts a relative L1 error below 1e-6.
constexpr double kToleranceL1 = 1e-6;

// Compares the float prices with the reference from the same float inputs; prints and checks.
inline int check(const char* program, const Inputs& in, const std::vector<float>& call,
                 const std::vector<float>& put) {
  const std::size_t n = in.S.size();
  double max_err_notional = 0, sum_err = 0, sum_ref = 0, sum_call = 0;
  double max_rel = 0;  // over prices >= 0.01 (a cent), where a relative error means something
  for (std::size_t i = 0; i < n; ++i) {
    const double S = in.S[i], K = in.K[i], T = in.T[i], r = kRate, v = kVolatility;
    const double sd = v * std::sqrt(T);
    const double d1 = (std::log(S / K) + (r + 0.5 * v * v) * T) / sd, d2 = d1 - sd;
    const double Kd = K * std::exp(-r * T);
    const double ref[2] = {S * normcdf_ref(d1) - Kd * normcdf_ref(d2),
                           Kd * normcdf_ref(-d2) - S * normcdf_ref(-d1)};
    const float got[2] = {call[i], put[i]};
    for (int k = 0; k < 2; ++k) {
      const double err = std::fabs(static_cast<double>(got[k]) - ref[k]);
      max_err_notional = std::max(max_err_notional, err / (S + K));
      if (std::fabs(ref[k]) >= 0.01) max_rel = std::max(max_rel, err / std::fabs(ref[k]));
      if (!(err == err)) max_err_notional = err;  // a NaN result fails the check
      sum_err += err;
      sum_ref += std::fabs(ref[k]);
    }
    sum_call += call[i];
  }
  std::printf(
      "  result: mean call price %.6f, mean put price %.6f, digest %016llx\n",
      sum_call / static_cast<double>(n),
      [&] {
        double s = 0;
        for (float p : put) s += p;
        return s / static_cast<double>(n);
      }(),
      static_cast<unsigned long long>(sample::digest(put, sample::digest(call))));
  std::printf("  max relative error (prices >= 0.01):         %11.4g\n", max_rel);
  sample::Checks checks;
  checks.at_most("max |error| / (S + K), calls and puts", max_err_notional, kTolerancePerNotional);
  checks.at_most("relative L1 error, sum|err| / sum|ref|", sum_err / sum_ref, kToleranceL1);
  return checks.finish(program);
}

}  // namespace black_scholes
