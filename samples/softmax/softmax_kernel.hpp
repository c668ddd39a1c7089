// samples/softmax/softmax_kernel.hpp -- the kernel bodies of the log-sum-exp / softmax sample,
// shared by its host, CUDA and HIP builds (WARPMATH_HD).
//
// For a row x of length C:  m = max x_j (first index a),  s = sum_{j != a} exp(x_j - m),
//   lse = m + log1p(s),   softmax_j = exp(x_j - lse).
// The max is subtracted so that no exp overflows; leaving the maximal element out of the sum and
// taking log1p(s) instead of log(1 + s) keeps lse accurate when one element dominates (s << 1).
//
// The GPU gives each row a block of kSegments threads: thread t reduces the elements t,
// t + kSegments, ... (segment t), and the kSegments partial results are combined by a fixed
// pairwise tree (stride kSegments/2, /4, ..., 1). The host build calls the same functions in the
// same order, so both give the same bits.
#pragma once

#include <cmath>
#include <warpmath/warpmath.hpp>

namespace softmax {

constexpr unsigned kSegments = 256;  // threads per row on the GPU; a power of two

struct MaxAt {
  float value;
  unsigned index;
};

// The larger of two (value, index) pairs; on a tie the smaller index, so the result does not
// depend on how the pairs were grouped.
WARPMATH_HD MaxAt larger(MaxAt a, MaxAt b) {
  return (b.value > a.value || (b.value == a.value && b.index < a.index)) ? b : a;
}

WARPMATH_HD MaxAt segment_max(const float* row, unsigned cols, unsigned segment) {
  MaxAt m{-INFINITY, cols};  // an empty segment (cols < kSegments) loses every tie
  for (unsigned j = segment; j < cols; j += kSegments) m = larger(m, MaxAt{row[j], j});
  return m;
}

// sum over the segment's j != argmax of exp(x_j - m).
WARPMATH_HD float segment_sum(const float* row, unsigned cols, unsigned segment, MaxAt m) {
  float s = 0.0f;
  for (unsigned j = segment; j < cols; j += kSegments) {
    if (j != m.index) s += warpmath::expf(row[j] - m.value);
  }
  return s;
}

WARPMATH_HD float log_sum_exp(MaxAt m, float s) { return m.value + warpmath::log1pf(s); }

WARPMATH_HD float softmax_of(float x, float lse) { return warpmath::expf(x - lse); }

// The tree of the partial results, written for any "combine": level by level, element t takes
// element t + stride (the GPU does one level per __syncthreads()).
template <class T, class Combine>
WARPMATH_HD T tree_reduce(T* partial, Combine combine) {
  for (unsigned stride = kSegments / 2; stride > 0; stride /= 2) {
    for (unsigned t = 0; t < stride; ++t) partial[t] = combine(partial[t], partial[t + stride]);
  }
  return partial[0];
}

}  // namespace softmax
