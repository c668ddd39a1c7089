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
//   * Host: std::fma-equivalent builtins; with GCC and clang each product and sum passes through
//     an empty asm barrier (opaque() below) so that -ffp-contract=fast cannot fuse it after
//     inlining; clang also gets the pragma, which an explicit -ffp-contract=fast overrides.
#pragma once
#include <cmath>

#include "../config.hpp"
#include "bits.hpp"

namespace warpmath::fp {

// clang (host clang and hipcc) honours this pragma inside a function body; it stops `a * b + c`
// written below from being fused under the default -ffp-contract=on. It is local to this header.
#if defined(__clang__)
#define WARPMATH_NO_CONTRACT _Pragma("clang fp contract(off)")
#else
#define WARPMATH_NO_CONTRACT
#endif

// An empty asm statement that claims to modify v: the compiler must materialise v as a rounded
// float in a register and cannot fuse the operation that produced it with the one that consumes
// it. An explicit -ffp-contract=fast overrides the clang pragma above (GCC ignores the pragma
// altogether), so every host compiler that understands GNU asm gets the barrier: x86 "x" (an SSE
// register), aarch64 "w" (a SIMD/FP register). hipcc's device pass honours the pragma by default
// (-ffp-contract=fast-honor-pragmas) but not under an explicit -ffp-contract=fast, so it gets the
// barrier too ("v": a vector register). nvcc's device pass uses the _rn intrinsics and needs none.
// After inlining this is the same empty asm statement in the caller: no instruction is emitted.
WARPMATH_HD void opaque(float& v) {
#if defined(WARPMATH_CUDA_DEVICE)
  (void)v;
#elif defined(WARPMATH_HIP_DEVICE)
  __asm__("" : "+v"(v));
#elif defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
  __asm__("" : "+x"(v));
#elif defined(__GNUC__) && defined(__aarch64__)
  __asm__("" : "+w"(v));
#else
  (void)v;
#endif
}

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
  opaque(r);
  return r;
#endif
}

WARPMATH_HD float add(float a, float b) {
#if defined(WARPMATH_CUDA_DEVICE)
  return __fadd_rn(a, b);
#else
  WARPMATH_NO_CONTRACT
  float r = a + b;
  opaque(r);
  return r;
#endif
}

WARPMATH_HD float sub(float a, float b) {
#if defined(WARPMATH_CUDA_DEVICE)
  return __fsub_rn(a, b);
#else
  WARPMATH_NO_CONTRACT
  float r = a - b;
  opaque(r);
  return r;
#endif
}

WARPMATH_HD float div(float a, float b) {
#if defined(WARPMATH_CUDA_DEVICE)
  return __fdiv_rn(a, b);
#else
  WARPMATH_NO_CONTRACT
  float r = a / b;
  opaque(r);
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
  opaque(r);
  return r;
#endif
}

// Rounding to an integral float: exact operations, defined by IEEE 754 (roundToIntegral*), so
// the hardware instruction is used wherever every build of that platform has one -- CUDA: FRND
// (rintf/floorf/ceilf/truncf compile to cvt.rn[i|mi|pi|zi].f32.f32); HIP: v_rndne/v_floor/v_ceil/
// v_trunc_f32; host x86 with SSE4.1 and aarch64: roundss/frint*. Elsewhere (baseline x86-64) the
// same results from plain float operations, since a builtin there may become a libm call:
// adding and subtracting 2^23 (with x's sign) rounds |x| < 2^23 to an integer, ties to even, and
// floor/ceil/trunc correct that by one where it went the wrong way. A NaN gives a quiet NaN
// (docs/design.md, "NaN results"); +-0 and +-inf are returned as they are, and results keep x's
// sign (rint(-0.3) = -0, ceil(-0.5) = -0).
#if defined(WARPMATH_CUDA_DEVICE) || defined(WARPMATH_HIP_DEVICE) || defined(__SSE4_1__) || \
    defined(__aarch64__)
#if defined(WARPMATH_CUDA_DEVICE)
WARPMATH_HD float rint(float x) { return ::rintf(x); }
WARPMATH_HD float floor(float x) { return ::floorf(x); }
WARPMATH_HD float ceil(float x) { return ::ceilf(x); }
WARPMATH_HD float trunc(float x) { return ::truncf(x); }
#else
WARPMATH_HD float rint(float x) { return __builtin_rintf(x); }
WARPMATH_HD float floor(float x) { return __builtin_floorf(x); }
WARPMATH_HD float ceil(float x) { return __builtin_ceilf(x); }
WARPMATH_HD float trunc(float x) { return __builtin_truncf(x); }
#endif
#else
WARPMATH_HD float rint(float x) {
  const float magic = fp::copysign(8388608.0f, x);  // 2^23
  const float r = fp::copysign(sub(add(x, magic), magic), x);
  return abs_bits(x) < 0x4b000000u ? r : add(x, 0.0f);  // add: a NaN comes back quiet
}
WARPMATH_HD float floor(float x) {
  const float r = rint(x);
  return fp::copysign(r > x ? sub(r, 1.0f) : r, x);
}
WARPMATH_HD float ceil(float x) {
  const float r = rint(x);
  return fp::copysign(r < x ? add(r, 1.0f) : r, x);
}
WARPMATH_HD float trunc(float x) { return fp::copysign(floor(fp::abs(x)), x); }
#endif

// |x| < c as one floating-point comparison (CUDA folds the |.| into the compare's operand
// modifier; fp::abs, a bit operation, costs an instruction of its own); false for a NaN x.  fabs is
// exact on every platform, and the builtin is never a library call.
WARPMATH_HD bool abs_less(float x, float c) {
#if defined(WARPMATH_CUDA_DEVICE)
  return ::fabsf(x) < c;
#else
  return __builtin_fabsf(x) < c;
#endif
}

// 1/v to a relative error below 0.0026 for a normal positive v, where a correction term needs a
// few bits of a reciprocal and an IEEE division would cost more: the integer seed 0x7ef311c3 -
// bits(v) (relative error < 0.051, checked over every significand) and one Newton step (the
// error squares). Exact operations on every platform, so the same bits everywhere.
WARPMATH_HD float coarse_reciprocal(float v) {
  const float r0 = as_float(0x7ef311c3u - as_uint(v));
  return fp::fma(r0, fp::fma(-v, r0, 1.0f), r0);
}

}  // namespace warpmath::fp

#undef WARPMATH_NO_CONTRACT
