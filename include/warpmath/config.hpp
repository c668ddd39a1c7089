// warpmath/config.hpp -- compiler and backend detection shared by every header.
//
// WARPMATH_HD marks every library function: `__host__ __device__ inline` under nvcc and hipcc,
// plain `inline` for host compilers. The device-pass macros tell which code generator is
// running, so that rounding-explicit intrinsics are only named where they exist:
//   WARPMATH_CUDA_DEVICE  nvcc's device pass (__CUDA_ARCH__)
//   WARPMATH_HIP_DEVICE   hipcc's device pass (__HIP_DEVICE_COMPILE__; note that __AMDGCN__
//                         is defined in HIP's host pass too, so it is not a device test)
#pragma once

#if defined(__CUDACC__) || defined(__HIPCC__)
#define WARPMATH_HD __host__ __device__ inline
#else
#define WARPMATH_HD inline
#endif

// WARPMATH_COLD_HD marks the rare-input paths (huge arguments, subnormal results, NaN, infinities)
// that a hot path leaves through one range test: an out-of-line call keeps their code out of the
// hot path's registers and instruction cache (docs/design.md, "Tiers"). Same arithmetic either way.
#if defined(__GNUC__) || defined(__clang__) || defined(__CUDACC__)
#define WARPMATH_COLD_HD WARPMATH_HD __attribute__((noinline))
#else
#define WARPMATH_COLD_HD WARPMATH_HD
#endif

#if defined(__CUDA_ARCH__)
#define WARPMATH_CUDA_DEVICE 1
#elif defined(__HIP_DEVICE_COMPILE__)
#define WARPMATH_HIP_DEVICE 1
#endif

namespace warpmath::detail {

// Branch-layout hints for the special-value paths (functions, not macros, so that nothing but the
// documented WARPMATH_ macros above reaches user code). They never change a result: GCC keeps the
// hint through inlining; clang may drop it, which only moves code.
WARPMATH_HD constexpr bool likely(bool c) {
#if defined(__GNUC__) || defined(__clang__)
  return __builtin_expect(c, true);
#else
  return c;
#endif
}

WARPMATH_HD constexpr bool unlikely(bool c) {
#if defined(__GNUC__) || defined(__clang__)
  return __builtin_expect(c, false);
#else
  return c;
#endif
}

}  // namespace warpmath::detail

#define WARPMATH_VERSION_MAJOR 0
#define WARPMATH_VERSION_MINOR 1
#define WARPMATH_VERSION_PATCH 0
