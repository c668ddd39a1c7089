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
// A signalling NaN (quiet bit clear). IEEE 754-2019 makes it a quiet NaN also where a quiet NaN
// operand gives a number: hypot(inf, sNaN), pow(1, sNaN), pown(sNaN, 0) ... (docs/design.md,
// "Signalling NaNs").
inline bool is_signalling(float x) {
  const std::uint32_t a = of(x) & 0x7fffffffu;
  return a > 0x7f800000u && (a & 0x00400000u) == 0u;
}
inline bool either_signalling(float x, float y) { return is_signalling(x) || is_signalling(y); }

}  // namespace warpmath::host_ref::bits
