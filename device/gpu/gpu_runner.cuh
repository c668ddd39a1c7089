// device/gpu/gpu_runner.cuh -- the CUDA and HIP runners, written once. Included only by GPU
// translation units (cuda/cuda_runner.cu, hip/hip_runner.hip), each of which supplies an `Api`
// class wrapping its runtime: Error, kSuccess, Properties, kBackend, kName, device_count,
// properties, allocate, release, copy_to_device, copy_to_host, last_error, error_string and
// describe (see either file).
//
// Work is processed in chunks of kChunk elements through device buffers allocated once, when
// first needed: run() copies a chunk of inputs in, launches, copies results out; run_tuple() does
// the same with one input buffer per argument (TupleInput<K>); run_bits() generates the inputs on
// the device (BitsInput), so an exhaustive sweep moves only results.
#pragma once
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "catalogue/kernels.hpp"
#include "device/backends.hpp"
#include "device/grid.hpp"

namespace warpmath::device::gpu {

// 2^26 floats = 256 MiB per buffer: fits any GPU we target, and amortises launch and copy
// latency.
constexpr std::size_t kChunk = std::size_t{1} << 26;
constexpr unsigned kBlock = 256;

template <class F, class Input>
__global__ void apply_kernel(Input in, float* out, std::size_t n) {
  const std::size_t first = static_cast<std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  const std::size_t stride = static_cast<std::size_t>(gridDim.x) * blockDim.x;
  apply_range(F{}, in, out, first, n, stride);
}

// Throws BackendError("<backend> backend: <what>: <runtime's message>") unless e is success.
template <class Api>
void check(typename Api::Error e, const char* what) {
  if (e != Api::kSuccess) {
    throw BackendError(std::string(Api::kName) + " backend: " + what + ": " + Api::error_string(e));
  }
}

template <class Api, class F, class Input>
void launch(Input in, float* out, std::size_t n, unsigned grid) {
  apply_kernel<F, Input><<<grid, kBlock>>>(in, out, n);
  check<Api>(Api::last_error(), "kernel launch");
}

template <class Input>
using Launch = void (*)(Input, float*, std::size_t, unsigned);

// The table entry of functor F for inputs of type Input: nullptr when their arities differ (no
// such kernel is instantiated; check_function_arity() rejects those calls first).
template <class Api, class F, class Input>
constexpr Launch<Input> entry() {
  if constexpr (F::kArity == Input::kArity) {
    return &launch<Api, F, Input>;
  } else {
    return nullptr;
  }
}

// Launches catalogue entry `fn`: a table of kernel instantiations in catalogue order.
template <class Api, class Input>
void dispatch(std::size_t fn, Input in, float* out, std::size_t n, unsigned grid) {
  static constexpr Launch<Input> kTable[] = {
#define WARPMATH_UNARY(id, ...) entry<Api, catalogue::id##_fn, Input>(),
#define WARPMATH_BINARY(id, ...) entry<Api, catalogue::id##_fn, Input>(),
#include "catalogue/functions.def"
  };
  static_assert(sizeof(kTable) / sizeof(kTable[0]) == catalogue::kCount);
  check_function_index(fn);
  check_function_arity(fn, Input::kArity);
  kTable[fn](in, out, n, grid);
}

// A device allocation of kChunk floats, freed on destruction.
template <class Api>
class ChunkBuffer {
 public:
  ChunkBuffer() { check<Api>(Api::allocate(&data_, kChunk * sizeof(float)), "allocation"); }
  ~ChunkBuffer() { Api::release(data_); }
  ChunkBuffer(const ChunkBuffer&) = delete;
  ChunkBuffer& operator=(const ChunkBuffer&) = delete;
  float* get() const { return data_; }

