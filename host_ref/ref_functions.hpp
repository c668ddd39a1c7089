// host_ref/ref_functions.hpp -- internal: everything refs.def names. The error bounds of the
// fast paths, the special-value tables of the one-argument references, and the declarations of
// the fast functions (fast_*.cpp), the two-argument special rules (binary_special.cpp) and the
// MPFR wrappers (mpfr_wrappers.cpp).
#pragma once
#include <limits>

#include "host_ref/ref_spec.hpp"

namespace warpmath::host_ref::detail {

// --- Error bounds E of the fast paths' doubles (relative). One rounding in double is 2^-53. ---
// Own trig reduction + libm on [-pi/4, pi/4] (derivation in fast_trig.cpp): sin, cos, tan
// 9.8 * 2^-53; the pi forms 7.2 * 2^-53, given the larger bound to share the 2^-46 check.
inline constexpr double kTrigError = 9.8 * 0x1p-53;
// glibc 2.36 double functions on an exact (float) argument: the glibc manual lists at most
// 2 ulps (4 for none of ours), i.e. a relative 2^-51; we take 4 times that. fast_path_test
// measures the real maximum on samples, about 2^-52.5. This bound is MEASURED (by glibc's test
// suite and ours), not proven: every bound below built on it inherits that. The fast paths run
// only on glibc 2.36 (fast_paths_enabled(), oracle.hpp); elsewhere the oracle is MPFR only.
inline constexpr double kLibmError = 0x1p-49;
// A libm result times or divided by a double constant c (1/ln 2, pi, ...) or 1/libm: kLibmError
// + 2^-53 (the operation) + the constant's relative error (<= 2^-53.2 for each one used)
// = 2^-49 + 2^-52.
inline constexpr double kLibmScaledError = 0x1.2p-49;
// b^x - 1 for b = 2, 10 (fast_exp_log.cpp). Where b^x >= 2 or <= 1/2, exp_b(x) - 1 loses at most
// a factor 2: 2 kLibmError + 2^-53. Elsewhere expm1(x ln b) with |x ln b| < 0.73, where expm1's
// condition number t e^t / (e^t - 1) is below 1.41, and x * ln b (a double constant within
// 2^-53.2, one product) has relative error below 2^-52: kLibmError + 1.41 * 2^-52. Hence
// 2^-48 + 2^-53.
inline constexpr double kExpMinusOneError = 0x1.04p-48;
// Correctly rounded double operations: sqrt(x) one rounding; 1/sqrt(x) two; x - y one, and
// one more double ulp for the cut of y to the double below a known bound (fast_fdim: where
// y = x exactly, `exact` becomes the double below x). For E >= 2^-52 such a cut stays within E.
inline constexpr double kSqrtError = 0x1p-53;
inline constexpr double kRsqrtError = 0x1p-52;
inline constexpr double kSubtractionError = 0x1p-52;
// x / y and x * y + z of floats in double: one correctly rounded double operation each (x * y
// is exact in double), 2^-53.
inline constexpr double kDivisionError = 0x1p-53;
inline constexpr double kFmaError = 0x1p-53;
inline constexpr double kRootnError = 0x1p-46;      // exact_refs.cpp: fast_rootn
inline constexpr double kCompoundnError = 0x1p-41;  // exact_refs.cpp: fast_compoundn
inline constexpr double kNormError = 0x1p-50;       // exact_refs.cpp: fast_norm3d ...
inline constexpr double kRhypotError = 0x1p-51;     // exact_refs.cpp: fast_rhypot

// --- Special values of the one-argument references (C23 F.10; Annex F names no rsqrt or rcbrt:
// theirs follow 1/sqrt and 1/cbrt, as CUDA's rsqrtf and rcbrtf do). ---
inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
inline constexpr double kInf = std::numeric_limits<double>::infinity();
inline constexpr float kFloatInf = std::numeric_limits<float>::infinity();
inline constexpr float kFloatNaN = std::numeric_limits<float>::quiet_NaN();
inline constexpr double kPiOver2 = 0x1.921fb54442d18p+0;  // within 2^-54 relative; rounds right
inline constexpr UnarySpecials::Point kNoPoint = {kFloatNaN, 0.0};

constexpr UnarySpecials specials(double at_plus_zero, double at_minus_zero, double at_plus_inf,
                                 double at_minus_inf, float domain_lo = -kFloatInf,
                                 float domain_hi = kFloatInf, UnarySpecials::Point first = kNoPoint,
                                 UnarySpecials::Point second = kNoPoint, double at_nan = kNaN) {
  return {at_plus_zero, at_minus_zero, at_plus_inf,     at_minus_inf,
          domain_lo,    domain_hi,     {first, second}, at_nan};
}

//                              f(+0), f(-0), f(+inf), f(-inf) [, domain, exact points]
// sin, tan, sinpi, tanpi
inline constexpr UnarySpecials kOddPeriodicSpecials = specials(0.0, -0.0, kNaN, kNaN);
// cos, cospi
inline constexpr UnarySpecials kEvenPeriodicSpecials = specials(1.0, 1.0, kNaN, kNaN);
// exp, exp2, exp10
inline constexpr UnarySpecials kExpSpecials = specials(1.0, 1.0, kInf, 0.0);
// expm1, exp2m1, exp10m1
inline constexpr UnarySpecials kExpm1Specials = specials(0.0, -0.0, kInf, -1.0);
// log, log2, log10: log(1) = +0
inline constexpr UnarySpecials kLogSpecials =
    specials(-kInf, -kInf, kInf, kNaN, 0.0f, kFloatInf, {1.0f, 0.0});
// log1p, log2p1, log10p1: f(-1) = -inf
inline constexpr UnarySpecials kLog1pSpecials =
    specials(0.0, -0.0, kInf, kNaN, -1.0f, kFloatInf, {-1.0f, -kInf});
inline constexpr UnarySpecials kSqrtSpecials = specials(0.0, -0.0, kInf, kNaN, 0.0f);
inline constexpr UnarySpecials kRsqrtSpecials = specials(kInf, -kInf, 0.0, kNaN, 0.0f);
// sinh, asinh, cbrt
inline constexpr UnarySpecials kOddUnboundedSpecials = specials(0.0, -0.0, kInf, -kInf);
inline constexpr UnarySpecials kRcbrtSpecials = specials(kInf, -kInf, 0.0, -0.0);
inline constexpr UnarySpecials kCoshSpecials = specials(1.0, 1.0, kInf, kInf);
inline constexpr UnarySpecials kTanhSpecials = specials(0.0, -0.0, 1.0, -1.0);
inline constexpr UnarySpecials kAcoshSpecials =
    specials(kNaN, kNaN, kInf, kNaN, 1.0f, kFloatInf, {1.0f, 0.0});
inline constexpr UnarySpecials kAtanhSpecials =
    specials(0.0, -0.0, kNaN, kNaN, -1.0f, 1.0f, {1.0f, kInf}, {-1.0f, -kInf});
inline constexpr UnarySpecials kAsinSpecials = specials(0.0, -0.0, kNaN, kNaN, -1.0f, 1.0f);
inline constexpr UnarySpecials kAcosSpecials =
    specials(kPiOver2, kPiOver2, kNaN, kNaN, -1.0f, 1.0f, {1.0f, 0.0});
inline constexpr UnarySpecials kAtanSpecials = specials(0.0, -0.0, kPiOver2, -kPiOver2);
inline constexpr UnarySpecials kAsinpiSpecials =
    specials(0.0, -0.0, kNaN, kNaN, -1.0f, 1.0f, {1.0f, 0.5}, {-1.0f, -0.5});
inline constexpr UnarySpecials kAcospiSpecials =
    specials(0.5, 0.5, kNaN, kNaN, -1.0f, 1.0f, {1.0f, 0.0}, {-1.0f, 1.0});
inline constexpr UnarySpecials kAtanpiSpecials = specials(0.0, -0.0, 0.5, -0.5);
// The exact functions and the float views of integer-valued ones (catalogue/functions.def).
// INT_MIN and LLONG_MIN are powers of two; INT_MAX and LLONG_MAX convert to 2^31 and 2^63.
inline constexpr double kIntMin = -0x1p31, kIntMaxAsFloat = 0x1p31;
inline constexpr double kLongMin = -0x1p63, kLongMaxAsFloat = 0x1p63;
inline constexpr UnarySpecials kLogbSpecials = specials(-kInf, -kInf, kInf, kInf);
inline constexpr UnarySpecials kIlogbSpecials =
    specials(kIntMin, kIntMin, kIntMaxAsFloat, kIntMaxAsFloat, -kFloatInf, kFloatInf, kNoPoint,
             kNoPoint, kIntMin);
inline constexpr UnarySpecials kToLongSpecials =
    specials(0.0, 0.0, kLongMaxAsFloat, kLongMin, -kFloatInf, kFloatInf, kNoPoint, kNoPoint, 0.0);
inline constexpr UnarySpecials kFrexpExpSpecials =
    specials(0.0, 0.0, 0.0, 0.0, -kFloatInf, kFloatInf, kNoPoint, kNoPoint, 0.0);
inline constexpr UnarySpecials kFracSpecials = specials(0.0, -0.0, 0.0, -0.0);
inline constexpr UnarySpecials kFabsSpecials = specials(0.0, 0.0, kInf, kInf);

// --- Fast functions (a finite, nonzero argument inside the domain, not an exact point). ---
bool fast_sin(float x, Approx* out);  // fast_trig.cpp
bool fast_cos(float x, Approx* out);
bool fast_tan(float x, Approx* out);
bool fast_sinpi(float x, Approx* out);
bool fast_cospi(float x, Approx* out);
bool fast_tanpi(float x, Approx* out);
bool fast_exp(float x, Approx* out);  // fast_exp_log.cpp
bool fast_exp2(float x, Approx* out);
bool fast_exp10(float x, Approx* out);
bool fast_expm1(float x, Approx* out);
bool fast_exp2m1(float x, Approx* out);
bool fast_exp10m1(float x, Approx* out);
bool fast_log(float x, Approx* out);
bool fast_log2(float x, Approx* out);
bool fast_log10(float x, Approx* out);
bool fast_log1p(float x, Approx* out);
bool fast_log2p1(float x, Approx* out);
bool fast_log10p1(float x, Approx* out);
bool fast_sqrt(float x, Approx* out);  // fast_elementary.cpp
bool fast_rsqrt(float x, Approx* out);
bool fast_cbrt(float x, Approx* out);
bool fast_rcbrt(float x, Approx* out);
bool fast_sinh(float x, Approx* out);
bool fast_cosh(float x, Approx* out);
bool fast_tanh(float x, Approx* out);
bool fast_asinh(float x, Approx* out);
bool fast_acosh(float x, Approx* out);
bool fast_atanh(float x, Approx* out);
bool fast_asin(float x, Approx* out);
bool fast_acos(float x, Approx* out);
bool fast_atan(float x, Approx* out);
bool fast_asinpi(float x, Approx* out);
bool fast_acospi(float x, Approx* out);
bool fast_atanpi(float x, Approx* out);
bool fast_atan2(float y, float x, Approx* out);  // fast_binary.cpp (after the special rule)
bool fast_atan2pi(float y, float x, Approx* out);
bool fast_pow(float x, float y, Approx* out);  // pow and powr
bool fast_hypot(float x, float y, Approx* out);
bool fast_fdim(float x, float y, Approx* out);
bool fast_div(float x, float y, Approx* out);
// exact_refs.cpp: the exact one-argument functions in double (every result is a double).
bool fast_trunc(float x, Approx* out);
bool fast_floor(float x, Approx* out);
bool fast_ceil(float x, Approx* out);
bool fast_round(float x, Approx* out);
bool fast_rint(float x, Approx* out);
bool fast_lrint(float x, Approx* out);
bool fast_lround(float x, Approx* out);
bool fast_logb(float x, Approx* out);
bool fast_ilogb(float x, Approx* out);
bool fast_frexp_mant(float x, Approx* out);
bool fast_frexp_exp(float x, Approx* out);
bool fast_modf_frac(float x, Approx* out);
bool fast_fabs(float x, Approx* out);
// exact_refs.cpp: the integer-argument references (n carried by the float)
bool fast_pown(float x, float n, Approx* out);
bool fast_rootn(float x, float n, Approx* out);
bool fast_compoundn(float x, float n, Approx* out);
bool fast_ldexp(float x, float n, Approx* out);
bool fast_rhypot(float x, float y, Approx* out);
bool fast_norm3d(const float* args, Approx* out);
bool fast_rnorm3d(const float* args, Approx* out);
bool fast_norm4d(const float* args, Approx* out);
bool fast_rnorm4d(const float* args, Approx* out);
bool fast_fma(const float* args, Approx* out);

// --- Special rules of the two-argument references (binary_special.cpp). The *_exact ones
// decide every input: the result is always a float computed exactly. ---
bool atan2_special(float y, float x, RefValue* out);
bool atan2pi_special(float y, float x, RefValue* out);
bool pow_special(float x, float y, RefValue* out);
bool powr_special(float x, float y, RefValue* out);
bool hypot_special(float x, float y, RefValue* out);
bool fdim_special(float x, float y, RefValue* out);
bool div_special(float x, float y, RefValue* out);
bool fmod_exact(float x, float y, RefValue* out);
bool remainder_exact(float x, float y, RefValue* out);
bool fmin_exact(float x, float y, RefValue* out);
bool fmax_exact(float x, float y, RefValue* out);
bool copysign_exact(float x, float y, RefValue* out);
bool nextafter_exact(float x, float y, RefValue* out);
// exact_refs.cpp: references whose second argument carries an integer n (catalogue
// WARPMATH_BINARY_INT), and remquo's quotient bits.
bool ldexp_special(float x, float n, RefValue* out);
bool pown_special(float x, float n, RefValue* out);
bool rootn_special(float x, float n, RefValue* out);
bool compoundn_special(float x, float n, RefValue* out);
bool remquo_quo_exact(float x, float y, RefValue* out);
bool rhypot_special(float x, float y, RefValue* out);

// --- MPFR forms that MPFR lacks or that differ from C23 (mpfr_wrappers.cpp). ---
int rsqrt_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);
int rcbrt_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);
int powr_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr y, mpfr_rnd_t rnd);
int copysign_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr y, mpfr_rnd_t rnd);
int nextafter_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr y, mpfr_rnd_t rnd);
// exact_refs.cpp
int trunc_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);
int floor_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);
int ceil_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);
int round_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);
int rint_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);
int lrint_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);
int lround_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);
int logb_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);
int ilogb_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);
int frexp_mant_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);
int frexp_exp_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);
int fabs_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);
int ldexp_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr n, mpfr_rnd_t rnd);
int pown_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr n, mpfr_rnd_t rnd);
int rootn_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr n, mpfr_rnd_t rnd);
int compoundn_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr n, mpfr_rnd_t rnd);
int remquo_quo_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr y, mpfr_rnd_t rnd);
int rhypot_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr y, mpfr_rnd_t rnd);
int norm3d_mpfr(mpfr_ptr rop, const mpfr_srcptr* args, mpfr_rnd_t rnd);
int rnorm3d_mpfr(mpfr_ptr rop, const mpfr_srcptr* args, mpfr_rnd_t rnd);
int norm4d_mpfr(mpfr_ptr rop, const mpfr_srcptr* args, mpfr_rnd_t rnd);
int rnorm4d_mpfr(mpfr_ptr rop, const mpfr_srcptr* args, mpfr_rnd_t rnd);
int fma_mpfr(mpfr_ptr rop, const mpfr_srcptr* args, mpfr_rnd_t rnd);

