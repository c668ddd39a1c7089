// warpmath/hyperbolic/tanhf.hpp -- tanhf: hyperbolic tangent, faithful (< 1 ulp) for every input,
// with full relative accuracy near 0.
//
// Algorithm (fp/pieces.hpp): a = |x|, k = round(4a) (from the bits of RN(a + 2^21)), one table
// row per k, s = a - centre_k (exact: centre 0, or Sterbenz), Q(s) = C1 + s (C2 + ... + s C6) by
// Horner, result RN(s Q + base) with base = max(C0, s), the sign of x or-ed in (odd, tanh(-0) =
// -0). The rows (tools/sollya/tanh_pieces.sollya, 2^-28.4 relative or better):
//   k = 0, 1     a <= 3/8: centre 0, C0 = 0, so base = s = a and the result is RN(a + a Q(a)),
//                Q ~= tanh(a)/a - 1 in [-0.046, 0]: full relative accuracy down to the last
//                subnormal (one rounding of the exact a + a Q; a itself for a < 2^-12).
//   k = 2 .. 35  3/8 < a < 8.875: C0 = tanh(centre) to 2^-8 ulp, base = C0 > s.  The centre is
//                k/4 moved by less than 2^-9 up to k = 29; beyond, where tanh changes by a few
//                ulps or less over a piece, by up to 0.16 (k = 34: 8.662, where tanh = 1 - 2^-24);
//                there s Q is below 2^-20 of the result, so |s| does not matter.
//   k = 36 .. 40 8.875 <= a < 10.125: C0 = 1, Q = 0. tanh(a) > 1 - 2^-24 there, so 1 is faithful.
//   a >= 10.125, inf, NaN: one unsigned range test to fp::saturated_unit: +-1, NaN -> NaN.
// Error: 0.5 ulp for the last rounding, plus the polynomial (2^-28.4 relative), plus Q's
// rounding times s: k <= 1, |Q| < 0.05 so s Q is below a/20 and its error below 2^-29 a; k = 2,
// Q < 1, |s| <= 0.126, result >= 0.358 (<= 0.13 ulp); beyond, s Q shrinks relative to the result.
// Special values (C23 F.10.2.6): tanh(+-0) = +-0, tanh(+-inf) = +-1, NaN -> NaN.
// Measured: max 0.656 ulp over all 2^32 inputs (docs/sweeps/tanhf.json; at 8.875, where the result
// is 1); 35 issued instructions per warp on sm_90 (CUDA 31).
#pragma once
#include <cstdint>

#include "../config.hpp"
#include "../fp/bits.hpp"
#include "../fp/ops.hpp"
#include "../fp/pieces.hpp"

