// bench/gpu/bench_options.hpp -- command line of warpmath_bench_gpu (host code only).
#pragma once
#include <cstddef>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

namespace warpmath_bench {

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct Options {
  std::vector<std::string> functions;  // empty: every catalogue function
  int repeats = 7;
  double target_ms = 5.0;
  std::size_t stream_elements = std::size_t{1} << 27;  // 512 MiB per array
  bool stream = true;
  std::string markdown_path;
  bool list = false;
  bool help = false;

  bool selected(const std::string& name) const {
    if (functions.empty()) return true;
    for (const std::string& f : functions) {
      if (f == name) return true;
    }
    return false;
  }
};

inline const char* usage() {
  return "usage: warpmath_bench_gpu [FUNCTION...] [options]\n"
         "\n"
         "GPU throughput (Gelem/s) of each catalogue function beside the vendor's own function,\n"
         "its intrinsic and warpmath's other tiers, on the usual domain and on all floats.\n"
         "Exit status: 0 done, 1 runtime error, 2 bad arguments or no GPU.\n"
         "\n"
         "  FUNCTION...         catalogue entries (default: all)\n"
         "  --repeats N         timed launches per figure; the median is shown (default 7)\n"
         "  --target-ms T       length of one compute-bound launch (default 5)\n"
         "  --stream-elements N array length of the memory-bound pass (default 2^27)\n"
         "  --no-stream         skip the memory-bound pass\n"
         "  --markdown FILE     also write the table as Markdown\n"
         "  --list              print the rows (function, variant) and exit\n"
         "  --help              print this and exit\n";
}

inline Options parse_options(int argc, const char* const* argv,
                             const std::vector<std::string>& catalogue) {
  Options o;
  auto value = [&](int& i) -> std::string {
    if (i + 1 >= argc) throw UsageError(std::string(argv[i]) + " needs a value");
    return argv[++i];
  };
  auto number = [&](int& i, double lo, double hi) {
    const std::string flag = argv[i];
    const std::string text = value(i);
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (end == text.c_str() || *end != '\0' || !(v >= lo && v <= hi)) {
      throw UsageError(flag + ": '" + text + "' is not a number in [" + std::to_string(lo) + ", " +
                       std::to_string(hi) + "]");
    }
    return v;
  };
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--repeats") {
      o.repeats = static_cast<int>(number(i, 1, 1001));
    } else if (arg == "--target-ms") {
      o.target_ms = number(i, 0.01, 10000);
    } else if (arg == "--stream-elements") {
      o.stream_elements = static_cast<std::size_t>(number(i, 1 << 20, 1u << 31));
    } else if (arg == "--no-stream") {
      o.stream = false;
    } else if (arg == "--markdown") {
      o.markdown_path = value(i);
    } else if (arg == "--list") {
      o.list = true;
    } else if (arg == "--help" || arg == "-h") {
      o.help = true;
    } else if (arg.rfind("--", 0) == 0) {
      throw UsageError("unknown option '" + arg + "'");
    } else {
      bool known = false;
      for (const std::string& name : catalogue) known = known || name == arg;
      if (!known) throw UsageError("unknown function '" + arg + "'");
      o.functions.push_back(arg);
    }
  }
  return o;
}

}  // namespace warpmath_bench
