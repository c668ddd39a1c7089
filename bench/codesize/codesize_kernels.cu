// bench/codesize/codesize_kernels.cu -- the kernels that the static code-size proxy measures
// (scripts/codesize.sh): for every catalogue function, and for each of its vendor equivalents
// and other tiers (bench/vendor_equivalents.def), the tiny kernel p[i] = f(p[i]) -- or
// p[i] = f(p[i], q[i]) for a two-argument function.
//
// One translation unit, compiled once by nvcc (sm_90 cubin) and once by hipcc (gfx90a
// assembly). extern "C" keeps the kernel names readable in both outputs:
//   cs_<id>_V_warpmath          the catalogue's default tier
//   cs_<id>_V_<variant>         CUDA_EQUIV rows under nvcc, HIP_EQUIV rows under hipcc
//   cs_<id>_V_tier_<tier>       warpmath's other tiers
// The kernel shape is the same as tests/compile/all_functions.cu; the bounds check and the
// load/store are a fixed cost of about fifteen instructions in every row (cs_baseline).
#if defined(__HIPCC__)
#include <hip/hip_runtime.h>  // hipcc does not include it implicitly
#endif

#include <warpmath/warpmath.hpp>

#include "bench/bench_catalogue.hpp"
#include "bench/vendor_views.hpp"

namespace warpmath_bench {

template <int kArity, class F>
__device__ void codesize_body(float* p, const float* q, unsigned n) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const float x = p[i];
    float y = 0.0f;
    if constexpr (kArity == 2) y = q[i];  // one-argument rows do not load q
    p[i] = F{}(x, y);
  }
}

// The fixed cost of the kernel shape (index, bounds check, load, store, exit), reported beside
// the table so that a reader can subtract it. A negation, because p[i] = p[i] compiles to nothing.
struct baseline_V_negate {
  __device__ float operator()(float x, float) const { return -x; }
};

#define WARPMATH_CODESIZE_FUNCTOR(id, variant, expr)                                      \
  struct id##_V_##variant {                                                               \
    __device__ float operator()(float x, [[maybe_unused]] float y) const { return expr; } \
  };
#if defined(__HIPCC__)
#define WARPMATH_HIP_EQUIV WARPMATH_CODESIZE_FUNCTOR
#else
#define WARPMATH_CUDA_EQUIV WARPMATH_CODESIZE_FUNCTOR
#endif
#define WARPMATH_TIER(id, tier, expr) WARPMATH_CODESIZE_FUNCTOR(id, tier_##tier, expr)
#include "bench/vendor_equivalents.def"
#undef WARPMATH_CODESIZE_FUNCTOR

}  // namespace warpmath_bench

#define WARPMATH_CODESIZE_KERNEL(id, variant)                                              \
  extern "C" __global__ void cs_##id##_V_##variant(float* p, const float* q, unsigned n) { \
    warpmath_bench::codesize_body<warpmath_bench::Arity<warpmath_bench::id##_tag>::value,  \
                                  warpmath_bench::id##_V_##variant>(p, q, n);              \
  }

extern "C" __global__ void cs_baseline(float* p, const float* q, unsigned n) {
  warpmath_bench::codesize_body<1, warpmath_bench::baseline_V_negate>(p, q, n);
}

#define WARPMATH_UNARY(id, ...) WARPMATH_CODESIZE_KERNEL(id, warpmath)
#define WARPMATH_BINARY(id, ...) WARPMATH_CODESIZE_KERNEL(id, warpmath)
#include "catalogue/functions.def"

#define WARPMATH_CODESIZE_ROW(id, variant, ...) WARPMATH_CODESIZE_KERNEL(id, variant)
#if defined(__HIPCC__)
#define WARPMATH_HIP_EQUIV WARPMATH_CODESIZE_ROW
#else
#define WARPMATH_CUDA_EQUIV WARPMATH_CODESIZE_ROW
#endif
#define WARPMATH_TIER(id, tier, expr) WARPMATH_CODESIZE_KERNEL(id, tier_##tier)
#include "bench/vendor_equivalents.def"
