// tests/conformance/conformance_core_test.cpp -- unit tests of the conformance machinery:
// input spaces and their parsers, the hard reduction cases, the runners, the sweep driver and
// the command line. (The accuracy of the functions is checked by the sweeps themselves.)
#include <gtest/gtest.h>
#include <mpfr.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <set>
#include <stdexcept>

#include "catalogue/kernels.hpp"
#include "device/parallel_for.hpp"
#include "host_ref/bits.hpp"
#include "tests/conformance/cli_options.hpp"
#include "tests/conformance/hard_reduction.hpp"
#include "tests/conformance/sweep.hpp"

namespace warpmath::conformance {
namespace {

TEST(ParseFloat, AcceptsEveryNotation) {
  float x = 0;
  ASSERT_TRUE(parse_float("0x3f800000", &x));
  EXPECT_EQ(x, 1.0f);
  ASSERT_TRUE(parse_float(" 0x1.8p+1 ", &x));
  EXPECT_EQ(x, 3.0f);
  ASSERT_TRUE(parse_float("-0.0", &x));
  EXPECT_EQ(host_ref::bits::of(x), 0x80000000u);
  ASSERT_TRUE(parse_float("0.1", &x));
  EXPECT_EQ(x, 0.1f);
  ASSERT_TRUE(parse_float("1e-45", &x));
  EXPECT_EQ(host_ref::bits::of(x), 1u);
  ASSERT_TRUE(parse_float("-inf", &x));
  EXPECT_TRUE(std::isinf(x) && x < 0);
  ASSERT_TRUE(parse_float("0x7fc00001", &x));
  EXPECT_EQ(host_ref::bits::of(x), 0x7fc00001u);
  EXPECT_FALSE(parse_float("", &x));
  EXPECT_FALSE(parse_float("1.0f", &x));
  EXPECT_FALSE(parse_float("one", &x));
}

TEST(ParseSpace, RejectsMalformedSpecs) {
  for (const char* spec :
       {"", "sample", "sample:", "sample:0", "sample:-5", "sample:1e6", "sample:4294967297",
        "special+", "file:", "Special", "exhaustive+special"}) {
    EXPECT_THROW(parse_space(spec), SpaceError) << spec;
  }
  EXPECT_THROW(parse_space("file:/nonexistent/inputs.txt"), SpaceError);
}

TEST(ParseSpace, CombinesWithPlus) {
  const Space a = parse_space("sample:1000+sample:20");
  EXPECT_EQ(a.size(), 1000u + 6 + 20 + 6);
  EXPECT_EQ(a.name(), "sample:1000+sample:20");
  const Space e = parse_space("exhaustive");
  EXPECT_TRUE(e.is_exhaustive());
  EXPECT_EQ(e.size(), std::uint64_t{1} << 32);
}

TEST(SampleSpace, CoversEveryStratumEvenlyAndDeterministically) {
  const std::uint64_t per_stratum = 10;
  const Space s = sample_space(510 * per_stratum);
  ASSERT_EQ(s.size(), 510 * per_stratum + 6);
  EXPECT_EQ(s.values().size(), sample_space(510 * per_stratum).values().size());
  EXPECT_TRUE(std::equal(
      s.values().begin(), s.values().end(), sample_space(510 * per_stratum).values().begin(),
      [](float a, float b) { return host_ref::bits::of(a) == host_ref::bits::of(b); }));
  std::uint64_t count[2][256] = {};
  for (float x : s.values())
    ++count[host_ref::bits::of(x) >> 31][(host_ref::bits::of(x) >> 23) & 0xff];
  for (int sign = 0; sign < 2; ++sign) {
    for (int biased = 0; biased < 255; ++biased) {
      EXPECT_EQ(count[sign][biased], per_stratum + (biased == 0 ? 1 : 0)) << sign << " " << biased;
    }
    EXPECT_EQ(count[sign][255], 2u);  // infinity and a NaN
  }
}

TEST(SpecialSpace, HoldsTheClassicsOnceEach) {
  const Space s = special_space();
  std::set<std::uint32_t> bits;
  for (float x : s.values()) bits.insert(host_ref::bits::of(x));
  EXPECT_EQ(bits.size(), s.values().size());
  for (std::uint32_t b :
       {0x00000000u, 0x80000000u, 0x7f800000u, 0xff800000u, 0x7fc00001u, 0xff800001u, 0x00000001u,
        0x807fffffu, 0x00800000u, 0x7f7fffffu, 0x3f800000u, 0xbf800000u, 0x4b800000u /* 2^24 */,
        0x40490fdbu /* float(pi) */, 0x46c90fdbu /* ~8192 pi */}) {
    EXPECT_EQ(bits.count(b), 1u) << std::hex << b;
  }
}

// frac(2^e * 2/pi) as a 128-bit fixed-point fraction, from MPFR.
unsigned __int128 two_over_pi_fraction(int e) {
  mpfr_t t, hi;
  mpfr_inits2(400, t, hi, static_cast<mpfr_ptr>(nullptr));
  mpfr_const_pi(t, MPFR_RNDN);
  mpfr_ui_div(t, 2, t, MPFR_RNDN);
  mpfr_mul_2si(t, t, e, MPFR_RNDN);
  mpfr_frac(t, t, MPFR_RNDN);
  unsigned __int128 f = 0;
  for (int word = 0; word < 2; ++word) {
    mpfr_mul_2ui(t, t, 64, MPFR_RNDN);
    mpfr_floor(hi, t);
    f = (f << 64) | mpfr_get_ui(hi, MPFR_RNDZ);
    mpfr_sub(t, t, hi, MPFR_RNDN);
  }
  mpfr_clears(t, hi, static_cast<mpfr_ptr>(nullptr));
  mpfr_free_cache2(MPFR_FREE_LOCAL_CACHE);
  return f;
}

// The continued-fraction search must find what a brute-force search over every q < 2^24 finds.
TEST(HardReduction, MatchesBruteForceSearch) {
  const std::vector<float> hard = hard_reduction_arguments();
  const std::set<float> found(hard.begin(), hard.end());
  for (int e : {-10, 0, 7, 40, 104}) {
    const unsigned __int128 f = two_over_pi_fraction(e);
    unsigned __int128 best = ~static_cast<unsigned __int128>(0);
    std::uint32_t best_q = 0;
    for (std::uint32_t q = 1; q < (1u << 24); ++q) {
      const unsigned __int128 v = f * q;  // frac(q * F) in 2^-128 units (wraps mod 1)
      const unsigned __int128 distance = std::min(v, -v);
      if (distance < best) {
        best = distance;
        best_q = q;
      }
    }
    EXPECT_EQ(found.count(std::ldexp(static_cast<float>(best_q), e)), 1u) << "e=" << e;
  }
}

TEST(ParallelFor, RunsEveryTaskOnceAndRethrows) {
  std::vector<int> hits(1000, 0);
  device::parallel_for(hits.size(), 4, [&](std::size_t i) { ++hits[i]; });
  EXPECT_TRUE(std::all_of(hits.begin(), hits.end(), [](int h) { return h == 1; }));
  EXPECT_THROW(device::parallel_for(100, 3,
                                    [](std::size_t i) {
                                      if (i == 42) throw std::runtime_error("task failed");
                                    }),
               std::runtime_error);
}

TEST(HostRunner, RunAndRunBitsMatchTheFunctor) {
  auto runner = device::make_runner(device::Backend::host, 3);
  EXPECT_EQ(runner->describe(), "host (3 threads)");
  const std::size_t n = 200003;  // not a multiple of the tile size
  const std::uint32_t first = 0x3f000000u;
  std::vector<float> in(n), out(n), out_bits(n);
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint32_t b = first + static_cast<std::uint32_t>(i);
    std::memcpy(&in[i], &b, sizeof b);
  }
  const std::size_t fn = function_index("cosf");
  runner->run(fn, in.data(), out.data(), n);
  runner->run_bits(fn, first, out_bits.data(), n);
  for (std::size_t i = 0; i < n; i += 997) {
    EXPECT_EQ(host_ref::bits::of(out[i]), host_ref::bits::of(catalogue::cosf_fn{}(in[i])));
    EXPECT_EQ(host_ref::bits::of(out_bits[i]), host_ref::bits::of(out[i]));
  }
  EXPECT_THROW(runner->run(catalogue::kCount, in.data(), out.data(), 1), std::out_of_range);
}

// The GPU runners against the host: device/runner_test.cpp (GpuRunners.*).

TEST(Sweep, IsIndependentOfThreadCount) {
  const Space space = parse_space("sample:20000+special");
  auto runner = device::make_runner(device::Backend::host, 2);
  const std::size_t fn = function_index("sinf");
  const host_ref::Stats one = sweep(*runner, fn, space, nullptr, 1);
  std::uint64_t last_done = 0;
  const host_ref::Stats many = sweep(
      *runner, fn, space,
      [&](std::uint64_t done, std::uint64_t total) {
        EXPECT_EQ(total, space.size());
        last_done = done;
      },
      2);
  EXPECT_EQ(last_done, space.size());
  EXPECT_EQ(one.count, space.size());
  EXPECT_EQ(many.count, one.count);
  EXPECT_EQ(many.non_cr, one.non_cr);
  EXPECT_EQ(host_ref::bits::of(many.argmax), host_ref::bits::of(one.argmax));
  EXPECT_EQ(many.max_ulp, one.max_ulp);
  EXPECT_TRUE(std::equal(std::begin(one.hist), std::end(one.hist), std::begin(many.hist)));
}

// The host runner with one result corrupted, standing in for a GPU that disagrees.
class CorruptingRunner final : public device::Runner {
 public:
  explicit CorruptingRunner(std::size_t bad_index) : bad_index_(bad_index) {}
  device::Backend backend() const override { return device::Backend::cuda; }
  std::string describe() const override { return "corrupting"; }
  void run(std::size_t fn, const float* in, float* out, std::size_t n) override {
    host_->run(fn, in, out, n);
    corrupt(out, n);
  }
  void run_bits(std::size_t fn, std::uint32_t first, float* out, std::size_t n) override {
    host_->run_bits(fn, first, out, n);
    corrupt(out, n);
  }
  void run_tuple(std::size_t fn, int arity, const float* const* args, float* out,
                 std::size_t n) override {
    host_->run_tuple(fn, arity, args, out, n);
    corrupt(out, n);
  }

