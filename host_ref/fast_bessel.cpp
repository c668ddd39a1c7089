// host_ref/fast_bessel.cpp -- double fast paths of j0, j1, y0, y1 with a running error bound.
//
// glibc's j0, y0 ... carry no proven bound near the zeros, so these are our own: each value is
// computed in double-double together with a rigorous bound e on its absolute error (struct
// Bounded), and the fast path answers only where e <= kBesselError |f| (2^-42); elsewhere, next to
// a zero of the function, MPFR decides. The answers are then rounded by the same check as every
// fast path (fast_eval.cpp).
//  * |x| < 32: the power series (DLMF 10.2.2, 10.8.1), q = x^2/4 exact in double:
//      J0 = sum (-q)^k / k!^2,  J1 = x/2 sum (-q)^k / (k! (k+1)!),
//      Y0 = 2/pi [(log(x/2) + gamma) J0 + sum_(k>=1) (-1)^(k+1) H_k q^k / k!^2],
//      Y1 = -2/(pi x) + 2/pi log(x/2) J1 - x/(2 pi) sum (-q)^k (H_k + H_(k+1) - 2 gamma) / (k!
//      (k+1)!).
//    At x = 32 the terms reach 2^40 and the sum of their magnitudes I0(32) ~ 2^42, so the
//    double-double roundings (2^-101 each, a few hundred) leave about 2^-51 absolute. log(x/2) is
//    glibc's (within kLibmError). The tail bound is power_series()'s.
//  * |x| >= 32: Hankel's expansion (DLMF 10.17.3, 10.17.4) with w = x - pi/4 - nu pi/2,
//      J_nu = sqrt(2/(pi x)) (P cos w - Q sin w),  Y_nu = sqrt(2/(pi x)) (P sin w + Q cos w),
//      P = sum (-1)^k a_2k / x^2k,  Q = sum (-1)^k a_(2k+1) / x^(2k+1),
//      a_j / x^j = a_(j-1) / x^(j-1) * (4 nu^2 - (2j-1)^2) / (8 j x);
//    by DLMF 10.17(iii) (nu = 0, 1, x > 0) the remainder of P or Q is at most its first neglected
//    term. At x >= 32 the terms fall below 2^-66 within 21 steps (their minimum, near j = 2x, is
//    about e^-2x). The phase comes from reduce_pi_over_2() (relative error 3.01 * 2^-53), then
//    t = r - pi/4 in [-pi/2, 0] and glibc's sin and cos of t (within kLibmError, as for the
//    other libm fast paths), a quarter-turn rotation for the rest.
// The bounds |J0| < 1 and |J1(x)| < |x|/2 cut the rounding check's interval (as 1 does for cos).
#include <cmath>

#include "host_ref/reduce_pi_over_2.hpp"
#include "host_ref/ref_functions.hpp"

