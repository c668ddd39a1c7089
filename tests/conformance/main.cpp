// tests/conformance/main.cpp -- warpmath-conformance: sweeps catalogue functions on a backend
// against the MPFR oracle and reports max ulp error, argmax, non-CR count, special-value
// mistakes and PASS/FAIL per function (usage in cli_options.cpp).
//
// Exit status: 0 if every function passes, 1 if any fails, 2 for a bad command line, an
// unavailable backend or any other error; errors are one line on stderr, never a trace.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <exception>
#include <fstream>
#include <limits>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "catalogue/kernels.hpp"
#include "cli_options.hpp"
#include "progress.hpp"
#include "report.hpp"
#include "sweep.hpp"

namespace warpmath::conformance {
namespace {

constexpr int kExitFail = 1;
constexpr int kExitError = 2;

void print_catalogue() {
  std::printf("%-14s %4s %-10s %7s %7s  %s\n", "function", "args", "reference", "bound", "CUDA",
              "domain");
  for (const catalogue::Entry& e : catalogue::kEntries) {
    std::printf("%-14s %4d %-10s %7s %7s  %s\n", e.name, e.arity, e.ref,
                format_own_bound(e.bound_ulp).c_str(), format_bound(e.cuda_ulp).c_str(), e.domain);
  }
}

// Errors are reported on one line, whatever the message holds.
std::string one_line(std::string message) {
  for (char& c : message) {
    if (c == '\n' || c == '\r') c = ' ';
  }
  return message;
}

// "sample:4194304+special", or with functions of several shapes
// "sample:4194304+special (one argument), pairs:4194304+special (two arguments)".
std::string describe_spaces(const std::map<Shape, Space>& spaces) {
  if (spaces.size() == 1) return spaces.begin()->second.name();
  std::string text;
  for (const auto& [shape, space] : spaces) {
    text += (text.empty() ? "" : ", ") + space.name() + " (" + describe(shape) + ")";
  }
  return text;
}

Shape shape_of(std::size_t fn) {
  return Shape{catalogue::kEntries[fn].arity, catalogue::kEntries[fn].integer_y};
}

// Opens a report file before the sweeps start, so that a bad path fails fast.
std::unique_ptr<std::ofstream> open_report(const std::string& path) {
  if (path.empty()) return nullptr;
  auto file = std::make_unique<std::ofstream>(path);
  if (!*file) throw UsageError("cannot write report file '" + path + "'");
  return file;
}

void write_report(std::ofstream* file, const std::string& path, const Report& report,
                  void (*writer)(std::ostream&, const Report&)) {
  if (file == nullptr) return;
  writer(*file, report);
  file->close();
  if (!*file) throw UsageError("error writing report file '" + path + "'");
}

// The special inputs of docs/functions.md: for one argument +-0, +-inf, NaN, +-1, the least
// subnormal and FLT_MAX; for several, each argument in turn NaN, +-inf or +-0 with the others 1
// (and 2 for the integer of a float-and-integer function).
std::vector<std::vector<float>> special_inputs(const catalogue::Entry& e) {
  const float inf = std::numeric_limits<float>::infinity();
  const float nan = std::numeric_limits<float>::quiet_NaN();
  std::vector<std::vector<float>> out;
  if (e.arity == 1) {
    for (float x : {0.0f, -0.0f, inf, -inf, nan, 1.0f, -1.0f, 0x1p-149f, 0x1.fffffep127f}) {
      out.push_back({x});
    }
    return out;
  }
  for (int k = 0; k < e.arity; ++k) {
    const bool integer = e.integer_y && k == 1;
    const std::vector<float> values =
        integer ? std::vector<float>{0.0f, -1.0f} : std::vector<float>{nan, inf, -inf, 0.0f, -0.0f};
    for (float v : values) {
      std::vector<float> args(static_cast<std::size_t>(e.arity), 1.0f);
      if (e.integer_y) args[1] = 2.0f;
      args[static_cast<std::size_t>(k)] = v;
      out.push_back(args);
    }
  }
  return out;
}

std::string json_float(float x) {
  if (std::isnan(x)) return "\"nan\"";
  if (std::isinf(x)) return x > 0 ? "\"inf\"" : "\"-inf\"";
  char buffer[48];
  std::snprintf(buffer, sizeof buffer, "\"%a\"", static_cast<double>(x));
  return buffer;
}

// --special-values: {"<name>": [[[args...], result], ...], ...} from the host backend.
void write_special_values(const std::string& path, const std::vector<std::size_t>& functions) {
  std::ofstream out(path);
  if (!out) throw UsageError("cannot write '" + path + "'");
  auto host = device::make_runner(device::Backend::host, 1);
  out << "{\n";
  for (std::size_t i = 0; i < functions.size(); ++i) {
    const catalogue::Entry& e = catalogue::kEntries[functions[i]];
    const std::vector<std::vector<float>> inputs = special_inputs(e);
    std::vector<float> results(inputs.size());
    std::vector<std::vector<float>> columns(static_cast<std::size_t>(e.arity));
    for (const auto& args : inputs) {
      for (int k = 0; k < e.arity; ++k)
        columns[static_cast<std::size_t>(k)].push_back(args[static_cast<std::size_t>(k)]);
    }
    if (e.arity == 1) {
      host->run(functions[i], columns[0].data(), results.data(), results.size());
    } else {
      const float* args[4] = {};
      for (int k = 0; k < e.arity; ++k) args[k] = columns[static_cast<std::size_t>(k)].data();
      host->run_tuple(functions[i], e.arity, args, results.data(), results.size());
    }
    out << "  \"" << e.name << "\": [";
    for (std::size_t j = 0; j < inputs.size(); ++j) {
      out << (j ? ", " : "") << "[[";
      for (std::size_t k = 0; k < inputs[j].size(); ++k)
        out << (k ? ", " : "") << json_float(inputs[j][k]);
      out << "], " << json_float(results[j]) << "]";
    }
    out << "]" << (i + 1 < functions.size() ? "," : "") << "\n";
  }
  out << "}\n";
  out.close();
  if (!out) throw UsageError("error writing '" + path + "'");
}

// DIR/<name>.svg, titled with the function, the space and the backend's max error.
void write_plot(const std::string& dir, std::size_t fn, const Space& space,
                const ErrorProfile& profile) {
  const catalogue::Entry& e = catalogue::kEntries[fn];
  const std::string path = dir + "/" + e.name + ".svg";
  std::ofstream out(path);
  if (!out) throw UsageError("cannot write plot file '" + path + "'");
  write_svg(out, std::string(e.name) + ": max error in ulps per bin (" + space.name() + ")",
            profile, e.bound_ulp, e.cuda_ulp);
  out.close();
  if (!out) throw UsageError("error writing plot file '" + path + "'");
}

int run(const CliOptions& options) {
  if (!options.special_values_path.empty()) {
    write_special_values(options.special_values_path, options.functions);
    return 0;
  }
  std::unique_ptr<device::Runner> runner = device::make_runner(options.backend, options.threads);
  // A GPU backend is also checked bit for bit against the host backend (docs/design.md,
  // "Reproducibility").
  std::unique_ptr<device::Runner> host;
  if (options.backend != device::Backend::host) {
    host = device::make_runner(device::Backend::host, options.threads);
  }
  // The space of each arity among the functions asked for, built before any sweep starts, so
  // that a bad spec (or `exhaustive` with a two-argument function) fails at once.
  std::map<Shape, Space> spaces;
  for (std::size_t fn : options.functions) {
    const Shape shape = shape_of(fn);
    if (spaces.count(shape) == 0) {
      spaces.emplace(shape, options.space.empty()
                                ? default_space(shape, options.seed)
                                : parse_space(options.space, shape, options.seed));
    }
  }
  if (!options.plot_dir.empty()) {
    std::ofstream probe(options.plot_dir + "/.warpmath-plot-probe");
    if (!probe) throw UsageError("cannot write plots into '" + options.plot_dir + "'");
    probe.close();
    std::remove((options.plot_dir + "/.warpmath-plot-probe").c_str());
  }
  std::unique_ptr<std::ofstream> markdown = open_report(options.markdown_path);
  std::unique_ptr<std::ofstream> json = open_report(options.json_path);

  // The seed (a failure on fresh inputs is reproduced with --seed S) and the fast domain are part
  // of the space's description, in the reports too.
  std::string space_text = describe_spaces(spaces);
  if (options.seed != 0) space_text += " (seed " + std::to_string(options.seed) + ")";
  if (options.fast_domain) space_text += " (fast domains only)";
  Report report{runner->describe(), space_text, {}};
  if (options.seed != 0 && options.quiet) {
    std::fprintf(stderr, "warpmath-conformance: seed %llu (--seed %llu reproduces these inputs)\n",
                 static_cast<unsigned long long>(options.seed),
                 static_cast<unsigned long long>(options.seed));
  }
  if (!options.quiet) print_table_header(stdout, report);
  for (std::size_t fn : options.functions) {
    const auto start = std::chrono::steady_clock::now();
    host_ref::Stats stats;
    CrossCheck cross_check{host.get()};
    {
      ProgressLine progress(catalogue::kEntries[fn].name);
      Progress callback = nullptr;
      if (!options.quiet) {
        callback = [&progress](std::uint64_t done, std::uint64_t total) {
          progress.update(done, total);
        };
      }
      const Space& space = spaces.at(shape_of(fn));
      ErrorProfile profile = options.plot_by_value
                                 ? ErrorProfile::value_range(options.plot_lo, options.plot_hi)
                                 : ErrorProfile::whole_line();
      const bool plot = !options.plot_dir.empty();
      const catalogue::Entry& e = catalogue::kEntries[fn];
      const ArgRange fast_domain{e.fast_lo, e.fast_hi};
      const bool restrict = options.fast_domain && std::isfinite(e.fast_lo);
      stats = sweep(*runner, fn, space, callback, options.threads, &cross_check,
                    plot ? &profile : nullptr, restrict ? &fast_domain : nullptr);
      if (plot) write_plot(options.plot_dir, fn, space, profile);
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const bool pass = passes(fn, stats) && cross_check.mismatches == 0;
    report.results.push_back({fn, stats, seconds, pass, host != nullptr, cross_check.mismatches,
                              cross_check.first_mismatch, cross_check.first_mismatch_y});
    if (!options.quiet) print_table_row(stdout, report.results.back());
  }
  write_report(markdown.get(), options.markdown_path, report, &write_markdown);
  write_report(json.get(), options.json_path, report, &write_json);
  return report.all_pass() ? 0 : kExitFail;
}

}  // namespace
}  // namespace warpmath::conformance

int main(int argc, char** argv) {
  using namespace warpmath::conformance;
  try {
    const CliOptions options = parse_cli(argc, argv);
    if (options.help) {
      std::fputs(usage(), stdout);
      return 0;
    }
    if (options.list) {
      print_catalogue();
      return 0;
    }
    return run(options);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "warpmath-conformance: error: %s\n", one_line(e.what()).c_str());
  } catch (...) {
    std::fprintf(stderr, "warpmath-conformance: error: unknown exception\n");
  }
  return kExitError;
}