 private:
  void corrupt(float* out, std::size_t n) {
    if (bad_index_ < n) out[bad_index_] = std::nextafter(out[bad_index_], INFINITY);
  }
  std::size_t bad_index_;
  std::unique_ptr<device::Runner> host_ = device::make_runner(device::Backend::host, 2);
};

TEST(Sweep, CrossCheckCountsResultsThatDifferFromTheOtherRunner) {
  const Space space = sample_space(100000);
  auto host = device::make_runner(device::Backend::host, 2);
  const std::size_t fn = function_index("cosf");
  CrossCheck same{host.get()};
  sweep(*host, fn, space, nullptr, 2, &same);
  EXPECT_EQ(same.mismatches, 0u);
  CorruptingRunner corrupting(777);
  CrossCheck differ{host.get()};
  sweep(corrupting, fn, space, nullptr, 2, &differ);
  EXPECT_EQ(differ.mismatches, 1u);
  EXPECT_EQ(host_ref::bits::of(differ.first_mismatch), host_ref::bits::of(space.values()[777]));
}

TEST(Cli, ParsesOptionsAndRejectsBadOnes) {
  const char* ok[] = {"x",       "sinf",      "cosf", "sinf",    "--backend=cuda", "--space",
                      "special", "--threads", "3",    "--quiet", "--json",         "r.json"};
  const CliOptions o = parse_cli(12, ok);
  EXPECT_EQ(o.functions,
            (std::vector<std::size_t>{function_index("sinf"), function_index("cosf")}));
  EXPECT_EQ(o.backend, device::Backend::cuda);
  EXPECT_EQ(o.space, "special");
  EXPECT_EQ(o.threads, 3u);
  EXPECT_TRUE(o.quiet);
  EXPECT_EQ(o.json_path, "r.json");
  const char* none[] = {"x"};
  EXPECT_EQ(parse_cli(1, none).functions.size(), catalogue::kCount);
  const char* bad[][3] = {{"x", "nosuchf", ""},      {"x", "--space", ""},
                          {"x", "--backend", "tpu"}, {"x", "--threads", "0"},
                          {"x", "--quiet=1", ""},    {"x", "--bogus", ""}};
  for (const auto& args : bad) {
    const int argc = args[2][0] == '\0' ? 2 : 3;
    EXPECT_THROW(parse_cli(argc, args), UsageError) << args[1];
  }
}

}  // namespace
}  // namespace warpmath::conformance

