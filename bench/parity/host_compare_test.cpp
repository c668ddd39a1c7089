// bench/parity/host_compare_test.cpp -- the comparison logic of warpmath_gpu_parity, checked
// without a GPU: the host build's own bits stand in for the GPU's, then one result is altered.
// Exit status 0 when every check holds; each failure is printed.
#include "bench/parity/host_compare.hpp"

#include <cstdint>
#include <cstdio>
#include <vector>

#include "bench/bench_catalogue.hpp"
#include "bench/parity/parity_inputs.hpp"
#include "catalogue/kernels.hpp"

namespace {

using warpmath_bench::parity::Count;

bool check(bool ok, const char* what, const char* fn) {
  if (!ok) std::fprintf(stderr, "host_compare_test: %s: %s\n", fn, what);
  return ok;
}

bool is_nan_bits(std::uint32_t b) { return (b & 0x7fffffffu) > 0x7f800000u; }

template <class F, int kArity>
bool check_function(std::size_t fn) {
  // Every 65537th input index: for one argument, all exponents, both signs, NaNs, infinities.
  constexpr std::uint32_t kStride = 65537;
  const std::size_t n = 0xffffffffu / kStride + 1;
  std::vector<std::uint32_t> bits(n);
  std::size_t number_at = n, nan_at = n;
  for (std::size_t i = 0; i < n; ++i) {
    float x, y;
    warpmath_bench::parity::parity_input<kArity>(static_cast<std::uint32_t>(i) * kStride, &x, &y);
    bits[i] = warpmath::fp::as_uint(F{}(x, y));
    if (is_nan_bits(bits[i]) && nan_at == n) nan_at = i;
    if (!is_nan_bits(bits[i]) && number_at == n) number_at = i;
  }
  const char* name = warpmath_bench::parity::function_name(fn);
  bool ok = check(warpmath_bench::parity::function_arity(fn) == kArity, "wrong arity", name);

  Count same;
  warpmath_bench::parity::compare_with_host(fn, 0, kStride, bits.data(), n, &same);
  ok &= check(same.compared == n && same.differ == 0 && same.nan_payload == 0,
              "its own bits compare unequal", name);

  if (number_at < n) {
    bits[number_at] ^= 1u;  // one ulp away
    Count one;
    warpmath_bench::parity::compare_with_host(fn, 0, kStride, bits.data(), n, &one);
    float x, y;
    warpmath_bench::parity::parity_input<kArity>(static_cast<std::uint32_t>(number_at) * kStride,
                                                 &x, &y);
    ok &= check(one.differ == 1 && one.examples == 1 &&
                    one.example[0].x == warpmath::fp::as_uint(x) &&
                    one.example[0].gpu == bits[number_at],
                "a changed result is not reported", name);
    bits[number_at] ^= 1u;
  }
  if (nan_at < n) {
    bits[nan_at] ^= 0x80000000u;  // the same NaN with the other sign: not a value difference
    Count payload;
    warpmath_bench::parity::compare_with_host(fn, 0, kStride, bits.data(), n, &payload);
    ok &= check(payload.differ == 0 && payload.nan_payload == 1,
                "a NaN with other bits is not counted apart", name);
  }
  return ok;
}

}  // namespace

int main() {
  bool ok = warpmath_bench::parity::function_count() == warpmath::catalogue::kCount;
  std::size_t fn = 0;
#define WARPMATH_BENCH_CHECK(id, ...)                   \
  ok &= check_function<warpmath_bench::id##_V_warpmath, \
                       warpmath_bench::Arity<warpmath_bench::id##_tag>::value>(fn++);
#define WARPMATH_UNARY WARPMATH_BENCH_CHECK
#define WARPMATH_BINARY WARPMATH_BENCH_CHECK
#include "catalogue/functions.def"
  std::printf("host_compare_test: %zu functions, %s\n", fn, ok ? "ok" : "FAILED");
  return ok ? 0 : 1;
}
