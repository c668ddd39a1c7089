// samples/softmax/softmax_reference.hpp -- inputs, double-precision reference and checks of the
// log-sum-exp / softmax sample (host code, shared by main.cpp and main.cu).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "../common/host_grid.hpp"
#include "../common/sample.hpp"
#include "softmax_kernel.hpp"

namespace softmax {

constexpr double kU = 0x1p-24;  // unit roundoff of float

// rows x cols logits: row r is scale_r times standard normals, scale_r = 1 + 4 (r mod 8), so that
// some rows are flat (lse ~ log(cols)) and some are dominated by a few elements (s small, where
// log1p matters, and many softmax values underflow).
inline std::vector<float> make_logits(std::size_t rows, std::size_t cols, std::uint64_t seed) {
  sample::Rng rng(seed);
  std::vector<float> x(rows * cols);
  for (std::size_t r = 0; r < rows; ++r) {
    const double scale = 1.0 + 4.0 * static_cast<double>(r % 8);
    for (std::size_t j = 0; j < cols; ++j)
      x[r * cols + j] = static_cast<float>(scale * rng.normal());
  }
  return x;
}

// Per-row bound on |lse error|, first order, from the reference's values (d_j = x_j - m,
// t_j = exp(d_j), s = sum_{j != a} t_j, L = ceil(cols / kSegments) terms per segment):
//   each term: the rounding of x_j - m moves exp by |d_j| u; expf 0.501 ulp <= 1.002 u
//   the sums: (L - 1) u in a segment, 8 u in the tree (all terms positive)
//     -> |ds| <= (L + 8.002) u s + u sum_j t_j |d_j|, which moves log1p(s) by |ds| / (1 + s)
//   log1pf 0.622 ulp <= 1.244 u log1p(s); the final m + . rounds by u |lse|.
// Softmax_j = expf(x_j - lse): relative error <= |lse error| + u |x_j - lse| + 1.002 u, plus
// 2^-149 absolute where it is subnormal (expf is faithful there). The checks allow 1% over these
// for second-order terms.
struct RowReference {
  double lse;
  double lse_bound;
};

inline RowReference reference_row(const float* x, std::size_t cols) {
  std::size_t a = 0;
  for (std::size_t j = 1; j < cols; ++j) {
    if (x[j] > x[a]) a = j;
  }
  const double m = x[a];
  double s = 0, weighted = 0;
  for (std::size_t j = 0; j < cols; ++j) {
    if (j == a) continue;
    const double d = x[j] - m, t = std::exp(d);
    s += t;
    weighted += t * std::fabs(d);
  }
  const double L = static_cast<double>((cols + kSegments - 1) / kSegments);
  const double lse = m + std::log1p(s);
  const double ds = (L + 8.002) * kU * s + kU * weighted;
  return {lse, kU * std::fabs(lse) + 1.244 * kU * std::log1p(s) + ds / (1 + s)};
}

inline int check(const char* program, std::size_t rows, std::size_t cols,
                 const std::vector<float>& x, const std::vector<float>& lse,
                 const std::vector<float>& y) {
  std::vector<double> lse_ratio(rows), y_ratio(rows), y_rel(rows), lse_abs(rows), sum_dev(rows);
  sample::parallel_for(rows, [&](std::size_t r) {
    const float* xr = &x[r * cols];
    const float* yr = &y[r * cols];
    const RowReference ref = reference_row(xr, cols);
    const double lse_err = std::fabs(lse[r] - ref.lse);
    lse_abs[r] = lse_err;
    lse_ratio[r] = lse_err / (1.01 * ref.lse_bound);
    double worst = 0, worst_rel = 0, sum = 0;
    for (std::size_t j = 0; j < cols; ++j) {
      const double want = std::exp(xr[j] - ref.lse);
      const double err = std::fabs(yr[j] - want);
      const double rel_bound = ref.lse_bound + kU * std::fabs(xr[j] - lse[r]) + 1.002 * kU;
      const double ratio = err / (1.01 * rel_bound * want + 0x1p-149);
      if (!(ratio <= worst)) worst = ratio;  // also takes a NaN
      if (want >= 0x1p-126) worst_rel = std::max(worst_rel, err / want);
      sum += yr[j];
    }
    y_ratio[r] = worst;
    y_rel[r] = worst_rel;
    sum_dev[r] = std::fabs(sum - 1);
  });
  auto max_of = [](const std::vector<double>& v) {
    double m = 0;
    for (double e : v) {
      if (!(e <= m)) m = e;
    }
    return m;
  };
  double mean_lse = 0;
  for (float l : lse) mean_lse += l;
  std::printf("  result: mean lse %.6f, max |sum softmax - 1| %.3g, digest %016llx\n",
              mean_lse / static_cast<double>(rows), max_of(sum_dev),
              static_cast<unsigned long long>(sample::digest(y, sample::digest(lse))));
  std::printf("  max |lse error| %.4g, max relative error of softmax (normal results) %.4g\n",
              max_of(lse_abs), max_of(y_rel));
  sample::Checks checks;
  checks.at_most("lse: max |error| / its per-row bound", max_of(lse_ratio), 1.0);
  checks.at_most("softmax: max |error| / its bound", max_of(y_ratio), 1.0);
  return checks.finish(program);
}

}  // namespace softmax
