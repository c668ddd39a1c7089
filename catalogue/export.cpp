// catalogue/export.cpp -- warpmath-catalogue: the catalogue as JSON, for CMake and the scripts.
//
//   warpmath-catalogue --json > catalogue.json
//
// Expands catalogue/functions.def, catalogue/bounds.def and bench/vendor_equivalents.def with
// macros that only stringify, so it needs no library header and builds in a second (CMake
// compiles and runs it at configure time and writes build/catalogue.json; scripts/catalogue.py
// compiles it when no build is at hand). The one reader of the catalogue outside C++: nothing
// else parses the .def files.
//
// Output: {"families": [{"id", "title"}...], "entries": [{...}...]} with, per entry in catalogue
// order: id, kind (unary, binary, binary_int, ternary, quaternary), arity, integer_arg, call,
// ref, tier, family, cuda_ulp, domain, bound_ulp (null: not swept yet), view_of (the function
// an output or fixed-size view belongs to, else the id), identical_to (null or an id), metric
// ("ulp" or "absolute"), abs_bound (null for ulp), fast_domain (null or {lo, hi, label}),
// bench_domain (null or {xlo, xhi, ylo, yhi, label}) and vendor ([{platform, variant, expr}]:
// cuda, hip, host and tier rows of bench/vendor_equivalents.def).
#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <vector>

namespace {

struct Entry {
  std::string id, kind, call, ref, tier, family, cuda, domain;
  int arity;
  bool integer_arg;
};
struct Range {
  double xlo, xhi, ylo, yhi;
  std::string label;
};
struct Vendor {
  std::string platform, variant, expr;
};

std::vector<std::pair<std::string, std::string>> g_families;
std::vector<Entry> g_entries;
std::map<std::string, std::string> g_bounds, g_view_of, g_identical;
std::map<std::string, double> g_absolute;
std::map<std::string, Range> g_fast_domain, g_bench_domain;
std::map<std::string, std::vector<Vendor>> g_vendor;

std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (const char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
      out += buf;
    } else {
      out += c;
    }
  }
  return out + "\"";
}

std::string number(double v) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.9g", v);
  return buf;
}

