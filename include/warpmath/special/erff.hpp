// warpmath/special/erff.hpp -- erff: the error function, faithful (< 1 ulp) for every input.
//
// Algorithm (fp/pieces.hpp): a = |x|, k = round(4a) (from the bits of RN(a + 2^21)), one table
// row per k, s = a - centre_k (exact: centre 0, or Sterbenz), Q(s) = C1 + s (C2 + ... + s C6) by
// Horner, result RN(s Q + base) with base = max(C0, s), the sign of x or-ed in (odd, erf(-0) =
// -0). The rows (tools/sollya/erf_pieces.sollya, 2^-28.9 relative or better):
//   k = 0, 1     a <= 3/8: centre 0, C0 = 0, so base = s = a and the result is RN(a + a Q(a)),
//                Q ~= erf(a)/a - 1 in [0.09, 0.13]: full relative accuracy down to the last
//                subnormal (one rounding of the exact a + a Q).
//   k = 2 .. 15  3/8 < a < 3.875: C0 = erf(centre) to 2^-8 ulp (the centre is k/4 moved by a few
//                2^-18 to make it so), |s| <= 0.131, base = C0 > s.
//   k = 16       3.875 <= a < 4.125: C0 = 1, Q = 0. erf(a) > 1 - 2^-24 there, so 1 is faithful.
//   a >= 4.125, inf, NaN: one unsigned range test to fp::saturated_unit: +-1, NaN -> NaN.
// Error: 0.5 ulp for the last rounding, plus the polynomial (2^-28.9 relative, <= 0.06 ulp), plus
// Q's rounding times s: k <= 1, |Q| < 1/8 so s Q is below a/8 and its error below 2^-27 a
// (<= 0.125 ulp); k >= 2, Q < 1, |s| <= 0.131, result >= 0.404 (<= 0.07 ulp).
// Special values (C23 F.10.5.1): erf(+-0) = +-0, erf(+-inf) = +-1, erf(NaN) = NaN.
// Measured: max 0.713 ulp over all 2^32 inputs (docs/sweeps/erff.json; at 3.875, where the result
// is 1); 35 issued instructions per warp on sm_90 (CUDA 42).
#pragma once
#include <cstdint>

#include "../config.hpp"
#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "../fp/pieces.hpp"

