// catalogue/kernels.hpp -- one __host__ __device__ functor per catalogue entry, for the grid
// runners (host threads, CUDA, HIP), and the list of entries as data for host code.
//
//   warpmath::catalogue::<id>_fn    functor: float operator()(float x) const for WARPMATH_UNARY
//                                   entries, float operator()(float x, float y) const for
//                                   WARPMATH_BINARY ones
//   warpmath::catalogue::kEntries   {name, ref, bound_ulp, cuda_ulp, domain, arity} in catalogue
//                                   order (one- and two-argument entries interleaved as listed)
//   warpmath::catalogue::kCount     number of entries
//   Backends build dispatch tables in the same order by including functions.def again with
//   their own WARPMATH_UNARY and WARPMATH_BINARY, e.g.
//   `#define WARPMATH_UNARY(id, ...) &launch<catalogue::id##_fn>,` (a table indexed like kEntries
//   needs both macros; one left undefined expands to nothing).
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

#define WARPMATH_UNARY(id, call, ref, bound, cuda, domain)  \
  struct id##_fn {                                          \
    static constexpr int kArity = 1;                        \
    WARPMATH_HD float operator()(float x) const { return call; } \
  };
#define WARPMATH_BINARY(id, call, ref, bound, cuda, domain)             \
  struct id##_fn {                                                      \
    static constexpr int kArity = 2;                                    \
    WARPMATH_HD float operator()(float x, float y) const { return call; } \
  };
#include "functions.def"

struct Entry {
  const char* name;
  const char* ref;   // name of the reference function (host_ref::ref_from_name)
  double bound_ulp;  // warpmath's documented bound
  double cuda_ulp;   // CUDA's documented bound (0 = CUDA has no such function)
  const char* domain;
  int arity;  // 1 (WARPMATH_UNARY) or 2 (WARPMATH_BINARY)
};

inline constexpr Entry kEntries[] = {
#define WARPMATH_UNARY(id, call, ref, bound, cuda, domain) {#id, #ref, bound, cuda, domain, 1},
#define WARPMATH_BINARY(id, call, ref, bound, cuda, domain) {#id, #ref, bound, cuda, domain, 2},
#include "functions.def"
};
inline constexpr std::size_t kCount = sizeof(kEntries) / sizeof(kEntries[0]);

}  // namespace warpmath::catalogue