void load() {
#define WARPMATH_FAMILY(family, title) g_families.emplace_back(#family, title);
#define WARPMATH_CATALOGUE_ENTRY(kind, arity, integer_arg, id, call, ref, tier, family, cuda, \
                                 domain)                                                      \
  g_entries.push_back({#id, kind, #call, #ref, #tier, #family, #cuda, domain, arity, integer_arg});
#define WARPMATH_UNARY(...) WARPMATH_CATALOGUE_ENTRY("unary", 1, false, __VA_ARGS__)
#define WARPMATH_BINARY(...) WARPMATH_CATALOGUE_ENTRY("binary", 2, false, __VA_ARGS__)
#define WARPMATH_BINARY_INT(...) WARPMATH_CATALOGUE_ENTRY("binary_int", 2, true, __VA_ARGS__)
#define WARPMATH_TERNARY(...) WARPMATH_CATALOGUE_ENTRY("ternary", 3, false, __VA_ARGS__)
#define WARPMATH_QUATERNARY(...) WARPMATH_CATALOGUE_ENTRY("quaternary", 4, false, __VA_ARGS__)
#define WARPMATH_VIEW(id, of, same) \
  g_view_of[#id] = #of;             \
  if (std::strcmp(#same, "none") != 0) g_identical[#id] = #same;
#define WARPMATH_ABSOLUTE(id, abs_bound) g_absolute[#id] = abs_bound;
#define WARPMATH_FAST_DOMAIN(id, lo, hi, label) g_fast_domain[#id] = {lo, hi, lo, hi, label};
#include "catalogue/functions.def"
#undef WARPMATH_CATALOGUE_ENTRY
#define WARPMATH_BOUND(id, bound_ulp) g_bounds[#id] = #bound_ulp;
#include "catalogue/bounds.def"
#define WARPMATH_BENCH_DOMAIN(id, lo, hi, label) g_bench_domain[#id] = {lo, hi, lo, hi, label};
#define WARPMATH_BENCH_DOMAIN2(id, xlo, xhi, ylo, yhi, label) \
  g_bench_domain[#id] = {xlo, xhi, ylo, yhi, label};
#define WARPMATH_CUDA_EQUIV(id, variant, ...) \
  g_vendor[#id].push_back({"cuda", #variant, #__VA_ARGS__});
#define WARPMATH_HIP_EQUIV(id, variant, ...) \
  g_vendor[#id].push_back({"hip", #variant, #__VA_ARGS__});
#define WARPMATH_HOST_EQUIV(id, variant, ...) \
  g_vendor[#id].push_back({"host", #variant, #__VA_ARGS__});
#define WARPMATH_TIER(id, tier, ...) g_vendor[#id].push_back({"tier", #tier, #__VA_ARGS__});
#include "bench/vendor_equivalents.def"
}

void print_json() {
  std::printf("{\n  \"families\": [");
  for (std::size_t i = 0; i < g_families.size(); ++i)
    std::printf("%s\n    {\"id\": %s, \"title\": %s}", i ? "," : "",
                quoted(g_families[i].first).c_str(), quoted(g_families[i].second).c_str());
  std::printf("\n  ],\n  \"entries\": [");
  for (std::size_t i = 0; i < g_entries.size(); ++i) {
    const Entry& e = g_entries[i];
    std::printf("%s\n    {\"id\": %s, \"kind\": %s, \"arity\": %d, \"integer_arg\": %s,\n",
                i ? "," : "", quoted(e.id).c_str(), quoted(e.kind).c_str(), e.arity,
                e.integer_arg ? "true" : "false");
    std::printf("     \"call\": %s, \"ref\": %s, \"tier\": %s, \"family\": %s,\n",
                quoted(e.call).c_str(), quoted(e.ref).c_str(), quoted(e.tier).c_str(),
                quoted(e.family).c_str());
    const auto bound = g_bounds.find(e.id);
    std::printf("     \"cuda_ulp\": %s, \"domain\": %s, \"bound_ulp\": %s,\n", e.cuda.c_str(),
                quoted(e.domain).c_str(), bound == g_bounds.end() ? "null" : bound->second.c_str());
    const auto view = g_view_of.find(e.id);
    const auto same = g_identical.find(e.id);
    std::printf("     \"view_of\": %s, \"identical_to\": %s,\n",
                quoted(view == g_view_of.end() ? e.id : view->second).c_str(),
                same == g_identical.end() ? "null" : quoted(same->second).c_str());
    const auto abs = g_absolute.find(e.id);
    std::printf("     \"metric\": %s, \"abs_bound\": %s,\n",
                abs == g_absolute.end() ? "\"ulp\"" : "\"absolute\"",
                abs == g_absolute.end() ? "null" : number(abs->second).c_str());
    const auto fast = g_fast_domain.find(e.id);
    if (fast == g_fast_domain.end()) {
      std::printf("     \"fast_domain\": null,\n");
    } else {
      std::printf("     \"fast_domain\": {\"lo\": %s, \"hi\": %s, \"label\": %s},\n",
                  number(fast->second.xlo).c_str(), number(fast->second.xhi).c_str(),
                  quoted(fast->second.label).c_str());
    }
    const auto bench = g_bench_domain.find(e.id);
    if (bench == g_bench_domain.end()) {
      std::printf("     \"bench_domain\": null,\n");
    } else {
      const Range& r = bench->second;
      std::printf(
          "     \"bench_domain\": {\"xlo\": %s, \"xhi\": %s, \"ylo\": %s, \"yhi\": %s, \"label\": "
          "%s},\n",
          number(r.xlo).c_str(), number(r.xhi).c_str(), number(r.ylo).c_str(),
          number(r.yhi).c_str(), quoted(r.label).c_str());
    }
    std::printf("     \"vendor\": [");
    const auto vendor = g_vendor.find(e.id);
    if (vendor != g_vendor.end()) {
      for (std::size_t k = 0; k < vendor->second.size(); ++k) {
        const Vendor& v = vendor->second[k];
        std::printf("%s\n       {\"platform\": %s, \"variant\": %s, \"expr\": %s}", k ? "," : "",
                    quoted(v.platform).c_str(), quoted(v.variant).c_str(), quoted(v.expr).c_str());
      }
    }
    std::printf("]}");
  }
  std::printf("\n  ]\n}\n");
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2 || std::strcmp(argv[1], "--json") != 0) {
    std::fprintf(stderr, "usage: warpmath-catalogue --json\n");
    return 2;
  }
  load();
  print_json();
  return 0;
}
