// host_ref/annexf.hpp -- special-value expectations of C23 Annex F (F.10) for every Ref, written
// out by hand, independently of MPFR and of the oracle's own special-case tables and rules.
#pragma once
#include <vector>

#include "host_ref/oracle.hpp"

namespace warpmath::host_ref {

struct SpecialCase {
  Ref ref;
  float x;
  float expected;  // compare bit for bit (the sign of zero and infinity counts); any NaN matches
};

// Two-argument references, arguments in the C order (atan2(y, x): x holds y, y holds x).
struct SpecialCase2 {
  Ref ref;
  float x;
  float y;
  float expected;
};

// For each one-argument Ref: +-0, +-inf and NaN; the edges of the domain and its exact points
// (log(1), log1p(-1), atanh(+-1), acospi(-1), ...); results that overflow or underflow; for the
// pi functions also the integers and half-integers +-1, +-2, +-3, +-0.5, +-1.5, +-2.5,
// +-(2^23 + 1), +-2^24, +-2^30, +-FLT_MAX.
const std::vector<SpecialCase>& annexf_cases();

// For each two-argument Ref: the rules of its Annex F section (signed zeros, infinities, NaN
// arguments that do or do not propagate, pow's integer and odd-integer exponents, ...).
const std::vector<SpecialCase2>& annexf_cases2();

// The parts of annexf_cases(): the trig table (annexf.cpp) and the rest (annexf_elementary.cpp).
std::vector<SpecialCase> annexf_trig_cases();
std::vector<SpecialCase> annexf_elementary_cases();
// The exact functions and integer-valued views (annexf_exact.cpp), one and two arguments.
std::vector<SpecialCase> annexf_exact_cases();
std::vector<SpecialCase2> annexf_exact_cases2();
// The special functions (annexf_special.cpp): erf, erfc, erfcx, normcdf, lgamma, tgamma.
std::vector<SpecialCase> annexf_special_cases();
// The Bessel functions j0, j1, y0, y1 (annexf_bessel_j.cpp).
std::vector<SpecialCase> annexf_bessel_j_cases();
std::vector<SpecialCase2> annexf_bessel_n_cases2();  // jn, yn
// The inverse error functions (annexf_erfinv.cpp): erfinv, erfcinv, normcdfinv.
std::vector<SpecialCase> annexf_erfinv_cases();
// cyl_bessel_i0, cyl_bessel_i1 (annexf_bessel_i.cpp).
std::vector<SpecialCase> annexf_bessel_i_cases();

}  // namespace warpmath::host_ref
