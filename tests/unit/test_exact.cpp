// Unit tests of the exact functions (include/warpmath/exact/): special values and the documented
// conventions (saturating integer conversions, ilogb/logb/frexp/modf at 0, inf and NaN, remquo's
// quotient bits, fmin/fmax signed zeros, nextafter at the boundaries), quiet NaN results, every
// 257th bit pattern of each one-argument function against the host libm (exact for these), and
// random and structured pairs of the two-argument functions against the oracle (fmod, remainder,
// fdim, fmin, fmax, copysign, nextafter) and glibc's remquof.
#include <gtest/gtest.h>

#include <algorithm>
#include <cfloat>
#include <climits>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <vector>
#include <warpmath/warpmath.hpp>

#include "host_ref/oracle.hpp"
#include "unit_support.hpp"

namespace fp = warpmath::fp;
namespace ref = warpmath::host_ref;
using warpmath::unit::kInf;
using warpmath::unit::kMax;
using warpmath::unit::kNaN;
using warpmath::unit::kTrueMin;
using warpmath::unit::same_bits;

namespace {

constexpr std::uint64_t kStride = 257;  // every 257th bit pattern: about 1.7e7 floats
const float kSNaN = std::numeric_limits<float>::signaling_NaN();
const float kMinNormal = FLT_MIN;

bool is_nan(float x) { return std::isnan(x); }
bool is_quiet_nan(float x) { return std::isnan(x) && (fp::as_uint(x) & 0x00400000u) != 0; }
// Same bits, and a NaN result must be quiet.
bool matches(float got, float want) {
  return same_bits(got, want) && (!is_nan(got) || is_quiet_nan(got));
}

std::string hex(float x) {
  std::ostringstream s;
  s << std::hexfloat << x << " [0x" << std::hex << fp::as_uint(x) << "]";
  return s.str();
}

// Special and boundary arguments, both signs.
std::vector<float> special_floats() {
  std::vector<float> v = {
      0.0f,           kTrueMin, 2 * kTrueMin,   3 * kTrueMin,   0x1.fffffcp-127f,
      kMinNormal,     0.25f,    0.5f,           0x1.fffffep-2f, 0x1.000002p-1f,
      1.0f,           1.5f,     2.0f,           2.5f,           3.5f,
      0x1.fffffep22f, 0x1p23f,  0x1.000002p23f, 0x1p24f,        8388607.5f,
      4194303.5f,     0x1p31f,  0x1p63f,        0x1.fffffep62f, kMax,
      kInf,           kNaN,     kSNaN};
  return warpmath::unit::both_signs(v);
}

// f(x) == want(x) (bit for bit, NaN results quiet) for every 257th bit pattern and the specials.
void sweep_unary(const char* name, const std::function<float(float)>& f,
                 const std::function<float(float)>& want) {
  std::uint64_t bad = 0;
  auto check = [&](float x) {
    const float got = f(x), w = want(x);
    if (!matches(got, w) && bad++ < 5)
      ADD_FAILURE() << name << "(" << hex(x) << ") = " << hex(got) << ", expected " << hex(w);
  };
  for (std::uint64_t u = 0; u < (1ull << 32); u += kStride)
    check(fp::as_float(static_cast<std::uint32_t>(u)));
  for (float x : special_floats()) check(x);
  EXPECT_EQ(bad, 0u) << name;
}

// The saturating conversion of an integral float (or inf, NaN) that lrintf and friends promise.
template <class Int>
Int saturated(float r) {
  if (std::isnan(r)) return 0;
  const float limit = std::ldexp(1.0f, std::numeric_limits<Int>::digits);  // 2^(N-1)
  if (r >= limit) return std::numeric_limits<Int>::max();
  if (r < -limit) return std::numeric_limits<Int>::min();
  return static_cast<Int>(r);
}

template <class Int>
void sweep_integer(const char* name, Int (*f)(float), float (*round_first)(float)) {
  std::uint64_t bad = 0;
  auto check = [&](float x) {
    const Int got = f(x), want = saturated<Int>(round_first(x));
    if (got != want && bad++ < 5)
      ADD_FAILURE() << name << "(" << hex(x) << ") = " << got << ", expected " << want;
  };
  for (std::uint64_t u = 0; u < (1ull << 32); u += kStride)
    check(fp::as_float(static_cast<std::uint32_t>(u)));
  for (float x : special_floats()) check(x);
  EXPECT_EQ(bad, 0u) << name;
}

float rint_ref(float x) { return std::rint(x); }
float round_ref(float x) { return std::round(x); }

// ------------------------------------------------------------------------------------------------
// Rounding to integral floats.

TEST(ExactRounding, SpecialValues) {
  for (float s : {1.0f, -1.0f}) {
    for (float (*f)(float) : {warpmath::truncf, warpmath::floorf, warpmath::ceilf, warpmath::roundf,
                              warpmath::rintf, warpmath::nearbyintf}) {
      EXPECT_TRUE(matches(f(0.0f * s), 0.0f * s));
      EXPECT_TRUE(matches(f(kInf * s), kInf * s));
      EXPECT_TRUE(is_quiet_nan(f(kNaN)));
      EXPECT_TRUE(is_quiet_nan(f(kSNaN)));
      EXPECT_TRUE(matches(f(kMax * s), kMax * s));
    }
  }
  EXPECT_TRUE(matches(warpmath::floorf(-0.5f), -1.0f));
  EXPECT_TRUE(matches(warpmath::floorf(-kTrueMin), -1.0f));
  EXPECT_TRUE(matches(warpmath::floorf(kTrueMin), 0.0f));
  EXPECT_TRUE(matches(warpmath::ceilf(-0.5f), -0.0f));
  EXPECT_TRUE(matches(warpmath::ceilf(kTrueMin), 1.0f));
  EXPECT_TRUE(matches(warpmath::truncf(-0.75f), -0.0f));
  EXPECT_TRUE(matches(warpmath::roundf(0.5f), 1.0f));
  EXPECT_TRUE(matches(warpmath::roundf(-0.5f), -1.0f));
  EXPECT_TRUE(matches(warpmath::roundf(0x1.fffffep-2f), 0.0f));
  EXPECT_TRUE(matches(warpmath::roundf(-0.25f), -0.0f));
  EXPECT_TRUE(matches(warpmath::roundf(2.5f), 3.0f));
  EXPECT_TRUE(matches(warpmath::roundf(8388607.5f), 8388608.0f));
  EXPECT_TRUE(matches(warpmath::rintf(0.5f), 0.0f));
  EXPECT_TRUE(matches(warpmath::rintf(-0.5f), -0.0f));
  EXPECT_TRUE(matches(warpmath::rintf(1.5f), 2.0f));
  EXPECT_TRUE(matches(warpmath::rintf(2.5f), 2.0f));
  EXPECT_TRUE(matches(warpmath::rintf(-3.5f), -4.0f));
  EXPECT_TRUE(matches(warpmath::rintf(0x1.000002p-1f), 1.0f));
  EXPECT_TRUE(matches(warpmath::rintf(8388607.5f), 8388608.0f));
  EXPECT_TRUE(matches(warpmath::rintf(4194303.5f), 4194304.0f));
  EXPECT_TRUE(matches(warpmath::nearbyintf(4194302.5f), 4194302.0f));
  EXPECT_TRUE(matches(warpmath::floorf(-8388607.5f), -8388608.0f));
  EXPECT_TRUE(matches(warpmath::ceilf(8388607.5f), 8388608.0f));
}

TEST(ExactRounding, EveryStrideAgainstLibm) {
  sweep_unary("truncf", warpmath::truncf, [](float x) { return std::trunc(x); });
  sweep_unary("floorf", warpmath::floorf, [](float x) { return std::floor(x); });
  sweep_unary("ceilf", warpmath::ceilf, [](float x) { return std::ceil(x); });
  sweep_unary("roundf", warpmath::roundf, [](float x) { return std::round(x); });
  sweep_unary("rintf", warpmath::rintf, [](float x) { return std::rint(x); });
  sweep_unary("nearbyintf", warpmath::nearbyintf, [](float x) { return std::nearbyint(x); });
}

// Every float of the binades where the fraction is cut: [2^-1, 2^24), both signs, ties included.
TEST(ExactRounding, HalvesAndNeighboursInEveryBinade) {
  std::uint64_t bad = 0;
  for (int e = -2; e <= 24; ++e)
    for (float base : {std::ldexp(1.0f, e), std::ldexp(1.5f, e), std::ldexp(1.25f, e)})
      for (float x : warpmath::unit::both_signs(warpmath::unit::neighbours(base, 3)))
        bad += !matches(warpmath::rintf(x), std::rint(x)) +
               !matches(warpmath::roundf(x), std::round(x)) +
               !matches(warpmath::floorf(x), std::floor(x)) +
               !matches(warpmath::ceilf(x), std::ceil(x));
  EXPECT_EQ(bad, 0u);
}

// ------------------------------------------------------------------------------------------------
// Integer conversions.

TEST(ExactIntegerConversion, SaturationAndNaN) {
  constexpr long kLongMax = LONG_MAX, kLongMin = LONG_MIN;
  EXPECT_EQ(warpmath::lrintf(kNaN), 0L);
  EXPECT_EQ(warpmath::llrintf(-kNaN), 0LL);
  EXPECT_EQ(warpmath::lroundf(kSNaN), 0L);
  EXPECT_EQ(warpmath::llroundf(kNaN), 0LL);
  EXPECT_EQ(warpmath::lrintf(kInf), kLongMax);
  EXPECT_EQ(warpmath::lrintf(-kInf), kLongMin);
  EXPECT_EQ(warpmath::llrintf(kMax), LLONG_MAX);
  EXPECT_EQ(warpmath::llrintf(-kMax), LLONG_MIN);
  EXPECT_EQ(warpmath::llroundf(0x1p63f), LLONG_MAX);
  EXPECT_EQ(warpmath::llroundf(-0x1p63f), LLONG_MIN);
  EXPECT_EQ(warpmath::llrintf(0x1.fffffep62f), 0x7fffff8000000000LL);
  EXPECT_EQ(warpmath::llrintf(-0x1.fffffep62f), -0x7fffff8000000000LL);
  EXPECT_EQ(warpmath::lroundf(2.5f), 3L);
  EXPECT_EQ(warpmath::lroundf(-2.5f), -3L);
  EXPECT_EQ(warpmath::lrintf(2.5f), 2L);
  EXPECT_EQ(warpmath::lrintf(-2.5f), -2L);
  EXPECT_EQ(warpmath::lrintf(-0.5f), 0L);
  EXPECT_EQ(warpmath::llroundf(-0.5f), -1LL);
  EXPECT_EQ(warpmath::llroundf(0x1.fffffep-2f), 0LL);
  EXPECT_EQ(warpmath::lrintf(kTrueMin), 0L);
  EXPECT_EQ(warpmath::lrintf(16777215.0f), 16777215L);
}

TEST(ExactIntegerConversion, EveryStrideAgainstLibm) {
  sweep_integer<long>("lrintf", warpmath::lrintf, rint_ref);
  sweep_integer<long long>("llrintf", warpmath::llrintf, rint_ref);
  sweep_integer<long>("lroundf", warpmath::lroundf, round_ref);
  sweep_integer<long long>("llroundf", warpmath::llroundf, round_ref);
  // In range, the host's own conversions agree.
  std::uint64_t bad = 0;
  for (std::uint64_t u = 0; u < (1ull << 32); u += kStride * 16) {
    const float x = fp::as_float(static_cast<std::uint32_t>(u));
    if (!(std::fabs(x) < 0x1p62f)) continue;
    bad += warpmath::llrintf(x) != std::llrint(x);
    bad += warpmath::llroundf(x) != std::llround(x);
  }
  EXPECT_EQ(bad, 0u);
}

// ------------------------------------------------------------------------------------------------
// Exponent access: ilogbf, logbf, frexpf; modff.

TEST(ExactExponent, SpecialValues) {
  EXPECT_EQ(warpmath::ilogbf(0.0f), INT_MIN);
  EXPECT_EQ(warpmath::ilogbf(-0.0f), INT_MIN);
  EXPECT_EQ(warpmath::ilogbf(kNaN), INT_MIN);
  EXPECT_EQ(warpmath::ilogbf(kSNaN), INT_MIN);
  EXPECT_EQ(warpmath::ilogbf(kInf), INT_MAX);
  EXPECT_EQ(warpmath::ilogbf(-kInf), INT_MAX);
  EXPECT_EQ(warpmath::ilogbf(kTrueMin), -149);
  EXPECT_EQ(warpmath::ilogbf(-0x1.fffffcp-127f), -127);
  EXPECT_EQ(warpmath::ilogbf(kMinNormal), -126);
  EXPECT_EQ(warpmath::ilogbf(kMax), 127);
  EXPECT_EQ(warpmath::ilogbf(-1.0f), 0);
  EXPECT_TRUE(matches(warpmath::logbf(0.0f), -kInf));
  EXPECT_TRUE(matches(warpmath::logbf(-0.0f), -kInf));
  EXPECT_TRUE(matches(warpmath::logbf(kInf), kInf));
  EXPECT_TRUE(matches(warpmath::logbf(-kInf), kInf));
  EXPECT_TRUE(is_quiet_nan(warpmath::logbf(kSNaN)));
  EXPECT_TRUE(matches(warpmath::logbf(-kTrueMin), -149.0f));
  EXPECT_TRUE(matches(warpmath::logbf(0.75f), -1.0f));

  int e = 12345;
  EXPECT_TRUE(matches(warpmath::frexpf(0.0f, &e), 0.0f));
  EXPECT_EQ(e, 0);
  e = 12345;
  EXPECT_TRUE(matches(warpmath::frexpf(-0.0f, &e), -0.0f));
  EXPECT_EQ(e, 0);
  e = 12345;
  EXPECT_TRUE(matches(warpmath::frexpf(-kInf, &e), -kInf));
  EXPECT_EQ(e, 0);
  e = 12345;
  EXPECT_TRUE(is_quiet_nan(warpmath::frexpf(kSNaN, &e)));
  EXPECT_EQ(e, 0);
  EXPECT_TRUE(matches(warpmath::frexpf(kTrueMin, &e), 0.5f));
  EXPECT_EQ(e, -148);
  EXPECT_TRUE(matches(warpmath::frexpf(-kMax, &e), -0x1.fffffep-1f));
  EXPECT_EQ(e, 128);
  EXPECT_TRUE(matches(warpmath::frexpf(1.0f, &e), 0.5f));
  EXPECT_EQ(e, 1);
}

TEST(ExactExponent, EveryStrideAgainstLibm) {
  sweep_unary("logbf", warpmath::logbf, [](float x) { return std::logb(x); });
  std::uint64_t bad = 0;
  auto check = [&](float x) {
    const int want_ilogb = x == 0.0f || std::isnan(x) ? INT_MIN
                           : std::isinf(x)            ? INT_MAX
                                                      : std::ilogb(x);
    int got_exp = 777, want_exp = 0;
    const float got = warpmath::frexpf(x, &got_exp);
    const float want = std::isfinite(x) ? std::frexp(x, &want_exp) : x;
    if ((warpmath::ilogbf(x) != want_ilogb || !matches(got, want) || got_exp != want_exp) &&
        bad++ < 5)
      ADD_FAILURE() << hex(x) << ": ilogbf " << warpmath::ilogbf(x) << " (" << want_ilogb
                    << "), frexpf " << hex(got) << ", " << got_exp << " (" << hex(want) << ", "
                    << want_exp << ")";
  };
  for (std::uint64_t u = 0; u < (1ull << 32); u += kStride)
    check(fp::as_float(static_cast<std::uint32_t>(u)));
  for (float x : special_floats()) check(x);
  EXPECT_EQ(bad, 0u);
}

TEST(ExactModf, SpecialValuesAndStride) {
  float ip = 0.0f;
  EXPECT_TRUE(matches(warpmath::modff(kInf, &ip), 0.0f));
  EXPECT_TRUE(matches(ip, kInf));
  EXPECT_TRUE(matches(warpmath::modff(-kInf, &ip), -0.0f));
  EXPECT_TRUE(matches(ip, -kInf));
  EXPECT_TRUE(is_quiet_nan(warpmath::modff(kSNaN, &ip)));
  EXPECT_TRUE(is_quiet_nan(ip));
  EXPECT_TRUE(matches(warpmath::modff(-3.0f, &ip), -0.0f));
  EXPECT_TRUE(matches(ip, -3.0f));
  EXPECT_TRUE(matches(warpmath::modff(-0.25f, &ip), -0.25f));
  EXPECT_TRUE(matches(ip, -0.0f));
  EXPECT_TRUE(matches(warpmath::modff(-kTrueMin, &ip), -kTrueMin));
  EXPECT_TRUE(matches(ip, -0.0f));
  EXPECT_TRUE(matches(warpmath::modff(8388607.5f, &ip), 0.5f));
  EXPECT_TRUE(matches(ip, 8388607.0f));
  std::uint64_t bad = 0;
  auto check = [&](float x) {
    float got_i = 0.0f, want_i = 0.0f;
    const float got = warpmath::modff(x, &got_i), want = std::modf(x, &want_i);
    if ((!matches(got, want) || !matches(got_i, want_i)) && bad++ < 5)
      ADD_FAILURE() << "modff(" << hex(x) << ") = " << hex(got) << ", " << hex(got_i)
                    << "; expected " << hex(want) << ", " << hex(want_i);
  };
  for (std::uint64_t u = 0; u < (1ull << 32); u += kStride)
    check(fp::as_float(static_cast<std::uint32_t>(u)));
  for (float x : special_floats()) check(x);
  EXPECT_EQ(bad, 0u);
}

// ------------------------------------------------------------------------------------------------
// ldexpf, scalbnf, scalblnf.

TEST(ExactScale, SpecialValuesAndClamping) {
  for (int n : {INT_MIN, -100000, -1, 0, 1, 100000, INT_MAX}) {
    EXPECT_TRUE(matches(warpmath::ldexpf(-0.0f, n), -0.0f));
    EXPECT_TRUE(matches(warpmath::ldexpf(kInf, n), kInf));
    EXPECT_TRUE(is_quiet_nan(warpmath::scalbnf(kSNaN, n)));
  }
  EXPECT_TRUE(matches(warpmath::ldexpf(kTrueMin, INT_MAX), kInf));
  EXPECT_TRUE(matches(warpmath::ldexpf(-kMax, INT_MIN), -0.0f));
  EXPECT_TRUE(matches(warpmath::scalblnf(kTrueMin, LONG_MAX), kInf));
  EXPECT_TRUE(matches(warpmath::scalblnf(-kTrueMin, LONG_MIN), -0.0f));
  EXPECT_TRUE(matches(warpmath::scalblnf(kTrueMin, 276), 0x1p127f));
  EXPECT_TRUE(matches(warpmath::ldexpf(kTrueMin, 277), kInf));
  EXPECT_TRUE(matches(warpmath::ldexpf(kMax, -277), kTrueMin));  // (1 - 2^-24) * 2^-149
  EXPECT_TRUE(matches(warpmath::ldexpf(kMax, -278), 0.0f));      // just below TRUE_MIN / 2
  // Ties to even in the subnormal range, no double rounding.
  EXPECT_TRUE(matches(warpmath::ldexpf(1.5f, -149), 2 * kTrueMin));
  EXPECT_TRUE(matches(warpmath::ldexpf(2.5f, -149), 2 * kTrueMin));
  EXPECT_TRUE(matches(warpmath::ldexpf(0x1.000002p-1f, -149), kTrueMin));
  EXPECT_TRUE(matches(warpmath::ldexpf(0.5f, -149), 0.0f));
  EXPECT_TRUE(matches(warpmath::ldexpf(0x1.fffffep-1f, -126), kMinNormal));  // carry into normal
  EXPECT_TRUE(matches(warpmath::ldexpf(0x1.fffffcp-127f, 1), 0x1.fffffcp-126f));
  EXPECT_TRUE(matches(warpmath::ldexpf(kTrueMin, 149), 1.0f));
}

TEST(ExactScale, EveryStrideAgainstLibm) {
  // ldexpf at n = -1 and 1 for every 257th pattern, all three at more n on a sparser stride.
  for (int n : {-1, 1})
    sweep_unary(
        n < 0 ? "ldexpf(x, -1)" : "ldexpf(x, 1)", [n](float x) { return warpmath::ldexpf(x, n); },
        [n](float x) { return std::ldexp(x, n); });
  std::uint64_t bad = 0;
  for (int n :
       {-300, -277, -160, -150, -149, -140, -127, -126, -24, 0, 24, 127, 150, 254, 277, 300}) {
    for (std::uint64_t u = static_cast<std::uint64_t>(n + 300); u < (1ull << 32);
         u += kStride * 31) {
      const float x = fp::as_float(static_cast<std::uint32_t>(u));
      const float want = std::ldexp(x, n);
      const bool ok = matches(warpmath::ldexpf(x, n), want) &&
                      matches(warpmath::scalbnf(x, n), want) &&
                      matches(warpmath::scalblnf(x, static_cast<long>(n)), want);
      if (!ok && bad++ < 5)
        ADD_FAILURE() << "ldexpf(" << hex(x) << ", " << n << ") != " << hex(want);
    }
  }
  EXPECT_EQ(bad, 0u);
}

// Every n that lands a significand in or near the subnormal range, for significands that make
// ties and near-ties.
TEST(ExactScale, SubnormalResults) {
  std::mt19937 rng(12345);
  std::vector<float> xs;
  for (std::uint32_t m : {0u, 1u, 2u, 3u, 0x400000u, 0x400001u, 0x3fffffu, 0x7fffffu, 0x7ffffeu,
                          0x200000u, 0x600000u, 0x100001u})
    xs.push_back(fp::as_float(0x3f800000u | m));
  for (int i = 0; i < 200; ++i) xs.push_back(fp::as_float(0x3f800000u | (rng() & 0x7fffffu)));
  for (int i = 0; i < 100; ++i) xs.push_back(fp::as_float(rng() & 0x007fffffu));  // subnormal x
  std::uint64_t bad = 0;
  for (float x : warpmath::unit::both_signs(xs))
    for (int n = -180; n <= 180; ++n) {
      const float want = std::ldexp(x, n);
      if (!matches(warpmath::ldexpf(x, n), want) && bad++ < 5)
        ADD_FAILURE() << "ldexpf(" << hex(x) << ", " << n << ") = " << hex(warpmath::ldexpf(x, n))
                      << ", expected " << hex(want);
    }
  EXPECT_EQ(bad, 0u);
}

// ------------------------------------------------------------------------------------------------
// Two-argument functions: pairs.

struct Pairs {
  std::vector<float> x, y;
  void add(float a, float b) {
    x.push_back(a);
    y.push_back(b);
  }
};

float random_float(std::mt19937& rng, int be_lo, int be_hi) {  // biased exponent in [be_lo, be_hi]
  std::uniform_int_distribution<int> be(be_lo, be_hi);
  const std::uint32_t sign = (rng() & 1u) << 31;
  return fp::as_float(sign | (static_cast<std::uint32_t>(be(rng)) << 23) | (rng() & 0x7fffffu));
}

// Everything the fmod/remainder tests use: special crosses, random bits, same exponent, huge gaps,
// subnormal y, x = k*y exactly and x = (k + 1/2)*y exactly, and their neighbours.
Pairs division_pairs() {
  Pairs p;
  const std::vector<float> s = special_floats();
  for (float a : s)
    for (float b : s) p.add(a, b);
  std::mt19937 rng(20240607);
  for (int i = 0; i < 200000; ++i) p.add(fp::as_float(rng()), fp::as_float(rng()));
  for (int i = 0; i < 100000; ++i) {  // same binade, including the subnormal "binade"
    const int be = std::uniform_int_distribution<int>(0, 254)(rng);
    p.add(random_float(rng, be, be), random_float(rng, be, be));
  }
  for (int i = 0; i < 100000; ++i) p.add(random_float(rng, 180, 254), random_float(rng, 0, 40));
  for (int i = 0; i < 100000; ++i)
    p.add(fp::as_float(rng()), random_float(rng, 0, 0));  // subnormal y
  for (int i = 0; i < 50000; ++i) {  // exponent gaps of -3..3 around the kernel's early-out
    const float y = random_float(rng, 0, 254);
    const int gap = std::uniform_int_distribution<int>(-3, 3)(rng);
    const int be = static_cast<int>((fp::as_uint(y) >> 23) & 0xff) + gap;
    if (be >= 0 && be <= 254) p.add(random_float(rng, be, be), y);
  }
  for (int i = 0; i < 100000; ++i) {  // x = k*y and x = (k + 1/2)*y exactly, and neighbours
    const std::uint32_t y_bits = (rng() & 0xfffff000u) & ~0x80000000u;  // 12 trailing zero bits
    const float y = fp::as_float(y_bits | ((rng() & 1u) << 31));
    const double k = static_cast<double>(rng() % 4096) + ((i & 1) ? 0.5 : 0.0);
    const double xd = k * static_cast<double>(y) * ((rng() & 1u) ? 1.0 : -1.0);
    const float x = static_cast<float>(xd);
    if (!std::isfinite(x) || static_cast<double>(x) != xd || y == 0.0f || !std::isfinite(y))
      continue;
    for (float xn : warpmath::unit::neighbours(x, 1)) p.add(xn, y);
  }
  for (float x : warpmath::unit::neighbours(kMax, 2))  // the widest exponent gap
    for (float y : {kTrueMin, 2 * kTrueMin, 3 * kTrueMin, 0x1.fffffcp-127f, kMinNormal}) {
      p.add(x, y);
      p.add(-x, y);
      p.add(x, -y);
    }
  return p;
}

const Pairs& pairs() {
  static const Pairs p = division_pairs();
  return p;
}

// f(x, y) bit for bit against evaluate2(r, x, y) on every pair (NaN results quiet).
void against_oracle(const char* name, float (*f)(float, float), ref::Ref r, const Pairs& p) {
  std::uint64_t bad = 0;
  for (std::size_t i = 0; i < p.x.size(); ++i) {
    const float got = f(p.x[i], p.y[i]), want = ref::evaluate2(r, p.x[i], p.y[i]).rounded;
    if (!matches(got, want) && bad++ < 5)
      ADD_FAILURE() << name << "(" << hex(p.x[i]) << ", " << hex(p.y[i]) << ") = " << hex(got)
                    << ", expected " << hex(want);
  }
  EXPECT_EQ(bad, 0u) << name << " over " << p.x.size() << " pairs";
}

TEST(ExactFmod, SpecialValues) {
  EXPECT_TRUE(is_quiet_nan(warpmath::fmodf(kInf, 1.0f)));
  EXPECT_TRUE(is_quiet_nan(warpmath::fmodf(1.0f, 0.0f)));
  EXPECT_TRUE(is_quiet_nan(warpmath::fmodf(1.0f, kSNaN)));
  EXPECT_TRUE(is_quiet_nan(warpmath::fmodf(kSNaN, kInf)));
  EXPECT_TRUE(matches(warpmath::fmodf(-0.0f, 3.0f), -0.0f));
  EXPECT_TRUE(matches(warpmath::fmodf(-5.0f, kInf), -5.0f));
  EXPECT_TRUE(matches(warpmath::fmodf(-4.0f, 2.0f), -0.0f));
  EXPECT_TRUE(matches(warpmath::fmodf(-5.5f, 2.0f), -1.5f));
  EXPECT_TRUE(matches(warpmath::fmodf(5.5f, -2.0f), 1.5f));
  EXPECT_TRUE(matches(warpmath::fmodf(kMax, kTrueMin), 0.0f));
  EXPECT_TRUE(matches(warpmath::fmodf(kMax, 3 * kTrueMin),
                      static_cast<float>(std::fmod(static_cast<double>(kMax), 0x1.8p-148))));
  EXPECT_TRUE(matches(warpmath::fmodf(kTrueMin, kMax), kTrueMin));
}

// The short division of fmodf, remainderf and remquof (exact/remainder_kernel.hpp): its biased
// reciprocal R satisfies R b - 1 in 2^-22 + [-0.64, 0.46] 2^-23 for every significand of b at
// both ends of its exponent range (2^-103 and 2^124) and on a stride in between, which is what
// the proof that the quotient estimate is Q or Q + 1 needs (it requires [0.5, 2.9] 2^-23).
TEST(ExactShortDivision, ReciprocalBias) {
  namespace recip = warpmath::detail::fast_recip;
  double lo = 1.0, hi = -1.0;
  auto check = [&](std::uint32_t bits) {
    const float b = fp::as_float(bits);
    const float r = recip::reciprocal_cubic(b, 1.0f + 0x1p-22f);
    const double rho = static_cast<double>(r) * static_cast<double>(b) - 1.0;
    lo = std::min(lo, rho);
    hi = std::max(hi, rho);
  };
  for (std::uint32_t m = 0; m < (1u << 23); ++m) {
    check((24u << 23) | m);   // [2^-103, 2^-102)
    check((251u << 23) | m);  // [2^124, 2^125)
  }
  for (std::uint32_t bits = 25u << 23; bits < (251u << 23); bits += 4099) check(bits);
  EXPECT_GE(lo, 0x1p-22 - 0.64 * 0x1p-23);
  EXPECT_LE(hi, 0x1p-22 + 0.46 * 0x1p-23);
  // Keeping the bias, the estimate never falls below a/b and never reaches Q + 2.
  EXPECT_GT(lo, 0.5 * 0x1p-23 * (1.0 + 0x1p-20));
  EXPECT_LT(hi, 2.9 * 0x1p-23);
}

// The hot path against the long division it bypasses, on pairs it takes: quotients of every size
// up to 2^21, exact multiples and halves of y and their neighbours (the rounding decisions), and
// both signs.
TEST(ExactShortDivision, AgainstLongDivision) {
  namespace exact = warpmath::detail::exact;
  std::mt19937_64 rng(20250607);
  std::uint64_t taken = 0, bad = 0;
  for (int i = 0; i < 3000000; ++i) {
    const std::uint64_t r = rng();
    const float y = fp::as_float(static_cast<std::uint32_t>(r));
    float x;
    if ((r >> 32) % 4 == 0) {
      x = fp::as_float(static_cast<std::uint32_t>(rng()));
    } else {
      const int bits = static_cast<int>((r >> 34) % 23);
      const double k = static_cast<double>((rng() >> 11) & ((1ull << bits) - 1)) +
                       ((r >> 40) % 2 != 0 ? 0.5 : 0.0);
      const std::uint32_t near = fp::as_uint(static_cast<float>(k * static_cast<double>(y)));
      x = fp::as_float((near + static_cast<std::uint32_t>((r >> 41) % 7) - 3u) ^
                       (static_cast<std::uint32_t>((r >> 48) & 1u) << 31));
    }
    if (!exact::divide_short(x, y).in_range) continue;
    ++taken;
    const std::uint32_t ux = fp::as_uint(x), uy = fp::as_uint(y);
    // divide_exactly takes finite non-zero arguments; fmod and remainder of +-0 are x itself.
    const bool x_zero = (ux & 0x7fffffffu) == 0u;
    const exact::remainder_result f =
        x_zero ? exact::remainder_result{x, 0u} : exact::divide_exactly(ux, uy, false);
    const exact::remainder_result n =
        x_zero ? exact::remainder_result{x, 0u} : exact::divide_exactly(ux, uy, true);
    int quo = 99;
    const float rq = warpmath::remquof(x, y, &quo);
    const int mag = static_cast<int>(n.quotient_low);
    const int quo_want = ((ux ^ uy) >> 31) != 0 ? -mag : mag;
    const bool ok = same_bits(warpmath::fmodf(x, y), f.value) &&
                    same_bits(warpmath::remainderf(x, y), n.value) && same_bits(rq, n.value) &&
                    quo == quo_want;
    if (!ok && bad++ < 5)
      ADD_FAILURE() << "(" << hex(x) << ", " << hex(y) << "): fmodf " << hex(warpmath::fmodf(x, y))
                    << " vs " << hex(f.value) << ", remainderf " << hex(warpmath::remainderf(x, y))
                    << " vs " << hex(n.value) << ", quo " << quo << " vs " << quo_want;
  }
  EXPECT_EQ(bad, 0u);
  EXPECT_GT(taken, 1500000u);
}

TEST(ExactFmod, PairsAgainstOracle) {
  against_oracle("fmodf", warpmath::fmodf, ref::Ref::fmod, pairs());
}

TEST(ExactRemainder, SpecialValues) {
  EXPECT_TRUE(is_quiet_nan(warpmath::remainderf(-kInf, 1.0f)));
  EXPECT_TRUE(is_quiet_nan(warpmath::remainderf(1.0f, -0.0f)));
  EXPECT_TRUE(is_quiet_nan(warpmath::remainderf(kSNaN, 1.0f)));
  EXPECT_TRUE(matches(warpmath::remainderf(-0.0f, 3.0f), -0.0f));
  EXPECT_TRUE(matches(warpmath::remainderf(5.0f, -kInf), 5.0f));
  EXPECT_TRUE(matches(warpmath::remainderf(3.0f, 1.5f), 0.0f));
  EXPECT_TRUE(matches(warpmath::remainderf(-3.0f, 1.5f), -0.0f));
  EXPECT_TRUE(matches(warpmath::remainderf(5.0f, 2.0f), 1.0f));   // 2.5 -> 2
  EXPECT_TRUE(matches(warpmath::remainderf(7.0f, 2.0f), -1.0f));  // 3.5 -> 4
  EXPECT_TRUE(matches(warpmath::remainderf(-7.0f, 2.0f), 1.0f));
  EXPECT_TRUE(matches(warpmath::remainderf(0.75f, 1.0f), -0.25f));
  EXPECT_TRUE(matches(warpmath::remainderf(0.5f, 1.0f), 0.5f));  // 0.5 -> 0
  EXPECT_TRUE(matches(warpmath::remainderf(1.5f * kTrueMin, 1.0f), 1.5f * kTrueMin));
  EXPECT_TRUE(matches(warpmath::remainderf(3 * kTrueMin, 2 * kTrueMin), -kTrueMin));
}

TEST(ExactRemainder, PairsAgainstOracle) {
  against_oracle("remainderf", warpmath::remainderf, ref::Ref::remainder, pairs());
}

TEST(ExactRemquo, Conventions) {
  int q = 99;
  EXPECT_TRUE(matches(warpmath::remquof(7.0f, 2.0f, &q), -1.0f));
  EXPECT_EQ(q, 4);
  EXPECT_TRUE(matches(warpmath::remquof(-5.0f, 2.0f, &q), -1.0f));
  EXPECT_EQ(q, -2);
  EXPECT_TRUE(matches(warpmath::remquof(-13.0f, -1.0f, &q), -0.0f));
  EXPECT_EQ(q, 5);  // 13 = 0b1101
  EXPECT_TRUE(matches(warpmath::remquof(-7.5f, 1.0f, &q), 0.5f));
  EXPECT_EQ(q, 0);  // n = -8: low 3 bits of 8 are 0 (glibc gives -8)
  EXPECT_TRUE(matches(warpmath::remquof(0.25f, -1.0f, &q), 0.25f));
  EXPECT_EQ(q, 0);
  EXPECT_TRUE(matches(warpmath::remquof(kMax, kTrueMin, &q), 0.0f));
  EXPECT_EQ(q, 0);
  EXPECT_TRUE(matches(warpmath::remquof(kMax, -0x1.fffffep-126f, &q), 0.0f));  // n = -2^253
  EXPECT_EQ(q, 0);
  q = 99;
  EXPECT_TRUE(is_quiet_nan(warpmath::remquof(kInf, 1.0f, &q)));
  EXPECT_EQ(q, 0);
  q = 99;
  EXPECT_TRUE(matches(warpmath::remquof(-2.0f, kInf, &q), -2.0f));
  EXPECT_EQ(q, 0);
}

TEST(ExactRemquo, PairsAgainstOracleAndGlibc) {
  const Pairs& p = pairs();
  std::uint64_t bad = 0;
  for (std::size_t i = 0; i < p.x.size(); ++i) {
    const float x = p.x[i], y = p.y[i];
    int q = 99, glibc_q = 0;
    const float got = warpmath::remquof(x, y, &q);
    const float want = ref::evaluate2(ref::Ref::remainder, x, y).rounded;
    const float glibc = std::remquo(x, y, &glibc_q);
    // glibc's |quo| may be 8 (the rounding increment after reducing modulo 8): compare the low
    // bits.
    int want_q = glibc_q < 0 ? -((-glibc_q) & 7) : (glibc_q & 7);
    if (std::isnan(want) || std::isinf(y) || x == 0.0f) want_q = 0;
    const bool ok = matches(got, want) && q == want_q && same_bits(got, glibc);
    if (!ok && bad++ < 5)
      ADD_FAILURE() << "remquof(" << hex(x) << ", " << hex(y) << ") = " << hex(got) << ", quo " << q
                    << "; expected " << hex(want) << ", quo " << want_q << " (glibc " << glibc_q
                    << ")";
  }
  EXPECT_EQ(bad, 0u);
}

// ------------------------------------------------------------------------------------------------
// fminf, fmaxf, fdimf, copysignf, nextafterf.

Pairs ordering_pairs() {
  Pairs p;
  const std::vector<float> s = special_floats();
  for (float a : s)
    for (float b : s) p.add(a, b);
  std::mt19937 rng(7);
  for (int i = 0; i < 200000; ++i) p.add(fp::as_float(rng()), fp::as_float(rng()));
  for (int i = 0; i < 100000; ++i) {  // close pairs: same binade, and neighbours
    const int be = std::uniform_int_distribution<int>(0, 254)(rng);
    const float a = random_float(rng, be, be);
    p.add(a, random_float(rng, be, be));
    p.add(a, fp::as_float(fp::as_uint(a) + 1u));
    p.add(a, -a);
    p.add(a, a);
  }
  for (int i = 0; i < 50000; ++i) {  // fdim overflow and subnormal differences
    p.add(random_float(rng, 250, 254), -random_float(rng, 250, 254));
    p.add(random_float(rng, 0, 2), random_float(rng, 0, 2));
  }
  return p;
}

TEST(ExactMinMax, Conventions) {
  EXPECT_TRUE(matches(warpmath::fminf(-0.0f, 0.0f), -0.0f));
  EXPECT_TRUE(matches(warpmath::fminf(0.0f, -0.0f), -0.0f));
  EXPECT_TRUE(matches(warpmath::fmaxf(-0.0f, 0.0f), 0.0f));
  EXPECT_TRUE(matches(warpmath::fmaxf(0.0f, -0.0f), 0.0f));
  EXPECT_TRUE(matches(warpmath::fminf(kNaN, -2.0f), -2.0f));
  EXPECT_TRUE(matches(warpmath::fminf(-2.0f, kSNaN), -2.0f));
  EXPECT_TRUE(matches(warpmath::fmaxf(kNaN, -kInf), -kInf));
  EXPECT_TRUE(matches(warpmath::fmaxf(kTrueMin, kNaN), kTrueMin));
  EXPECT_TRUE(is_quiet_nan(warpmath::fminf(kSNaN, kSNaN)));
  EXPECT_TRUE(is_quiet_nan(warpmath::fmaxf(kNaN, kSNaN)));
  EXPECT_TRUE(matches(warpmath::fminf(-kTrueMin, kTrueMin), -kTrueMin));
  EXPECT_TRUE(matches(warpmath::fmaxf(-kInf, -kMax), -kMax));
}

TEST(ExactMinMax, PairsAgainstOracle) {
  const Pairs p = ordering_pairs();
  against_oracle("fminf", warpmath::fminf, ref::Ref::fmin, p);
  against_oracle("fmaxf", warpmath::fmaxf, ref::Ref::fmax, p);
}

TEST(ExactFdim, Conventions) {
  EXPECT_TRUE(matches(warpmath::fdimf(kMax, -kMax), kInf));
  EXPECT_TRUE(matches(warpmath::fdimf(-kMax, kMax), 0.0f));
  EXPECT_TRUE(matches(warpmath::fdimf(0.0f, -0.0f), 0.0f));
  EXPECT_TRUE(matches(warpmath::fdimf(-0.0f, 0.0f), 0.0f));
  EXPECT_TRUE(matches(warpmath::fdimf(-5.0f, -7.0f), 2.0f));
  EXPECT_TRUE(matches(warpmath::fdimf(kInf, kInf), 0.0f));
  EXPECT_TRUE(matches(warpmath::fdimf(kInf, -kInf), kInf));
  EXPECT_TRUE(matches(warpmath::fdimf(1.0f, 0x1p-25f), 1.0f));                   // tie to even
  EXPECT_TRUE(matches(warpmath::fdimf(1.0f, 0x1.000002p-25f), 0x1.fffffep-1f));  // past the tie
  EXPECT_TRUE(matches(warpmath::fdimf(2 * kTrueMin, kTrueMin), kTrueMin));
  EXPECT_TRUE(is_quiet_nan(warpmath::fdimf(kSNaN, 1.0f)));
  EXPECT_TRUE(is_quiet_nan(warpmath::fdimf(1.0f, kNaN)));
}

TEST(ExactFdim, PairsAgainstOracle) {
  against_oracle("fdimf", warpmath::fdimf, ref::Ref::fdim, ordering_pairs());
}

TEST(ExactCopysign, PairsAgainstOracle) {
  EXPECT_TRUE(matches(warpmath::copysignf(2.0f, -0.0f), -2.0f));
  EXPECT_TRUE(matches(warpmath::copysignf(-kInf, 1.0f), kInf));
  EXPECT_TRUE(matches(warpmath::copysignf(1.0f, -kNaN), -1.0f));
  EXPECT_EQ(fp::as_uint(warpmath::copysignf(kNaN, -1.0f)), fp::as_uint(kNaN) | 0x80000000u);
  const Pairs p = ordering_pairs();
  std::uint64_t bad = 0;
  for (std::size_t i = 0; i < p.x.size(); ++i) {  // a pure bit operation: NaN payloads kept too
    const float got = warpmath::copysignf(p.x[i], p.y[i]);
    bad += fp::as_uint(got) != fp::as_uint(std::copysign(p.x[i], p.y[i]));
    bad += !same_bits(got, ref::evaluate2(ref::Ref::copysign, p.x[i], p.y[i]).rounded);
  }
  EXPECT_EQ(bad, 0u);
}

TEST(ExactNextafter, Conventions) {
  EXPECT_TRUE(matches(warpmath::nextafterf(0.0f, -0.0f), -0.0f));
  EXPECT_TRUE(matches(warpmath::nextafterf(-0.0f, 0.0f), 0.0f));
  EXPECT_TRUE(matches(warpmath::nextafterf(0.0f, -1.0f), -kTrueMin));
  EXPECT_TRUE(matches(warpmath::nextafterf(-0.0f, 1.0f), kTrueMin));
  EXPECT_TRUE(matches(warpmath::nextafterf(kMax, kInf), kInf));
  EXPECT_TRUE(matches(warpmath::nextafterf(-kMax, -kInf), -kInf));
  EXPECT_TRUE(matches(warpmath::nextafterf(kInf, 0.0f), kMax));
  EXPECT_TRUE(matches(warpmath::nextafterf(kInf, kInf), kInf));
  EXPECT_TRUE(matches(warpmath::nextafterf(kTrueMin, -1.0f), 0.0f));
  EXPECT_TRUE(matches(warpmath::nextafterf(-kTrueMin, 1.0f), -0.0f));
  EXPECT_TRUE(matches(warpmath::nextafterf(kMinNormal, 0.0f), 0x1.fffffcp-127f));
  EXPECT_TRUE(matches(warpmath::nextafterf(0x1.fffffcp-127f, 1.0f), kMinNormal));
  EXPECT_TRUE(matches(warpmath::nextafterf(1.0f, 2.0f), 0x1.000002p0f));
  EXPECT_TRUE(matches(warpmath::nextafterf(1.0f, -2.0f), 0x1.fffffep-1f));
  EXPECT_TRUE(matches(warpmath::nextafterf(-1.0f, 2.0f), -0x1.fffffep-1f));
  EXPECT_TRUE(is_quiet_nan(warpmath::nextafterf(kSNaN, 1.0f)));
  EXPECT_TRUE(is_quiet_nan(warpmath::nextafterf(1.0f, kSNaN)));
}

TEST(ExactNextafter, PairsAgainstOracle) {
  against_oracle("nextafterf", warpmath::nextafterf, ref::Ref::nextafter, ordering_pairs());
}

}  // namespace

