// warpmath/special/jnf.hpp -- jnf(n, x): the Bessel function of the first kind of integer order n,
// J_n(x).
//
// Algorithm (special/bessel_j_kernels.hpp for the shared recurrence step):
//   J_-n = (-1)^n J_n and J_n(-x) = (-1)^n J_n(x): computed for m = |n| and a = |x|, the sign
//   applied at the end (so signed zeros follow the parity, as in MPFR).  m = 0, 1: j0f, j1f.
//   a >= m: forward recurrence J_(k+1) = (2k/a) J_k - J_(k-1) from j0f(a), j1f(a), stable while
//           k < a; the state and 2k/a are float-floats, so the roundings add ~2^-40 per step
//           and only the starting values' absolute errors (< 2^-24) propagate, without growth
//           in this oscillating regime.
//   a < m:  Miller's backward recurrence from L = m + sqrt(40 m) (even; the neglected solution
//           there is below 2^-40 of the result), rescaled by 2^-64 whenever it exceeds 2^64, in
//           float-float, normalised by the least-squares fit of the computed J0, J1 to j0f(a),
//           j1f(a): J0^2 + J1^2 is about 2/(pi a) >= 0.005 on a < 128 (J0 and J1 never vanish
//           together), so
//           the normalisation's relative error is below 2^-24 / 0.045 < 2^-19.5 of the result,
//           whose size is below 0.7 m^-1/3 near a = m: absolute < 1e-6.
// Error: absolute error below 1e-6 for |n| <= 128, every x (the contract); |n| > 128 is
// computed the same way (the recurrences then take up to ~|n| + sqrt(40|n|) steps).
// Special values: jn(n, NaN) = NaN, jn(n, +-inf) = +0, jn(n != 0, +-0) = +-0 by parity.
// Measured error: docs/sweeps/jnf.json (the catalogue's bound).
#pragma once
#include "../fp/bits.hpp"
#include "bessel_j_kernels.hpp"
#include "j0f.hpp"
#include "j1f.hpp"

namespace warpmath {

WARPMATH_HD float jnf(int n, float x) {
  const unsigned m = n < 0 ? 0u - static_cast<unsigned>(n) : static_cast<unsigned>(n);
  // (-1)^n from the order's sign and (-1)^n from the argument's sign, for odd n.
  const std::uint32_t flip = (m & 1u) & ((fp::as_uint(x) >> 31) ^ (n < 0 ? 1u : 0u));
  if (m == 0) return warpmath::j0f(x);
  const float a = fp::abs(x);
  // Before the sign: jn(n, +-inf) = +0 for odd n too (j1f(-inf) = +0 as well).
  if (detail::unlikely(!(a < fp::as_float(fp::kInfBits)))) return a != a ? fp::add(x, x) : 0.0f;
  if (m == 1) return fp::flip_sign(warpmath::j1f(a), flip);
  if (a == 0.0f) return fp::flip_sign(0.0f, flip);
  return fp::flip_sign(detail::special::bessel_jn_positive(m, a), flip);
}

}  // namespace warpmath
