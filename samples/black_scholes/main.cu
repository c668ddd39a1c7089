// samples/black_scholes/main.cu -- Black-Scholes option pricing, GPU build: nvcc compiles it for
// CUDA, hipcc (-x hip) for HIP. The kernel body is black_scholes_kernel.hpp, the same as the host
// build's; the results are checked on the host against a double-precision reference.
#include <cstdio>

#include "../common/gpu_api.hpp"
#include "../common/sample.hpp"
#include "black_scholes_kernel.hpp"
#include "black_scholes_reference.hpp"

__global__ void price_kernel(const float* S, const float* K, const float* T, float* call,
                             float* put, std::size_t n) {
  const std::size_t stride = static_cast<std::size_t>(gridDim.x) * blockDim.x;
  for (std::size_t i = static_cast<std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
       i += stride) {
    const black_scholes::Prices p =
        black_scholes::price(S[i], K[i], T[i], black_scholes::kRate, black_scholes::kVolatility);
    call[i] = p.call;
    put[i] = p.put;
  }
}

int main(int argc, char** argv) {
  sample::Option opts[] = {{"n", "number of options", 1u << 22, 1, 1u << 28},
                           {"seed", "seed of the inputs", 1, 0, ~0ull}};
  sample::parse_args(argc, argv, "Black-Scholes pricing of n European calls and puts (GPU)", opts);
  const std::string device = gpu::require_device(argv[0]);
  const std::size_t n = opts[0].value;
  const black_scholes::Inputs in = black_scholes::make_inputs(n, opts[1].value);
  std::printf("black_scholes (%s, %s): %zu options\n", gpu::kRuntime, device.c_str(), n);

  const sample::Stopwatch total;
  const gpu::Buffer<float> S(in.S), K(in.K), T(in.T), call_d(n), put_d(n);
  const unsigned blocks = static_cast<unsigned>(std::min<std::size_t>((n + 255) / 256, 65536));
  price_kernel<<<blocks, 256>>>(S.get(), K.get(), T.get(), call_d.get(), put_d.get(), n);
  GPU_CHECK_LAUNCH();  // warm-up launch (module load), then the timed one
  const sample::Stopwatch watch;
  price_kernel<<<blocks, 256>>>(S.get(), K.get(), T.get(), call_d.get(), put_d.get(), n);
  GPU_CHECK_LAUNCH();
  const double kernel_ms = watch.ms();
  std::vector<float> call, put;
  call_d.download(call);
  put_d.download(put);
  sample::print_timing("kernel", kernel_ms, static_cast<double>(n), "options");
  sample::print_timing("with copies", total.ms(), static_cast<double>(n), "options");
  return black_scholes::check(argv[0], in, call, put);
}
