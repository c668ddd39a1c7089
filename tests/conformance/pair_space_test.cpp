// tests/conformance/pair_space_test.cpp -- the two-argument pipeline: spaces of pairs and their
// parsers, the shared grid body on pairs (with a local functor: the catalogue need not hold a
// two-argument function), the oracle comparison, run2(), and a sweep of the first two-argument
// catalogue entry when there is one.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <set>
#include <stdexcept>
#include <utility>

#include "catalogue/kernels.hpp"
#include "device/grid.hpp"
#include "host_ref/bits.hpp"
#include "tests/conformance/sweep.hpp"

namespace warpmath::conformance {
namespace {

// (sign, biased exponent) of a float: its stratum (the subnormals share exponent 0).
int stratum_of(float x) { return static_cast<int>(host_ref::bits::of(x) >> 23); }

TEST(PairSpace, ParsesPerArity) {
  EXPECT_EQ(parse_space("sample:1000", 2).name(), "pairs:1000");
  EXPECT_EQ(parse_space("pairs:1000+special", 2).arity(), 2);
  EXPECT_EQ(parse_space("pairs:1000", 2).size(), 1000u);
  EXPECT_THROW(parse_space("exhaustive", 2), SpaceError);
  EXPECT_THROW(parse_space("pairs:1000", 1), SpaceError);
  EXPECT_THROW(parse_space("pairs:0", 2), SpaceError);
  EXPECT_THROW(parse_space("pairs:", 2), SpaceError);
  EXPECT_EQ(default_space(2).name(), "pairs:4194304+special");
  Space unary = sample_space(10);
  EXPECT_THROW(unary.append(special_pair_space()), SpaceError);
}

// orders:N (jnf, ynf): integer orders |n| <= 128 with +-128 and small orders well represented,
// x mostly where J_n and Y_n are of moderate size, down to the subnormals and up to 2^128.
TEST(PairSpace, OrdersHoldBesselOrdersAndArguments) {
  const Shape order_shape{2, true};
  EXPECT_THROW(parse_space("orders:100", 2), SpaceError);
  EXPECT_THROW(parse_space("orders:100", 1), SpaceError);
  const Space s = parse_space("orders:20000", order_shape);
  ASSERT_EQ(s.size(), 20000u);
  EXPECT_EQ(s.name(), "orders:20000");
  const Space again = bessel_order_pair_space(20000);
  EXPECT_EQ(std::memcmp(s.values().data(), again.values().data(), 20000 * sizeof(float)), 0);
  int small_n = 0, n_128 = 0, moderate_x = 0, near_n = 0, tiny_x = 0, huge_x = 0, negative_x = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const float x = s.values()[i], n = s.values_y()[i], a = std::fabs(x);
    ASSERT_EQ(n, std::trunc(n));
    ASSERT_LE(std::fabs(n), 128.0f);
    ASSERT_TRUE(std::isfinite(x));
    small_n += std::fabs(n) <= 8.0f;
    n_128 += std::fabs(n) == 128.0f;
    moderate_x += a >= 0.125f && a < 16384.0f;
    near_n += std::fabs(a - std::fabs(n)) <= 0.5f * std::fabs(n);
    tiny_x += a < 0x1p-126f;
    huge_x += a >= 16384.0f;
    negative_x += x < 0.0f;
  }
  EXPECT_GT(small_n, 20000 * 3 / 8 - 500);
  EXPECT_GT(n_128, 20000 / 8);
  EXPECT_GT(moderate_x, 20000 / 2 + 20000 / 8);
  EXPECT_GT(near_n, 20000 / 8);
  EXPECT_GT(tiny_x, 200);
  EXPECT_GT(huge_x, 20000 / 16 - 300);
  EXPECT_NEAR(negative_x, 20000 / 4, 500);
}

TEST(PairSpace, StratifiedPartCoversEveryCombinationDeterministically) {
  // 4/3 * 510^2 pairs: the stratified three quarters give every combination at least one pair.
  const std::uint64_t n = 346800;
  const Space s = pair_sample_space(n);
  ASSERT_EQ(s.size(), n);
  ASSERT_EQ(s.values_y().size(), n);
  const Space again = pair_sample_space(n);
  EXPECT_EQ(std::memcmp(s.values().data(), again.values().data(), n * sizeof(float)), 0);
  EXPECT_EQ(std::memcmp(s.values_y().data(), again.values_y().data(), n * sizeof(float)), 0);
  std::set<std::pair<int, int>> combinations;
  for (std::size_t i = 0; i < n - n / 4; ++i) {
    combinations.emplace(stratum_of(s.values()[i]), stratum_of(s.values_y()[i]));
  }
  EXPECT_EQ(combinations.size(), 510u * 510u);  // 255 stratum codes per sign, NaN/inf excluded
}

TEST(PairSpace, HoldsTheClassesOfTwoArgumentFunctions) {
  const Space s = pair_sample_space(100000);
  int nan_or_inf = 0, integer_y = 0, half_integer_y = 0, near_one_huge_y = 0, both_huge = 0;
  int subnormal_pairs = 0, huge_ratio = 0, comparable = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const float x = s.values()[i], y = s.values_y()[i];
    nan_or_inf += !std::isfinite(x) || !std::isfinite(y);
    integer_y += std::isfinite(y) && y == std::trunc(y) && std::fabs(y) < 0x1p24f && y != 0;
    half_integer_y += std::isfinite(y) && y - std::trunc(y) == std::copysign(0.5f, y);
    near_one_huge_y += std::fabs(std::fabs(x) - 1.0f) < 0x1p-11f && std::fabs(y) >= 1024.0f;
    both_huge += std::fabs(x) > 0x1p127f && std::fabs(y) > 0x1p127f;
    subnormal_pairs += std::fabs(x) < 0x1p-125f && std::fabs(y) < 0x1p-125f && x != 0 && y != 0;
    huge_ratio += std::isfinite(x) && std::isfinite(y) && x != 0 && y != 0 &&
                  std::abs(std::ilogb(x) - std::ilogb(y)) >= 200;
    comparable += std::isfinite(x) && std::isfinite(y) && x != 0 && y != 0 &&
                  std::fabs(y / x) >= 0.25f && std::fabs(y / x) < 4.0f;
  }
  for (int count : {nan_or_inf, integer_y, half_integer_y, near_one_huge_y, both_huge,
                    subnormal_pairs, huge_ratio, comparable}) {
    EXPECT_GE(count, 500);
  }
}

