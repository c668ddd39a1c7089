// samples/gamma_loglik/gamma_loglik_kernel.hpp -- the per-observation kernel body of the gamma
// log-likelihood sample, shared by its host, CUDA and HIP builds (WARPMATH_HD).
//
// Observation i is x_i > 0 under a gamma distribution with its own shape k_i and scale theta_i
// (a gamma GLM or a hierarchical model evaluates exactly this for every data point at every
// likelihood step). Its log-density is
//   log f(x; k, theta) = (k - 1) log x - x / theta - lgamma(k) - k log theta,
// and the log-likelihood of the data set is the sum over i (done in double by the host). Shapes
// span [1/16, 64], so lgammaf is exercised near its zeros at 1 and 2, where a naive lgamma loses
// all relative accuracy, and on its steep part near 0.
#pragma once

#include <warpmath/warpmath.hpp>

namespace gamma_loglik {

WARPMATH_HD float log_density(float x, float k, float theta) {
  const float a = (k - 1.0f) * warpmath::logf(x);
  const float b = x / theta;
  const float c = k * warpmath::logf(theta);
  return ((a - b) - warpmath::lgammaf(k)) - c;
}

}  // namespace gamma_loglik
