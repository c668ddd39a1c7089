// tests/host_ref/reduction_test.cpp -- the 2/pi table and reduce_pi_over_2() against MPFR.
#include <gtest/gtest.h>
#include <mpfr.h>

#include <cmath>

#include "host_ref/reduce_pi_over_2.hpp"
#include "test_support.hpp"

namespace warpmath::host_ref {
namespace {

TEST(Reduction, TableIsStableUnderMorePrecision) {
  // 640 bits must give the same floor(2^s * 2/pi) mod 2^128 as 4096 bits for every window.
  EXPECT_TRUE(compute_two_over_pi_windows(4096) == two_over_pi_windows());
}

TEST(Reduction, TableStartsWithTheKnownBitsOfTwoOverPi) {
  // 2/pi = 0.a2f9836e4e441529fc2757d1f534ddc0db629599... (hex); W(e) for e = 2 holds the
  // fraction bits 1..128 of 2/pi: floor(2^128 * 2/pi), e + 126 = 128.
  const unsigned __int128 w = two_over_pi_windows()[2 + 149];
  EXPECT_EQ(static_cast<std::uint64_t>(w >> 64), 0xa2f9836e4e441529ull);
  EXPECT_EQ(static_cast<std::uint64_t>(w), 0xfc2757d1f534ddc0ull);
}

// x = (4k + quadrant) * pi/2 + r with MPFR: |r| <= pi/4.
struct Remainder {
  double r;
  int quadrant;
};

Remainder mpfr_remainder(float x) {
  mpfr_t t, k, half_pi;
  mpfr_inits2(600, t, k, half_pi, static_cast<mpfr_ptr>(nullptr));
  mpfr_const_pi(half_pi, MPFR_RNDN);
  mpfr_div_2ui(half_pi, half_pi, 1, MPFR_RNDN);
  mpfr_set_flt(t, x, MPFR_RNDN);
  mpfr_div(k, t, half_pi, MPFR_RNDN);
  mpfr_rint(k, k, MPFR_RNDN);
  mpfr_fms(t, k, half_pi, t, MPFR_RNDN);  // k pi/2 - x
  mpfr_neg(t, t, MPFR_RNDN);
  mpfr_fmod_ui(k, k, 4, MPFR_RNDN);
  Remainder out{mpfr_get_d(t, MPFR_RNDN), static_cast<int>(mpfr_get_si(k, MPFR_RNDN))};
  mpfr_clears(t, k, half_pi, static_cast<mpfr_ptr>(nullptr));
  return out;
}

TEST(Reduction, MatchesMpfrOnEveryBinade) {
  std::vector<float> inputs;
  for (std::uint32_t biased = 126; biased < 255; ++biased) {  // 0.5 .. FLT_MAX
    for (std::uint32_t m : {0u, 1u, 0x2a5b7cu, 0x400000u, 0x7fffffu}) {
      inputs.push_back(test_support::float_of((biased << 23) | m));
    }
  }
  for (float x : test_support::random_bit_patterns(20000, 11)) {
    x = std::fabs(x);
    if (std::isfinite(x) && x > 0.8f) inputs.push_back(x);
  }
  for (int k = 1; k < 500; ++k)
    test_support::append_neighbourhood(k * 1.5707963267948966, 4, &inputs);
  double worst = 0.0;
  for (float x : inputs) {
    QuadrantReduction red;
    ASSERT_TRUE(reduce_pi_over_2(x, &red)) << std::hexfloat << x;
    const Remainder want = mpfr_remainder(x);
    ASSERT_EQ(red.quadrant, want.quadrant) << std::hexfloat << x;
    const double e = std::fabs(red.r - want.r) / std::fabs(want.r);
    EXPECT_LE(e, 3.01 * 0x1p-53) << std::hexfloat << x;
    worst = std::max(worst, e);
  }
  std::printf("[ reduction ] %zu inputs, max relative error of r: 2^%.2f\n", inputs.size(),
              std::log2(worst));
}

}  // namespace
}  // namespace warpmath::host_ref
