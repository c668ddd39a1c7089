// samples/thrust_transform/thrust_transform_main.hpp -- the Thrust sample's program, written
// once: main.cu includes it for nvcc (THRUST_DEVICE_SYSTEM_CUDA, the default), main.cpp for g++
// with -DTHRUST_DEVICE_SYSTEM=THRUST_DEVICE_SYSTEM_OMP (-fopenmp) or _CPP. thrust::transform
// applies the warpmath functor to a device_vector of times; the result is checked on the host
// against exp(a) sin(b) in double at the functor's own float arguments a = -gamma t, b = omega t.
#include <thrust/copy.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sequence.h>
#include <thrust/transform.h>

#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#if THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_CUDA
#include "../common/gpu_api.hpp"
#endif
#include "../common/sample.hpp"
#include "thrust_transform_kernel.hpp"

namespace thrust_transform {

// Relative error, first order: expf 0.501 ulp + sinf 0.722 ulp + the product 0.5 ulp = 1.723 ulp,
// and an ulp of a normal float is at most 2^-23 of it.
constexpr double kToleranceRelative = 1.73 * 0x1p-23;

inline const char* backend_name() {
#if THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_CUDA
  return "Thrust CUDA";
#elif THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_OMP
  return "Thrust OpenMP";
#elif THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_TBB
  return "Thrust TBB";
#else
  return "Thrust CPP";
#endif
}

inline int run(int argc, char** argv) {
  sample::Option opts[] = {{"n", "number of time points", 1u << 22, 1, 1u << 28},
                           {"seed", "unused (the grid of times is fixed)", 0, 0, ~0ull}};
  sample::parse_args(argc, argv,
                     "thrust::transform of y(t) = exp(-gamma t) sin(omega t) over n times", opts);
#if THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_CUDA
  const std::string device = gpu::require_device(argv[0]);
#else
  const std::string device = "host";
#endif
  const std::size_t n = opts[0].value;
  const DampedWave wave{0.05f, 40.0f};  // t in [0, 100): phases up to 4000 rad
  std::printf("thrust_transform (%s, %s): %zu points\n", backend_name(), device.c_str(), n);

  const sample::Stopwatch total;
  thrust::device_vector<float> t(n), y(n);
  thrust::sequence(t.begin(), t.end(), 0.0f, 100.0f / static_cast<float>(n));
  thrust::transform(t.begin(), t.end(), y.begin(), wave);  // warm-up (module load on a GPU)
  const sample::Stopwatch watch;
  thrust::transform(t.begin(), t.end(), y.begin(), wave);
#if THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_CUDA
  GPU_CHECK_LAUNCH();
#endif
  const double transform_ms = watch.ms();
  thrust::host_vector<float> t_h = t, y_h = y;
  sample::print_timing("transform", transform_ms, static_cast<double>(n), "points");
  sample::print_timing("with copies", total.ms(), static_cast<double>(n), "points");

  double max_rel = 0, energy = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const double ref = std::exp(static_cast<double>(wave.decay_argument(t_h[i]))) *
                       std::sin(static_cast<double>(wave.phase_argument(t_h[i])));
    const double err = std::fabs(y_h[i] - ref);
    const double rel = ref == 0 ? (err == 0 ? 0.0 : INFINITY) : err / std::fabs(ref);
    if (!(rel <= max_rel)) max_rel = rel;  // also takes a NaN
    energy += static_cast<double>(y_h[i]) * y_h[i];
  }
  const std::vector<float> y_v(y_h.begin(), y_h.end());
  std::printf("  result: mean y^2 %.6f, digest %016llx\n", energy / static_cast<double>(n),
              static_cast<unsigned long long>(sample::digest(y_v)));
  sample::Checks checks;
  checks.at_most("max relative error vs double", max_rel, kToleranceRelative);
  return checks.finish(argv[0]);
}

}  // namespace thrust_transform
