// warpmath/special/ynf.hpp -- ynf(n, x): the Bessel function of the second kind of integer order
// n, Y_n(x), x > 0.
//
// Algorithm: Y_-n = (-1)^n Y_n (the sign applied at the end); m = |n| = 0, 1: y0f, y1f;
// otherwise the forward recurrence Y_(k+1) = (2k/x) Y_k - Y_(k-1) from y0f(x), y1f(x), which is
// stable for Y (the wanted solution dominates once k > x, and oscillates with J below), in
// float-float (special/bessel_j_kernels.hpp), so that only the starting values' errors (absolute
// < 2^-24, relative a few ulp where |Y| > 1) propagate; -inf once the recurrence overflows.
// Error: absolute error below 1e-6 wherever |Y_n| < 1 for |n| <= 128, relative (a few hundred
// ulp at most, after up to 127 steps) where |Y_n| is larger.
// Special values: yn(n, NaN) = NaN, yn(n, x < 0) = NaN, yn(n, +-0) = -inf (+inf for odd negative
// n), yn(n, +inf) = +0.
// Measured error: docs/sweeps/ynf.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "bessel_j_kernels.hpp"
#include "y0f.hpp"
#include "y1f.hpp"

namespace warpmath {

WARPMATH_HD float ynf(int n, float x) {
  const unsigned m = n < 0 ? 0u - static_cast<unsigned>(n) : static_cast<unsigned>(n);
  const std::uint32_t flip = (m & 1u) & (n < 0 ? 1u : 0u);
  float r;
  if (m == 0) {
    r = warpmath::y0f(x);
  } else if (m == 1) {
    r = warpmath::y1f(x);
  } else if (detail::unlikely(!(x > 0.0f && x < fp::as_float(fp::kInfBits)))) {
    r = warpmath::y0f(x);  // -inf at +-0, NaN below 0 and for NaN, +0 at +inf
  } else {
    r = detail::special::bessel_yn_positive(m, x);
  }
  return (r != r || r == 0.0f) ? r : fp::flip_sign(r, flip);  // yn(n, +inf) = +0 for every n
}

}  // namespace warpmath
