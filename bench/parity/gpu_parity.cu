// bench/parity/gpu_parity.cu -- warpmath_gpu_parity: bit parity of every catalogue function
// between the CUDA device and the host build, over all 2^32 inputs of a one-argument function
// and 2^28 pseudo-random pairs (--pairs) of a two-argument one (docs/design.md,
// "Verification": any difference is a bug in the primitives layer).
//
// Needs no oracle (no MPFR), so it builds from the repository alone on a bare GPU machine
// (scripts/gpu-check.sh). The GPU computes chunks of results from consecutive bit patterns;
// while it computes the next chunk, host threads evaluate the host build on the current one
// and compare bits (bench/parity/host_compare.cpp). The host side is the bottleneck: about
// 2^32 x 10-20 ns / threads per function.
//
// usage: warpmath_gpu_parity [FUNCTION...] [--stride S] [--pairs N] [--threads N]
//   --stride S   one-argument functions: every S-th bit pattern only (default 1: all 2^32)
//   --pairs N    two-argument functions: N pairs (default 2^28; bench/parity/parity_inputs.hpp)
//   --threads N  host threads (default: all hardware threads)
// One line per function: `parity <name> inputs=N differ=N nan_payload=N seconds=T`, then up to
// four differing inputs. Exit status: 0 all identical, 1 some differ (or a CUDA error),
// 2 bad arguments, 77 no GPU (as the samples: a skip, not a failure).
#include <cuda_runtime.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

#include "bench/bench_catalogue.hpp"
#include "bench/parity/host_compare.hpp"
#include "bench/parity/parity_inputs.hpp"
#include "catalogue/kernels.hpp"

namespace warpmath_bench::parity {
namespace {

constexpr std::size_t kChunk = std::size_t{1} << 26;  // 256 MiB of results per buffer
constexpr unsigned kBlock = 256;

// out[i] = bits of f at input index first + i * stride (parity_inputs.hpp).
template <class F, int kArity>
__global__ void bits_kernel(std::uint32_t first, std::uint32_t stride, std::uint32_t* out,
                            std::size_t n) {
  const std::size_t step = static_cast<std::size_t>(gridDim.x) * blockDim.x;
  for (std::size_t i = static_cast<std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
       i += step) {
    float x, y;
    parity_input<kArity>(first + static_cast<std::uint32_t>(i) * stride, &x, &y);
    out[i] = warpmath::fp::as_uint(F{}(x, y));
  }
}

using Launch = void (*)(std::uint32_t, std::uint32_t, std::uint32_t*, std::size_t, unsigned,
                        cudaStream_t);
template <class F, int kArity>
void launch(std::uint32_t first, std::uint32_t stride, std::uint32_t* out, std::size_t n,
            unsigned grid, cudaStream_t s) {
  bits_kernel<F, kArity><<<grid, kBlock, 0, s>>>(first, stride, out, n);
}
constexpr Launch kLaunch[] = {
#define WARPMATH_BENCH_ENTRY(id, ...) &launch<id##_V_warpmath, Arity<id##_tag>::value>,
#define WARPMATH_UNARY WARPMATH_BENCH_ENTRY
#define WARPMATH_BINARY WARPMATH_BENCH_ENTRY
#include "catalogue/functions.def"
#undef WARPMATH_BENCH_ENTRY
};
static_assert(sizeof(kLaunch) / sizeof(kLaunch[0]) == warpmath::catalogue::kCount);

struct CudaFailure {
  std::string message;
};
void ok(cudaError_t e, const char* what) {
  if (e != cudaSuccess) throw CudaFailure{std::string(what) + ": " + cudaGetErrorString(e)};
}

// Two device buffers and two pinned host buffers: chunk k+1 is computed and copied while the
// host compares chunk k.
class Pipeline {
 public:
  explicit Pipeline(unsigned grid) : grid_(grid) {
    ok(cudaStreamCreate(&stream_), "stream");
    for (int b = 0; b < 2; ++b) {
      ok(cudaMalloc(reinterpret_cast<void**>(&device_[b]), kChunk * 4), "device allocation");
      ok(cudaMallocHost(reinterpret_cast<void**>(&host_[b]), kChunk * 4), "pinned allocation");
      ok(cudaEventCreate(&done_[b]), "event");
    }
  }
  ~Pipeline() {
    for (int b = 0; b < 2; ++b) {
      static_cast<void>(cudaFree(device_[b]));
      static_cast<void>(cudaFreeHost(host_[b]));
      static_cast<void>(cudaEventDestroy(done_[b]));
    }
    static_cast<void>(cudaStreamDestroy(stream_));
  }
  Pipeline(const Pipeline&) = delete;
  Pipeline& operator=(const Pipeline&) = delete;

  void enqueue(int b, std::size_t fn, std::uint32_t first, std::uint32_t stride, std::size_t n) {
    kLaunch[fn](first, stride, device_[b], n, grid_, stream_);
    ok(cudaGetLastError(), "kernel launch");
    ok(cudaMemcpyAsync(host_[b], device_[b], n * 4, cudaMemcpyDeviceToHost, stream_), "copy");
    ok(cudaEventRecord(done_[b], stream_), "event record");
  }
  const std::uint32_t* wait(int b) {
    ok(cudaEventSynchronize(done_[b]), "kernel or copy");
    return host_[b];
  }

