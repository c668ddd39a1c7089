// host_ref/bits.hpp -- bit access to float and double for the oracle (internal header).
#pragma once
#include <cstdint>
#include <cstring>

namespace warpmath::host_ref::bits {

inline std::uint32_t of(float x) {
  std::uint32_t u;
  std::memcpy(&u, &x, sizeof u);
  return u;
}

inline std::uint64_t of(double x) {
  std::uint64_t u;
  std::memcpy(&u, &x, sizeof u);
  return u;
}

inline float to_float(std::uint32_t u) {
  float x;
  std::memcpy(&x, &u, sizeof x);
  return x;
}

inline double to_double(std::uint64_t u) {
  double x;
  std::memcpy(&x, &u, sizeof x);
  return x;
}

// Biased exponent field of a double: equal for two positive normal doubles iff they lie in the
// same binade [2^k, 2^(k+1)).
inline int biased_exponent(double x) { return static_cast<int>((of(x) >> 52) & 0x7ff); }

// Bitwise equality, except that any NaN equals any NaN.
inline bool same_float(float a, float b) { return (a != a && b != b) || of(a) == of(b); }

}  // namespace warpmath::host_ref::bits
