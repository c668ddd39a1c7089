// samples/softmax/main.cpp -- log-sum-exp and softmax over long rows, host build: each row on one
// std::thread, reduced in the same segments and tree as the GPU build (softmax_kernel.hpp), so the
// host computes the GPU's bits; checked against a double-precision reference.
#include <cstdio>

#include "../common/host_grid.hpp"
#include "../common/sample.hpp"
#include "softmax_kernel.hpp"
#include "softmax_reference.hpp"

int main(int argc, char** argv) {
  sample::Option opts[] = {{"rows", "number of rows", 256, 1, 1u << 20},
                           {"cols", "row length", 16384, 1, 1u << 26},
                           {"seed", "seed of the logits", 1, 0, ~0ull}};
  sample::parse_args(argc, argv, "Log-sum-exp and softmax of each row of a matrix (host)", opts);
  const std::size_t rows = opts[0].value, cols = opts[1].value;
  if (rows * cols > (std::size_t{1} << 28)) sample::usage_error(argv[0], "rows * cols > 2^28");
  const std::vector<float> x = softmax::make_logits(rows, cols, opts[2].value);
  std::vector<float> lse(rows), y(rows * cols);
  std::printf("softmax (host, %u threads): %zu rows x %zu\n", sample::host_threads(), rows, cols);

  const sample::Stopwatch watch;
  sample::parallel_for(rows, [&](std::size_t r) {
    const float* row = &x[r * cols];
    const unsigned c = static_cast<unsigned>(cols);
    softmax::MaxAt max_part[softmax::kSegments];
    float sum_part[softmax::kSegments];
    for (unsigned t = 0; t < softmax::kSegments; ++t) max_part[t] = softmax::segment_max(row, c, t);
    const softmax::MaxAt m = softmax::tree_reduce(max_part, softmax::larger);
    for (unsigned t = 0; t < softmax::kSegments; ++t)
      sum_part[t] = softmax::segment_sum(row, c, t, m);
    const float l = softmax::log_sum_exp(
        m, softmax::tree_reduce(sum_part, [](float a, float b) { return a + b; }));
    lse[r] = l;
    for (std::size_t j = 0; j < cols; ++j) y[r * cols + j] = softmax::softmax_of(row[j], l);
  });
  sample::print_timing("softmax", watch.ms(), static_cast<double>(rows * cols), "elements");
  return softmax::check(argv[0], rows, cols, x, lse, y);
}
