// warpmath/special/bessel_j_kernels.hpp -- what j0f, j1f, y0f, y1f (and jnf, ynf) share: the
// small-argument forms, the piecewise polynomials on [1, 20), and the modulus-phase form beyond.
//
// Three regions of a = |x| (x > 0 for Y):
//
//  * Small a: power series in u = a^2 (tools/sollya/special_bessel_j0.sollya, _j1.sollya)
//        J0 = 1 + u*j0u(u)                       a <= 1      fit: relative 2^-42
//        J1 = a*j1u(u)                           a <= 1.25   relative 2^-38
//        Y0 = (2/pi) ln(a) J0 + r0u(u)           a <= 0.75   absolute 2^-29.4 (|Y0| > 0.13)
//        Y1 = (2/pi) ln(a) J1 - 2/(pi a) + a*r1u(u)   a <= 1.25, r1u relative 2^-25.1 (the term
//                                                is at most a quarter of |Y1|)
//    ln(a) is the log kernel's float-float (log/log_kernels.hpp, 2^-26.5 relative), 2/(pi a) a
//    float-float quotient; the terms are summed as float-floats and rounded once.  In these
//    ranges the terms of Y0 and Y1 never cancel by more than a factor 1.25 (the first zeros,
//    0.8936 and 2.1971, lie beyond), so the result is within ~2 ulp.
//
//  * [1, 20) (J0, J1), [0.75, 20) (Y0), [1.25, 20) (Y1): a table of 18-19 intervals of width
//    <= 1.1 (the last one, up to 20, <= 1.46), one degree-11 polynomial each in t = a - centre
//    (tools/sollya/special_bessel_j*.sollya, relative error of each fit after its row, 2^-31.3 at
//    worst).  The table reaches 20 so that the usual inputs, |x| <= 20, stay on one path (with 12,
//    four lanes in ten took the modulus-phase path and most warps ran both).  An interval that
//    holds a zero z of the function is centred on z = chi + clo (two floats: z to 2^-48 relative)
//    and its polynomial has c0 = 0, so f = t*(c1 + c2 t + ...) keeps its relative accuracy next to
//    the zero: t = (a - chi) - clo, where a - chi is exact (Sterbenz: |t| <= 0.51 < chi/2) and the
//    second subtraction rounds once, so t is within 2^-24 relative (and 2^-48 z absolute) of a - z.
//    Horner in float then gives a few ulp at most relative to f, also next to the zeros, up to the
//    last few floats around each zero where the 2^-48 z of the centre counts.
//
//  * a >= 20: Hankel's modulus and phase (tools/sollya/special_bessel_j_asympt.sollya):
//        J_nu(a) = sqrt(2/(pi a)) A(w) cos(a - pi/4 - nu pi/2 + phi(w)),  Y_nu: sin,  w = 1/a,
//    A and phi/w polynomials in w^2 within 2^-38 and 2^-33 relative of the series, whose own
//    truncation error is below 2^-35 at a = 12 (the fits cover w <= 1/12) and far smaller from 20,
//    where this path starts.  The phase is formed
//    without cancellation: a = q pi/2 + r by the trig reduction (reduce/trig_reduce.hpp, r as a
//    float-float to 2^-28 relative or better, for every float), then v = r - pi/4 + phi as a
//    float-float (TwoSums; phi <= 1/32 is known to 2^-29 absolute), shifted by pi/2 into
//    [-pi/4, pi/4 + 2^-7], and sin/cos of v + (q - nu) pi/2 from the trig kernels
//    (trig/trig_kernels.hpp, float-floats within 2^-28).  This is fdlibm's care about
//    sin a +- cos a, done once in the reduction.  The modulus sqrt(2/pi) A / sqrt(a) carries
//    four roundings (< 2^-22.4 relative), so the absolute error is below
//    0.18 * (2^-22.4 + 2^-27) + 2^-28 < 2^-24 (0.18 = sqrt(2/(20 pi)) bounds the modulus), and
//    it shrinks like a^-1/2.  Near the zeros beyond 20 the error is absolute, not relative.
#pragma once
#include <cstdint>

#include "../fp/bits.hpp"
#include "../fp/constants.hpp"
#include "../fp/float2.hpp"
#include "../fp/ops.hpp"
#include "../fp/poly.hpp"
#include "../log/log_kernels.hpp"
#include "../reduce/log_reduce.hpp"
#include "../reduce/trig_reduce.hpp"
#include "../trig/trig_kernels.hpp"
#include "erf_kernels.hpp"  // ff_horner_step

