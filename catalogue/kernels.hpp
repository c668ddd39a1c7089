// catalogue/kernels.hpp -- one __host__ __device__ functor per catalogue entry, for the grid
// runners (host threads, CUDA, HIP), and the list of entries as data for host code.
//
//   warpmath::catalogue::<id>_fn    functor with kArity float arguments: float operator()(float x)
//                                   const for WARPMATH_UNARY entries, (float x, float y) for
//                                   WARPMATH_BINARY and WARPMATH_BINARY_INT ones (y carries the
//                                   integer n: catalogue_detail::integer_argument), (x, y, z) for
//                                   WARPMATH_TERNARY, (x, y, z, w) for WARPMATH_QUATERNARY
//   warpmath::catalogue::kEntries   {name, ref, bound_ulp, cuda_ulp, domain, arity, integer_y,
//                                   abs_bound, tier} in catalogue order (entries of every kind
//                                   interleaved as listed); bound_ulp from catalogue/bounds.def
//   warpmath::catalogue::kCount     number of entries
//   Backends build dispatch tables in the same order by including functions.def again with
//   their own WARPMATH_UNARY and WARPMATH_BINARY, e.g.
//   `#define WARPMATH_UNARY(id, ...) &launch<catalogue::id##_fn>,` (a table indexed like kEntries
//   needs both macros; one left undefined expands to nothing).
#pragma once
#include <cstddef>
#include <cstdint>
#include <limits>
#include <warpmath/accurate/accurate.hpp>
#include <warpmath/warpmath.hpp>

namespace warpmath::catalogue_detail {
// The integer that a BINARY_INT entry's second argument carries: y truncated toward zero and
// saturated to the range of long long (the spaces of such entries hold integer values; NaN
// gives 0). Integer comparisons on the bits: no float arithmetic, the same on every backend.
WARPMATH_HD long long integer_argument(float y) {
  const std::uint32_t u = fp::as_uint(y);
  const std::uint32_t a = u & 0x7fffffffu;
  if (a > 0x7f800000u) return 0;  // NaN
  if (a >= 0x5f000000u) return (u >> 31) != 0 ? -0x7fffffffffffffffLL - 1 : 0x7fffffffffffffffLL;
  const int e = static_cast<int>(a >> 23) - 150;  // |y| = m * 2^e
  if (e < -23) return 0;                          // |y| < 1
  const std::uint64_t m = (a & 0x007fffffu) | 0x00800000u;
  const std::uint64_t mag = e >= 0 ? m << e : m >> -e;  // |y| < 2^63 here
  return (u >> 31) != 0 ? -static_cast<long long>(mag) : static_cast<long long>(mag);
}

// The order of jnf and ynf in the catalogue: n clamped to [-128, 128], the range they document
// (the references jn and yn clamp the same way, host_ref/bessel_refs.cpp).
WARPMATH_HD int bessel_order(long long n) {
  return n < -128 ? -128 : (n > 128 ? 128 : static_cast<int>(n));
}

// Single-output views of the two-output functions, so that each output is swept on its own.
WARPMATH_HD float sincosf_sin(float x) {
  float s, c;
  warpmath::sincosf(x, &s, &c);
  return s;
}
WARPMATH_HD float sincosf_cos(float x) {
  float s, c;
  warpmath::sincosf(x, &s, &c);
  return c;
}
// The accurate tier's sincosf outputs.
WARPMATH_HD float accurate_sincosf_sin(float x) {
  float s, c;
  warpmath::detail::accurate::sincosf(x, &s, &c);
  return s;
}
WARPMATH_HD float accurate_sincosf_cos(float x) {
  float s, c;
  warpmath::detail::accurate::sincosf(x, &s, &c);
  return c;
}
// The accurate tier's sincospif outputs.
WARPMATH_HD float accurate_sincospif_sin(float x) {
  float s, c;
  warpmath::detail::accurate::sincospif(x, &s, &c);
  return s;
}
WARPMATH_HD float accurate_sincospif_cos(float x) {
  float s, c;
  warpmath::detail::accurate::sincospif(x, &s, &c);
  return c;
}
WARPMATH_HD float sincospif_sin(float x) {
  float s, c;
  warpmath::sincospif(x, &s, &c);
  return s;
}
WARPMATH_HD float sincospif_cos(float x) {
  float s, c;
  warpmath::sincospif(x, &s, &c);
  return c;
}

// Float views of the outputs that are not a float return value: pointer outputs, and int
// results as floats (exact for every value they take but INT_MAX and LLONG_MAX / LONG_MAX,
// which become 2^31 and 2^63; the unit tests check the ints themselves).
WARPMATH_HD float frexpf_mant(float x) {
  int e;
  return warpmath::frexpf(x, &e);
}
WARPMATH_HD float frexpf_exp(float x) {
  int e;
  warpmath::frexpf(x, &e);
  return static_cast<float>(e);
}
WARPMATH_HD float modff_frac(float x) {
  float i;
  return warpmath::modff(x, &i);
}
WARPMATH_HD float modff_int(float x) {
  float i;
  warpmath::modff(x, &i);
  return i;
}
WARPMATH_HD float remquof_rem(float x, float y) {
  int q;
  return warpmath::remquof(x, y, &q);
}
WARPMATH_HD float remquof_quo(float x, float y) {
  int q;
  warpmath::remquof(x, y, &q);
  return static_cast<float>(q);
}
// normf and rnormf over vectors of three and four elements (their unit tests cover dim 1..64).
WARPMATH_HD float normf_3(float x, float y, float z) {
  const float a[3] = {x, y, z};
  return warpmath::normf(3, a);
}
WARPMATH_HD float normf_4(float x, float y, float z, float w) {
  const float a[4] = {x, y, z, w};
  return warpmath::normf(4, a);
}
WARPMATH_HD float rnormf_3(float x, float y, float z) {
  const float a[3] = {x, y, z};
  return warpmath::rnormf(3, a);
}
WARPMATH_HD float rnormf_4(float x, float y, float z, float w) {
  const float a[4] = {x, y, z, w};
  return warpmath::rnormf(4, a);
}
// The fast tier's sincosf outputs.
WARPMATH_HD float fast_sincosf_sin(float x) {
  float s, c;
  warpmath::fast::sincosf(x, &s, &c);
  return s;
}
WARPMATH_HD float fast_sincosf_cos(float x) {
  float s, c;
  warpmath::fast::sincosf(x, &s, &c);
  return c;
}
// fast::fdividef on its fast domain (2^-126 <= |y| < 2^125, and a quotient at most 2 ulp below
// FLT_MAX), the exact quotient elsewhere: the catalogue entry fast_fdividef measures the fast
// domain (fast/fdivide.hpp).
WARPMATH_HD float fast_fdividef(float x, float y) {
  const std::uint32_t ay = fp::as_uint(y) & 0x7fffffffu;
  const float q = warpmath::fast::fdividef(x, y);
  const bool in_domain =
      ay - 0x00800000u < 0x7e000000u - 0x00800000u && (fp::as_uint(q) & 0x7fffffffu) <= 0x7f7ffffdu;
  return in_domain ? q : warpmath::fdividef(x, y);
}
// n of a BINARY_INT entry clamped to int (ldexpf, scalbnf): beyond +-2^31 the result is the same.
WARPMATH_HD int clamp_to_int(long long n) {
  return n > 0x7fffffffLL        ? 0x7fffffff
         : n < -0x7fffffffLL - 1 ? -0x7fffffff - 1
                                 : static_cast<int>(n);
}
}  // namespace warpmath::catalogue_detail

