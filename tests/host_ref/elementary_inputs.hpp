// tests/host_ref/elementary_inputs.hpp -- test inputs for the one-argument references other than
// the trig ones: random floats of every binade, plus the places where a fast path is most likely
// to go wrong for that reference (overflow and underflow thresholds, the subnormal range, near 1
// for the logarithms, tiny arguments of expm1 and log1p, saturation of tanh and atanpi, ...).
#pragma once
#include <cfloat>
#include <cmath>
#include <random>
#include <vector>

#include "test_support.hpp"

namespace warpmath::host_ref::test_support {

// The one-argument references added with the elementary functions (all but the trig ones).
inline std::vector<Ref> elementary_refs() {
  std::vector<Ref> refs;
  for (Ref r : kUnaryRefs) {
    const bool trig = r == Ref::sin || r == Ref::cos || r == Ref::tan || r == Ref::sinpi ||
                      r == Ref::cospi || r == Ref::tanpi;
    if (!trig) refs.push_back(r);
  }
  return refs;
}

// Arguments x where f(x) crosses FLT_MAX, 2^-126 and 2^-149 .. 2^-150, for the references whose
// results overflow or underflow.
inline std::vector<double> range_thresholds(Ref r) {
  const double ln_max = std::log(static_cast<double>(FLT_MAX));
  switch (r) {
    case Ref::exp:
    case Ref::expm1:
      return {ln_max, -126 * M_LN2, -149 * M_LN2, -150 * M_LN2};
    case Ref::exp2:
    case Ref::exp2m1:
      return {128.0, -126.0, -149.0, -150.0};
    case Ref::exp10:
    case Ref::exp10m1:
      return {ln_max / M_LN10, -126 * M_LN2 / M_LN10, -149 * M_LN2 / M_LN10, -150 * M_LN2 / M_LN10};
    case Ref::sinh:
    case Ref::cosh:
      return {ln_max + M_LN2, -(ln_max + M_LN2)};
    case Ref::tanh:
      return {9.0, 9.011, -9.011};  // where tanh rounds to +-1
    case Ref::atanpi:
      return {0x1p24, 0x1p25, -0x1p25};  // where atanpi rounds to +-1/2
    case Ref::lgamma:  // overflow, and the zeros of lgamma in (-3, -2), (-4, -3), (-5, -4)
      return {4.0850034e36,        -2.7476826467274126, -2.4570247382208006, -3.9552942848585979,
              -3.1435808883499801, -4.9915446405600477, -4.0393618397405369};
    case Ref::tgamma:  // overflow, subnormal results (about -38.4 .. -41.9), the zeros of lgamma
      return {35.040098411, -38.4, -39.5, -41.5, -41.9, -2.7476826467274126, -2.4570247382208006};
    default:
      return {};
  }
}

// ~`random_count` random bit patterns, then targeted inputs for r; both signs of each.
// The zeros of j0, j1, y0, y1 (their fast paths must refuse next to them): the s-th positive zero
// from McMahon's leading term (s + nu/2 - 1/4) pi for J, (s + nu/2 - 3/4) pi for Y, refined by
// bisection of glibc's double function on +-1/2 around it (one zero inside for every s >= 1).
inline std::vector<double> bessel_zeros(Ref r) {
  if (r != Ref::j0 && r != Ref::j1 && r != Ref::y0 && r != Ref::y1) return {};
  const bool second_kind = r == Ref::y0 || r == Ref::y1;
  const int nu = r == Ref::j1 || r == Ref::y1 ? 1 : 0;
  auto f = [&](double x) {
    return second_kind ? (nu ? ::y1(x) : ::y0(x)) : (nu ? ::j1(x) : ::j0(x));
  };
  std::vector<double> zeros;
  for (double s :
       {1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 20.0, 50.0, 1e3, 1e5, 1e6}) {
    const double beta = (s + 0.5 * nu - (second_kind ? 0.75 : 0.25)) * M_PI;
    double lo = beta - 0.5, hi = beta + 0.5;
    for (int i = 0; i < 80; ++i) {
      const double mid = 0.5 * (lo + hi);
      ((f(lo) < 0) == (f(mid) < 0) ? lo : hi) = mid;
    }
    zeros.push_back(lo);
  }
  return zeros;
}

inline std::vector<float> elementary_inputs(Ref r, std::size_t random_count, std::uint32_t seed) {
  std::vector<float> v = random_bit_patterns(random_count, seed);
  const std::vector<float> moderate = random_uniform(random_count / 10, 10.0f, seed + 1);
  const std::vector<float> unit = random_uniform(random_count / 10, 1.0f, seed + 2);
  v.insert(v.end(), moderate.begin(), moderate.end());
  v.insert(v.end(), unit.begin(), unit.end());
  std::mt19937 rng(seed + 3);
  for (int i = 0; i < 2000; ++i) {  // tiny arguments, the subnormals included
    const float m = 1.0f + std::uniform_real_distribution<float>(0.0f, 1.0f)(rng);
    v.push_back(std::ldexp(m, -static_cast<int>(rng() % 149) - 1));
  }
  for (double t : range_thresholds(r)) append_neighbourhood(t, 300, &v);
  // Near 1 and -1 (logarithms, acosh, atanh, asin, acos), near 0, 2 and 1/2.
  for (double t : {1.0, -1.0, 2.0, 0.5, 0x1p-126, 0x1p-149}) append_neighbourhood(t, 300, &v);
  for (int k = -40; k <= 40; ++k) append_neighbourhood(std::ldexp(1.0, k), 2, &v);  // powers of 2
  for (int k = 1; k <= 100; ++k) append_neighbourhood(k, 1, &v);  // integers: exp2, log2p1, ...
  const std::vector<double> zeros = bessel_zeros(r);
  for (double z : zeros) append_neighbourhood(z, 40, &v);
  if (!zeros.empty()) {  // the Bessel functions' double-double series reach up to 32
    const std::vector<float> series = random_uniform(random_count / 10, 32.0f, seed + 4);
    v.insert(v.end(), series.begin(), series.end());
  }
  append_neighbourhood(32.0, 40, &v);  // where the Bessel functions' Hankel forms begin
  const std::size_t n = v.size();
  for (std::size_t i = 0; i < n; ++i) v.push_back(-v[i]);
  return v;
}

}  // namespace warpmath::host_ref::test_support
