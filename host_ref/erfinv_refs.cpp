// host_ref/erfinv_refs.cpp -- the references of the inverse error functions: erfinv,
// erfcinv, normcdfinv (= -sqrt(2) erfcinv(2p)). MPFR has none of them; both forms invert the
// forward function, which is monotone, and prove the answer with it.
//
// The reduction (exact in double and in MPFR): each argument becomes a sign s, a scale k (1, or
// sqrt(2) for normcdfinv) and one of two problems whose root y > 0 has f = s k y:
//   erf form   erf(y) = v,  0 < v <= 1/2      (y <= 0.4769)
//   erfc form  erfc(y) = v, 0 < v < 1/2      (y > 0.4769; v down to 2^-149, y up to 10.03)
// erfinv(x): v = |x| (erf) or 1 - |x| (erfc), s = sign(x).  erfcinv(t): t < 1/2: erfc, v = t;
// 1/2 <= t <= 3/2: erf, v = |1 - t|, s = sign(1 - t); t > 3/2: erfc, v = 2 - t, s = -1.
// normcdfinv(p): p < 1/4: erfc, v = 2p, s = -1; 1/4 <= p <= 3/4: erf, v = |2p - 1|; p > 3/4:
// erfc, v = 2 - 2p, s = +1.  Every v is a float computed exactly (Sterbenz, or a doubling), so
// the tails keep their full relative accuracy: 1 - erf is never formed.
//
// Double fast path: for v < 2^-20 in the erf form, erfinv's Maclaurin series (its remainder and
// roundings are below 2^-50).  Otherwise y by Newton in double on glibc's erf (erf form) or Halley
// on log erfc (erfc form), then PROVED: with y_lo = y (1 - 2^-45) and y_hi = y (1 + 2^-45), glibc's
// erf / erfc at both (each within kLibmError relative, the bound the oracle trusts for glibc
// everywhere) must show erf(y_lo) < v < erf(y_hi) (erfc: erfc(y_lo) > v > erfc(y_hi)) with a margin
// of 2 kLibmError; by monotonicity the root lies in [y_lo, y_hi], so y is within 2^-45 relative.
// The condition number of the root in v is at most 1.17 (erf form: v / (y erf'(y)); erfc form: v /
// (y |erfc'(y)|) <= 1.17 at v = 1/2, falling as v -> 0), so the check fails only when the Newton
// iterate is off, which it is not: then the fast path declines (MPFR answers).  The scale sqrt(2)
// adds a double constant (2^-53.2) and one rounding: kErfinvError = 2^-45 + 2^-52.
//
// MPFR form: Ziv's strategy at working precision w: Newton at w bits from the double candidate,
// then the bracket [y (1 - 2^(10-w)), y (1 + 2^(10-w))] proved with erf / erfc rounded outwards
// (directed roundings), scaled outwards, and rounded when both ends agree; else w doubles.  The
// function is transcendental at every float argument but its exact points (erfinv(0) etc., given
// as special values), so the loop ends; it runs in MPFR's widest exponent range (erfc(10) is
// below 2^-148), and the result is brought back to the caller's range by mpfr_check_range.
#include <mpfr.h>

#include <cmath>
#include <stdexcept>

#include "host_ref/mpfr_scope.hpp"
#include "host_ref/ref_functions.hpp"