namespace warpmath::conformance {
namespace {

TEST(ErrorProfile, BinsFollowValueOrderAndKeepTheLargestError) {
  ErrorProfile line = ErrorProfile::whole_line(8);
  EXPECT_EQ(line.bin_of(-INFINITY), 0);
  EXPECT_EQ(line.bin_of(-0.0f), 3);
  EXPECT_EQ(line.bin_of(0.0f), 4);
  EXPECT_EQ(line.bin_of(INFINITY), 7);
  EXPECT_EQ(line.bin_of(NAN), -1);
  int previous = 0;
  for (float x = -1e38f; x < 1e38f; x = x < 0 ? x / 16 : x * 16) {
    if (x > -1e-38f && x < 0) x = 1e-38f;
    EXPECT_GE(line.bin_of(x), previous) << x;
    previous = line.bin_of(x);
  }
  line.add(1.0f, 0.3);
  line.add(1.0f, 0.7);
  line.add(1.0f, 0.5);
  EXPECT_EQ(line.max_ulp(line.bin_of(1.0f)), 0.7);
  EXPECT_LT(line.max_ulp(0), 0.0);  // no argument there
  ErrorProfile other = ErrorProfile::whole_line(8);
  other.add(-1.0f, 0.9);
  line.merge(other);
  EXPECT_EQ(line.max_ulp(line.bin_of(-1.0f)), 0.9);

  ErrorProfile range = ErrorProfile::value_range(-1.0f, 1.0f, 4);
  EXPECT_EQ(range.bin_of(-1.0f), 0);
  EXPECT_EQ(range.bin_of(-0.25f), 1);
  EXPECT_EQ(range.bin_of(1.0f), 3);
  EXPECT_EQ(range.bin_of(1.5f), -1);
  float lo, hi;
  EXPECT_TRUE(parse_plot_range("-2.5:0x1p3", &lo, &hi));
  EXPECT_EQ(lo, -2.5f);
  EXPECT_EQ(hi, 8.0f);
  EXPECT_FALSE(parse_plot_range("3:1", &lo, &hi));
  EXPECT_FALSE(parse_plot_range("1", &lo, &hi));
}

}  // namespace
}  // namespace warpmath::conformance

