// host_ref/ref_spec.hpp -- internal: what the oracle knows about one reference (a row of
// refs.def), and the types of its columns. Used by the oracle's .cpp files only.
#pragma once
#include <mpfr.h>

#include <cmath>
#include <limits>

#include "host_ref/oracle.hpp"

namespace warpmath::host_ref::detail {

// A fast path's answer for f(args), rounded by round_if_safe() (fast_eval.cpp).
struct Approx {
  // f to within the reference's fast_error E: |y - f| <= E |f|. Two ranges are read specially:
  // an infinite y means |f| > DBL_MAX / (1 + E) (the libm result overflowed: far above FLT_MAX),
  // and |y| < 2^-1022 means that |f| < 2^-1021 with y's sign (libm underflowed: the float is a
  // zero). NaN: no answer.
  double y = 0.0;
  // Facts about f that the double cannot show, used to cut the rounding check's interval (cos x
  // is below 1 although the double nearest to it may be 1): at_least <= |f| < below.
  double at_least = 0.0;
  double below = std::numeric_limits<double>::infinity();
  // y is f exactly (a double, a signed zero or an infinity): its float is static_cast<float>(y),
  // one correct rounding.
  bool exact = false;
};

using FastUnary = bool (*)(float x, Approx* out);  // false: no answer, ask MPFR
using FastBinary = bool (*)(float x, float y, Approx* out);
using MpfrUnary = int (*)(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);
using MpfrBinary = int (*)(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr y, mpfr_rnd_t rnd);
// A reference of 3 or 4 arguments: args[0 .. arity).
using MpfrNary = int (*)(mpfr_ptr rop, const mpfr_srcptr* args, mpfr_rnd_t rnd);
using FastNary = bool (*)(const float* args, Approx* out);

// The values C23 Annex F fixes for a one-argument function, and its domain. A NaN argument
// gives at_nan: NaN, except for the views of integer-valued functions (ilogb(NaN) = INT_MIN,
// lrint(NaN) = 0 by warpmath's convention). Values are doubles so that an inexact one (acos(0) =
// pi/2) keeps its exact value for the metric; the float result is that double rounded once.
struct UnarySpecials {
  double at_plus_zero, at_minus_zero, at_plus_inf, at_minus_inf;
  float domain_lo, domain_hi;  // a finite x outside [domain_lo, domain_hi] gives NaN
  struct Point {
    float x;  // NaN: unused
    double value;
  } points[2];  // exactly known values inside the domain: log(1) = +0, atanh(-1) = -inf, ...
  double at_nan;
};

// Decides f(x, y) where C23 Annex F or exactness fixes the result; false otherwise.
using BinarySpecial = bool (*)(float x, float y, RefValue* out);

// One row of refs.def. A reference of one argument fills the *1 members, one of two the *2 ones,
// one of three or four mpfrn.
struct RefSpec {
  const char* name;
  int arity;
  double fast_error;   // E
  double check_width;  // relative half-width of the rounding check: the least power of 2 >= 8E
  MpfrUnary mpfr1;
  FastUnary fast1;
  const UnarySpecials* specials1;
  MpfrBinary mpfr2;
  FastBinary fast2;
  BinarySpecial special2;
  MpfrNary mpfrn;
  FastNary fastn;
};

// The rows of refs.def, indexed by Ref (ref_table.cpp).
extern const RefSpec kRefSpecs[];

[[noreturn]] void throw_wrong_arity(Ref r, int arity);

// The row of `r`; throws std::invalid_argument if its arity is not `arity`. Inline: the oracle
// calls it 2^32 times in an exhaustive sweep.
inline const RefSpec& spec_of(Ref r, int arity) {
  const RefSpec& s = kRefSpecs[static_cast<int>(r)];
  if (s.arity != arity) throw_wrong_arity(r, arity);
  return s;
}

// The RefValue of a value known exactly (or, for an inexact special value such as pi/2, to
// within half an ulp of double, not near a float midpoint: the Annex F tests check each): the
// float nearest to it, and an infinite `exact` where that float overflows.
inline RefValue value_of(double v) {
  const float rounded = static_cast<float>(v);
  return RefValue{rounded, std::isinf(rounded) ? static_cast<double>(rounded) : v};
}

}  // namespace warpmath::host_ref::detail
