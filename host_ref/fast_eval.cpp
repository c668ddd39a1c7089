// host_ref/fast_eval.cpp -- the oracle's fast path: decide special values from the reference's
// rule, evaluate in double (the fast_*.cpp functions named by refs.def), round to binary32 when
// the double is provably far enough from every rounding boundary, else ask MPFR.
//
// The rounding check. With E the fast function's relative error bound (refs.def), the exact
// value f lies in [|y| - w, |y| + w] for w = check_width * |y|, check_width >= 8E a power of two
// (so w is exact): |y - f| <= E |f| <= E |y| / (1 - E), and forming |y| -/+ w rounds by 2^-53 |y|
// at most, inside the factor 8. Round-to-nearest is monotonic, so if both ends of the interval
// round to the same float, so does f. This holds over the whole float range:
//  * subnormal results: the conversion of a (normal) double to float rounds once, to a multiple
//    of 2^-149, monotonically; results below 2^-150 round to a zero the same way;
//  * overflow: a double converts to infinity exactly when it is >= 2^128 - 2^103, which is where
//    correct rounding to binary32 overflows (FLT_MAX's last bit is odd, the tie goes up);
//  * an infinite y (libm overflowed: |f| > DBL_MAX / (1 + E)) rounds to infinity, a y below
//    2^-1022 (libm underflowed: |f| < 2^-1021) to a zero of y's sign;
// and the interval must also lie in one binade (a power of two inside it leaves the ulp of f
// undecided), unless the fast function's at_least / below facts cut the interval there.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#if defined(__GLIBC__)
#include <gnu/libc-version.h>
#endif

#include "host_ref/bits.hpp"
#include "host_ref/ref_functions.hpp"
#include "host_ref/ref_spec.hpp"