namespace warpmath::conformance {
namespace {

// Each entry is judged by its own contract: its measured bound in ulps; for an absolute-metric
// entry an absolute bound where |f| < 1 and the ulp bound elsewhere; no bound yet fails.
TEST(Verdict, JudgesEachEntryByItsOwnContract) {
  using warpmath::catalogue::Entry;
  const float inf = std::numeric_limits<float>::infinity();
  const Entry ulp{"f", "sin", 0.75, 2.0, "", 1, false, 0.0, "default", -inf, inf};
  const Entry absolute{"g", "j0", 10.0, 9.0, "", 1, false, 1e-6, "default", -inf, inf};
  const Entry unswept{"h",  "sin", warpmath::catalogue::kNoBound, 2.0, "", 1, false, 0.0, "default",
                      -inf, inf};
  warpmath::host_ref::Stats s;
  s.max_ulp = 0.7;
  EXPECT_TRUE(passes(ulp, s));
  EXPECT_FALSE(passes(unswept, s));
  s.max_ulp = 0.8;
  EXPECT_FALSE(passes(ulp, s));
  s.max_ulp = 92541.0;  // next to a zero, where |f| < 1: judged by the absolute error
  s.max_abs_below_one = 8e-8;
  s.max_ulp_at_least_one = 3.0;
  EXPECT_TRUE(passes(absolute, s));
  s.max_abs_below_one = 2e-6;
  EXPECT_FALSE(passes(absolute, s));
  s.max_abs_below_one = 8e-8;
  s.max_ulp_at_least_one = 11.0;
  EXPECT_FALSE(passes(absolute, s));
  s.max_ulp_at_least_one = 3.0;
  s.special_mistakes = 1;
  EXPECT_FALSE(passes(absolute, s));
}

// --seed draws other inputs of the same kinds, the same ones for the same seed; 0 is the fixed
// seed of the definitive sweeps.
// Bit-for-bit equality of two lists of inputs (they hold NaNs).
bool same_inputs(const std::vector<float>& a, const std::vector<float>& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

TEST(Seed, GivesOtherReproducibleSamples) {
  const Space fixed = parse_space("pairs:1000", 2);
  const Space again = parse_space("pairs:1000", Shape{2, false}, 0);
  const Space seeded = parse_space("pairs:1000", Shape{2, false}, 12345);
  const Space seeded_again = parse_space("pairs:1000", Shape{2, false}, 12345);
  EXPECT_TRUE(same_inputs(fixed.values(), again.values()));
  EXPECT_FALSE(same_inputs(fixed.values(), seeded.values()));
  EXPECT_TRUE(same_inputs(seeded.values(), seeded_again.values()));
  EXPECT_TRUE(same_inputs(seeded.values_y(), seeded_again.values_y()));
  EXPECT_FALSE(same_inputs(sample_space(1000).values(),
                           parse_space("sample:1000", Shape{1, false}, 7).values()));
}

// --fast-domain: only first arguments in the entry's fast domain are compared and counted.
TEST(FastDomain, SweepsOnlyTheFastDomain) {
  const std::size_t fn = function_index("fast_sinf");
  ASSERT_LT(fn, catalogue::kCount);
  const catalogue::Entry& e = catalogue::kEntries[fn];
  ASSERT_TRUE(std::isfinite(e.fast_hi));
  const ArgRange range{e.fast_lo, e.fast_hi};
  auto runner = device::make_runner(device::Backend::host);
  const Space space = sample_space(20000);
  const host_ref::Stats all = sweep(*runner, fn, space);
  const host_ref::Stats inside = sweep(*runner, fn, space, nullptr, 0, nullptr, nullptr, &range);
  EXPECT_EQ(all.count, space.size());
  EXPECT_GT(inside.count, 0u);
  EXPECT_LT(inside.count, all.count);
  EXPECT_LE(std::fabs(inside.argmax), e.fast_hi);
  EXPECT_LE(inside.max_ulp, all.max_ulp);
}

}  // namespace
}  // namespace warpmath::conformance
