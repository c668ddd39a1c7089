// warpmath/fp/ops.hpp -- the rounding-explicit arithmetic every library function is built on.
//
// Each primitive is one IEEE-754 binary32 operation rounded to nearest-even, and no compiler
// flag may fuse, reassociate or approximate it:
//   * CUDA device pass: the _rn intrinsics. nvcc never contracts __fmul_rn/__fadd_rn into an
//     FMA (also under -fmad=true and -use_fast_math), and __fdiv_rn/__fsqrt_rn stay IEEE under
//     -prec-div=false/-prec-sqrt=false. Only -ftz=true (part of -use_fast_math) changes them:
//     subnormal operands and results flush to zero. That is documented, not hidden.
//   * HIP device pass: hipcc 5.2 fuses __fmul_rn + __fadd_rn into v_fmac_f32, so plain operators
//     are used under `#pragma clang fp contract(off)` and, because an explicit -ffp-contract=fast
//     overrides that pragma, each result also passes an empty asm barrier; division is IEEE by
//     default and sqrtf() from the HIP headers is correctly rounded (__builtin_sqrtf is not).
//   * Host: std::fma-equivalent builtins; with GCC each product and sum passes through an empty
//     asm barrier so that -ffp-contract=fast cannot fuse it after inlining; clang uses the pragma.
#pragma once
#include <cmath>

#include "../config.hpp"
#include "bits.hpp"

namespace warpmath::fp {

#if !defined(WARPMATH_CUDA_DEVICE) && !defined(WARPMATH_HIP_DEVICE) && defined(__GNUC__) && \
    !defined(__clang__) && (defined(__x86_64__) || defined(__i386__))
#define WARPMATH_OPAQUE(v) __asm__("" : "+x"(v))
#elif !defined(WARPMATH_CUDA_DEVICE) && !defined(WARPMATH_HIP_DEVICE) && defined(__GNUC__) && \
    !defined(__clang__) && defined(__aarch64__)
#define WARPMATH_OPAQUE(v) __asm__("" : "+w"(v))
#elif defined(WARPMATH_HIP_DEVICE)
// hipcc honours the pragma by default (-ffp-contract=fast-honor-pragmas) but not under an explicit
// -ffp-contract=fast, so the device pass gets the barrier too ("v": a vector register).
#define WARPMATH_OPAQUE(v) __asm__("" : "+v"(v))
#else
#define WARPMATH_OPAQUE(v) ((void)0)
#endif

WARPMATH_HD float fma(float a, float b, float c) {
#if defined(WARPMATH_CUDA_DEVICE)
  return __fmaf_rn(a, b, c);
#else
  return __builtin_fmaf(a, b, c);
#endif
}

WARPMATH_HD float mul(float a, float b) {
#if defined(WARPMATH_CUDA_DEVICE)
  return __fmul_rn(a, b);
#else
  WARPMATH_NO_CONTRACT
  float r = a * b;
  WARPMATH_OPAQUE(r);
  return r;
#endif
}

WARPMATH_HD float add(float a, float b) {
#if defined(WARPMATH_CUDA_DEVICE)
  return __fadd_rn(a, b);
#else
  WARPMATH_NO_CONTRACT
  float r = a + b;
  WARPMATH_OPAQUE(r);
  return r;
#endif
}

WARPMATH_HD float sub(float a, float b) {
#if defined(WARPMATH_CUDA_DEVICE)
  return __fsub_rn(a, b);
#else
  WARPMATH_NO_CONTRACT
  float r = a - b;
  WARPMATH_OPAQUE(r);
  return r;
#endif
}

WARPMATH_HD float div(float a, float b) {
#if defined(WARPMATH_CUDA_DEVICE)
  return __fdiv_rn(a, b);
#else
  WARPMATH_NO_CONTRACT
  float r = a / b;
  WARPMATH_OPAQUE(r);
  return r;
#endif
}

WARPMATH_HD float sqrt(float a) {
#if defined(WARPMATH_CUDA_DEVICE)
  return __fsqrt_rn(a);
#elif defined(WARPMATH_HIP_DEVICE)
  return ::sqrtf(a);  // correctly rounded expansion from the HIP headers
#else
  float r = __builtin_sqrtf(a);
  WARPMATH_OPAQUE(r);
  return r;
#endif
}

// Round to the nearest integer, ties to even, for any float. For |x| >= 2^23 x is already an
// integer; below that, adding and subtracting 2^23 (same sign as x) rounds away the fraction.
WARPMATH_HD float rint(float x) {
  const float magic = copysign(8388608.0f, x);  // 2^23
  const float r = sub(add(x, magic), magic);
  return abs_bits(x) < 0x4b000000u ? copysign(r, x) : x;
}

}  // namespace warpmath::fp
