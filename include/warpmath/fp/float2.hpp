// warpmath/fp/float2.hpp -- float-float ("double-float") helpers built on fp::fma.
//
// A ff value is hi + lo with |lo| <= ulp(hi)/2 after normalisation; it carries about 48 bits.
// These are the error-free transformations of Dekker and Knuth, valid when no intermediate
// overflows and, for two_prod, when a*b is not deep in the subnormal range.
#pragma once
#include "ops.hpp"

namespace warpmath::fp {

struct ff {
  float hi;
  float lo;
};

// hi + lo == a + b exactly, provided |a| >= |b| (or a == 0).
WARPMATH_HD ff fast_two_sum(float a, float b) {
  const float s = add(a, b);
  const float t = sub(s, a);
  return {s, sub(b, t)};
}

// hi + lo == a + b exactly, any order (Knuth's six-operation TwoSum).
WARPMATH_HD ff two_sum(float a, float b) {
  const float s = add(a, b);
  const float bb = sub(s, a);
  const float aa = sub(s, bb);
  return {s, add(sub(a, aa), sub(b, bb))};
}

// hi + lo == a * b exactly.
WARPMATH_HD ff two_prod(float a, float b) {
  const float p = mul(a, b);
  return {p, fp::fma(a, b, -p)};
}

// (a.hi + a.lo) / (b.hi + b.lo), rounded once at the end: the quotient's first float q0 and
// the exact remainder a.hi - q0*b.hi (by FMA) give a correction of relative size ~2^-24 that is
// itself computed to ~2^-24, so the result is within 0.5 ulp + O(2^-46) relative of the ff
// quotient.
WARPMATH_HD float ff_div_rounded(ff a, ff b) {
  const float rcp = div(1.0f, b.hi);
  const float q0 = mul(a.hi, rcp);
  float rem = fp::fma(-q0, b.hi, a.hi);
  rem = add(rem, fp::fma(-q0, b.lo, a.lo));
  return fp::fma(rem, rcp, q0);
}

}  // namespace warpmath::fp
