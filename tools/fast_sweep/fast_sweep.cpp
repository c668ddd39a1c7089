// tools/fast_sweep/fast_sweep.cpp -- exhaustive error sweep of the fast tier (warpmath::fast).
//
// For each fast function: every float input (or every N-th with --stride N), the error in ulps
// (DESIGN.md section 5: |got - exact| / 2^(max(floor(log2|exact|), -126) - 23)) over the
// function's fast domain and over all floats, where the maximum occurs, the maximum absolute
// error (the natural measure for sin/cos-like functions), and the special-value mistakes (input
// or reference NaN, infinite or zero, and the result not bit-identical to the correctly rounded
// one; any NaN matches NaN).
//
// Reference: double-precision libm (glibc), whose error (< 1 ulp of double, i.e. < 1e-8 ulp of
// float) is irrelevant against fast-tier errors; 1/sqrt for rsqrt is two double roundings.  The
// reference is the exact value for the metric, not a rounded float.
//
// Build (host, no library needed):
//   g++ -O2 -std=c++17 -ffp-contract=off -Iinclude -I. tools/fast_sweep/fast_sweep.cpp
//       -o fast_sweep -pthread
// Run:  ./fast_sweep [--threads N] [--stride N] [function ...]     (default: all functions)
// Prints one Markdown table row per function.
#include <atomic>
#include <cinttypes>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <string>
#include <thread>
#include <vector>
#include <warpmath/warpmath.hpp>

