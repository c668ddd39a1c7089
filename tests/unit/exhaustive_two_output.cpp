// Exhaustive check (CTest label `exhaustive`): for every one of the 2^32 inputs, sincosf gives
// exactly sinf's and cosf's bits, sincospif exactly sinpif's and cospif's, fast::sincosf
// exactly fast::sinf's and fast::cosf's, and the accurate kernels' sincosf and sincospif exactly
// their sinf's and cosf's, sinpif's and cospif's. The two-output functions therefore inherit the
// single-output functions' exhaustively measured error bounds.
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <thread>
#include <vector>
#include <warpmath/accurate/accurate.hpp>
#include <warpmath/warpmath.hpp>

namespace {

bool same_bits(float a, float b) {
  return (a != a && b != b) || warpmath::fp::as_uint(a) == warpmath::fp::as_uint(b);
}

// Returns the number of inputs in [first, last) where a two-output function disagrees.
std::uint64_t check_range(std::uint64_t first, std::uint64_t last, std::uint32_t* example) {
  std::uint64_t bad = 0;
  for (std::uint64_t u = first; u < last; ++u) {
    const float x = warpmath::fp::as_float(static_cast<std::uint32_t>(u));
    float s, c, sp, cp, fs, fc, as, ac, asp, acp;
    warpmath::sincosf(x, &s, &c);
    warpmath::sincospif(x, &sp, &cp);
    warpmath::fast::sincosf(x, &fs, &fc);
    warpmath::detail::accurate::sincosf(x, &as, &ac);
    warpmath::detail::accurate::sincospif(x, &asp, &acp);
    if (!same_bits(s, warpmath::sinf(x)) || !same_bits(c, warpmath::cosf(x)) ||
        !same_bits(sp, warpmath::sinpif(x)) || !same_bits(cp, warpmath::cospif(x)) ||
        !same_bits(fs, warpmath::fast::sinf(x)) || !same_bits(fc, warpmath::fast::cosf(x)) ||
        !same_bits(as, warpmath::detail::accurate::sinf(x)) ||
        !same_bits(ac, warpmath::detail::accurate::cosf(x)) ||
        !same_bits(asp, warpmath::detail::accurate::sinpif(x)) ||
        !same_bits(acp, warpmath::detail::accurate::cospif(x))) {
      if (bad++ == 0) *example = static_cast<std::uint32_t>(u);
    }
  }
  return bad;
}

}  // namespace

int main() {
  const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  constexpr std::uint64_t kChunk = 1ull << 24;
  std::atomic<std::uint64_t> next{0}, bad{0};
  std::atomic<std::uint32_t> example{0};
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t) {
    pool.emplace_back([&] {
      for (std::uint64_t first; (first = next.fetch_add(kChunk)) < (1ull << 32);) {
        std::uint32_t ex = 0;
        const std::uint64_t n = check_range(first, first + kChunk, &ex);
        if (n != 0 && bad.fetch_add(n) == 0) example = ex;
      }
    });
  }
  for (auto& th : pool) th.join();
  if (bad != 0) {
    std::printf("FAIL: %llu inputs differ, e.g. bits 0x%08x\n",
                static_cast<unsigned long long>(bad.load()), example.load());
    return 1;
  }
  std::printf(
      "sincosf == (sinf, cosf), sincospif == (sinpif, cospif), fast::sincosf == (fast::sinf, "
      "fast::cosf), accurate::sincosf == (accurate::sinf, accurate::cosf) and accurate::sincospif "
      "== (accurate::sinpif, accurate::cospif) for all 2^32 inputs\n");
  return 0;
}
