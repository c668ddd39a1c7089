// samples/gamma_loglik/main.cpp -- gamma log-likelihood, host build: the kernel body of
// gamma_loglik_kernel.hpp on a grid of std::threads; checked against a double-precision reference.
#include <cstdio>

#include "../common/host_grid.hpp"
#include "../common/sample.hpp"
#include "gamma_loglik_kernel.hpp"
#include "gamma_loglik_reference.hpp"

int main(int argc, char** argv) {
  sample::Option opts[] = {{"n", "number of observations", 1u << 22, 1, 1u << 28},
                           {"seed", "seed of the inputs", 1, 0, ~0ull}};
  sample::parse_args(argc, argv, "Gamma log-likelihood of n observations (host)", opts);
  const std::size_t n = opts[0].value;
  const gamma_loglik::Inputs in = gamma_loglik::make_inputs(n, opts[1].value);
  std::vector<float> logpdf(n);

  std::printf("gamma_loglik (host, %u threads): %zu observations\n", sample::host_threads(), n);
  const sample::Stopwatch watch;
  sample::parallel_for(n, [&](std::size_t i) {
    logpdf[i] = gamma_loglik::log_density(in.x[i], in.k[i], in.theta[i]);
  });
  sample::print_timing("log-densities", watch.ms(), static_cast<double>(n), "observations");
  return gamma_loglik::check(argv[0], in, logpdf);
}