namespace {

float as_float(std::uint32_t u) {
  float f;
  std::memcpy(&f, &u, sizeof f);
  return f;
}
std::uint32_t as_uint(float f) {
  std::uint32_t u;
  std::memcpy(&u, &f, sizeof u);
  return u;
}

struct FastFn {
  const char* name;
  std::function<float(float)> fast;
  std::function<double(double)> ref;
  std::function<bool(float)> in_domain;  // the documented fast domain
  const char* domain;
};

double ulp_of(double t) {
  int e = std::ilogb(t);  // floor(log2|t|) for finite non-zero t
  if (t == 0.0 || e < -126) e = -126;
  return std::ldexp(1.0, e - 23);
}

// Error in ulps; +inf for a wrong special value (NaN, infinity) or a non-finite result of a
// finite reference.
double ulp_error(float got, double exact) {
  const float rounded = static_cast<float>(exact);
  if (std::isnan(exact)) return std::isnan(got) ? 0.0 : INFINITY;
  if (std::isinf(rounded)) return got == rounded ? 0.0 : INFINITY;
  if (!std::isfinite(got)) return INFINITY;
  return std::fabs(static_cast<double>(got) - exact) / ulp_of(exact);
}

bool special_mistake(float x, float got, double exact) {
  const float rounded = static_cast<float>(exact);
  const bool special = !std::isfinite(x) || x == 0.0f || !std::isfinite(rounded) || rounded == 0.0f;
  if (!special) return false;
  if (std::isnan(rounded)) return !std::isnan(got);
  return as_uint(got) != as_uint(rounded);
}

struct Stats {
  double max_ulp = 0, max_abs = 0;
  float argmax = 0, got_at = 0;
  double exact_at = 0;
  std::uint64_t count = 0;
  void add(float x, float got, double exact) {
    ++count;
    const double e = ulp_error(got, exact);
    if (e > max_ulp || (std::isnan(e) && !std::isnan(max_ulp))) {
      max_ulp = e;
      argmax = x;
      got_at = got;
      exact_at = exact;
    }
    if (std::isfinite(exact) && std::isfinite(got)) {
      max_abs = std::fmax(max_abs, std::fabs(static_cast<double>(got) - exact));
    }
  }
  void merge(const Stats& o) {
    if (o.max_ulp > max_ulp) {
      max_ulp = o.max_ulp;
      argmax = o.argmax;
      got_at = o.got_at;
      exact_at = o.exact_at;
    }
    max_abs = std::fmax(max_abs, o.max_abs);
    count += o.count;
  }
};

struct Result {
  Stats domain, full;
  std::uint64_t special_mistakes = 0;
  float special_example = 0;
};

bool abs_below(float x, float limit) { return std::fabs(x) <= limit; }
bool all_floats(float) { return true; }

// sin(pi x) in double: x - 2 rint(x/2) is exact (|result| <= 1), so only sin's own error
// (< 1 ulp of double) and one rounding of pi r remain.
double sinpi_ref(double x) {
  if (std::isinf(x)) return NAN;
  const double r = x - 2.0 * std::rint(x / 2.0);
  if (r == 0.0) return std::copysign(0.0, x);
  if (std::fabs(r) == 1.0) return std::copysign(0.0, x);
  if (std::fabs(r) == 0.5) return r > 0 ? 1.0 : -1.0;
  return std::sin(M_PI * r);
}
double cospi_ref(double x) {
  if (std::isinf(x)) return NAN;
  const double r = std::fabs(x - 2.0 * std::rint(x / 2.0));  // [0, 1]
  if (r == 0.5) return 0.0;
  return r < 0.5 ? std::sin(M_PI * (0.5 - r)) : -std::sin(M_PI * (r - 0.5));
}

std::vector<FastFn> functions() {
  namespace f = warpmath::fast;
  return {
      {"expf", f::expf, [](double x) { return std::exp(x); },
       [](float x) { return abs_below(x, 87.33f); }, "|x| <= 87.33"},
      {"exp2f", f::exp2f, [](double x) { return std::exp2(x); },
       [](float x) { return abs_below(x, 126.0f); }, "|x| <= 126"},
      {"exp10f", f::exp10f, [](double x) { return std::pow(10.0, x); },
       [](float x) { return abs_below(x, 37.92f); }, "|x| <= 37.92"},
      {"logf", f::logf, [](double x) { return std::log(x); }, [](float) { return true; },
       "all floats"},
      {"log2f", f::log2f, [](double x) { return std::log2(x); }, [](float) { return true; },
       "all floats"},
      {"log10f", f::log10f, [](double x) { return std::log10(x); }, [](float) { return true; },
       "all floats"},
      {"sinf", f::sinf, [](double x) { return std::sin(x); },
       [](float x) { return std::fabs(x) < 131072.0f; }, "|x| < 2^17"},
      {"cosf", f::cosf, [](double x) { return std::cos(x); },
       [](float x) { return std::fabs(x) < 131072.0f; }, "|x| < 2^17"},
      {"sincosf_sin",
       [](float x) {
         float s, c;
         f::sincosf(x, &s, &c);
         return s;
       },
       [](double x) { return std::sin(x); }, [](float x) { return std::fabs(x) < 131072.0f; },
       "|x| < 2^17"},
      {"sincosf_cos",
       [](float x) {
         float s, c;
         f::sincosf(x, &s, &c);
         return c;
       },
       [](double x) { return std::cos(x); }, [](float x) { return std::fabs(x) < 131072.0f; },
       "|x| < 2^17"},
      {"tanf", f::tanf, [](double x) { return std::tan(x); },
       [](float x) { return std::fabs(x) < 131072.0f; }, "|x| < 2^17"},
      {"rsqrtf", f::rsqrtf, [](double x) { return 1.0 / std::sqrt(x); }, [](float) { return true; },
       "all floats"},
      {"sinpif", f::sinpif, [](double x) { return sinpi_ref(x); }, all_floats, "all floats"},
      {"cospif", f::cospif, [](double x) { return cospi_ref(x); }, all_floats, "all floats"},
      {"asinf", f::asinf, [](double x) { return std::asin(x); }, all_floats, "all floats"},
      {"acosf", f::acosf, [](double x) { return std::acos(x); }, all_floats, "all floats"},
      {"atanf", f::atanf, [](double x) { return std::atan(x); }, all_floats, "all floats"},
      {"sinhf", f::sinhf, [](double x) { return std::sinh(x); }, all_floats, "all floats"},
      {"coshf", f::coshf, [](double x) { return std::cosh(x); }, all_floats, "all floats"},
      {"tanhf", f::tanhf, [](double x) { return std::tanh(x); }, all_floats, "all floats"},
      {"cbrtf", f::cbrtf, [](double x) { return std::cbrt(x); }, all_floats, "all floats"},
      {"expm1f", f::expm1f, [](double x) { return std::expm1(x); }, all_floats, "all floats"},
      {"log1pf", f::log1pf, [](double x) { return std::log1p(x); }, all_floats, "all floats"},
      {"erff", f::erff, [](double x) { return std::erf(x); }, all_floats, "all floats"},
      {"erfcf", f::erfcf, [](double x) { return std::erfc(x); }, all_floats, "all floats"},
  };
}

Result sweep(const FastFn& fn, unsigned threads, std::uint64_t stride) {
  constexpr std::uint64_t kTotal = std::uint64_t{1} << 32;
  constexpr std::uint64_t kChunk = std::uint64_t{1} << 22;
  std::atomic<std::uint64_t> next{0};
  std::vector<Result> parts(threads);
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t) {
    pool.emplace_back([&, t] {
      Result& res = parts[t];
      for (;;) {
        const std::uint64_t begin = next.fetch_add(kChunk);
        if (begin >= kTotal) break;
        for (std::uint64_t u = begin; u < begin + kChunk; u += stride) {
          const float x = as_float(static_cast<std::uint32_t>(u));
          const float got = fn.fast(x);
          const double exact = fn.ref(static_cast<double>(x));
          res.full.add(x, got, exact);
          if (fn.in_domain(x)) res.domain.add(x, got, exact);
          if (special_mistake(x, got, exact) && res.special_mistakes++ == 0)
            res.special_example = x;
        }
      }
    });
  }
  for (auto& th : pool) th.join();
  Result total;
  for (const Result& p : parts) {
    total.domain.merge(p.domain);
    total.full.merge(p.full);
    if (p.special_mistakes && !total.special_mistakes) total.special_example = p.special_example;
    total.special_mistakes += p.special_mistakes;
  }
  return total;
}

}  // namespace

