// Exhaustive check (CTest label `exhaustive`): every one-argument exact function, for all 2^32
// inputs, against the host libm (exact for these functions) and the documented conventions:
//   truncf floorf ceilf roundf rintf nearbyintf modff logbf   bit for bit (NaN results quiet)
//   fp::rint fp::floor fp::ceil fp::trunc                    bit for bit (NaN results quiet)
//   lrintf llrintf lroundf llroundf   saturating conversions, NaN -> 0 (exact/lrint.hpp)
//   fabsf                             bit for bit, a NaN's payload kept
//   isnan isinf isfinite signbit      as the host's classification
//   ilogbf frexpf                     INT_MIN for 0 and NaN, INT_MAX for inf; *exp = 0 for 0,
//                                     inf, NaN
//   ldexpf scalbnf scalblnf           at n = -300, -150, -1, 1, 150, 300, against x * 2^n in
//                                     double (exact) rounded once to float
// Prints the first mismatches and exits 1 if there is any, 0 otherwise.  No gtest, no oracle:
// the library and threads only.
#include <algorithm>
#include <atomic>
#include <cfloat>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <mutex>
#include <thread>
#include <vector>
#include <warpmath/exact/exact.hpp>

namespace {

namespace fp = warpmath::fp;

constexpr int kScales[] = {-300, -150, -1, 1, 150, 300};
constexpr int kNumScales = sizeof(kScales) / sizeof(kScales[0]);
constexpr int kMaxReports = 12;

// 2^n as doubles: x * 2^n is exact in double for |n| <= 300 (2^-449 and 2^428 are in range), and
// its conversion to float is the one correctly rounded ldexpf(x, n).  (glibc's ldexpf itself gives
// the same bits but takes ~100 ns per underflowing call, which would dominate the run.)
const double scale_factors[kNumScales] = {std::ldexp(1.0, kScales[0]), std::ldexp(1.0, kScales[1]),
                                          std::ldexp(1.0, kScales[2]), std::ldexp(1.0, kScales[3]),
                                          std::ldexp(1.0, kScales[4]), std::ldexp(1.0, kScales[5])};

std::mutex report_mutex;
std::atomic<int> reports{0};

bool is_quiet_nan(float x) { return std::isnan(x) && (fp::as_uint(x) & 0x00400000u) != 0; }

// Same bits, any NaN matching any NaN, and a NaN result must be quiet.
bool matches(float got, float want) {
  if (std::isnan(want)) return is_quiet_nan(got);
  return fp::as_uint(got) == fp::as_uint(want);
}

void report(const char* what, std::uint32_t u, double got, double want) {
  if (reports.fetch_add(1) >= kMaxReports) return;
  std::lock_guard<std::mutex> lock(report_mutex);
  std::printf("MISMATCH %s at x = %a [0x%08x]: got %a, expected %a\n", what,
              static_cast<double>(fp::as_float(u)), u, got, want);
}

template <class Int>
Int saturated(float r) {  // an integral float (or inf, NaN) as the conversions promise it
  if (std::isnan(r)) return 0;
  const float limit = std::ldexp(1.0f, std::numeric_limits<Int>::digits);  // 2^(N-1)
  if (r >= limit) return std::numeric_limits<Int>::max();
  if (r < -limit) return std::numeric_limits<Int>::min();
  return static_cast<Int>(r);
}

// Number of mismatching (input, function) cases for inputs [first, last).
std::uint64_t check_range(std::uint64_t first, std::uint64_t last) {
  std::uint64_t bad = 0;
  auto expect = [&](bool ok, const char* what, std::uint32_t u, double got, double want) {
    if (!ok) {
      ++bad;
      report(what, u, got, want);
    }
  };
  for (std::uint64_t v = first; v < last; ++v) {
    const std::uint32_t u = static_cast<std::uint32_t>(v);
    const float x = fp::as_float(u);
    float got, want;
    got = warpmath::truncf(x), want = std::trunc(x);
    expect(matches(got, want), "truncf", u, got, want);
    got = warpmath::floorf(x), want = std::floor(x);
    expect(matches(got, want), "floorf", u, got, want);
    got = warpmath::ceilf(x), want = std::ceil(x);
    expect(matches(got, want), "ceilf", u, got, want);
    const float round_want = std::round(x);
    got = warpmath::roundf(x);
    expect(matches(got, round_want), "roundf", u, got, round_want);
    const float rint_want = std::rint(x);
    got = warpmath::rintf(x);
    expect(matches(got, rint_want), "rintf", u, got, rint_want);
    got = warpmath::nearbyintf(x), want = std::nearbyint(x);
    expect(matches(got, want), "nearbyintf", u, got, want);
    // The rounding primitives that the library's other functions use (fp/ops.hpp).
    got = fp::rint(x);
    expect(matches(got, rint_want), "fp::rint", u, got, rint_want);
    got = fp::floor(x), want = std::floor(x);
    expect(matches(got, want), "fp::floor", u, got, want);
    got = fp::ceil(x), want = std::ceil(x);
    expect(matches(got, want), "fp::ceil", u, got, want);
    got = fp::trunc(x), want = std::trunc(x);
    expect(matches(got, want), "fp::trunc", u, got, want);

    const long lr = warpmath::lrintf(x), lr_want = saturated<long>(rint_want);
    expect(lr == lr_want, "lrintf", u, static_cast<double>(lr), static_cast<double>(lr_want));
    const long long llr = warpmath::llrintf(x), llr_want = saturated<long long>(rint_want);
    expect(llr == llr_want, "llrintf", u, static_cast<double>(llr), static_cast<double>(llr_want));
    const long lo = warpmath::lroundf(x), lo_want = saturated<long>(round_want);
    expect(lo == lo_want, "lroundf", u, static_cast<double>(lo), static_cast<double>(lo_want));
    const long long llo = warpmath::llroundf(x), llo_want = saturated<long long>(round_want);
    expect(llo == llo_want, "llroundf", u, static_cast<double>(llo), static_cast<double>(llo_want));

    const bool finite_nonzero = std::isfinite(x) && x != 0.0f;
    got = warpmath::logbf(x), want = std::logb(x);
    expect(matches(got, want), "logbf", u, got, want);
    const int il = warpmath::ilogbf(x);
    const int il_want = finite_nonzero ? std::ilogb(x) : (std::isinf(x) ? INT_MAX : INT_MIN);
    expect(il == il_want, "ilogbf", u, il, il_want);
    int e = 12345, e_want = 0;
    got = warpmath::frexpf(x, &e);
    want = finite_nonzero ? std::frexp(x, &e_want) : x;
    expect(matches(got, want) && e == e_want, "frexpf", u, got, want);
    float ip = 0.0f, ip_want = 0.0f;
    got = warpmath::modff(x, &ip), want = std::modf(x, &ip_want);
    expect(matches(got, want) && matches(ip, ip_want), "modff", u, got, want);

    // fabsf (a bit operation: a NaN keeps its payload) and the classification functions.
    got = warpmath::fabsf(x);
    expect(fp::as_uint(got) == (u & 0x7fffffffu), "fabsf", u, got, std::fabs(x));
    const bool classes_ok =
        warpmath::isnan(x) == std::isnan(x) && warpmath::isinf(x) == std::isinf(x) &&
        warpmath::isfinite(x) == std::isfinite(x) && warpmath::signbit(x) == std::signbit(x);
    expect(classes_ok, "isnan/isinf/isfinite/signbit", u, x, x);

    for (int i = 0; i < kNumScales; ++i) {
      const int n = kScales[i];
      want = static_cast<float>(static_cast<double>(x) * scale_factors[i]);
      got = warpmath::ldexpf(x, n);
      expect(matches(got, want), "ldexpf", u, got, want);
      got = warpmath::scalbnf(x, n);
      expect(matches(got, want), "scalbnf", u, got, want);
      got = warpmath::scalblnf(x, static_cast<long>(n));
      expect(matches(got, want), "scalblnf", u, got, want);
    }
  }
  return bad;
}

}  // namespace

int main() {
  const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  constexpr std::uint64_t kChunk = 1ull << 22;
  std::atomic<std::uint64_t> next{0}, bad{0};
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t) {
    pool.emplace_back([&] {
      for (std::uint64_t first; (first = next.fetch_add(kChunk)) < (1ull << 32);)
        bad += check_range(first, first + kChunk);
    });
  }
  for (auto& th : pool) th.join();
  if (bad != 0) {
    std::printf("FAIL: %llu mismatches\n", static_cast<unsigned long long>(bad.load()));
    return 1;
  }
  std::printf(
      "exact functions: all 2^32 inputs agree with libm and the conventions (trunc floor ceil "
      "round rint nearbyint lrint llrint lround llround logb ilogb frexp modf fabs isnan isinf "
      "isfinite signbit; ldexp scalbn scalbln at n = -300 -150 -1 1 150 300)\n");
  return 0;
}
