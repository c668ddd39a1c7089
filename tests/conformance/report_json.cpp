// tests/conformance/report_json.cpp -- the JSON report (layout in report.hpp).
#include <cmath>
#include <cstdio>

#include "catalogue/kernels.hpp"
#include "report.hpp"

namespace warpmath::conformance {
namespace {

std::string quoted(const std::string& s) {
  std::string q = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') {
      q += '\\';
      q += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      char escape[8];
      std::snprintf(escape, sizeof escape, "\\u%04x", static_cast<unsigned>(c));
      q += escape;
    } else {
      q += c;
    }
  }
  return q + "\"";
}

std::string hex_float(float x) {
  char buffer[48];
  std::snprintf(buffer, sizeof buffer, "%a", static_cast<double>(x));
  return quoted(buffer);
}

std::string decimal(float x) {
  char buffer[48];
  std::snprintf(buffer, sizeof buffer, "%.9g", static_cast<double>(x));
  return quoted(buffer);
}

std::string number(double v) {
  if (std::isinf(v)) return "\"inf\"";
  char buffer[48];
  std::snprintf(buffer, sizeof buffer, "%.17g", v);
  return buffer;
}

std::string fixed3(double v) {
  char buffer[48];
  std::snprintf(buffer, sizeof buffer, "%.3f", v);
  return buffer;
}

void write_function(std::ostream& out, const FunctionResult& r) {
  const catalogue::Entry& e = catalogue::kEntries[r.fn];
  const host_ref::Stats& s = r.stats;
  const bool pair = e.arity >= 2;
  out << "    {\n"
      << "      \"name\": " << quoted(e.name) << ",\n"
      << "      \"reference\": " << quoted(e.ref) << ",\n"
      << "      \"domain\": " << quoted(e.domain) << ",\n"
      << "      \"arity\": " << e.arity << ",\n"
      << "      \"inputs\": " << s.count << ",\n"
      << "      \"max_ulp\": " << number(s.max_ulp) << ",\n"
      << "      \"argmax\": " << hex_float(s.argmax) << ",\n"
      << "      \"argmax_decimal\": " << decimal(s.argmax) << ",\n";
  if (pair) {
    out << "      \"argmax_y\": " << hex_float(s.argmax_y) << ",\n"
        << "      \"argmax_y_decimal\": " << decimal(s.argmax_y) << ",\n";
  }
  if (e.arity >= 3) out << "      \"argmax_z\": " << hex_float(s.argmax_z) << ",\n";
  if (e.arity >= 4) out << "      \"argmax_w\": " << hex_float(s.argmax_w) << ",\n";
  out << "      \"got_at_max\": " << hex_float(s.got_at_max) << ",\n"
      << "      \"expected_at_max\": " << hex_float(s.ref_at_max) << ",\n"
      << "      \"max_abs_error\": " << number(s.max_abs) << ",\n"
      << "      \"argmax_abs\": " << hex_float(s.argmax_abs) << ",\n";
  if (pair) out << "      \"argmax_abs_y\": " << hex_float(s.argmax_abs_y) << ",\n";
  out << "      \"max_abs_error_below_1\": " << number(s.max_abs_below_one) << ",\n"
      << "      \"argmax_abs_below_1\": " << hex_float(s.argmax_abs_below_one) << ",\n";
  if (pair)
    out << "      \"argmax_abs_below_1_y\": " << hex_float(s.argmax_abs_below_one_y) << ",\n";
  out << "      \"max_ulp_at_least_1\": " << number(s.max_ulp_at_least_one) << ",\n";
  out << "      \"non_cr\": " << s.non_cr << ",\n"
      << "      \"special_mistakes\": " << s.special_mistakes << ",\n"
      << "      \"special_examples\": [";
  for (std::size_t i = 0; i < s.special_examples.size(); ++i) {
    out << (i ? ", " : "");
    if (pair && i < s.special_examples_y.size()) {
      out << "[" << hex_float(s.special_examples[i]) << ", " << hex_float(s.special_examples_y[i])
          << "]";
    } else {
      out << hex_float(s.special_examples[i]);
    }
  }
  out << "],\n"
      << "      \"host_mismatches\": "
      << (r.cross_checked ? std::to_string(r.host_mismatches) : "null") << ",\n"
      << "      \"first_host_mismatch\": "
      << (r.cross_checked && r.host_mismatches > 0 ? hex_float(r.first_host_mismatch) : "null")
      << ",\n";
  if (pair) {
    out << "      \"first_host_mismatch_y\": "
        << (r.cross_checked && r.host_mismatches > 0 ? hex_float(r.first_host_mismatch_y) : "null")
        << ",\n";
  }
  out << "      \"bound_ulp\": "
      << (e.bound_ulp == catalogue::kNoBound ? "null" : number(e.bound_ulp)) << ",\n"
      << "      \"metric\": " << (e.abs_bound > 0.0 ? "\"absolute\"" : "\"ulp\"") << ",\n"
      << "      \"abs_bound\": " << (e.abs_bound > 0.0 ? number(e.abs_bound) : "null") << ",\n"
      << "      \"cuda_ulp\": " << (e.cuda_ulp > 0 ? number(e.cuda_ulp) : "null") << ",\n"
      << "      \"pass\": " << (r.pass ? "true" : "false") << ",\n"
      << "      \"seconds\": " << fixed3(r.seconds) << ",\n"
      << "      \"histogram\": [";
  for (int b = 0; b < host_ref::Stats::kBins; ++b) {
    out << (b ? ", " : "") << "{\"bin\": " << quoted(host_ref::histogram_bin_label(b))
        << ", \"count\": " << s.hist[b] << "}";
  }
  out << "]\n    }";
}

}  // namespace

void write_json(std::ostream& out, const Report& report) {
  out << "{\n"
      << "  \"backend\": " << quoted(report.backend) << ",\n"
      << "  \"space\": " << quoted(report.space) << ",\n"
      << "  \"all_pass\": " << (report.all_pass() ? "true" : "false") << ",\n"
      << "  \"functions\": [\n";
  for (std::size_t i = 0; i < report.results.size(); ++i) {
    write_function(out, report.results[i]);
    out << (i + 1 < report.results.size() ? ",\n" : "\n");
  }
  out << "  ]\n}\n";
}

}  // namespace warpmath::conformance
