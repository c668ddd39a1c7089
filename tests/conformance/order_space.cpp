// tests/conformance/order_space.cpp -- orders:N, the space of the Bessel functions of integer
// order (jnf, ynf; space.hpp): pairs (x, n) with |n| <= 128, the orders they document, and x
// where J_n and Y_n are neither trivially tiny nor trivially huge. The generic pairs:N of a
// float and an integer draws x from every binade alike and n mostly far beyond 128 (clamped to
// +-128), so it holds few such pairs. Deterministic: one SplitMix64 stream fixed by the seed.
#include <cmath>
#include <string>
#include <vector>

#include "space.hpp"
#include "space_util.hpp"

namespace warpmath::conformance {
namespace {

using space_util::SplitMix64;

// A fraction in [0, 1) with 24 random bits.
float unit_fraction(SplitMix64& rng) {
  return std::ldexp(static_cast<float>(rng.below(1u << 24)), -24);
}

// The order: small (|n| <= 8, 3/8), any (|n| <= 128, 3/8), the largest (|n| >= 100, 1/8) and
// exactly +-128 (1/8).
int bessel_order(SplitMix64& rng) {
  int magnitude = 128;
  switch (rng.below(8)) {
    case 0:
    case 1:
    case 2:
      magnitude = static_cast<int>(rng.below(9));
      break;
    case 3:
    case 4:
    case 5:
      magnitude = static_cast<int>(rng.below(129));
      break;
    case 6:
      magnitude = 100 + static_cast<int>(rng.below(29));
      break;
    default:
      break;
  }
  return rng.below(2) != 0 ? -magnitude : magnitude;
}

// |x| for order magnitude m: log-uniform in [2^-3, 2^14) (8/16); around the turning point x = m,
// relatively (x = m (1 + u), |u| < 1/2: 2/16) and within 4 m^(1/3) of it, the transition
// region's width (1/16); uniform in [0, 2m + 20) (2/16); below 2^-3 down to the subnormals (2/16);
// and huge, in [2^14, 2^128) (1/16).
float bessel_argument(SplitMix64& rng, int m) {
  const float order = static_cast<float>(m);
  const auto log_uniform = [&](int lowest, int binades) {
    return std::ldexp(1.0f + unit_fraction(rng),
                      lowest + static_cast<int>(rng.below(static_cast<std::uint64_t>(binades))));
  };
  const std::uint64_t c = rng.below(16);
  if (c < 8) return log_uniform(-3, 17);
  if (c < 10) return std::fmax(order, 1.0f) * (0.5f + unit_fraction(rng));
  if (c == 10)
    return std::fabs(order + 4.0f * std::cbrt(order) * (2.0f * unit_fraction(rng) - 1.0f));
  if (c < 13) return (2.0f * order + 20.0f) * unit_fraction(rng);
  if (c < 15) return log_uniform(-149, 146);  // below 2^-126 rounded to a subnormal
  return log_uniform(14, 114);
}

}  // namespace

Space bessel_order_pair_space(std::uint64_t n, std::uint64_t seed) {
  std::vector<std::vector<float>> columns(2);
  columns[0].reserve(n);
  columns[1].reserve(n);
  SplitMix64 rng{seed};
  for (std::uint64_t j = 0; j < n; ++j) {
    const int order = bessel_order(rng);
    const float x = bessel_argument(rng, order < 0 ? -order : order);
    columns[0].push_back(rng.below(4) == 0 ? -x : x);  // ynf(n, x < 0) = NaN: a quarter
    columns[1].push_back(static_cast<float>(order));
  }
  return Space::tuples("orders:" + std::to_string(n), Shape{2, true}, std::move(columns));
}

}  // namespace warpmath::conformance
