// bench/gpu/bench_gpu.cu -- warpmath_bench_gpu: GPU throughput of every catalogue function
// beside the vendor's own function, its intrinsic and warpmath's other tiers.
//
// Built by nvcc (warpmath_bench_gpu) and by hipcc (warpmath_bench_gpu_hip) from this one
// source. For each catalogue function and each input set (its usual domain, then all floats),
// every row -- warpmath, then the rows of bench/vendor_equivalents.def for this platform -- is
// timed in the same run with the same kernels (bench/gpu/bench_kernels.cuh, timed by
// bench/gpu/throughput.cuh):
//   compute  Gelem/s of the compute-bound kernel (register-resident inputs, `reps` calls each)
//   stream   Gelem/s of one pass out[i] = f(in[i]) over a large array (memory-bound)
// Each figure is the median of --repeats launches timed with device events, after a warm-up
// launch; the compute kernel's repetition count is first calibrated to about --target-ms.
// "vs cuda" (or "vs hip") is the row's throughput over the vendor's own function's.
//
// Exit status: 0; 1 on a runtime error; 2 on a bad command line or when no GPU is present.
#if defined(__HIPCC__)
#include <hip/hip_runtime.h>  // before the library: hipcc does not include it implicitly
#endif

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "bench/bench_catalogue.hpp"
#include "bench/gpu/bench_kernels.cuh"
#include "bench/gpu/bench_options.hpp"
#include "bench/gpu/gpu_api.hpp"
#include "bench/gpu/throughput.cuh"
#include "bench/vendor_views.hpp"
#include "catalogue/kernels.hpp"