// fabsf, fmaf, fdividef (exact/ieee.hpp): fabsf keeps a NaN's bits but the sign; fmaf and
// fdividef are the correctly rounded operations (the host's fmaf and division here, IEEE on
// every backend), with quiet NaN results.
TEST(ExactIeee, FabsfOnEveryStride) {
  std::uint64_t bad = 0;
  for (std::uint64_t u = 0; u < (1ull << 32); u += kStride) {
    const std::uint32_t b = static_cast<std::uint32_t>(u);
    if (fp::as_uint(warpmath::fabsf(fp::as_float(b))) != (b & 0x7fffffffu) && bad++ < 5)
      ADD_FAILURE() << "fabsf(" << hex(fp::as_float(b)) << ")";
  }
  EXPECT_EQ(bad, 0u);
  EXPECT_EQ(fp::as_uint(warpmath::fabsf(fp::as_float(0xffa00001u))), 0x7fa00001u);  // sNaN kept
}

TEST(ExactIeee, FmafAndFdividefAgainstTheHost) {
  std::mt19937 rng(7);
  std::uint64_t bad = 0;
  const std::vector<float> s = special_floats();
  auto check = [&](float x, float y, float z) {
    const float f = warpmath::fmaf(x, y, z), d = warpmath::fdividef(x, y);
    const float f_want = std::fma(x, y, z), d_want = x / y;
    if ((!matches(f, f_want) || !matches(d, d_want)) && bad++ < 5)
      ADD_FAILURE() << "(" << hex(x) << ", " << hex(y) << ", " << hex(z) << "): fmaf " << hex(f)
                    << " vs " << hex(f_want) << ", fdividef " << hex(d) << " vs " << hex(d_want);
  };
  for (float x : s)
    for (float y : s) check(x, y, s[(fp::as_uint(x) ^ fp::as_uint(y)) % s.size()]);
  for (int i = 0; i < 1000000; ++i) {
    const float x = fp::as_float(rng()), y = fp::as_float(rng());
    // z near -x*y half of the time: the cancellations fmaf exists for.
    const float z = (i & 1) ? fp::as_float(rng()) : -fp::mul(x, y);
    check(x, y, z);
  }
  EXPECT_EQ(bad, 0u);
  EXPECT_TRUE(matches(warpmath::fmaf(1.0f, -1.0f, 1.0f), 0.0f));  // an exact zero sum is +0
  EXPECT_TRUE(matches(warpmath::fmaf(-0.0f, 1.0f, -0.0f), -0.0f));
  EXPECT_TRUE(is_quiet_nan(warpmath::fmaf(kInf, 0.0f, 1.0f)));
  EXPECT_TRUE(is_quiet_nan(warpmath::fdividef(kSNaN, 1.0f)));
  EXPECT_TRUE(matches(warpmath::fdividef(1.0f, -0.0f), -kInf));
  EXPECT_TRUE(matches(warpmath::fdividef(-1.0f, kInf), -0.0f));
}

