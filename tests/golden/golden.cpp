// warpmath-golden -- digests of every catalogue function's result bits, to prove that a change
// which should not change results (a refactor, a compiler, a flag) changed none.
//
//   warpmath-golden --set sample|matrix|full [--threads N] [--check FILE] [id ...]
//
// Input sets (fixed: the same inputs on every run and machine):
//   full    one-argument functions: all 2^32 bit patterns; several arguments: 2^24 tuples
//   sample  one-argument functions: every 1021st bit pattern (4,206,592 inputs, every binade of
//           both signs, NaNs and infinities); several arguments: the first 2^20 tuples of `full`
//   matrix  one-argument functions: every 4099th bit pattern (1,047,809 inputs); several
//           arguments: the first 2^18 tuples of `full`. Small enough for the compiler and flag
//           matrix (tests/golden/CMakeLists.txt), -O0 builds included, to fit CI
// Tuples: xorshift64 bit patterns per argument; every second tuple has its float arguments'
// exponents narrowed to [-8, 8] so that ordinary magnitudes are well represented; the second
// argument of a float-and-integer function is an integer in [-300, 300].
//
// NaN results are digested by kind only: every quiet NaN as 0x7fc00000 and every signalling NaN
// as 0x7fa00000. The sign and payload of a NaN result are unspecified (docs/design.md, "NaN
// results"); that a NaN is returned, and whether it is quiet, are not.
//
// Output: one line per function, `<id> <16 hex digits>`. With --check FILE, each digest is
// compared with FILE's line of the same id; the exit status is 1 if any differs or is missing.
#include <atomic>
#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "catalogue/kernels.hpp"

namespace {

constexpr std::uint64_t kFnvOffset = 0xcbf29ce484222325ull;
constexpr std::uint64_t kFnvPrime = 0x100000001b3ull;

inline void mix(std::uint64_t* h, std::uint32_t bits) {
  if ((bits & 0x7fffffffu) > 0x7f800000u)
    bits = (bits & 0x00400000u) != 0 ? 0x7fc00000u : 0x7fa00000u;
  *h = (*h ^ bits) * kFnvPrime;
}

struct InputSet {
  std::uint64_t unary_stride;  // bit patterns 0, s, 2s, ... below 2^32
  std::uint64_t tuples;
};

constexpr std::uint64_t kChunks = 256;  // work units; the digest is the same for any thread count

// Digest of chunk c of a function: unary inputs [c * 2^24, (c + 1) * 2^24) stepped by the stride,
// or tuples [c * n / kChunks, (c + 1) * n / kChunks).
template <typename F>
std::uint64_t digest_chunk(const InputSet& set, std::uint64_t c, bool integer_y) {
  F f;
  std::uint64_t h = kFnvOffset;
  if constexpr (F::kArity == 1) {
    const std::uint64_t lo = c << 24, hi = (c + 1) << 24;
    std::uint64_t u = (lo + set.unary_stride - 1) / set.unary_stride * set.unary_stride;
    for (; u < hi; u += set.unary_stride) {
      mix(&h, warpmath::fp::as_uint(f(warpmath::fp::as_float(static_cast<std::uint32_t>(u)))));
    }
  } else {
    const std::uint64_t lo = c * set.tuples / kChunks, hi = (c + 1) * set.tuples / kChunks;
    for (std::uint64_t i = lo; i < hi; ++i) {
      // Tuple i's generator state depends on i alone, so chunks are independent.
      std::uint64_t s = (i + 1) * 0x9e3779b97f4a7c15ull;
      auto next = [&s]() {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        return static_cast<std::uint32_t>(s >> 32);
      };
      for (int k = 0; k < 4; ++k) next();
      const bool ordinary = (i & 1) != 0;
      float a[4];
      for (float& v : a) {
        std::uint32_t b = next();
        if (ordinary) b = (b & 0x807fffffu) | ((119u + next() % 17u) << 23);
        v = warpmath::fp::as_float(b);
      }
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
  }
  return h;
}

using ChunkFn = std::uint64_t (*)(const InputSet&, std::uint64_t, bool);

struct Function {
  const char* id;
  ChunkFn chunk;
  bool integer_y;
};

const Function kFunctions[] = {
#define WARPMATH_UNARY(id, ...) {#id, &digest_chunk<warpmath::catalogue::id##_fn>, false},
#define WARPMATH_BINARY(id, ...) {#id, &digest_chunk<warpmath::catalogue::id##_fn>, false},
#define WARPMATH_BINARY_INT(id, ...) {#id, &digest_chunk<warpmath::catalogue::id##_fn>, true},
#include "catalogue/functions.def"
};

std::uint64_t digest(const Function& fn, const InputSet& set, unsigned threads) {
  std::vector<std::uint64_t> chunk_digest(kChunks);
  std::atomic<std::uint64_t> next_chunk{0};
  auto work = [&]() {
    for (std::uint64_t c; (c = next_chunk.fetch_add(1)) < kChunks;) {
      chunk_digest[c] = fn.chunk(set, c, fn.integer_y);
    }
  };
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
  std::uint64_t h = kFnvOffset;
  for (std::uint64_t d : chunk_digest) h = (h ^ d) * kFnvPrime;
  return h;
}

std::map<std::string, std::string> read_digests(const char* path) {
  std::map<std::string, std::string> out;
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "warpmath-golden: cannot read %s\n", path);
    std::exit(2);
  }
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string id, hex;
    if (fields >> id >> hex) out[id] = hex;
  }
  return out;
}