 private:
  unsigned grid_;
  cudaStream_t stream_{};
  std::uint32_t* device_[2] = {};
  std::uint32_t* host_[2] = {};
  cudaEvent_t done_[2] = {};
};

// Compares n results with the host build, split over `threads` host threads.
Count compare_parallel(std::size_t fn, std::uint32_t first, std::uint32_t stride,
                       const std::uint32_t* gpu, std::size_t n, unsigned threads) {
  std::vector<Count> partial(threads);
  std::vector<std::thread> pool;
  const std::size_t per = (n + threads - 1) / threads;
  for (unsigned t = 0; t < threads; ++t) {
    const std::size_t begin = std::min(n, t * per), end = std::min(n, begin + per);
    pool.emplace_back([=, &partial] {
      compare_with_host(fn, first + static_cast<std::uint32_t>(begin) * stride, stride, gpu + begin,
                        end - begin, &partial[t]);
    });
  }
  Count total;
  for (unsigned t = 0; t < threads; ++t) {
    pool[t].join();
    total.merge(partial[t]);
  }
  return total;
}

// One-argument functions: every stride-th bit pattern; two-argument: the first `pairs` pairs.
Count check_function(Pipeline& pipeline, std::size_t fn, std::uint32_t stride, std::uint32_t pairs,
                     unsigned threads) {
  if (function_arity(fn) == 2) stride = 1;
  const std::uint64_t inputs =
      function_arity(fn) == 2 ? pairs : ((std::uint64_t{1} << 32) + stride - 1) / stride;
  const std::uint64_t chunks = (inputs + kChunk - 1) / kChunk;
  auto chunk_size = [&](std::uint64_t c) {
    return static_cast<std::size_t>(std::min<std::uint64_t>(kChunk, inputs - c * kChunk));
  };
  auto chunk_first = [&](std::uint64_t c) {
    return static_cast<std::uint32_t>(c * kChunk * stride);
  };
  Count total;
  pipeline.enqueue(0, fn, chunk_first(0), stride, chunk_size(0));
  for (std::uint64_t c = 0; c < chunks; ++c) {
    const int b = static_cast<int>(c % 2);
    if (c + 1 < chunks) pipeline.enqueue(1 - b, fn, chunk_first(c + 1), stride, chunk_size(c + 1));
    const std::uint32_t* gpu = pipeline.wait(b);
    total.merge(compare_parallel(fn, chunk_first(c), stride, gpu, chunk_size(c), threads));
  }
  return total;
}

int usage_error(const std::string& message) {
  std::fprintf(stderr,
               "warpmath_gpu_parity: %s\nusage: warpmath_gpu_parity [FUNCTION...] [--stride S] "
               "[--pairs N] [--threads N]\n",
               message.c_str());
  return 2;
}

int run(int argc, char** argv) {
  std::vector<std::size_t> functions;
  std::uint32_t stride = 1;
  std::uint32_t pairs = std::uint32_t{1} << 28;
  unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--stride" || arg == "--pairs" || arg == "--threads") {
      if (i + 1 >= argc) return usage_error(arg + " needs a value");
      char* end = nullptr;
      const unsigned long v = std::strtoul(argv[++i], &end, 10);
      if (*end != '\0' || v == 0 || v > 0xffffffffu) return usage_error("bad value for " + arg);
      (arg == "--stride"  ? stride
       : arg == "--pairs" ? pairs
                          : threads) = static_cast<std::uint32_t>(v);
    } else {
      std::size_t fn = 0;
      while (fn < function_count() && arg != function_name(fn)) ++fn;
      if (fn == function_count()) return usage_error("unknown function '" + arg + "'");
      functions.push_back(fn);
    }
  }
  if (functions.empty()) {
    for (std::size_t fn = 0; fn < function_count(); ++fn) functions.push_back(fn);
  }

  int devices = 0;
  const cudaError_t e = cudaGetDeviceCount(&devices);
  if (e != cudaSuccess || devices == 0) {
    std::fprintf(stderr, "warpmath_gpu_parity: no CUDA-capable GPU found (%s)\n",
                 e != cudaSuccess ? cudaGetErrorString(e) : "0 devices");
    return 77;
  }
  cudaDeviceProp props{};
  ok(cudaGetDeviceProperties(&props, 0), "device query");
  std::printf("warpmath_gpu_parity: %s (sm_%d%d) vs the host build, %u host threads, stride %u\n",
              props.name, props.major, props.minor, threads, stride);
  Pipeline pipeline(static_cast<unsigned>(props.multiProcessorCount) * 32);

  int failing = 0;
  for (std::size_t fn : functions) {
    const auto start = std::chrono::steady_clock::now();
    const Count c = check_function(pipeline, fn, stride, pairs, threads);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("parity %-14s inputs=%llu differ=%llu nan_payload=%llu seconds=%.1f\n",
                function_name(fn), static_cast<unsigned long long>(c.compared),
                static_cast<unsigned long long>(c.differ),
                static_cast<unsigned long long>(c.nan_payload), seconds);
    for (int i = 0; i < c.examples; ++i) {
      const Mismatch& m = c.example[i];
      if (function_arity(fn) == 2) {
        std::printf("  inputs 0x%08x 0x%08x: gpu 0x%08x host 0x%08x\n", m.x, m.y, m.gpu, m.host);
      } else {
        std::printf("  input 0x%08x: gpu 0x%08x host 0x%08x\n", m.x, m.gpu, m.host);
      }
    }
    std::fflush(stdout);
    failing += c.differ != 0;
  }
  std::printf("warpmath_gpu_parity: %zu functions, %d with differing results\n", functions.size(),
              failing);
  return failing ? 1 : 0;
}

}  // namespace
}  // namespace warpmath_bench::parity

int main(int argc, char** argv) {
  try {
    return warpmath_bench::parity::run(argc, argv);
  } catch (const warpmath_bench::parity::CudaFailure& f) {
    std::fprintf(stderr, "warpmath_gpu_parity: CUDA error: %s\n", f.message.c_str());
    return 1;
  }
}
