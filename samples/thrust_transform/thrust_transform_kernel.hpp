// samples/thrust_transform/thrust_transform_kernel.hpp -- the functor of the Thrust sample: a
// damped oscillation y(t) = exp(-gamma t) sin(omega t), for thrust::transform on the GPU (nvcc,
// THRUST_DEVICE_SYSTEM_CUDA) or on the host (g++, THRUST_DEVICE_SYSTEM_OMP or _CPP). WARPMATH_HD
// makes operator() __host__ __device__ under nvcc and a plain inline function under g++.
#pragma once

#include <warpmath/warpmath.hpp>

namespace thrust_transform {

struct DampedWave {
  float gamma;
  float omega;
  // The two arguments, rounded to float as the functor computes them (the reference uses them).
  WARPMATH_HD float decay_argument(float t) const { return -gamma * t; }
  WARPMATH_HD float phase_argument(float t) const { return omega * t; }
  WARPMATH_HD float operator()(float t) const {
    return warpmath::expf(decay_argument(t)) * warpmath::sinf(phase_argument(t));
  }
};

}  // namespace thrust_transform
