// samples/box_muller/box_muller_kernel.hpp -- the per-pair kernel body of the Box-Muller sample,
// shared by its host, CUDA and HIP builds (WARPMATH_HD).
//
// Pair i draws 64 random bits from the counter-based generator Philox-2x32-10 (Salmon et al.,
// "Parallel random numbers: as easy as 1, 2, 3", SC 2011; cuRAND and rocRAND have it too) with
// counter (i, 0) and key = seed: no state, every thread independent, the same numbers on every
// backend. Two uniforms u1 in (0, 1], u2 in [0, 1) (24 bits each, exact floats) become two
// independent standard normals:
//   r = sqrt(-2 log u1),   z0 = r cos(2 pi u2),   z1 = r sin(2 pi u2)
// sincospif takes 2 u2 exactly (a power-of-two scaling), so no rounding of 2 pi u2 ever happens.
#pragma once

#include <cstdint>
#include <warpmath/warpmath.hpp>

namespace box_muller {

struct Bits {
  std::uint32_t lo, hi;
};

WARPMATH_HD Bits philox2x32_10(std::uint32_t counter_lo, std::uint32_t counter_hi,
                               std::uint32_t key) {
  for (int round = 0; round < 10; ++round) {
    const std::uint64_t product = std::uint64_t{0xD256D193u} * counter_lo;
    const std::uint32_t hi = static_cast<std::uint32_t>(product >> 32);
    counter_lo = hi ^ key ^ counter_hi;
    counter_hi = static_cast<std::uint32_t>(product);
    key += 0x9E3779B9u;
  }
  return {counter_lo, counter_hi};
}

struct Uniforms {
  float u1;  // (0, 1]
  float u2;  // [0, 1)
};

WARPMATH_HD Uniforms uniforms(std::uint32_t pair, std::uint32_t seed) {
  const Bits b = philox2x32_10(pair, 0u, seed);
  return {static_cast<float>((b.lo >> 8) + 1u) * 0x1p-24f,
          static_cast<float>(b.hi >> 8) * 0x1p-24f};
}

// The pair of normals number `pair`.
WARPMATH_HD void normal_pair(std::uint32_t pair, std::uint32_t seed, float* z0, float* z1) {
  const Uniforms u = uniforms(pair, seed);
  const float r = warpmath::sqrtf(-2.0f * warpmath::logf(u.u1));
  float s, c;
  warpmath::sincospif(2.0f * u.u2, &s, &c);
  *z0 = r * c;
  *z1 = r * s;
}

}  // namespace box_muller
