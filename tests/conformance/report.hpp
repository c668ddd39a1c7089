// tests/conformance/report.hpp -- the results of a conformance run and their three renderings:
// the terminal table (one row per function, printed as each sweep ends), Markdown and JSON.
//
// JSON layout: {"backend", "space", "all_pass", "functions": [{"name", "reference", "domain",
// "arity", "inputs", "max_ulp", "argmax", "argmax_decimal", "got_at_max", "expected_at_max",
// "non_cr", "special_mistakes", "special_examples", "host_mismatches", "first_host_mismatch",
// "bound_ulp", "cuda_ulp", "pass", "seconds", "histogram": [{"bin", "count"}...]}...]}. Floats
// are hex-float strings ("0x1.8p+3"); max_ulp is a number, or the string "inf" when a result was
// infinitely wrong (a NaN or infinity for a finite value, or the reverse); cuda_ulp is null when
// CUDA has no such function; host_mismatches and first_host_mismatch are null on the host
// backend (nothing to compare). A two-argument function (arity 2) also has "argmax_y" and
// "argmax_y_decimal" (argmax is the first argument), "first_host_mismatch_y", and its
// special_examples are [x, y] pairs (the first two arguments); arity 3 and 4 also have
// "argmax_z" and "argmax_w".
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <ostream>
#include <string>
#include <vector>

#include "host_ref/oracle.hpp"

namespace warpmath::conformance {

struct FunctionResult {
  std::size_t fn;  // index into catalogue::kEntries
  host_ref::Stats stats;
  double seconds;
  bool pass;                      // within the bound, no special mistake, no host mismatch
  bool cross_checked;             // a GPU backend's results were compared with the host's
  std::uint64_t host_mismatches;  // results that differ from the host backend's
  float first_host_mismatch;      // the first input where they differ
  float first_host_mismatch_y;    // its second argument (two-argument functions)
};

struct Report {
  std::string backend;  // Runner::describe()
  std::string space;    // Space::name(), or one per arity ("sample:8 (one argument), pairs:8 (two
                        // arguments)")
  std::vector<FunctionResult> results;
  bool all_pass() const;
};

// "0.512" (three decimals), "1.2e+30" for huge errors, "inf".
std::string format_ulp(double ulp);
// A documented bound: "1.000", or "n/a" for 0 (CUDA has no such function, or documents none).
std::string format_bound(double ulp);
// warpmath's own bound: "0.500", or "exact" for 0 (every result bit-exact).
std::string format_own_bound(double ulp);
// "0x1.921fb6p+0 (1.57079637)": hex-float and shortest round-trip decimal.
std::string format_input(float x);
// The arguments where a function's max error occurs: format_input(argmax), or for a function of
// several arguments "x, y[, z, w]" (hex-floats only when `compact`, for the terminal table).
std::string format_argmax(const FunctionResult& r, bool compact);

// Terminal table: the header (with the backend and space), then one row per function.
void print_table_header(std::FILE* out, const Report& report);
void print_table_row(std::FILE* out, const FunctionResult& result);

void write_markdown(std::ostream& out, const Report& report);
void write_json(std::ostream& out, const Report& report);

}  // namespace warpmath::conformance