[[noreturn]] void usage() {
  std::fprintf(stderr,
               "usage: warpmath-golden --set sample|matrix|full [--threads N] [--check FILE] "
               "[id ...]\n");
  std::exit(2);
}

}  // namespace

int main(int argc, char** argv) {
  InputSet set{0, 0};
  unsigned threads = std::thread::hardware_concurrency();
  const char* check = nullptr;
  std::vector<std::string> wanted;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--set" && i + 1 < argc) {
      const std::string s = argv[++i];
      if (s == "full") {
        set = {1, std::uint64_t{1} << 24};
      } else if (s == "sample") {
        set = {1021, std::uint64_t{1} << 20};
      } else if (s == "matrix") {
        set = {4099, std::uint64_t{1} << 18};
      } else {
        usage();
      }
    } else if (a == "--threads" && i + 1 < argc) {
      threads = static_cast<unsigned>(std::atoi(argv[++i]));
    } else if (a == "--check" && i + 1 < argc) {
      check = argv[++i];
    } else if (!a.empty() && a[0] == '-') {
      usage();
    } else {
      wanted.push_back(a);
    }
  }
  if (set.unary_stride == 0) usage();
  if (threads == 0) threads = 1;

  std::map<std::string, std::string> expected;
  if (check != nullptr) expected = read_digests(check);
  int failures = 0, matched = 0;
  for (const std::string& w : wanted) {
    bool known = false;
    for (const Function& fn : kFunctions) known = known || w == fn.id;
    if (!known) {
      std::fprintf(stderr, "warpmath-golden: no catalogue function '%s'\n", w.c_str());
      return 2;
    }
  }
  for (const Function& fn : kFunctions) {
    bool selected = wanted.empty();
    for (const std::string& w : wanted) selected = selected || w == fn.id;
    if (!selected) continue;
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016" PRIx64, digest(fn, set, threads));
    if (check == nullptr) {
      std::printf("%s %s\n", fn.id, hex);
    } else {
      const auto it = expected.find(fn.id);
      if (it == expected.end()) {
        std::printf("%s %s MISSING from %s\n", fn.id, hex, check);
        ++failures;
      } else if (it->second != hex) {
        std::printf("%s %s DIFFERS (expected %s)\n", fn.id, hex, it->second.c_str());
        ++failures;
      } else {
        ++matched;
      }
    }
    std::fflush(stdout);
  }
  if (check != nullptr) {
    std::printf("%d passed, %d failed\n", matched, failures);
  }
  return failures == 0 ? 0 : 1;
}
