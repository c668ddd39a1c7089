// warpmath/fast/recip.hpp -- a division-free reciprocal for the fast tier (fast::atanf, fdividef;
// fmodf's and remainderf's short division, exact/remainder_kernel.hpp): 1/d for 2^-125 <= d <=
// 2^125, without fp::div (whose correctly rounded CUDA sequence costs a slow-path subroutine) and
// without hardware approximations.
//
// Seed: bits(y0) = 0x7ef31200 - bits(d), relative error < 0.0506 for every such d (the constant
// minimises that maximum over one binade; the error is periodic in the binade).
// Newton: e = 1 - d y (one FMA, exact up to its single rounding), y += y e; the error squares:
// 0.0506 -> 2.6e-3 -> 6.5e-6 -> 4.3e-11 (neglected), and the last FMA rounds once: the result is
// within 0.5 ulp + 2^-34 relative of 1/d, i.e. below 1 ulp.
#pragma once
#include "../fp/bits.hpp"
#include "../fp/ops.hpp"

namespace warpmath::detail::fast_recip {

// 1/d within 5.06% (see the file comment), for 2^-125 <= d <= 2^125.
WARPMATH_HD float seed(float d) { return fp::as_float(0x7ef31200u - fp::as_uint(d)); }

WARPMATH_HD float newton_step(float d, float y) { return fp::fma(y, fp::fma(-d, y, 1.0f), y); }

// 1/d (see the file comment); d outside [2^-125, 2^125] gives a meaningless value.
WARPMATH_HD float reciprocal(float d) {
  return newton_step(d, newton_step(d, newton_step(d, seed(d))));
}

// The seed, one Newton step (2.6e-3) and one third-order step r (1 + e + e^2) with the residual
// e = one - d r (three FMAs instead of the two Newton steps' four).  With one = 1: R d - 1 lies in
// [-0.64, 0.46] 2^-23 for every significand of d, for 2^-126 <= |d| < 2^125 (the steps scale with
// d's exponent there; tests/unit/test_fast.cpp checks all significands at both ends).  A larger
// `one` (1 + c, c small) biases the result: R ~ (1/d)(1 + c) (fmodf's quotient estimate).
WARPMATH_HD float reciprocal_cubic(float d, float one = 1.0f) {
  const float y = newton_step(d, seed(d));
  const float e = fp::fma(-d, y, one);
  return fp::fma(y, fp::fma(e, e, e), y);
}

}  // namespace warpmath::detail::fast_recip
