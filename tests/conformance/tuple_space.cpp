// tests/conformance/tuple_space.cpp -- the spaces of functions of a float and an integer
// (catalogue WARPMATH_BINARY_INT: ldexpf, pownf, rootnf, compoundnf ...) and of three or four
// floats (norm3df, rnorm4df ...), space.hpp. Deterministic: SplitMix64 streams fixed by the seed.
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

float any_float(SplitMix64& rng) {
  const space_util::Stratum st = space_util::stratum(rng.below(space_util::kStrata));
  return space_util::in_stratum(st, rng.below(st.width));
}

float uniform(SplitMix64& rng, float lo, float hi) {  // in [lo, hi), 2^-24 granularity
  return lo + (hi - lo) * std::ldexp(static_cast<float>(rng.below(1u << 24)), -24);
}

float random_sign(SplitMix64& rng, float v) { return rng.below(2) != 0 ? -v : v; }

// An integer below 2^bits in magnitude, log-uniform in size, either sign, as a float (rounded to
// 24 significant bits: still an integer).
float integer_below(SplitMix64& rng, int bits) {
  const int b = static_cast<int>(rng.below(static_cast<std::uint64_t>(bits)));
  const double v = std::ldexp(1.0 + static_cast<double>(rng.below(1u << 23)) * 0x1p-23, b);
  return random_sign(rng, static_cast<float>(std::floor(v)));
}

// n for a stratified pair: small, ldexp-sized, medium and huge integers.
float any_integer(SplitMix64& rng) {
  switch (rng.below(8)) {
    case 0:
    case 1:
    case 2:
      return static_cast<float>(static_cast<int>(rng.below(17)) - 8);
    case 3:
    case 4:
      return static_cast<float>(static_cast<int>(rng.below(601)) - 300);
    case 5:
    case 6:
      return integer_below(rng, 24);
    default:
      return integer_below(rng, 62);
  }
}

struct Columns {
  std::vector<std::vector<float>> c;
  explicit Columns(int arity) : c(static_cast<std::size_t>(arity)) {}
  std::size_t size() const { return c[0].size(); }
};

void add_integer_classes(std::uint64_t count, std::uint64_t seed, Columns* out) {
  SplitMix64 rng{seed ^ 0xc1a55e5u};
  for (std::uint64_t j = 0; j < count; ++j) {
    float x, n;
    switch (j % 4) {
      case 0: {  // x within 4096 ulps of +-1, |n| up to 2^40: results over the whole range
        const float steps = static_cast<float>(1 + rng.below(1u << rng.below(13)));
        x = rng.below(2) != 0 ? 1.0f + steps * 0x1p-23f : 1.0f - steps * 0x1p-24f;
        x = random_sign(rng, x);
        n = integer_below(rng, 41);
        break;
      }
      case 1: {  // x near -1 (compoundn's pole) and near 0 (its cancellation)
        const float steps = static_cast<float>(1 + rng.below(1u << rng.below(20)));
        x = rng.below(2) != 0 ? -1.0f + steps * 0x1p-24f : random_sign(rng, steps * 0x1p-40f);
        n = integer_below(rng, 20);
        break;
      }
      case 2: {  // x^n near 2^128, 2^-126, 2^-149, 2^-150
        static const double kTargets[] = {128.0, -126.0, -149.0, -150.0};
        const int k = 1 + static_cast<int>(rng.below(1u << rng.below(12)));
        const double t = kTargets[rng.below(4)];
        const double jitter = std::ldexp(static_cast<double>(rng.below(65)) - 32.0, -26);
        x = static_cast<float>(std::exp2(t / k + jitter));
        n = static_cast<float>(k);
        if (rng.below(2) != 0) x = -x;
        break;
      }
      default: {  // subnormal x, n bringing it into the normal range (ldexp, scalbn)
        x = random_sign(rng, from_bits(static_cast<std::uint32_t>(1 + rng.below(0x007fffffu))));
        n = static_cast<float>(static_cast<int>(rng.below(300)) - 20);
        break;
      }
    }
    out->c[0].push_back(x);
    out->c[1].push_back(n);
  }
}

// A float comparable in magnitude with `base` (a factor in [1/4, 4)), random sign.
float comparable(SplitMix64& rng, float base) {
  return random_sign(rng, std::fabs(base) * std::ldexp(uniform(rng, 1.0f, 2.0f),
                                                       static_cast<int>(rng.below(4)) - 2));
}

