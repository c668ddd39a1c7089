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

#if defined(__CUDA_ARCH__)
#define WARPMATH_CUDA_DEVICE 1
#elif defined(__HIP_DEVICE_COMPILE__)
#define WARPMATH_HIP_DEVICE 1
#endif

#if defined(__GNUC__) || defined(__clang__)
#define WARPMATH_LIKELY(c) __builtin_expect(!!(c), 1)
#define WARPMATH_UNLIKELY(c) __builtin_expect(!!(c), 0)
#else
#define WARPMATH_LIKELY(c) (c)
#define WARPMATH_UNLIKELY(c) (c)
#endif

#define WARPMATH_VERSION_MAJOR 0
#define WARPMATH_VERSION_MINOR 1
#define WARPMATH_VERSION_PATCH 0
