// warpmath/special/erfc_table.hpp -- the kernel that erfcf, erfcxf and normcdff share: a table of
// 58 quarter pieces for R(x) = erfc(x) e^(m^2), m = max(x, 0) (R = erfcx(x) for x >= 0, R = erfc(x)
// for x <= 0: smooth, no cancellation), with the exponential of a float-float argument by one
// Cody-Waite step and the 128-entry 2^(j/128) table.
//
//   R: row j = round(4 (x + 4.125)) (fp::quarter_index of RN(x + 4.125)) of 58 pieces of width 1/4
//     on [-4.25, 10.25] (tools/sollya/erfc_pieces.sollya, the layout of fp/pieces.hpp):
//     s = x - centre_j, R ~= C0 + s Q(s), Q = C1 + s (C2 + ... + s C6), C0 = R(centre) within
//     2^-8 ulp (the centre is moved by at most 2^-8.9 to make it so); 2^-29.9 relative.  Rows 0 ..
//     2 (x < -3.5), where erfc changes by less than an ulp over a piece, have C0 only within 0.32
//     ulp (2^-25.7 relative).
//   e^(ah + al) (erfc_exp): ah = n ln2/128 + rh (Cody-Waite with reduce/exp_reduce.hpp's constants:
//     rh exact, |rh| < 0.00271), r = RN(rh + rl) with rl = al - n LN2_LO (|rl| < 2^-17.9; r's
//     rounding is below 2^-33), e^r - 1 ~= E1 r + E2 r^2 (tools/sollya/erfc_pieces.sollya, 2^-30.1
//     relative to e^r), 2^(n/128) = 2^(n >> 7) hi (1 + rel) from reduce/exp2_table.hpp:
//     e^(ah + al) = 2^(n >> 7) hi (1 + e), e = (e^r - 1) + rel.
//
// erfc_times_exp (erfcf, normcdff): e^(-m^2) R(x + xl), m^2 = h + l:
//   T = hi 2^((n >> 7) + 64) (exact and normal: n >= -18700), W = s Q + R e (+ xl Q when x carries
//   a low part: R(x + xl) = R(x) + xl R'(x), R' = Q + s Q' ~= Q), and RN(RN(T C0 + RN(T W)) 2^-k),
//   k = 64 (erfc) or 65 (half of it: normcdf): one rounding in the normal range, then a scaling
//   that is exact there and rounds once into the subnormals.
//   Error: 0.5 ulp for the last rounding; |W| <= 0.15 R (|R'/R| <= 1.13, |s| <= 0.127), so each of
//   the roundings of Q's last step (times s), of W and of T W weighs at most ~0.14 ulp; the
//   polynomials and e add < 0.05 ulp, s's rounding on the two pieces around 0 (x - 1/8 is not
//   always exact) < 0.07 ulp; xl Q's error (xl s Q' with |xl| <= 2^-24 |x|) < 2^-27 relative.  A
//   subnormal result is the normal-range value, within the same error but in units of an ulp
//   2^-150 or finer, rounded once more: at most 0.5 ulp + half that error.
//
// erfcx_table (erfcxf on -4.125 <= x < 10.0625): R(|x|) = erfcx(|x|) from the rows of x >= 0 only
//   (rows 0 .. 2 are not used), and for x < 0 erfcx(x) = 2 e^(x^2) - erfcx(-x) (erfc(x) = 2 -
//   erfc(-x)): with A = 2 hi 2^(n >> 7) (exact, >= 2) and a = x^2 = h + l,
//   A - C0 = H + L exactly (Fast2Sum: A >= 2 > C0), result RN(H + RN(A e + RN(L - s Q))); for
//   x >= 0, A = 0 and the same operations give RN(C0 + RN(s Q)).  Error: 0.5 ulp (last rounding);
//   the result is at least A/2 and erfcx(-x) <= 1 <= A/2, so the errors of e (2^-30) and of R
//   (2^-29.9) weigh at most twice as much relative to the result as to their own terms; A e and
//   s Q are below 2^-6 and 0.15 of the result, so their roundings add < 0.08 ulp.
//
// erfcx_asymptotic (erfcxf on 10.0625 <= x < 2^100): x erfcx(x) = F(u), u = 1/x^2, F ~= G0 +
//   u (G1 + u (G2 + u G3)) (tools/sollya/special_erfcx_lean.sollya, 2^-30.8 relative), G0 =
//   1/sqrt(pi) as G0H + G0L: r = RN(1/x), u = RN(r^2), q0 = RN(G0H r), d = RN(G0H - q0 x) (FMA),
//   result RN(q0 + r (d + G0L + u G)).  q0 + r d = G0H r (2 - r x) is G0H/x within 2^-45 (one
//   Newton step), r's error (2^-24) times d + G0L + u G (< 2^-7.5 of the result) is 2^-31.5, the
//   roundings of d, u and the sum are smaller: 0.5 ulp + less than 0.02.
#pragma once
#include <cstdint>

