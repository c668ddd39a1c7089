# tests/compile/check_codegen.cmake -- inspects generated device code (a `codegen` CTest test).
#
#   cmake -DKIND=<kind> -DFILE=<ptx or asm> -DKERNELS=<n> -P check_codegen.cmake
#
# Fails if FILE contains an instruction that KIND forbids, or if it holds fewer than KERNELS
# kernels (so that an empty or stale file cannot pass).
#
# KIND
#   ptx-approx     docs/design.md, "No hardware approximations": no `.approx` instruction
#                  (sin/cos/ex2/lg2/rcp/rsqrt/sqrt/div/tanh.approx) and no `div.full` (the
#                  __fdividef division). The library uses the _rn intrinsics, which nvcc keeps
#                  exact also under -use_fast_math; -ftz=true only turns them into their .ftz
#                  forms, which is allowed (documented subnormal flushing). PTX is the right level:
#                  ptxas legitimately expands div.rn/sqrt.rn into MUFU.RCP/MUFU.RSQ plus
#                  Newton steps with a correctly rounded result, so SASS would need a finer rule.
#   ptx-fp64       docs/design.md, "No FP64 in float code": no `.f64` operation at all.
#   amdgcn-approx  No v_sin/v_cos/v_exp/v_log (also _legacy/_clamp variants) in gfx9 assembly:
#                  those are hardware approximations (and v_sin/v_cos take revolutions, not
#                  radians). v_rcp_f32 and v_sqrt_f32 are NOT forbidden here: they are the
#                  seeds of the correctly rounded division and square root, which
#                  check_amdgcn_cr.py recognises by their shape (a bare one fails there).
#   amdgcn-fp64    No *_f64 VALU instruction.
#
# What hipcc 5.2 (gfx90a, -O3) emits for the primitives, checked when this test was written:
#   * `/` (fp::div) is the IEEE sequence v_div_scale_f32, v_rcp_f32, v_fma_f32 x3/v_fmac_f32,
#     v_div_fmas_f32, v_div_fixup_f32: v_rcp_f32 is only the seed of a correctly rounded
#     refinement, so it must be allowed.
#   * sqrtf() from the HIP headers (fp::sqrt) is a scaled v_sqrt_f32 followed by an exact
#     correction of +-1 ulp with two v_fma_f32 residuals: correctly rounded.
#     (__builtin_sqrtf / __fsqrt_rn, or any sqrt under -fno-hip-fp32-correctly-rounded-divide-sqrt,
#     are a bare v_sqrt_f32: not correctly rounded.)
#   * Under -ffast-math, `/` becomes a bare v_rcp_f32 + v_mul_f32 (arcp); sqrtf() keeps its
#     correction. warpmath does not support HIP's -ffast-math.
#   tests/compile/check_amdgcn_cr.py checks those shapes (the codegen.hip.*.cr_div_sqrt tests).
cmake_minimum_required(VERSION 3.21)

if(NOT DEFINED KIND OR NOT DEFINED FILE)
  message(FATAL_ERROR "usage: cmake -DKIND=... -DFILE=... [-DKERNELS=n] -P check_codegen.cmake")
endif()
if(NOT EXISTS "${FILE}")
  message(FATAL_ERROR "${FILE}: does not exist (build the project first)")
endif()

if(KIND STREQUAL "ptx-approx")
  set(forbid "[a-z0-9]+(\\.[a-z0-9]+)*\\.approx(\\.[a-z0-9]+)*|div\\.full(\\.[a-z0-9]+)*")
  set(kernel "^\\.(visible|weak) \\.entry ")
elseif(KIND STREQUAL "ptx-fp64")
  set(forbid "^[ \t]*(@!?%[a-z0-9]+[ \t]+)?[a-z][a-z0-9]*(\\.[a-z0-9]+)*\\.f64[ \t.]")
  set(kernel "^\\.(visible|weak) \\.entry ")
elseif(KIND STREQUAL "amdgcn-approx")
  set(forbid "^[ \t]+v_(sin|cos|exp|log)(_legacy|_clamp)?_f(16|32)")
  set(kernel "^[ \t]*\\.amdhsa_kernel ")
elseif(KIND STREQUAL "amdgcn-fp64")
  set(forbid "^[ \t]+v_[a-z0-9_]*_f64")
  set(kernel "^[ \t]*\\.amdhsa_kernel ")
else()
  message(FATAL_ERROR "unknown KIND '${KIND}'")
endif()

file(STRINGS "${FILE}" kernels REGEX "${kernel}")
list(LENGTH kernels n_kernels)
if(DEFINED KERNELS AND n_kernels LESS KERNELS)
  message(FATAL_ERROR "${FILE}: ${n_kernels} kernels, expected at least ${KERNELS}")
endif()

file(STRINGS "${FILE}" bad REGEX "${forbid}")
list(LENGTH bad n_bad)
if(n_bad GREATER 0)
  set(report "")
  set(shown 0)
  foreach(line IN LISTS bad)
    string(STRIP "${line}" line)
    string(APPEND report "\n  ${line}")
    math(EXPR shown "${shown} + 1")
    if(shown EQUAL 20)
      string(APPEND report "\n  ...")
      break()
    endif()
  endforeach()
  message(FATAL_ERROR "${FILE}: ${n_bad} forbidden instruction(s) (${KIND}):${report}")
endif()
message(STATUS "${FILE}: ${n_kernels} kernels, no forbidden instructions (${KIND})")
