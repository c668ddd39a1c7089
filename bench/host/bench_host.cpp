// bench/host/bench_host.cpp -- warpmath_bench_host: host throughput (ns/element) of every
// catalogue function's host build beside glibc's float function and SLEEF's scalar functions
// (the rows of bench/vendor_equivalents.def), on the same inputs as the GPU benchmark.
//
// One Google Benchmark per (function, input set, row), named `<function>/<inputs>/<row>` with
// inputs `usual` (the function's usual domain) or `all` (all 2^32 bit patterns): e.g.
//   warpmath_bench_host --benchmark_filter='^sinf/' --benchmark_min_time=0.2
// Each iteration applies the function to kInputs values held in an L1-resident array and stores
// the results (so that nothing is discarded); items_per_second is elements per second, and
// bench/host/summarize.py turns --benchmark_format=json output into the ns/element table of
// docs/performance.md.
#include <benchmark/benchmark.h>
#include <math.h>
#include <sleef.h>

#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

#include "bench/bench_catalogue.hpp"
#include "bench/bench_inputs.hpp"
#include "bench/vendor_views.hpp"
#include "catalogue/kernels.hpp"

namespace warpmath_bench {
namespace {

constexpr std::size_t kInputs = 4096;  // 16 KiB in + 16 KiB out: stays in L1

// Functors float(float x, float y), like the catalogue's (bench/bench_catalogue.hpp).
#define WARPMATH_BENCH_FUNCTOR(id, variant, expr)                              \
  struct id##_V_##variant {                                                    \
    float operator()(float x, [[maybe_unused]] float y) const { return expr; } \
  };
#define WARPMATH_HOST_EQUIV WARPMATH_BENCH_FUNCTOR
#define WARPMATH_TIER(id, tier, expr) WARPMATH_BENCH_FUNCTOR(id, tier_##tier, expr)
#include "bench/vendor_equivalents.def"
#undef WARPMATH_BENCH_FUNCTOR

std::vector<float> make_inputs(float lo, float hi, bool all_floats, std::uint32_t argument) {
  std::vector<float> in(kInputs);
  for (std::size_t i = 0; i < kInputs; ++i) {
    in[i] = bench_input(static_cast<std::uint32_t>(i), lo, hi, all_floats, argument);
  }
  return in;
}

// D: Domain<tag>; kArity 1 or 2.
template <class F, class D, int kArity>
void throughput(benchmark::State& state, bool all_floats) {
  const std::vector<float> x = make_inputs(D::kLo, D::kHi, all_floats, 0);
  const std::vector<float> y = make_inputs(D::kYLo, D::kYHi, all_floats, 1);
  std::vector<float> out(kInputs);
  const F f{};
  for (auto _ : state) {
    for (std::size_t i = 0; i < kInputs; ++i) out[i] = f(x[i], kArity == 2 ? y[i] : 0.0f);
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * kInputs));
}

template <class F, class D, int kArity>
void register_row(const std::string& name, bool all_floats) {
  benchmark::RegisterBenchmark(name.c_str(), &throughput<F, D, kArity>, all_floats);
}

struct Row {
  const char* function;
  const char* variant;
  void (*add)(const std::string& name, bool all_floats);
};

const Row kRows[] = {
#define WARPMATH_BENCH_ROW(id, variant, ...) \
  {#id, #variant, &register_row<id##_V_##variant, Domain<id##_tag>, Arity<id##_tag>::value>},
#define WARPMATH_UNARY(id, ...) WARPMATH_BENCH_ROW(id, warpmath)
#define WARPMATH_BINARY(id, ...) WARPMATH_BENCH_ROW(id, warpmath)
#include "catalogue/functions.def"
#define WARPMATH_HOST_EQUIV WARPMATH_BENCH_ROW
#define WARPMATH_TIER(id, tier, expr) WARPMATH_BENCH_ROW(id, tier_##tier)
#include "bench/vendor_equivalents.def"
#undef WARPMATH_BENCH_ROW
};

// Catalogue functions without a usual domain in bench/vendor_equivalents.def.
void warn_unknown_domains() {
#define WARPMATH_BENCH_WARN(id, ...)                                                   \
  if (!Domain<id##_tag>::kKnown) {                                                     \
    std::fprintf(stderr,                                                               \
                 "warpmath_bench_host: note: %s has no WARPMATH_BENCH_DOMAIN line in " \
                 "bench/vendor_equivalents.def; its `usual` inputs are [-1, 1]\n",     \
                 #id);                                                                 \
  }
#define WARPMATH_UNARY WARPMATH_BENCH_WARN
#define WARPMATH_BINARY WARPMATH_BENCH_WARN
#include "catalogue/functions.def"
#undef WARPMATH_BENCH_WARN
}

// In catalogue order; per function, the usual domain then all floats, each with every row.
void register_all() {
  warn_unknown_domains();
  for (const warpmath::catalogue::Entry& entry : warpmath::catalogue::kEntries) {
    for (bool all_floats : {false, true}) {
      for (const Row& row : kRows) {
        if (std::string(row.function) != entry.name) continue;
        row.add(std::string(entry.name) + (all_floats ? "/all/" : "/usual/") + row.variant,
                all_floats);
      }
    }
  }
}

}  // namespace
}  // namespace warpmath_bench

int main(int argc, char** argv) {
  warpmath_bench::register_all();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
