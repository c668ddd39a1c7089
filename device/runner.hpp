// device/runner.hpp -- grid runners: evaluate one catalogue function over many inputs on a
// backend. All backends run the same kernel body (catalogue/kernels.hpp functors) with a
// grid-stride loop; results come back to host memory.
#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>

namespace warpmath::device {

enum class Backend { host, cuda, hip };

// Thrown for a backend that cannot run here: not built in, no GPU present, launch failure.
// what() is a one-line message fit for the CLI.
struct BackendError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Runner {
 public:
  virtual ~Runner() = default;
  virtual Backend backend() const = 0;
  virtual std::string describe() const = 0;  // e.g. "host (2 threads)", "cuda (NVIDIA H200, sm_90)"
  // out[i] = f(in[i]) for i < n, f = catalogue entry `fn` (index into catalogue::kEntries).
  virtual void run(std::size_t fn, const float* in, float* out, std::size_t n) = 0;
  // out[i] = f(bit_cast<float>(first_bits + i)) for i < n (n <= 2^32 - first_bits): inputs are
  // generated on the device, so that exhaustive sweeps move only results.
  virtual void run_bits(std::size_t fn, std::uint32_t first_bits, float* out, std::size_t n) = 0;
  // out[i] = f(args[0][i], ..., args[arity-1][i]) for i < n, f = a catalogue entry of `arity`
  // (2, 3 or 4) arguments. run() and run_bits() take one-argument entries only, run_tuple()
  // the others; the wrong kind or arity throws std::invalid_argument (catalogue::kEntries[fn].arity
  // says which).
  virtual void run_tuple(std::size_t fn, int arity, const float* const* args, float* out,
                         std::size_t n) = 0;
  // out[i] = f(x[i], y[i]): run_tuple() for a two-argument entry.
  void run2(std::size_t fn, const float* x, const float* y, float* out, std::size_t n) {
    const float* const args[2] = {x, y};
    run_tuple(fn, 2, args, out, n);
  }
};

// Creates a runner; throws BackendError (e.g. "cuda backend: no CUDA-capable GPU found") if
// the backend is unavailable. `threads` = 0 means all hardware threads (host backend only).
std::unique_ptr<Runner> make_runner(Backend b, unsigned threads = 0);

const char* backend_name(Backend b);
bool backend_from_name(const std::string& name, Backend* out);

}  // namespace warpmath::device
