// host_ref/annexf.hpp -- special-value expectations of C23 Annex F (F.10.1) for every Ref,
// written out by hand, independently of MPFR and of the oracle's own special-case code.
#pragma once
#include <vector>

#include "host_ref/oracle.hpp"

namespace warpmath::host_ref {

struct SpecialCase {
  Ref ref;
  float x;
  float expected;  // compare bit for bit (the sign of zero and infinity counts); any NaN matches
};

// For each Ref: +-0, +-inf and NaN; for the pi functions also the integers and half-integers
// +-1, +-2, +-3, +-0.5, +-1.5, +-2.5, +-(2^23 + 1), +-2^24, +-2^30, +-FLT_MAX.
const std::vector<SpecialCase>& annexf_cases();

}  // namespace warpmath::host_ref