namespace warpmath::host_ref {

namespace detail {
namespace {

// The largest double below the positive double b (b = inf: inf).
double just_below(double b) { return std::isinf(b) ? b : bits::to_double(bits::of(b) - 1); }

// Rounds the approximation `a` to binary32 if that is safe; see the comment at the top.
bool round_if_safe(const Approx& a, double check_width, RefValue* out) {
  const double y = a.y;
  const double ay = std::fabs(y);
  if (!(ay >= 0x1p-1022 && ay <= std::numeric_limits<double>::max())) {  // rare: one test
    if (std::isnan(y)) return false;
    *out = RefValue{static_cast<float>(std::isinf(y) ? y : std::copysign(0.0, y)), y};
    return true;
  }
  // Exact (a power-of-two scaling) unless |y| < 2^-976, where every float of the interval is 0.
  const double width = ay * check_width;
  const double top = just_below(a.below);
  const double lo = std::max(ay - width, a.at_least);
  const double hi = std::min(ay + width, top);
  if (lo > hi) return false;  // the facts contradict y: no answer
  const double exact = std::min(std::max(ay, a.at_least), top);
  const float rounded = static_cast<float>(lo);
  if (static_cast<float>(hi) != rounded) return false;
  // A power of two inside the interval: the rounding is decided, but the binade of f (hence
  // its ulp) is not.
  if (bits::biased_exponent(lo) != bits::biased_exponent(hi)) return false;
  out->rounded = std::signbit(y) ? -rounded : rounded;
  out->exact = std::isinf(rounded) ? static_cast<double>(out->rounded) : std::copysign(exact, y);
  return true;
}

// The value of `s` at x if x is NaN, a zero, an infinity, outside the domain or an exact point.
bool apply_specials(const UnarySpecials& s, float x, RefValue* out) {
  // The common case in one test: inside the open domain (so finite, and not NaN: a comparison
  // with NaN is false), not zero, not an exact point (a NaN point never compares equal).
  if (x > s.domain_lo && x < s.domain_hi && x != 0.0f && x != s.points[0].x && x != s.points[1].x) {
    return false;
  }
  if (std::isnan(x)) {
    *out = value_of(s.at_nan);
  } else if (x == 0.0f) {
    *out = value_of(std::signbit(x) ? s.at_minus_zero : s.at_plus_zero);
  } else if (std::isinf(x)) {
    *out = value_of(x > 0.0f ? s.at_plus_inf : s.at_minus_inf);
  } else if (x < s.domain_lo || x > s.domain_hi) {
    *out = value_of(kNaN);
  } else if (x == s.points[0].x) {
    *out = value_of(s.points[0].value);
  } else if (x == s.points[1].x) {
    *out = value_of(s.points[1].value);
  } else {
    return false;
  }
  return true;
}

// The fast path's answer from an approximation (false: ask MPFR).
bool answer(bool approximated, const Approx& a, const RefSpec& spec, RefValue* out,
            EvalPath* taken) {
  if (!approximated) return false;
  if (a.exact) {  // "special" if no rounding was involved either
    *out = value_of(a.y);
    *taken = out->rounded == a.y ? EvalPath::special : EvalPath::fast;
    return true;
  }
  *taken = EvalPath::fast;
  return round_if_safe(a, spec.check_width, out);
}

}  // namespace
}  // namespace detail

const char* libm_version() {
#if defined(__GLIBC__)
  return gnu_get_libc_version();
#else
  return "not glibc";
#endif
}

bool fast_paths_enabled() {
  // kLibmError (ref_functions.hpp) was measured on glibc 2.36, not proven: with another libm the
  // fast paths built on it are unchecked, so every reference goes through MPFR (slower, correct).
  static const bool enabled = [] {
    const bool same = std::strcmp(libm_version(), kLibmCheckedVersion) == 0;
    if (!same) {
      std::fprintf(stderr,
                   "host_ref: libm is %s, not glibc %s on which the oracle's libm error bound was "
                   "measured; every reference is evaluated with MPFR\n",
                   libm_version(), kLibmCheckedVersion);
    }
    return same;
  }();
  return enabled;
}

RefValue evaluate_with_path(Ref r, float x, EvalPath* path) {
  const detail::RefSpec& spec = detail::spec_of(r, 1);
  EvalPath taken = EvalPath::special;
  RefValue out;
  detail::Approx a;
  if (!detail::apply_specials(*spec.specials1, x, &out) &&
      !detail::answer(spec.fast1 != nullptr && fast_paths_enabled() && spec.fast1(x, &a), a, spec,
                      &out, &taken)) {
    taken = EvalPath::mpfr;
    out = evaluate_mpfr(r, x);
  }
  if (path != nullptr) *path = taken;
  return out;
}

RefValue evaluate(Ref r, float x) { return evaluate_with_path(r, x, nullptr); }

RefValue evaluate2_with_path(Ref r, float x, float y, EvalPath* path) {
  const detail::RefSpec& spec = detail::spec_of(r, 2);
  EvalPath taken = EvalPath::special;
  RefValue out;
  detail::Approx a;
  if (!spec.special2(x, y, &out) &&
      !detail::answer(spec.fast2 != nullptr && fast_paths_enabled() && spec.fast2(x, y, &a), a,
                      spec, &out, &taken)) {
    taken = EvalPath::mpfr;
    out = evaluate2_mpfr(r, x, y);
  }
  if (path != nullptr) *path = taken;
  return out;
}

RefValue evaluate2(Ref r, float x, float y) { return evaluate2_with_path(r, x, y, nullptr); }

RefValue evaluate_args(Ref r, const float* args) {
  const int arity = ref_arity(r);
  if (arity == 1) return evaluate(r, args[0]);
  if (arity == 2) return evaluate2(r, args[0], args[1]);
  const detail::RefSpec& spec = detail::spec_of(r, arity);
  RefValue out;
  detail::Approx a;
  EvalPath taken = EvalPath::special;
  if (detail::answer(spec.fastn != nullptr && fast_paths_enabled() && spec.fastn(args, &a), a, spec,
                     &out, &taken)) {
    return out;
  }
  return evaluate_args_mpfr(r, args);
}

}  // namespace warpmath::host_ref
