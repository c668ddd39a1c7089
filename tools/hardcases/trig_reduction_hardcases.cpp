// Scans every positive finite float x >= pi/4 and prints, per binade, the x whose reduced
// argument r = x - q*pi/2 is smallest relative to x's binade (the inputs that cancel most
// in the reduction), with |r| and log2|r|. The library's own reduction finds the candidates;
// tests/unit/test_trig.cpp checks them against the MPFR oracle, which is independent.
// Build: g++ -O2 -std=c++17 -Iinclude tools/hardcases/trig_reduction_hardcases.cpp -pthread
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <thread>
#include <vector>
#include <warpmath/reduce/trig_reduce.hpp>

int main() {
  namespace fp = warpmath::fp;
  struct Best {
    double r = 1e9;
    float x = 0;
  };
  std::vector<Best> best(256);
  const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  std::vector<std::vector<Best>> part(threads, std::vector<Best>(256));
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t) {
    pool.emplace_back([&, t] {
      for (std::uint32_t e = 126 + t; e < 255; e += threads) {
        for (std::uint32_t m = 0; m < (1u << 23); ++m) {
          const float x = fp::as_float((e << 23) | m);
          if (x < 0.78539816f) continue;
          const auto red = warpmath::detail::reduce::reduce_pi_over_2(x);
          const double r = std::fabs(static_cast<double>(red.hi) + red.lo);
          if (r < part[t][e].r) part[t][e] = {r, x};
        }
      }
    });
  }
  for (auto& th : pool) th.join();
  double overall = 1e9;
  for (std::uint32_t e = 126; e < 255; ++e) {
    for (unsigned t = 0; t < threads; ++t)
      if (part[t][e].r < best[e].r) best[e] = part[t][e];
    std::printf("binade 2^%-4d x = %a  |r| = %.6e = 2^%.2f\n", static_cast<int>(e) - 127, best[e].x,
                best[e].r, std::log2(best[e].r));
    overall = std::min(overall, best[e].r);
  }
  std::printf("smallest |r| over all floats: 2^%.2f\n", std::log2(overall));
}
