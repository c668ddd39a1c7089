// device/hip/hip_runner.hip -- the HIP backend: gpu/gpu_runner.cuh over the HIP runtime, built
// by hipcc into the plugin libwarpmath_runner_hip.so (see device/CMakeLists.txt) and loaded by
// hip_loader.cpp. Its only export is the extern "C" factory below, which reports construction
// errors as text (the loader turns them into BackendError); run()'s errors are thrown as
// BackendError through the boundary (both sides use the same C++ runtime).
//
// Compiled with hipcc's default floating-point flags (as a user would compile the library).
#include <hip/hip_runtime.h>

#include <cstdio>
#include <string>
#include <string_view>
#include <type_traits>

#include "device/gpu/gpu_runner.cuh"

namespace warpmath::device {
namespace {

struct HipApi {
  using Error = hipError_t;
  using Properties = hipDeviceProp_t;
  static constexpr Error kSuccess = hipSuccess;
  static constexpr Backend kBackend = Backend::hip;
  static constexpr const char* kName = "hip";
  static constexpr const char* kVendorGpu = "HIP-capable GPU";

  static Error device_count(int* n) { return hipGetDeviceCount(n); }
  static Error properties(Properties* p) {
    int device = 0;
    const Error e = hipGetDevice(&device);
    return e != hipSuccess ? e : hipGetDeviceProperties(p, device);
  }
  static Error allocate(float** p, std::size_t bytes) {
    return hipMalloc(reinterpret_cast<void**>(p), bytes);
  }
  static void release(float* p) { (void)hipFree(p); }
  static Error copy_to_device(float* dst, const float* src, std::size_t bytes) {
    return hipMemcpy(dst, src, bytes, hipMemcpyHostToDevice);
  }
  static Error copy_to_host(float* dst, const float* src, std::size_t bytes) {
    return hipMemcpy(dst, src, bytes, hipMemcpyDeviceToHost);
  }
  static Error last_error() { return hipGetLastError(); }
  static const char* error_string(Error e) { return hipGetErrorString(e); }
  static std::string describe(const Properties& p) {
    return std::string("hip (") + p.name + ", " + p.gcnArchName + ")";
  }
};

}  // namespace
}  // namespace warpmath::device

extern "C" __attribute__((visibility("default"))) warpmath::device::Runner*
warpmath_create_hip_runner(char* error, std::size_t error_size) {
  static_assert(std::string_view(warpmath::device::kHipFactoryName) ==
                "warpmath_create_hip_runner");
  try {
    return new warpmath::device::gpu::GpuRunner<warpmath::device::HipApi>();
  } catch (const std::exception& e) {
    std::snprintf(error, error_size, "%s", e.what());
  } catch (...) {
    std::snprintf(error, error_size, "hip backend: unknown error");
  }
  return nullptr;
}

static_assert(std::is_same_v<decltype(&warpmath_create_hip_runner), warpmath::device::HipFactory>);
