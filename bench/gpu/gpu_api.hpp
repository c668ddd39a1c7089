// bench/gpu/gpu_api.hpp -- the few runtime calls the GPU benchmark makes, for CUDA and for HIP.
//
// The benchmark is one source compiled by nvcc or by hipcc; this header is the only place that
// knows which. HIP's runtime mirrors CUDA's names with a `hip` prefix, so each wrapper is a
// one-liner; errors come back as a message (empty on success) so that the caller decides
// whether a failure is "no GPU here" (exit 2) or a real error (exit 1).
#pragma once

#if defined(__HIPCC__)
#include <hip/hip_runtime.h>
#else
#include <cuda_runtime.h>
#endif

#include <cstddef>
#include <string>

namespace warpmath_bench::gpu {

#if defined(__HIPCC__)
#define WARPMATH_BENCH_RT(name) hip##name
using Error = hipError_t;
using Properties = hipDeviceProp_t;
using Event = hipEvent_t;
constexpr Error kSuccess = hipSuccess;
constexpr const char* kPlatform = "hip";
constexpr const char* kVendorGpu = "HIP-capable GPU";
#else
#define WARPMATH_BENCH_RT(name) cuda##name
using Error = cudaError_t;
using Properties = cudaDeviceProp;
using Event = cudaEvent_t;
constexpr Error kSuccess = cudaSuccess;
constexpr const char* kPlatform = "cuda";
constexpr const char* kVendorGpu = "CUDA-capable GPU";
#endif

// "" on success, else "<what>: <runtime's message>".
inline std::string check(Error e, const char* what) {
  if (e == kSuccess) return {};
  return std::string(what) + ": " + WARPMATH_BENCH_RT(GetErrorString)(e);
}

inline Error device_count(int* n) { return WARPMATH_BENCH_RT(GetDeviceCount)(n); }
inline Error properties(Properties* p) { return WARPMATH_BENCH_RT(GetDeviceProperties)(p, 0); }
inline Error allocate(float** p, std::size_t n) {
  return WARPMATH_BENCH_RT(Malloc)(reinterpret_cast<void**>(p), n * sizeof(float));
}
// Teardown failures are not actionable (the benchmark is exiting): ignored on purpose.
inline void release(float* p) { static_cast<void>(WARPMATH_BENCH_RT(Free)(p)); }
inline Error last_error() { return WARPMATH_BENCH_RT(GetLastError)(); }
inline Error synchronize() { return WARPMATH_BENCH_RT(DeviceSynchronize)(); }
inline Error event_create(Event* e) { return WARPMATH_BENCH_RT(EventCreate)(e); }
inline void event_destroy(Event e) { static_cast<void>(WARPMATH_BENCH_RT(EventDestroy)(e)); }
inline Error event_record(Event e) { return WARPMATH_BENCH_RT(EventRecord)(e, 0); }
inline Error elapsed_ms(Event start, Event stop, float* ms) {
  const Error e = WARPMATH_BENCH_RT(EventSynchronize)(stop);
  return e != kSuccess ? e : WARPMATH_BENCH_RT(EventElapsedTime)(ms, start, stop);
}
inline int runtime_version() {
  int v = 0;
  return WARPMATH_BENCH_RT(RuntimeGetVersion)(&v) == kSuccess ? v : 0;
}

// "NVIDIA H200 (sm_90, 132 SMs)" or "AMD Instinct MI250X (gfx90a, 110 CUs)".
inline std::string describe(const Properties& p) {
#if defined(__HIPCC__)
  const std::string arch = p.gcnArchName;
  const char* units = "CUs";
#else
  const std::string arch = "sm_" + std::to_string(p.major) + std::to_string(p.minor);
  const char* units = "SMs";
#endif
  return std::string(p.name) + " (" + arch + ", " + std::to_string(p.multiProcessorCount) + " " +
         units + ")";
}

#undef WARPMATH_BENCH_RT

}  // namespace warpmath_bench::gpu
