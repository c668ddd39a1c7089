// bench/parity/host_compare.cpp -- see host_compare.hpp.
#include "bench/parity/host_compare.hpp"

#include "bench/bench_catalogue.hpp"
#include "bench/parity/parity_inputs.hpp"
#include "catalogue/kernels.hpp"

namespace warpmath_bench::parity {
namespace {

bool is_nan_bits(std::uint32_t b) { return (b & 0x7fffffffu) > 0x7f800000u; }

// F: float(float x, float y) (bench/bench_catalogue.hpp).
template <class F, int kArity>
void compare(std::uint32_t first, std::uint32_t stride, const std::uint32_t* gpu_bits,
             std::size_t n, Count* count) {
  const F f{};
  Count c;
  for (std::size_t i = 0; i < n; ++i) {
    float x, y;
    parity_input<kArity>(first + static_cast<std::uint32_t>(i) * stride, &x, &y);
    const std::uint32_t host = warpmath::fp::as_uint(f(x, y));
    const std::uint32_t gpu = gpu_bits[i];
    if (host == gpu) continue;
    if (is_nan_bits(host) && is_nan_bits(gpu)) {
      ++c.nan_payload;
      continue;
    }
    if (c.examples < kMaxExamples) {
      c.example[c.examples++] = {warpmath::fp::as_uint(x), warpmath::fp::as_uint(y), gpu, host};
    }
    ++c.differ;
  }
  c.compared = n;
  count->merge(c);
}

using Compare = void (*)(std::uint32_t, std::uint32_t, const std::uint32_t*, std::size_t, Count*);
struct Function {
  Compare compare;
  int arity;
};
constexpr Function kFunctions[] = {
#define WARPMATH_BENCH_ENTRY(id, ...) \
  {&compare<id##_V_warpmath, Arity<id##_tag>::value>, Arity<id##_tag>::value},
#define WARPMATH_UNARY WARPMATH_BENCH_ENTRY
#define WARPMATH_BINARY WARPMATH_BENCH_ENTRY
#include "catalogue/functions.def"
#undef WARPMATH_BENCH_ENTRY
};
static_assert(sizeof(kFunctions) / sizeof(kFunctions[0]) == warpmath::catalogue::kCount);

}  // namespace

void Count::merge(const Count& other) {
  compared += other.compared;
  differ += other.differ;
  nan_payload += other.nan_payload;
  for (int i = 0; i < other.examples && examples < kMaxExamples; ++i) {
    example[examples++] = other.example[i];
  }
}

std::size_t function_count() { return warpmath::catalogue::kCount; }
const char* function_name(std::size_t fn) { return warpmath::catalogue::kEntries[fn].name; }
int function_arity(std::size_t fn) { return kFunctions[fn].arity; }

void compare_with_host(std::size_t fn, std::uint32_t first, std::uint32_t stride,
                       const std::uint32_t* gpu_bits, std::size_t n, Count* count) {
  kFunctions[fn].compare(first, stride, gpu_bits, n, count);
}

}  // namespace warpmath_bench::parity