namespace warpmath::catalogue {

#define WARPMATH_UNARY(id, call, ...)                            \
  struct id##_fn {                                               \
    static constexpr int kArity = 1;                             \
    WARPMATH_HD float operator()(float x) const { return call; } \
  };
#define WARPMATH_BINARY(id, call, ...)                                    \
  struct id##_fn {                                                        \
    static constexpr int kArity = 2;                                      \
    WARPMATH_HD float operator()(float x, float y) const { return call; } \
  };
#define WARPMATH_BINARY_INT(id, call, ...)                       \
  struct id##_fn {                                               \
    static constexpr int kArity = 2;                             \
    WARPMATH_HD float operator()(float x, float y) const {       \
      const long long n = catalogue_detail::integer_argument(y); \
      return call;                                               \
    }                                                            \
  };
#define WARPMATH_TERNARY(id, call, ...)                                            \
  struct id##_fn {                                                                 \
    static constexpr int kArity = 3;                                               \
    WARPMATH_HD float operator()(float x, float y, float z) const { return call; } \
  };
#define WARPMATH_QUATERNARY(id, call, ...)                                                  \
  struct id##_fn {                                                                          \
    static constexpr int kArity = 4;                                                        \
    WARPMATH_HD float operator()(float x, float y, float z, float w) const { return call; } \
  };
#include "functions.def"

// An entry's measured bound when catalogue/bounds.def has none (not swept yet): below every
// error, so that every check of the entry fails until its sweep report is in.
inline constexpr double kNoBound = -1.0;