namespace warpmath::detail::special {

// Where the tables end and the modulus-phase form starts (its fits in
// tools/sollya/special_bessel_j_asympt.sollya hold from 12 on).
constexpr float kBesselAsymptoticStart = 20.0f;

// One interval of the tables: [lower, next lower), f = C0 + C1 t + c2 t^2 + ... + c11 t^11 with
// t = a - (centre_hi + centre_lo) and C0 = c[0] + c[1], C1 = c[2] + c[3] (48 bits each; C0 = 0
// around a zero), c2..c11 in c[4..13].
struct bessel_row {
  float lower;
  float centre_hi;
  float centre_lo;
  float c[14];
};

// t = (a - centre_hi) - centre_lo as a float-float (a - centre_hi is exact: Sterbenz, since
// |t| <= 0.73 < centre/2), c2..c11 by Horner in float on t.hi (their roundings weigh at most
// |t^2 q| / |f| of the result, a few 2^-28), the C1 and C0 steps in float-float.
WARPMATH_HD float bessel_row_eval(const bessel_row& r, float a) {
  const fp::ff t = fp::two_sum(fp::sub(a, r.centre_hi), -r.centre_lo);
  const float q = fp::horner(t.hi, r.c[4], r.c[5], r.c[6], r.c[7], r.c[8], r.c[9], r.c[10], r.c[11],
                             r.c[12], r.c[13]);
  const fp::ff y1 = fp::ff_horner_step(r.c[2], r.c[3], t, fp::ff{q, 0.0f});
  const fp::ff y0 = fp::ff_horner_step(r.c[0], r.c[1], t, y1);
  return fp::add(y0.hi, y0.lo);
}

// The row of `a` in a table of n rows (rows[0].lower <= a < 20): a count of the lower ends
// passed, without branches.
WARPMATH_HD float bessel_table_eval(const bessel_row* rows, int n, float a) {
  int i = 0;
  for (int k = 1; k < n; ++k) i += a >= rows[k].lower ? 1 : 0;
  return bessel_row_eval(rows[i], a);
}

// J0 on [0x1p0f, 20): tools/sollya/special_bessel_j0.sollya (relative error of each fit after the
// row).
WARPMATH_HD float j0_table(float a) {
  static constexpr bessel_row kRows[18] = {
      {0x1p0f,
       0x1.74p0f,
       0.0f,
       {0x1.135d32p-1f, -0x1.a3edacp-26f, -0x1.1a149cp-1f, -0x1.daa64cp-26f, -0x1.44f9f6p-4f,
        0x1.108966p-4f, 0x1.fa91e2p-9f, -0x1.651f36p-9f, -0x1.817d4p-14f, 0x1.d32b4p-15f,
        -0x1.350fc2p-19f, 0x1.36996ap-19f, 0x1.bd150ap-18f,
        -0x1.9d2abp-18f}},  // [1, 1.90625) relative error 2^-35.625
      {0x1.e8p0f,
       0x1.33d152p1f,
       0x1.d2e368p-24f,
       {0.0f, 0.0f, -0x1.09cdb4p-1f, 0x1.358fc8p-26f, 0x1.ba1deep-4f, 0x1.cfae86p-5f,
        -0x1.1bb10cp-7f, -0x1.1f9934p-9f, 0x1.14189ap-12f, 0x1.6fdc52p-15f, 0x1.8c1c4p-21f,
        -0x1.79fe7ap-20f, -0x1.153ae6p-17f,
        0x1.ddf998p-20f}},  // [1.90625, 2.90625) relative error 2^-31.625
      {0x1.74p1f,
       0x1.b8p1f,
       0.0f,
       {-0x1.7b9ed2p-2f, 0x1.f571dcp-27f, -0x1.4ef9b2p-3f, 0x1.351288p-28f, 0x1.ac5814p-3f,
        0x1.322de2p-8f, -0x1.da97cap-7f, 0x1.8e8f7ep-14f, 0x1.b179aap-12f, -0x1.a912f2p-18f,
        -0x1.5793bap-19f, 0x1.0921d2p-18f, -0x1.5d94b8p-18f,
        -0x1.56f59cp-18f}},  // [2.90625, 3.96875) relative error 2^-33
      {0x1.fcp1f,
       0x1.1f8p2f,
       0.0f,
       {-0x1.4a135ap-2f, 0x1.e6d3f4p-27f, 0x1.d4e32p-3f, -0x1.75794p-28f, 0x1.15e2eap-3f,
        -0x1.7b94bap-5f, -0x1.003022p-7f, 0x1.2030dp-9f, 0x1.99b534p-13f, -0x1.8a10f8p-15f,
        0x1.b5871p-20f, -0x1.4c21c2p-18f, -0x1.96b69cp-18f,
        0x1.01c474p-17f}},  // [3.96875, 5.015625) relative error 2^-32.875
      {0x1.41p2f,
       0x1.6148f6p2f,
       -0x1.34f46ep-24f,
       {0.0f, 0.0f, 0x1.5c6e6p-2f, 0x1.40db38p-27f, -0x1.f8f72ep-6f, -0x1.b2150cp-5f,
        0x1.2f7fb4p-8f, 0x1.27e1f2p-9f, -0x1.6ef318p-13f, -0x1.8341b8p-15f, 0x1.26430ap-19f,
        -0x1.035a9ap-20f, 0x1.b50072p-20f,
        0x1.3ec8acp-19f}},  // [5.015625, 6.015625) relative error 2^-33.3125
      {0x1.81p2f,
       0x1.a38p2f,
       0.0f,
       {0x1.1283bep-2f, -0x1.4e687p-28f, 0x1.1af9acp-3f, 0x1.07197p-30f, -0x1.2819bp-3f,
        -0x1.f01c3ap-7f, 0x1.8a021p-7f, 0x1.9b886ep-12f, -0x1.88d6p-12f, -0x1.5da5dep-18f,
        0x1.4121e6p-17f, 0x1.000fc2p-18f, -0x1.2b205ep-18f,
        -0x1.482ac8p-18f}},  // [6.015625, 7.09375) relative error 2^-32.625
      {0x1.c6p2f,
       0x1.e8p2f,
       0.0f,
       {0x1.fafb72p-3f, -0x1.9d5e5cp-28f, -0x1.51c234p-3f, 0x1.1f122p-30f, -0x1.ceaf9cp-4f,
        0x1.05c0bep-5f, 0x1.088832p-7f, -0x1.bea406p-10f, -0x1.d187b8p-13f, 0x1.4c4ee8p-15f,
        0x1.3a4c28p-20f, 0x1.34c0c2p-19f, 0x1.7d5472p-19f,
        -0x1.fad6a4p-19f}},  // [7.09375, 8.15625) relative error 2^-33.375
      {0x1.05p3f,
       0x1.14eb56p3f,
       0x1.999bdap-22f,
       {0.0f, 0.0f, -0x1.15f798p-2f, 0x1.0a9f7p-27f, 0x1.00f7fcp-6f, 0x1.68b986p-5f,
        -0x1.48e514p-9f, -0x1.0e0f42p-9f, 0x1.d5e26p-14f, 0x1.7ce18p-15f, -0x1.836d16p-22f,
        -0x1.a0cec4p-19f, -0x1.a4deap-19f,
        0x1.09351ap-18f}},  // [8.15625, 9.15625) relative error 2^-32
      {0x1.25p3f,
       0x1.36p3f,
       0.0f,
       {-0x1.c336bep-3f, -0x1.7a8b2p-28f, -0x1.e9b1a8p-4f, 0x1.64f89cp-29f, 0x1.dc7d06p-4f,
        0x1.01671ep-6f, -0x1.43d0a8p-7f, -0x1.2ac776p-11f, 0x1.5401ecp-12f, 0x1.3214bp-17f,
        -0x1.5a21ep-18f, 0x1.8f42e4p-24f, -0x1.0823ap-21f,
        -0x1.233898p-22f}},  // [9.15625, 10.21875) relative error 2^-35.75
      {0x1.47p3f,
       0x1.584p3f,
       0.0f,
       {-0x1.ac1728p-3f, -0x1.3e2f8p-29f, 0x1.12740ep-3f, -0x1.1844bp-28f, 0x1.929416p-4f,
        -0x1.9cabf8p-6f, -0x1.e9b958p-8f, 0x1.641054p-10f, 0x1.d1be52p-13f, -0x1.1a3b2ep-15f,
        -0x1.137684p-18f, 0x1.217b0cp-20f, 0x1.ba6adcp-21f,
        -0x1.b5768ep-21f}},  // [10.21875, 11.296875) relative error 2^-34.8125
      {0x1.698p3f,
       0x1.79544p3f,
       0x1.04e56cp-26f,
       {0.0f, 0.0f, 0x1.dc13e6p-3f, 0x1.abc908p-29f, -0x1.42ff0cp-7f, -0x1.38d1dep-5f,
        0x1.a55d92p-10f, 0x1.e2e31cp-10f, -0x1.3d343cp-14f, -0x1.5f2498p-15f, 0x1.98d832p-21f,
        0x1.d2fa6p-20f, 0x1.843354p-20f,
        -0x1.013456p-19f}},  // [11.296875, 12.296875) relative error 2^-32.9375
      {0x1.898p3f,
       0x1.9acp3f,
       0.0f,
       {0x1.8a6632p-3f, -0x1.fbe374p-28f, 0x1.ab1ea2p-4f, -0x1.e91cap-30f, -0x1.9b096ep-4f,
        -0x1.e0a4bap-7f, 0x1.17ecc6p-7f, 0x1.365052p-11f, -0x1.2af0d2p-12f, -0x1.6c6f4ap-17f,
        0x1.50a6fp-18f, -0x1.24978p-26f, -0x1.ef79fcp-25f,
        0x1.4df36p-23f}},  // [12.296875, 13.375) relative error 2^-37.9375
      {0x1.acp3f,
       0x1.bdp3f,
       0.0f,
       {0x1.767918p-3f, 0x1.86b35p-29f, -0x1.e1c2bcp-4f, 0x1.28922p-31f, -0x1.6526bcp-4f,
        0x1.61c1bap-6f, 0x1.be14aep-8f, -0x1.2f7cacp-10f, -0x1.b7f132p-13f, 0x1.ededacp-16f,
        0x1.642526p-18f, -0x1.738f12p-19f, -0x1.569ceep-19f,
        0x1.a642aap-19f}},  // [13.375, 14.4375) relative error 2^-33.125
      {0x1.cep3f,
       0x1.ddca14p3f,
       -0x1.0d8e2ep-25f,
       {0.0f, 0.0f, -0x1.a701dp-3f, -0x1.f2446cp-28f, 0x1.c54b94p-8f, 0x1.17798ap-5f,
        -0x1.2a21e4p-10f, -0x1.b53fcep-10f, 0x1.ccec72p-15f, 0x1.3f2a96p-15f, -0x1.d30ff2p-20f,
        0x1.f4e7cp-21f, 0x1.cf2734p-21f,
        -0x1.2c5c3p-19f}},  // [14.4375, 15.4375) relative error 2^-33.5
      {0x1.eep3f,
       0x1.ffp3f,
       0.0f,
       {-0x1.603a6ap-3f, 0x1.32f66p-28f, -0x1.89373cp-4f, 0x1.6e25dcp-29f, 0x1.6c8a4cp-4f,
        0x1.cd5b2ep-7f, -0x1.f0901ap-8f, -0x1.3c3882p-11f, 0x1.0ba8dep-12f, 0x1.abec7p-17f,
        -0x1.c95746p-18f, -0x1.8c505ap-19f, 0x1.9d8614p-19f,
        0x1.f330c8p-19f}},  // [15.4375, 16.5) relative error 2^-32.75
      {0x1.08p4f,
       0x1.10ap4f,
       0.0f,
       {-0x1.53cb38p-3f, 0x1.dbf388p-29f, 0x1.a9f78ap-4f, -0x1.82406p-29f, 0x1.474b4ap-4f,
        -0x1.349c72p-6f, -0x1.9f6376p-8f, 0x1.076f02p-10f, 0x1.a13722p-13f, -0x1.a4b63ap-16f,
        -0x1.ac1674p-19f, 0x1.5efc28p-22f, -0x1.219c5p-23f,
        0x1.eb565ap-25f}},  // [16.5, 17.578125) relative error 2^-36.9375
      {0x1.194p4f,
       0x1.212314p4f,
       -0x1.d7982ap-26f,
       {0.0f, 0.0f, 0x1.8077f6p-3f, -0x1.27258cp-28f, -0x1.5467ecp-8f, -0x1.fd7c3ap-6f,
        0x1.c1b55p-11f, 0x1.916554p-10f, -0x1.5fa362p-15f, -0x1.28c90ep-15f, 0x1.6357ecp-20f,
        -0x1.0a7428p-21f, -0x1.4f7214p-21f,
        0x1.9758fcp-20f}},  // [17.578125, 18.578125) relative error 2^-33.8125
      {0x1.294p4f,
       0x1.34ap4f,
       0.0f,
       {0x1.5d24b4p-3f, -0x1.ea7c9p-28f, 0x1.dd86dep-5f, 0x1.3407ep-31f, -0x1.63551cp-4f,
        -0x1.0c5f3p-7f, 0x1.de2516p-8f, 0x1.5befcp-12f, -0x1.fed35cp-13f, -0x1.a3f766p-18f,
        0x1.3db1ecp-18f, 0x1.b025dap-22f, -0x1.7d2a58p-22f,
        -0x1.0d1006p-22f}},  // [18.578125, 20) relative error 2^-31.6875
  };
  return bessel_table_eval(kRows, 18, a);
}

// Y0 on [0x1.8p-1f, 20): tools/sollya/special_bessel_j0.sollya (relative error of each fit after
// the row).
WARPMATH_HD float y0_table(float a) {
  static constexpr bessel_row kRows[19] = {
      {0x1.8p-1f,
       0x1.c982ecp-1f,
       -0x1.cafa06p-27f,
       {0.0f, 0.0f, 0x1.c24372p-1f, -0x1.ef977p-27f, -0x1.f7e38ap-2f, 0x1.c3b134p-3f,
        -0x1.cf18bap-3f, 0x1.c0668ap-3f, -0x1.a3b844p-3f, 0x1.953e12p-3f, -0x1.8c665cp-3f,
        0x1.698866p-3f, -0x1.f344b8p-4f,
        0x1.5f2432p-5f}},  // [0.75, 1.390625) relative error 2^-31.34375
      {0x1.64p0f,
       0x1.e8p0f,
       0.0f,
       {0x1.fdc8cp-2f, 0x1.24298cp-27f, 0x1.493e62p-3f, 0x1.bd651p-30f, -0x1.2a1254p-2f,
        0x1.01e202p-5f, 0x1.3d706ap-8f, 0x1.07fc96p-8f, -0x1.443708p-9f, 0x1.f5c4p-11f,
        -0x1.bf81f8p-12f, 0x1.a1ae7cp-13f, -0x1.ebe6fep-14f,
        0x1.05bb9cp-14f}},  // [1.390625, 2.421875) relative error 2^-35.4375
      {0x1.36p1f,
       0x1.78p1f,
       0.0f,
       {0x1.961ee2p-2f, 0x1.7f1b6p-29f, -0x1.3a85dep-2f, -0x1.f98cdcp-27f, -0x1.2b0c8cp-3f,
        0x1.fa80acp-5f, 0x1.4df63ap-8f, -0x1.05595p-9f, -0x1.41d626p-12f, 0x1.967ba8p-14f,
        -0x1.b9ee82p-18f, -0x1.56643ep-19f, -0x1.ed13cap-18f,
        0x1.28cb4ep-17f}},  // [2.421875, 3.453125) relative error 2^-33.4375
      {0x1.bap1f,
       0x1.fa9534p1f,
       0x1.b30ad4p-24f,
       {0.0f, 0.0f, -0x1.9c3426p-2f, 0x1.2bc54cp-27f, 0x1.a09c92p-5f, 0x1.df6d5ap-5f,
        -0x1.c11652p-8f, -0x1.1e3322p-9f, 0x1.988214p-13f, 0x1.ac057ap-15f, -0x1.61efa2p-19f,
        -0x1.518e84p-21f, -0x1.f17d8cp-19f,
        0x1.8ae45ap-22f}},  // [3.453125, 4.453125) relative error 2^-32.4375
      {0x1.1dp2f,
       0x1.3f8p2f,
       0.0f,
       {-0x1.3aba84p-2f, -0x1.e634f8p-28f, -0x1.343a7cp-3f, -0x1.28beb4p-28f, 0x1.599984p-3f,
        0x1.a3bed2p-7f, -0x1.b989dap-7f, -0x1.67555ep-13f, 0x1.9bac14p-12f, 0x1.6aa39cp-20f,
        -0x1.0a567p-17f, -0x1.45789ap-20f, 0x1.e88562p-20f,
        0x1.bdb0c2p-20f}},  // [4.453125, 5.53125) relative error 2^-34.0625
      {0x1.62p2f,
       0x1.84p2f,
       0.0f,
       {-0x1.1b66d4p-2f, 0x1.d242p-28f, 0x1.86b4bcp-3f, 0x1.b7dd04p-28f, 0x1.f65b62p-4f,
        -0x1.34a032p-5f, -0x1.0c1bb6p-7f, 0x1.ffa702p-10f, 0x1.ba1f18p-13f, -0x1.6c244cp-15f,
        -0x1.5f823cp-22f, -0x1.6005acp-19f, -0x1.f18dc4p-19f,
        0x1.229636p-18f}},  // [5.53125, 6.59375) relative error 2^-33.125
      {0x1.a6p2f,
       0x1.c581dcp2f,
       0x1.39c84p-24f,
       {0.0f, 0.0f, 0x1.334ccap-2f, 0x1.a3e5p-32f, -0x1.5aef62p-6f, -0x1.8969c6p-5f, 0x1.b2f258p-9f,
        0x1.1d3534p-9f, -0x1.27a882p-13f, -0x1.7f3e48p-15f, 0x1.2e7fdap-18f, -0x1.9c6b3ep-21f,
        -0x1.94737ep-19f, 0x1.3b59p-19f}},  // [6.59375, 7.59375) relative error 2^-32.3125
      {0x1.e6p2f,
       0x1.04p3f,
       0.0f,
       {0x1.ee43ccp-3f, 0x1.93319p-29f, 0x1.03982ap-3f, 0x1.739768p-28f, -0x1.071b82p-3f,
        -0x1.fd0f1cp-7f, 0x1.63328ep-7f, 0x1.06207p-11f, -0x1.6d25dap-12f, -0x1.9fe5cep-18f,
        0x1.d22e8ep-19f, -0x1.48449p-19f, 0x1.a20104p-19f,
        0x1.be435ap-19f}},  // [7.59375, 8.65625) relative error 2^-33.125
      {0x1.15p3f,
       0x1.26p3f,
       0.0f,
       {0x1.cf8c02p-3f, 0x1.da5e44p-28f, -0x1.2c0618p-3f, 0x1.2f4cf8p-29f, -0x1.aee42ap-4f,
        0x1.c9d358p-6f, 0x1.000de4p-7f, -0x1.8a8c02p-10f, -0x1.d853dp-13f, 0x1.3271c8p-15f,
        0x1.9651aep-19f, -0x1.7f215p-23f, 0x1.27cbe6p-21f,
        -0x1.eff62ap-22f}},  // [8.65625, 9.71875) relative error 2^-35.6875
      {0x1.37p3f,
       0x1.471d74p3f,
       -0x1.4b7056p-22f,
       {0.0f, 0.0f, -0x1.ff635cp-3f, -0x1.8df14cp-28f, 0x1.903646p-7f, 0x1.4e667ap-5f,
        -0x1.032674p-9f, -0x1.fe2224p-10f, 0x1.804c74p-14f, 0x1.694958p-15f, -0x1.79c2d6p-19f,
        0x1.178068p-22f, 0x1.860272p-20f,
        -0x1.3896aap-20f}},  // [9.71875, 10.71875) relative error 2^-33
      {0x1.57p3f,
       0x1.684p3f,
       0.0f,
       {-0x1.a2f44p-3f, -0x1.7e8e4p-29f, -0x1.cb0b94p-4f, -0x1.76dddp-30f, 0x1.b7578ap-4f,
        0x1.f729bp-7f, -0x1.2b3adep-7f, -0x1.380914p-11f, 0x1.3d376ep-12f, 0x1.4a8f74p-17f,
        -0x1.e24cfap-19f, 0x1.01863ap-19f, -0x1.1b4248p-19f,
        -0x1.5bd54p-19f}},  // [10.71875, 11.796875) relative error 2^-33.25
      {0x1.798p3f,
       0x1.8a8p3f,
       0.0f,
       {-0x1.8fb71ap-3f, 0x1.eb2fcp-28f, 0x1.fcc1fp-4f, 0x1.3a7448p-30f, 0x1.7b14cap-4f,
        -0x1.79f06cp-6f, -0x1.d47f1ap-8f, 0x1.4590cap-10f, 0x1.c6b45cp-13f, -0x1.03fff6p-15f,
        -0x1.049378p-18f, 0x1.155a94p-20f, 0x1.31b698p-21f,
        -0x1.a7c26cp-21f}},  // [11.796875, 12.859375) relative error 2^-35.4375
      {0x1.9b8p3f,
       0x1.ab8e1cp3f,
       0x1.2879d2p-23f,
       {0.0f, 0.0f, 0x1.bf32a2p-3f, 0x1.d7227p-29f, -0x1.0bc2d8p-7f, -0x1.26cab4p-5f,
        0x1.5f0388p-10f, 0x1.caabfcp-10f, -0x1.0c1aacp-14f, -0x1.50ec1p-15f, 0x1.2ce712p-20f,
        0x1.88bb5ep-20f, 0x1.f4b33ep-22f,
        -0x1.789d5ep-20f}},  // [12.859375, 13.859375) relative error 2^-34.0625
      {0x1.bb8p3f,
       0x1.cccp3f,
       0.0f,
       {0x1.72d696p-3f, -0x1.b6f53p-30f, 0x1.9be12cp-4f, 0x1.9ea94p-32f, -0x1.812422p-4f,
        -0x1.db318ep-7f, 0x1.06710ap-7f, 0x1.3e05cp-11f, -0x1.1947f4p-12f, -0x1.7f3ec8p-17f,
        0x1.016896p-18f, -0x1.dbfa14p-21f, 0x1.2eadd6p-20f,
        0x1.5f0bb4p-20f}},  // [13.859375, 14.9375) relative error 2^-33.875
      {0x1.dep3f,
       0x1.efp3f,
       0.0f,
       {0x1.64a99ep-3f, -0x1.97939p-30f, -0x1.c105ep-4f, -0x1.b69c8p-33f, -0x1.56261p-4f,
        0x1.4796d4p-6f, 0x1.af5dbp-8f, -0x1.188362p-10f, -0x1.ac9accp-13f, 0x1.b7347ep-16f,
        0x1.bbcee2p-20f, 0x1.a71818p-20f, 0x1.2f53b4p-19f,
        -0x1.5f9beap-19f}},  // [14.9375, 16) relative error 2^-33.125
      {0x1p4f,
       0x1.0803c8p4f,
       -0x1.7ff9bep-21f,
       {0.0f, 0.0f, -0x1.925c36p-3f, 0x1.9dc93p-29f, 0x1.86254ap-8f, 0x1.0a4512p-5f,
        -0x1.013bb2p-10f, -0x1.a24a06p-10f, 0x1.90471ap-15f, 0x1.35c348p-15f, -0x1.8e3f2p-20f,
        -0x1.f812c6p-22f, 0x1.680078p-21f,
        -0x1.f2fb58p-26f}},  // [16, 17) relative error 2^-33.9375
      {0x1.1p4f,
       0x1.188p4f,
       0.0f,
       {-0x1.4ea9fp-3f, -0x1.16dfecp-28f, -0x1.7e539cp-4f, 0x1.323e84p-29f, 0x1.599166p-4f,
        0x1.c78bc4p-7f, -0x1.d6a74p-8f, -0x1.3ebcc4p-11f, 0x1.fa3d84p-13f, 0x1.8d2b62p-17f,
        -0x1.5d7922p-19f, 0x1.065aecp-19f, -0x1.2b2bbep-19f,
        -0x1.74dee2p-19f}},  // [17, 18.0625) relative error 2^-33.0625
      {0x1.21p4f,
       0x1.29ap4f,
       0.0f,
       {-0x1.46b42p-3f, -0x1.1c8048p-28f, 0x1.912424p-4f, -0x1.166d2p-29f, 0x1.3bebd2p-4f,
        -0x1.214ca6p-6f, -0x1.9353f2p-8f, 0x1.ecfdf8p-11f, 0x1.9940a8p-13f, -0x1.9502acp-16f,
        -0x1.5125e4p-18f, 0x1.69cee2p-19f, 0x1.336808p-19f,
        -0x1.95a82ap-19f}},  // [18.0625, 19.140625) relative error 2^-32.8125
      {0x1.324p4f,
       0x1.3a42cep4f,
       -0x1.402852p-25f,
       {0.0f, 0.0f, 0x1.70c4f6p-3f, 0x1.b2692p-29f, -0x1.2c6732p-8f, -0x1.e924b8p-6f,
        0x1.8d6e36p-11f, 0x1.824766p-10f, -0x1.3a02cp-15f, -0x1.218108p-15f, 0x1.d93b36p-19f,
        0x1.88a4b8p-19f, -0x1.0d04e8p-17f,
        -0x1.60121ep-17f}},  // [19.140625, 20) relative error 2^-33.8125
  };
  return bessel_table_eval(kRows, 19, a);
}

// J1 on [0x1p0f, 20): tools/sollya/special_bessel_j1.sollya (relative error of each fit after the
// row).
WARPMATH_HD float j1_table(float a) {
  static constexpr bessel_row kRows[19] = {
      {0x1p0f,
       0x1.64p0f,
       0.0f,
       {0x1.149b08p-1f, -0x1.b2b7fp-26f, 0x1.77adcap-3f, 0x1.de52ap-30f, -0x1.9237b8p-3f,
        -0x1.34b3d6p-6f, 0x1.b7f57p-7f, 0x1.7013dep-11f, -0x1.93b0aap-12f, -0x1.880bfap-17f,
        -0x1.d90f28p-17f, -0x1.bbdcc4p-17f, 0x1.a2362ep-15f,
        0x1.162fc6p-15f}},  // [1, 1.78125) relative error 2^-34.8125
      {0x1.c8p0f,
       0x1.16p1f,
       0.0f,
       {0x1.1ea05cp-1f, -0x1.189e3p-26f, -0x1.0dbacap-3f, 0x1.b00208p-28f, -0x1.85a0f4p-3f,
        0x1.831e6ap-6f, 0x1.9b69ep-7f, -0x1.264464p-10f, -0x1.7862ep-12f, 0x1.c8d1aep-16f,
        0x1.122c04p-15f, -0x1.013de8p-16f, -0x1.17a1c4p-14f,
        0x1.32ce6ap-15f}},  // [1.78125, 2.5625) relative error 2^-34.4375
      {0x1.48p1f,
       0x1.79p1f,
       0.0f,
       {0x1.6fceeep-2f, -0x1.4b995cp-27f, -0x1.739e72p-2f, 0x1.e1e6a8p-27f, -0x1.8e78d6p-4f,
        0x1.b10fa8p-5f, 0x1.6c6ae8p-8f, -0x1.315138p-9f, -0x1.2ff112p-13f, 0x1.cb9a6ap-15f,
        0x1.518f3ap-16f, -0x1.2ca5f2p-15f, -0x1.84bb74p-15f,
        0x1.7a21e8p-14f}},  // [2.5625, 3.328125) relative error 2^-34.625
      {0x1.aap1f,
       0x1.ea7558p1f,
       -0x1.4a121ep-24f,
       {0.0f, 0.0f, -0x1.9c6cf6p-2f, 0x1.f4ad08p-28f, 0x1.ae8a3ap-5f, 0x1.b589d2p-5f,
        -0x1.537552p-8f, -0x1.24b38p-9f, 0x1.6e6038p-13f, 0x1.84401p-15f, -0x1.af8c4ep-19f,
        -0x1.de16fap-21f, 0x1.5eb9d8p-22f,
        0x1.07dc16p-21f}},  // [3.328125, 4.328125) relative error 2^-36
      {0x1.15p2f,
       0x1.38p2f,
       0.0f,
       {-0x1.3e6a96p-2f, 0x1.c7932p-28f, -0x1.3aede2p-3f, 0x1.167324p-28f, 0x1.51518ep-3f,
        0x1.ad6b82p-7f, -0x1.98a322p-7f, -0x1.6e54c4p-12f, 0x1.883576p-12f, 0x1.951b38p-19f,
        -0x1.7d56dep-20f, 0x1.44ff46p-18f, -0x1.859f6ap-18f,
        -0x1.99b7e4p-18f}},  // [4.328125, 5.421875) relative error 2^-32.1875
      {0x1.5bp2f,
       0x1.7ep2f,
       0.0f,
       {-0x1.218056p-2f, 0x1.0db54p-31f, 0x1.83a008p-3f, -0x1.06c428p-28f, 0x1.f1ced4p-4f,
        -0x1.27e16cp-5f, -0x1.0777c6p-7f, 0x1.d6a9bap-10f, 0x1.caa56p-13f, -0x1.5079e6p-15f,
        -0x1.2be6f8p-20f, -0x1.596da6p-19f, -0x1.6d7d6ap-19f,
        0x1.041d52p-18f}},  // [5.421875, 6.515625) relative error 2^-33.1875
      {0x1.a1p2f,
       0x1.c0ff6p2f,
       -0x1.8971b6p-23f,
       {0.0f, 0.0f, 0x1.33518cp-2f, -0x1.8f0a88p-27f, -0x1.5e70dcp-6f, -0x1.80c83cp-5f,
        0x1.9a4ab6p-9f, 0x1.13fc04p-9f, -0x1.06df56p-13f, -0x1.7a08bep-15f, 0x1.b8a826p-20f,
        0x1.dd6ceap-21f, 0x1.4615a8p-20f,
        -0x1.0f3984p-21f}},  // [6.515625, 7.515625) relative error 2^-33.5625
      {0x1.e1p2f,
       0x1.01cp3f,
       0.0f,
       {0x1.efb524p-3f, -0x1.628dd8p-28f, 0x1.074c04p-3f, 0x1.6f1d5p-28f, -0x1.0460b8p-3f,
        -0x1.00910cp-6f, 0x1.597fa8p-7f, 0x1.13e2cep-11f, -0x1.5fef8ep-12f, -0x1.0ccfb2p-17f,
        0x1.56564ap-18f, -0x1.898198p-21f, 0x1.61e2ecp-21f,
        0x1.117ddp-20f}},  // [7.515625, 8.59375) relative error 2^-35.0625
      {0x1.13p3f,
       0x1.244p3f,
       0.0f,
       {0x1.d263fep-3f, -0x1.1da32p-30f, -0x1.2c7ep-3f, -0x1.9f84dp-29f, -0x1.abe57ep-4f,
        0x1.c3e2fcp-6f, 0x1.f838b2p-8f, -0x1.7e726ep-10f, -0x1.d2ee6ep-13f, 0x1.26c5c2p-15f,
        0x1.00da1ap-18f, -0x1.d04c66p-21f, -0x1.0b0348p-21f,
        0x1.0fe1dep-21f}},  // [8.59375, 9.671875) relative error 2^-35.5625
      {0x1.358p3f,
       0x1.458d0ep3f,
       -0x1.e8407ap-22f,
       {0.0f, 0.0f, -0x1.ff6546p-3f, 0x1.75924p-28f, 0x1.9224p-7f, 0x1.4b0c5ep-5f, -0x1.f91b9cp-10f,
        -0x1.f51e3ep-10f, 0x1.6c0a04p-14f, 0x1.666294p-15f, -0x1.61dd5ep-19f, -0x1.f477ccp-20f,
        0x1.74d442p-20f, 0x1.0c59d6p-19f}},  // [9.671875, 10.671875) relative error 2^-33.0625
      {0x1.558p3f,
       0x1.66cp3f,
       0.0f,
       {-0x1.a40958p-3f, 0x1.c6c6ccp-28f, -0x1.cca41ep-4f, 0x1.3e5d7p-31f, 0x1.b53d2p-4f,
        0x1.f60062p-7f, -0x1.272df8p-7f, -0x1.3916c2p-11f, 0x1.366824p-12f, 0x1.4fc126p-17f,
        -0x1.98ebb8p-19f, 0x1.471e2p-19f, -0x1.627958p-19f,
        -0x1.b57eb6p-19f}},  // [10.671875, 11.75) relative error 2^-32.875
      {0x1.78p3f,
       0x1.894p3f,
       0.0f,
       {-0x1.90a7c4p-3f, 0x1.1163dcp-28f, 0x1.fe4ccap-4f, -0x1.68eeap-29f, 0x1.793d7p-4f,
        -0x1.780c7p-6f, -0x1.cfa2dep-8f, 0x1.40c786p-10f, 0x1.c13d7p-13f, -0x1.fc1a3p-16f,
        -0x1.0b5364p-18f, 0x1.1f0e74p-20f, 0x1.846b7ep-21f,
        -0x1.c25062p-21f}},  // [11.75, 12.828125) relative error 2^-34.75
      {0x1.9a8p3f,
       0x1.aa5bbp3f,
       -0x1.9de34cp-22f,
       {0.0f, 0.0f, 0x1.bf3338p-3f, -0x1.e32d5p-29f, -0x1.0c83a2p-7f, -0x1.251858p-5f,
        0x1.59ea14p-10f, 0x1.c5bcfep-10f, -0x1.035294p-14f, -0x1.4aaaf4p-15f, 0x1.0e49f8p-21f,
        0x1.80c31ap-21f, 0x1.72b73ep-20f,
        -0x1.a8cd1ap-22f}},  // [12.828125, 13.828125) relative error 2^-32.9375
      {0x1.ba8p3f,
       0x1.cbcp3f,
       0.0f,
       {0x1.747182p-3f, -0x1.08a46p-30f, 0x1.98f842p-4f, 0x1.c2a76cp-29f, -0x1.80df3p-4f,
        -0x1.d53e7ap-7f, 0x1.04c6d2p-7f, 0x1.399318p-11f, -0x1.164ecap-12f, -0x1.853d5cp-17f,
        0x1.43f0f6p-18f, 0x1.63ac02p-23f, -0x1.06bf2ep-22f,
        -0x1.1ed9dp-24f}},  // [13.828125, 14.90625) relative error 2^-36.8125
      {0x1.ddp3f,
       0x1.eep3f,
       0.0f,
       {0x1.652b58p-3f, -0x1.525eap-30f, -0x1.c1f118p-4f, 0x1.223c6p-29f, -0x1.5518fap-4f,
        0x1.46a53ap-6f, 0x1.ac7278p-8f, -0x1.16096ep-10f, -0x1.a86d56p-13f, 0x1.acea6cp-16f,
        0x1.0730f6p-20f, 0x1.429342p-19f, 0x1.a1d502p-19f,
        -0x1.f188dap-19f}},  // [14.90625, 15.96875) relative error 2^-32.6875
      {0x1.ffp3f,
       0x1.0787b4p4f,
       -0x1.3f5ee8p-21f,
       {0.0f, 0.0f, -0x1.925c7p-3f, 0x1.aec83p-30f, 0x1.86dd32p-8f, 0x1.09463cp-5f,
        -0x1.fd9f1ep-11f, -0x1.9f4cc2p-10f, 0x1.86b1f8p-15f, 0x1.33d814p-15f, -0x1.4836dep-21f,
        -0x1.0e375ep-20f, -0x1.787946p-21f,
        0x1.9bf35p-21f}},  // [15.96875, 16.96875) relative error 2^-33.6875
      {0x1.0f8p4f,
       0x1.182p4f,
       0.0f,
       {-0x1.502c86p-3f, -0x1.70283p-30f, -0x1.7ab244p-4f, -0x1.6a40ap-31f, 0x1.59e46cp-4f,
        0x1.c148c6p-7f, -0x1.d54228p-8f, -0x1.39a4a4p-11f, 0x1.f927d4p-13f, 0x1.b36facp-17f,
        -0x1.c05aep-18f, -0x1.87cba8p-19f, 0x1.a5fdeap-19f,
        0x1.e0523ep-19f}},  // [16.96875, 18.046875) relative error 2^-32.375
      {0x1.20cp4f,
       0x1.294p4f,
       0.0f,
       {-0x1.467c16p-3f, 0x1.464eap-29f, 0x1.936872p-4f, -0x1.88e2ep-32f, 0x1.3aae84p-4f,
        -0x1.21d43p-6f, -0x1.90999ap-8f, 0x1.ebaep-11f, 0x1.942b32p-13f, -0x1.83bec4p-16f,
        -0x1.41734ep-19f, -0x1.ea90aap-22f, -0x1.25441p-20f,
        0x1.21a332p-20f}},  // [18.046875, 19.109375) relative error 2^-34.0625
      {0x1.31cp4f,
       0x1.39da8ep4f,
       0x1.d05b28p-22f,
       {0.0f, 0.0f, 0x1.70c512p-3f, -0x1.bb62ap-28f, -0x1.2ccb0ep-8f, -0x1.e7dc08p-6f,
        0x1.8accacp-11f, 0x1.804e5cp-10f, -0x1.31abfcp-15f, -0x1.1b3caap-15f, -0x1.072c96p-22f,
        -0x1.ec5e4ap-20f, 0x1.690334p-19f,
        0x1.66a72p-18f}},  // [19.109375, 20) relative error 2^-34.1875
  };
  return bessel_table_eval(kRows, 19, a);
}

// Y1 on [0x1.4p0f, 20): tools/sollya/special_bessel_j1.sollya (relative error of each fit after the
// row).
WARPMATH_HD float y1_table(float a) {
  static constexpr bessel_row kRows[19] = {
      {0x1.4p0f,
       0x1.7ap0f,
       0.0f,
       {-0x1.b60a0ep-2f, -0x1.6a4a8p-29f, 0x1.531abp-1f, -0x1.337608p-26f, -0x1.bc615ap-4f,
        0x1.e8bb3ap-5f, -0x1.661f52p-4f, 0x1.f4c3c6p-5f, -0x1.4914eap-5f, 0x1.c1c6e4p-6f,
        -0x1.31b4acp-6f, 0x1.998e02p-7f, -0x1.384468p-7f,
        0x1.fd2862p-8f}},  // [1.25, 1.703125) relative error 2^-39.8125
      {0x1.b4p0f,
       0x1.193beep1f,
       -0x1.6401b8p-24f,
       {0.0f, 0.0f, 0x1.0aa484p-1f, 0x1.0c268p-27f, -0x1.e56f82p-4f, -0x1.0d2af6p-5f,
        -0x1.3a6e0ep-8f, 0x1.e672bcp-8f, -0x1.542df8p-9f, 0x1.1787acp-10f, -0x1.09cddcp-11f,
        0x1.f1da46p-13f, -0x1.feec9ep-14f,
        0x1.ad4152p-15f}},  // [1.703125, 2.703125) relative error 2^-33.25
      {0x1.5ap1f,
       0x1.89p1f,
       0.0f,
       {0x1.5ed82ap-2f, -0x1.cb7dep-27f, 0x1.ef2e58p-3f, -0x1.0a7ffp-28f, -0x1.8a445p-3f,
        -0x1.e4c28p-7f, 0x1.690136p-7f, 0x1.5ce994p-10f, -0x1.37b534p-11f, 0x1.2419b4p-14f,
        -0x1.0340eap-14f, -0x1.deee8cp-15f, 0x1.f0a5p-14f,
        0x1.7e9de4p-13f}},  // [2.703125, 3.4375) relative error 2^-33.75
      {0x1.b8p1f,
       0x1.e7p1f,
       0.0f,
       {0x1.a7d5f4p-2f, 0x1.1bd694p-27f, -0x1.7aac8p-5f, -0x1.fd32ecp-30f, -0x1.7e1d92p-3f,
        0x1.4f9018p-6f, 0x1.7edc1ep-7f, -0x1.b0e3a8p-11f, -0x1.a1ad0cp-12f, 0x1.2fc31ap-15f,
        0x1.e35bb8p-17f, 0x1.d654bap-23f, -0x1.220f4ap-15f,
        0x1.b451b2p-20f}},  // [3.4375, 4.171875) relative error 2^-35.875
      {0x1.0bp2f,
       0x1.23p2f,
       0.0f,
       {0x1.2769cap-2f, -0x1.4eccccp-27f, -0x1.167f88p-2f, 0x1.0d40dp-28f, -0x1.b7bf56p-4f,
        0x1.87811cp-5f, 0x1.837f94p-8f, -0x1.1550e4p-9f, -0x1.6250ecp-13f, 0x1.9b9efap-15f,
        -0x1.0d807ep-18f, 0x1.5fc2fap-17f, 0x1.f738p-17f,
        -0x1.e7f20cp-16f}},  // [4.171875, 4.921875) relative error 2^-36.25
      {0x1.3bp2f,
       0x1.5b7fe4p2f,
       0x1.d0f606p-23f,
       {0.0f, 0.0f, -0x1.5c7c56p-2f, 0x1.224cbcp-27f, 0x1.00b9f8p-5f, 0x1.a15d92p-5f,
        -0x1.10a2cp-8f, -0x1.1be556p-9f, 0x1.32db9p-13f, 0x1.81b8f8p-15f, -0x1.7df5b6p-20f,
        0x1.a8b2p-20f, -0x1.3dc22cp-19f,
        -0x1.c78de4p-19f}},  // [4.921875, 5.921875) relative error 2^-32.8125
      {0x1.7bp2f,
       0x1.9d8p2f,
       0.0f,
       {-0x1.1333dap-2f, 0x1.e4d2ap-27f, -0x1.2353d8p-3f, 0x1.c4968p-29f, 0x1.2327b8p-3f,
        0x1.fe3206p-7f, -0x1.78fd58p-7f, -0x1.e73bc2p-12f, 0x1.73a6ap-12f, 0x1.a9aaf4p-18f,
        -0x1.00cc2ep-18f, 0x1.33d696p-19f, -0x1.62d074p-19f,
        -0x1.961306p-19f}},  // [5.921875, 7) relative error 2^-33.3125
      {0x1.cp2f,
       0x1.e3p2f,
       0.0f,
       {-0x1.01cc38p-2f, 0x1.39b17cp-27f, 0x1.4d1a68p-3f, 0x1.8ec39p-29f, 0x1.ce67a8p-4f,
        -0x1.fb0998p-6f, -0x1.062c6ep-7f, 0x1.a61976p-10f, 0x1.d51d0ap-13f, -0x1.3673ep-15f,
        -0x1.c8433ap-20f, -0x1.14546cp-19f, -0x1.211bf4p-19f,
        0x1.aa1302p-19f}},  // [7, 8.09375) relative error 2^-33.3125
      {0x1.03p3f,
       0x1.13127ap3f,
       0x1.cc2d36p-22f,
       {0.0f, 0.0f, 0x1.15f994p-2f, -0x1.869fp-33f, -0x1.02b394p-6f, -0x1.6395ep-5f, 0x1.3cee14p-9f,
        0x1.07a6a6p-9f, -0x1.b66bcep-14f, -0x1.6ff424p-15f, 0x1.e6d314p-19f, 0x1.b824a6p-21f,
        -0x1.5668e2p-19f, -0x1.dcd7aap-22f}},  // [8.09375, 9.09375) relative error 2^-32.4375
      {0x1.23p3f,
       0x1.344p3f,
       0.0f,
       {0x1.c4db5ep-3f, -0x1.804decp-28f, 0x1.ebaa6p-4f, -0x1.c64dcp-30f, -0x1.d97f32p-4f,
        -0x1.008618p-6f, 0x1.3de2acp-7f, 0x1.2de7dp-11f, -0x1.4b0f24p-12f, -0x1.50b2dcp-17f,
        0x1.b39fbp-18f, 0x1.3d7528p-20f, -0x1.8a4054p-20f,
        -0x1.7e54f6p-20f}},  // [9.09375, 10.171875) relative error 2^-34
      {0x1.458p3f,
       0x1.56cp3f,
       0.0f,
       {0x1.ae0f26p-3f, 0x1.e8e0c8p-28f, -0x1.12a0d2p-3f, -0x1.d792fp-28f, -0x1.90abaap-4f,
        0x1.98bb1ep-6f, 0x1.e424a4p-8f, -0x1.5c29c4p-10f, -0x1.cae6fcp-13f, 0x1.0a40cap-15f,
        0x1.e02416p-20f, 0x1.f64e06p-20f, 0x1.1ee2acp-19f,
        -0x1.8dcf2p-19f}},  // [10.171875, 11.25) relative error 2^-33.25
      {0x1.68p3f,
       0x1.77f914p3f,
       -0x1.caf37ep-23f,
       {0.0f, 0.0f, -0x1.dc14eap-3f, -0x1.52d32p-31f, 0x1.4429fep-7f, 0x1.367d7ep-5f,
        -0x1.9d6d8cp-10f, -0x1.dc51b8p-10f, 0x1.3081cap-14f, 0x1.59c77ap-15f, -0x1.397f86p-21f,
        -0x1.fe49dcp-20f, -0x1.a75d78p-20f,
        0x1.186b9ep-19f}},  // [11.25, 12.25) relative error 2^-32.75
      {0x1.88p3f,
       0x1.99p3f,
       0.0f,
       {-0x1.882f4cp-3f, -0x1.f806d8p-29f, -0x1.b79e22p-4f, -0x1.573ba8p-29f, 0x1.96fb56p-4f,
        0x1.ef11f8p-7f, -0x1.13a8aap-7f, -0x1.42ae1cp-11f, 0x1.24a03cp-12f, 0x1.7cc284p-17f,
        -0x1.0a65e6p-18f, 0x1.c791fp-21f, -0x1.3adb48p-20f,
        -0x1.5e2a2ep-20f}},  // [12.25, 13.3125) relative error 2^-34.1875
      {0x1.aap3f,
       0x1.bb4p3f,
       0.0f,
       {-0x1.7be5b6p-3f, 0x1.b8c4dp-30f, 0x1.d498bap-4f, -0x1.da103p-30f, 0x1.69009ap-4f,
        -0x1.57827cp-6f, -0x1.c1cc2cp-8f, 0x1.257deap-10f, 0x1.ba30b8p-13f, -0x1.ccf98ap-16f,
        -0x1.7f1a18p-19f, -0x1.14a944p-21f, -0x1.8974dp-21f,
        0x1.33d742p-20f}},  // [13.3125, 14.390625) relative error 2^-34.625
      {0x1.cc8p3f,
       0x1.dcb7d8p3f,
       0x1.1bd092p-22f,
       {0.0f, 0.0f, 0x1.a7022cp-3f, -0x1.f5e6ep-31f, -0x1.c650b6p-8f, -0x1.163192p-5f,
        0x1.26afd8p-10f, 0x1.b176cp-10f, -0x1.c007b8p-15f, -0x1.3f13ecp-15f, 0x1.bfed9ep-21f,
        0x1.e1d318p-21f, 0x1.2d5dd8p-21f,
        -0x1.24203ep-21f}},  // [14.390625, 15.390625) relative error 2^-34
      {0x1.ec8p3f,
       0x1.fdcp3f,
       0.0f,
       {0x1.5f6204p-3f, -0x1.74bp-37f, 0x1.8eae76p-4f, 0x1.78cd8p-34f, -0x1.6a830ep-4f,
        -0x1.d329f8p-7f, 0x1.ebf2dp-8f, 0x1.40df84p-11f, -0x1.07b608p-12f, -0x1.9ff24ap-17f,
        0x1.4edf34p-18f, 0x1.5f0ecap-21f, -0x1.88c254p-21f,
        -0x1.6836dp-21f}},  // [15.390625, 16.46875) relative error 2^-34.5625
      {0x1.078p4f,
       0x1.102p4f,
       0.0f,
       {0x1.54c94cp-3f, 0x1.d715bcp-28f, -0x1.a8da9p-4f, 0x1.1cefap-31f, -0x1.471e46p-4f,
        0x1.32bcc2p-6f, 0x1.9df98p-8f, -0x1.04adbp-10f, -0x1.9e7238p-13f, 0x1.988f6p-16f,
        0x1.1b0152p-19f, 0x1.f96802p-21f, 0x1.92871ep-20f,
        -0x1.c3eeacp-20f}},  // [16.46875, 17.546875) relative error 2^-33.4375
      {0x1.18cp4f,
       0x1.20b1c6p4f,
       0x1.2be3c8p-21f,
       {0.0f, 0.0f, -0x1.80781cp-3f, -0x1.92e5cp-30f, 0x1.54eda6p-8f, 0x1.fbe6ep-6f,
        -0x1.be30d6p-11f, -0x1.8effbap-10f, 0x1.5889dap-15f, 0x1.294042p-15f, -0x1.501d4cp-21f,
        -0x1.14b29p-20f, -0x1.09e536p-21f,
        0x1.d0b7bap-21f}},  // [17.546875, 18.546875) relative error 2^-34.125
      {0x1.28cp4f,
       0x1.346p4f,
       0.0f,
       {-0x1.5ed268p-3f, 0x1.b5e72p-28f, -0x1.ceb462p-5f, 0x1.e3a518p-31f, 0x1.63e11ap-4f,
        0x1.01d4b6p-7f, -0x1.dd40ep-8f, -0x1.4b768ap-12f, 0x1.fbcacep-13f, 0x1.81d54cp-18f,
        -0x1.1f2e78p-18f, -0x1.5a0476p-25f, 0x1.828f2p-25f,
        -0x1.78b29cp-27f}},  // [18.546875, 20) relative error 2^-37.125
  };
  return bessel_table_eval(kRows, 19, a);
}

// (2/pi) ln(a) * j as a float-float, j a float.
WARPMATH_HD fp::ff two_over_pi_log_times(float a, float j) {
  const fp::ff l = fp::ff_mul_unnormalised(detail::log::log_ff_unnormalised_rel26(a),
                                           fp::kTwoOverPiHi, fp::kTwoOverPiLo);
  const fp::ff p = fp::two_prod(l.hi, j);
  return {p.hi, fp::fma(l.lo, j, p.lo)};
}

// (J0(a) - 1) / u, u = a^2 <= 1.
WARPMATH_HD float j0u(float u) {
  return fp::horner(u, -0x1p-2f, 0x1p-6f, -0x1.c71c72p-12f, 0x1.c71cacp-18f, -0x1.2356a8p-24f,
                    0x1.04bbcp-31f);
}

// J0(a) = 1 + u*j0u(u), 0 <= a <= 1.
WARPMATH_HD float j0_small(float a) {
  const float u = fp::mul(a, a);
  return fp::fma(u, j0u(u), 1.0f);
}

// J1(a) = a*j1u(u), 0 <= a <= 1.25.
WARPMATH_HD float j1_small(float a) {
  const float u = fp::mul(a, a);
  return fp::mul(a, fp::horner(u, 0x1p-1f, -0x1p-4f, 0x1.555556p-9f, -0x1.c71d22p-15f,
                               0x1.6c570ep-21f, -0x1.98429p-28f, 0x1.afa01ap-34f));
}

// Y0(a) = (2/pi) ln(a) J0(a) + r0u(u), 0 < a <= 0.75. With L = (2/pi) ln(a) a float-float and
// J0 = 1 + c (c = u*j0u(u), |c| < 0.14), L J0 = L + L c: only the small product L c is rounded.
// (Rounding J0 itself to float cost up to 0.47 ulp where |Y0| is just below 1, near a = 0.23,
// and the exhaustive sweep found 1.045 ulp, an absolute error of 6.2e-8 > 2^-24, there.)
WARPMATH_HD float y0_small(float a) {
  const float u = fp::mul(a, a);
  const float c = fp::mul(u, j0u(u));
  const fp::ff l0 = fp::ff_mul_unnormalised(detail::log::log_ff_unnormalised_rel26(a),
                                            fp::kTwoOverPiHi, fp::kTwoOverPiLo);
  const fp::ff l =
      fp::two_sum(l0.hi, fp::fma(l0.hi, c, fp::fma(l0.lo, c, l0.lo)));  // l0.lo is up to 5% of l0
  const fp::ff s = fp::two_sum(
      l.hi, fp::horner(u, -0x1.2e4d6ap-4f, 0x1.6bbcbep-3f, -0x1.075f94p-6f, 0x1.1dcf8ep-11f,
                       -0x1.e5a572p-16f, 0x1.d32ebcp-16f, -0x1.fe4638p-17f));
  return fp::add(s.hi, fp::add(s.lo, l.lo));
}

// Y1(a) = (2/pi) ln(a) J1(a) - 2/(pi a) + a*r1u(u), 0 < a <= 1.25.  2/(pi a) = q + q_lo: the
// remainder of the quotient by FMA; it overflows to -inf for a < 1.87e-39, as Y1 does.
WARPMATH_HD float y1_small(float a) {
  const float u = fp::mul(a, a);
  const float q = fp::div(fp::kTwoOverPiHi, a);
  if (detail::unlikely(q == fp::as_float(fp::kInfBits))) return -q;
  const float q_lo = fp::div(fp::add(fp::fma(-q, a, fp::kTwoOverPiHi), fp::kTwoOverPiLo), a);
  const fp::ff l = two_over_pi_log_times(a, j1_small(a));
  const fp::ff s1 = fp::two_sum(-q, l.hi);
  const fp::ff s2 = fp::two_sum(
      s1.hi,
      fp::mul(a, fp::horner(u, -0x1.918662p-3f, 0x1.bd39a8p-5f, -0x1.836b04p-9f, 0x1.3094f2p-14f,
                            -0x1.0d0c24p-19f, 0x1.149654p-21f, -0x1.a421b2p-24f)));
  return fp::add(s2.hi, fp::add(fp::add(s2.lo, s1.lo), fp::sub(l.lo, q_lo)));
}

// sqrt(2/(pi a)) A(w) and the float-float v with a - (2 nu + 1) pi/4 + phi(w) = v + q pi/2,
// |v| <= pi/4 + 2^-7, for a >= 20 (see the file comment).
struct bessel_asymptotic_parts {
  float amplitude;
  fp::ff v;
  std::uint32_t q;
};

WARPMATH_HD bessel_asymptotic_parts bessel_asymptotic(float a, int nu) {
  // tools/sollya/special_bessel_j_asympt.sollya
  constexpr float A0[5] = {0x1p0f, -0x1.fffffap-5f, 0x1.a7eeep-4f, -0x1.121df6p-1f, 0x1.1cdd1ap2f};
  constexpr float B0[5] = {-0x1p-3f, 0x1.0aaa9ap-4f, -0x1.ad06acp-3f, 0x1.99c716p0f,
                           -0x1.09a446p4f};
  constexpr float A1[5] = {0x1p0f, 0x1.7ffffep-3f, -0x1.8bf4ecp-3f, 0x1.9772f2p-1f, -0x1.7ec2fep2f};
  constexpr float B1[5] = {0x1.8p-2f, -0x1.4ffff6p-3f, 0x1.7bb1aap-2f, -0x1.29663cp1f,
                           0x1.621e78p4f};
  const float* A = nu == 0 ? A0 : A1;
  const float* B = nu == 0 ? B0 : B1;
  const float w = fp::div(1.0f, a);
  const float s = fp::mul(w, w);
  const float amp_poly = fp::horner(s, A[0], A[1], A[2], A[3], A[4]);
  const float phi = fp::mul(w, fp::horner(s, B[0], B[1], B[2], B[3], B[4]));
  const float amplitude = fp::div(fp::mul(fp::kSqrtTwoOverPi, amp_poly), fp::sqrt(a));

  const detail::reduce::trig_reduced red = detail::reduce::reduce_pi_over_2(a);
  const fp::ff d = fp::two_sum(red.hi, -fp::kPiOver4Hi);  // r - pi/4, |r| < 0.79
  const fp::ff e = fp::two_sum(d.hi, phi);
  float lo = fp::add(fp::add(d.lo, e.lo), fp::sub(red.lo, fp::kPiOver4Lo));
  fp::ff v = fp::fast_two_sum(e.hi, lo);
  std::uint32_t q = red.q;
  if (v.hi < -fp::kPiOver4Hi) {  // v + pi/2, one quadrant less
    const fp::ff h = fp::two_sum(v.hi, fp::kPiOver2Hi);
    lo = fp::add(fp::add(h.lo, v.lo), fp::kPiOver2Lo);
    v = fp::fast_two_sum(h.hi, lo);
    q -= 1u;
  }
  return {amplitude, v, (q - static_cast<std::uint32_t>(nu)) & 3u};
}

// J_nu(a) (want_y false) or Y_nu(a), nu = 0, 1, a >= 20.
WARPMATH_HD float bessel_large(float a, int nu, bool want_y) {
  const bessel_asymptotic_parts p = bessel_asymptotic(a, nu);
  const detail::trig::sincos_ff sc = detail::trig::sincos_quadrant(p.v.hi, p.v.lo, p.q);
  const fp::ff c = want_y ? sc.sin : sc.cos;
  return fp::fma(p.amplitude, c.hi, fp::mul(p.amplitude, c.lo));
}

// One step of the three-term recurrence f_(k+1) = (2k/a) f_k - f_(k-1) (k >= 1) on float-floats:
// 2k/a = q + q_lo (its remainder by FMA), the product's cross terms in FMAs, the difference by
// TwoSum: about 2^-44 relative per step, against 2^-24 for the plain float step.
WARPMATH_HD fp::ff bessel_recurrence_step(float two_k, float a, fp::ff cur, fp::ff prev) {
  const float q = fp::div(two_k, a);
  const float q_lo = fp::div(fp::fma(-q, a, two_k), a);
  const fp::ff p = fp::two_prod(q, cur.hi);
  const float p_lo = fp::fma(q_lo, cur.hi, fp::fma(q, cur.lo, p.lo));
  const fp::ff s = fp::two_sum(p.hi, -prev.hi);
  return fp::fast_two_sum(s.hi, fp::add(s.lo, fp::sub(p_lo, prev.lo)));
}

// J_m(a) for m >= 2, 0 < a < inf (see jnf.hpp).
WARPMATH_HD float bessel_jn_positive(unsigned m, float a) {
  const float fm = static_cast<float>(m);
  if (a >= fm) {  // forward
    fp::ff prev = {a < kBesselAsymptoticStart ? (a <= 1.0f ? j0_small(a) : j0_table(a))
                                              : bessel_large(a, 0, false),
                   0.0f};
    fp::ff cur = {a < kBesselAsymptoticStart ? (a <= 1.0f ? j1_small(a) : j1_table(a))
                                             : bessel_large(a, 1, false),
                  0.0f};
    for (unsigned k = 1; k < m; ++k) {
      const fp::ff next = bessel_recurrence_step(static_cast<float>(2u * k), a, cur, prev);
      prev = cur;
      cur = next;
    }
    return fp::add(cur.hi, cur.lo);
  }
  if (a < 0x1p-10f) {  // (a/2)^m / m! (1 - (a/2)^2/(m + 1)): the next term is below 2^-42
    const float h = fp::mul(a, 0.5f);
    float term = 1.0f;
    for (unsigned k = 1; k <= m; ++k) term = fp::mul(term, fp::div(h, static_cast<float>(k)));
    return fp::fma(-term, fp::div(fp::mul(h, h), fp::add(fm, 1.0f)), term);
  }
  // Miller: from L (even) down to 0, J_(L+1) = 0, J_L = 2^-64; each step grows by at most
  // 2L/a < 2^19 (a >= 2^-10, L < 2^9), so rescaling at 2^64 keeps everything finite.
  const unsigned extra = static_cast<unsigned>(fp::sqrt(fp::mul(40.0f, fm)));
  const unsigned top = (m + extra + 2u) & ~1u;
  fp::ff next = {0.0f, 0.0f};
  fp::ff cur = {0x1p-64f, 0.0f};
  fp::ff at_m = {0.0f, 0.0f};
  for (unsigned k = top; k >= 1u; --k) {  // cur = J_k, next = J_(k+1)
    if (k == m) at_m = cur;
    const fp::ff lower = bessel_recurrence_step(static_cast<float>(2u * k), a, cur, next);
    next = cur;
    cur = lower;
    if (fp::abs(cur.hi) > 0x1p64f) {  // rescale everything kept (exact)
      cur = {fp::mul(cur.hi, 0x1p-64f), fp::mul(cur.lo, 0x1p-64f)};
      next = {fp::mul(next.hi, 0x1p-64f), fp::mul(next.lo, 0x1p-64f)};
      at_m = {fp::mul(at_m.hi, 0x1p-64f), fp::mul(at_m.lo, 0x1p-64f)};
    }
  }
  // cur = J0, next = J1 (unnormalised): scale s = (j0 J0 + j1 J1) / (J0^2 + J1^2).
  const float j0 = a <= 1.0f
                       ? j0_small(a)
                       : (a < kBesselAsymptoticStart ? j0_table(a) : bessel_large(a, 0, false));
  const float j1 = a <= 1.0f
                       ? j1_small(a)
                       : (a < kBesselAsymptoticStart ? j1_table(a) : bessel_large(a, 1, false));
  float c0 = fp::add(cur.hi, cur.lo), c1 = fp::add(next.hi, next.lo);
  float jm = fp::add(at_m.hi, at_m.lo);
  while (fp::abs(c0) > 0x1p32f || fp::abs(c1) > 0x1p32f) {  // keep the squares finite (exact)
    c0 = fp::mul(c0, 0x1p-32f);
    c1 = fp::mul(c1, 0x1p-32f);
    jm = fp::mul(jm, 0x1p-32f);
  }
  const float num = fp::fma(j0, c0, fp::mul(j1, c1));
  const float den = fp::fma(c0, c0, fp::mul(c1, c1));
  return fp::mul(jm, fp::div(num, den));
}

// Y_m(x) for m >= 2, 0 < x < inf (see ynf.hpp).
WARPMATH_HD float bessel_yn_positive(unsigned m, float x) {
  fp::ff prev = {x <= 0.75f ? y0_small(x)
                            : (x < kBesselAsymptoticStart ? y0_table(x) : bessel_large(x, 0, true)),
                 0.0f};
  fp::ff cur = {x <= 1.25f ? y1_small(x)
                           : (x < kBesselAsymptoticStart ? y1_table(x) : bessel_large(x, 1, true)),
                0.0f};
  for (unsigned k = 1; k < m; ++k) {
    const fp::ff next = bessel_recurrence_step(static_cast<float>(2u * k), x, cur, prev);
    if (detail::unlikely(!(fp::abs(next.hi) <= 0x1.fffffep127f))) {
      // (2k/x) Y_k overflowed (or Y1 was already -inf): k > x there, where the recurrence only
      // grows, so Y_m overflows with the sign of Y_k -- unless this is the last step and only
      // the product overflowed: (2k/x) Y_k = Y_(k+1) + Y_(k-1) exceeds |Y_(k+1)| by up to
      // (x/2k)^2 relative (ynf(128, 47.8) = -0x1.fe42aap+127). That step again at a quarter of
      // the scale (exact: the values are near 2^127).
      if (k + 1 == m) {
        const fp::ff quarter_cur = {fp::mul(cur.hi, 0.25f), fp::mul(cur.lo, 0.25f)};
        const fp::ff quarter_prev = {fp::mul(prev.hi, 0.25f), fp::mul(prev.lo, 0.25f)};
        const fp::ff quarter =
            bessel_recurrence_step(static_cast<float>(2u * k), x, quarter_cur, quarter_prev);
        if (fp::abs(quarter.hi) <= 0x1.fffffep125f) {
          return fp::mul(fp::add(quarter.hi, quarter.lo), 4.0f);
        }
      }
      return fp::copysign(fp::as_float(fp::kInfBits), cur.hi);
    }
    prev = cur;
    cur = next;
  }
  return fp::add(cur.hi, cur.lo);
}

}  // namespace warpmath::detail::special
