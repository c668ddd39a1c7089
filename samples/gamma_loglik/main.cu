// samples/gamma_loglik/main.cu -- gamma log-likelihood, GPU build (nvcc for CUDA, hipcc -x hip for
// HIP): one thread per observation; the host sums the log-densities in double and checks them.
#include <cstdio>

#include "../common/gpu_api.hpp"
#include "../common/sample.hpp"
#include "gamma_loglik_kernel.hpp"
#include "gamma_loglik_reference.hpp"

__global__ void loglik_kernel(const float* x, const float* k, const float* theta, float* logpdf,
                              std::size_t n) {
  const std::size_t stride = static_cast<std::size_t>(gridDim.x) * blockDim.x;
  for (std::size_t i = static_cast<std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
       i += stride) {
    logpdf[i] = gamma_loglik::log_density(x[i], k[i], theta[i]);
  }
}

int main(int argc, char** argv) {
  sample::Option opts[] = {{"n", "number of observations", 1u << 22, 1, 1u << 28},
                           {"seed", "seed of the inputs", 1, 0, ~0ull}};
  sample::parse_args(argc, argv, "Gamma log-likelihood of n observations (GPU)", opts);
  const std::string device = gpu::require_device(argv[0]);
  const std::size_t n = opts[0].value;
  const gamma_loglik::Inputs in = gamma_loglik::make_inputs(n, opts[1].value);
  std::printf("gamma_loglik (%s, %s): %zu observations\n", gpu::kRuntime, device.c_str(), n);

  const sample::Stopwatch total;
  const gpu::Buffer<float> x_d(in.x), k_d(in.k), theta_d(in.theta), out_d(n);
  const unsigned blocks = static_cast<unsigned>(std::min<std::size_t>((n + 255) / 256, 65536));
  loglik_kernel<<<blocks, 256>>>(x_d.get(), k_d.get(), theta_d.get(), out_d.get(), n);
  GPU_CHECK_LAUNCH();  // warm-up launch (module load), then the timed one
  const sample::Stopwatch watch;
  loglik_kernel<<<blocks, 256>>>(x_d.get(), k_d.get(), theta_d.get(), out_d.get(), n);
  GPU_CHECK_LAUNCH();
  const double kernel_ms = watch.ms();
  std::vector<float> logpdf;
  out_d.download(logpdf);
  sample::print_timing("kernel", kernel_ms, static_cast<double>(n), "observations");
  sample::print_timing("with copies", total.ms(), static_cast<double>(n), "observations");
  return gamma_loglik::check(argv[0], in, logpdf);
}
