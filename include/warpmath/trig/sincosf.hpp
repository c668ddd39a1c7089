// warpmath/trig/sincosf.hpp -- sincosf(x, &s, &c): sinf and cosf from one reduction.
//
// Same algorithm, kernels and results bit for bit as sinf and cosf (trig/sinf.hpp,
// trig/cosf.hpp); the reduction is shared.  Special values as sinf and cosf.
#pragma once
#include "../fp/bits.hpp"
#include "../reduce/trig_reduce.hpp"
#include "trig_kernels.hpp"

namespace warpmath {

WARPMATH_HD void sincosf(float x, float* sptr, float* cptr) {
  if (detail::unlikely(fp::is_nan_or_inf(x))) {
    *sptr = *cptr = fp::sub(x, x);
    return;
  }
  const detail::reduce::trig_reduced red = detail::reduce::reduce_pi_over_2(x);
  const detail::trig::sincos_ff v = detail::trig::sincos_quadrant(red.hi, red.lo, red.q);
  *sptr = fp::abs_bits(x) < 0x39800000u ? x : fp::ff_to_float(v.sin);  // as sinf for |x| < 2^-12
  *cptr = fp::ff_to_float(v.cos);
}

}  // namespace warpmath
