// samples/black_scholes/black_scholes_kernel.hpp -- the per-option kernel body of the
// Black-Scholes sample, shared by its host, CUDA and HIP builds (WARPMATH_HD).
//
// European call and put on a non-dividend stock (S spot, K strike, T years, r rate, v volatility):
//   d1 = (log(S/K) + (r + v^2/2) T) / (v sqrt(T)),   d2 = d1 - v sqrt(T)
//   call = S N(d1) - K e^{-rT} N(d2),   put = K e^{-rT} N(-d2) - S N(-d1)
// The put uses N(-d), not 1 - N(d): a deep out-of-the-money put keeps its relative accuracy.
#pragma once

#include <warpmath/warpmath.hpp>

namespace black_scholes {

// Q(t) ~ erfc(x) exp(x^2) / t with t = 1/(1 + x/2), for x in [0, 10.12]: relative error of the
// fit 2^-28 (erfcx.sollya, fpminimax, degree 10, float coefficients). Horner in t in [0.165, 1]
// amplifies rounding errors by at most 2 (sum |c_i| t^i / Q(t) <= 2.004).
WARPMATH_HD float erfcx_poly(float t) {
  float q = 0x1.2441fep-5f;
  q = q * t + -0x1.861624p-3f;
  q = q * t + 0x1.850614p-2f;
  q = q * t + -0x1.2623e6p-2f;
  q = q * t + -0x1.8d9ec4p-6f;
  q = q * t + 0x1.2e5da2p-5f;
  q = q * t + 0x1.bc3174p-5f;
  q = q * t + 0x1.7c7bbap-3f;
  q = q * t + 0x1.f60ebap-3f;
  q = q * t + 0x1.2107aep-2f;
  q = q * t + 0x1.20dbc6p-2f;
  return q;
}

// erfc(x) for x >= 0 (or NaN) as exp(-x^2) * t * Q(t). x^2 is split exactly: x_hi keeps the top
// 12 bits of x (Veltkamp's split), so x_hi^2 is exact and x^2 - x_hi^2 = x_lo (x + x_hi) is small
// (|.| < 2^-11 x^2 <= 0.05); exp(-x^2) = expf(-x_hi^2) * expf(-x_lo (x + x_hi)) then carries no
// cancellation. Error: 2 x 0.501 ulp (expf) + the fit + the Horner and product roundings, a few ulp;
// results below 2^-126 (x > 9.2) lose bits like any subnormal.
WARPMATH_HD float sample_erfc_nonneg(float x) {
  if (!(x < 10.12f)) return x == x ? 0.0f : x;  // erfc(10.12) < 2^-150: rounds to +0
  const float t = 1.0f / (1.0f + 0.5f * x);
  const float split = 4097.0f * x;  // 2^12 + 1
  const float x_hi = split - (split - x);
  const float x_lo = x - x_hi;
  const float e = warpmath::expf(-(x_hi * x_hi)) * warpmath::expf(-(x_lo * (x + x_hi)));
  return e * (t * erfcx_poly(t));
}

// The standard normal CDF, N(d) = erfc(-d / sqrt(2)) / 2.
// TODO: switch to warpmath::normcdff once it lands (issue 4); this sample-local version exists
// only because the library does not have it yet.
WARPMATH_HD float sample_normcdf(float d) {
  const float x = d * -0x1.6a09e6p-1f;  // -d / sqrt(2), one rounding
  return x >= 0.0f ? 0.5f * sample_erfc_nonneg(x) : 1.0f - 0.5f * sample_erfc_nonneg(-x);
}

struct Prices {
  float call;
  float put;
};

WARPMATH_HD Prices price(float S, float K, float T, float r, float v) {
  const float v_sqrt_T = v * warpmath::sqrtf(T);
  const float d1 = (warpmath::logf(S / K) + (r + 0.5f * v * v) * T) / v_sqrt_T;
  const float d2 = d1 - v_sqrt_T;
  const float K_discounted = K * warpmath::expf(-r * T);
  Prices p;
  p.call = S * sample_normcdf(d1) - K_discounted * sample_normcdf(d2);
  p.put = K_discounted * sample_normcdf(-d2) - S * sample_normcdf(-d1);
  return p;
}

}  // namespace black_scholes
