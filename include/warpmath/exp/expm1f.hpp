// warpmath/exp/expm1f.hpp -- expm1f: e^x - 1, faithful (< 1 ulp) for every input, nearly always
// correctly rounded, with full relative accuracy near 0.
//
// Algorithm: the reduction and table of expf (exp/expf.hpp): x = k ln2/128 + r, k = 128 m + j,
// then expm1_ff (exp/exp_kernels.hpp; polynomial: tools/sollya/expm1_poly.sollya) forms
// 2^m T e^r - 1 as a float-float without cancellation error: 2^m T_hi - 1 and 2^m T_hi r_hi are
// split exactly and summed with fast_two_sum; the rest is a tail of at most 2^-9.3 of the result
// (near |x| = ln2/256), so the float-float is within 2^-31.3 relative of e^x - 1 (2^-37 for
// |x| > 0.1) and is rounded once: error < 0.5 + 2^-7 ulp.  For |x| < ln2/256 (k = 0) the result
// is r + r^2 P(r), accurate relative to x.
// Branches (one test on the bits, the common path is branch-free):
//   |x| < 2^-25          x: e^x - 1 = x (1 + x/2 + ...) with |x/2| < 2^-26, below half the
//                        relative gap to either neighbour of x (2^-26 at a power of two, on the
//                        side towards zero), so x is the correctly rounded result; +-0 and
//                        subnormals are returned exactly.
//   -87.34 <= x <= 87.34 expm1_ff (m from -126 to 126; from x < -17.33 on it gives -1).
//   x < -87.34           -1 (e^x < 2^-126 is far below half an ulp of 1).
//   x > 87.34            the accurate expf (accurate/exp.hpp): e^x > 2^125, so subtracting 1
//                        changes e^x by 2^-125 relative, far below expf's own error (2^-37.8);
//                        expf's overflow threshold applies.
// Special values (C23 F.10.3.6): expm1(+-0) = +-0, expm1(-inf) = -1, expm1(+inf) = +inf,
// NaN -> NaN.
// Measured error: docs/sweeps/expm1f.json (the catalogue's bound).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "../reduce/exp_reduce.hpp"
#include "exp_kernels.hpp"
#include "expm1_kernels.hpp"

namespace warpmath {

WARPMATH_HD float expm1f(float x) {
  const detail::reduce::exp_reduced red = detail::reduce::reduce_exp(x);
  const fp::ff v = detail::exp::expm1_ff(red);
  if (detail::unlikely(fp::abs_bits(x) - detail::exp::kExpm1TinyBits >
                       detail::exp::kExpFastLimitBits - detail::exp::kExpm1TinyBits)) {
    return detail::exp::expm1f_special(x);
  }
  return fp::add(v.hi, v.lo);
}

}  // namespace warpmath
