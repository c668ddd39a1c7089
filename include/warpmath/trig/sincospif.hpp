// warpmath/trig/sincospif.hpp -- sincospif(x, &s, &c): sinpif and cospif from one reduction,
// bit for bit the same results as the two functions (trig/sinpif.hpp, trig/cospif.hpp).
#pragma once
#include "../fp/bits.hpp"
#include "../reduce/half_turn_reduce.hpp"
#include "trig_kernels.hpp"

namespace warpmath {

WARPMATH_HD void sincospif(float x, float* sptr, float* cptr) {
  if (detail::unlikely(fp::is_nan_or_inf(x))) {
    *sptr = *cptr = fp::sub(x, x);
    return;
  }
  const detail::reduce::half_turn_reduced red = detail::reduce::reduce_half_turns(x);
  const detail::trig::sincos_ff v = detail::trig::sincos_quadrant(red.hi, red.lo, red.q);
  const float s = fp::ff_to_float(v.sin);
  const float c = fp::ff_to_float(v.cos);
  const bool tiny = fp::abs_bits(x) < detail::reduce::kPiTinyLimitBits;
  *sptr = tiny ? detail::reduce::pi_times_tiny(x)
               : (red.t_is_zero && !(red.q & 1u) ? fp::copysign(0.0f, x) : s);
  *cptr = red.t_is_zero && (red.q & 1u) ? 0.0f : c;
}

}  // namespace warpmath
