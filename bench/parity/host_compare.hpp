// bench/parity/host_compare.hpp -- the host half of warpmath_gpu_parity: compares result bits
// that a GPU computed with the host build of the same catalogue function.
//
// Compiled by the host C++ compiler (host_compare.cpp), with the project's host flags, so that
// the "host" side is the library exactly as the host backend (device/host) builds it, not as
// nvcc's host pass would.
#pragma once
#include <cstddef>
#include <cstdint>

namespace warpmath_bench::parity {

constexpr int kMaxExamples = 4;

struct Mismatch {
  std::uint32_t x, y;  // input bit patterns (y: two-argument functions only)
  std::uint32_t gpu, host;
};

struct Count {
  std::uint64_t compared = 0;
  // Results that differ in value: both NaN counts as equal, as in the conformance runner.
  std::uint64_t differ = 0;
  // Both NaN with different bits (payload or sign): not a value difference, reported apart.
  std::uint64_t nan_payload = 0;
  int examples = 0;
  Mismatch example[kMaxExamples] = {};

  void merge(const Count& other);
};

// Catalogue entries, in catalogue order (one- and two-argument).
std::size_t function_count();
const char* function_name(std::size_t fn);
int function_arity(std::size_t fn);

// For i < n: compares gpu_bits[i] with the host's f at input index first + i * stride
// (bench/parity/parity_inputs.hpp), f = catalogue entry fn, adding into *count.
// Single-threaded; callers split the range.
void compare_with_host(std::size_t fn, std::uint32_t first, std::uint32_t stride,
                       const std::uint32_t* gpu_bits, std::size_t n, Count* count);

}  // namespace warpmath_bench::parity
