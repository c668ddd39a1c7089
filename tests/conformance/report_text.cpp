// tests/conformance/report_text.cpp -- the terminal table and the Markdown report.
#include <cmath>
#include <cstdarg>

#include "catalogue/kernels.hpp"
#include "report.hpp"

namespace warpmath::conformance {
namespace {

std::string printf_string(const char* format, ...) __attribute__((format(printf, 1, 2)));
std::string printf_string(const char* format, ...) {
  char buffer[256];
  va_list args;
  va_start(args, format);
  std::vsnprintf(buffer, sizeof buffer, format, args);
  va_end(args);
  return buffer;
}

const char* verdict(bool pass) { return pass ? "PASS" : "FAIL"; }

// Results that differ from the host backend's, or "-" when the run is on the host.
std::string host_mismatches(const FunctionResult& r) {
  return r.cross_checked ? std::to_string(r.host_mismatches) : "-";
}

}  // namespace

bool Report::all_pass() const {
  for (const FunctionResult& r : results) {
    if (!r.pass) return false;
  }
  return true;
}

std::string format_ulp(double ulp) {
  if (std::isinf(ulp)) return "inf";
  return ulp < 1e6 ? printf_string("%.3f", ulp) : printf_string("%.3g", ulp);
}

std::string format_bound(double ulp) { return ulp > 0 ? printf_string("%.3f", ulp) : "n/a"; }

std::string format_own_bound(double ulp) {
  if (ulp == catalogue::kNoBound) return "none";
  return ulp > 0 ? printf_string("%.3f", ulp) : "exact";
}

// The verdict, and for an absolute-metric entry what it was judged on.
std::string verdict_text(const FunctionResult& r) {
  const catalogue::Entry& e = catalogue::kEntries[r.fn];
  std::string text = verdict(r.pass);
  if (e.bound_ulp == catalogue::kNoBound) text += " (no measured bound: catalogue/bounds.def)";
  if (e.abs_bound > 0.0) {
    text += printf_string(" (abs %.3g <= %.3g where |f| < 1; elsewhere %s ulp)",
                          r.stats.max_abs_below_one, e.abs_bound,
                          format_ulp(r.stats.max_ulp_at_least_one).c_str());
  }
  return text;
}

std::string format_input(float x) {
  return printf_string("%a (%.9g)", static_cast<double>(x), static_cast<double>(x));
}

std::string format_argmax(const FunctionResult& r, bool compact) {
  const int arity = catalogue::kEntries[r.fn].arity;
  const float args[4] = {r.stats.argmax, r.stats.argmax_y, r.stats.argmax_z, r.stats.argmax_w};
  std::string text;
  for (int k = 0; k < arity; ++k) {
    text += (k ? ", " : "") +
            (compact ? printf_string("%a", static_cast<double>(args[k])) : format_input(args[k]));
  }
  return text;
}

void print_table_header(std::FILE* out, const Report& report) {
  std::fprintf(out, "backend: %s\nspace:   %s\n\n", report.backend.c_str(), report.space.c_str());
  std::fprintf(out, "%-14s %11s %9s  %-36s %11s %8s %8s %6s %6s  %s\n", "function", "inputs",
               "max ulp", "argmax", "non-CR", "special", "vs host", "bound", "CUDA", "result");
  std::fflush(out);
}

void print_table_row(std::FILE* out, const FunctionResult& r) {
  const catalogue::Entry& e = catalogue::kEntries[r.fn];
  std::fprintf(out, "%-14s %11llu %9s  %-36s %11llu %8llu %8s %6s %6s  %s\n", e.name,
               static_cast<unsigned long long>(r.stats.count), format_ulp(r.stats.max_ulp).c_str(),
               format_argmax(r, true).c_str(), static_cast<unsigned long long>(r.stats.non_cr),
               static_cast<unsigned long long>(r.stats.special_mistakes),
               host_mismatches(r).c_str(), format_own_bound(e.bound_ulp).c_str(),
               format_bound(e.cuda_ulp).c_str(), verdict_text(r).c_str());
  std::fflush(out);
}

void write_markdown(std::ostream& out, const Report& report) {
  std::size_t passed = 0;
  for (const FunctionResult& r : report.results) passed += r.pass ? 1 : 0;
  out << "# warpmath conformance report\n\n"
      << "- Backend: " << report.backend << "\n"
      << "- Input space: `" << report.space << "`\n"
      << "- Result: " << passed << " of " << report.results.size() << " functions pass\n\n"
      << "Error in ulps of the exact result (docs/design.md, \"Error metric\"); *non-CR* counts "
         "results that differ from the correctly rounded float; *vs host* counts results of a "
         "GPU backend that differ from the host backend's (NaNs match any NaN). A function "
         "fails if its max error exceeds its bound (an absolute-metric function: if its "
         "absolute error where |f| < 1 exceeds its absolute bound, or its ulp error elsewhere "
         "its bound), it has no measured bound yet, it gets any special value wrong, or a GPU "
         "result differs from the host's.\n\n"
      << "| function | inputs | max ulp | argmax | ours / correctly rounded there | non-CR "
         "| special mistakes | vs host | bound | CUDA bound | result |\n"
      << "|---|---:|---:|---|---|---:|---:|---:|---:|---:|---|\n";
  for (const FunctionResult& r : report.results) {
    const catalogue::Entry& e = catalogue::kEntries[r.fn];
    out << "| " << e.name << " | " << r.stats.count << " | " << format_ulp(r.stats.max_ulp)
        << " | `" << format_argmax(r, false) << "` | `"
        << printf_string("%a / %a", static_cast<double>(r.stats.got_at_max),
                         static_cast<double>(r.stats.ref_at_max))
        << "` | " << r.stats.non_cr << " | " << r.stats.special_mistakes << " | "
        << host_mismatches(r) << " | " << format_own_bound(e.bound_ulp) << " | "
        << format_bound(e.cuda_ulp) << " | " << verdict_text(r) << " |\n";
  }

  out << "\n## Error histograms\n\nNumber of results per error range (ulps).\n\n| function |";
  for (int b = 0; b < host_ref::Stats::kBins; ++b)
    out << " " << host_ref::histogram_bin_label(b) << " |";
  out << "\n|---|";
  for (int b = 0; b < host_ref::Stats::kBins; ++b) out << "---:|";
  out << "\n";
  for (const FunctionResult& r : report.results) {
    out << "| " << catalogue::kEntries[r.fn].name << " |";
    for (int b = 0; b < host_ref::Stats::kBins; ++b) out << " " << r.stats.hist[b] << " |";
    out << "\n";
  }

  for (const FunctionResult& r : report.results) {
    if (r.host_mismatches == 0) continue;
    const bool pair = catalogue::kEntries[r.fn].arity >= 2;
    out << "\n"
        << catalogue::kEntries[r.fn].name << ": first input where the backend differs "
        << "from the host: `" << format_input(r.first_host_mismatch)
        << (pair ? ", " + format_input(r.first_host_mismatch_y) : std::string()) << "`\n";
  }

  bool any_mistake = false;
  for (const FunctionResult& r : report.results) {
    if (r.stats.special_examples.empty()) continue;
    if (!any_mistake) out << "\n## Special-value mistakes (first inputs)\n\n";
    any_mistake = true;
    out << "- " << catalogue::kEntries[r.fn].name << ":";
    const std::vector<float>& ys = r.stats.special_examples_y;
    for (std::size_t i = 0; i < r.stats.special_examples.size(); ++i) {
      out << " `" << printf_string("%a", static_cast<double>(r.stats.special_examples[i]));
      if (i < ys.size()) out << printf_string(", %a", static_cast<double>(ys[i]));
      out << "`";
    }
    out << "\n";
  }

  out << "\n## Functions\n\n| function | reference | domain | sweep time (s) "
         "|\n|---|---|---|---:|\n";
  for (const FunctionResult& r : report.results) {
    const catalogue::Entry& e = catalogue::kEntries[r.fn];
    out << "| " << e.name << " | " << e.ref << " | " << e.domain << " | "
        << printf_string("%.1f", r.seconds) << " |\n";
  }
}

}  // namespace warpmath::conformance
