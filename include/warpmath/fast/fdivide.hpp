// warpmath/fast/fdivide.hpp -- fast::fdividef(x, y) = x/y without a division: CUDA's __fdividef
// contract (a bounded error on a stated domain of y) with no hardware approximation.
//
// Algorithm: R = 1/y from fast/recip.hpp's reciprocal_cubic: the bit-level seed, one Newton step
// (relative error 2.6e-3) and one third-order step r (1 + e + e^2), e = 1 - y r (three FMAs); then
// the quotient x R rounded once.  Over every significand of y, R y - 1 lies in [-0.64, 0.46]
// 2^-23 (tests/unit/test_fast.cpp checks all of them at both ends of the fast domain; the steps
// scale with y's exponent in it), so the error is below 0.5 + 1.28 = 1.78 ulp by construction;
// the measured maximum is the catalogue's (docs/sweeps/fast_fdividef.json).  Seven instructions,
// no branch: 24 issued per warp on sm_90 against 27 for the correctly rounded warpmath::fdividef
// (fp::div, whose CUDA sequence starts from the hardware reciprocal and checks its range) and 22
// for CUDA's __fdividef (the hardware reciprocal and a product), which a division without the
// hardware reciprocal cannot reach.
// Fast domain: 2^-126 <= |y| < 2^125, every x, quotients up to FLT_MAX - 2 ulp.  There x = +-inf
// gives +-inf, x = NaN gives NaN, x = +-0 gives +-0, and a quotient that underflows rounds to a
// subnormal or zero as x R does.  Within 1.78 ulp of the overflow threshold the result may fall
// on the other side of it (FLT_MAX for a quotient that rounds to inf, or the converse): an
// infinite error in the metric of docs/design.md, which the fast domain leaves out; quotients
// beyond it overflow to +-inf.  y = +-0 gives x/+-0 = +-inf (0/0 and NaN/0 = NaN), and a NaN y
// gives NaN.  For y = +-inf, subnormal y and |y| >= 2^125 the result is not x/y (like
// __fdividef's, which CUDA documents as 0 for 2^126 < |y| < 2^128): the same bits on every
// backend, but no bound -- use warpmath::fdividef there.
// The catalogue entry fast_fdividef sweeps this function on its fast domain (catalogue/kernels.hpp:
// outside it the entry divides exactly, so the measured bound is the fast domain's: the sweep's
// special pairs and those of its 2^28 stratified pairs that fall in the domain are the stated
// sample).
#pragma once
#include "../fp/ops.hpp"
#include "recip.hpp"

namespace warpmath::fast {

WARPMATH_HD float fdividef(float x, float y) {
  return fp::mul(x, detail::fast_recip::reciprocal_cubic(y));
}

}  // namespace warpmath::fast
