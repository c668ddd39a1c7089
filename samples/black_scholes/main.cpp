// samples/black_scholes/main.cpp -- Black-Scholes option pricing, host build: the kernel body of
// black_scholes_kernel.hpp on a grid of std::threads; checked against a double-precision
// reference.
#include <cstdio>

#include "../common/host_grid.hpp"
#include "../common/sample.hpp"
#include "black_scholes_kernel.hpp"
#include "black_scholes_reference.hpp"

int main(int argc, char** argv) {
  sample::Option opts[] = {{"n", "number of options", 1u << 22, 1, 1u << 28},
                           {"seed", "seed of the inputs", 1, 0, ~0ull}};
  sample::parse_args(argc, argv, "Black-Scholes pricing of n European calls and puts (host)", opts);
  const std::size_t n = opts[0].value;
  const black_scholes::Inputs in = black_scholes::make_inputs(n, opts[1].value);
  std::vector<float> call(n), put(n);

  std::printf("black_scholes (host, %u threads): %zu options\n", sample::host_threads(), n);
  const sample::Stopwatch watch;
  sample::parallel_for(n, [&](std::size_t i) {
    const black_scholes::Prices p = black_scholes::price(
        in.S[i], in.K[i], in.T[i], black_scholes::kRate, black_scholes::kVolatility);
    call[i] = p.call;
    put[i] = p.put;
  });
  sample::print_timing("pricing", watch.ms(), static_cast<double>(n), "options");
  return black_scholes::check(argv[0], in, call, put);
}