namespace warpmath::host_ref::detail {

namespace {

// A double-double: hi + lo with |lo| <= ulp(hi)/2.
struct DoubleDouble {
  double hi, lo;
};

// Knuth's and Dekker's error-free transformations (exact in binary64, round to nearest).
DoubleDouble two_sum(double a, double b) {
  const double s = a + b;
  const double bb = s - a;
  return {s, (a - (s - bb)) + (b - bb)};
}
DoubleDouble fast_two_sum(double a, double b) {  // |a| >= |b| or a = 0
  const double s = a + b;
  return {s, b - (s - a)};
}

// The double-word algorithms of Joldes, Muller and Popescu (ACM TOMS 44(2), 2017), u = 2^-53:
// AccurateDWPlusDW (relative error <= 3u^2), DWTimesDW1 (7u^2), DWTimesFP3 (2u^2) and the division
// by a double through the exact FMA remainder (DWDivFP's error, < 3.5u^2); kRoundingDD = 32u^2
// bounds each with room to spare.
constexpr double kRoundingDD = 0x1p-101;
DoubleDouble dd_add(DoubleDouble x, DoubleDouble y) {
  const DoubleDouble s = two_sum(x.hi, y.hi);
  const DoubleDouble t = two_sum(x.lo, y.lo);
  const DoubleDouble v = fast_two_sum(s.hi, s.lo + t.hi);
  return fast_two_sum(v.hi, v.lo + t.lo);
}
DoubleDouble dd_mul(DoubleDouble x, DoubleDouble y) {
  const double p = x.hi * y.hi;
  const double e = std::fma(x.hi, y.hi, -p) + (x.hi * y.lo + x.lo * y.hi);
  return fast_two_sum(p, e);
}
DoubleDouble dd_mul_d(DoubleDouble x, double d) {
  const double p = x.hi * d;
  return fast_two_sum(p, std::fma(x.lo, d, std::fma(x.hi, d, -p)));
}
DoubleDouble dd_div_d(DoubleDouble x, double d) {
  const double q1 = x.hi / d;
  const double r = std::fma(-q1, d, x.hi);  // exact
  return fast_two_sum(q1, (r + x.lo) / d);
}
double dd_abs(DoubleDouble x) { return std::fabs(x.hi) + std::fabs(x.lo); }  // >= |x| (to 2^-106)

constexpr double kUnderflow = 0x1p-1070;  // roundings in the subnormal range, absolute
constexpr DoubleDouble kTwoOverPi = {0x1.45f306dc9c883p-1, -0x1.6b01ec5417056p-55};
constexpr DoubleDouble kPiOver4 = {0x1.921fb54442d18p-1, 0x1.1a62633145c07p-55};
constexpr DoubleDouble kEulerGamma = {0x1.2788cfc6fb619p-1, -0x1.6cb90701fbfabp-58};
constexpr double kConstantError = 0x1p-104;  // the double-double constants, relative

// A double-double v and a bound e on |v - f| for the real value f it stands for.
struct Bounded {
  DoubleDouble v;
  double e;
};

Bounded exact(double v) { return {{v, 0.0}, 0.0}; }
Bounded constant(DoubleDouble v) { return {v, kConstantError * dd_abs(v)}; }
Bounded rounded(DoubleDouble v, double propagated) {
  return {v, propagated + kRoundingDD * dd_abs(v) + kUnderflow};
}
Bounded add(Bounded a, Bounded b) { return rounded(dd_add(a.v, b.v), a.e + b.e); }
Bounded neg(Bounded a) { return {{-a.v.hi, -a.v.lo}, a.e}; }
Bounded sub(Bounded a, Bounded b) { return add(a, neg(b)); }
Bounded mul(Bounded a, Bounded b) {
  return rounded(dd_mul(a.v, b.v), dd_abs(a.v) * b.e + dd_abs(b.v) * a.e + a.e * b.e);
}
// By or through an exact double d != 0.
Bounded mul_exact(Bounded a, double d) { return rounded(dd_mul_d(a.v, d), a.e * std::fabs(d)); }
Bounded div_exact(Bounded a, double d) { return rounded(dd_div_d(a.v, d), a.e / std::fabs(d)); }
// sqrt(f) - sqrt(v) = (f - v) / (sqrt(f) + sqrt(v)), below e / sqrt(v); one Newton step on the
// double root s gives s + (v - s^2) / (2s), within 2^-100 relative.
Bounded sqrt_of(Bounded a) {
  const double s = std::sqrt(a.v.hi);
  const double residual = std::fma(-s, s, a.v.hi) + a.v.lo;
  const DoubleDouble v = fast_two_sum(s, residual / (2.0 * s));
  return {v, a.e / s * (1.0 + 0x1p-50) + 0x1p-100 * s + kUnderflow};
}
// glibc's sin or cos (within kLibmError) of the double nearest to a (both are 1-Lipschitz).
Bounded libm_sin_cos(Bounded a, bool cosine) {
  const double arg = a.v.hi + a.v.lo;
  const double v = cosine ? std::cos(arg) : std::sin(arg);
  return {{v, 0.0},
          a.e + std::fabs(arg - a.v.hi - a.v.lo) + 0x1p-105 * std::fabs(arg) +
              kLibmError * std::fabs(v)};
}

// The answer if the bound proves |y - f| <= kBesselError |f|, i.e. e (1 + E) <= E |y|, with y
// the double nearest to v (one more rounding, 2^-53 |y|). The bounds' own roundings (a few
// hundred, each a factor 1 + 2^-53 at most) are covered by the factor 1 + 2^-40.
bool answer_if_within(Bounded r, Approx* out) {
  const double y = r.v.hi + r.v.lo;
  const double e = (r.e + 0x1p-53 * std::fabs(y)) * (1.0 + 0x1p-40);
  if (!(e * (1.0 + kBesselError) <= kBesselError * std::fabs(y))) return false;
  out->y = y;
  return true;
}

// sum_k s_k w_k t_k with t_0 = 1, t_k = t_(k-1) q / (k (k + order)), s_k = (-1)^k and weight
// w_k (`weight(k)`, a Bounded): the series of J0 (order 0) or J1 / (x/2) (order 1), weighted
// for Y0 and Y1. The weights grow by at most a factor 2 per step from k = 1 on, so once
// 2q / ((k+1)(k+1+order)) <= 3/8 every later term is at most 3/8 of the one before and the tail
// after term k is below 0.6 |w_k t_k|.
template <class Weight>
Bounded power_series(double q, int order, Weight weight) {
  Bounded term = exact(1.0);
  Bounded sum = mul(weight(0), term);
  for (int k = 1; k < 120; ++k) {
    term = div_exact(mul_exact(term, q), static_cast<double>(k) * (k + order));
    const Bounded wt = mul(weight(k), term);
    sum = (k & 1) ? sub(sum, wt) : add(sum, wt);
    const double size = dd_abs(wt.v) + wt.e;
    if (size <= 0x1p-64 * dd_abs(sum.v) && 16.0 * q <= 3.0 * (k + 1) * (k + 1 + order)) {
      sum.e += size;
      return sum;
    }
  }
  return {sum.v, HUGE_VAL};  // no convergence in sight (a zero of the sum): no answer
}

Bounded unit_weight(int) { return exact(1.0); }

// The series forms, 0 < x < 32.
Bounded j_series(int nu, double x) {
  const double q = x * x * 0.25;  // exact: 48 bits, far from underflow
  const Bounded s = power_series(q, nu, unit_weight);
  return nu == 0 ? s : mul_exact(s, 0.5 * x);  // x/2 exact
}

Bounded y_series(int nu, double x) {
  const double q = x * x * 0.25;
  const double log_arg = 0.5 * x;
  const double l = std::log(log_arg);
  const Bounded log_half = {{l, 0.0}, kLibmError * std::fabs(l)};
  const Bounded gamma = constant(kEulerGamma);
  // H_k, computed incrementally as the series asks for k = 0, 1, 2, ...
  Bounded harmonic = exact(0.0);
  int harmonic_k = 0;
  auto harmonic_at = [&](int k) {
    while (harmonic_k < k) {
      ++harmonic_k;
      harmonic = add(harmonic, div_exact(exact(1.0), harmonic_k));
    }
    return harmonic;
  };
  if (nu == 0) {
    // sum_(k>=1) (-1)^(k+1) H_k q^k / k!^2 = -(sum_k (-q)^k H_k / k!^2), H_0 = 0
    const Bounded s = power_series(q, 0, [&](int k) { return harmonic_at(k); });
    const Bounded j0 = j_series(0, x);
    const Bounded inner = sub(mul(add(log_half, gamma), j0), s);
    return mul(constant(kTwoOverPi), inner);
  }
  // weight_k = H_k + H_(k+1) - 2 gamma
  const Bounded two_gamma = mul_exact(gamma, 2.0);
  const Bounded s = power_series(q, 1, [&](int k) {
    const Bounded hk = harmonic_at(k);
    const Bounded hk1 = add(hk, div_exact(exact(1.0), k + 1));
    return sub(add(hk, hk1), two_gamma);
  });
  const Bounded pole = neg(div_exact(constant(kTwoOverPi), x));
  const Bounded log_part = mul(constant(kTwoOverPi), mul(log_half, j_series(1, x)));
  const Bounded series_part = mul(mul_exact(constant(kTwoOverPi), 0.25), mul_exact(s, x));
  return sub(add(pole, log_part), series_part);
}

// Hankel's form, x >= 32.
bool hankel(int nu, bool second_kind, float x, Bounded* result) {
  QuadrantReduction red;
  if (!reduce_pi_over_2(x, &red)) return false;
  const double ax = x;
  const double mu = 4.0 * nu * nu;
  Bounded p = exact(1.0), q = exact(0.0);
  Bounded term = exact(1.0);
  auto next_term = [&](Bounded t, int j) {
    return div_exact(mul_exact(t, mu - (2.0 * j - 1) * (2.0 * j - 1)), 8.0 * j * ax);  // exact
  };
  int j = 1;
  for (;; ++j) {
    if (j > 60) return false;
    term = next_term(term, j);
    const bool negative = ((j >> 1) & 1) != 0;  // (-1)^k for j = 2k or 2k + 1
    Bounded& target = (j & 1) ? q : p;
    target = negative ? sub(target, term) : add(target, term);
    if (dd_abs(term.v) < 0x1p-66) break;
  }
  // The first neglected terms of P and Q: indices j + 1 and j + 2.
  const Bounded t1 = next_term(term, j + 1);
  const Bounded t2 = next_term(t1, j + 2);
  ((j + 1) & 1 ? q : p).e += dd_abs(t1.v) + t1.e;
  ((j + 2) & 1 ? q : p).e += dd_abs(t2.v) + t2.e;
  // x = (4m + quadrant) pi/2 + r, so w = (quadrant - nu) pi/2 + t with t = r - pi/4.
  const Bounded r = {{red.r, 0.0}, 3.02 * 0x1p-53 * std::fabs(red.r)};
  const Bounded t = sub(r, constant(kPiOver4));
  const Bounded st = libm_sin_cos(t, false), ct = libm_sin_cos(t, true);
  const int n = (red.quadrant - nu + 4) & 3;
  // cos(n pi/2 + t) and sin(n pi/2 + t)
  const Bounded cos_w = n == 0 ? ct : n == 1 ? neg(st) : n == 2 ? neg(ct) : st;
  const Bounded sin_w = n == 0 ? st : n == 1 ? ct : n == 2 ? neg(st) : neg(ct);
  const Bounded inner =
      second_kind ? add(mul(p, sin_w), mul(q, cos_w)) : sub(mul(p, cos_w), mul(q, sin_w));
  const Bounded amplitude = sqrt_of(div_exact(constant(kTwoOverPi), ax));
  *result = mul(amplitude, inner);
  return true;
}

// J_nu (second_kind false) or Y_nu of a finite nonzero float (x > 0 for Y).
bool approximate_bessel(int nu, bool second_kind, float x, Approx* out) {
  const float ax = std::fabs(x);
  Bounded r;
  if (ax < 32.0f) {
    r = second_kind ? y_series(nu, ax) : j_series(nu, ax);
  } else if (!hankel(nu, second_kind, ax, &r)) {
    return false;
  }
  if (nu == 1 && x < 0.0f) r = neg(r);  // J1 is odd (Y has no negative arguments here)
  // |J0(x)| < 1 and |J1(x)| < |x|/2 for x != 0 (DLMF 10.14.1, 10.14.4): J0 of a tiny x rounds
  // to 1 and J1 of a subnormal-range x below its midpoint x/2, which the double cannot show.
  if (!second_kind) out->below = nu == 0 ? 1.0 : 0.5 * static_cast<double>(ax);
  return answer_if_within(r, out);
}

}  // namespace

bool fast_j0(float x, Approx* out) { return approximate_bessel(0, false, x, out); }
bool fast_j1(float x, Approx* out) { return approximate_bessel(1, false, x, out); }
bool fast_y0(float x, Approx* out) { return approximate_bessel(0, true, x, out); }
bool fast_y1(float x, Approx* out) { return approximate_bessel(1, true, x, out); }

}  // namespace warpmath::host_ref::detail
