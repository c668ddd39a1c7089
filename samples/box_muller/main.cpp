// samples/box_muller/main.cpp -- Box-Muller normal sampling, host build: the kernel body of
// box_muller_kernel.hpp on a grid of std::threads, then the accuracy and statistical checks.
#include <cstdio>

#include "../common/host_grid.hpp"
#include "../common/sample.hpp"
#include "box_muller_kernel.hpp"
#include "box_muller_reference.hpp"

int main(int argc, char** argv) {
  sample::Option opts[] = {{"n", "number of normal deviates (even)", 1u << 22, 2, 1u << 28},
                           {"seed", "Philox key", 1, 0, 0xffffffffu}};
  sample::parse_args(argc, argv, "Box-Muller sampling of n standard normal deviates (host)", opts);
  if (opts[0].value % 2 != 0) sample::usage_error(argv[0], "--n must be even");
  const std::size_t n = opts[0].value;
  const std::uint32_t seed = static_cast<std::uint32_t>(opts[1].value);
  std::vector<float> z(n);

  std::printf("box_muller (host, %u threads): %zu deviates\n", sample::host_threads(), n);
  const sample::Stopwatch watch;
  sample::parallel_for(n / 2, [&](std::size_t i) {
    box_muller::normal_pair(static_cast<std::uint32_t>(i), seed, &z[2 * i], &z[2 * i + 1]);
  });
  sample::print_timing("sampling", watch.ms(), static_cast<double>(n), "deviates");
  return box_muller::check(argv[0], z, seed);
}
