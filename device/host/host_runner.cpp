// device/host/host_runner.cpp -- the host backend: the catalogue functor over a grid of
// std::threads. Work is cut into tiles of consecutive elements; each thread applies the shared
// loop body (device/grid.hpp) to the tiles it claims.
#include <algorithm>
#include <memory>
#include <string>

#include "catalogue/kernels.hpp"
#include "device/backends.hpp"
#include "device/grid.hpp"
#include "device/parallel_for.hpp"

namespace warpmath::device {
namespace {

// 2^16 elements: large enough that claiming a tile costs nothing, small enough to balance.
constexpr std::size_t kTile = std::size_t{1} << 16;

template <class F, class Input>
void apply_on_threads(Input in, float* out, std::size_t n, unsigned threads) {
  const std::size_t tiles = (n + kTile - 1) / kTile;
  parallel_for(tiles, threads, [&](std::size_t tile) {
    const std::size_t begin = tile * kTile;
    apply_range(F{}, in, out, begin, std::min(n, begin + kTile), 1);
  });
}

template <class Input>
using Apply = void (*)(Input, float*, std::size_t, unsigned);

// The table entry of functor F for inputs of type Input: nullptr when their arities differ (so
// that no such instantiation exists; check_function_arity() rejects those calls first).
template <class F, class Input>
constexpr Apply<Input> entry() {
  if constexpr (F::kArity == Input::kArity) {
    return &apply_on_threads<F, Input>;
  } else {
    return nullptr;
  }
}

// Runs catalogue entry `fn`: a table of instantiations in catalogue order.
template <class Input>
void dispatch(std::size_t fn, Input in, float* out, std::size_t n, unsigned threads) {
  static constexpr Apply<Input> kTable[] = {
#define WARPMATH_UNARY(id, ...) entry<catalogue::id##_fn, Input>(),
#define WARPMATH_BINARY(id, ...) entry<catalogue::id##_fn, Input>(),
#include "catalogue/functions.def"
  };
  static_assert(sizeof(kTable) / sizeof(kTable[0]) == catalogue::kCount);
  check_function_index(fn);
  check_function_arity(fn, Input::kArity);
  kTable[fn](in, out, n, threads);
}

class HostRunner final : public Runner {
 public:
  explicit HostRunner(unsigned threads) : threads_(resolve_threads(threads)) {}

  Backend backend() const override { return Backend::host; }
  std::string describe() const override {
    return "host (" + std::to_string(threads_) + (threads_ == 1 ? " thread)" : " threads)");
  }
  void run(std::size_t fn, const float* in, float* out, std::size_t n) override {
    dispatch(fn, ArrayInput{in}, out, n, threads_);
  }
  void run_bits(std::size_t fn, std::uint32_t first_bits, float* out, std::size_t n) override {
    dispatch(fn, BitsInput{first_bits}, out, n, threads_);
  }
  void run_tuple(std::size_t fn, int arity, const float* const* args, float* out,
                 std::size_t n) override {
    switch (arity) {
      case 2:
        dispatch(fn, TupleInput<2>{{args[0], args[1]}}, out, n, threads_);
        return;
      case 3:
        dispatch(fn, TupleInput<3>{{args[0], args[1], args[2]}}, out, n, threads_);
        return;
      case 4:
        dispatch(fn, TupleInput<4>{{args[0], args[1], args[2], args[3]}}, out, n, threads_);
        return;
      default:
        check_function_index(fn);
        check_function_arity(fn, arity);  // throws: no entry has another arity
    }
  }

 private:
  unsigned threads_;
};

}  // namespace

std::unique_ptr<Runner> make_host_runner(unsigned threads) {
  return std::make_unique<HostRunner>(threads);
}

}  // namespace warpmath::device
