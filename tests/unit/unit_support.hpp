// tests/unit/unit_support.hpp -- what the unit tests share: the catalogue's documented bound of a
// function, bit comparison, neighbourhoods of an input, and accuracy checks against the oracle for
// one- and two-argument functions.
#pragma once
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <string>
#include <vector>
#include <warpmath/fp/bits.hpp>

#include "catalogue/kernels.hpp"
#include "host_ref/annexf.hpp"
#include "host_ref/oracle.hpp"

namespace warpmath::unit {

namespace ref = warpmath::host_ref;

inline const float kInf = std::numeric_limits<float>::infinity();
inline const float kNaN = std::numeric_limits<float>::quiet_NaN();
inline const float kMax = std::numeric_limits<float>::max();
inline const float kTrueMin = std::numeric_limits<float>::denorm_min();

// The catalogue's documented bound of entry `id`, or `fallback` (1 ulp: faithful) while the
// function has no entry yet.
inline double bound_of(const std::string& id, double fallback = 1.0) {
  for (const auto& e : catalogue::kEntries)
    if (id == e.name) return e.bound_ulp;
  return fallback;
}

// A one-argument function under test: its catalogue name, the call and its oracle reference (the
// shape expect_annexf_table takes).
struct UnaryCase {
  const char* name;
  float (*f)(float);
  ref::Ref r;
};

// Every `step`-th bit pattern from `offset` on (a stratified sample of all floats: every binade and
// both signs, NaNs included).
inline std::vector<float> every_nth_pattern(std::uint32_t step, std::uint32_t offset) {
  std::vector<float> xs;
  for (std::uint64_t b = offset; b < (1ull << 32); b += step) {
    xs.push_back(fp::as_float(static_cast<std::uint32_t>(b)));
  }
  return xs;
}

// Equal bit patterns, any NaN matching any NaN.
inline bool same_bits(float a, float b) {
  return (std::isnan(a) && std::isnan(b)) || fp::as_uint(a) == fp::as_uint(b);
}

// The 2*radius + 1 floats whose bit patterns are within `radius` of x's.
inline std::vector<float> neighbours(float x, int radius) {
  std::vector<float> out;
  const std::uint32_t u = fp::as_uint(x);
  for (int d = -radius; d <= radius; ++d)
    out.push_back(fp::as_float(u + static_cast<std::uint32_t>(d)));
  return out;
}

// xs and their negations.
inline std::vector<float> both_signs(const std::vector<float>& xs) {
  std::vector<float> out(xs);
  for (float x : xs) out.push_back(-x);
  return out;
}

// The neighbours (within `radius` bit patterns) of each of `points`.
inline std::vector<float> around(std::initializer_list<float> points, int radius) {
  std::vector<float> xs;
  for (float p : points) {
    for (float y : neighbours(p, radius)) xs.push_back(y);
  }
  return xs;
}

// The same and their negations.
inline std::vector<float> around_both_signs(std::initializer_list<float> points, int radius) {
  return both_signs(around(points, radius));
}

// Distance, in ulps, of the exact value from the nearest rounding boundary (a midpoint between two
// floats); 1 for zeros, infinities and NaN.
inline double distance_to_midpoint(const ref::RefValue& rv) {
  const double a = std::fabs(rv.exact);
  if (!(a > 0.0) || std::isinf(rv.rounded)) return 1.0;
  const double ulp = std::ldexp(1.0, std::max(std::ilogb(a), -126) - 23);
  const double units = a / ulp;
  return std::fabs(units - std::floor(units) - 0.5);
}

// f(x) against the oracle for every x: within `bound` ulps, and special values bit-exact.
template <class F>
void expect_accurate(const char* name, F f, ref::Ref r, const std::vector<float>& xs,
                     double bound) {
  for (float x : xs) {
    const ref::RefValue rv = ref::evaluate(r, x);
    const float got = f(x);
    EXPECT_FALSE(ref::is_special_mistake(x, got, rv))
        << name << "(" << std::hexfloat << x << ") = " << got << ", expected " << rv.rounded;
    EXPECT_LE(ref::ulp_error(got, rv), bound) << name << "(" << std::hexfloat << x << ") = " << got
                                              << ", correctly rounded " << rv.rounded;
  }
}

// f(x, y) against evaluate2(r, x, y) for every pair (xs[i], ys[i]).
template <class F>
void expect_accurate2(const char* name, F f, ref::Ref r, const std::vector<float>& xs,
                      const std::vector<float>& ys, double bound) {
  ASSERT_EQ(xs.size(), ys.size());
  for (std::size_t i = 0; i < xs.size(); ++i) {
    const float x = xs[i], y = ys[i];
    const ref::RefValue rv = ref::evaluate2(r, x, y);
    const float got = f(x, y);
    EXPECT_FALSE(ref::is_special_mistake2(x, y, got, rv))
        << name << "(" << std::hexfloat << x << ", " << y << ") = " << got << ", expected "
        << rv.rounded;
    EXPECT_LE(ref::ulp_error(got, rv), bound)
        << name << "(" << std::hexfloat << x << ", " << y << ") = " << got << ", correctly rounded "
        << rv.rounded;
  }
}

// f(x) is the correctly rounded value wherever the exact value is farther than `margin` ulps from
// a rounding boundary.
template <class F>
void expect_correctly_rounded(const char* name, F f, ref::Ref r, const std::vector<float>& xs,
                              double margin) {
  for (float x : xs) {
    const ref::RefValue rv = ref::evaluate(r, x);
    if (distance_to_midpoint(rv) < margin) continue;
    EXPECT_TRUE(same_bits(f(x), rv.rounded)) << name << "(" << std::hexfloat << x << ") = " << f(x)
                                             << ", correctly rounded " << rv.rounded;
  }
}

// Every case of the hand-written C23 Annex F table (host_ref/annexf.hpp) whose reference is one
// of `fns` (each with .name, .f and .r), bit for bit; at least one case must apply.
template <class Fns>
void expect_annexf_table(const Fns& fns) {
  int checked = 0;
  for (const ref::SpecialCase& c : ref::annexf_cases()) {
    for (const auto& fn : fns) {
      if (fn.r != c.ref) continue;
      ++checked;
      EXPECT_TRUE(same_bits(fn.f(c.x), c.expected))
          << fn.name << "(" << std::hexfloat << c.x << ") = " << fn.f(c.x) << ", expected "
          << c.expected;
    }
  }
  EXPECT_GT(checked, 0);
}

}  // namespace warpmath::unit