// --- Special functions (special_refs.cpp) ---
// erfcx: glibc exp(x^2) * erfc(x) for x < 26 (two libm results and a product: 2 kLibmError +
// 2^-53), or a series whose truncation (< 2^-62) and roundings (< 2^-51) stay far below that.
inline constexpr double kErfcxError = 0x1.08p-48;
// normcdf: glibc erfc (kLibmError), its first-order correction (within 2^-60 of the result),
// the neglected second-order term (< 2^-80) and one rounding of the sum (2^-53):
// kLibmScaledError covers it.
//                              f(+0), f(-0), f(+inf), f(-inf)
inline constexpr UnarySpecials kErfSpecials = specials(0.0, -0.0, 1.0, -1.0);
inline constexpr UnarySpecials kErfcSpecials = specials(1.0, 1.0, 0.0, 2.0);
inline constexpr UnarySpecials kErfcxSpecials = specials(1.0, 1.0, 0.0, kInf);
inline constexpr UnarySpecials kNormcdfSpecials = specials(0.5, 0.5, 1.0, 0.0);
// j0, j1, y0, y1 (fast_bessel.cpp): a double with a proven running bound on its absolute error,
// returned only where that bound is within E = 2^-42 of the result (elsewhere MPFR).
inline constexpr double kBesselError = 0x1p-42;
bool fast_j0(float x, Approx* out);
bool fast_j1(float x, Approx* out);
bool fast_y0(float x, Approx* out);
bool fast_y1(float x, Approx* out);
// Their special values: J(+-inf) = +0 (MPFR's and CUDA's value, also for the odd J1),
// J0(+-0) = 1, J1(+-0) = +-0; Y(+-0) = -inf, Y(x < 0) = NaN (-inf included), Y(+inf) = +0.
inline constexpr UnarySpecials kJ0Specials = specials(1.0, 1.0, 0.0, 0.0);
inline constexpr UnarySpecials kJ1Specials = specials(0.0, -0.0, 0.0, 0.0);
inline constexpr UnarySpecials kYSpecials = specials(-kInf, -kInf, 0.0, kNaN, 0.0f);
// jn, yn (bessel_refs.cpp): n clamped to [-kBesselMaxOrder, kBesselMaxOrder], NaN x -> NaN.
inline constexpr long kBesselMaxOrder = 128;
bool bessel_n_special(float x, float n, RefValue* out);
int jn_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr n, mpfr_rnd_t rnd);
int yn_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_srcptr n, mpfr_rnd_t rnd);
bool fast_erf(float x, Approx* out);
bool fast_erfc(float x, Approx* out);
bool fast_erfcx(float x, Approx* out);
bool fast_normcdf(float x, Approx* out);
int erfcx_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);
int normcdf_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);
// lgamma, tgamma (gamma_refs.cpp): glibc 2.36 lgamma_r and tgamma, listed at 4 and 9 ulps in
// glibc's manual (< 2^-49.8), measured 2^-50.4 and 2^-50.2 (GammaFastPath); E = 2^-48.
inline constexpr double kGammaError = 0x1p-48;
// lgamma(+-0) = lgamma(+-inf) = +inf, lgamma(1) = lgamma(2) = +0 (the poles at the negative
// integers: fast_lgamma); tgamma(+-0) = +-inf, tgamma(+inf) = +inf, tgamma(-inf) = NaN,
// tgamma(1) = tgamma(2) = 1 (tgamma at the negative integers = NaN: fast_tgamma).
inline constexpr UnarySpecials kLgammaSpecials =
    specials(kInf, kInf, kInf, kInf, -kFloatInf, kFloatInf, {1.0f, 0.0}, {2.0f, 0.0});
