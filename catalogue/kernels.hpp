// catalogue/kernels.hpp -- one __host__ __device__ functor per catalogue entry, for the grid
// runners (host threads, CUDA, HIP), and the list of entries as data for host code.
//
//   warpmath::catalogue::<id>_fn    functor: float operator()(float x) const
//   warpmath::catalogue::kEntries   {name, ref, bound_ulp, cuda_ulp, domain} in catalogue order
//   warpmath::catalogue::kCount     number of entries
//   Backends build dispatch tables in the same order by including functions.def again with
//   their own WARPMATH_UNARY, e.g. `#define WARPMATH_UNARY(id, ...) &launch<catalogue::id##_fn>,`
#pragma once
#include <cstddef>

#include <warpmath/warpmath.hpp>

namespace warpmath::catalogue_detail {
// Single-output views of the two-output functions, so that each output is swept on its own.
WARPMATH_HD float sincosf_sin(float x) { float s, c; warpmath::sincosf(x, &s, &c); return s; }
WARPMATH_HD float sincosf_cos(float x) { float s, c; warpmath::sincosf(x, &s, &c); return c; }
WARPMATH_HD float sincospif_sin(float x) { float s, c; warpmath::sincospif(x, &s, &c); return s; }
WARPMATH_HD float sincospif_cos(float x) { float s, c; warpmath::sincospif(x, &s, &c); return c; }
}  // namespace warpmath::catalogue_detail

namespace warpmath::catalogue {

#define WARPMATH_UNARY(id, call, ref, bound, cuda, domain) \
  struct id##_fn {                                        \
    WARPMATH_HD float operator()(float x) const { return call; } \
  };
#include "functions.def"

struct Entry {
  const char* name;
  const char* ref;   // name of the reference function (host_ref::ref_from_name)
  double bound_ulp;  // warpmath's documented bound
  double cuda_ulp;   // CUDA's documented bound (0 = CUDA has no such function)
  const char* domain;
};

inline constexpr Entry kEntries[] = {
#define WARPMATH_UNARY(id, call, ref, bound, cuda, domain) {#id, #ref, bound, cuda, domain},
#include "functions.def"
};
inline constexpr std::size_t kCount = sizeof(kEntries) / sizeof(kEntries[0]);

}  // namespace warpmath::catalogue