namespace bounds_detail {
struct NamedValue {
  const char* name;
  double value;
};
inline constexpr NamedValue kBounds[] = {
#define WARPMATH_BOUND(id, bound_ulp) {#id, bound_ulp},
#include "bounds.def"
    {nullptr, 0.0}};
inline constexpr NamedValue kAbsolute[] = {
#define WARPMATH_ABSOLUTE(id, abs_bound) {#id, abs_bound},
#include "functions.def"
    {nullptr, 0.0}};
struct NamedRange {
  const char* name;
  float lo, hi;
};
inline constexpr NamedRange kFastDomains[] = {
#define WARPMATH_FAST_DOMAIN(id, lo, hi, label) {#id, lo, hi},
#include "functions.def"
    {nullptr, 0.0f, 0.0f}};
constexpr bool same_name(const char* a, const char* b) {
  while (*a != '\0' && *a == *b) ++a, ++b;
  return *a == *b;
}
// The value named `name` in `table`, or `otherwise` (at compile time: kEntries is constexpr).
constexpr double lookup(const NamedValue* table, const char* name, double otherwise) {
  for (; table->name != nullptr; ++table)
    if (same_name(table->name, name)) return table->value;
  return otherwise;
}
// The fast domain named `name`, or all floats [-inf, inf].
constexpr NamedRange fast_domain(const char* name) {
  for (const NamedRange* r = kFastDomains; r->name != nullptr; ++r)
    if (same_name(r->name, name)) return *r;
  return {name, -std::numeric_limits<float>::infinity(), std::numeric_limits<float>::infinity()};
}
}  // namespace bounds_detail

struct Entry {
  const char* name;
  const char* ref;   // name of the reference function (host_ref::ref_from_name)
  double bound_ulp;  // warpmath's measured bound (catalogue/bounds.def), or kNoBound
  double cuda_ulp;   // CUDA's documented bound (0 = CUDA has no such function)
  const char* domain;
  int arity;         // number of float arguments: 1, 2 (BINARY, BINARY_INT), 3 or 4
  bool integer_y;    // WARPMATH_BINARY_INT: the second argument carries an integer
  double abs_bound;  // > 0: judged by an absolute error <= abs_bound where |f| < 1 and by
                     // bound_ulp elsewhere (WARPMATH_ABSOLUTE); 0: by bound_ulp everywhere
  const char* tier;  // "default", "fast" or "accurate"
  float fast_lo;     // the fast domain of a fast-tier entry, first arguments in [fast_lo,
  float fast_hi;     // fast_hi] (WARPMATH_FAST_DOMAIN); [-inf, inf] for the others
};

namespace bounds_detail {
// Entry `id` with the facts the tables above give it.
constexpr Entry make_entry(const char* id, const char* ref, const char* tier, double cuda,
                           const char* domain, int arity, bool integer_y) {
  return {id,
          ref,
          lookup(kBounds, id, kNoBound),
          cuda,
          domain,
          arity,
          integer_y,
          lookup(kAbsolute, id, 0.0),
          tier,
          fast_domain(id).lo,
          fast_domain(id).hi};
}
}  // namespace bounds_detail

#define WARPMATH_CATALOGUE_ENTRY(id, ref, tier, cuda, domain, arity, integer_y) \
  bounds_detail::make_entry(#id, #ref, #tier, cuda, domain, arity, integer_y),
inline constexpr Entry kEntries[] = {
#define WARPMATH_UNARY(id, call, ref, tier, family, cuda, domain) \
  WARPMATH_CATALOGUE_ENTRY(id, ref, tier, cuda, domain, 1, false)
#define WARPMATH_BINARY(id, call, ref, tier, family, cuda, domain) \
  WARPMATH_CATALOGUE_ENTRY(id, ref, tier, cuda, domain, 2, false)
#define WARPMATH_BINARY_INT(id, call, ref, tier, family, cuda, domain) \
  WARPMATH_CATALOGUE_ENTRY(id, ref, tier, cuda, domain, 2, true)
#define WARPMATH_TERNARY(id, call, ref, tier, family, cuda, domain) \
  WARPMATH_CATALOGUE_ENTRY(id, ref, tier, cuda, domain, 3, false)
#define WARPMATH_QUATERNARY(id, call, ref, tier, family, cuda, domain) \
  WARPMATH_CATALOGUE_ENTRY(id, ref, tier, cuda, domain, 4, false)
#include "functions.def"
};
#undef WARPMATH_CATALOGUE_ENTRY
inline constexpr std::size_t kCount = sizeof(kEntries) / sizeof(kEntries[0]);

}  // namespace warpmath::catalogue
