// Prints one line per catalogue function: a 64-bit FNV-1a digest of the result bits over a fixed
// input set (every 4099th bit pattern, both signs, including NaN and infinity). Built several
// times with different compilers and flags (tests/unit/CMakeLists.txt); the digests must agree,
// which shows that -ffp-contract=fast, -march with FMA, and the choice of g++ or clang do not
// change a single result bit.
#include <cstdint>
#include <cstdio>

#include "catalogue/kernels.hpp"

namespace {

template <typename F>
std::uint64_t digest(F f) {
  std::uint64_t h = 1469598103934665603ull;
  for (std::uint64_t u = 0; u <= 0xffffffffull; u += 4099) {
    const std::uint32_t bits = warpmath::fp::as_uint(f(warpmath::fp::as_float(static_cast<std::uint32_t>(u))));
    for (int i = 0; i < 4; ++i) h = (h ^ ((bits >> (8 * i)) & 0xffu)) * 1099511628211ull;
  }
  return h;
}

}  // namespace

int main() {
#define WARPMATH_UNARY(id, call, ref, bound, cuda, domain) \
  std::printf("%-16s %016llx\n", #id, static_cast<unsigned long long>(digest(warpmath::catalogue::id##_fn{})));
#include "catalogue/functions.def"
  return 0;
}
