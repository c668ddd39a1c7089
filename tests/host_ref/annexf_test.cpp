// tests/host_ref/annexf_test.cpp -- both oracle paths against the hand-written C23 Annex F tables
// (one and two arguments).
#include "host_ref/annexf.hpp"

#include <gtest/gtest.h>

#include "host_ref/oracle.hpp"
#include "test_support.hpp"

namespace warpmath::host_ref {
namespace {

using test_support::same_float;

TEST(AnnexF, TableCoversEveryRef) {
  for (Ref r : kUnaryRefs) {
    int n = 0;
    for (const SpecialCase& c : annexf_cases()) n += c.ref == r;
    EXPECT_GE(n, 5) << ref_name(r);
  }
  for (Ref r : kBinaryRefs) {
    int n = 0;
    for (const SpecialCase2& c : annexf_cases2()) n += c.ref == r;
    EXPECT_GE(n, 6) << ref_name(r);
  }
}

TEST(AnnexF, BothPathsMatchTheTable) {
  for (const SpecialCase& c : annexf_cases()) {
    SCOPED_TRACE(::testing::Message() << ref_name(c.ref) << "(" << std::hexfloat << c.x << ")");
    const RefValue fast = evaluate(c.ref, c.x);
    const RefValue slow = evaluate_mpfr(c.ref, c.x);
    EXPECT_PRED2(same_float, fast.rounded, c.expected);
    EXPECT_PRED2(same_float, slow.rounded, c.expected);
    // `exact` carries the same special value.
    EXPECT_PRED2(same_float, static_cast<float>(fast.exact), c.expected);
    EXPECT_PRED2(same_float, static_cast<float>(slow.exact), c.expected);
  }
}

TEST(AnnexF, BothPathsMatchTheTableWithTwoArguments) {
  for (const SpecialCase2& c : annexf_cases2()) {
    SCOPED_TRACE(::testing::Message()
                 << ref_name(c.ref) << "(" << std::hexfloat << c.x << ", " << c.y << ")");
    const RefValue fast = evaluate2(c.ref, c.x, c.y);
    const RefValue slow = evaluate2_mpfr(c.ref, c.x, c.y);
    EXPECT_PRED2(same_float, fast.rounded, c.expected);
    EXPECT_PRED2(same_float, slow.rounded, c.expected);
    EXPECT_PRED2(same_float, static_cast<float>(fast.exact), c.expected);
    EXPECT_PRED2(same_float, static_cast<float>(slow.exact), c.expected);
  }
}

TEST(AnnexF, PiFunctionSymmetriesAtHalfIntegers) {
  // Beyond the table: every half-integer in [-64, 64] and the half-integers and integers near 2^23.
  for (int twice = -128; twice <= 128; ++twice) {
    const float x = 0.5f * static_cast<float>(twice);
    for (Ref r : {Ref::sinpi, Ref::cospi, Ref::tanpi}) {
      EXPECT_PRED2(same_float, evaluate(r, x).rounded, evaluate_mpfr(r, x).rounded)
          << ref_name(r) << "(" << x << ")";
    }
  }
  for (int twice = -16; twice <= 32; ++twice) {  // 2^23 - 8 .. 2^23 + 16 (0.5 .. 1 apart)
    const float x = 0x1p23f + 0.5f * static_cast<float>(twice);
    for (float sx : {x, -x}) {
      for (Ref r : {Ref::sinpi, Ref::cospi, Ref::tanpi}) {
        EXPECT_PRED2(same_float, evaluate(r, sx).rounded, evaluate_mpfr(r, sx).rounded)
            << ref_name(r) << "(" << sx << ")";
      }
    }
  }
}

}  // namespace
}  // namespace warpmath::host_ref
