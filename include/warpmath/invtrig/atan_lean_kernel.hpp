// warpmath/invtrig/atan_lean_kernel.hpp -- atan(|x|) as an unrounded pair, the default tier's
// kernel for atanf, and its core c + atan(z) (atan_plus_lean) for atan2f (the accurate kernel with
// its division, invtrig/atan_kernel.hpp, still serves atanpif and atan2pif).
//
// Reduction, no division: a = |x|,
//   a <= 1:  atan(a) = atan(t),             t = a,
//   a > 1:   atan(a) = pi/2 + atan(-(t + e)), t + e = 1/a.
// t is 1/a from fp::coarse_reciprocal (relative error r2 <= 0.0026) and one cubic step,
// t = t1*(1 + r2 + r2^2) with r2 = 1 - a*t1 (exact FMA): within 2^-25.8 + an ulp of 1/a.  Its
// error e = t*(1 - a*t) (the residual is exact, the product rounds at 2^-24 of e) enters as
// e/(1 + t^2) (first order; the second-order term is below 2^-48 of the result); 1/(1 + s) is
// taken as 0.957 - s/2 (error <= 0.043 of a term <= 2^-24.5 of the result).  a > 2^30 (inf
// included) is clamped to 2^30 for the reciprocal only (atan(a) = RN(pi/2) from 2^26 on, and the
// seed must stay in range); a NaN is not clamped where it matters: a > 1 is false, t = NaN.
//
// Kernel: atan(t) = t + t^3*A(t^2), A of degree 8 from tools/sollya/invtrig_atan_lean.sollya
// (relative error of the whole polynomial 2^-28.5 on |t| <= 1).  With c = 0 or pi/2 and z = t or
// -t, s = z^2, u = z*s, the result is {head, low}: head + head_lo = c_hi + z exactly
// (fast_two_sum, |c_hi| >= |z| whenever c != 0), low = u*A(s) + head_lo + c_lo - e*(0.957 - s/2)
// + the compensations, rounded once.  |u*A(s)| <= 0.274 of the result (at a = 1), and at s ~ 1
// no Horner rounding is damped: uncompensated, the roundings of s, u and of A's last step cost
// 0.92 ulp in all (measured on [1/2, 2]), so z^3 = u + cube_lo and A = poly + poly_lo are
// recovered exactly (FMAs).  What remains -- A's inner Horner roundings (~2^-27.5 absolute), the
// rounding of low (<= 1/8 ulp), the polynomial's error -- is up to ~0.33 ulp of the result near
// a = 1 before the caller's final rounding (0.830 ulp measured in all for atanf).
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"

namespace warpmath::detail::invtrig {

// c_hi + z + atan-tail as {head, low}: c_hi + atan(z) + low0, for |z| <= 1 (a little beyond is
// harmless) and c_hi = 0 or |c_hi| >= |z|; low0 carries c's low part and the caller's first-order
// corrections (see the file comment).  Shared by atan_abs_lean and atan2f.
WARPMATH_HD fp::ff atan_plus_lean(float c_hi, float z, float low0) {
  // tools/sollya/invtrig_atan_lean.sollya
  constexpr float A0 = -0x1.55553ep-2f, A1 = 0x1.9991ecp-3f, A2 = -0x1.24211ap-3f,
                  A3 = 0x1.c0946cp-4f, A4 = -0x1.5825f2p-4f, A5 = 0x1.da9c2ep-5f,
                  A6 = -0x1.fe7d24p-6f, A7 = 0x1.6551e2p-7f, A8 = -0x1.d5a1aap-10f;
  const float s = fp::mul(z, z);
  const float u = fp::mul(z, s);
  // z^3 = u + cube_lo: the roundings of s and u, recovered exactly (FMAs).
  const float cube_lo = fp::fma(z, fp::fma(z, z, -s), fp::fma(z, s, -u));
  // A(s) = poly + poly_lo: the last Horner step's rounding, recovered (A0 - poly is exact:
  // poly/A0 lies in [0.64, 1]).
  const float h1 = fp::horner(s, A1, A2, A3, A4, A5, A6, A7, A8);
  const float poly = fp::fma(s, h1, A0);
  const float poly_lo = fp::fma(s, h1, fp::sub(A0, poly));
  const fp::ff head = fp::fast_two_sum(c_hi, z);
  const float low1 = fp::fma(cube_lo, poly, fp::add(head.lo, low0));
  return {head.hi, fp::fma(u, poly, fp::fma(u, poly_lo, low1))};
}

WARPMATH_HD fp::ff atan_abs_lean(float a) {
  constexpr std::uint32_t kClampBits = 0x4e800000u;  // 2^30
  const std::uint32_t bits = fp::as_uint(a);
  const float ac = fp::as_float(bits < kClampBits ? bits : kClampBits);
  const float t1 = fp::coarse_reciprocal(ac);
  const float r2 = fp::fma(-ac, t1, 1.0f);
  const float t = fp::fma(t1, fp::fma(r2, r2, r2), t1);
  const float e = fp::mul(t, fp::fma(-ac, t, 1.0f));

  const bool big = a > 1.0f;
  const float z = big ? -t : a;
  const float c_hi = big ? fp::kPiOver2Hi : 0.0f;
  const float low0 =
      big ? fp::fma(-e, fp::fma(fp::mul(z, z), -0.5f, 0.957f), fp::kPiOver2Lo) : 0.0f;
  return atan_plus_lean(c_hi, z, low0);
}

}  // namespace warpmath::detail::invtrig
