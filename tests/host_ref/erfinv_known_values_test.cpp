// tests/host_ref/erfinv_known_values_test.cpp -- the references erfinv, erfcinv, normcdfinv (MPFR
// has none; host_ref/erfinv_refs.cpp inverts erf / erfc) against values computed independently
// with mpmath 1.3.0 at 300 bits (mpmath.erfinv, and findroot on log erfc for the tails), rounded
// to binary32 by hand; the decimal is the exact value to 17 digits.  Both oracle paths must give
// them, and `exact` must lie within the fast path's bound.
#include <gtest/gtest.h>

#include <cmath>

#include "host_ref/oracle.hpp"
#include "test_support.hpp"

namespace warpmath::host_ref {
namespace {

using test_support::same_float;

struct KnownValue {
  Ref ref;
  float x;
  float expected;
};

constexpr KnownValue kKnownValues[] = {
    {Ref::erfinv, 0x1p-1f, 0x1.e861fcp-2f},               // 0.47693627620446987
    {Ref::erfinv, 0x1p-2f, 0x1.cd7068p-3f},               // 0.2253120550121781
    {Ref::erfinv, 0x1.ccccccp-1f, 0x1.29c014p+0f},        // 1.1630870719457722
    {Ref::erfinv, 0x1.fffffep-1f, 0x1.ea8f96p+1f},        // 3.8325068569007109
    {Ref::erfinv, -0x1.fffffcp-1f, -0x1.df38dp+1f},       // -3.7439211627767996
    {Ref::erfinv, 0x1p-100f, 0x1.c5bf8ap-101f},           // 6.9910977464389683e-31
    {Ref::erfinv, 0x1.ff7ceep-1f, 0x1.29d326p+1f},        // 2.3267563267961548
    {Ref::erfinv, 0x1.4484cp-100f, 0x1.1f98dap-100f},     // 8.862269282630517e-31
    {Ref::erfinv, -0x1.8p-1f, -0x1.a0789p-1f},            // -0.81341984759761854
    {Ref::erfinv, 0x1.8p-140f, 0x1.548p-140f},            // 9.5375495399443503e-43
    {Ref::erfcinv, 0x1.4484cp-100f, 0x1.04c176p+3f},      // 8.1486162229767203
    {Ref::erfcinv, 0x1p-149f, 0x1.40a27cp+3f},            // 10.019834265884623
    {Ref::erfcinv, 0x1p-126f, 0x1.2639cp+3f},             // 9.1945494491346723
    {Ref::erfcinv, 0x1.99999ap-4f, 0x1.29c014p+0f},       // 1.1630871485684923
    {Ref::erfcinv, 0x1.8p+0f, -0x1.e861fcp-2f},           // -0.47693627620446987
    {Ref::erfcinv, 0x1.fffffep+0f, -0x1.df38dp+1f},       // -3.7439211627767996
    {Ref::erfcinv, 0x1.333334p-2f, 0x1.773a9ep-1f},       // 0.73286905988275891
    {Ref::erfcinv, 0x1.000002p+0f, -0x1.c5bf8ap-24f},     // -1.0564648216399685e-7
    {Ref::erfcinv, 0x1.b7cdfep-34f, 0x1.24a92ap+2f},      // 4.5728249659622793
    {Ref::normcdfinv, 0x1p-149f, -0x1.c3e2bap+3f},        // -14.121426613350499
    {Ref::normcdfinv, 0x1.b7cdfep-34f, -0x1.972036p+2f},  // -6.3613409003536452
    {Ref::normcdfinv, 0x1.99999ap-6f, -0x1.f5c034p+0f},   // -1.9599639781660516
    {Ref::normcdfinv, 0x1.f33334p-1f, 0x1.f5c03ap+0f},    // 1.9599643924763869
    {Ref::normcdfinv, 0x1.fffffep-1f, 0x1.52dc6ep+2f},    // 5.2947040848545981
    {Ref::normcdfinv, 0x1.333334p-2f, -0x1.0c7e38p-1f},   // -0.5244004784222137
    {Ref::normcdfinv, 0x1.99999ap-4f, -0x1.4813c4p+0f},   // -1.2815515570538297
};

TEST(ErfinvKnownValues, Literals) {
  for (const KnownValue& k : kKnownValues) {
    SCOPED_TRACE(::testing::Message() << ref_name(k.ref) << "(" << std::hexfloat << k.x << ")");
    EXPECT_PRED2(same_float, evaluate(k.ref, k.x).rounded, k.expected);
    EXPECT_PRED2(same_float, evaluate_mpfr(k.ref, k.x).rounded, k.expected);
    EXPECT_PRED2(same_float, test_support::HighPrecision(k.ref, k.x).to_float(), k.expected);
  }
}

TEST(ErfinvKnownValues, ExactValueWithinTheBound) {
  // erfinv(1/2), erfcinv(2^-149) and normcdfinv(0.025) to 17 digits (mpmath, as above).
  const struct {
    Ref ref;
    float x;
    double value;
  } kValues[] = {{Ref::erfinv, 0.5f, 0.47693627620446987},
                 {Ref::erfcinv, 0x1p-149f, 10.019834265884623},
                 {Ref::normcdfinv, 0x1.99999ap-6f, -1.9599639781660516}};
  for (const auto& v : kValues) {
    EXPECT_NEAR(evaluate(v.ref, v.x).exact, v.value, 0x1p-44 * std::fabs(v.value))
        << ref_name(v.ref);
    EXPECT_NEAR(evaluate_mpfr(v.ref, v.x).exact, v.value, 0x1p-50 * std::fabs(v.value))
        << ref_name(v.ref);
  }
}

}  // namespace
}  // namespace warpmath::host_ref
