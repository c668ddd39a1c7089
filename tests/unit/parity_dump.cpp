// Prints one line per catalogue function: a 64-bit FNV-1a digest of the result bits over a fixed
// input set (every 4099th bit pattern, both signs, including NaN and infinity; for functions of
// several arguments, 2^20 tuples of pseudo-random bit patterns, and for a float-and-integer
// function integer second arguments in [-300, 300]). Built several
// times with different compilers and flags (tests/unit/CMakeLists.txt); the digests must agree,
// which shows that -ffp-contract=fast, -march with FMA, and the choice of g++ or clang do not
// change a single result bit.
#include <cstdint>
#include <cstdio>

#include "catalogue/kernels.hpp"

namespace {

// Adds a result's bits to the digest. Every NaN counts as the same NaN: which operand's payload
// a two-NaN operation keeps (x + y or y + x) is the compiler's and the hardware's choice, and a
// NaN's sign and payload are unspecified (docs/design.md, "NaN results").
void mix(std::uint64_t* h, std::uint32_t bits) {
  if ((bits & 0x7fffffffu) > 0x7f800000u) bits = 0x7fc00000u;
  for (int i = 0; i < 4; ++i) *h = (*h ^ ((bits >> (8 * i)) & 0xffu)) * 1099511628211ull;
}

template <typename F>
std::uint64_t digest(F f) {
  std::uint64_t h = 1469598103934665603ull;
  for (std::uint64_t u = 0; u <= 0xffffffffull; u += 4099) {
    mix(&h, warpmath::fp::as_uint(f(warpmath::fp::as_float(static_cast<std::uint32_t>(u)))));
  }
  return h;
}

// Functions of kArity >= 2 arguments: xorshift bit patterns for every argument (integer values
// for the second one of a float-and-integer function).
template <typename F>
std::uint64_t digest_tuples(F f, bool integer_y) {
  std::uint64_t h = 1469598103934665603ull;
  std::uint64_t s = 0x9e3779b97f4a7c15ull;
  auto next = [&s]() {
    s ^= s << 13;
    s ^= s >> 7;
    s ^= s << 17;
    return static_cast<std::uint32_t>(s >> 32);
  };
  for (int i = 0; i < (1 << 20); ++i) {
    float a[4];
    for (float& v : a) v = warpmath::fp::as_float(next());
    if (integer_y) a[1] = static_cast<float>(static_cast<int>(next() % 601u) - 300);
    float r;
    if constexpr (F::kArity == 2) {
      r = f(a[0], a[1]);
    } else if constexpr (F::kArity == 3) {
      r = f(a[0], a[1], a[2]);
    } else {
      r = f(a[0], a[1], a[2], a[3]);
    }
    mix(&h, warpmath::fp::as_uint(r));
  }
  return h;
}

void print(const char* id, std::uint64_t h) {
  std::printf("%-16s %016llx\n", id, static_cast<unsigned long long>(h));
}

}  // namespace

int main() {
  using namespace warpmath::catalogue;
#define WARPMATH_UNARY(id, call, ref, bound, cuda, domain) print(#id, digest(id##_fn{}));
#define WARPMATH_BINARY(id, call, ref, bound, cuda, domain) print(#id, digest_tuples(id##_fn{}, false));
#define WARPMATH_BINARY_INT(id, call, ref, bound, cuda, domain) print(#id, digest_tuples(id##_fn{}, true));
#include "catalogue/functions.def"
  return 0;
}