int main(int argc, char** argv) {
  unsigned threads = std::thread::hardware_concurrency();
  std::uint64_t stride = 1;
  std::vector<std::string> wanted;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--threads" && i + 1 < argc) {
      threads = static_cast<unsigned>(std::stoul(argv[++i]));
    } else if (a == "--stride" && i + 1 < argc) {
      stride = std::stoull(argv[++i]);
    } else {
      wanted.push_back(a);
    }
  }
  if (threads == 0) threads = 1;
  std::printf(
      "| function | fast domain | max ulp (domain) | at | max abs (domain) | max ulp (all floats) "
      "| at | special mistakes | inputs |\n|---|---|---:|---|---:|---:|---|---:|---:|\n");
  for (const FastFn& fn : functions()) {
    if (!wanted.empty()) {
      bool found = false;
      for (const auto& w : wanted) found = found || w == fn.name;
      if (!found) continue;
    }
    const Result r = sweep(fn, threads, stride);
    std::printf(
        "| `%s` | %s | %.3f | `%a` | %.3g | %.3f | `%a` | %" PRIu64 "%s | %s |\n", fn.name,
        fn.domain, r.domain.max_ulp, static_cast<double>(r.domain.argmax), r.domain.max_abs,
        r.full.max_ulp, static_cast<double>(r.full.argmax), r.special_mistakes,
        r.special_mistakes ? (" (e.g. " + std::to_string(r.special_example) + ")").c_str() : "",
        stride == 1 ? "all 2^32" : ("2^32/" + std::to_string(stride)).c_str());
    std::fflush(stdout);
  }
}
