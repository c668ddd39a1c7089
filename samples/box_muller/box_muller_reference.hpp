// samples/box_muller/box_muller_reference.hpp -- the checks of the Box-Muller sample (host code,
// shared by main.cpp and main.cu): each value against a double-precision transform of the same
// uniforms, the first four moments, and a Kolmogorov-Smirnov test against the normal CDF.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "../common/sample.hpp"
#include "box_muller_kernel.hpp"

namespace box_muller {

// Relative error of each value, first order: logf 0.612 ulp (halved by the square root),
// sqrtf 0.5, sincospif 0.750 (sin; cos 0.699), the product 0.5: 2.056 ulp, and an ulp of a normal
// float is at most 2^-23 of it. Second-order terms are below 2^-40.
constexpr double kToleranceRelative = 2.06 * 0x1p-23;

// Philox-2x32-10 known answers (Random123's kat_vectors).
inline bool philox_known_answers() {
  const Bits a = philox2x32_10(0u, 0u, 0u);
  const Bits b = philox2x32_10(0xffffffffu, 0xffffffffu, 0xffffffffu);
  const Bits c = philox2x32_10(0x243f6a88u, 0x85a308d3u, 0x13198a2eu);
  return a.lo == 0xff1dae59u && a.hi == 0x6cd10df2u && b.lo == 0x2c3f628bu && b.hi == 0xab4fd7adu &&
         c.lo == 0xdd7ce038u && c.hi == 0xf62a4c12u;
}

// z holds the pairs: z[2i], z[2i + 1] from pair i.
inline int check(const char* program, const std::vector<float>& z, std::uint32_t seed) {
  const std::size_t n = z.size();
  const double N = static_cast<double>(n);
  sample::Checks checks;
  checks.require("Philox-2x32-10 known-answer vectors", philox_known_answers());

  // Each value against the transform in double of the same uniforms.
  double max_rel = 0;
  for (std::size_t i = 0; i < n / 2; ++i) {
    const Uniforms u = uniforms(static_cast<std::uint32_t>(i), seed);
    const double r = std::sqrt(-2.0 * std::log(static_cast<double>(u.u1)));
    const double angle = 6.283185307179586 * u.u2;
    const double ref[2] = {r * std::cos(angle), r * std::sin(angle)};
    for (int k = 0; k < 2; ++k) {
      const double err = std::fabs(z[2 * i + k] - ref[k]);
      const double rel = ref[k] == 0 ? (err == 0 ? 0.0 : INFINITY) : err / std::fabs(ref[k]);
      if (!(rel <= max_rel)) max_rel = rel;  // also takes a NaN
    }
  }

  // Moments about 0 (the true mean) in double; their standard errors for a normal sample are
  // sqrt(1/N), sqrt(2/N), sqrt(6/N), sqrt(24/N). The checks allow 5 standard errors each.
  double m1 = 0, m2 = 0, m3 = 0, m4 = 0;
  for (float x : z) {
    const double v = x, v2 = v * v;
    m1 += v;
    m2 += v2;
    m3 += v2 * v;
    m4 += v2 * v2;
  }
  m1 /= N;
  m2 /= N;
  m3 /= N;
  m4 /= N;
  const double var = m2 - m1 * m1;
  const double skew = (m3 - 3 * m1 * m2 + 2 * m1 * m1 * m1) / std::pow(var, 1.5);
  const double kurt =
      (m4 - 4 * m1 * m3 + 6 * m1 * m1 * m2 - 3 * m1 * m1 * m1 * m1) / (var * var) - 3.0;

  // Kolmogorov-Smirnov: D = sup |F_N(x) - Phi(x)|. Critical value at alpha = 0.001 for large N:
  // sqrt(ln(2 / alpha) / 2) / sqrt(N) = 1.9495 / sqrt(N).
  std::vector<float> sorted = z;
  std::sort(sorted.begin(), sorted.end());
  double D = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const double F = 0.5 * std::erfc(-static_cast<double>(sorted[i]) / std::sqrt(2.0));
    D = std::max(D, std::max(static_cast<double>(i + 1) / N - F, F - static_cast<double>(i) / N));
  }

  std::printf(
      "  result: mean %.6f, variance %.6f, skewness %.6f, excess kurtosis %.6f, "
      "min %.4f, max %.4f\n         KS D = %.3g, digest %016llx\n",
      m1, var, skew, kurt, sorted.front(), sorted.back(), D,
      static_cast<unsigned long long>(sample::digest(z)));
  checks.at_most("max relative error vs double transform", max_rel, kToleranceRelative);
  checks.at_most("|mean| (5 standard errors)", std::fabs(m1), 5 * std::sqrt(1 / N));
  checks.at_most("|variance - 1| (5 standard errors)", std::fabs(var - 1), 5 * std::sqrt(2 / N));
  checks.at_most("|skewness| (5 standard errors)", std::fabs(skew), 5 * std::sqrt(6 / N));
  checks.at_most("|excess kurtosis| (5 standard errors)", std::fabs(kurt), 5 * std::sqrt(24 / N));
  checks.at_most("KS statistic D (alpha = 0.001)", D, 1.9495 / std::sqrt(N));
  return checks.finish(program);
}

}  // namespace box_muller
