// device/cuda/cuda_runner.cu -- the CUDA backend: gpu/gpu_runner.cuh over the CUDA runtime.
//
// Compiled with nvcc's default floating-point flags (as a user would compile the library): the
// library's primitives use the _rn intrinsics, so its results must not depend on -fmad.
#include <cuda_runtime.h>

#include <string>

#include "device/gpu/gpu_runner.cuh"

namespace warpmath::device {
namespace {

struct CudaApi {
  using Error = cudaError_t;
  using Properties = cudaDeviceProp;
  static constexpr Error kSuccess = cudaSuccess;
  static constexpr Backend kBackend = Backend::cuda;
  static constexpr const char* kName = "cuda";
  static constexpr const char* kVendorGpu = "CUDA-capable GPU";

  static Error device_count(int* n) { return cudaGetDeviceCount(n); }
  static Error properties(Properties* p) {
    int device = 0;
    const Error e = cudaGetDevice(&device);
    return e != cudaSuccess ? e : cudaGetDeviceProperties(p, device);
  }
  static Error allocate(float** p, std::size_t bytes) {
    return cudaMalloc(reinterpret_cast<void**>(p), bytes);
  }
  static void release(float* p) { cudaFree(p); }
  static Error copy_to_device(float* dst, const float* src, std::size_t bytes) {
    return cudaMemcpy(dst, src, bytes, cudaMemcpyHostToDevice);
  }
  static Error copy_to_host(float* dst, const float* src, std::size_t bytes) {
    return cudaMemcpy(dst, src, bytes, cudaMemcpyDeviceToHost);
  }
  static Error last_error() { return cudaGetLastError(); }
  static const char* error_string(Error e) { return cudaGetErrorString(e); }
  static std::string describe(const Properties& p) {
    return std::string("cuda (") + p.name + ", sm_" + std::to_string(p.major) +
           std::to_string(p.minor) + ")";
  }
};

}  // namespace

std::unique_ptr<Runner> make_cuda_runner() { return std::make_unique<gpu::GpuRunner<CudaApi>>(); }

}  // namespace warpmath::device