TEST(PairSpace, SpecialIsACrossProductOfSignedSpecialValues) {
  const Space s = special_pair_space();
  const std::size_t side = static_cast<std::size_t>(std::sqrt(static_cast<double>(s.size())));
  EXPECT_EQ(side * side, s.size());
  std::set<std::pair<std::uint32_t, std::uint32_t>> pairs;
  for (std::size_t i = 0; i < s.size(); ++i) {
    pairs.emplace(host_ref::bits::of(s.values()[i]), host_ref::bits::of(s.values_y()[i]));
  }
  EXPECT_EQ(pairs.size(), s.size());
  for (auto [x, y] : {std::pair{0x7fc00000u, 0x00000000u}, std::pair{0x3f800000u, 0x7fc00000u},
                      std::pair{0xbf800000u, 0x7f800000u}, std::pair{0x80000000u, 0xc0400000u},
                      std::pair{0xff800000u, 0x4b000001u}, std::pair{0x00000001u, 0x7f7fffffu}}) {
    EXPECT_EQ(pairs.count({x, y}), 1u) << std::hex << x << " " << y;
  }
}

TEST(PairSpace, FilesHoldTwoFloatsPerLine) {
  const std::string path = ::testing::TempDir() + "pair_space_test_pairs.txt";
  {
    std::ofstream out(path);
    out << "# x y\n1 2\n0x3f800000, -inf\n  0x1p-149,nan  # comment\n\n-0.0\t3\n";
  }
  const Space s = parse_space("file:" + path, 2);
  ASSERT_EQ(s.size(), 4u);
  EXPECT_EQ(s.values()[1], 1.0f);
  EXPECT_EQ(s.values_y()[1], -INFINITY);
  EXPECT_EQ(s.values()[2], 0x1p-149f);
  EXPECT_TRUE(std::isnan(s.values_y()[2]));
  EXPECT_EQ(host_ref::bits::of(s.values()[3]), 0x80000000u);
  for (const char* bad : {"1\n", "1 2 3\n", "1, two\n", "1,,2\n"}) {
    {
      std::ofstream out(path);
      out << bad;
    }
    EXPECT_THROW(parse_space("file:" + path, 2), SpaceError) << bad;
  }
  std::remove(path.c_str());
}

