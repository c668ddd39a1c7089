// device/runner_test.cpp -- the GPU runners give the host's bits (docs/design.md,
// "Reproducibility"), for every catalogue entry and every arity.
//
// With a GPU of the backend's kind present (CUDA: /dev/nvidia0 or a GPU listed by
// `nvidia-smi -L`; HIP: /dev/kfd), the backend must start: a BackendError then FAILS the test.
// Without a device the test is skipped (GTEST_SKIP) with the reason printed, after checking that
// the error is the promised one-line "<backend> backend: ..." message. A backend that was not
// built (WARPMATH_ENABLE_CUDA/HIP=OFF) is skipped with that reason. WARPMATH_REQUIRE_GPU=cuda,hip
// (either or both) counts the device as present whatever the checks say: a machine that must
// test its GPU then fails instead of skipping.
#include "device/runner.hpp"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "catalogue/kernels.hpp"
#include "host_ref/bits.hpp"

namespace warpmath::device {
namespace {

float float_of(std::uint32_t b) {
  float x;
  std::memcpy(&x, &b, sizeof x);
  return x;
}

// Result bits as compared: a NaN by kind only (quiet or signalling), as in tests/golden -- the
// sign and payload of a NaN result are unspecified (docs/design.md, "NaN results").
std::uint32_t canonical(float x) {
  std::uint32_t b = host_ref::bits::of(x);
  if ((b & 0x7fffffffu) > 0x7f800000u) b = (b & 0x00400000u) != 0 ? 0x7fc00000u : 0x7fa00000u;
  return b;
}

bool exists(const char* path) {
  struct stat st;
  return stat(path, &st) == 0;
}

// Why we think a GPU of this kind is present, or "" if none is.
std::string device_present(Backend b) {
  if (const char* req = std::getenv("WARPMATH_REQUIRE_GPU")) {
    const std::string list = std::string(",") + req + ",";
    if (list.find(std::string(",") + backend_name(b) + ",") != std::string::npos) {
      return std::string("WARPMATH_REQUIRE_GPU=") + req;
    }
  }
  if (b == Backend::cuda) {
    if (exists("/dev/nvidia0")) return "/dev/nvidia0 exists";
    if (FILE* p = popen("nvidia-smi -L 2>/dev/null", "r")) {
      char line[256];
      std::string found;
      while (std::fgets(line, sizeof line, p) != nullptr) {
        if (found.empty() && std::strncmp(line, "GPU ", 4) == 0) found = line;
      }
      pclose(p);
      if (!found.empty()) {
        while (!found.empty() && found.back() == '\n') found.pop_back();
        return "nvidia-smi -L lists " + found;
      }
    }
    return "";
  }
  if (b == Backend::hip) return exists("/dev/kfd") ? "/dev/kfd exists" : "";
  return "";
}

bool built_in(Backend b) {
#if WARPMATH_TEST_CUDA_BUILT
  if (b == Backend::cuda) return true;
#endif
#if WARPMATH_TEST_HIP_BUILT
  if (b == Backend::hip) return true;
#endif
  return b == Backend::host;
}

// 2^16 inputs per argument: spread bit patterns for unary entries (every binade, both signs,
// NaN and infinity among them); xorshift bit patterns, every second tuple with ordinary
// exponents, for the others; integers in [-300, 300] for an integer second argument.
constexpr std::size_t kN = 1 << 16;

std::vector<float> unary_inputs() {
  std::vector<float> in(kN);
  for (std::size_t i = 0; i < kN; ++i) in[i] = float_of(static_cast<std::uint32_t>(i * 65537u));
  const std::uint32_t special[] = {0x00000000u, 0x80000000u, 0x7f800000u, 0xff800000u,
                                   0x7fc00000u, 0x7fa00000u, 0x00000001u, 0x807fffffu};
  for (std::size_t i = 0; i < sizeof special / sizeof special[0]; ++i) in[i] = float_of(special[i]);
  return in;
}

std::vector<std::vector<float>> tuple_inputs(int arity, bool integer_y) {
  std::vector<std::vector<float>> args(arity, std::vector<float>(kN));
  std::uint64_t s = 0x9e3779b97f4a7c15ull;
  auto next = [&s]() {
    s ^= s << 13;
    s ^= s >> 7;
    s ^= s << 17;
    return static_cast<std::uint32_t>(s >> 32);
  };
  for (std::size_t i = 0; i < kN; ++i) {
    for (int k = 0; k < arity; ++k) {
      std::uint32_t b = next();
      if (i % 2 == 1) b = (b & 0x807fffffu) | ((119u + next() % 17u) << 23);
      args[k][i] = float_of(b);
    }
    if (integer_y) args[1][i] = static_cast<float>(static_cast<int>(next() % 601u) - 300);
  }
  return args;
}

// Runs every catalogue entry on `host` and `other` (run() for one argument, run_tuple() for
// 2, 3 and 4) and expects the same canonical bits; returns the number of entries run.
std::size_t compare_all(Runner& host, Runner& other) {
  const std::vector<float> in = unary_inputs();
  std::size_t checked = 0;
  for (std::size_t fn = 0; fn < catalogue::kCount; ++fn) {
    const catalogue::Entry& e = catalogue::kEntries[fn];
    std::vector<float> want(kN), got(kN);
    if (e.arity == 1) {
      host.run(fn, in.data(), want.data(), kN);
      other.run(fn, in.data(), got.data(), kN);
    } else {
      const std::vector<std::vector<float>> args = tuple_inputs(e.arity, e.integer_y);
      std::vector<const float*> ptrs;
      for (const std::vector<float>& v : args) ptrs.push_back(v.data());
      host.run_tuple(fn, e.arity, ptrs.data(), want.data(), kN);
      other.run_tuple(fn, e.arity, ptrs.data(), got.data(), kN);
    }
    std::size_t differ = 0, first = kN;
    for (std::size_t i = 0; i < kN; ++i) {
      if (canonical(want[i]) != canonical(got[i])) {
        if (differ++ == 0) first = i;
      }
    }
    EXPECT_EQ(differ, 0u) << other.describe() << " " << e.name << " (arity " << e.arity
                          << "): first difference at input " << first << ": host 0x" << std::hex
                          << (first < kN ? host_ref::bits::of(want[first]) : 0u) << ", other 0x"
                          << (first < kN ? host_ref::bits::of(got[first]) : 0u);
    ++checked;
  }
  return checked;
}

void expect_host_bits(Backend b) {
  const char* name = backend_name(b);
  if (!built_in(b)) {
    GTEST_SKIP() << name << " backend not built (WARPMATH_ENABLE_"
                 << (b == Backend::cuda ? "CUDA" : "HIP") << "=OFF or the compiler was not found)";
  }
  const std::string present = device_present(b);
  std::unique_ptr<Runner> gpu;
  try {
    gpu = make_runner(b);
  } catch (const BackendError& e) {
    const std::string what = e.what();
    EXPECT_EQ(what.rfind(std::string(name) + " backend: ", 0), 0u) << what;
    EXPECT_EQ(what.find('\n'), std::string::npos) << what;
    if (!present.empty()) {
      FAIL() << "a " << name << " device is present (" << present
             << ") but the backend failed: " << what;
    }
    GTEST_SKIP() << "no " << name << " device here (" << what << ")";
  }
  std::printf("[ device   ] %s%s\n", gpu->describe().c_str(),
              present.empty() ? "" : (" -- " + present).c_str());
  auto host = make_runner(Backend::host);
  EXPECT_EQ(compare_all(*host, *gpu), catalogue::kCount);
}

TEST(GpuRunners, CudaMatchesHostBits) { expect_host_bits(Backend::cuda); }
TEST(GpuRunners, HipMatchesHostBits) { expect_host_bits(Backend::hip); }

// The comparison itself, with a second host runner standing in for the GPU: every entry of
// every arity goes through (none throws for its arity), and a result is compared.
TEST(GpuRunners, ComparisonRunsEveryEntryOnTheHost) {
  auto host = make_runner(Backend::host, 2);
  auto other = make_runner(Backend::host, 1);
  EXPECT_EQ(compare_all(*host, *other), catalogue::kCount);
}

}  // namespace
}  // namespace warpmath::device
