// device/grid.hpp -- the loop body that every backend runs, written once.
//
// A CUDA or HIP thread calls apply_range with its global index as `begin` and the grid size as
// `stride` (a grid-stride loop); a host thread calls it on a tile of consecutive elements with
// stride 1. The function is a catalogue functor (catalogue/kernels.hpp), so the GPU kernels and
// the host threads evaluate exactly the same code. An input source has kArity = 1 (its element
// is a float, for WARPMATH_UNARY functors) or K = 2, 3, 4 (Args<K>, for the functors of K
// arguments).
#pragma once
#include <cstddef>
#include <cstdint>
#include <warpmath/fp/bits.hpp>

namespace warpmath::device {

// Inputs read from an array in the backend's memory.
struct ArrayInput {
  static constexpr int kArity = 1;
  const float* values;
  WARPMATH_HD float operator()(std::size_t i) const { return values[i]; }
};

// Inputs generated from consecutive bit patterns first_bits, first_bits + 1, ... (exhaustive
// sweeps: nothing is copied to the device). Callers keep first_bits + i below 2^32.
struct BitsInput {
  static constexpr int kArity = 1;
  std::uint32_t first_bits;
  WARPMATH_HD float operator()(std::size_t i) const {
    return fp::as_float(first_bits + static_cast<std::uint32_t>(i));
  }
};

// The arguments of a function of K floats.
template <int K>
struct Args {
  float v[K];
};

// K-tuples read from K arrays in the backend's memory: (a[0][i], ..., a[K-1][i]).
template <int K>
struct TupleInput {
  static constexpr int kArity = K;
  const float* a[K];
  WARPMATH_HD Args<K> operator()(std::size_t i) const {
    Args<K> out;
    for (int k = 0; k < K; ++k) out.v[k] = a[k][i];
    return out;
  }
};
using PairInput = TupleInput<2>;

template <class F>
WARPMATH_HD float apply(F f, float x) {
  return f(x);
}
template <class F>
WARPMATH_HD float apply(F f, const Args<2>& a) {
  return f(a.v[0], a.v[1]);
}
template <class F>
WARPMATH_HD float apply(F f, const Args<3>& a) {
  return f(a.v[0], a.v[1], a.v[2]);
}
template <class F>
WARPMATH_HD float apply(F f, const Args<4>& a) {
  return f(a.v[0], a.v[1], a.v[2], a.v[3]);
}

// out[i] = f(in(i)) for i = begin, begin + stride, ... while i < end.
template <class F, class Input>
WARPMATH_HD void apply_range(F f, Input in, float* out, std::size_t begin, std::size_t end,
                             std::size_t stride) {
  static_assert(F::kArity == Input::kArity, "a functor of K arguments needs inputs of K floats");
  for (std::size_t i = begin; i < end; i += stride) out[i] = apply(f, in(i));
}

}  // namespace warpmath::device
