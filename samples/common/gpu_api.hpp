// samples/common/gpu_api.hpp -- the few runtime calls the samples make, for CUDA (nvcc) and HIP
// (hipcc -x hip on the same .cu file): device check, buffers, copies, synchronisation. Every call
// is checked; a failure prints the call, the runtime's message and exits 1.
#pragma once

#if defined(__HIPCC__)
#include <hip/hip_runtime.h>
#else
#include <cuda_runtime.h>
#endif

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "sample.hpp"

namespace gpu {

#if defined(__HIPCC__)
using Error = hipError_t;
constexpr Error kSuccess = hipSuccess;
constexpr const char* kRuntime = "HIP";
inline const char* error_string(Error e) { return hipGetErrorString(e); }
inline Error device_count(int* n) { return hipGetDeviceCount(n); }
inline Error device_name(char* name, std::size_t size) {
  hipDeviceProp_t p;
  const Error e = hipGetDeviceProperties(&p, 0);
  if (e == hipSuccess) std::snprintf(name, size, "%s (%s)", p.name, p.gcnArchName);
  return e;
}
inline Error malloc_bytes(void** p, std::size_t bytes) { return hipMalloc(p, bytes); }
inline Error free_bytes(void* p) { return hipFree(p); }
inline Error to_device(void* d, const void* h, std::size_t b) {
  return hipMemcpy(d, h, b, hipMemcpyHostToDevice);
}
inline Error to_host(void* h, const void* d, std::size_t b) {
  return hipMemcpy(h, d, b, hipMemcpyDeviceToHost);
}
inline Error synchronize() { return hipDeviceSynchronize(); }
inline Error last_error() { return hipGetLastError(); }
#else
using Error = cudaError_t;
constexpr Error kSuccess = cudaSuccess;
constexpr const char* kRuntime = "CUDA";
inline const char* error_string(Error e) { return cudaGetErrorString(e); }
inline Error device_count(int* n) { return cudaGetDeviceCount(n); }
inline Error device_name(char* name, std::size_t size) {
  cudaDeviceProp p;
  const Error e = cudaGetDeviceProperties(&p, 0);
  if (e == cudaSuccess) std::snprintf(name, size, "%s (sm_%d%d)", p.name, p.major, p.minor);
  return e;
}
inline Error malloc_bytes(void** p, std::size_t bytes) { return cudaMalloc(p, bytes); }
inline Error free_bytes(void* p) { return cudaFree(p); }
inline Error to_device(void* d, const void* h, std::size_t b) {
  return cudaMemcpy(d, h, b, cudaMemcpyHostToDevice);
}
inline Error to_host(void* h, const void* d, std::size_t b) {
  return cudaMemcpy(h, d, b, cudaMemcpyDeviceToHost);
}
inline Error synchronize() { return cudaDeviceSynchronize(); }
inline Error last_error() { return cudaGetLastError(); }
#endif

inline void check(Error e, const char* call, const char* file, int line) {
  if (e != kSuccess) {
    std::fprintf(stderr, "%s:%d: %s failed: %s\n", file, line, call, error_string(e));
    std::exit(sample::kExitCheckFailed);
  }
}
#define GPU_CHECK(call) ::gpu::check((call), #call, __FILE__, __LINE__)

// Exits 77 (sample::kExitNoDevice) with "no CUDA device found" (or HIP) unless device 0 is
// usable; returns its name.
inline std::string require_device(const char* program) {
  int n = 0;
  const Error e = device_count(&n);
  if (e != kSuccess || n == 0) {
    std::fprintf(stderr, "%s: no %s device found (%s)\n", program, kRuntime,
                 e != kSuccess ? error_string(e) : "device count is 0");
    std::exit(sample::kExitNoDevice);
  }
  char name[320] = "";
  GPU_CHECK(device_name(name, sizeof name));
  return name;
}

// A device array of T, freed on destruction; copies to and from std::vector.
template <class T>
class Buffer {
 public:
  explicit Buffer(std::size_t n) : n_(n) {
    GPU_CHECK(malloc_bytes(reinterpret_cast<void**>(&p_), n * sizeof(T) + (n == 0)));
  }
  explicit Buffer(const std::vector<T>& host) : Buffer(host.size()) { upload(host); }
  ~Buffer() { (void)free_bytes(p_); }
  Buffer(const Buffer&) = delete;
  Buffer& operator=(const Buffer&) = delete;
  T* get() const { return p_; }
  void upload(const std::vector<T>& host) { GPU_CHECK(to_device(p_, host.data(), n_ * sizeof(T))); }
  void download(std::vector<T>& host) const {
    host.resize(n_);
    GPU_CHECK(to_host(host.data(), p_, n_ * sizeof(T)));
  }

 private:
  T* p_ = nullptr;
  std::size_t n_;
};

// After a launch: the launch error, then the execution error.
#define GPU_CHECK_LAUNCH()           \
  do {                               \
    GPU_CHECK(::gpu::last_error());  \
    GPU_CHECK(::gpu::synchronize()); \
  } while (0)

}  // namespace gpu
