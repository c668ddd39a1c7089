// tests/host_ref/metric_test.cpp -- ulp_error, is_special_mistake, Stats and the histogram.
#include <gtest/gtest.h>

#include <cmath>
#include <iterator>
#include <limits>
#include <stdexcept>

#include "host_ref/oracle.hpp"

namespace warpmath::host_ref {
namespace {

constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
constexpr float kInf = std::numeric_limits<float>::infinity();

RefValue ref_of(float rounded, double exact) { return RefValue{rounded, exact}; }

TEST(UlpError, HalfUlpAboveOne) {
  // exact 1 + 2^-24 is half an ulp (2^-23) above 1.
  EXPECT_DOUBLE_EQ(ulp_error(1.0f, ref_of(1.0f, 1.0 + 0x1p-24)), 0.5);
  EXPECT_DOUBLE_EQ(ulp_error(1.0f + 0x1p-23f, ref_of(1.0f, 1.0 + 0x1p-24)), 0.5);
  EXPECT_DOUBLE_EQ(ulp_error(1.0f + 0x1p-22f, ref_of(1.0f, 1.0 + 0x1p-24)), 1.5);
  EXPECT_DOUBLE_EQ(ulp_error(-1.0f, ref_of(-1.0f, -1.0 - 0x1p-24)), 0.5);
}

TEST(UlpError, BinadeOfTheExactValue) {
  // Just below 1 the ulp is 2^-24, so 1 is (almost) one ulp away from 1 - 2^-24 - tiny, and
  // 1 - 2^-24 is one ulp away from an exact value just below 1.
  const double below_one = 1.0 - 0x1p-53;
  EXPECT_NEAR(ulp_error(1.0f - 0x1p-24f, ref_of(1.0f, below_one)), 1.0, 1e-8);
  EXPECT_NEAR(ulp_error(1.0f, ref_of(1.0f, below_one)), 0.0, 1e-8);
  // Across a power of two: exact 2 - 2^-23 (ulp 2^-23) vs got 2 (ulp above would be 2^-22).
  EXPECT_DOUBLE_EQ(ulp_error(2.0f, ref_of(2.0f, 2.0 - 0x1p-23)), 1.0);
  // exact 2 + 2^-22 (ulp 2^-22) vs got 2 - 2^-23: 1.5 ulps of the upper binade.
  EXPECT_DOUBLE_EQ(ulp_error(2.0f - 0x1p-23f, ref_of(2.0f, 2.0 + 0x1p-22)), 1.5);
}

TEST(UlpError, SubnormalRangeUsesTheLeastSubnormal) {
  EXPECT_DOUBLE_EQ(ulp_error(0x1p-149f, ref_of(0x1p-149f, 0x1.8p-149)), 0.5);
  EXPECT_DOUBLE_EQ(ulp_error(0.0f, ref_of(0x1p-149f, 0x1.8p-149)), 1.5);
  EXPECT_DOUBLE_EQ(ulp_error(0x1p-130f, ref_of(0x1p-130f, 0x1p-130 + 0x1p-150)), 0.5);
  // Below 2^-125 the normal binade [2^-126, 2^-125) has the same ulp 2^-149.
  EXPECT_DOUBLE_EQ(ulp_error(0x1p-126f, ref_of(0x1p-126f, 0x1p-126 + 0x1p-149)), 1.0);
  EXPECT_DOUBLE_EQ(ulp_error(0.0f, ref_of(0.0f, 0.0)), 0.0);
  EXPECT_DOUBLE_EQ(ulp_error(0x1p-149f, ref_of(0.0f, 0.0)), 1.0);
}

TEST(UlpError, SpecialValues) {
  EXPECT_EQ(ulp_error(kNaN, ref_of(kNaN, NAN)), 0.0);
  EXPECT_EQ(ulp_error(-kNaN, ref_of(kNaN, NAN)), 0.0);
  EXPECT_EQ(ulp_error(1.0f, ref_of(kNaN, NAN)), kInf);
  EXPECT_EQ(ulp_error(kInf, ref_of(kInf, INFINITY)), 0.0);
  EXPECT_EQ(ulp_error(-kInf, ref_of(kInf, INFINITY)), kInf);
  EXPECT_EQ(ulp_error(3.0e38f, ref_of(kInf, INFINITY)), kInf);
  EXPECT_EQ(ulp_error(kInf, ref_of(1.0f, 1.0)), kInf);
  EXPECT_EQ(ulp_error(kNaN, ref_of(1.0f, 1.0)), kInf);
}

TEST(SpecialMistake, SignOfZeroCounts) {
  const RefValue neg_zero = ref_of(-0.0f, -0.0);
  EXPECT_TRUE(is_special_mistake(-0.0f, 0.0f, neg_zero));
  EXPECT_FALSE(is_special_mistake(-0.0f, -0.0f, neg_zero));
  EXPECT_TRUE(is_special_mistake(-1.0f, 0.0f, neg_zero));  // a zero reference, normal input
}

TEST(SpecialMistake, NaNInfinityAndSpecialInputs) {
  EXPECT_FALSE(is_special_mistake(kInf, -kNaN, ref_of(kNaN, NAN)));
  EXPECT_TRUE(is_special_mistake(kInf, 0.0f, ref_of(kNaN, NAN)));
  EXPECT_TRUE(is_special_mistake(0.5f, -kInf, ref_of(kInf, INFINITY)));
  // cos(0) = 1: the input is special, so 1 - 2^-24 is a special mistake.
  EXPECT_TRUE(is_special_mistake(0.0f, 1.0f - 0x1p-24f, ref_of(1.0f, 1.0)));
  EXPECT_FALSE(is_special_mistake(0.0f, 1.0f, ref_of(1.0f, 1.0)));
  // An ordinary input with an ordinary reference is never a special mistake.
  EXPECT_FALSE(is_special_mistake(1.0f, 0.5f, ref_of(0.8414709f, 0.8414709848078965)));
}

TEST(Stats, AddCountsAndHistogram) {
  Stats s;
  s.add(1.0f, 1.0f, ref_of(1.0f, 1.0 + 0x1p-25));             // 0.25 ulp, CR
  s.add(2.0f, 1.0f + 0x1p-23f, ref_of(1.0f, 1.0 + 0x1p-25));  // 0.75 ulp, not CR
  s.add(3.0f, 1.0f + 0x1p-21f, ref_of(1.0f, 1.0 + 0x1p-25));  // 3.75 ulp, not CR
  s.add(0.0f, 0.0f, ref_of(-0.0f, -0.0));                     // 0 ulp, special mistake
  s.add(kInf, kNaN, ref_of(kNaN, NAN));                       // 0 ulp, fine
  EXPECT_EQ(s.count, 5u);
  EXPECT_EQ(s.non_cr, 3u);
  EXPECT_EQ(s.special_mistakes, 1u);
  ASSERT_EQ(s.special_examples.size(), 1u);
  EXPECT_EQ(s.special_examples[0], 0.0f);
  EXPECT_DOUBLE_EQ(s.max_ulp, 3.75);
  EXPECT_EQ(s.argmax, 3.0f);
  EXPECT_EQ(s.got_at_max, 1.0f + 0x1p-21f);
  EXPECT_EQ(s.ref_at_max, 1.0f);
  EXPECT_EQ(s.hist[0], 3u);  // 0.25, 0 and 0
  EXPECT_EQ(s.hist[3], 1u);  // 0.75 in (0.7, 0.8]
  EXPECT_EQ(s.hist[7], 1u);  // 3.75 in (2, 4]
}

TEST(Stats, HistogramEdgesAreClosedAbove) {
  Stats s;
  s.add(1.0f, 1.0f, ref_of(1.0f, 1.0 + 0x1p-24));   // exactly 0.5
  s.add(1.0f, 1.0f + 0x1p-23f, ref_of(1.0f, 1.0));  // exactly 1
  s.add(1.0f, 1.0f + 0x1p-19f, ref_of(1.0f, 1.0));  // exactly 16
  s.add(1.0f, kInf, ref_of(1.0f, 1.0));             // infinite
  EXPECT_EQ(s.hist[0], 1u);
  EXPECT_EQ(s.hist[5], 1u);
  EXPECT_EQ(s.hist[8], 1u);
  EXPECT_EQ(s.hist[9], 1u);
  EXPECT_EQ(s.max_ulp, kInf);
}

TEST(Stats, MergeCombinesPartialResults) {
  Stats a, b, empty;
  a.add(1.0f, 1.0f + 0x1p-23f, ref_of(1.0f, 1.0));  // 1 ulp
  for (int i = 0; i < 6; ++i) a.add(-0.0f, 0.0f, ref_of(-0.0f, -0.0));
  b.add(5.0f, 1.0f + 0x1p-22f, ref_of(1.0f, 1.0));  // 2 ulps
  for (int i = 0; i < 6; ++i) b.add(kInf, 0.0f, ref_of(kNaN, NAN));
  Stats merged = a;
  merged.merge(b);
  merged.merge(empty);
  EXPECT_EQ(merged.count, 14u);
  EXPECT_EQ(merged.non_cr, 14u);
  EXPECT_EQ(merged.special_mistakes, 12u);
  EXPECT_EQ(merged.special_examples.size(), 8u);  // capped
  EXPECT_DOUBLE_EQ(merged.max_ulp, kInf);         // NaN reference vs 0: infinite error
  EXPECT_EQ(merged.argmax, kInf);
  std::uint64_t total = 0;
  for (std::uint64_t h : merged.hist) total += h;
  EXPECT_EQ(total, 14u);

  Stats into_empty;
  into_empty.merge(a);
  EXPECT_EQ(into_empty.count, a.count);
  EXPECT_EQ(into_empty.argmax, a.argmax);
  EXPECT_DOUBLE_EQ(into_empty.max_ulp, 1.0);
}

TEST(Stats, Add2RecordsBothArgumentsAndSpecialSecondArguments) {
  Stats a, b;
  a.add2(2.0f, 3.0f, 1.0f + 0x1p-22f, ref_of(1.0f, 1.0));   // 2 ulps at (2, 3)
  a.add2(1.0f, 0.0f, 1.0f + 0x1p-23f, ref_of(1.0f, 1.0));   // pow(1, 0) = 1: y special
  b.add2(4.0f, -kInf, 1.0f + 0x1p-21f, ref_of(1.0f, 1.0));  // 4 ulps, y special
  EXPECT_EQ(a.argmax, 2.0f);
  EXPECT_EQ(a.argmax_y, 3.0f);
  EXPECT_TRUE(is_special_mistake2(1.0f, 0.0f, 2.0f, ref_of(1.0f, 1.0)));
  EXPECT_FALSE(is_special_mistake2(1.0f, 0.5f, 2.0f, ref_of(1.0f, 1.0)));
  EXPECT_TRUE(is_special_mistake2(kNaN, 0.5f, 2.0f, ref_of(1.0f, 1.0)));
  ASSERT_EQ(a.special_examples.size(), 1u);
  ASSERT_EQ(a.special_examples_y.size(), 1u);
  EXPECT_EQ(a.special_examples_y[0], 0.0f);
  a.merge(b);
  EXPECT_EQ(a.argmax, 4.0f);
  EXPECT_EQ(a.argmax_y, -kInf);
  EXPECT_EQ(a.special_mistakes, 2u);
  ASSERT_EQ(a.special_examples_y.size(), 2u);
  EXPECT_EQ(a.special_examples_y[1], -kInf);
}

TEST(Stats, HistogramLabels) {
  EXPECT_STREQ(histogram_bin_label(0), "[0,0.5]");
  EXPECT_STREQ(histogram_bin_label(5), "(0.9,1]");
  EXPECT_STREQ(histogram_bin_label(Stats::kBins - 1), "(16,inf]");
  EXPECT_STREQ(histogram_bin_label(Stats::kBins), "?");
}

TEST(RefNames, RoundTrip) {
  for (Ref r : kAllRefs) {
    Ref back;
    ASSERT_TRUE(ref_from_name(ref_name(r), &back));
    EXPECT_EQ(back, r);
  }
  Ref unused;
  EXPECT_FALSE(ref_from_name("no_such_function", &unused));
  EXPECT_FALSE(ref_from_name("", &unused));
  for (Ref r : kUnaryRefs) EXPECT_EQ(ref_arity(r), 1) << ref_name(r);
  for (Ref r : kBinaryRefs) EXPECT_EQ(ref_arity(r), 2) << ref_name(r);
  for (Ref r : kNaryRefs) EXPECT_GE(ref_arity(r), 3) << ref_name(r);
  EXPECT_EQ(std::size(kAllRefs),
            std::size(kUnaryRefs) + std::size(kBinaryRefs) + std::size(kNaryRefs));
}

TEST(RefNames, CatalogueSpellingsOfExpLogRootRefs) {
  // catalogue/functions.def names these references; they must stay spelled this way.
  for (const char* name :
       {"exp",   "exp2",   "exp10",     "expm1",   "exp2m1", "exp10m1", "log",      "log2",
        "log10", "log1p",  "log2p1",    "log10p1", "sqrt",   "rsqrt",   "cbrt",     "rcbrt",
        "sinh",  "cosh",   "tanh",      "asinh",   "acosh",  "atanh",   "asin",     "acos",
        "atan",  "asinpi", "acospi",    "atanpi",  "atan2",  "atan2pi", "pow",      "powr",
        "hypot", "fmod",   "remainder", "fdim",    "fmin",   "fmax",    "copysign", "nextafter"}) {
    Ref r;
    EXPECT_TRUE(ref_from_name(name, &r)) << name;
  }
}

TEST(RefArity, WrongArityThrows) {
  EXPECT_THROW(evaluate(Ref::pow, 1.0f), std::invalid_argument);
  EXPECT_THROW(evaluate_mpfr(Ref::atan2, 1.0f), std::invalid_argument);
  EXPECT_THROW(evaluate2(Ref::exp, 1.0f, 2.0f), std::invalid_argument);
  EXPECT_THROW(evaluate2_mpfr(Ref::sin, 1.0f, 2.0f), std::invalid_argument);
}

}  // namespace
}  // namespace warpmath::host_ref
