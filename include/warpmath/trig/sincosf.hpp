// warpmath/trig/sincosf.hpp -- sincosf(x, &s, &c): sinf and cosf from one reduction and one
// evaluation of both polynomials (trig/sincosf_kernel.hpp).
//
// The same code as sinf and cosf, so the same bits (tests/unit/exhaustive_two_output.cpp checks
// all 2^32 inputs).  Special values as sinf and cosf.
// Measured: 48 and 47 issued instructions per warp on sm_90 for the sine and the cosine output
// alone (catalogue views sincosf_sin, sincosf_cos; CUDA 39, 40).
#pragma once
#include "sincosf_kernel.hpp"

namespace warpmath {

WARPMATH_HD void sincosf(float x, float* sptr, float* cptr) {
  const detail::trig::sin_cos v = detail::trig::sin_cos_of(x);
  *sptr = v.sin;
  *cptr = v.cos;
}

}  // namespace warpmath
