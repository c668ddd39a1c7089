// tests/conformance/cli_options.hpp -- command line of warpmath-conformance.
#pragma once
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "device/runner.hpp"

namespace warpmath::conformance {

// A bad command line; what() is one line fit for the CLI (exit code 2).
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct CliOptions {
  std::vector<std::size_t> functions;  // catalogue indices, as named ("all": catalogue order)
                                       // less those named by --exclude
  device::Backend backend = device::Backend::host;
  std::string space;  // --space as given; empty = the default space
  std::string markdown_path;
  std::string json_path;
  unsigned threads = 0;        // 0 = all hardware threads
  std::string plot_dir;        // --plot DIR: an SVG error plot per function, DIR/<name>.svg
  bool plot_by_value = false;  // --plot-range LO:HI given
  float plot_lo = 0.0f, plot_hi = 0.0f;
  std::string special_values_path;  // --special-values FILE: results at special inputs (JSON)
  std::uint64_t seed = 0;           // --seed: 0 = the fixed seeds (the definitive sweeps' inputs)
  bool fast_domain = false;         // --fast-domain: fast-tier entries over their fast domain only
  bool quiet = false;
  bool list = false;
  bool help = false;
};

// Parses argv (see usage()); throws UsageError. Repeated options: the last one wins.
CliOptions parse_cli(int argc, const char* const* argv);

const char* usage();

}  // namespace warpmath::conformance
