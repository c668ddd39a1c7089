// tests/unit/test_fast.cpp -- the fast tier (warpmath::fast): Annex F special values, subnormal
// inputs, and the documented error bounds on a stratified sample (every binade, both signs, plus
// subnormals) against the correctly rounded MPFR oracle.  The bounds are the maxima of the
// exhaustive sweeps of tools/fast_sweep/fast_sweep.cpp, as documented in include/warpmath/fast/.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <vector>
#include <warpmath/warpmath.hpp>

#include "host_ref/oracle.hpp"
#include "tests/unit/unit_support.hpp"

namespace {

namespace ref = warpmath::host_ref;
namespace fast = warpmath::fast;
using warpmath::unit::kInf;
using warpmath::unit::kMax;
using warpmath::unit::kNaN;
using warpmath::unit::kTrueMin;
using warpmath::unit::same_bits;

float bits_to_float(std::uint32_t u) {
  float f;
  std::memcpy(&f, &u, sizeof f);
  return f;
}

// Every binade of both signs (64 significands each, from a fixed LCG), and 2048 subnormals.
std::vector<float> stratified_sample() {
  std::vector<float> xs;
  std::uint32_t state = 12345u;
  for (std::uint32_t sign = 0; sign < 2; ++sign) {
    for (std::uint32_t e = 0; e < 255; ++e) {
      for (int i = 0; i < (e == 0 ? 2048 : 64); ++i) {
        state = state * 1664525u + 1013904223u;
        xs.push_back(bits_to_float((sign << 31) | (e << 23) | (state >> 9)));
      }
    }
  }
  return xs;
}

// Max ulp error of f against the oracle over the sample, within the domain and over all of it.
void check_bound(const std::function<float(float)>& f, ref::Ref r, double bound_domain,
                 double bound_all, const std::function<bool(float)>& in_domain) {
  for (float x : stratified_sample()) {
    const float got = f(x);
    const ref::RefValue rv = ref::evaluate(r, x);
    const double err = ref::ulp_error(got, rv);
    ASSERT_LE(err, in_domain(x) ? bound_domain : bound_all)
        << std::hexfloat << "x = " << x << " got " << got << " want " << rv.rounded;
    if (!std::isfinite(x) || x == 0.0f || !std::isfinite(rv.rounded) || rv.rounded == 0.0f) {
      ASSERT_FALSE(ref::is_special_mistake(x, got, rv)) << std::hexfloat << "x = " << x;
    }
  }
}

bool all(float) { return true; }
bool trig_domain(float x) { return std::fabs(x) < 131072.0f; }

TEST(FastExp, SpecialValues) {
  for (auto f : {fast::expf, fast::exp2f, fast::exp10f}) {
    EXPECT_EQ(f(0.0f), 1.0f);
    EXPECT_EQ(f(-0.0f), 1.0f);
    EXPECT_TRUE(same_bits(f(kInf), kInf));
    EXPECT_TRUE(same_bits(f(-kInf), 0.0f));
    EXPECT_TRUE(std::isnan(f(kNaN)));
    EXPECT_TRUE(same_bits(f(kMax), kInf));
    EXPECT_TRUE(same_bits(f(-kMax), 0.0f));
    EXPECT_EQ(f(kTrueMin), 1.0f);
    EXPECT_EQ(f(-kTrueMin), 1.0f);
  }
  EXPECT_EQ(fast::exp2f(-149.0f), kTrueMin);  // subnormal results are not flushed
  EXPECT_EQ(fast::exp2f(-140.0f), std::ldexp(1.0f, -140));
  EXPECT_TRUE(same_bits(fast::exp2f(128.0f), kInf));
  EXPECT_TRUE(same_bits(fast::exp2f(-151.0f), 0.0f));
  EXPECT_EQ(fast::exp2f(10.0f), 1024.0f);
}

TEST(FastExp, Bounds) {
  check_bound(fast::expf, ref::Ref::exp, 2.1, 2.1, [](float x) { return std::fabs(x) <= 87.33f; });
  check_bound(fast::exp2f, ref::Ref::exp2, 2.1, 2.1,
              [](float x) { return std::fabs(x) <= 126.0f; });
  check_bound(fast::exp10f, ref::Ref::exp10, 2.2, 2.2,
              [](float x) { return std::fabs(x) <= 37.92f; });
}

TEST(FastLog, SpecialValues) {
  for (auto f : {fast::logf, fast::log2f, fast::log10f}) {
    EXPECT_TRUE(same_bits(f(0.0f), -kInf));
    EXPECT_TRUE(same_bits(f(-0.0f), -kInf));
    EXPECT_TRUE(same_bits(f(1.0f), 0.0f));
    EXPECT_TRUE(same_bits(f(kInf), kInf));
    EXPECT_TRUE(std::isnan(f(-kInf)));
    EXPECT_TRUE(std::isnan(f(-1.0f)));
    EXPECT_TRUE(std::isnan(f(-kTrueMin)));
    EXPECT_TRUE(std::isnan(f(kNaN)));
    EXPECT_TRUE(std::isfinite(f(kTrueMin)));
  }
  EXPECT_EQ(fast::log2f(kTrueMin), -149.0f);  // subnormal inputs are exact, not flushed
  EXPECT_EQ(fast::log2f(1024.0f), 10.0f);
  EXPECT_EQ(fast::log2f(0.5f), -1.0f);
}

TEST(FastLog, Bounds) {
  check_bound(fast::logf, ref::Ref::log, 1.25, 1.25, all);
  check_bound(fast::log2f, ref::Ref::log2, 1.85, 1.85, all);
  check_bound(fast::log10f, ref::Ref::log10, 1.85, 1.85, all);
}

TEST(FastTrig, SpecialValues) {
  for (auto f : {fast::sinf, fast::tanf}) {
    EXPECT_TRUE(same_bits(f(0.0f), 0.0f));
    EXPECT_TRUE(same_bits(f(-0.0f), -0.0f));
    EXPECT_TRUE(same_bits(f(kTrueMin), kTrueMin));
    EXPECT_TRUE(same_bits(f(-kTrueMin), -kTrueMin));
  }
  for (auto f : {fast::sinf, fast::cosf, fast::tanf}) {
    EXPECT_TRUE(std::isnan(f(kInf)));
    EXPECT_TRUE(std::isnan(f(-kInf)));
    EXPECT_TRUE(std::isnan(f(kNaN)));
    EXPECT_TRUE(std::isfinite(f(kMax)));
    EXPECT_TRUE(std::isfinite(f(-kMax)));
  }
  EXPECT_EQ(fast::cosf(0.0f), 1.0f);
  EXPECT_EQ(fast::cosf(-0.0f), 1.0f);
}

TEST(FastTrig, SincosMatchesSinAndCos) {
  for (float x : stratified_sample()) {
    float s, c;
    fast::sincosf(x, &s, &c);
    ASSERT_TRUE(same_bits(s, fast::sinf(x))) << std::hexfloat << x;
    ASSERT_TRUE(same_bits(c, fast::cosf(x))) << std::hexfloat << x;
  }
}

TEST(FastTrig, Bounds) {
  check_bound(fast::sinf, ref::Ref::sin, 1.6, 1.6, trig_domain);
  check_bound(fast::cosf, ref::Ref::cos, 1.6, 1.6, trig_domain);
  check_bound(fast::tanf, ref::Ref::tan, 3.2, 3.2, trig_domain);
}

TEST(FastTrig, AbsoluteErrorNearZeros) {
  // Near multiples of pi, sin's relative error is set by the reduction; the absolute error stays
  // at the documented 7e-8 in the fast domain.
  for (float x : {3.14159274f, 6.28318548f, 0x1.921fb6p+14f, 0x1.f9cbe2p+7f, 0x1.921fb6p+16f}) {
    for (float y : warpmath::unit::neighbours(x, 64)) {
      EXPECT_LE(std::fabs(fast::sinf(y) - std::sin(static_cast<double>(y))), 7e-8)
          << std::hexfloat << y;
    }
  }
}

TEST(FastRsqrt, SpecialValues) {
  EXPECT_TRUE(same_bits(fast::rsqrtf(0.0f), kInf));
  EXPECT_TRUE(same_bits(fast::rsqrtf(-0.0f), -kInf));
  EXPECT_TRUE(same_bits(fast::rsqrtf(kInf), 0.0f));
  EXPECT_TRUE(std::isnan(fast::rsqrtf(-1.0f)));
  EXPECT_TRUE(std::isnan(fast::rsqrtf(-kInf)));
  EXPECT_TRUE(std::isnan(fast::rsqrtf(kNaN)));
  EXPECT_EQ(fast::rsqrtf(4.0f), 0.5f);
  EXPECT_EQ(fast::rsqrtf(kTrueMin), std::ldexp(1.0f, 74) * 1.41421354f);  // 2^74.5, not flushed
}

TEST(FastRsqrt, Bounds) { check_bound(fast::rsqrtf, ref::Ref::rsqrt, 1.05, 1.05, all); }

}  // namespace
