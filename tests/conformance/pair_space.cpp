// tests/conformance/pair_space.cpp -- the spaces of pairs (space.hpp): pairs:N and the special
// cross product. Deterministic: SplitMix64 streams fixed by the seed.
#include <cfloat>
#include <cmath>
#include <string>
#include <vector>

#include "space.hpp"
#include "space_util.hpp"

namespace warpmath::conformance {
namespace {

using space_util::from_bits;
using space_util::SplitMix64;

struct PairList {
  std::vector<float> xs, ys;
  void add(float x, float y) {
    xs.push_back(x);
    ys.push_back(y);
  }
};

// A float uniformly random within a uniformly random stratum: every binade and sign alike.
float any_float(SplitMix64& rng) {
  const space_util::Stratum st = space_util::stratum(rng.below(space_util::kStrata));
  return space_util::in_stratum(st, rng.below(st.width));
}

float uniform(SplitMix64& rng, float lo, float hi) {  // in [lo, hi), 2^-24 granularity
  return lo + (hi - lo) * std::ldexp(static_cast<float>(rng.below(1u << 24)), -24);
}

float random_sign(SplitMix64& rng, float v) { return rng.below(2) != 0 ? -v : v; }

// `count` pairs spread over all 510 x 510 stratum combinations: combination c gets
// floor((c+1)M/S) - floor(cM/S) of them, each uniform within its two strata.
void add_stratified(std::uint64_t count, std::uint64_t seed, PairList* out) {
  constexpr std::uint64_t kCombinations = space_util::kStrata * space_util::kStrata;
  for (std::uint64_t c = 0; c < kCombinations; ++c) {
    const std::uint64_t k = (c + 1) * count / kCombinations - c * count / kCombinations;
    if (k == 0) continue;
    const space_util::Stratum sx = space_util::stratum(c / space_util::kStrata);
    const space_util::Stratum sy = space_util::stratum(c % space_util::kStrata);
    SplitMix64 rng{seed ^ (c * 0x2545f4914f6cdd1du)};
    for (std::uint64_t j = 0; j < k; ++j) {
      const float x = space_util::in_stratum(sx, rng.below(sx.width));
      out->add(x, space_util::in_stratum(sy, rng.below(sy.width)));
    }
  }
}

// Annex F special values (zeros, infinities, NaNs, +-1) against any float, in either position.
void add_special_against_any(SplitMix64& rng, std::uint64_t j, PairList* out) {
  static const float kSpecials[] = {
      0.0f, -0.0f, INFINITY, -INFINITY, from_bits(0x7fc00000u), from_bits(0xffc00000u),
      1.0f, -1.0f};
  const float s = kSpecials[rng.below(8)];
  const float other = any_float(rng);
  if (j % 2 == 0) {
    out->add(s, other);
  } else {
    out->add(other, s);
  }
}

// Any x, integer or half-integer y of every magnitude (pow's odd and even integer rules).
void add_integer_exponent(SplitMix64& rng, std::uint64_t j, PairList* out) {
  const int e = static_cast<int>(rng.below(31));  // from 2^24 on, every float is an even integer
  float y = std::ldexp(1.0f + std::ldexp(static_cast<float>(rng.below(1u << 23)), -23), e);
  y = std::trunc(y);
  if (j % 2 != 0 && y < 0x1p23f) y += 0.5f;
  out->add(any_float(rng), random_sign(rng, rng.below(16) == 0 ? 0.5f * (j % 8) : y));
}

// x within 4096 ulps of +-1, |y| in [2^10, 2^41): results over the whole range and past it.
void add_near_one_huge_exponent(SplitMix64& rng, PairList* out) {
  const float steps = static_cast<float>(1 + rng.below(1u << rng.below(13)));
  const float x = rng.below(2) != 0 ? 1.0f + steps * 0x1p-23f : 1.0f - steps * 0x1p-24f;
  const float y = std::ldexp(uniform(rng, 1.0f, 2.0f), 10 + static_cast<int>(rng.below(31)));
  out->add(random_sign(rng, x), random_sign(rng, y));
}

// Results near the overflow and underflow thresholds: x^y near 2^128, 2^-126, 2^-149, 2^-150;
// both arguments near FLT_MAX (sums, hypot); both subnormal or near FLT_MIN.
void add_near_range_limits(SplitMix64& rng, std::uint64_t j, PairList* out) {
  if (j % 3 == 0) {
    static const double kTargets[] = {128.0, -126.0, -149.0, -150.0};
    const float x = std::ldexp(uniform(rng, 1.0f, 2.0f), static_cast<int>(rng.below(61)) - 30);
    const double log2_x = std::log2(static_cast<double>(x));
    if (log2_x == 0.0) return;
    const double jitter = 1.0 + std::ldexp(static_cast<double>(rng.below(65)) - 32.0, -22);
    out->add(x, static_cast<float>(kTargets[rng.below(4)] / log2_x * jitter));
  } else if (j % 3 == 1) {
    out->add(random_sign(rng, FLT_MAX * uniform(rng, 0.5f, 1.0f)),
             random_sign(rng, FLT_MAX * uniform(rng, 0.5f, 1.0f)));
  } else {
    out->add(random_sign(rng, from_bits(static_cast<std::uint32_t>(rng.below(0x01000000u)))),
             random_sign(rng, from_bits(static_cast<std::uint32_t>(rng.below(0x01000000u)))));
  }
}

// One argument from the top 28 binades, the other from the bottom 28 (subnormals included):
// fmod and remainder's longest reductions, atan2's extreme angles.
void add_huge_ratio(SplitMix64& rng, std::uint64_t j, PairList* out) {
  const float big = std::ldexp(uniform(rng, 1.0f, 2.0f), 100 + static_cast<int>(rng.below(28)));
  const float small = from_bits(static_cast<std::uint32_t>(rng.below(28u << 23)));
  if (j % 2 == 0) {
    out->add(random_sign(rng, big), random_sign(rng, small));
  } else {
    out->add(random_sign(rng, small), random_sign(rng, big));
  }
}

// Comparable magnitudes: y = x * u with |u| in [1/4, 4) (ratios near 1/2, 1 and 2: the weak spots
// of atan2's kernel, hypot's equal-size squares, fmod's short reductions). The stratified part
// pairs binades at random, so it holds few such pairs.
void add_comparable(SplitMix64& rng, PairList* out) {
  const float x = any_float(rng);
  const float u = std::ldexp(uniform(rng, 1.0f, 2.0f), static_cast<int>(rng.below(4)) - 2);
  out->add(x, random_sign(rng, x * u));
}

void add_classes(std::uint64_t count, std::uint64_t seed, PairList* out) {
  constexpr std::uint64_t kClasses = 6;
  for (std::uint64_t c = 0; c < kClasses; ++c) {
    SplitMix64 rng{seed ^ (0xc1a55 + c) * 0x9e3779b97f4a7c15u};
    const std::uint64_t k = (c + 1) * count / kClasses - c * count / kClasses;
    for (std::uint64_t j = 0; j < k; ++j) {
      switch (c) {
        case 0:
          add_special_against_any(rng, j, out);
          break;
        case 1:
          add_integer_exponent(rng, j, out);
          break;
        case 2:
          add_near_one_huge_exponent(rng, out);
          break;
        case 3:
          add_near_range_limits(rng, j, out);
          break;
        case 4:
          add_huge_ratio(rng, j, out);
          break;
        default:
          add_comparable(rng, out);
          break;
      }
    }
  }
}

}  // namespace

Space pair_sample_space(std::uint64_t n, std::uint64_t seed) {
  PairList pairs;
  pairs.xs.reserve(n);
  pairs.ys.reserve(n);
  const std::uint64_t classes = n / 4;
  add_stratified(n - classes, seed, &pairs);
  add_classes(classes, seed, &pairs);
  // add_near_range_limits skips x = 1 (never drawn in practice); top up to exactly n.
  SplitMix64 rng{seed};
  while (pairs.xs.size() < n) pairs.add(any_float(rng), any_float(rng));
  return Space::pairs("pairs:" + std::to_string(n), std::move(pairs.xs), std::move(pairs.ys));
}

Space special_pair_space() {
  // Magnitudes: zero, infinity, a quiet and a signalling NaN, the ends of the subnormal and
  // normal ranges, 1 and its neighbours, small integers and half-integers, odd and even
  // integers at 2^23 .. 2^24 + 2, exponents where pow(2, y) leaves the range, and a few ordinary
  // values.
  const float magnitudes[] = {0.0f,
                              INFINITY,
                              from_bits(0x7fc00000u),
                              from_bits(0x7fa00000u),
                              0x1p-149f,
                              0x1.fffffcp-127f,
                              0x1p-126f,
                              FLT_MAX,
                              1.0f,
                              0x1.fffffep-1f,
                              0x1.000002p0f,
                              0.5f,
                              0.25f,
                              1.5f,
                              2.0f,
                              2.5f,
                              3.0f,
                              10.0f,
                              0x1p23f + 1.0f,
                              0x1p24f - 1.0f,
                              0x1p24f,
                              0x1p24f + 2.0f,
                              0x1p31f,
                              126.0f,
                              127.0f,
                              128.0f,
                              149.0f,
                              150.0f,
                              0.1f,
                              0x1.921fb6p+1f,
                              0x1.5bf0a8p+1f,
                              1e-20f,
                              1e20f,
                              0x1.555556p-2f};
  std::vector<float> values;
  for (float m : magnitudes) values.insert(values.end(), {m, -m});
  PairList pairs;
  for (float x : values) {
    for (float y : values) pairs.add(x, y);
  }
  return Space::pairs("special", std::move(pairs.xs), std::move(pairs.ys));
}

}  // namespace warpmath::conformance
