// warpmath/fp/float2.hpp -- the float-float ("double-float") layer, built on the primitives of
// ops.hpp. Every family's extra precision comes from here.
//
// An ff is hi + lo. It is NORMALISED when |lo| <= ulp(hi)/2 (then it carries about 48 bits);
// some producers return unnormalised pairs, and say so. Throughout, u = 2^-24 (the unit roundoff
// of float), and "relative error e" means |result - exact| <= e * |exact|. The bounds assume no
// intermediate overflow and no product deep in the subnormal range (where two_prod's low part is
// not representable).
//
// Exact transforms (error-free: hi + lo equals the exact result):
//   fast_two_sum(a, b)      a + b, provided |a| >= |b| or a == 0 (Dekker); 3 operations
//   fast_two_sum_fma(e,c,v) e*c + v, provided e*c is exact and |e*c| >= |v| or e == 0
//   fast_two_sum_fma_small(v,e,c)  v + e*c, provided e*c is exact and |v| >= |e*c|
//   two_sum(a, b)           a + b, any order (Knuth); 6 operations
//   two_prod(a, b)          a * b (by FMA); 2 operations
//   ff_neg(a)               -a
// Non-exact operations (each with its bound below):
//   ff_add, ff_mul, ff_mul_unnormalised, mul_float_ff, ff_horner_step, ff_div_float,
//   ff_div_rounded, ff_to_float
#pragma once
#include "ops.hpp"

