// bench/bench_catalogue.hpp -- what the benchmarks know about each catalogue function:
//
//   warpmath_bench::<id>_tag            a type per catalogue id
//   warpmath_bench::Arity<Tag>::value   1 (WARPMATH_UNARY) or 2 (every other entry: the
//                                       benchmarks load x and y; see WARPMATH_TERNARY below)
//   warpmath_bench::Domain<Tag>         the usual domain: kKnown, kLo, kHi (x), kYLo, kYHi (y),
//                                       kLabel -- from bench/vendor_equivalents.def
//   warpmath_bench::<id>_V_warpmath     the catalogue functor with one signature for every
//                                       entry, float(float x, float y): y is ignored by
//                                       one-argument functions (so every row of the benchmarks
//                                       and the code-size proxy has the same shape)
//
// A catalogue function without a WARPMATH_BENCH_DOMAIN line still builds (a function being
// added must not break everyone's build): it gets [-1, 1] with kKnown = false, and the
// benchmarks print a note asking for the line. Lines for ids that are not in the catalogue
// (yet, or any more) compile and are never looked up.
#pragma once
#if defined(__HIPCC__)
#include <hip/hip_runtime.h>  // before the library: hipcc does not include it implicitly
#endif

#include "catalogue/kernels.hpp"

namespace warpmath_bench {

template <class Tag>
struct Arity {
  static constexpr int value = 1;  // ids outside the catalogue: never used
};

template <class Tag>
struct Domain {
  static constexpr bool kKnown = false;
  static constexpr float kLo = -1.0f, kHi = 1.0f, kYLo = -1.0f, kYHi = 1.0f;
  static constexpr const char* kLabel = "[-1, 1]?";
};

#define WARPMATH_UNARY(id, ...)                          \
  struct id##_tag;                                       \
  template <>                                            \
  struct Arity<id##_tag> {                               \
    static constexpr int value = 1;                      \
  };                                                     \
  struct id##_V_warpmath {                               \
    WARPMATH_HD float operator()(float x, float) const { \
      return warpmath::catalogue::id##_fn{}(x);          \
    }                                                    \
  };
#define WARPMATH_BINARY(id, ...)                           \
  struct id##_tag;                                         \
  template <>                                              \
  struct Arity<id##_tag> {                                 \
    static constexpr int value = 2;                        \
  };                                                       \
  struct id##_V_warpmath {                                 \
    WARPMATH_HD float operator()(float x, float y) const { \
      return warpmath::catalogue::id##_fn{}(x, y);         \
    }                                                      \
  };
// Three and four arguments: benchmarked as functions of (x, y), the others derived from them by
// one exact scaling each (z = x/2, w = y/2), so that every row keeps the (x, y) shape.
#define WARPMATH_TERNARY(id, ...)                                              \
  struct id##_tag;                                                             \
  template <>                                                                  \
  struct Arity<id##_tag> {                                                     \
    static constexpr int value = 2;                                            \
  };                                                                           \
  struct id##_V_warpmath {                                                     \
    WARPMATH_HD float operator()(float x, float y) const {                     \
      return warpmath::catalogue::id##_fn{}(x, y, warpmath::fp::mul(x, 0.5f)); \
    }                                                                          \
  };
#define WARPMATH_QUATERNARY(id, ...)                                          \
  struct id##_tag;                                                            \
  template <>                                                                 \
  struct Arity<id##_tag> {                                                    \
    static constexpr int value = 2;                                           \
  };                                                                          \
  struct id##_V_warpmath {                                                    \
    WARPMATH_HD float operator()(float x, float y) const {                    \
      return warpmath::catalogue::id##_fn{}(x, y, warpmath::fp::mul(x, 0.5f), \
                                            warpmath::fp::mul(y, 0.5f));      \
    }                                                                         \
  };
#include "catalogue/functions.def"

// Every id named in vendor_equivalents.def gets a tag too, so that its rows compile whether or
// not the catalogue has the function right now.
#define WARPMATH_BENCH_DECLARE_TAG(id, ...) struct id##_tag;
#define WARPMATH_CUDA_EQUIV WARPMATH_BENCH_DECLARE_TAG
#define WARPMATH_HIP_EQUIV WARPMATH_BENCH_DECLARE_TAG
#define WARPMATH_HOST_EQUIV WARPMATH_BENCH_DECLARE_TAG
#define WARPMATH_TIER WARPMATH_BENCH_DECLARE_TAG
#include "bench/vendor_equivalents.def"
#undef WARPMATH_BENCH_DECLARE_TAG

#define WARPMATH_BENCH_DOMAIN2(id, xlo, xhi, ylo, yhi, label) \
  struct id##_tag;                                            \
  template <>                                                 \
  struct Domain<id##_tag> {                                   \
    static constexpr bool kKnown = true;                      \
    static constexpr float kLo = xlo, kHi = xhi;              \
    static constexpr float kYLo = ylo, kYHi = yhi;            \
    static constexpr const char* kLabel = label;              \
  };
#define WARPMATH_BENCH_DOMAIN(id, lo, hi, label) WARPMATH_BENCH_DOMAIN2(id, lo, hi, lo, hi, label)
#include "bench/vendor_equivalents.def"
#undef WARPMATH_BENCH_DOMAIN2

}  // namespace warpmath_bench
