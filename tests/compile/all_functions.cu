// tests/compile/all_functions.cu -- every catalogue function compiled into a kernel.
//
// Built by nvcc (sm_80 and sm_90, default flags and -use_fast_math) and by hipcc (each
// --offload-arch) as part of the normal build, so that a function that does not compile for a
// device, or that warns, fails the build. The same expressions also go into __host__ functions
// to cover the host pass of nvcc/hipcc (where device-only intrinsics are a compile error). The
// sm_90 PTX and the AMDGCN assembly of this file are what the `codegen` tests inspect.
//
// Expressions come from catalogue/functions.def, so a function added there is covered here.
#if defined(__HIPCC__)
#include <hip/hip_runtime.h>  // hipcc does not include it implicitly
#endif

#include <warpmath/warpmath.hpp>

#include "catalogue/kernels.hpp"

namespace warpmath_compile_check {

// f applied to its kArity first arguments.
template <class F>
__host__ __device__ float call_functor(F f, float x, float y, float z, float w) {
  if constexpr (F::kArity == 2) {
    return f(x, y);
  } else if constexpr (F::kArity == 3) {
    return f(x, y, z);
  } else {
    return f(x, y, z, w);
  }
}

#define WARPMATH_UNARY(id, call, ...)                         \
  __global__ void id##_kernel(float* p, unsigned n) {         \
    const unsigned i = blockIdx.x * blockDim.x + threadIdx.x; \
    if (i < n) {                                              \
      const float x = p[i];                                   \
      p[i] = call;                                            \
    }                                                         \
  }                                                           \
  __host__ float id##_host(float x) { return call; }
// Entries of several arguments through their catalogue functors (the same expression).
#define WARPMATH_BINARY(id, call, ...)                                                      \
  __global__ void id##_kernel(float* p, const float* q, const float* r, const float* s,     \
                              unsigned n) {                                                 \
    const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;                               \
    if (i < n) p[i] = call_functor(warpmath::catalogue::id##_fn{}, p[i], q[i], r[i], s[i]); \
  }                                                                                         \
  __host__ float id##_host(float x, float y, float z, float w) {                            \
    return call_functor(warpmath::catalogue::id##_fn{}, x, y, z, w);                        \
  }
#include "catalogue/functions.def"

}  // namespace warpmath_compile_check
