// warpmath/special/lgamma_lean.hpp -- the default tier's lgammaf: faithful at a cost near CUDA's,
// one uniform algorithm for the usual arguments -10 < x < 2^23 (the accurate evaluation it
// replaces, lgamma_accurate in special/gamma_kernels.hpp, keeps the rare ones).
//
// Every such x (not a pole, |x| >= 2^-24) is written with n = floor(x), v = x - n in [0, 1):
//   x < 1:         Gamma(1 + v) = Gamma(x) P with P = x (x+1) ... (x-n-1) v (1 - n <= 11
//                  factors), so lgamma(x) = lgamma(1 + v) - log|P|;
//   1 <= x < 8:    Gamma(x) = P Gamma(1 + v) with P = (x-1) (x-2) ... (x-n+1) (n - 1 <= 6
//                  factors; none on [1, 2)), lgamma(x) = lgamma(1 + v) + log P;
//   8 <= x < 2^23  Stirling: lgamma(x) = (x - 1/2) log x - x + log(2 pi)/2 + mu(x).
// One logarithm serves both: log|P| or log x (log_ff_abs37_of_ff, 2^-37.5 absolute, P's low part
// entering its Newton step).
//
// The factors are exact: x + j for 0 <= j <= -n-1 lies in [n + j, n + j + 1), at most |x| in
// magnitude, a multiple of ulp(x); x - j for 1 <= j <= n - 1 lies between 1 and x, again a multiple
// of ulp(x); v = x - n is exact except for -1 < x < 0 (v = RN(x + 1)), where its rounding error
// e = x - (v + n) is exact (Fast2Sum, |n| = 1 >= |x|) and enters the product (and lgamma(1 + v),
// as psi(1 + v) e: see tgammaf below).  The product is a float-float {hi, lo} built by two_prod
// and one FMA per factor (not renormalised: lo grows by at most 2^-24 of hi per factor), relative
// error below 12 * 2^-47.  The loop always runs its 10 steps (the factors past a lane's count are
// 1), so a warp never diverges in it.
//
// lgamma(1 + v) = v U(v) (lgamma1p_ff): U by 9 pieces k = rint(8v), d = v - k/8 exact (|d| <= 1/16;
// v >= (2k - 1)/16 >= k/16 for k >= 1, Sterbenz), a degree-7 polynomial whose first three
// coefficients are float-floats (tools/sollya/special_lgamma1p.sollya: within 2^-39.7 absolute of
// U); the last three Horner steps run in float-float (Fast2Sum: |u_i| exceeds the rest, or u0 = 0),
// the float part's rounding costs at most 2^-24 |d^3 u3| <= 2^-37.9.  So lgamma(1 + v) to 2^-37.3
// absolute, and relatively near v = 0.
//
// Near the zeros of lgamma (x = 1, 2, and two in each (-n-1, -n), n = 2..9) the sum cancels: there
// |lgamma(1+v)| <= 0.121 and so is log|P|, and the float-float sum is within 2^-36.3 absolute of
// lgamma(x).  Where it is below 2^-10 in magnitude the local expansions decide
// (round_lgamma_near_zeros, as in the accurate evaluation); elsewhere 2^-36.3 is at most 2^-26.3
// relative (0.2 ulp before the rounding).  Away from the zeros |lgamma| is larger, the log's
// absolute error 2^-37.5 of a value up to 15.1 the largest term: below 2^-25 relative of the
// result.
//
// Stirling (8 <= x < 2^23; lgamma(x) >= 8.52), stirling_lean_ff: h = x - 1/2 exact, h L = two_prod
// + h L.lo (L the float-float log x), minus x by Fast2Sum (h log x > x), plus log(2 pi)/2's head by
// Fast2Sum, then the low parts, log(2 pi)/2's tail and mu(x) = w (1/12 + w^2 (S2 + w^2 S3)) with
// w = 1/x to 0.5 ulp + 2^-34 (fast_recip::reciprocal; mu < 2^-6.5, its truncation below 2^-31.7 at
// x = 8) summed in float: {hi, lo} within (x - 1/2) 2^-37.5 + 2^-28.9 absolute.  lgammaf rounds it
// once: at most 0.5 + 2^-8 ulp.
//
// tgammaf (tgamma_lean_core) shares the reduction: below 8, Gamma(x) = Gamma(1 + v) P^(+-1) with
// Gamma(1 + v) = e^lgamma(1+v) through the exp kernels (exp_of_ff: 2^-37.8 relative), where the
// rounding of v for -1 < x < 0 (|e| <= 2^-25, v in (1/2, 1)) is taken back by adding psi(1 + v) e
// to lgamma(1 + v) (psi by its chord on [1/2, 1], within 0.012: otherwise 2^-25.8 relative, 0.3
// ulp, would be lost); the product or the quotient by P (a division-free reciprocal and an exact
// remainder) is rounded once.  From 8 on (to 36), lgamma(x) comes from 28 pieces [n, n+1) of
// degree-6 polynomials in d = x - n - 1/2 with float-float leading coefficients
// (tools/sollya/special_tgamma_pieces.sollya, 2^-34.8; lgamma_8_36_ff: 2^-29.6 absolute with the
// float part's rounding), so no logarithm; e^lgamma is rounded once and scaled by 2^m exactly
// (normal results, or +inf from 35.0401 on).  About 0.5 + 2^-5 ulp in all.
#pragma once
#include <cstdint>