void add_tuple(SplitMix64& rng, std::uint64_t j, Columns* out) {
  const int arity = static_cast<int>(out->c.size());
  float v[Space::kMaxArity];
  switch (j % 10) {
    case 0:
    case 1:
    case 2:
    case 3:  // independent floats of every stratum
      for (int k = 0; k < arity; ++k) v[k] = any_float(rng);
      break;
    case 4:
    case 5:
    case 6: {  // comparable magnitudes
      const float base = any_float(rng);
      for (int k = 0; k < arity; ++k) v[k] = comparable(rng, base);
      break;
    }
    case 7:  // near FLT_MAX: the result near the overflow threshold
      for (int k = 0; k < arity; ++k) v[k] = random_sign(rng, FLT_MAX * uniform(rng, 0.25f, 1.0f));
      break;
    case 8:  // tiny: subnormal or near FLT_MIN
      for (int k = 0; k < arity; ++k) {
        v[k] = random_sign(rng, from_bits(static_cast<std::uint32_t>(rng.below(0x01000000u))));
      }
      break;
    default: {  // zeros, infinities and NaNs in random positions
      static const float kSpecials[] = {0.0f, -0.0f, INFINITY, -INFINITY, from_bits(0x7fc00000u)};
      for (int k = 0; k < arity; ++k) {
        v[k] = rng.below(2) != 0 ? kSpecials[rng.below(5)] : any_float(rng);
      }
      break;
    }
  }
  for (int k = 0; k < arity; ++k) out->c[k].push_back(v[k]);
}

}  // namespace

Space integer_pair_sample_space(std::uint64_t n, std::uint64_t seed) {
  Columns pairs(2);
  const std::uint64_t classes = n / 4;
  const std::uint64_t stratified = n - classes;
  // x: stratum s gets floor((s+1)M/510) - floor(sM/510) values.
  for (std::uint64_t s = 0; s < space_util::kStrata; ++s) {
    const space_util::Stratum st = space_util::stratum(s);
    const std::uint64_t k =
        (s + 1) * stratified / space_util::kStrata - s * stratified / space_util::kStrata;
    SplitMix64 rng{seed ^ (s * 0x2545f4914f6cdd1du)};
    for (std::uint64_t j = 0; j < k; ++j) {
      pairs.c[0].push_back(space_util::in_stratum(st, rng.below(st.width)));
      pairs.c[1].push_back(any_integer(rng));
    }
  }
  add_integer_classes(classes, seed, &pairs);
  return Space::tuples("pairs:" + std::to_string(n), Shape{2, true}, std::move(pairs.c));
}

Space special_integer_pair_space() {
  const float xs[] = {0.0f,
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
                      2.0f,
                      3.0f,
                      8.0f,
                      10.0f,
                      0.1f,
                      1e-20f,
                      1e20f};
  const float ns[] = {0.0f,   1.0f,   2.0f,    3.0f,           4.0f,    5.0f,
                      7.0f,   8.0f,   126.0f,  127.0f,         128.0f,  149.0f,
                      150.0f, 277.0f, 1000.0f, 0x1p24f + 2.0f, 0x1p31f, 0x1p62f};
  Columns pairs(2);
  for (float x : xs) {
    for (float sx : {x, -x}) {
      for (float n : ns) {
        for (float sn : {n, -n}) {
          pairs.c[0].push_back(sx);
          pairs.c[1].push_back(sn);
        }
      }
    }
  }
  return Space::tuples("special", Shape{2, true}, std::move(pairs.c));
}

Space tuple_sample_space(std::uint64_t n, int arity, std::uint64_t seed) {
  Columns tuples(arity);
  SplitMix64 rng{seed ^ static_cast<std::uint64_t>(arity)};
  for (std::uint64_t j = 0; j < n; ++j) add_tuple(rng, j, &tuples);
  return Space::tuples("tuples:" + std::to_string(n), Shape{arity, false}, std::move(tuples.c));
}

Space special_tuple_space(int arity) {
  const float magnitudes[] = {
      0.0f, INFINITY, from_bits(0x7fc00000u), 0x1p-149f, FLT_MAX, 1.0f, 3.0f, 4.0f, 12.0f};
  std::vector<float> values;
  for (float m : magnitudes) values.insert(values.end(), {m, -m});
  Columns tuples(arity);
  const std::size_t v = values.size();
  std::size_t total = 1;
  for (int k = 0; k < arity; ++k) total *= v;
  for (std::size_t i = 0; i < total; ++i) {
    std::size_t rest = i;
    for (int k = 0; k < arity; ++k) {
      tuples.c[k].push_back(values[rest % v]);
      rest /= v;
    }
  }
  return Space::tuples("special", Shape{arity, false}, std::move(tuples.c));
}

}  // namespace warpmath::conformance