#include "../config.hpp"
#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/ops.hpp"
#include "../fp/pieces.hpp"
#include "../fp/poly.hpp"
#include "../reduce/exp2_table.hpp"
#include "../reduce/exp_reduce.hpp"

namespace warpmath::detail::special {

// Row j, 0 <= j <= 57, for x in [(j - 17)/4, (j - 16)/4]: R(x) ~= C0 + s Q(s), s = x + N (the
// layout of fp/pieces.hpp, evaluated here without the max).
WARPMATH_HD const fp::quarter_piece& erfc_piece_for(std::uint32_t j) {
  // tools/sollya/erfc_pieces.sollya
  // clang-format off
  static constexpr fp::quarter_piece kErfcPieces[58] = {
      {0x1.09p2f, 0x1p1f,
       {-0x1.5eefaap-25f, -0x1.2f60cp-18f, 0x1.86d4b2p-23f,
        0x1.334c04p-11f, -0x1.d6e2e6p-14f, -0x1.3ac006p-6f}},
      {0x1.f2p1f, 0x1p1f,
       {-0x1.46e3d6p-22f, -0x1.2a467ap-15f, 0x1.122f32p-19f,
        0x1.2f833ap-8f, -0x1.cf578ep-11f, -0x1.36c244p-3f}},
      {0x1.d2p1f, 0x1.fffffcp0f,
       {-0x1.09cb1ep-19f, -0x1.e9c04cp-16f, -0x1.c977b4p-17f,
        0x1.80f1d6p-9f, -0x1.38ec66p-11f, -0x1.8d99acp-4f}},
      {0x1.b0452p1f, 0x1.ffffe2p0f,
       {-0x1.a5d352p-17f, -0x1.68300ap-15f, -0x1.7f550ap-14f,
        -0x1.fa57b2p-15f, -0x1.564fcp-13f, -0x1.c37266p-9f}},
      {0x1.9001p1f, 0x1.ffff5ap0f,
       {-0x1.0f90eap-14f, -0x1.a942a8p-13f, -0x1.a3580cp-12f,
        -0x1.f8ee74p-12f, -0x1.316038p-11f, -0x1.e3836p-9f}},
      {0x1.7005ep1f, 0x1.fffcdep0f,
       {-0x1.300348p-12f, -0x1.b4fdbp-11f, -0x1.898578p-10f,
        -0x1.f166a6p-10f, -0x1.c2f956p-10f, -0x1.c412f6p-12f}},
      {0x1.4fff6p1f, 0x1.fff28ap0f,
       {-0x1.2cf05p-10f, -0x1.8afb8p-9f, -0x1.4085c8p-8f,
        -0x1.629ecep-8f, -0x1.154b12p-8f, -0x1.386cbp-9f}},
      {0x1.2ff7p1f, 0x1.ffcc9ep0f,
       {-0x1.06e94ap-8f, -0x1.382a58p-7f, -0x1.c26548p-7f,
        -0x1.afb118p-7f, -0x1.120bdep-7f, -0x1.e3c3fp-10f}},
      {0x1.100d8p1f, 0x1.ff5266p0f,
       {-0x1.93ad3p-7f, -0x1.acfcfap-6f, -0x1.0e498cp-5f,
        -0x1.afaa74p-6f, -0x1.984364p-7f, -0x1.618684p-10f}},
      {0x1.dffd8p0f, 0x1.fdf2fap0f,
       {-0x1.12d8c4p-5f, -0x1.01aa18p-4f, -0x1.14443p-4f,
        -0x1.59f50cp-5f, -0x1.74a4f4p-7f, 0x1.81baa8p-9f}},
      {0x1.a0054p0f, 0x1.fa7bb6p0f,
       {-0x1.49875p-4f, -0x1.0bc168p-3f, -0x1.d652f8p-4f,
        -0x1.971d64p-5f, 0x1.2718bp-9f, 0x1.bbd9eep-7f}},
      {0x1.5fcecp0f, 0x1.f2b2ep0f,
       {-0x1.5d9e5p-3f, -0x1.e07674p-3f, -0x1.43a46p-3f,
        -0x1.f1a146p-6f, 0x1.f6c35ap-6f, 0x1.614dbep-6f}},
      {0x1.20008p0f, 0x1.e36d92p0f,
       {-0x1.45e82ep-2f, -0x1.6ea5fp-2f, -0x1.4cb286p-3f,
        0x1.cb442ep-6f, 0x1.f3da54p-5f, 0x1.ac3964p-7f}},
      {0x1.bfe6p-1f, 0x1.c8b252p0f,
       {-0x1.0cc342p-1f, -0x1.d63a5ap-2f, -0x1.7c4152p-4f,
        0x1.cc873ap-4f, 0x1.123e68p-4f, -0x1.3134cep-7f}},
      {0x1.3ff08p-1f, 0x1.9f86ccp0f,
       {-0x1.86f834p-1f, -0x1.e89e82p-2f, 0x1.c8cp-5f,
        0x1.69575cp-3f, 0x1.bcbfd8p-6f, -0x1.45d0b8p-5f}},
      {0x1.7fb7p-2f, 0x1.67625p0f,
       {-0x1.f60ba2p-1f, -0x1.784144p-2f, 0x1.e1676cp-3f,
        0x1.552ceep-3f, -0x1.7428ccp-5f, -0x1.aedf3ap-5f}},
      {0x1.004ep-3f, 0x1.23f698p0f,
       {-0x1.1c6044p0f, -0x1.1cb6f8p-3f, 0x1.6f47fcp-2f,
        0x1.19c4b4p-4f, -0x1.a7216ep-4f, -0x1.73532p-6f}},
      {-0x1.fff8p-4f, 0x1.bf17d8p-1f,
       {-0x1.d1f6b4p-1f, 0x1.84d9ecp-1f, -0x1.163be2p-1f,
        0x1.621066p-2f, -0x1.9cd86cp-3f, 0x1.b9462ep-4f}},
      {-0x1.8066p-2f, 0x1.5f096p-1f,
       {-0x1.3a2df4p-1f, 0x1.d231b4p-2f, -0x1.2e3a7ep-2f,
        0x1.60b97p-3f, -0x1.7caa2p-4f, 0x1.7bb92p-5f}},
      {-0x1.3feep-1f, 0x1.1d1e7ep-1f,
       {-0x1.bad1b2p-2f, 0x1.258988p-2f, -0x1.59dbf2p-3f,
        0x1.72e2c6p-4f, -0x1.72462cp-5f, 0x1.5f8368p-6f}},
      {-0x1.c01dp-1f, 0x1.db622ep-2f,
       {-0x1.43542ap-2f, 0x1.80cc7cp-3f, -0x1.9d27f8p-4f,
        0x1.97eb2ap-5f, -0x1.7a20dp-6f, 0x1.4ecd98p-7f}},
      {-0x1.1fdc4p0f, 0x1.9553eep-2f,
       {-0x1.e7d462p-3f, 0x1.061d18p-3f, -0x1.01774p-4f,
        0x1.d53e6ap-6f, -0x1.904b1cp-7f, 0x1.648f98p-8f}},
      {-0x1.60004p0f, 0x1.5f88c6p-2f,
       {-0x1.797a08p-3f, 0x1.7012c6p-4f, -0x1.4bcba6p-5f,
        0x1.17eb4ep-6f, -0x1.c1325ap-8f, 0x1.52a42p-9f}},
      {-0x1.9fef8p0f, 0x1.358d9ap-2f,
       {-0x1.2b230ep-3f, 0x1.0a2af4p-4f, -0x1.ba2be6p-6f,
        0x1.5ab6e6p-7f, -0x1.038fa8p-8f, 0x1.9d1c28p-11f}},
      {-0x1.e005p0f, 0x1.13e318p-2f,
       {-0x1.e35dccp-4f, 0x1.8a665p-5f, -0x1.2ef2ep-6f,
        0x1.b884c2p-8f, -0x1.2ffe0cp-9f, 0x1.74fb8ap-10f}},
      {-0x1.0fedep1f, 0x1.f1194ep-3f,
       {-0x1.8d99c8p-4f, 0x1.2b0858p-5f, -0x1.aa79fap-7f,
        0x1.219a9p-8f, -0x1.758f34p-10f, 0x1.9b1876p-11f}},
      {-0x1.3003p1f, 0x1.c3949ap-3f,
       {-0x1.4ba944p-4f, 0x1.cdbdd8p-6f, -0x1.329b26p-7f,
        0x1.85d694p-9f, -0x1.eb307cp-11f, 0x1.df256cp-12f}},
      {-0x1.50092p1f, 0x1.9d6d3ap-3f,
       {-0x1.18668cp-4f, 0x1.6ae50cp-6f, -0x1.c25c66p-8f,
        0x1.0daca8p-9f, -0x1.46fceep-11f, -0x1.bf829ap-18f}},
      {-0x1.6ffa8p1f, 0x1.7d0f86p-3f,
       {-0x1.dfcc94p-5f, 0x1.21cdp-6f, -0x1.513f4ap-8f,
        0x1.7c5f68p-10f, -0x1.9fc1dcp-12f, -0x1.0698eep-14f}},
      {-0x1.90068p1f, 0x1.61253ep-3f,
       {-0x1.9e7c1cp-5f, 0x1.d4effp-7f, -0x1.0089a2p-8f,
        0x1.125808p-10f, -0x1.2233a4p-12f, -0x1.229d38p-12f}},
      {-0x1.aff7cp1f, 0x1.48fec4p-3f,
       {-0x1.697998p-5f, 0x1.805f8cp-7f, -0x1.8c9e8cp-9f,
        0x1.91ff22p-11f, -0x1.85c752p-13f, -0x1.1fe292p-12f}},
      {-0x1.d0028p1f, 0x1.33c98cp-3f,
       {-0x1.3da9acp-5f, 0x1.3e6414p-7f, -0x1.369e64p-9f,
        0x1.22c96ep-11f, -0x1.e57fdcp-14f, 0x1.a54e3ep-12f}},
      {-0x1.f00cep1f, 0x1.21155p-3f,
       {-0x1.193152p-5f, 0x1.0a6798p-7f, -0x1.ec7738p-10f,
        0x1.b9b752p-12f, -0x1.bad69cp-14f, 0x1.39deb4p-13f}},
      {-0x1.07fdp2f, 0x1.10874ep-3f,
       {-0x1.f5478ap-6f, 0x1.c22bfep-8f, -0x1.8b59bap-10f,
        0x1.4d02bap-12f, -0x1.1519ep-14f, 0x1.3323cep-12f}},
      {-0x1.17fa3p2f, 0x1.01b4e6p-3f,
       {-0x1.c15cd8p-6f, 0x1.7f66eap-8f, -0x1.40878ep-10f,
        0x1.0a19b2p-12f, -0x1.a4c4b4p-15f, -0x1.f95bb2p-14f}},
      {-0x1.28003p2f, 0x1.e8b6dap-4f,
       {-0x1.94e44cp-6f, 0x1.48e8f6p-8f, -0x1.063484p-10f,
        0x1.a56c32p-13f, -0x1.85f1dep-15f, -0x1.b10f24p-13f}},
      {-0x1.38059p2f, 0x1.d09a2cp-4f,
       {-0x1.6e9d82p-6f, 0x1.1c238ep-8f, -0x1.b0f7bcp-11f,
        0x1.4ba602p-13f, -0x1.de8c78p-16f, -0x1.242078p-13f}},
      {-0x1.48045p2f, 0x1.bac12cp-4f,
       {-0x1.4d7e8ap-6f, 0x1.ee2d5cp-9f, -0x1.6852b6p-11f,
        0x1.0769ccp-13f, -0x1.fde664p-16f, -0x1.6f45dp-14f}},
      {-0x1.58029p2f, 0x1.a6d7a8p-4f,
       {-0x1.309c98p-6f, 0x1.b0451ap-9f, -0x1.2e4f1cp-11f,
        0x1.b125a8p-14f, -0x1.02ec98p-16f, -0x1.52a284p-13f}},
      {-0x1.67ffp2f, 0x1.94a0d6p-4f,
       {-0x1.174a38p-6f, 0x1.7c31ccp-9f, -0x1.fe7a7cp-12f,
        0x1.55f7e6p-14f, -0x1.522d1cp-16f, -0x1.172e7ep-15f}},
      {-0x1.77fd3p2f, 0x1.83e474p-4f,
       {-0x1.00f454p-6f, 0x1.500c8cp-9f, -0x1.b1fa4cp-12f,
        0x1.288fd4p-14f, -0x1.c40514p-17f, -0x1.9b98ap-13f}},
      {-0x1.88091p2f, 0x1.746bbp-4f,
       {-0x1.da355ep-7f, 0x1.2a4ce2p-9f, -0x1.730a7cp-12f,
        0x1.f0c666p-15f, -0x1.6098bcp-18f, -0x1.ad564p-13f}},
      {-0x1.98038p2f, 0x1.662e5cp-4f,
       {-0x1.b7087p-7f, 0x1.0a154ap-9f, -0x1.3f201ep-12f,
        0x1.4d7fbap-15f, -0x1.9cd4c2p-19f, 0x1.e19312p-13f}},
      {-0x1.a8069p2f, 0x1.58f3e4p-4f,
       {-0x1.97882ap-7f, 0x1.dc7bdcp-10f, -0x1.13ad1p-12f,
        0x1.177814p-15f, -0x1.10156cp-17f, 0x1.87130ep-13f}},
      {-0x1.b7febp2f, 0x1.4cb06ep-4f,
       {-0x1.7b5868p-7f, 0x1.ac5c86p-10f, -0x1.df1084p-13f,
        0x1.e72518p-16f, -0x1.97704p-18f, 0x1.d2bd6ap-14f}},
      {-0x1.c8003p2f, 0x1.413c1ap-4f,
       {-0x1.61e7ep-7f, 0x1.825d9p-10f, -0x1.a1ecf2p-13f,
        0x1.bdcebcp-16f, -0x1.c9b79ep-18f, 0x1.e0f24cp-18f}},
      {-0x1.d7fbbp2f, 0x1.368d32p-4f,
       {-0x1.4af446p-7f, 0x1.5db116p-10f, -0x1.6e9d16p-13f,
        0x1.bb2856p-16f, 0x1.c712c6p-21f, -0x1.4806e6p-13f}},
      {-0x1.e7fc6p2f, 0x1.2c89ccp-4f,
       {-0x1.361fa6p-7f, 0x1.3d75b8p-10f, -0x1.428a6p-13f,
        0x1.1f7f6cp-16f, 0x1.42b70ep-23f, 0x1.8d9bbep-14f}},
      {-0x1.f8015p2f, 0x1.2322ecp-4f,
       {-0x1.232ad2p-7f, 0x1.210396p-10f, -0x1.1cb44ep-13f,
        0x1.85618ep-17f, -0x1.812daap-19f, 0x1.bda1cp-13f}},
      {-0x1.0401d8p3f, 0x1.1a4e68p-4f,
       {-0x1.11e572p-7f, 0x1.07d878p-10f, -0x1.f8f374p-14f,
        0x1.24bd5p-16f, -0x1.e37e3p-23f, -0x1.193646p-13f}},
      {-0x1.0c022p3f, 0x1.11ffp-4f,
       {-0x1.021d62p-7f, 0x1.e30d9ap-11f, -0x1.c15748p-14f,
        0x1.5c62a2p-17f, 0x1.151dfep-19f, 0x1.62906cp-14f}},
      {-0x1.13ff88p3f, 0x1.0a2b3ap-4f,
       {-0x1.e75742p-8f, 0x1.bb4cd8p-11f, -0x1.90da18p-14f,
        0x1.0fe4bep-16f, -0x1.4329e4p-22f, -0x1.e66672p-13f}},
      {-0x1.1c072p3f, 0x1.02bcecp-4f,
       {-0x1.ccabb2p-8f, 0x1.97a31cp-11f, -0x1.669762p-14f,
        0x1.36e118p-17f, -0x1.d68306p-21f, 0x1.dba35ap-19f}},
      {-0x1.2400e8p3f, 0x1.f78242p-5f,
       {-0x1.b44738p-8f, 0x1.77dfc4p-11f, -0x1.421d4ap-14f,
        0x1.bc8928p-18f, 0x1.4d8338p-22f, 0x1.154b76p-14f}},
      {-0x1.2c0188p3f, 0x1.ea3a8ap-5f,
       {-0x1.9db0d4p-8f, 0x1.5b3676p-11f, -0x1.21b5dcp-14f,
        0x1.cf518cp-18f, -0x1.415a3ap-19f, 0x1.8357aap-17f}},
      {-0x1.3402a8p3f, 0x1.dd9fe2p-5f,
       {-0x1.88ccb8p-8f, 0x1.415f4p-11f, -0x1.05abb8p-14f,
        0x1.f9a152p-18f, 0x1.05e6dcp-24f, -0x1.b32dbp-15f}},
      {-0x1.3c02a8p3f, 0x1.d1a7d6p-5f,
       {-0x1.75747ep-8f, 0x1.2a098ap-11f, -0x1.d95bf2p-15f,
        0x1.d5a952p-18f, -0x1.d09b7cp-21f, -0x1.fc0a74p-15f}},
      {-0x1.44017p3f, 0x1.c64698p-5f,
       {-0x1.638252p-8f, 0x1.14e968p-11f, -0x1.ad6016p-15f,
        0x1.98ce6ep-18f, -0x1.5a5dp-21f, -0x1.9c1714p-15f}},
  };
  // clang-format on
  return kErfcPieces[j];
}

// e^(ah + al) = 2^(n >> 7) hi (1 + e) for |ah| <= 104, |al| <= 2^-17 (see the file comment);
// shifted_bits are those of 1.5 * 2^23 + n, whose low 23 bits are n mod 2^23: j = n & 127 and
// (n >> 7) << 23 are read from them directly.
struct erfc_exp_parts {
  float hi, e;
  std::uint32_t shifted_bits;
};

WARPMATH_HD erfc_exp_parts erfc_exp(float ah, float al) {
  constexpr float E1 = 0x1.00001p0f, E2 = 0x1.00000ap-1f;  // tools/sollya/erfc_pieces.sollya
  const float shifted = fp::fma(ah, fp::k128OverLn2, fp::kRoundingShift);
  const float nf = fp::sub(shifted, fp::kRoundingShift);
  const float rh = fp::fma(-nf, fp::kLn2Over128Hi, ah);  // exact
  const float r = fp::add(rh, fp::fma(-nf, fp::kLn2Over128Lo, al));
  const std::uint32_t shifted_bits = fp::as_uint(shifted);
  const reduce::exp2_table_entry t = reduce::exp2_table(static_cast<int>(shifted_bits & 127u));
  return {t.hi, fp::fma(r, fp::fma(r, E2, E1), t.rel), shifted_bits};
}

// hi 2^((n >> 7) + k), exact when the exponent stays normal: (shifted_bits << 16) & 0xff800000 is
// (n >> 7) << 23 mod 2^32.
WARPMATH_HD float erfc_exp_scaled_hi(const erfc_exp_parts& x, std::uint32_t k) {
  return fp::as_float(fp::as_uint(x.hi) + ((x.shifted_bits << 16) & 0xff800000u) + (k << 23));
}

// RN(e^(-(h + l)) R(x + xl) 2^(-kHalvings)) for u = RN(x + 4.125) in [0, 14.1875), m^2 = h + l
// (m = max(x + xl, 0)), |xl| <= 2^-24 |x| (only read when kLow).
template <bool kLow, unsigned kHalvings>
WARPMATH_HD float erfc_times_exp(float u, float x, float xl, float h, float l) {
  const fp::quarter_piece& p = erfc_piece_for(fp::quarter_index(u));
  const float s = fp::add(x, p.neg_centre);
  const float q = fp::horner(s, p.c[0], p.c[1], p.c[2], p.c[3], p.c[4], p.c[5]);
  const erfc_exp_parts ex = erfc_exp(-h, -l);
  const float rv = fp::fma(s, q, p.c0);  // R, only for the small product R e
  float re = fp::mul(rv, ex.e);
  if constexpr (kLow) re = fp::fma(xl, q, re);
  const float w = fp::fma(s, q, re);
  const float big_t = erfc_exp_scaled_hi(ex, 64u);
  constexpr float kScale = kHalvings == 0 ? 0x1p-64f : 0x1p-65f;
  static_assert(kHalvings <= 1, "2^-64 or 2^-65");
  return fp::mul(fp::fma(big_t, p.c0, fp::mul(big_t, w)), kScale);
}

// erfcx(x) for -4.125 <= x < 10.0625 (see the file comment).
WARPMATH_HD float erfcx_table(float x) {
  const float a = fp::abs(x);
  const fp::quarter_piece& p = erfc_piece_for(fp::quarter_index(fp::add(a, 4.125f)));
  const float s = fp::add(a, p.neg_centre);
  const float q = fp::horner(s, p.c[0], p.c[1], p.c[2], p.c[3], p.c[4], p.c[5]);
  const bool neg = x < 0.0f;
  const float n = neg ? x : 0.0f;
  const float h = fp::mul(n, n);
  const erfc_exp_parts ex = erfc_exp(h, fp::fma(n, n, -h));
  const float big_a = neg ? erfc_exp_scaled_hi(ex, 1u) : 0.0f;  // 2 hi 2^(n >> 7)
  const float c0 = neg ? -p.c0 : p.c0;
  const float big_h = fp::add(big_a, c0);
  const float big_l = fp::add(fp::sub(big_a, big_h), c0);  // exact (Fast2Sum, |A| >= C0 or A = 0)
  const float low = fp::fma(big_a, ex.e, fp::fma(neg ? -s : s, q, big_l));
  return fp::add(big_h, low);
}

// erfcx(x) for 10.0625 <= x < 2^100 (see the file comment).
WARPMATH_HD float erfcx_asymptotic(float x) {
  // tools/sollya/special_erfcx_lean.sollya
  constexpr float G0H = 0x1.20dd76p-1f, G0L = -0x1.fcbb04p-26f;
  constexpr float G1 = -0x1.20dd3cp-2f, G2 = 0x1.b0dd2ep-2f, G3 = -0x1.fa2ad4p-1f;
  const float r = fp::div(1.0f, x);
  const float u = fp::mul(r, r);
  const float g = fp::fma(u, fp::horner(u, G1, G2, G3), G0L);
  const float q0 = fp::mul(G0H, r);
  const float d = fp::fma(-q0, x, G0H);
  return fp::fma(r, fp::add(d, g), q0);
}

}  // namespace warpmath::detail::special