namespace warpmath::fp {

struct ff {
  float hi;
  float lo;
};

// hi + lo == a + b exactly, provided |a| >= |b| (or a == 0). The result is normalised.
WARPMATH_HD ff fast_two_sum(float a, float b) {
  const float s = add(a, b);
  const float t = sub(s, a);
  return {s, sub(b, t)};
}

// hi + lo == e*c + v exactly, provided e*c is exact (for instance a small integer e times a
// constant with few significant bits) and |e*c| >= |v| or e == 0: Fast2Sum with the product formed
// inside the FMAs (e*c - hi is exact, so the second FMA rounds nothing).
WARPMATH_HD ff fast_two_sum_fma(float e, float c, float v) {
  const float hi = fp::fma(e, c, v);
  return {hi, sub(v, fp::fma(-e, c, hi))};
}

// hi + lo == v + e*c exactly, provided e*c is exact and |v| >= |e*c|: Fast2Sum with the larger
// operand first and the product formed inside the FMAs (v - hi is exact by Sterbenz or is zero,
// and the second FMA adds the exact product to it exactly).
WARPMATH_HD ff fast_two_sum_fma_small(float v, float e, float c) {
  const float hi = fp::fma(e, c, v);
  return {hi, fp::fma(e, c, sub(v, hi))};
}

// hi + lo == a + b exactly, any order (Knuth's six-operation TwoSum). Normalised.
WARPMATH_HD ff two_sum(float a, float b) {
  const float s = add(a, b);
  const float bb = sub(s, a);
  const float aa = sub(s, bb);
  return {s, add(sub(a, aa), sub(b, bb))};
}

// hi + lo == a * b exactly. Normalised.
WARPMATH_HD ff two_prod(float a, float b) {
  const float p = mul(a, b);
  return {p, fp::fma(a, b, -p)};
}

// -a, exact.
WARPMATH_HD ff ff_neg(ff a) { return {-a.hi, -a.lo}; }

// a + b for normalised a, b, renormalised: TwoSum of the heads, the tails added in float, one
// Fast2Sum. Relative error about 2^-46 of |a| + |b| (so relative to the sum unless it cancels).
WARPMATH_HD ff ff_add(ff a, ff b) {
  const ff s = two_sum(a.hi, b.hi);
  return fast_two_sum(s.hi, add(s.lo, add(a.lo, b.lo)));
}

// a * b for normalised a, b, renormalised: the heads' product exact, the cross terms a.lo*b.hi
// then a.hi*b.lo by FMA (a.lo*b.lo, below 2^-48 relative, dropped). Relative error about 2^-46.
WARPMATH_HD ff ff_mul(ff a, ff b) {
  const ff p = two_prod(a.hi, b.hi);
  return fast_two_sum(p.hi, fp::fma(a.hi, b.lo, fp::fma(a.lo, b.hi, p.lo)));
}

// a * (b_hi + b_lo), NOT renormalised: {RN(a.hi*b_hi), the rest}, the cross terms a.hi*b_lo then
// a.lo*b_hi by FMA. Relative error about 2^-46 plus a's own; the low part can be as large as a's
// relative to its head (it carries a.lo*b_hi). Different operation order from ff_mul: kept so
// that every caller's bits stay as they are.
WARPMATH_HD ff ff_mul_unnormalised(ff a, float b_hi, float b_lo) {
  const ff p = two_prod(a.hi, b_hi);
  return {p.hi, fp::fma(a.lo, b_hi, fp::fma(a.hi, b_lo, p.lo))};
}

// t * (c_hi + c_lo) for a float t and a float-float constant, NOT renormalised: {RN(t*c_hi), the
// exact error of that product (FMA) + t*c_lo, rounded once}. Relative error about 2^-47 (the tail's
// rounding, u |tail| <= u (ulp(hi)/2 + |t c_lo|)) plus the constant's own, while t*c_hi does not
// underflow.
WARPMATH_HD ff mul_float_ff(float t, float c_hi, float c_lo) {
  const float hi = mul(t, c_hi);
  return {hi, fp::fma(t, c_lo, fp::fma(t, c_hi, -hi))};
}

// (c_hi + c_lo) + s*y for an exact float s, as {head, tail} with head + head-error = c_hi +
// RN(s*y.hi) exactly (TwoSum: |s y| may exceed |c|), the rest summed in float. Relative error
// about 2^-46 of |c| + |s y|; not renormalised (|tail| can reach a few ulp of head).
WARPMATH_HD ff ff_horner_step(float c_hi, float c_lo, float s, ff y) {
  const ff p = two_prod(s, y.hi);
  const ff t = two_sum(c_hi, p.hi);
  return {t.hi, add(t.lo, add(c_lo, fp::fma(s, y.lo, p.lo)))};
}

// The same for s = s.hi + s.lo (the cross terms s.lo*y.hi and s.hi*y.lo by FMA).
WARPMATH_HD ff ff_horner_step(float c_hi, float c_lo, ff s, ff y) {
  const ff p = two_prod(s.hi, y.hi);
  const ff t = two_sum(c_hi, p.hi);
  const float tail = fp::fma(s.lo, y.hi, fp::fma(s.hi, y.lo, p.lo));
  return {t.hi, add(t.lo, add(c_lo, tail))};
}

// a / x for a normalised a and x > 0 (no overflow or underflow): q0 = RN(a.hi/x), the remainder
// a.hi - q0*x exact by FMA, plus a.lo, divided once more. Relative error about 2^-46; the pair is
// {q0, correction} with |correction| <= ulp(q0) (not necessarily normalised).
WARPMATH_HD ff ff_div_float(ff a, float x) {
  const float q0 = div(a.hi, x);
  const float rem = add(fp::fma(-q0, x, a.hi), a.lo);  // fma exact
  return {q0, div(rem, x)};
}

// (a.hi + a.lo) / (b.hi + b.lo), rounded once at the end: the quotient's first float q0 and
// the exact remainder a.hi - q0*b.hi (by FMA) give a correction of relative size ~2^-24 that is
// itself computed to ~2^-24, so the result is within 0.5 ulp + O(2^-46) relative of the ff
// quotient. Needs |b.lo| <= ulp(b.hi)/2 (renormalise first).
WARPMATH_HD float ff_div_rounded(ff a, ff b) {
  const float rcp = div(1.0f, b.hi);
  const float q0 = mul(a.hi, rcp);
  float rem = fp::fma(-q0, b.hi, a.hi);
  rem = add(rem, fp::fma(-q0, b.lo, a.lo));
  return fp::fma(rem, rcp, q0);
}

// RN(hi + lo): the float nearest an ff, to 0.5 ulp when the ff is exact and normalised; for an
// unnormalised pair it is one rounding of the float sum (still 0.5 ulp of hi + lo when |lo| is
// below |hi|, as a single addition is correctly rounded).
WARPMATH_HD float ff_to_float(ff v) { return add(v.hi, v.lo); }

}  // namespace warpmath::fp