// isnan, isinf, isfinite, signbit (exact/classify.hpp): constexpr, and equal to the host's
// classification on every stride of bit patterns.
static_assert(warpmath::isnan(warpmath::nanf("")) && !warpmath::isnan(1.0f));
static_assert(warpmath::isinf(-__builtin_inff()) && !warpmath::isinf(3e38f));
static_assert(warpmath::isfinite(-3e38f) && !warpmath::isfinite(__builtin_inff()));
static_assert(warpmath::signbit(-0.0f) && !warpmath::signbit(0.0f));
static_assert(warpmath::detail::classify::bits(warpmath::nanf("0x12")) == 0x7fc00012u);

TEST(ExactClassify, EveryStrideAgainstTheHost) {
  std::uint64_t bad = 0;
  for (std::uint64_t u = 0; u < (1ull << 32); u += kStride / 2) {
    const float x = fp::as_float(static_cast<std::uint32_t>(u));
    const bool ok = warpmath::isnan(x) == std::isnan(x) && warpmath::isinf(x) == std::isinf(x) &&
                    warpmath::isfinite(x) == std::isfinite(x) &&
                    warpmath::signbit(x) == std::signbit(x);
    if (!ok && bad++ < 5) ADD_FAILURE() << hex(x);
  }
  for (float x : special_floats()) {
    EXPECT_EQ(warpmath::isnan(x), std::isnan(x)) << hex(x);
    EXPECT_EQ(warpmath::isinf(x), std::isinf(x)) << hex(x);
    EXPECT_EQ(warpmath::isfinite(x), std::isfinite(x)) << hex(x);
    EXPECT_EQ(warpmath::signbit(x), std::signbit(x)) << hex(x);
  }
  EXPECT_EQ(bad, 0u);
}

// nanf reads its tag as glibc's nanf does (strtof("NAN(tag)")).
TEST(ExactClassify, NanfTagsAsGlibc) {
  for (const char* tag : {"",
                          "0",
                          "1",
                          "42",
                          "0x3fffff",
                          "0x400000",
                          "0X1aB",
                          "0x",
                          "0xg",
                          "0x1g",
                          "017",
                          "08",
                          "-1",
                          "+1",
                          " 1",
                          "1 ",
                          "abc",
                          "_1",
                          "1_",
                          "4194303",
                          "4194304",
                          "99999999999999999999",
                          "0xffffffffffffffffffff",
                          "0777777777777777777777777",
                          "12ab"}) {
    EXPECT_EQ(fp::as_uint(warpmath::nanf(tag)), fp::as_uint(::nanf(tag))) << '"' << tag << '"';
  }
  EXPECT_EQ(fp::as_uint(warpmath::nanf(nullptr)), 0x7fc00000u);
}
