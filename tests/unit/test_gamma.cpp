// Unit tests of lgammaf and tgammaf (and their accurate kernels): C23 Annex F values and signs, the
// poles, the overflow and underflow thresholds from both sides, the floats next to every zero of
// lgamma (1, 2 and the two in each (-n-1, -n) while float resolves them, and the unresolvable ones
// next to -10), next to the negative integers, subnormal arguments and results, the branch
// boundaries, and accuracy on every 2^10-th bit pattern against the oracle with the catalogue's
// bounds.
#include <gtest/gtest.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>
#include <warpmath/warpmath.hpp>

#include "host_ref/oracle.hpp"
#include "unit_support.hpp"

namespace fp = warpmath::fp;
namespace ref = warpmath::host_ref;

using warpmath::unit::around;
using warpmath::unit::both_signs;
using warpmath::unit::kInf;
using warpmath::unit::kMax;
using warpmath::unit::kNaN;
using warpmath::unit::kTrueMin;
using warpmath::unit::neighbours;
using warpmath::unit::same_bits;

namespace {

struct Fn {
  const char* name;
  float (*f)(float);
  ref::Ref r;
};

const Fn kFns[] = {
    {"lgammaf", [](float x) { return warpmath::lgammaf(x); }, ref::Ref::lgamma},
    {"tgammaf", [](float x) { return warpmath::tgammaf(x); }, ref::Ref::tgamma},
};

// The accurate kernels the default functions replaced (swept as before: docs/sweeps/accurate_*):
// here only the special values and the hard places (zeros, poles, boundaries), to keep CI short.
const Fn kAccurateFns[] = {
    {"accurate_lgammaf", [](float x) { return warpmath::detail::accurate::lgammaf(x); },
     ref::Ref::lgamma},
    {"accurate_tgammaf", [](float x) { return warpmath::detail::accurate::tgammaf(x); },
     ref::Ref::tgamma},
};

// The zeros of lgamma (tools/sollya/special_gamma_zeros.sollya), rounded to float.
const float kZeros[] = {1.0f,        2.0f,        -2.7476826f, -2.4570247f, -3.9552943f,
                        -3.1435809f, -4.9915446f, -4.0393618f, -5.9986075f, -5.0082182f,
                        -6.9998015f, -6.0013853f, -7.9999752f, -7.0001983f, -8.9999972f,
                        -8.0000248f, -9.9999997f, -9.0000028f, -10.000000f, -10.9999999f};

template <std::size_t N>
void expect_accurate_all(const Fn (&fns)[N], const std::vector<float>& xs) {
  for (const Fn& fn : fns) {
    warpmath::unit::expect_accurate(fn.name, fn.f, fn.r, xs,
                                    warpmath::unit::bound_of(fn.name, 2.0));
  }
}

void expect_both_accurate(const std::vector<float>& xs) { expect_accurate_all(kFns, xs); }

// The default functions and the accurate kernels.
void expect_all_accurate(const std::vector<float>& xs) {
  expect_accurate_all(kFns, xs);
  expect_accurate_all(kAccurateFns, xs);
}

TEST(GammaSpecialValues, MatchTheAnnexFTable) {
  warpmath::unit::expect_annexf_table(kFns);
  warpmath::unit::expect_annexf_table(kAccurateFns);
}

TEST(GammaSpecialValues, PolesZerosAndSigns) {
  EXPECT_TRUE(same_bits(warpmath::lgammaf(1.0f), 0.0f));
  EXPECT_TRUE(same_bits(warpmath::lgammaf(2.0f), 0.0f));
  EXPECT_TRUE(same_bits(warpmath::lgammaf(0.0f), kInf));
  EXPECT_TRUE(same_bits(warpmath::lgammaf(-0.0f), kInf));
  EXPECT_TRUE(same_bits(warpmath::lgammaf(kInf), kInf));
  EXPECT_TRUE(same_bits(warpmath::lgammaf(-kInf), kInf));
  EXPECT_TRUE(same_bits(warpmath::tgammaf(0.0f), kInf));
  EXPECT_TRUE(same_bits(warpmath::tgammaf(-0.0f), -kInf));
  EXPECT_TRUE(same_bits(warpmath::tgammaf(kInf), kInf));
  EXPECT_TRUE(std::isnan(warpmath::tgammaf(-kInf)));
  EXPECT_TRUE(std::isnan(warpmath::lgammaf(kNaN)));
  EXPECT_TRUE(std::isnan(warpmath::tgammaf(kNaN)));
  // Every negative integer, up to -2^23 and the integer-only floats beyond.
  for (float n = -1.0f; n >= -300.0f; n -= 1.0f) {
    EXPECT_TRUE(same_bits(warpmath::lgammaf(n), kInf)) << n;
    EXPECT_TRUE(std::isnan(warpmath::tgammaf(n))) << n;
  }
  for (float n : {-0x1p22f - 1.0f, -0x1p23f + 1.0f, -0x1p23f, -0x1p24f, -0x1p100f, -kMax}) {
    EXPECT_TRUE(same_bits(warpmath::lgammaf(n), kInf)) << n;
    EXPECT_TRUE(std::isnan(warpmath::tgammaf(n))) << n;
  }
  // Gamma(n) = (n-1)! exactly while it is a float.
  float factorial = 1.0f;
  for (int n = 1; n <= 13; ++n) {
    EXPECT_EQ(warpmath::tgammaf(static_cast<float>(n)), factorial) << n;
    factorial *= static_cast<float>(n);
  }
  // The sign of Gamma on (-n-1, -n) is (-1)^(n+1), underflowed zeros included.
  for (int n = 0; n < 200; ++n) {
    const float x = -static_cast<float>(n) - 0.5f;
    const float g = warpmath::tgammaf(x);
    EXPECT_EQ(std::signbit(g), n % 2 == 0) << x << " " << g;
    EXPECT_FALSE(std::signbit(warpmath::lgammaf(x)) && n < 2) << x;
  }
}

TEST(GammaAccuracy, OverflowAndUnderflowThresholds) {
  // lgamma overflows from 4.0850034e36, tgamma from 35.040098; tgamma's results are subnormal
  // on about (-41.9, -38.0) and round to zero below.
  std::vector<float> xs = around({0x1.895f1cp+121f, 0x1.18521ep+5f, kMax}, 256);
  for (float x = -43.0f; x < -37.0f; x += 0x1p-11f) xs.push_back(x);
  for (float x : {-41.5f, -42.0f, -43.0f, -50.0f}) {
    for (float y : neighbours(x, 64)) xs.push_back(y);
  }
  expect_all_accurate(xs);
}

TEST(GammaAccuracy, NextToTheZerosOfLgamma) {
  std::vector<float> xs;
  for (float z : kZeros) {
    for (float y : neighbours(z, 2048)) xs.push_back(y);
  }
  expect_all_accurate(xs);
}

TEST(GammaAccuracy, NextToTheNegativeIntegers) {
  std::vector<float> xs;
  for (int n = 1; n <= 60; ++n) {
    for (float y : neighbours(-static_cast<float>(n), 64)) xs.push_back(y);
  }
  for (float p : {-0x1p20f, -0x1p22f - 0.5f, -0x1p23f + 0.5f}) {
    for (float y : neighbours(p, 64)) xs.push_back(y);
  }
  expect_all_accurate(xs);
}

TEST(GammaAccuracy, SubnormalAndTinyArguments) {
  const std::vector<float> xs =
      both_signs(around({kTrueMin, 0x1p-140f, 0x1p-128f, 0x1p-126f, 0x1p-100f, 0x1p-24f}, 64));
  expect_all_accurate(xs);
}

TEST(GammaAccuracy, BranchBoundaries) {
  // 2^-24 (tiny forms), 8 (Stirling), 2^23 (lgamma's huge form), -10 (reflection), 1.5 and the
  // midpoints -n-1/2 (which zero's expansion), 36 (tgamma's early overflow), and the shift counts.
  std::vector<float> xs = both_signs(
      around({0x1p-24f, 8.0f, 0x1p23f, 10.0f, 1.5f, 2.5f, 3.5f, 9.5f, 36.0f, 0.5f, 7.0f}, 64));
  for (float x = -10.0f; x < 8.0f; x += 0.25f) {
    for (float y : neighbours(x, 8)) xs.push_back(y);
  }
  // The default tier's pieces: lgamma(1 + v)'s at v = (2k - 1)/16, tgammaf's at the integers
  // 8..36, and -1 < x < 0, where v = RN(x + 1) is rounded.
  for (float n = -10.0f; n < 8.0f; n += 1.0f) {
    for (int k = 1; k <= 8; ++k) {
      for (float y : neighbours(n + static_cast<float>(2 * k - 1) / 16.0f, 8)) xs.push_back(y);
    }
  }
  for (float n = 8.0f; n <= 36.0f; n += 1.0f) {
    for (float y : neighbours(n, 16)) xs.push_back(y);
  }
  for (float x = -1.0f; x < 0.0f; x += 0x1.01p-12f) xs.push_back(x);
  expect_all_accurate(xs);
}

TEST(GammaAccuracy, DenseOnTheCoreRange) {
  std::vector<float> xs;
  for (float x = -45.0f; x < 40.0f; x += 0x1.01p-10f) xs.push_back(x);
  expect_both_accurate(xs);
}

TEST(GammaAccuracy, EveryThousandTwentyFourthPattern) {
  std::vector<float> xs;
  for (std::uint64_t b = 0; b < (1ull << 32); b += 1024) {
    xs.push_back(fp::as_float(static_cast<std::uint32_t>(b + 0x2a7)));
  }
  expect_both_accurate(xs);
}

}  // namespace
