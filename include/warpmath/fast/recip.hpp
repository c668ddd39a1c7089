// warpmath/fast/recip.hpp -- a division-free reciprocal for the fast tier (fast::atanf, tanhf,
// erff, erfcf; the seed alone for log1pf's correction term): 1/d for 2^-125 <= d <= 2^125, without
// fp::div (whose correctly rounded CUDA sequence costs a slow-path subroutine) and without hardware
// approximations.
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

}  // namespace warpmath::detail::fast_recip