namespace warpmath::detail::hyperbolic {

// Row k = round(4a), 0 <= k <= 40.  A function-local static array is the form nvcc and hipcc place
// in read-only device memory while host code sees a normal constant table.
WARPMATH_HD const fp::quarter_piece& tanh_piece_for(std::uint32_t k) {
  // tools/sollya/tanh_pieces.sollya
  // clang-format off
  static constexpr fp::quarter_piece kTanhPieces[41] = {
      {0.0f, 0.0f,
       {0x1.a8887ap-34f, -0x1.ddf544p-25f, -0x1.5553f8p-2f,
        -0x1.7603f6p-13f, 0x1.16bbf4p-3f, -0x1.457a86p-6f}},
      {0.0f, 0.0f,
       {0x1.3039cep-18f, -0x1.119696p-13f, -0x1.53c32ap-2f,
        -0x1.375472p-7f, 0x1.54d384p-3f, -0x1.01b72ap-4f}},
      {-0x1.002a8p-1f, 0x1.d97814p-2f,
       {0x1.928a62p-1f, -0x1.743f44p-2f, -0x1.80ff2p-4f,
        0x1.513032p-3f, -0x1.b3763p-6f, -0x1.9f129cp-5f}},
      {-0x1.800d8p-1f, 0x1.453a4cp-1f,
       {0x1.316978p-1f, -0x1.84007p-2f, 0x1.56c266p-5f,
        0x1.9870b4p-4f, -0x1.02f1c6p-4f, -0x1.118de8p-10f}},
      {-0x1.fff2p-1f, 0x1.85e9cap-1f,
       {0x1.ae1faap-2f, -0x1.478f6ap-2f, 0x1.a8527ap-4f,
        0x1.c603c4p-6f, -0x1.7bd02ep-5f, 0x1.4402ap-6f}},
      {-0x1.3ff58p0f, 0x1.b24c58p-1f,
       {0x1.1f390ep-2f, -0x1.e7446ep-3f, 0x1.bbafdap-4f,
        -0x1.9b8062p-7f, -0x1.3e7996p-6f, 0x1.dd544ep-7f}},
      {-0x1.7fee8p0f, 0x1.cf6944p-1f,
       {0x1.724422p-3f, -0x1.4f20acp-3f, 0x1.67cd62p-4f,
        -0x1.99419ap-6f, -0x1.634528p-9f, 0x1.ff4446p-8f}},
      {-0x1.c003cp0f, 0x1.e1fcd4p-1f,
       {0x1.d21fc6p-4f, -0x1.b6cd08p-4f, 0x1.01b518p-4f,
        -0x1.814e86p-6f, 0x1.dbe314p-9f, 0x1.fba2c8p-10f}},
      {-0x1.fff58p0f, 0x1.ed938ap-1f,
       {0x1.2179a6p-4f, -0x1.170ee6p-4f, 0x1.590cbcp-5f,
        -0x1.259592p-6f, 0x1.392afap-8f, 0x1.bd7e58p-11f}},
      {-0x1.1ffe8p1f, 0x1.f4bf94p-1f,
       {0x1.6418b4p-5f, -0x1.5c45a6p-5f, 0x1.bbd69ap-6f,
        -0x1.930f7cp-7f, 0x1.051a32p-8f, -0x1.bda39ap-10f}},
      {-0x1.40008p1f, 0x1.f9259p-1f,
       {0x1.b3ac86p-6f, -0x1.add8b2p-6f, 0x1.16dd6cp-6f,
        -0x1.06481p-7f, 0x1.7656f4p-9f, -0x1.5037fcp-9f}},
      {-0x1.5fe9cp1f, 0x1.fbd398p-1f,
       {0x1.0a035p-6f, -0x1.07d75p-6f, 0x1.5a0c5p-7f,
        -0x1.510d4ep-8f, 0x1.f303ccp-10f, 0x1.0705f6p-10f}},
      {-0x1.80044p1f, 0x1.fd77fcp-1f,
       {0x1.4334f6p-7f, -0x1.419bccp-7f, 0x1.a89012p-8f,
        -0x1.a05ccep-9f, 0x1.4089d6p-10f, -0x1.3889ccp-12f}},
      {-0x1.a0084p1f, 0x1.fe76acp-1f,
       {0x1.88bceap-8f, -0x1.878d64p-8f, 0x1.037912p-8f,
        -0x1.02bfd2p-9f, 0x1.903372p-11f, 0x1.17f44cp-11f}},
      {-0x1.bffdcp1f, 0x1.ff1124p-1f,
       {0x1.dd4892p-9f, -0x1.dc69cp-9f, 0x1.3c72ap-9f,
        -0x1.3a55f4p-10f, 0x1.f1114ep-12f, -0x1.008528p-13f}},
      {-0x1.dffd8p1f, 0x1.ff6f12p-1f,
       {0x1.21b2fcp-9f, -0x1.2165b8p-9f, 0x1.80fb9ep-10f,
        -0x1.72a966p-11f, 0x1.30be28p-12f, -0x1.25b1fep-10f}},
      {-0x1.ffff4p1f, 0x1.ffa816p-1f,
       {0x1.5f89ccp-10f, -0x1.5f449ep-10f, 0x1.d3c4f6p-11f,
        -0x1.ea0428p-12f, 0x1.74ae72p-13f, 0x1.d6798ep-11f}},
      {-0x1.10024p2f, 0x1.ffcabp-1f,
       {0x1.aa69d6p-11f, -0x1.aa54f8p-11f, 0x1.1beddap-11f,
        -0x1.f846b2p-13f, 0x1.c45cbap-14f, -0x1.57035ep-10f}},
      {-0x1.1ffeep2f, 0x1.ffdfa6p-1f,
       {0x1.02c7e2p-11f, -0x1.02d794p-11f, 0x1.58c6bap-12f,
        -0x1.030734p-13f, 0x1.159238p-14f, -0x1.ccffb4p-10f}},
      {-0x1.30016p2f, 0x1.ffec62p-1f,
       {0x1.39da06p-12f, -0x1.39e3ccp-12f, 0x1.a24808p-13f,
        -0x1.67ff6p-14f, 0x1.4eaafep-15f, -0x1.3bf62ap-11f}},
      {-0x1.4001ap2f, 0x1.fff41ap-1f,
       {0x1.7cbb6ap-13f, -0x1.7c594ep-13f, 0x1.fb849ap-14f,
        -0x1.7473aap-14f, 0x1.93029cp-16f, 0x1.3a0c2p-10f}},
      {-0x1.4fff8p2f, 0x1.fff8c8p-1f,
       {0x1.cdfcdap-14f, -0x1.ce3652p-14f, 0x1.33f154p-14f,
        -0x1.bd3c48p-16f, 0x1.ec68fap-17f, -0x1.cb8e16p-12f}},
      {-0x1.6005fp2f, 0x1.fffbap-1f,
       {0x1.17fee6p-14f, -0x1.182fb6p-14f, 0x1.7546c6p-15f,
        -0x1.db1bacp-17f, 0x1.2e4f98p-17f, -0x1.6a9fb8p-12f}},
      {-0x1.6ffddp2f, 0x1.fffd58p-1f,
       {0x1.53fe5ap-15f, -0x1.523038p-15f, 0x1.c5334cp-16f,
        -0x1.a35ap-15f, 0x1.84055ep-18f, 0x1.96715cp-10f}},
      {-0x1.80067p2f, 0x1.fffe64p-1f,
       {0x1.9c0094p-16f, -0x1.9eae04p-16f, 0x1.12a03ap-16f,
        0x1.3d8aaep-16f, 0x1.c7d0aep-19f, -0x1.2d8f08p-10f}},
      {-0x1.9002cp2f, 0x1.ffff06p-1f,
       {0x1.f402b4p-17f, -0x1.fb95a8p-17f, 0x1.4d97d8p-17f,
        0x1.19048ap-15f, 0x1.90c69p-20f, -0x1.ad9decp-10f}},
      {-0x1.9fef9p2f, 0x1.ffff68p-1f,
       {0x1.2ffc2cp-17f, -0x1.2772ecp-17f, 0x1.94c47ap-18f,
        -0x1.7f6772p-15f, 0x1.cc8978p-20f, 0x1.d566fep-10f}},
      {-0x1.bp2f, 0x1.ffffa4p-1f,
       {0x1.700338p-18f, -0x1.77cc2ep-18f, 0x1.eafc34p-19f,
        0x1.2d5c9cp-16f, 0x1.3ab95ap-21f, -0x1.baa05ap-11f}},
      {-0x1.bfe44p2f, 0x1.ffffc8p-1f,
       {0x1.bfeefap-19f, -0x1.9d2582p-19f, 0x1.2bffeap-19f,
        -0x1.72e9f2p-15f, -0x1.a0c47ep-23f, 0x1.d5b584p-10f}},
      {-0x1.cfdcbp2f, 0x1.ffffdep-1f,
       {0x1.0ff178p-19f, -0x1.dc3442p-20f, 0x1.67cc6ap-20f,
        -0x1.621daap-15f, 0x1.e99374p-21f, 0x1.c0853ep-10f}},
      {-0x1.e0d2ap2f, 0x1.ffffecp-1f,
       {0x1.401ee2p-20f, -0x1.7a55d8p-20f, 0x1.a79c92p-21f,
        0x1.f8118p-16f, 0x1.d2adcp-20f, -0x1.159b98p-10f}},
      {-0x1.f1292p2f, 0x1.fffff4p-1f,
       {0x1.8042p-21f, -0x1.ef936ap-21f, 0x1.c7e1f4p-22f,
        0x1.c1563cp-16f, 0x1.50b25ap-17f, -0x1.b1b136p-11f}},
      {-0x1.fe3p2f, 0x1.fffff8p-1f,
       {0x1.ff82f2p-22f, -0x1.2dd12cp-22f, 0x1.62c036p-24f,
        -0x1.7fb5ecp-16f, 0x1.836e4cp-15f, 0x1.b0d418p-12f}},
      {-0x1.0a2328p3f, 0x1.fffffcp-1f,
       {0x1.0074fp-22f, -0x1.37d768p-21f, -0x1.afa96ap-20f,
        0x1.079632p-14f, 0x1.57698cp-11f, 0x1.bf576p-10f}},
      {-0x1.15325p3f, 0x1.fffffep-1f,
       {0x1.1deap-23f, 0x1.69816cp-23f, 0x1.97882ep-19f,
        0x1.056f5ap-16f, 0x1.57444ep-15f, 0x1.601cd6p-15f}},
      {-0x1.155248p3f, 0x1.fffffep-1f,
       {0x1.fdf91ep-24f, 0x1.86482ep-23f, -0x1.c42d5cp-20f,
        -0x1.541ad6p-15f, 0x1.ace188p-12f, -0x1.049c7ep-10f}},
      {-0x1.2p3f, 0x1p0f, {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}},
      {-0x1.28p3f, 0x1p0f, {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}},
      {-0x1.3p3f, 0x1p0f, {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}},
      {-0x1.38p3f, 0x1p0f, {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}},
      {-0x1.4p3f, 0x1p0f, {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}},
  };
  // clang-format on
  return kTanhPieces[k];
}

}  // namespace warpmath::detail::hyperbolic

namespace warpmath {

WARPMATH_HD float tanhf(float x) {
  const std::uint32_t abits = fp::abs_bits(x);
  if (detail::unlikely(abits >= 0x41220000u)) return fp::saturated_unit(x);  // 10.125
  const float a = fp::as_float(abits);
  const float r =
      fp::eval_quarter_piece(detail::hyperbolic::tanh_piece_for(fp::quarter_index(a)), a);
  return fp::as_float(fp::as_uint(r) | (fp::as_uint(x) & fp::kSignMask));  // r >= +0
}

}  // namespace warpmath