#include "../exp/exp_kernels.hpp"
#include "../fast/recip.hpp"
#include "../fp/bits.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "../reduce/exp_reduce.hpp"
#include "gamma_kernels.hpp"

namespace warpmath::detail::special {

struct lgamma1p_piece {
  float u0_hi, u0_lo, u1_hi, u1_lo, u2_hi, u2_lo, u3, u4, u5, u6, u7;
};

// A function-local static array: read-only device memory on nvcc and hipcc.
WARPMATH_HD lgamma1p_piece lgamma1p_table(int k) {
  // tools/sollya/special_lgamma1p.sollya
  // clang-format off
  static constexpr lgamma1p_piece kPieces[9] = {
      {-0x1.2788dp-1f, 0x1.c8121p-28f, 0x1.a51a66p-1f, 0x1.9d2a3p-28f, -0x1.9a4d72p-2f, -0x1.4af718p-27f, 0x1.151df8p-2f, -0x1.ac97a2p-3f, 0x1.b5e7bap-3f, -0x1.50f876p-1f, 0x1.3b217ep1f},
      {-0x1.ebb5bep-2f, 0x1.96a538p-28f, 0x1.7792e2p-1f, -0x1.a047p-26f, -0x1.4362a8p-2f, -0x1.7c5d1p-27f, 0x1.82625ep-3f, -0x1.067f82p-3f, 0x1.7d067p-4f, -0x1.2106ccp-4f, 0x1.c39e42p-5f},
      {-0x1.92857ep-2f, 0x1.8e6a6p-27f, 0x1.5337d2p-1f, -0x1.04208p-30f, -0x1.059d4p-2f, -0x1.f52c8p-27f, 0x1.181b4ap-3f, -0x1.559304p-4f, 0x1.bd8a56p-5f, -0x1.2fb27ep-5f, 0x1.ae1a86p-6f},
      {-0x1.418ce6p-2f, -0x1.104f6p-27f, 0x1.357efcp-1f, 0x1.79c22p-26f, -0x1.b04566p-3f, 0x1.2d0fp-34f, 0x1.a31d62p-4f, -0x1.cf5bf4p-5f, 0x1.124d5ep-5f, -0x1.536a14p-6f, 0x1.a7540ap-7f},
      {-0x1.eeb95cp-3f, 0x1.ed67fp-28f, 0x1.1cba4ep-1f, 0x1.c1201p-28f, -0x1.6b58dep-3f, -0x1.1a8f18p-29f, 0x1.41ce0cp-4f, -0x1.454786p-5f, 0x1.60701ep-6f, -0x1.8f2aap-7f, 0x1.c4266ap-8f},
      {-0x1.65bde6p-3f, -0x1.67cbecp-28f, 0x1.07c1f8p-1f, 0x1.572824p-26f, -0x1.35dad2p-3f, -0x1.c2b7d8p-29f, 0x1.f90e54p-5f, -0x1.d6144cp-6f, 0x1.d55304p-7f, -0x1.e9fc66p-8f, 0x1.06dc78p-8f},
      {-0x1.ccf152p-4f, 0x1.f632cp-32f, 0x1.eb87aap-2f, 0x1.0e924p-28f, -0x1.0b7e26p-3f, 0x1.2b6ac8p-28f, 0x1.93bbe8p-5f, -0x1.5c20bp-6f, 0x1.423494p-7f, -0x1.37e9bcp-8f, 0x1.35ae74p-9f},
      {-0x1.be5346p-5f, -0x1.ea342cp-30f, 0x1.cc4ceap-2f, 0x1.c013dp-28f, -0x1.d2b93ap-4f, -0x1.371b3p-30f, 0x1.47eb08p-5f, -0x1.0755dp-6f, 0x1.c629acp-8f, -0x1.99d8f2p-9f, 0x1.99e5f6p-10f},
      {0.0f, 0.0f, 0x1.b0ee6p-2f, 0x1.c824fp-28f, -0x1.9ae65p-4f, -0x1.3d38c8p-29f, 0x1.0e0c9ep-5f, -0x1.95ce0ep-7f, 0x1.479e2cp-8f, -0x1.132074p-9f, 0x1.09d6f2p-10f},
  };
  // clang-format on
  return kPieces[k];
}

// (c_hi + c_lo) + d (y.hi + y.lo) for |c_hi| >= |d y.hi| or c_hi = 0 (Fast2Sum), not renormalised.
WARPMATH_HD fp::ff lgamma1p_step(float c_hi, float c_lo, float d, fp::ff y) {
  const fp::ff p = fp::two_prod(d, y.hi);
  const fp::ff s = fp::fast_two_sum(c_hi, p.hi);
  return {s.hi, fp::add(s.lo, fp::add(c_lo, fp::fma(d, y.lo, p.lo)))};
}

// lgamma(1 + v) for v in [0, 1), as {hi, lo} within 2^-37.3 absolute (see the file comment).
WARPMATH_HD fp::ff lgamma1p_ff(float v) {
  const float kf = fp::rint(fp::mul(v, 8.0f));
  const float d = fp::fma(kf, -0.125f, v);  // exact
  const lgamma1p_piece c = lgamma1p_table(static_cast<int>(kf));
  const float r = fp::horner(d, c.u3, c.u4, c.u5, c.u6, c.u7);
  fp::ff u = lgamma1p_step(c.u2_hi, c.u2_lo, d, {r, 0.0f});
  u = lgamma1p_step(c.u1_hi, c.u1_lo, d, u);
  u = lgamma1p_step(c.u0_hi, c.u0_lo, d, u);
  return fp::mul_float_ff(v, u.hi, u.lo);
}

struct lgamma_piece {
  float c0_hi, c0_lo, c1_hi, c1_lo, c2, c3, c4, c5, c6;
};

// lgamma on [n, n+1), n = 8..35 (tgammaf from 8 on), row n - 8.
WARPMATH_HD lgamma_piece lgamma_8_36_table(int i) {
  // tools/sollya/special_tgamma_pieces.sollya
  // clang-format off
  static constexpr lgamma_piece kPieces[28] = {
      {0x1.319398p3f, 0x1.dab23p-22f, 0x1.0a406ap1f, 0x1.e32ae8p-25f, 0x1.ff5642p-5f, -0x1.5402e6p-9f, 0x1.52adb6p-13f, -0x1.95a8ecp-17f, 0x1.141984p-20f},
      {0x1.760f04p3f, 0x1.ec9504p-22f, 0x1.194f7ap1f, -0x1.dff768p-25f, 0x1.c6a518p-5f, -0x1.0cde62p-9f, 0x1.dc82c8p-14f, -0x1.fb85f2p-18f, 0x1.314bcp-21f},
      {0x1.be199ap3f, 0x1.ec56p-26f, 0x1.26c8bcp1f, 0x1.cccc84p-24f, 0x1.994286p-5f, -0x1.b3d204p-10f, 0x1.5bc478p-14f, -0x1.4d76d2p-18f, 0x1.722eaap-22f},
      {0x1.04ac08p4f, 0x1.622d0cp-21f, 0x1.32f98p1f, -0x1.ac44cp-28f, 0x1.741bap-5f, -0x1.685654p-10f, 0x1.059892p-14f, -0x1.c808d6p-19f, 0x1.5fc726p-23f},
      {0x1.2bbfe4p4f, -0x1.a58e24p-21f, 0x1.3e1ae4p1f, 0x1.f29bep-27f, 0x1.5522e4p-5f, -0x1.2ee1f6p-10f, 0x1.9308f2p-15f, -0x1.423ed8p-19f, 0x1.64c222p-23f},
      {0x1.542946p4f, -0x1.899a7p-22f, 0x1.485854p1f, 0x1.8607fp-24f, 0x1.3aecp-5f, -0x1.0224bap-10f, 0x1.3d4bb4p-15f, -0x1.d43516p-20f, 0x1.420b02p-24f},
      {0x1.7dcde4p4f, -0x1.c77ac8p-22f, 0x1.51d398p1f, -0x1.bc531cp-24f, 0x1.24728p-5f, -0x1.bd418ep-11f, 0x1.fc0dfcp-16f, -0x1.5c448ap-20f, 0x1.70a2c6p-24f},
      {0x1.a89734p4f, -0x1.670098p-22f, 0x1.5aa774p1f, -0x1.6cd7ap-26f, 0x1.10f738p-5f, -0x1.83ee58p-11f, 0x1.9d2128p-16f, -0x1.08606p-20f, 0x1.3e61dep-24f},
      {0x1.d471aep4f, 0x1.6fcdd8p-21f, 0x1.62e984p1f, 0x1.5a14ap-25f, 0x1.ffd564p-6f, -0x1.55002ep-11f, 0x1.54b394p-16f, -0x1.98a5f2p-21f, 0x1.cd2bb4p-26f},
      {0x1.00a62p5f, -0x1.bbd4bp-21f, 0x1.6aab74p1f, 0x1.a54afcp-24f, 0x1.e1be5ap-6f, -0x1.2e18b4p-11f, 0x1.1c2ad4p-16f, -0x1.40b59ap-21f, 0x1.6c49dp-27f},
      {0x1.178beap5f, -0x1.b74768p-20f, 0x1.71fbeap1f, -0x1.304bap-26f, 0x1.c6fe82p-6f, -0x1.0d7cdcp-11f, 0x1.deee0ep-17f, -0x1.fe6a9p-22f, 0x1.207b3p-29f},
      {0x1.2ee382p5f, -0x1.5a5074p-20f, 0x1.78e728p1f, 0x1.f2702p-27f, 0x1.af0ef8p-6f, -0x1.e3c5bap-12f, 0x1.96ed12p-17f, -0x1.9b3dd8p-22f, 0x1.cb4cb4p-26f},
      {0x1.46a6eap5f, -0x1.1796p-25f, 0x1.7f7792p1f, -0x1.b4916p-24f, 0x1.9983c6p-6f, -0x1.b4a24cp-12f, 0x1.5d1cecp-17f, -0x1.4f0876p-22f, 0x1.287ab8p-27f},
      {0x1.5ed0bep5f, 0x1.02e3fp-20f, 0x1.85b602p1f, -0x1.d9841p-25f, 0x1.860586p-6f, -0x1.8c1018p-12f, 0x1.2db768p-17f, -0x1.139fb8p-22f, -0x1.32c7fap-30f},
      {0x1.775c1ep5f, -0x1.41bc4p-22f, 0x1.8baa1ap1f, -0x1.4c04dcp-24f, 0x1.744cbp-6f, -0x1.68e4c2p-12f, 0x1.06865cp-17f, -0x1.c9d396p-23f, -0x1.0a8f38p-27f},
      {0x1.904498p5f, 0x1.1d5bbp-20f, 0x1.915a74p1f, 0x1.7eba1p-25f, 0x1.641e2ap-6f, -0x1.4a355p-12f, 0x1.cbbbdcp-18f, -0x1.7f3362p-23f, -0x1.f0518p-27f},
      {0x1.a98622p5f, -0x1.7fbep-27f, 0x1.96ccd6p1f, 0x1.aa4c98p-25f, 0x1.5548b2p-6f, -0x1.2f469ep-12f, 0x1.94c158p-18f, -0x1.4344eap-23f, -0x1.1db82p-26f},
      {0x1.c31d04p5f, -0x1.30c0ep-23f, 0x1.9c064ep1f, 0x1.28bd84p-24f, 0x1.47a2e6p-6f, -0x1.17822ep-12f, 0x1.661596p-18f, -0x1.129eeep-23f, -0x1.cf56f2p-27f},
      {0x1.dd05d4p5f, 0x1.642b7p-22f, 0x1.a10b54p1f, -0x1.9a6e78p-25f, 0x1.3b09c2p-6f, -0x1.026ddcp-12f, 0x1.3d6672p-18f, -0x1.d55428p-24f, 0x1.8d3c3cp-26f},
      {0x1.f73d6cp5f, -0x1.58b32p-22f, 0x1.a5dfdap1f, 0x1.b05d44p-24f, 0x1.2f5f6cp-6f, -0x1.df4b58p-13f, 0x1.1be6aep-18f, -0x1.93cb92p-24f, 0x1.ccc0d6p-29f},
      {0x1.08e07p6f, -0x1.baf76p-22f, 0x1.aa876cp1f, -0x1.bab094p-24f, 0x1.248a54p-6f, -0x1.bdae5ap-13f, 0x1.fd307p-19f, -0x1.5d22acp-24f, 0x1.07fd1p-29f},
      {0x1.1646bep6f, -0x1.b3c208p-19f, 0x1.af052cp1f, 0x1.085f5p-25f, 0x1.1a746cp-6f, -0x1.9f7bbcp-13f, 0x1.cad5c2p-19f, -0x1.2f7f58p-24f, -0x1.09f58p-27f},
      {0x1.23d05ap6f, 0x1.800de4p-19f, 0x1.b35bf4p1f, -0x1.3055ep-26f, 0x1.110a98p-6f, -0x1.8440fp-13f, 0x1.9eda18p-19f, -0x1.08fbbcp-24f, -0x1.dfffbep-27f},
      {0x1.317c1cp6f, -0x1.698cap-19f, 0x1.b78e5p1f, 0x1.6f232p-26f, 0x1.083c34p-6f, -0x1.6b9d8ep-13f, 0x1.766872p-19f, -0x1.d0ed92p-25f, 0x1.1efadap-26f},
      {0x1.3f48e4p6f, 0x1.a87b7cp-19f, 0x1.bb9e92p1f, -0x1.9c16c4p-24f, 0x1.fff556p-7f, -0x1.554002p-13f, 0x1.5552e2p-19f, -0x1.9987fp-25f, -0x1.06295p-29f},
      {0x1.4d35bp6f, -0x1.f01ad8p-19f, 0x1.bf8edp1f, 0x1.af298p-26f, 0x1.f07266p-7f, -0x1.40e2e2p-13f, 0x1.3711dep-19f, -0x1.69e7eap-25f, 0x1.4fb4ccp-30f},
      {0x1.5b4182p6f, -0x1.9b128p-20f, 0x1.c360f6p1f, 0x1.ad8d78p-25f, 0x1.e1d8fep-7f, -0x1.2e4acep-13f, 0x1.1c7288p-19f, -0x1.411e3p-25f, 0x1.9f1538p-31f},
      {0x1.696b72p6f, 0x1.ade04p-19f, 0x1.c716c2p1f, 0x1.e8e8a8p-25f, 0x1.d4151cp-7f, -0x1.1d44c2p-13f, 0x1.04723ep-19f, -0x1.1e3d94p-25f, 0x1.bf01fep-28f},
  };
  // clang-format on
  return kPieces[i];
}

// lgamma(x) for 8 <= x < 36 as {hi, lo} within 2^-29.6 absolute: the piece of [n, n+1), d = x -
// (n + 1/2) exact, the float part of the polynomial (|d r| <= 0.035, its rounding 2^-29.8 after the
// last multiplication by d) and two float-float steps (Fast2Sum: |c1| >= 2.07 > |d r|, |c0| >= 9.5
// > 1.8 >= |d u|).
WARPMATH_HD fp::ff lgamma_8_36_ff(float x) {
  const float n = fp::floor(x);
  const float d = fp::sub(x, fp::add(n, 0.5f));  // exact
  const lgamma_piece c = lgamma_8_36_table(static_cast<int>(n) - 8);
  const float r = fp::horner(d, c.c2, c.c3, c.c4, c.c5, c.c6);
  const fp::ff u = lgamma1p_step(c.c1_hi, c.c1_lo, d, {r, 0.0f});
  return lgamma1p_step(c.c0_hi, c.c0_lo, d, u);
}

// lgamma(1 + v + e) for the rounded v and its rounding error e (lgamma_shift): lgamma1p_ff(v) plus
// psi(1 + v) e, psi(1 + v) by its chord on [1/2, 1] (within 0.012; e != 0 only there, |e| <=
// 2^-25, so the correction is off by 2^-31.4 of an ulp-sized term at most).
WARPMATH_HD fp::ff lgamma1p_ff(float v, float e) {
  const fp::ff g = lgamma1p_ff(v);
  return {g.hi, fp::fma(fp::fma(0x1.8b90cp-1f, v, -0x1.66332p-2f), e, g.lo)};
}

// The shifted product P (see the file comment) for -10 < x < 8, |x| >= 2^-24, x not a pole, and
// v = x - floor(x); for x >= 8 P = 1 (the loop's factors are all 1).
struct lgamma_shift {
  fp::ff p;
  float v;
  float e;  // x - n - v: nonzero only for -1 < x < -1/2^25 (v = RN(x + 1) in (1/2, 1))
};

WARPMATH_HD lgamma_shift lgamma_shift_product(float x) {
  const float n = fp::floor(x);
  const float v = fp::sub(x, n);
  const bool below_one = x < 1.0f;
  // Factor j is base + step*j, exact; count of them: -n (x < 1), n - 1 (1 <= x < 8), 0 beyond.
  const float base = below_one ? x : fp::sub(x, 1.0f);
  const float step = below_one ? 1.0f : -1.0f;
  const float count = below_one ? -n : (x < 8.0f ? fp::sub(n, 1.0f) : 0.0f);
  fp::ff p = {1.0f, 0.0f};
  for (int j = 0; j < 10; ++j) {
    const float jf = static_cast<float>(j);
    const float a = jf < count ? fp::fma(step, jf, base) : 1.0f;
    const fp::ff q = fp::two_prod(p.hi, a);
    p = {q.hi, fp::fma(p.lo, a, q.lo)};
  }
  // The factor v for x < 1, with its rounding error e (zero unless -1 < x < 0).
  const float e = fp::sub(x, fp::add(v, n));
  const float vf = below_one ? v : 1.0f;
  const float ef = below_one ? e : 0.0f;
  const fp::ff q = fp::two_prod(p.hi, vf);
  p = {q.hi, fp::fma(p.hi, ef, fp::fma(p.lo, vf, q.lo))};
  return {p, v, e};
}

// lgamma(x) for 8 <= x < 2^23 from l = log x (a float-float within 2^-37.5), as {hi, lo} within
// (x - 1/2) 2^-37.5 + 2^-28.9 absolute (see the file comment).
WARPMATH_HD fp::ff stirling_lean_ff(float x, fp::ff l) {
  const float h = fp::sub(x, 0.5f);  // exact
  const fp::ff t = fp::two_prod(h, l.hi);
  const float t_lo = fp::fma(h, l.lo, t.lo);
  const fp::ff d = fp::fast_two_sum(t.hi, -x);  // h log x > x
  const fp::ff c = fp::fast_two_sum(d.hi, kHalfLog2PiHi);
  const float w = detail::fast_recip::reciprocal(x);
  const float w2 = fp::mul(w, w);
  const float mu = fp::mul(w, fp::horner(w2, kOneTwelfthHi, kStirlingS2, kStirlingS3));
  const float lo = fp::add(fp::add(c.lo, d.lo), fp::add(t_lo, fp::add(kHalfLog2PiLo, mu)));
  return {c.hi, lo};
}

// lgamma(x) for -10 < x < 2^23, |x| >= 2^-24, x not a pole (see the file comment).
WARPMATH_HD float lgamma_lean_core(float x) {
  const lgamma_shift s = lgamma_shift_product(x);
  const bool stirling = x >= 8.0f;
  const fp::ff a = fp::fast_two_sum(s.p.hi, s.p.lo);
  const bool negative = a.hi < 0.0f;
  const float arg = stirling ? x : fp::abs(a.hi);
  const float arg_lo = stirling ? 0.0f : (negative ? -a.lo : a.lo);
  const fp::ff l = log_ff_abs37_of_ff(arg, arg_lo);
  if (stirling) {
    const fp::ff st = stirling_lean_ff(x, l);
    return fp::add(st.hi, st.lo);
  }
  const fp::ff g = lgamma1p_ff(s.v, s.e);
  const fp::ff sum = fp::ff_add(fp::fast_two_sum(g.hi, g.lo), x < 1.0f ? fp::ff_neg(l) : l);
  return round_lgamma_near_zeros(x, sum);
}

// The quotient (a.hi + a.lo) / (b.hi + b.lo) rounded once, b normalised and positive or negative
// (ff_div_rounded's steps with a division-free reciprocal: fast_recip::reciprocal is within an ulp
// of 1/|b.hi|, enough for q0 and the correction; the remainder a.hi - q0 b.hi is exact by FMA).
WARPMATH_HD float lgamma_ff_div_rounded(fp::ff a, fp::ff b) {
  const float r = detail::fast_recip::reciprocal(fp::abs(b.hi));
  const float rcp = b.hi < 0.0f ? -r : r;
  const float q0 = fp::mul(a.hi, rcp);
  float rem = fp::fma(-q0, b.hi, a.hi);
  rem = fp::add(rem, fp::fma(-q0, b.lo, a.lo));
  return fp::fma(rem, rcp, q0);
}

// Gamma(x) for -10 < x < 36, |x| >= 2^-24, x not a pole: below 8, Gamma(1 + v) = e^lgamma(1+v)
// times P (x >= 1) or divided by it (x < 1), one rounding; from 8 on, e^Stirling, one rounding
// (overflow to +inf from x = 35.0401 on).
WARPMATH_HD float tgamma_lean_core(float x) {
  const lgamma_shift s = lgamma_shift_product(x);
  const bool stirling = x >= 8.0f;
  const fp::ff l = stirling ? lgamma_8_36_ff(x) : lgamma1p_ff(s.v, s.e);
  if (l.hi > 89.0f) return fp::as_float(fp::kInfBits);  // beyond, 2^m would not be a float
  const scaled_exp e = exp_of_ff(l);                    // e.m is 0 or -1 below 8, at most 128 above
  // P = 1 from 8 on.  Rounded first, then scaled exactly (the result is normal, or +inf).
  const fp::ff p = fp::fast_two_sum(s.p.hi, s.p.lo);
  float r;
  if (x < 1.0f) {
    r = lgamma_ff_div_rounded(e.v, p);
  } else {
    const fp::ff q = fp::ff_mul_unnormalised(e.v, p.hi, p.lo);
    r = fp::add(q.hi, q.lo);
  }
  return fp::mul(fp::mul(r, fp::exp2i(e.m - 1)), 2.0f);
}
}  // namespace warpmath::detail::special