 private:
  float* data_ = nullptr;
};

template <class Api>
class GpuRunner final : public Runner {
 public:
  // Throws BackendError when no device is usable.
  GpuRunner() {
    int count = 0;
    const typename Api::Error e = Api::device_count(&count);
    if (e != Api::kSuccess || count == 0) {
      throw BackendError(std::string(Api::kName) + " backend: no " + Api::kVendorGpu + " found (" +
                         (e != Api::kSuccess ? Api::error_string(e) : "0 devices") + ")");
    }
    typename Api::Properties props{};
    check<Api>(Api::properties(&props), "device query");
    description_ = Api::describe(props);
    // Enough resident blocks to fill every multiprocessor; the grid-stride loop does the rest.
    grid_ = static_cast<unsigned>(std::max(1, props.multiProcessorCount) * 32);
  }

  Backend backend() const override { return Api::kBackend; }
  std::string describe() const override { return description_; }

  void run(std::size_t fn, const float* in, float* out, std::size_t n) override {
    if (!inputs_[0]) inputs_[0] = std::make_unique<ChunkBuffer<Api>>();
    for (std::size_t done = 0; done < n; done += kChunk) {
      const std::size_t m = std::min(kChunk, n - done);
      check<Api>(Api::copy_to_device(inputs_[0]->get(), in + done, m * sizeof(float)), "copy in");
      dispatch<Api>(fn, ArrayInput{inputs_[0]->get()}, results(), m, grid_for(m));
      check<Api>(Api::copy_to_host(out + done, results(), m * sizeof(float)), "copy out");
    }
  }

  void run_bits(std::size_t fn, std::uint32_t first_bits, float* out, std::size_t n) override {
    for (std::size_t done = 0; done < n; done += kChunk) {
      const std::size_t m = std::min(kChunk, n - done);
      const BitsInput in{first_bits + static_cast<std::uint32_t>(done)};
      dispatch<Api>(fn, in, results(), m, grid_for(m));
      check<Api>(Api::copy_to_host(out + done, results(), m * sizeof(float)), "copy out");
    }
  }

  void run_tuple(std::size_t fn, int arity, const float* const* args, float* out,
                 std::size_t n) override {
    switch (arity) {
      case 2:
        return run_tuple_of<2>(fn, args, out, n);
      case 3:
        return run_tuple_of<3>(fn, args, out, n);
      case 4:
        return run_tuple_of<4>(fn, args, out, n);
      default:
        check_function_index(fn);
        check_function_arity(fn, arity);  // throws: no entry has another arity
    }
  }

 private:
  template <int K>
  void run_tuple_of(std::size_t fn, const float* const* args, float* out, std::size_t n) {
    for (int k = 0; k < K; ++k) {
      if (!inputs_[k]) inputs_[k] = std::make_unique<ChunkBuffer<Api>>();
    }
    for (std::size_t done = 0; done < n; done += kChunk) {
      const std::size_t m = std::min(kChunk, n - done);
      TupleInput<K> in;
      for (int k = 0; k < K; ++k) {
        check<Api>(Api::copy_to_device(inputs_[k]->get(), args[k] + done, m * sizeof(float)),
                   "copy in");
        in.a[k] = inputs_[k]->get();
      }
      dispatch<Api>(fn, in, results(), m, grid_for(m));
      check<Api>(Api::copy_to_host(out + done, results(), m * sizeof(float)), "copy out");
    }
  }
  float* results() {
    if (!results_) results_ = std::make_unique<ChunkBuffer<Api>>();
    return results_->get();
  }
  unsigned grid_for(std::size_t n) const {
    const std::size_t blocks = (n + kBlock - 1) / kBlock;
    return static_cast<unsigned>(std::min<std::size_t>(std::max<std::size_t>(blocks, 1), grid_));
  }

  std::string description_;
  unsigned grid_ = 1;
  // run()'s inputs (inputs_[0]); run_tuple()'s arguments, one buffer per position, allocated
  // when first needed
  std::unique_ptr<ChunkBuffer<Api>> inputs_[4];
  std::unique_ptr<ChunkBuffer<Api>> results_;
};

}  // namespace warpmath::device::gpu
