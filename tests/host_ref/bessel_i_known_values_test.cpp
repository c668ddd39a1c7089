// tests/host_ref/bessel_i_known_values_test.cpp -- the oracle's cyl_bessel_i0 and cyl_bessel_i1
// (host_ref/bessel_i_refs.cpp: the power series) against values computed independently: literals
// from mpmath's besseli at 300 bits rounded to binary32, high-precision literals of I0(1), I1(1)
// and I0(10), and HighPrecision (Miller's backward recurrence, 264 bits) on varied inputs, both
// paths (evaluate, evaluate_mpfr), subnormal and tie cases included.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "host_ref/oracle.hpp"
#include "test_support.hpp"

namespace warpmath::host_ref {
namespace {

using test_support::HighPrecision;
using test_support::same_float;

constexpr float kInf = std::numeric_limits<float>::infinity();

struct KnownValue {
  Ref ref;
  float x;
  float expected;
};

// mpmath.besseli(nu, x) at 300 bits, rounded to the nearest float (the overflow thresholds:
// 0x1.6f9a62p6 is the largest float with I0 finite, 0x1.6fa002p6 for I1).
constexpr KnownValue kKnownValues[] = {
    {Ref::cyl_bessel_i0, 0x1.0p+0f, 0x1.441ce4p+0f},
    {Ref::cyl_bessel_i0, 0x1.0p-1f, 0x1.104072p+0f},
    {Ref::cyl_bessel_i0, 0x1.0p+1f, 0x1.23c974p+1f},
    {Ref::cyl_bessel_i0, 0x1.4p+3f, 0x1.5ff6eep+11f},
    {Ref::cyl_bessel_i0, 0x1.99999ap-4f, 0x1.00a3f2p+0f},
    {Ref::cyl_bessel_i0, 0x1.ep+1f, 0x1.23ce68p+3f},
    {Ref::cyl_bessel_i0, 0x1.ep+2f, 0x1.0c294cp+8f},
    {Ref::cyl_bessel_i0, 0x1.ep+3f, 0x1.4bb058p+18f},
    {Ref::cyl_bessel_i0, 0x1.9p+5f, 0x1.fcb78cp+67f},
    {Ref::cyl_bessel_i0, 0x1.68p+6f, 0x1.354e82p+125f},
    {Ref::cyl_bessel_i0, 0x1.4f8b58p-17f, 0x1.0p+0f},
    {Ref::cyl_bessel_i0, 0x1.6f9a62p+6f, 0x1.fffffap+127f},
    {Ref::cyl_bessel_i0, 0x1.6f9a64p+6f, kInf},
    {Ref::cyl_bessel_i0, -0x1.6f9a64p+6f, kInf},
    {Ref::cyl_bessel_i0, 0x1.6fa004p+6f, kInf},
    {Ref::cyl_bessel_i1, 0x1.0p+0f, 0x1.215c88p-1f},
    {Ref::cyl_bessel_i1, 0x1.0p-1f, 0x1.081572p-2f},
    {Ref::cyl_bessel_i1, 0x1.0p+1f, 0x1.9733fap+0f},
    {Ref::cyl_bessel_i1, 0x1.4p+3f, 0x1.4ddfap+11f},
    {Ref::cyl_bessel_i1, 0x1.99999ap-4f, 0x1.9a1cbap-5f},
    {Ref::cyl_bessel_i1, 0x1.ep+1f, 0x1.f1ebc4p+2f},
    {Ref::cyl_bessel_i1, 0x1.ep+2f, 0x1.f32b32p+7f},
    {Ref::cyl_bessel_i1, 0x1.ep+3f, 0x1.406f3cp+18f},
    {Ref::cyl_bessel_i1, 0x1.9p+5f, 0x1.f79a96p+67f},
    {Ref::cyl_bessel_i1, 0x1.68p+6f, 0x1.33955ep+125f},
    {Ref::cyl_bessel_i1, -0x1.68p+6f, -0x1.33955ep+125f},
    {Ref::cyl_bessel_i1, 0x1.4f8b58p-17f, 0x1.4f8b58p-18f},
    {Ref::cyl_bessel_i1, 0x1.6f9a64p+6f, 0x1.fd35e2p+127f},
    {Ref::cyl_bessel_i1, 0x1.6fa002p+6f, 0x1.ffff0ep+127f},
    {Ref::cyl_bessel_i1, 0x1.6fa004p+6f, kInf},
    {Ref::cyl_bessel_i1, -0x1.6fa004p+6f, -kInf},
    // subnormal results: x/2 (1 + x^2/8) just above a midpoint rounds away from zero
    {Ref::cyl_bessel_i1, 0x1p-149f, 0x1p-149f},
    {Ref::cyl_bessel_i1, -0x1p-149f, -0x1p-149f},
    {Ref::cyl_bessel_i1, 0x1.8p-148f, 0x1p-148f},
    {Ref::cyl_bessel_i1, 0x1.000002p-126f, 0x1.000004p-127f},  // (2^23 + 1) 2^-150: a tie, up
};

TEST(BesselIKnownValues, Literals) {
  for (const KnownValue& k : kKnownValues) {
    SCOPED_TRACE(::testing::Message() << ref_name(k.ref) << "(" << std::hexfloat << k.x << ")");
    EXPECT_PRED2(same_float, evaluate(k.ref, k.x).rounded, k.expected);
    EXPECT_PRED2(same_float, evaluate_mpfr(k.ref, k.x).rounded, k.expected);
    EXPECT_PRED2(same_float, HighPrecision(k.ref, k.x).to_float(), k.expected);
  }
}

TEST(BesselIKnownValues, ExactValuesToManyDigits) {
  // I0(1) = 1.266065877752008335598244625..., I1(1) = 0.565159103992485027207696027...,
  // I0(10) = 2815.716628466254471469811... (mpmath; Abramowitz and Stegun table 9.8).
  EXPECT_NEAR(evaluate(Ref::cyl_bessel_i0, 1.0f).exact, 1.2660658777520083356, 1e-15);
  EXPECT_NEAR(evaluate(Ref::cyl_bessel_i1, 1.0f).exact, 0.56515910399248502721, 1e-15);
  EXPECT_NEAR(evaluate(Ref::cyl_bessel_i0, 10.0f).exact, 2815.7166284662544715, 1e-11);
  EXPECT_NEAR(evaluate_mpfr(Ref::cyl_bessel_i0, 1.0f).exact, 1.2660658777520083356, 1e-15);
  EXPECT_NEAR(evaluate_mpfr(Ref::cyl_bessel_i1, 1.0f).exact, 0.56515910399248502721, 1e-15);
  EXPECT_NEAR(evaluate_mpfr(Ref::cyl_bessel_i0, 10.0f).exact, 2815.7166284662544715, 1e-11);
  HighPrecision i0(Ref::cyl_bessel_i0, 1.0f);
  EXPECT_LT(i0.relative_error(1.2660658777520083356), 1e-16);
  HighPrecision i1(Ref::cyl_bessel_i1, 1.0f);
  EXPECT_LT(i1.relative_error(0.56515910399248502721), 1e-16);
  HighPrecision i10(Ref::cyl_bessel_i0, 10.0f);
  EXPECT_LT(i10.relative_error(2815.7166284662544715), 1e-16);
}

std::vector<float> varied_inputs() {
  std::vector<float> v;
  for (std::uint32_t k = 1; k <= 512; ++k) v.push_back(test_support::float_of(k));  // k 2^-149
  for (std::uint32_t k = 0; k < 256; ++k) v.push_back(0x1p-126f + k * 0x1p-149f);
  for (float x = 0x1p-30f; x < 100.0f; x *= 1.0137f) v.push_back(x);
  for (float x = 91.8f; x < 92.0f; x += 0x1p-12f) v.push_back(x);
  v.push_back(1e30f);
  const std::size_t n = v.size();
  for (std::size_t i = 0; i < n; ++i) v.push_back(-v[i]);
  return v;
}

TEST(BesselIKnownValues, AgreeWithMillersRecurrence) {
  test_support::expect_agree_with_high_precision({Ref::cyl_bessel_i0, Ref::cyl_bessel_i1},
                                                 varied_inputs());
}

TEST(BesselIKnownValues, FastPathWithinItsBound) {
  // Where the double path answers, its `exact` is within E = 2^-44 of the 264-bit value.
  for (Ref r : {Ref::cyl_bessel_i0, Ref::cyl_bessel_i1}) {
    for (float x = 0x1p-20f; x < 91.9f; x *= 1.0731f) {
      EvalPath path;
      const RefValue v = evaluate_with_path(r, x, &path);
      if (path != EvalPath::fast || std::isinf(v.rounded)) continue;
      EXPECT_LE(HighPrecision(r, x).relative_error(v.exact), 0x1p-44) << ref_name(r) << " " << x;
    }
  }
}

}  // namespace
}  // namespace warpmath::host_ref
