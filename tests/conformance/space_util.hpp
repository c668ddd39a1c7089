// tests/conformance/space_util.hpp -- internal helpers of the input spaces (space.cpp,
// pair_space.cpp, special_values.cpp): bit access, a portable generator, the strata.
#pragma once
#include <cstdint>
#include <cstring>

namespace warpmath::conformance::space_util {

inline float from_bits(std::uint32_t bits) {
  float x;
  std::memcpy(&x, &bits, sizeof x);
  return x;
}

inline std::uint32_t to_bits(float x) {
  std::uint32_t bits;
  std::memcpy(&bits, &x, sizeof bits);
  return bits;
}

// SplitMix64: a tiny, well-mixed generator whose output is fixed by its seed on every platform
// (the standard distributions are not).
struct SplitMix64 {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
  }
  // Uniform in [0, n) for n >= 1 (modulo bias below 2^-40 for the n used here).
  std::uint64_t below(std::uint64_t n) { return next() % n; }
};

// The 510 strata of the floats: stratum s has sign s / 255; s % 255 == 0 is the subnormal range
// (bit patterns 1 to 2^23 - 1), otherwise the binade whose biased exponent is s % 255.
constexpr std::uint64_t kStrata = 510;

struct Stratum {
  std::uint32_t sign;   // 0 or 0x80000000
  std::uint64_t start;  // first bit pattern (without the sign)
  std::uint64_t width;  // number of bit patterns
};

inline Stratum stratum(std::uint64_t s) {
  const std::uint32_t biased = static_cast<std::uint32_t>(s % 255);
  return Stratum{s < 255 ? 0u : 0x80000000u, biased == 0 ? 1 : std::uint64_t{biased} << 23,
                 biased == 0 ? (1u << 23) - 1 : 1u << 23};
}

// A float of stratum st whose pattern offset is `offset` (< st.width).
inline float in_stratum(const Stratum& st, std::uint64_t offset) {
  return from_bits(st.sign | static_cast<std::uint32_t>(st.start + offset));
}

}  // namespace warpmath::conformance::space_util
