// bench/gpu/bench_kernels.cuh -- the three kernels of the GPU throughput benchmark.
//
//   fill_kernel     benchmark inputs, generated on the device (bench/bench_inputs.hpp: the
//                   same values as the host benchmark's)
//   compute_kernel  the compute-bound regime: each thread keeps kValuesPerThread inputs in
//                   registers and applies the function to each of them `reps` times
//   stream_kernel   the memory-bound regime: out[i] = f(x[i], y[i]), one pass over large arrays
//
// F is a functor float(float x, float y) (bench/bench_catalogue.hpp); kArity says whether y
// is read at all, so a one-argument function moves and holds no second input.
//
// Why compute_kernel cannot be optimised away: after each call, x ^= bits(f(x, y)) & feedback,
// where `feedback` is a kernel argument that the host sets to 0. The compiler cannot know it
// is 0, so every call's result feeds the next call's argument (nothing can be hoisted out of
// the loop or deleted), yet at run time x never changes, so every call sees an input from the
// intended distribution. The feedback costs one LOP3 per call on NVIDIA (two ALU ops on AMD),
// the same for every row. Each thread's kValuesPerThread independent chains give the scheduler
// instruction-level parallelism, as a real kernel's loop over several elements would.
#pragma once
#if defined(__HIPCC__)
#include <hip/hip_runtime.h>  // hipcc does not include it implicitly
#endif

#include <cstddef>
#include <cstdint>
#include <warpmath/fp/bits.hpp>

#include "bench/bench_inputs.hpp"

namespace warpmath_bench {

constexpr int kValuesPerThread = 4;
constexpr unsigned kBlockSize = 256;

__global__ void fill_kernel(float* out, std::size_t n, float lo, float hi, bool all_floats,
                            std::uint32_t argument) {
  const std::size_t stride = static_cast<std::size_t>(gridDim.x) * blockDim.x;
  for (std::size_t i = static_cast<std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
       i += stride) {
    out[i] = bench_input(static_cast<std::uint32_t>(i), lo, hi, all_floats, argument);
  }
}

template <class F, int kArity>
__global__ void compute_kernel(const float* in_x, const float* in_y, float* out, unsigned reps,
                               std::uint32_t feedback) {
  const unsigned threads = gridDim.x * blockDim.x;
  const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  float x[kValuesPerThread], y[kValuesPerThread] = {};
#pragma unroll
  for (int k = 0; k < kValuesPerThread; ++k) {
    x[k] = in_x[tid + k * threads];
    if constexpr (kArity == 2) y[k] = in_y[tid + k * threads];
  }
#pragma unroll 1
  for (unsigned r = 0; r < reps; ++r) {
#pragma unroll
    for (int k = 0; k < kValuesPerThread; ++k) {
      const float result = F{}(x[k], y[k]);
      x[k] = warpmath::fp::as_float(warpmath::fp::as_uint(x[k]) ^
                                    (warpmath::fp::as_uint(result) & feedback));
    }
  }
#pragma unroll
  for (int k = 0; k < kValuesPerThread; ++k) out[tid + k * threads] = x[k];
}

template <class F, int kArity>
__global__ void stream_kernel(const float* in_x, const float* in_y, float* out, std::size_t n) {
  const std::size_t stride = static_cast<std::size_t>(gridDim.x) * blockDim.x;
  for (std::size_t i = static_cast<std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
       i += stride) {
    out[i] = F{}(in_x[i], kArity == 2 ? in_y[i] : 0.0f);
  }
}

}  // namespace warpmath_bench