namespace warpmath::host_ref::detail {

namespace {

constexpr double kSqrtPiOver2 = 0x1.c5bf891b4ef6bp-1;  // sqrt(pi)/2, within 2^-53 relative
constexpr double kSqrt2 = 0x1.6a09e667f3bcdp+0;        // RN(sqrt(2))

enum class Fn { erfinv, erfcinv, normcdfinv };

struct Problem {
  bool erfc_form;  // erfc(y) = v, else erf(y) = v
  double v;        // a float, exactly
  bool negative;   // f = -k y
  bool scaled;     // k = sqrt(2)
};

// The reduction of the file comment, for x strictly inside the domain and not an exact point.
Problem reduce(Fn fn, float x) {
  Problem p{};
  if (fn == Fn::erfinv) {
    const float a = std::fabs(x);
    p.negative = x < 0.0f;
    p.erfc_form = a > 0.5f;
    p.v = p.erfc_form ? 1.0f - a : a;  // exact (Sterbenz)
  } else if (fn == Fn::erfcinv) {
    if (x < 0.5f) {
      p = {true, x, false, false};
    } else if (x <= 1.5f) {
      const float d = 1.0f - x;  // exact
      p = {false, std::fabs(d), d < 0.0f, false};
    } else {
      p = {true, 2.0f - x, true, false};  // exact
    }
  } else {
    if (x < 0.25f) {
      p = {true, 2.0 * x, true, true};
    } else if (x <= 0.75f) {
      const double d = 2.0 * x - 1.0;  // exact
      p = {false, std::fabs(d), d < 0.0, true};
    } else {
      p = {true, 2.0 - 2.0 * x, false, true};  // exact
    }
  }
  return p;
}

// erfinv(v) for 0 < v < 2^-20 by its Maclaurin series to v^5: the omitted terms are below
// 0.1 v^6 < 2^-123 relative, and the five double operations and the constant round by < 2^-50.
double erfinv_series(double v) {
  const double z = v * v;
  return kSqrtPiOver2 * v * (1.0 + z * (M_PI / 12 + z * (7 * M_PI * M_PI / 480)));
}

// The root of the problem in double (no guarantee; the callers prove or refine it).  Each loop
// stops after a step small enough that the next one could not change the double: Newton
// (quadratic) after |d| <= 2^-27 y, Halley (cubic) after |d| <= 2^-19 y.
double double_root(const Problem& p) {
  const double v = p.v;
  if (!p.erfc_form) {
    // erfinv's Maclaurin series to v^7 (radius 1: within 2e-4 relative at v = 1/2), then Newton.
    const double z = v * v;
    double y = erfinv_series(v) + kSqrtPiOver2 * v * z * z * z * (127 * M_PI * M_PI * M_PI / 40320);
    for (int i = 0; i < 8; ++i) {
      const double d = (std::erf(y) - v) * kSqrtPiOver2 * std::exp(y * y);
      y -= d;
      if (std::fabs(d) <= 0x1p-27 * y) break;
    }
    return y;
  }
  // erfc(y) ~ e^(-y^2) / (y sqrt(pi)): y^2 ~ L - log(sqrt(pi L)), L = -log v, refined for large L
  // by y^2 = L - log(sqrt(pi) y) + log(1 - w + 3w^2 - 15w^3), w = 1/(2y^2); then Halley on
  // h(y) = log erfc(y) - log v, with h' = -(2/sqrt(pi)) e^(-y^2) / erfc(y), h'' = h' (-2y - h').
  const double L = -std::log(v);
  double y = std::sqrt(std::fmax(L - std::log(std::sqrt(M_PI * L)), 0.1));
  if (L > 16.0) {  // y > 3.7: the asymptotic series, iterated, starts within 2^-19 (one step)
    for (int k = 0; k < 3; ++k) {
      const double w = 1.0 / (2.0 * y * y);
      y = std::sqrt(L - std::log(2.0 * kSqrtPiOver2 * y) +
                    std::log1p(w * (-1.0 + w * (3.0 - 15.0 * w))));
    }
  }
  for (int i = 0; i < 12; ++i) {
    const double e = std::erfc(y);
    const double h = std::log(e / v);
    const double h1 = -std::exp(-y * y) / (kSqrtPiOver2 * e);
    const double h2 = h1 * (-2.0 * y - h1);
    const double d = -2.0 * h * h1 / (2.0 * h1 * h1 - h * h2);
    y += d;
    if (std::fabs(d) <= 0x1p-19 * y) break;
  }
  return y;
}

// True if the root lies in [y_lo, y_hi] by glibc's erf / erfc within 2 kLibmError.
bool bracket_holds(const Problem& p, double y_lo, double y_hi) {
  constexpr double up = 1.0 + 2 * kLibmError, down = 1.0 - 2 * kLibmError;
  if (p.erfc_form) return std::erfc(y_lo) * down > p.v && std::erfc(y_hi) * up < p.v;
  return std::erf(y_lo) * up < p.v && std::erf(y_hi) * down > p.v;
}

bool fast_inverse(Fn fn, float x, Approx* out) {
  const Problem p = reduce(fn, x);
  if (!p.erfc_form && p.v < 0x1p-20) {  // proved by the series' remainder (erfinv_series)
    const double f = p.scaled ? erfinv_series(p.v) * kSqrt2 : erfinv_series(p.v);
    out->y = p.negative ? -f : f;
    return true;
  }
  const double y = double_root(p);
  if (!(y > 0.0) || !bracket_holds(p, y * (1.0 - 0x1p-45), y * (1.0 + 0x1p-45))) return false;
  const double f = p.scaled ? y * kSqrt2 : y;
  out->y = p.negative ? -f : f;
  return true;
}

// --- MPFR form ---

int sign_of(int t) { return (t > 0) - (t < 0); }

// erf(y) or erfc(y) (by the problem's form), rounded in direction rnd.
void forward(mpfr_ptr r, mpfr_srcptr y, const Problem& p, mpfr_rnd_t rnd) {
  if (p.erfc_form) {
    mpfr_erfc(r, y, rnd);
  } else {
    mpfr_erf(r, y, rnd);
  }
}

// Encloses the root at working precision w: true with lo <= y* <= hi (lo, hi > 0).
bool enclose_root(const Problem& p, double start, mpfr_prec_t w, mpfr_ptr lo, mpfr_ptr hi) {
  mpfr_t y, t, u, v;
  mpfr_inits2(w, y, t, u, v, static_cast<mpfr_ptr>(nullptr));
  mpfr_set_d(v, p.v, MPFR_RNDN);  // exact
  mpfr_set_d(y, start, MPFR_RNDN);
  // Newton: y -= (F(y) - v) / F'(y), F'(y) = +-(2/sqrt(pi)) e^(-y^2).
  for (int i = 0; i < 64; ++i) {
    forward(t, y, p, MPFR_RNDN);
    mpfr_sub(t, t, v, MPFR_RNDN);
    mpfr_sqr(u, y, MPFR_RNDN);
    mpfr_exp(u, u, MPFR_RNDN);
    mpfr_mul(t, t, u, MPFR_RNDN);
    mpfr_const_pi(u, MPFR_RNDN);
    mpfr_sqrt(u, u, MPFR_RNDN);
    mpfr_mul(t, t, u, MPFR_RNDN);
    mpfr_div_2ui(t, t, 1, MPFR_RNDN);  // (F(y) - v) sqrt(pi)/2 e^(y^2)
    if (p.erfc_form) {
      mpfr_add(y, y, t, MPFR_RNDN);
    } else {
      mpfr_sub(y, y, t, MPFR_RNDN);
    }
    // The next error is about y^2 (t/y)^2 relative (y <= 10.1): inside the bracket below once
    // |t/y| < 2^-(w/2 + 2).
    if (mpfr_zero_p(t) || mpfr_get_exp(t) < mpfr_get_exp(y) - w / 2 - 2) break;
  }
  // The bracket, with its claims proved by outward roundings of F.
  mpfr_set_ui_2exp(t, 1, 10 - w, MPFR_RNDN);
  mpfr_ui_sub(u, 1, t, MPFR_RNDN);  // exact: w bits
  mpfr_mul(lo, y, u, MPFR_RNDD);
  mpfr_add_ui(u, t, 1, MPFR_RNDN);
  mpfr_mul(hi, y, u, MPFR_RNDU);
  bool ok;
  if (p.erfc_form) {  // decreasing: erfc(lo) >= v >= erfc(hi)
    mpfr_erfc(t, lo, MPFR_RNDD);
    mpfr_erfc(u, hi, MPFR_RNDU);
    ok = mpfr_cmp(t, v) >= 0 && mpfr_cmp(u, v) <= 0;
  } else {
    mpfr_erf(t, lo, MPFR_RNDU);
    mpfr_erf(u, hi, MPFR_RNDD);
    ok = mpfr_cmp(t, v) <= 0 && mpfr_cmp(u, v) >= 0;
  }
  mpfr_clears(y, t, u, v, static_cast<mpfr_ptr>(nullptr));
  return ok && mpfr_sgn(lo) > 0;
}

int inverse_mpfr(Fn fn, mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd) {
  // Special values and the domain (the exact points of the file comment).
  const float xf = mpfr_get_flt(x, MPFR_RNDN);  // exact: the oracle's arguments are floats
  const float lo_end = fn == Fn::erfinv ? -1.0f : 0.0f;
  const float hi_end = fn == Fn::erfinv ? 1.0f : fn == Fn::erfcinv ? 2.0f : 1.0f;
  if (std::isnan(xf) || xf < lo_end || xf > hi_end) {
    mpfr_set_nan(rop);
    return 0;
  }
  if (xf == lo_end || xf == hi_end) {  // erfinv(-+1) = -+inf, erfcinv(0, 2) = +inf, -inf, ...
    const bool plus = fn == Fn::erfcinv ? xf == lo_end : xf == hi_end;
    mpfr_set_inf(rop, plus ? 1 : -1);
    return 0;
  }
  const float zero_at = fn == Fn::erfinv ? 0.0f : fn == Fn::erfcinv ? 1.0f : 0.5f;
  if (xf == zero_at) {
    mpfr_set_zero(rop, fn == Fn::erfinv && std::signbit(xf) ? -1 : 1);
    return 0;
  }
  const Problem p = reduce(fn, xf);
  const double start = double_root(p);
  WideExponentRange wide;
  int ternary = 0;
  for (mpfr_prec_t w = mpfr_get_prec(rop) + 40;; w *= 2) {
    if (w > (1 << 20)) throw std::runtime_error("erfinv_refs: the Ziv loop did not end");
    mpfr_t lo, hi, r2;
    mpfr_inits2(w, lo, hi, static_cast<mpfr_ptr>(nullptr));
    bool done = false;
    if (enclose_root(p, start, w, lo, hi)) {
      if (p.scaled) {
        mpfr_t s;
        mpfr_init2(s, w);
        mpfr_sqrt_ui(s, 2, MPFR_RNDD);
        mpfr_mul(lo, lo, s, MPFR_RNDD);
        mpfr_sqrt_ui(s, 2, MPFR_RNDU);
        mpfr_mul(hi, hi, s, MPFR_RNDU);
        mpfr_clear(s);
      }
      if (p.negative) {  // [-hi, -lo]
        mpfr_neg(lo, lo, MPFR_RNDN);
        mpfr_neg(hi, hi, MPFR_RNDN);
        mpfr_swap(lo, hi);
      }
      mpfr_init2(r2, mpfr_get_prec(rop));
      const int t1 = mpfr_set(rop, lo, rnd);
      const int t2 = mpfr_set(r2, hi, rnd);
      done = mpfr_equal_p(rop, r2) != 0 && sign_of(t1) == sign_of(t2) && t1 != 0;
      ternary = t1;
      mpfr_clear(r2);
    }
    mpfr_clears(lo, hi, static_cast<mpfr_ptr>(nullptr));
    if (done) break;
  }
  wide.restore();
  return mpfr_check_range(rop, ternary, rnd);
}

}  // namespace

int erfinv_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd) {
  return inverse_mpfr(Fn::erfinv, rop, x, rnd);
}
int erfcinv_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd) {
  return inverse_mpfr(Fn::erfcinv, rop, x, rnd);
}
int normcdfinv_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd) {
  return inverse_mpfr(Fn::normcdfinv, rop, x, rnd);
}

bool fast_erfinv(float x, Approx* out) { return fast_inverse(Fn::erfinv, x, out); }
bool fast_erfcinv(float x, Approx* out) { return fast_inverse(Fn::erfcinv, x, out); }
bool fast_normcdfinv(float x, Approx* out) { return fast_inverse(Fn::normcdfinv, x, out); }

}  // namespace warpmath::host_ref::detail