namespace warpmath_bench {
namespace {

// --- What is benchmarked ---------------------------------------------------------------------

struct Function {
  const char* name;
  int arity;
  float lo, hi, y_lo, y_hi;  // usual domain of x and (two-argument functions) y
  const char* domain_label;
  bool domain_known;  // false: bench/vendor_equivalents.def has no usual domain for it
};
constexpr Function kFunctions[] = {
#define WARPMATH_BENCH_FUNCTION(id, ...) \
  {#id,                                  \
   Arity<id##_tag>::value,               \
   Domain<id##_tag>::kLo,                \
   Domain<id##_tag>::kHi,                \
   Domain<id##_tag>::kYLo,               \
   Domain<id##_tag>::kYHi,               \
   Domain<id##_tag>::kLabel,             \
   Domain<id##_tag>::kKnown},
#define WARPMATH_UNARY WARPMATH_BENCH_FUNCTION
#define WARPMATH_BINARY WARPMATH_BENCH_FUNCTION
#include "catalogue/functions.def"
#undef WARPMATH_BENCH_FUNCTION
};

// Functors of the comparison rows for this platform, float(float x, float y) like the
// catalogue's (bench/bench_catalogue.hpp); one-argument expressions ignore y.
#define WARPMATH_BENCH_FUNCTOR(id, variant, expr)                                         \
  struct id##_V_##variant {                                                               \
    __device__ float operator()(float x, [[maybe_unused]] float y) const { return expr; } \
  };
#if defined(__HIPCC__)
#define WARPMATH_HIP_EQUIV WARPMATH_BENCH_FUNCTOR
constexpr const char* kReference = "hip";
#else
#define WARPMATH_CUDA_EQUIV WARPMATH_BENCH_FUNCTOR
constexpr const char* kReference = "cuda";
#endif
#define WARPMATH_TIER(id, tier, expr) WARPMATH_BENCH_FUNCTOR(id, tier_##tier, expr)
#include "bench/vendor_equivalents.def"
#undef WARPMATH_BENCH_FUNCTOR

using Measure = Throughput (*)(Bench&);

struct Row {
  const char* function;
  const char* variant;
  Measure measure;
};

// Catalogue order: warpmath's rows, then the rows of vendor_equivalents.def.
const Row kRows[] = {
#define WARPMATH_BENCH_ROW(id, variant, ...) \
  {#id, #variant, &measure<id##_V_##variant, Arity<id##_tag>::value>},
#define WARPMATH_UNARY(id, ...) WARPMATH_BENCH_ROW(id, warpmath)
#define WARPMATH_BINARY(id, ...) WARPMATH_BENCH_ROW(id, warpmath)
#include "catalogue/functions.def"
#if defined(__HIPCC__)
#define WARPMATH_HIP_EQUIV WARPMATH_BENCH_ROW
#else
#define WARPMATH_CUDA_EQUIV WARPMATH_BENCH_ROW
#endif
#define WARPMATH_TIER(id, tier, expr) WARPMATH_BENCH_ROW(id, tier_##tier)
#include "bench/vendor_equivalents.def"
#undef WARPMATH_BENCH_ROW
};

// --- Report ----------------------------------------------------------------------------------

struct Result {
  std::string function, inputs, variant;
  Throughput t;
  double compute_ratio = NAN, stream_ratio = NAN;  // vs the vendor's own function
};

std::string fixed(double v, int decimals) {
  if (std::isnan(v)) return "—";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  return buf;
}

std::string markdown_table(const std::vector<Result>& results, bool stream) {
  std::ostringstream md;
  md << "| function | inputs | row | compute Gelem/s | vs " << kReference << " |";
  if (stream) md << " stream Gelem/s | vs " << kReference << " |";
  md << "\n| --- | --- | --- | ---: | ---: |" << (stream ? " ---: | ---: |" : "") << "\n";
  for (const Result& r : results) {
    md << "| " << r.function << " | " << r.inputs << " | " << r.variant << " | "
       << fixed(r.t.compute_gelems, 1) << " | " << fixed(r.compute_ratio, 2) << " |";
    if (stream)
      md << " " << fixed(r.t.stream_gelems, 1) << " | " << fixed(r.stream_ratio, 2) << " |";
    md << "\n";
  }
  return md.str();
}

int run(const Options& options) {
  int count = 0;
  const gpu::Error e = gpu::device_count(&count);
  if (e != gpu::kSuccess || count == 0) {
    std::fprintf(stderr, "warpmath_bench_gpu: no %s found (%s)\n", gpu::kVendorGpu,
                 e != gpu::kSuccess ? gpu::check(e, "device query").c_str() : "0 devices");
    return 2;
  }
  gpu::Properties props{};
  ok(gpu::properties(&props), "device query");
  const std::string device = gpu::describe(props);
  Bench bench(options, props);

  std::printf(
      "warpmath GPU throughput: %s, %s runtime %d, median of %d launches, compute "
      "launches of ~%.0f ms\n\n",
      device.c_str(), gpu::kPlatform, gpu::runtime_version(), options.repeats, options.target_ms);
  for (const Function& f : kFunctions) {
    if (options.selected(f.name) && !f.domain_known) {
      std::printf(
          "note: %s has no WARPMATH_BENCH_DOMAIN line in bench/vendor_equivalents.def; "
          "its usual inputs are [-1, 1]\n",
          f.name);
    }
  }

  std::printf("%-14s %-11s %-16s %12s %9s", "function", "inputs", "row", "compute Gel/s",
              (std::string("vs ") + kReference).c_str());
  if (options.stream)
    std::printf(" %12s %9s", "stream Gel/s", (std::string("vs ") + kReference).c_str());
  std::printf("\n");

  std::vector<Result> results;
  std::vector<std::string> below_goal;
  int goal_functions = 0;
  for (const Function& f : kFunctions) {
    if (!options.selected(f.name)) continue;
    for (bool all_floats : {false, true}) {
      bench.fill(f.lo, f.hi, f.y_lo, f.y_hi, all_floats);
      const std::string inputs = all_floats ? "all floats" : f.domain_label;
      const std::size_t first = results.size();
      for (const Row& row : kRows) {
        if (std::string(row.function) != f.name) continue;
        results.push_back({f.name, inputs, row.variant, row.measure(bench)});
      }
      // Ratios against this function's vendor row, if it has one.
      const Result* reference = nullptr;
      for (std::size_t i = first; i < results.size(); ++i) {
        if (results[i].variant == kReference) reference = &results[i];
      }
      for (std::size_t i = first; reference && i < results.size(); ++i) {
        results[i].compute_ratio = results[i].t.compute_gelems / reference->t.compute_gelems;
        if (options.stream)
          results[i].stream_ratio = results[i].t.stream_gelems / reference->t.stream_gelems;
      }
      for (std::size_t i = first; i < results.size(); ++i) {
        const Result& r = results[i];
        std::printf("%-14s %-11s %-16s %12.1f %9s", r.function.c_str(), r.inputs.c_str(),
                    r.variant.c_str(), r.t.compute_gelems, fixed(r.compute_ratio, 2).c_str());
        if (options.stream) {
          std::printf(" %12.1f %9s", r.t.stream_gelems, fixed(r.stream_ratio, 2).c_str());
        }
        std::printf("\n");
        if (!all_floats && r.variant == "warpmath" && reference) {
          ++goal_functions;
          if (r.compute_ratio < 1.0)
            below_goal.push_back(r.function + " " + fixed(r.compute_ratio, 2));
        }
      }
      std::fflush(stdout);
    }
  }

  std::string goal = "goal (warpmath >= " + std::string(kReference) +
                     " on the usual domain, compute-bound): " +
                     std::to_string(goal_functions - static_cast<int>(below_goal.size())) + " of " +
                     std::to_string(goal_functions) + " functions";
  if (!below_goal.empty()) {
    goal += "; below:";
    for (const std::string& b : below_goal) goal += " " + b + ",";
    goal.pop_back();
  }
  std::printf("\n%s\n", goal.c_str());

  if (!options.markdown_path.empty()) {
    std::ofstream md(options.markdown_path);
    md << "GPU: " << device << ", " << gpu::kPlatform << " runtime " << gpu::runtime_version()
       << "; median of " << options.repeats << " launches.\n\n"
       << markdown_table(results, options.stream) << "\n"
       << goal << "\n";
    if (!md) {
      std::fprintf(stderr, "warpmath_bench_gpu: cannot write %s\n", options.markdown_path.c_str());
      return 1;
    }
  }
  return 0;
}

}  // namespace
}  // namespace warpmath_bench

int main(int argc, char** argv) {
  using namespace warpmath_bench;
  std::vector<std::string> names;
  for (const Function& f : kFunctions) names.push_back(f.name);
  Options options;
  try {
    options = parse_options(argc, argv, names);
  } catch (const UsageError& e) {
    std::fprintf(stderr, "warpmath_bench_gpu: %s\n%s", e.what(), usage());
    return 2;
  }
  if (options.help) {
    std::printf("%s", usage());
    return 0;
  }
  if (options.list) {
    for (const Row& row : kRows) std::printf("%s %s\n", row.function, row.variant);
    return 0;
  }
  try {
    return run(options);
  } catch (const GpuError& e) {
    std::fprintf(stderr, "warpmath_bench_gpu: %s\n", e.what());
    return 1;
  }
}
