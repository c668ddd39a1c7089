// samples/common/sample.hpp -- the little every sample program shares (host code only): argument
// parsing, a stopwatch, a portable input generator, a digest of the output bits, and the report
// of the checks.
//
// Exit status of every sample: 0 all checks passed, 1 a check failed (or a runtime error),
// 2 a bad argument (a failure for CTest too), 77 no GPU (GPU builds only; CTest reports the test
// as skipped: SKIP_RETURN_CODE 77).
#pragma once

#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace sample {

constexpr int kExitCheckFailed = 1;
constexpr int kExitUsage = 2;      // bad argument
constexpr int kExitNoDevice = 77;  // no usable GPU (a skip, not a failure)

// An unsigned option `--name N` (or `--name=N`) with its accepted range.
struct Option {
  const char* name;
  const char* help;
  std::uint64_t value;
  std::uint64_t min;
  std::uint64_t max;
};

[[noreturn]] inline void usage_error(const char* program, const std::string& message) {
  std::fprintf(stderr, "%s: error: %s (try --help)\n", program, message.c_str());
  std::exit(kExitUsage);
}

// Parses argv into opts (defaults stay when an option is absent). --help prints the usage and
// exits 0; anything unknown, malformed or out of range exits 2 with a message on stderr.
template <std::size_t N>
void parse_args(int argc, char** argv, const char* summary, Option (&opts)[N]) {
  const char* program = argc > 0 ? argv[0] : "sample";
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      std::printf("%s\n\nusage: %s [options]\n", summary, program);
      for (const Option& o : opts) {
        std::printf("  --%-8s N  %s (default %llu, %llu..%llu)\n", o.name, o.help,
                    static_cast<unsigned long long>(o.value),
                    static_cast<unsigned long long>(o.min), static_cast<unsigned long long>(o.max));
      }
      std::printf(
          "  --help      this text\nexit status: 0 pass, 1 check failed, 2 bad argument "
          "or no device\n");
      std::exit(0);
    }
    if (arg.rfind("--", 0) != 0) usage_error(program, "unexpected argument '" + arg + "'");
    std::string name = arg.substr(2), text;
    const std::size_t eq = name.find('=');
    if (eq != std::string::npos) {
      text = name.substr(eq + 1);
      name.resize(eq);
    } else if (i + 1 < argc) {
      text = argv[++i];
    } else {
      usage_error(program, "option '--" + name + "' needs a value");
    }
    Option* opt = nullptr;
    for (Option& o : opts) {
      if (name == o.name) opt = &o;
    }
    if (opt == nullptr) usage_error(program, "unknown option '--" + name + "'");
    char* end = nullptr;
    errno = 0;
    const unsigned long long v = std::strtoull(text.c_str(), &end, 10);
    if (text.empty() || text[0] == '-' || *end != '\0' || errno == ERANGE) {
      usage_error(program, "--" + name + " expects a non-negative integer, got '" + text + "'");
    }
    if (v < opt->min || v > opt->max) {
      usage_error(program, "--" + name + " " + text + " is out of range " +
                               std::to_string(opt->min) + ".." + std::to_string(opt->max));
    }
    opt->value = v;
  }
}

class Stopwatch {
 public:
  Stopwatch() : start_(std::chrono::steady_clock::now()) {}
  double ms() const {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start_)
        .count();
  }

 private:
  std::chrono::steady_clock::time_point start_;
};

// SplitMix64: the inputs of every sample come from this, so the host and GPU builds of a sample
// see the same inputs for the same --seed (std::*_distribution differ between standard libraries).
class Rng {
 public:
  explicit Rng(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  // A float uniform on [lo, hi) (24 random bits, then one rounding).
  float uniform(float lo, float hi) {
    const float u = static_cast<float>(next() >> 40) * 0x1p-24f;
    return lo + (hi - lo) * u;
  }
  // A standard normal deviate (Box-Muller in double; used only to make inputs).
  double normal() {
    const double u1 = (static_cast<double>(next() >> 11) + 1.0) * 0x1p-53;
    const double u2 = static_cast<double>(next() >> 11) * 0x1p-53;
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
  }

 private:
  std::uint64_t state_;
};

// FNV-1a over the bit patterns of the results. The host, CUDA and HIP builds of a sample compute
// the same bits (warpmath's functions give the same bits everywhere, and the samples' own float
// arithmetic is compiled without contraction: -ffp-contract=off, nvcc -fmad=false), so they print
// the same digest for the same arguments.
inline std::uint64_t digest(const std::vector<float>& v, std::uint64_t h = 0xcbf29ce484222325ull) {
  for (float x : v) {
    std::uint32_t bits;
    std::memcpy(&bits, &x, sizeof bits);
    for (int k = 0; k < 4; ++k) {
      h = (h ^ ((bits >> (8 * k)) & 0xffu)) * 0x100000001b3ull;
    }
  }
  return h;
}

// Collects the checks: each prints one line; finish() prints PASS or FAIL and gives the exit
// status.
class Checks {
 public:
  // Passes when 0 <= value <= tolerance (a NaN fails).
  void at_most(const char* what, double value, double tolerance) {
    const bool ok = value <= tolerance;
    std::printf("  %-44s %11.4g  (tolerance %.4g)  %s\n", what, value, tolerance,
                ok ? "ok" : "FAIL");
    if (!ok) failed_.push_back(what);
  }
  void require(const char* what, bool ok) {
    std::printf("  %-44s %s\n", what, ok ? "ok" : "FAIL");
    if (!ok) failed_.push_back(what);
  }
  int finish(const char* program) const {
    if (failed_.empty()) {
      std::printf("PASS\n");
      return 0;
    }
    std::fprintf(stderr, "%s: FAIL:", program);
    for (const std::string& f : failed_) std::fprintf(stderr, " [%s]", f.c_str());
    std::fprintf(stderr, "\n");
    return kExitCheckFailed;
  }

 private:
  std::vector<std::string> failed_;
};

inline void print_timing(const char* what, double ms, double items, const char* unit) {
  std::printf("  time %-14s %10.3f ms  (%.1f M%s/s)\n", what, ms, items / ms * 1e-3, unit);
}

}  // namespace sample