inline constexpr UnarySpecials kTgammaSpecials =
    specials(kInf, -kInf, kInf, kNaN, -kFloatInf, kFloatInf, {1.0f, 1.0}, {2.0f, 1.0});
bool fast_lgamma(float x, Approx* out);
bool fast_tgamma(float x, Approx* out);
int lgamma_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);
// The inverses (erfinv_refs.cpp): the root proved within 2^-45 relative by glibc's erf / erfc
// (kLibmError) at both ends of a bracket, times sqrt(2) for normcdfinv (2^-53.2 + 2^-53).
inline constexpr double kErfinvError = 0x1.02p-45;
//                              f(+0), f(-0), f(+inf), f(-inf), domain, exact points
inline constexpr UnarySpecials kErfinvSpecials =
    specials(0.0, -0.0, kNaN, kNaN, -1.0f, 1.0f, {1.0f, kInf}, {-1.0f, -kInf});
inline constexpr UnarySpecials kErfcinvSpecials =
    specials(kInf, kInf, kNaN, kNaN, 0.0f, 2.0f, {2.0f, -kInf}, {1.0f, 0.0});
inline constexpr UnarySpecials kNormcdfinvSpecials =
    specials(-kInf, -kInf, kNaN, kNaN, 0.0f, 1.0f, {1.0f, kInf}, {0.5f, 0.0});
bool fast_erfinv(float x, Approx* out);
bool fast_erfcinv(float x, Approx* out);
bool fast_normcdfinv(float x, Approx* out);
int erfinv_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);
int erfcinv_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);
int normcdfinv_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);
// cyl_bessel_i0, cyl_bessel_i1 (bessel_i_refs.cpp): the power series in double, at most 151
// positive terms with at most 3n roundings each and a truncation below 2^-59.9 (derivation
// there): below 2^-44.
inline constexpr double kBesselIError = 0x1p-44;
inline constexpr UnarySpecials kBesselI0Specials = specials(1.0, 1.0, kInf, kInf);
bool fast_cyl_bessel_i0(float x, Approx* out);
bool fast_cyl_bessel_i1(float x, Approx* out);
int cyl_bessel_i0_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);
int cyl_bessel_i1_mpfr(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);

}  // namespace warpmath::host_ref::detail
