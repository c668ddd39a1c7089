// tests/host_ref/test_support.hpp -- helpers shared by the oracle's tests: an independent MPFR
// reference (high_precision.hpp: high precision, rounded to binary32 by hand) and input
// generators.
#pragma once
#include <cmath>
#include <cstdint>
#include <cstring>
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
