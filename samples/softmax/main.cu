// samples/softmax/main.cu -- log-sum-exp and softmax over long rows, GPU build (nvcc for CUDA,
// hipcc -x hip for HIP): one block of kSegments threads per row; the reductions go through shared
// memory in the fixed tree of softmax_kernel.hpp, the order the host build follows too.
#include <cstdio>

#include "../common/gpu_api.hpp"
#include "../common/sample.hpp"
#include "softmax_kernel.hpp"
#include "softmax_reference.hpp"

__global__ void softmax_kernel(const float* x, float* y, float* lse, unsigned cols) {
  __shared__ softmax::MaxAt max_part[softmax::kSegments];
  __shared__ float sum_part[softmax::kSegments];
  const std::size_t offset = static_cast<std::size_t>(blockIdx.x) * cols;
  const float* row = x + offset;
  const unsigned t = threadIdx.x;

  max_part[t] = softmax::segment_max(row, cols, t);
  __syncthreads();
  for (unsigned stride = softmax::kSegments / 2; stride > 0; stride /= 2) {
    if (t < stride) max_part[t] = softmax::larger(max_part[t], max_part[t + stride]);
    __syncthreads();
  }
  const softmax::MaxAt m = max_part[0];

  sum_part[t] = softmax::segment_sum(row, cols, t, m);
  __syncthreads();
  for (unsigned stride = softmax::kSegments / 2; stride > 0; stride /= 2) {
    if (t < stride) sum_part[t] = sum_part[t] + sum_part[t + stride];
    __syncthreads();
  }
  const float l = softmax::log_sum_exp(m, sum_part[0]);
  if (t == 0) lse[blockIdx.x] = l;
  for (unsigned j = t; j < cols; j += softmax::kSegments)
    y[offset + j] = softmax::softmax_of(row[j], l);
}

int main(int argc, char** argv) {
  sample::Option opts[] = {{"rows", "number of rows", 256, 1, 1u << 20},
                           {"cols", "row length", 16384, 1, 1u << 26},
                           {"seed", "seed of the logits", 1, 0, ~0ull}};
  sample::parse_args(argc, argv, "Log-sum-exp and softmax of each row of a matrix (GPU)", opts);
  const std::size_t rows = opts[0].value, cols = opts[1].value;
  if (rows * cols > (std::size_t{1} << 28)) sample::usage_error(argv[0], "rows * cols > 2^28");
  const std::string device = gpu::require_device(argv[0]);
  const std::vector<float> x = softmax::make_logits(rows, cols, opts[2].value);
  std::printf("softmax (%s, %s): %zu rows x %zu\n", gpu::kRuntime, device.c_str(), rows, cols);

  const sample::Stopwatch total;
  const gpu::Buffer<float> x_d(x), y_d(rows * cols), lse_d(rows);
  const unsigned blocks = static_cast<unsigned>(rows), c = static_cast<unsigned>(cols);
  softmax_kernel<<<blocks, softmax::kSegments>>>(x_d.get(), y_d.get(), lse_d.get(), c);
  GPU_CHECK_LAUNCH();  // warm-up launch (module load), then the timed one
  const sample::Stopwatch watch;
  softmax_kernel<<<blocks, softmax::kSegments>>>(x_d.get(), y_d.get(), lse_d.get(), c);
  GPU_CHECK_LAUNCH();
  const double kernel_ms = watch.ms();
  std::vector<float> y, lse;
  y_d.download(y);
  lse_d.download(lse);
  sample::print_timing("kernel", kernel_ms, static_cast<double>(rows * cols), "elements");
  sample::print_timing("with copies", total.ms(), static_cast<double>(rows * cols), "elements");
  return softmax::check(argv[0], rows, cols, x, lse, y);
}
