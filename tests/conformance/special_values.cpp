// tests/conformance/special_values.cpp -- the `special` input space (see space.hpp): the inputs
// where implementations typically go wrong, each with both signs.
#include <algorithm>
#include <cmath>
#include <cstdint>

#include "hard_reduction.hpp"
#include "space.hpp"
#include "space_util.hpp"

namespace warpmath::conformance {
namespace {

using space_util::from_bits;
using space_util::to_bits;

void add_with_neighbours(float x, std::vector<float>* out) {
  out->push_back(std::nextafter(x, -INFINITY));
  out->push_back(x);
  out->push_back(std::nextafter(x, INFINITY));
}

// Zeros, infinities, NaNs (quiet and signalling, with payloads), the subnormal and normal
// extremes, and 1.
void add_ieee_boundaries(std::vector<float>* out) {
  for (std::uint32_t bits :
       {0x00000000u, 0x7f800000u,                            // zero, infinity
        0x7fc00000u, 0x7fc00001u, 0x7fd55555u, 0x7fffffffu,  // quiet NaNs
        0x7f800001u, 0x7fa00000u, 0x7fbfffffu,               // signalling NaNs
        0x00000001u, 0x00000002u, 0x00000003u,               // smallest subnormals
        0x00400000u, 0x00400001u, 0x007ffffeu, 0x007fffffu,  // mid and largest subnormals
        0x00800000u, 0x00800001u, 0x00ffffffu,               // FLT_MIN and its binade
        0x7f7ffffeu, 0x7f7fffffu, 0x7f000000u,               // FLT_MAX and its binade
        0x3f7fffffu, 0x3f800000u, 0x3f800001u}) {            // 1 and its neighbours
    out->push_back(from_bits(bits));
  }
}

// Every power of two, 2^-149 to 2^127, with its neighbours.
void add_powers_of_two(std::vector<float>* out) {
  for (int e = -149; e <= 127; ++e) add_with_neighbours(std::ldexp(1.0f, e), out);
}

// Multiples of 1/4 (integers, half-integers, quarter-integers: the zeros, extrema and +-1 of
// the pi functions) up to 4096, and around every power of two from 2^12 to 2^25; above 2^22
// a quarter step is not representable and rounds to a neighbouring integer.
void add_quarter_integers(std::vector<float>* out) {
  for (int k = 0; k <= 4 * 4096; ++k) out->push_back(static_cast<float>(k) / 4.0f);
  for (int j = 12; j <= 25; ++j) {
    const float base = std::ldexp(1.0f, j);
    for (int d = -64; d <= 64; ++d) out->push_back(base + static_cast<float>(d) / 4.0f);
  }
}

// The floats nearest k*pi/4 (k*pi/2 for even k) for 1 <= k <= 10^5, with their neighbours: the
// zeros, poles and extrema of sin, cos and tan, where a reduction's error shows most.
void add_multiples_of_pi_over_4(std::vector<float>* out) {
  // 64-bit long double: k * pi/4 has a relative error below 2^-62, so the float is the nearest
  // one except within 2^-38 ulp of a midpoint, and then its neighbour is included anyway.
  const long double pi_over_4 = 0.785398163397448309615660845819875721L;
  for (int k = 1; k <= 100000; ++k) {
    add_with_neighbours(static_cast<float>(k * pi_over_4), out);
  }
}

}  // namespace

Space special_space() {
  std::vector<float> values;
  add_ieee_boundaries(&values);
  add_powers_of_two(&values);
  add_quarter_integers(&values);
  add_multiples_of_pi_over_4(&values);
  const std::vector<float> hard = hard_reduction_arguments();
  values.insert(values.end(), hard.begin(), hard.end());

  // Both signs, each input once, in bit-pattern order.
  std::vector<std::uint32_t> bits;
  bits.reserve(2 * values.size());
  for (float x : values) {
    bits.push_back(to_bits(x) & 0x7fffffffu);
    bits.push_back(to_bits(x) | 0x80000000u);
  }
  std::sort(bits.begin(), bits.end());
  bits.erase(std::unique(bits.begin(), bits.end()), bits.end());
  values.clear();
  for (std::uint32_t b : bits) values.push_back(from_bits(b));
  return Space::list("special", std::move(values));
}

}  // namespace warpmath::conformance
