// tests/host_ref/test_support.hpp -- helpers shared by the oracle's tests: an independent MPFR
// reference (high_precision.hpp: high precision, rounded to binary32 by hand) and input
// generators.
#pragma once
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <random>
#include <vector>

#include "high_precision.hpp"
#include "host_ref/oracle.hpp"

namespace warpmath::host_ref::test_support {

inline std::uint32_t bits_of(float x) {
  std::uint32_t u;
  std::memcpy(&u, &x, sizeof u);
  return u;
}

inline float float_of(std::uint32_t u) {
  float x;
  std::memcpy(&x, &u, sizeof x);
  return x;
}

// Bitwise equality, any NaN equal to any NaN.
inline bool same_float(float a, float b) {
  return (std::isnan(a) && std::isnan(b)) || bits_of(a) == bits_of(b);
}

// For each reference in `refs` and each input: evaluate (the fast path) and evaluate_mpfr round to
// the float of the independent HighPrecision value (the first five disagreements are reported).
inline void expect_agree_with_high_precision(std::initializer_list<Ref> refs,
                                             const std::vector<float>& inputs) {
  for (Ref r : refs) {
    int mismatches = 0;
    for (float x : inputs) {
      const float expected = HighPrecision(r, x).to_float();
      const float fast = evaluate(r, x).rounded;
      const float slow = evaluate_mpfr(r, x).rounded;
      if (!same_float(fast, expected) || !same_float(slow, expected)) {
        if (++mismatches <= 5) {
          ADD_FAILURE() << ref_name(r) << "(" << std::hexfloat << x << "): expected " << expected
                        << ", evaluate " << fast << ", evaluate_mpfr " << slow;
        }
      }
    }
    EXPECT_EQ(mismatches, 0) << ref_name(r);
  }
}

// `count` floats with uniformly random bit patterns (every binade equally likely), NaN and
// infinities included.
inline std::vector<float> random_bit_patterns(std::size_t count, std::uint32_t seed) {
  std::mt19937 rng(seed);
  std::vector<float> v(count);
  for (float& x : v) x = float_of(static_cast<std::uint32_t>(rng()));
  return v;
}

// `count` floats uniform in (-limit, limit).
inline std::vector<float> random_uniform(std::size_t count, float limit, std::uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(-limit, limit);
  std::vector<float> v(count);
  for (float& x : v) x = dist(rng);
  return v;
}

// The float nearest to `target` and its `radius` neighbours on each side.
inline void append_neighbourhood(double target, int radius, std::vector<float>* out) {
  const float center = static_cast<float>(target);
  float below = center, above = center;
  out->push_back(center);
  for (int i = 0; i < radius; ++i) {
    below = std::nextafter(below, -INFINITY);
    above = std::nextafter(above, INFINITY);
    out->push_back(below);
    out->push_back(above);
  }
}

}  // namespace warpmath::host_ref::test_support
