// bench/parity/parity_inputs.hpp -- the inputs of the parity check, computed the same way by the
// GPU kernel and the host comparison.
//
//   one argument   input k is the bit pattern k: all 2^32 of them make the exhaustive check
//   two arguments  pair k is (bits mix32(2k), bits mix32(2k + 1)): pseudo-random pairs over all
//                  bit patterns (2^64 pairs cannot be swept), the same pairs on both sides
#pragma once
#include <cstdint>
#include <warpmath/config.hpp>
#include <warpmath/fp/bits.hpp>

#include "bench/bench_inputs.hpp"

namespace warpmath_bench::parity {

template <int kArity>
WARPMATH_HD void parity_input(std::uint32_t k, float* x, float* y) {
  if constexpr (kArity == 1) {
    *x = warpmath::fp::as_float(k);
    *y = 0.0f;
  } else {
    *x = warpmath::fp::as_float(mix32(2 * k));
    *y = warpmath::fp::as_float(mix32(2 * k + 1));
  }
}

}  // namespace warpmath_bench::parity
