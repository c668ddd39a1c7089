// bench/bench_inputs.hpp -- the benchmark inputs, generated the same way on the host and on the
// GPU, so that the host benchmark (bench/host) and the GPU benchmark (bench/gpu) time the same
// values: element i of an input set is a hash of i.
//
//   usual domain  uniform in [lo, hi] (bench/vendor_equivalents.def gives each function's)
//   all floats    uniform over the 2^32 bit patterns: NaNs and infinities included, and most
//                 finite values huge, so trigonometric functions spend most calls in their
//                 large-argument (Payne-Hanek) reduction
#pragma once
#include <cstdint>
#include <warpmath/config.hpp>
#include <warpmath/fp/bits.hpp>
#include <warpmath/fp/ops.hpp>

namespace warpmath_bench {

constexpr std::uint32_t kInputSeed = 0x5eed;

// A 32-bit integer finaliser (xor-shift-multiply rounds): every output bit depends on every
// input bit, which is all that the inputs need (no statistical quality is claimed).
WARPMATH_HD std::uint32_t mix32(std::uint32_t h) {
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  h *= 0xc2b2ae35u;
  h ^= h >> 16;
  return h;
}

// Element i of the inputs of argument `argument` (0: x, 1: y of a two-argument function; the
// two are independent).
WARPMATH_HD float bench_input(std::uint32_t i, float lo, float hi, bool all_floats,
                              std::uint32_t argument = 0) {
  const std::uint32_t h = mix32(i ^ mix32(kInputSeed + argument));
  if (all_floats) return warpmath::fp::as_float(h);
  const float u = static_cast<float>(h >> 8) * 0x1p-24f;  // [0, 1), exact
  // One explicit fma: nvcc would contract `lo + (hi - lo) * u` and the host would not.
  return warpmath::fp::fma(warpmath::fp::sub(hi, lo), u, lo);
}

}  // namespace warpmath_bench
