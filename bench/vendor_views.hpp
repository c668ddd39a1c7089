// bench/vendor_views.hpp -- single-output views of the vendors' two-output functions, named in
// bench/vendor_equivalents.def. They mirror warpmath's catalogue_detail views (one output
// computed, the other dropped), so that a comparison never charges one side for an output the
// other side's compiler threw away.
//
// In a GPU translation unit (nvcc, hipcc) they are device functions over CUDA's or HIP's math;
// in a host one, over glibc (sincosf is a GNU extension; glibc 2.36 has no sincospif).
#pragma once

#if defined(__HIPCC__)
#include <hip/hip_runtime.h>  // hipcc does not include it implicitly
#endif

#if defined(__CUDACC__) || defined(__HIPCC__)
#define WARPMATH_BENCH_VIEW __device__ inline
#else
#include <math.h>
#define WARPMATH_BENCH_VIEW inline
#endif

namespace warpmath_bench::views {

WARPMATH_BENCH_VIEW float sincosf_sin(float x) {
  float s, c;
  ::sincosf(x, &s, &c);
  return s;
}
WARPMATH_BENCH_VIEW float sincosf_cos(float x) {
  float s, c;
  ::sincosf(x, &s, &c);
  return c;
}

#if defined(__CUDACC__) || defined(__HIPCC__)
WARPMATH_BENCH_VIEW float intrinsic_sincosf_sin(float x) {
  float s, c;
  __sincosf(x, &s, &c);
  return s;
}
WARPMATH_BENCH_VIEW float intrinsic_sincosf_cos(float x) {
  float s, c;
  __sincosf(x, &s, &c);
  return c;
}
WARPMATH_BENCH_VIEW float sincospif_sin(float x) {
  float s, c;
  ::sincospif(x, &s, &c);
  return s;
}
WARPMATH_BENCH_VIEW float sincospif_cos(float x) {
  float s, c;
  ::sincospif(x, &s, &c);
  return c;
}
#endif

}  // namespace warpmath_bench::views

#undef WARPMATH_BENCH_VIEW