// A two-argument functor outside the catalogue: hypot through double, correctly rounded except
// in rare double-rounding cases.
struct LocalHypot {
  static constexpr int kArity = 2;
  float operator()(float x, float y) const {
    // std::hypot(inf, sNaN) is inf; warpmath's convention (and the oracle's) is a quiet NaN.
    if (host_ref::bits::either_signalling(x, y)) return x + y;
    return static_cast<float>(std::hypot(static_cast<double>(x), static_cast<double>(y)));
  }
};

TEST(PairPipeline, GridBodyAndOracleComparisonOnPairs) {
  const Space space = parse_space("pairs:20000+special", 2);
  std::vector<float> got(space.size());
  device::apply_range(LocalHypot{},
                      device::PairInput{space.values().data(), space.values_y().data()}, got.data(),
                      0, got.size(), 1);
  const host_ref::Stats stats = compare_with_oracle(host_ref::Ref::hypot, space, got, 2);
  EXPECT_EQ(stats.count, space.size());
  EXPECT_LE(stats.max_ulp, 0.5 + 1e-6);  // one double rounding at most
  EXPECT_EQ(stats.special_mistakes, 0u);
  // A wrong result is reported with both of its arguments.
  got[123] = std::nextafter(got[123], INFINITY);
  const host_ref::Stats wrong = compare_with_oracle(host_ref::Ref::hypot, space, got, 2);
  EXPECT_GE(wrong.max_ulp, 0.5);
  EXPECT_EQ(host_ref::bits::of(wrong.argmax), host_ref::bits::of(space.values()[123]));
  EXPECT_EQ(host_ref::bits::of(wrong.argmax_y), host_ref::bits::of(space.values_y()[123]));
  EXPECT_THROW(compare_with_oracle(host_ref::Ref::sin, space, got, 2), std::invalid_argument);
}

TEST(PairPipeline, RunnersAndSweepKeepArgumentCountsApart) {
  auto runner = device::make_runner(device::Backend::host, 2);
  const float x[2] = {1.0f, 2.0f}, y[2] = {3.0f, 4.0f};
  float out[2];
  const std::size_t sinf = function_index("sinf");
  EXPECT_THROW(runner->run2(sinf, x, y, out, 2), std::invalid_argument);
  EXPECT_THROW(sweep(*runner, sinf, special_pair_space()), std::invalid_argument);
  for (std::size_t fn = 0; fn < catalogue::kCount; ++fn) {
    if (catalogue::kEntries[fn].arity != 2) continue;
    EXPECT_THROW(runner->run(fn, x, out, 2), std::invalid_argument);
    EXPECT_THROW(runner->run_bits(fn, 0, out, 2), std::invalid_argument);
    EXPECT_THROW(sweep(*runner, fn, special_space()), std::invalid_argument);
  }
}

TEST(PairPipeline, SweepOfATwoArgumentCatalogueEntry) {
  std::size_t fn = 0;
  while (fn < catalogue::kCount &&
         (catalogue::kEntries[fn].arity != 2 || catalogue::kEntries[fn].integer_y)) {
    ++fn;
  }
  if (fn == catalogue::kCount) GTEST_SKIP() << "no two-argument function in the catalogue yet";
  const Space space = parse_space("pairs:20000+special", 2);
  auto runner = device::make_runner(device::Backend::host, 2);
  CrossCheck check{runner.get()};
  const host_ref::Stats one = sweep(*runner, fn, space, nullptr, 1, &check);
  const host_ref::Stats two = sweep(*runner, fn, space, nullptr, 2);
  EXPECT_EQ(one.count, space.size());
  EXPECT_EQ(check.mismatches, 0u);
  EXPECT_EQ(one.max_ulp, two.max_ulp);
  EXPECT_EQ(host_ref::bits::of(one.argmax), host_ref::bits::of(two.argmax));
  EXPECT_EQ(host_ref::bits::of(one.argmax_y), host_ref::bits::of(two.argmax_y));
}

}  // namespace
}  // namespace warpmath::conformance
