// warpmath/fp/pieces.hpp -- piecewise polynomials on pieces of width 1/4, indexed by round(4a).
//
// A table row holds N = -centre, C0 and C1 .. C6 (32 bytes: two 16-byte loads); on its piece
//   f(a) ~= max(C0, s) + s Q(s),   s = a + N,   Q = C1 + s (C2 + ... + s C6),
// evaluated as one FMA after Horner's scheme, so that the result is rounded once.  A row with
// N = 0 and C0 = 0 gives a + a Q(a) for a >= 0 (s = a is exact): full relative accuracy down to the
// subnormals for an odd function with f'(0) near 1 (Q = f(a)/a - 1 small).  The other rows have
// C0 = f(centre) to a small fraction of an ulp (the centre is chosen so) and C0 > |s|; s is exact
// when the centre lies within a factor 2 of a (Sterbenz).  Used by erff and tanhf; the rows come
// from their Sollya scripts (tools/sollya/erf_pieces.sollya, tanh_pieces.sollya).
#pragma once
#include <cstdint>

#include "../config.hpp"
#include "bits.hpp"
#include "ops.hpp"
#include "poly.hpp"

namespace warpmath::fp {

struct alignas(32) quarter_piece {
  float neg_centre;
  float c0;
  float c[6];  // C1 .. C6
};

// round(4a) for 0 <= a < 2^21 (ties to even), from the bits of RN(a + 2^21): the ulp of 2^21 is
// 1/4, so the sum's fraction field is 4a rounded.
WARPMATH_HD std::uint32_t quarter_index(float a) { return as_uint(add(a, 0x1p21f)) - 0x4a000000u; }

// max(C0, s) + s Q(s), one rounding; a >= 0.
WARPMATH_HD float eval_quarter_piece(const quarter_piece& p, float a) {
  const float s = add(a, p.neg_centre);
  const float q = horner(s, p.c[0], p.c[1], p.c[2], p.c[3], p.c[4], p.c[5]);
  return fma(s, q, p.c0 > s ? p.c0 : s);
}

// The rare inputs of an odd function that saturates at +-1 (erff, tanhf: huge arguments,
// infinities, NaN), kept off the hot path: +-1 with the sign of x, NaN -> NaN.
WARPMATH_COLD_HD float saturated_unit(float x) { return x != x ? add(x, x) : copysign(1.0f, x); }

}  // namespace warpmath::fp