namespace warpmath::detail::special {

// Row k = round(4a), 0 <= k <= 16.  A function-local static array is the form nvcc and hipcc place
// in read-only device memory while host code sees a normal constant table.
WARPMATH_HD const fp::quarter_piece& erf_piece_for(std::uint32_t k) {
  // tools/sollya/erf_pieces.sollya
  // clang-format off
  static constexpr fp::quarter_piece kErfPieces[17] = {
      {0.0f, 0.0f,
       {0x1.06eba8p-3f, 0x1.21854ap-23f, -0x1.81288p-2f,
        0x1.6bf478p-15f, 0x1.cf86a8p-4f, -0x1.c24f12p-8f}},
      {0.0f, 0.0f,
       {0x1.06ed5ap-3f, -0x1.7d5708p-14f, -0x1.80173ap-2f,
        -0x1.94bc42p-8f, 0x1.10c28ap-3f, -0x1.2423aep-5f}},
      {-0x1.ffccp-2f, 0x1.0a681cp-1f,
       {0x1.c206a2p-1f, -0x1.c1d8fp-2f, -0x1.2c3fp-3f,
        0x1.76f14ep-3f, 0x1.dcef14p-8f, -0x1.9aaa4cp-5f}},
      {-0x1.800fp-1f, 0x1.6c263cp-1f,
       {0x1.491fccp-1f, -0x1.edc2fcp-2f, 0x1.b7f58p-6f,
        0x1.348b1ep-3f, -0x1.afdc2cp-5f, -0x1.b5b28ep-6f}},
      {-0x1.ffcbp-1f, 0x1.af6078p-1f,
       {0x1.a969f6p-2f, -0x1.a93deep-2f, 0x1.1b254ep-3f,
        0x1.1bf6dep-4f, -0x1.19e1dap-4f, 0x1.20559ap-8f}},
      {-0x1.3ffccp0f, 0x1.d884d4p-1f,
       {0x1.e4749p-3f, -0x1.2ec5c6p-2f, 0x1.571d0cp-3f,
        -0x1.92e0b2p-8f, -0x1.8199d4p-5f, 0x1.5adfp-6f}},
      {-0x1.8001cp0f, 0x1.eea5cp-1f,
       {0x1.e71974p-4f, -0x1.6d54c2p-3f, 0x1.1c283cp-3f,
        -0x1.6d5ed4p-5f, -0x1.ebced4p-7f, 0x1.3c096p-6f}},
      {-0x1.bfe68p0f, 0x1.f92a56p-1f,
       {0x1.b0ecp-5f, -0x1.7ab8f2p-4f, 0x1.71980cp-4f,
        -0x1.8a28acp-5f, 0x1.a79e6cp-8f, 0x1.2735ep-7f}},
      {-0x1.fff7p0f, 0x1.fd9a82p-1f,
       {0x1.52cb3ep-6f, -0x1.52c54ap-5f, 0x1.8b3408p-5f,
        -0x1.1a402cp-5f, 0x1.a9e70ap-7f, 0x1.0bd12cp-11f}},
      {-0x1.2002p1f, 0x1.ff4056p-1f,
       {0x1.d3f352p-8f, -0x1.073a8ap-6f, 0x1.63dc0cp-6f,
        -0x1.38b4acp-6f, 0x1.5ccb3cp-7f, -0x1.5bf54ap-9f}},
      {-0x1.4006cp1f, 0x1.ffcab8p-1f,
       {0x1.1d37d8p-9f, -0x1.648aa6p-8f, 0x1.1161e2p-7f,
        -0x1.1b3462p-7f, 0x1.91388cp-8f, -0x1.b8f7ccp-10f}},
      {-0x1.5fefep1f, 0x1.fff2c6p-1f,
       {0x1.34360cp-11f, -0x1.a7c274p-10f, 0x1.6aa566p-9f,
        -0x1.a8319ep-9f, 0x1.6b4306p-9f, -0x1.74e47cp-9f}},
      {-0x1.7ffaap1f, 0x1.fffd1ap-1f,
       {0x1.245286p-13f, -0x1.b67d58p-12f, 0x1.9e109cp-11f,
        -0x1.10d054p-10f, 0x1.0c6794p-10f, -0x1.e29ceap-11f}},
      {-0x1.a00c8p1f, 0x1.ffff7p-1f,
       {0x1.e87f76p-16f, -0x1.8d8dp-14f, 0x1.99b456p-13f,
        -0x1.124348p-12f, 0x1.4b61bap-12f, -0x1.566472p-10f}},
      {-0x1.c0aacp1f, 0x1.ffffe8p-1f,
       {0x1.5d5c2cp-18f, -0x1.35f7e2p-16f, 0x1.5727c4p-15f,
        -0x1.f21f9p-16f, 0x1.515ab4p-14f, -0x1.8712b4p-10f}},
      {-0x1.df41p1f, 0x1.fffffcp-1f,
       {0x1.ee5ab6p-21f, -0x1.ae363p-19f, 0x1.163c8ep-17f,
        -0x1.b543aap-15f, 0x1.4a14dcp-16f, 0x1.7c044ap-10f}},
      {-0x1p2f, 0x1p0f, {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}},
  };
  // clang-format on
  return kErfPieces[k];
}

}  // namespace warpmath::detail::special

namespace warpmath {

WARPMATH_HD float erff(float x) {
  const std::uint32_t abits = fp::abs_bits(x);
  if (detail::unlikely(abits >= 0x40840000u)) return fp::saturated_unit(x);  // 4.125
  const float a = fp::as_float(abits);
  const float r = fp::eval_quarter_piece(detail::special::erf_piece_for(fp::quarter_index(a)), a);
  return fp::as_float(fp::as_uint(r) | (fp::as_uint(x) & fp::kSignMask));  // r >= +0
}

}  // namespace warpmath
