// device/grid.hpp -- the loop body that every backend runs, written once.
//
// A CUDA or HIP thread calls apply_range with its global index as `begin` and the grid size as
// `stride` (a grid-stride loop); a host thread calls it on a tile of consecutive elements with
// stride 1. The function is a catalogue functor (catalogue/kernels.hpp), so the GPU kernels and
// the host threads evaluate exactly the same code.
#pragma once
#include <cstddef>
#include <cstdint>
#include <warpmath/fp/bits.hpp>

namespace warpmath::device {

// Inputs read from an array in the backend's memory.
struct ArrayInput {
  const float* values;
  WARPMATH_HD float operator()(std::size_t i) const { return values[i]; }
};

// Inputs generated from consecutive bit patterns first_bits, first_bits + 1, ... (exhaustive
// sweeps: nothing is copied to the device). Callers keep first_bits + i below 2^32.
struct BitsInput {
  std::uint32_t first_bits;
  WARPMATH_HD float operator()(std::size_t i) const {
    return fp::as_float(first_bits + static_cast<std::uint32_t>(i));
  }
};

// out[i] = f(in(i)) for i = begin, begin + stride, ... while i < end.
template <class F, class Input>
WARPMATH_HD void apply_range(F f, Input in, float* out, std::size_t begin, std::size_t end,
                             std::size_t stride) {
  for (std::size_t i = begin; i < end; i += stride) out[i] = f(in(i));
}

}  // namespace warpmath::device
