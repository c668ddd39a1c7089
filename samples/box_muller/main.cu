// samples/box_muller/main.cu -- Box-Muller normal sampling, GPU build (nvcc for CUDA, hipcc -x hip
// for HIP): each thread generates its own pairs from the counter-based Philox generator, so
// nothing but the results crosses the bus. Checked on the host.
#include <cstdio>

#include "../common/gpu_api.hpp"
#include "../common/sample.hpp"
#include "box_muller_kernel.hpp"
#include "box_muller_reference.hpp"

__global__ void sample_kernel(float* z, std::size_t pairs, std::uint32_t seed) {
  const std::size_t stride = static_cast<std::size_t>(gridDim.x) * blockDim.x;
  for (std::size_t i = static_cast<std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < pairs;
       i += stride) {
    float z0, z1;
    box_muller::normal_pair(static_cast<std::uint32_t>(i), seed, &z0, &z1);
    z[2 * i] = z0;
    z[2 * i + 1] = z1;
  }
}

int main(int argc, char** argv) {
  sample::Option opts[] = {{"n", "number of normal deviates (even)", 1u << 22, 2, 1u << 28},
                           {"seed", "Philox key", 1, 0, 0xffffffffu}};
  sample::parse_args(argc, argv, "Box-Muller sampling of n standard normal deviates (GPU)", opts);
  if (opts[0].value % 2 != 0) sample::usage_error(argv[0], "--n must be even");
  const std::string device = gpu::require_device(argv[0]);
  const std::size_t n = opts[0].value;
  const std::uint32_t seed = static_cast<std::uint32_t>(opts[1].value);
  std::printf("box_muller (%s, %s): %zu deviates\n", gpu::kRuntime, device.c_str(), n);

  const sample::Stopwatch total;
  const gpu::Buffer<float> z_d(n);
  const unsigned blocks = static_cast<unsigned>(std::min<std::size_t>((n / 2 + 255) / 256, 65536));
  sample_kernel<<<blocks, 256>>>(z_d.get(), n / 2, seed);
  GPU_CHECK_LAUNCH();  // warm-up launch (module load), then the timed one
  const sample::Stopwatch watch;
  sample_kernel<<<blocks, 256>>>(z_d.get(), n / 2, seed);
  GPU_CHECK_LAUNCH();
  const double kernel_ms = watch.ms();
  std::vector<float> z;
  z_d.download(z);
  sample::print_timing("kernel", kernel_ms, static_cast<double>(n), "deviates");
  sample::print_timing("with copies", total.ms(), static_cast<double>(n), "deviates");
  return box_muller::check(argv[0], z, seed);
}
