// tests/conformance/cli_options.cpp -- see cli_options.hpp.
#include "cli_options.hpp"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <random>

#include "catalogue/kernels.hpp"
#include "error_plot.hpp"
#include "sweep.hpp"

namespace warpmath::conformance {
namespace {

void add_function(std::size_t fn, std::vector<std::size_t>* functions) {
  if (std::find(functions->begin(), functions->end(), fn) == functions->end()) {
    functions->push_back(fn);
  }
}

unsigned parse_threads(const std::string& text) {
  const bool digits = !text.empty() && text.size() <= 4 &&
                      text.find_first_not_of("0123456789") == std::string::npos;
  const unsigned long n = digits ? std::strtoul(text.c_str(), nullptr, 10) : 0;
  if (n == 0) throw UsageError("--threads takes a number from 1 to 9999, not '" + text + "'");
  return static_cast<unsigned>(n);
}

}  // namespace

const char* usage() {
  return "usage: warpmath-conformance [FUNCTION...|all] [options]\n"
         "\n"
         "Sweeps catalogue functions on a backend and compares every result with the MPFR\n"
         "oracle: max error in ulps and where it occurs, results that are not correctly\n"
         "rounded, special-value mistakes, PASS/FAIL against the documented bound.\n"
         "Exit status: 0 all pass, 1 some fail, 2 bad arguments or backend unavailable.\n"
         "\n"
         "  FUNCTION...        catalogue entries (see --list); default: all\n"
         "  --backend NAME     host (default), cuda or hip\n"
         "  --space SPEC       exhaustive | sample:N | pairs:N | tuples:N | orders:N |\n"
         "                     special | file:PATH, or several joined with '+' (default:\n"
         "                     sample:4194304+special for one-argument functions,\n"
         "                     pairs:4194304+special for two, tuples:4194304+special for\n"
         "                     three or four); functions of several arguments read sample:N\n"
         "                     as their pairs:N or tuples:N, special as a cross product, a\n"
         "                     file as that many floats per line, and refuse exhaustive;\n"
         "                     a float-and-integer function (pownf, ldexpf) gets integer\n"
         "                     second arguments; orders:N: N pairs for jnf, ynf (|n| <= 128)\n"
         "  --markdown FILE    write a Markdown report\n"
         "  --json FILE        write a JSON report\n"
         "  --threads N        host threads for the backend and the oracle (default: all)\n"
         "  --special-values FILE\n"
         "                     write each function's results at the special inputs (+-0,\n"
         "                     +-inf, NaN, +-1, ...) as JSON instead of sweeping (for\n"
         "                     docs/functions.md)\n"
         "  --plot DIR         write an SVG error plot per function, DIR/<function>.svg: the\n"
         "                     largest error in each of 1024 bins of the first argument,\n"
         "                     over the whole float line (every binade the same width)\n"
         "  --plot-range LO:HI plot only first arguments in [LO, HI], on a linear axis\n"
         "  --exclude F,G,...  leave these catalogue entries out (e.g. all --exclude j0f)\n"
         "  --seed S|random    draw sample:N, pairs:N, orders:N and tuples:N from seed S\n"
         "                     (a decimal integer; 0, the default: the fixed seeds of the\n"
         "                     definitive sweeps); random: a fresh seed, or the\n"
         "                     WARPMATH_CONFORMANCE_SEED environment variable when set; the\n"
         "                     seed is printed and recorded in the reports\n"
         "  --fast-domain      fast-tier entries with a fast domain (catalogue\n"
         "                     WARPMATH_FAST_DOMAIN): compare only first arguments in it\n"
         "  --quiet            no table and no progress line (reports and exit status only)\n"
         "  --list             print the catalogue and exit\n"
         "  --help             print this and exit\n";
}

// --seed: a decimal integer, or `random` (WARPMATH_CONFORMANCE_SEED when set, else fresh).
static std::uint64_t parse_seed(std::string text) {
  if (text == "random") {
    const char* env = std::getenv("WARPMATH_CONFORMANCE_SEED");
    if (env == nullptr || *env == '\0') {
      std::random_device device;
      const std::uint64_t now =
          static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
      std::uint64_t s =
          (static_cast<std::uint64_t>(device()) << 32 ^ device() ^ now) % 1000000000000u;
      return s == 0 ? 1 : s;
    }
    text = env;
  }
  const bool ok = !text.empty() && text.size() <= 19 &&
                  text.find_first_not_of("0123456789") == std::string::npos;
  if (!ok) throw UsageError("malformed seed '" + text + "' (expected a decimal integer or random)");
  return std::strtoull(text.c_str(), nullptr, 10);
}

CliOptions parse_cli(int argc, const char* const* argv) {
  CliOptions options;
  std::vector<std::size_t> excluded;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    std::string value;
    bool has_value = false;
    if (arg.rfind("--", 0) == 0 && arg.find('=') != std::string::npos) {  // --name=value
      value = arg.substr(arg.find('=') + 1);
      arg = arg.substr(0, arg.find('='));
      has_value = true;
    }
    auto take_value = [&]() -> std::string {
      if (has_value) return value;
      if (i + 1 >= argc) throw UsageError(arg + " needs a value");
      return argv[++i];
    };
    if (arg == "--backend") {
      const std::string name = take_value();
      if (!device::backend_from_name(name, &options.backend)) {
        throw UsageError("unknown backend '" + name + "' (expected host, cuda or hip)");
      }
    } else if (arg == "--space") {
      options.space = take_value();
    } else if (arg == "--markdown") {
      options.markdown_path = take_value();
    } else if (arg == "--json") {
      options.json_path = take_value();
    } else if (arg == "--threads") {
      options.threads = parse_threads(take_value());
    } else if (arg == "--special-values") {
      options.special_values_path = take_value();
    } else if (arg == "--plot") {
      options.plot_dir = take_value();
    } else if (arg == "--plot-range") {
      const std::string range = take_value();
      if (!parse_plot_range(range, &options.plot_lo, &options.plot_hi)) {
        throw UsageError("malformed --plot-range '" + range + "' (expected LO:HI with LO < HI)");
      }
      options.plot_by_value = true;
    } else if (arg == "--seed") {
      options.seed = parse_seed(take_value());
    } else if (arg == "--exclude") {
      std::string list = take_value() + ",";
      for (std::size_t start = 0, comma; (comma = list.find(',', start)) != std::string::npos;
           start = comma + 1) {
        const std::string name = list.substr(start, comma - start);
        if (name.empty()) continue;
        const std::size_t fn = function_index(name);
        if (fn == catalogue::kCount) {
          throw UsageError("unknown function '" + name + "' in --exclude (see --list)");
        }
        excluded.push_back(fn);
      }
    } else if (has_value) {
      const bool flag =
          arg == "--quiet" || arg == "--list" || arg == "--help" || arg == "--fast-domain";
      throw UsageError(flag ? "option " + arg + " takes no value"
                            : "unknown option '" + arg + "' (see --help)");
    } else if (arg == "--fast-domain") {
      options.fast_domain = true;
    } else if (arg == "--quiet" || arg == "-q") {
      options.quiet = true;
    } else if (arg == "--list") {
      options.list = true;
    } else if (arg == "--help" || arg == "-h") {
      options.help = true;
    } else if (arg.rfind("-", 0) == 0) {
      throw UsageError("unknown option '" + arg + "' (see --help)");
    } else if (arg == "all") {
      for (std::size_t fn = 0; fn < catalogue::kCount; ++fn) add_function(fn, &options.functions);
    } else {
      const std::size_t fn = function_index(arg);
      if (fn == catalogue::kCount) {
        throw UsageError("unknown function '" + arg + "' (see --list)");
      }
      add_function(fn, &options.functions);
    }
  }
  if (options.functions.empty()) {
    for (std::size_t fn = 0; fn < catalogue::kCount; ++fn) options.functions.push_back(fn);
  }
  for (std::size_t fn : excluded) {
    options.functions.erase(std::remove(options.functions.begin(), options.functions.end(), fn),
                            options.functions.end());
  }
  if (options.functions.empty()) throw UsageError("--exclude left no function to sweep");
  return options;
}

}  // namespace warpmath::conformance
