// bench/gpu/throughput.cuh -- device buffers, event timing and the two measurements of the GPU
// throughput benchmark (bench/gpu/bench_gpu.cu): Bench::compute_gelems<F>() and
// Bench::stream_gelems<F>(), each the median of Options::repeats launches after a warm-up.
#pragma once
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "bench/gpu/bench_kernels.cuh"
#include "bench/gpu/bench_options.hpp"
#include "bench/gpu/gpu_api.hpp"

namespace warpmath_bench {

struct Throughput {
  double compute_gelems = 0;
  double stream_gelems = 0;
};

struct GpuError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

inline void ok(gpu::Error e, const char* what) {
  const std::string message = gpu::check(e, what);
  if (!message.empty()) throw GpuError(message);
}

class DeviceArray {
 public:
  explicit DeviceArray(std::size_t n) { ok(gpu::allocate(&data_, n), "allocation"); }
  ~DeviceArray() { gpu::release(data_); }
  DeviceArray(const DeviceArray&) = delete;
  DeviceArray& operator=(const DeviceArray&) = delete;
  float* get() const { return data_; }

 private:
  float* data_ = nullptr;
};

class EventPair {
 public:
  EventPair() {
    ok(gpu::event_create(&start_), "event");
    ok(gpu::event_create(&stop_), "event");
  }
  ~EventPair() {
    gpu::event_destroy(start_);
    gpu::event_destroy(stop_);
  }
  EventPair(const EventPair&) = delete;
  EventPair& operator=(const EventPair&) = delete;
  // Milliseconds that launch() takes on the device.
  template <class Launch>
  double time(Launch launch) {
    ok(gpu::event_record(start_), "event record");
    launch();
    ok(gpu::last_error(), "kernel launch");
    ok(gpu::event_record(stop_), "event record");
    float ms = 0;
    ok(gpu::elapsed_ms(start_, stop_, &ms), "kernel");
    return ms;
  }

 private:
  gpu::Event start_{}, stop_{};
};

inline double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t m = v.size() / 2;
  return v.size() % 2 ? v[m] : 0.5 * (v[m - 1] + v[m]);
}

class Bench {
 public:
  Bench(const Options& options, const gpu::Properties& props)
      : options_(options),
        // Enough blocks to fill every multiprocessor with resident threads; more would only
        // queue. The compute kernel's inputs are the first threads * kValuesPerThread values.
        blocks_(
            static_cast<unsigned>(props.multiProcessorCount) *
            std::max(1u, static_cast<unsigned>(props.maxThreadsPerMultiProcessor) / kBlockSize)),
        n_(std::max<std::size_t>(options.stream_elements,
                                 std::size_t{blocks_} * kBlockSize * kValuesPerThread)),
        in_x_(n_),
        in_y_(n_),
        out_(n_) {}

  // Fills the inputs of both arguments: x uniform in [lo, hi] and y in [y_lo, y_hi], or both
  // over all bit patterns.
  void fill(float lo, float hi, float y_lo, float y_hi, bool all_floats) {
    fill_kernel<<<blocks_, kBlockSize>>>(in_x_.get(), n_, lo, hi, all_floats, 0);
    fill_kernel<<<blocks_, kBlockSize>>>(in_y_.get(), n_, y_lo, y_hi, all_floats, 1);
    ok(gpu::last_error(), "fill launch");
    ok(gpu::synchronize(), "fill");
  }

  template <class F, int kArity>
  double compute_gelems() {
    const std::uint32_t feedback = 0;  // see bench_kernels.cuh: opaque to the compiler
    auto launch = [&](unsigned reps) {
      return events_.time([&] {
        compute_kernel<F, kArity>
            <<<blocks_, kBlockSize>>>(in_x_.get(), in_y_.get(), out_.get(), reps, feedback);
      });
    };
    // Warm-up (module load, clocks), then calibrate reps to about target_ms per launch.
    constexpr unsigned kProbeReps = 8;
    launch(kProbeReps);
    const double probe_ms = std::max(launch(kProbeReps), 1e-3);
    const double scaled = kProbeReps * options_.target_ms / probe_ms;
    const unsigned reps = static_cast<unsigned>(std::clamp(scaled, 8.0, 1e6));
    std::vector<double> ms;
    for (int i = 0; i < options_.repeats; ++i) ms.push_back(launch(reps));
    const double evaluations =
        double(blocks_) * kBlockSize * kValuesPerThread * static_cast<double>(reps);
    return evaluations / (median(ms) * 1e-3) / 1e9;
  }

  template <class F, int kArity>
  double stream_gelems() {
    auto launch = [&] {
      return events_.time([&] {
        stream_kernel<F, kArity><<<blocks_, kBlockSize>>>(in_x_.get(), in_y_.get(), out_.get(), n_);
      });
    };
    launch();  // warm-up
    std::vector<double> ms;
    for (int i = 0; i < options_.repeats; ++i) ms.push_back(launch());
    return double(n_) / (median(ms) * 1e-3) / 1e9;
  }

  const Options& options() const { return options_; }

 private:
  Options options_;
  unsigned blocks_;
  std::size_t n_;
  DeviceArray in_x_, in_y_, out_;
  EventPair events_;
};

// F: float(float x, float y); kArity: 1 or 2 (bench/bench_catalogue.hpp).
template <class F, int kArity>
Throughput measure(Bench& bench) {
  Throughput t;
  t.compute_gelems = bench.compute_gelems<F, kArity>();
  if (bench.options().stream) t.stream_gelems = bench.stream_gelems<F, kArity>();
  return t;
}

}  // namespace warpmath_bench
