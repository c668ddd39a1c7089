// samples/black_scholes/black_scholes_kernel.hpp -- the per-option kernel body of the
// Black-Scholes sample, shared by its host, CUDA and HIP builds (WARPMATH_HD).
//
// European call and put on a non-dividend stock (S spot, K strike, T years, r rate, v volatility):
//   d1 = (log(S/K) + (r + v^2/2) T) / (v sqrt(T)),   d2 = d1 - v sqrt(T)
//   call = S N(d1) - K e^{-rT} N(d2),   put = K e^{-rT} N(-d2) - S N(-d1)
// N is warpmath::normcdff (faithful, full relative accuracy in the left tail). The put uses
// N(-d), not 1 - N(d): a deep out-of-the-money put keeps its relative accuracy.
#pragma once

#include <warpmath/warpmath.hpp>

namespace black_scholes {

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
  p.call = S * warpmath::normcdff(d1) - K_discounted * warpmath::normcdff(d2);
  p.put = K_discounted * warpmath::normcdff(-d2) - S * warpmath::normcdff(-d1);
  return p;
}

}  // namespace black_scholes
