// warpmath/fp/poly.hpp -- polynomial evaluation with explicit FMAs.
//
// horner(x, c0, c1, ..., cn) = c0 + x*(c1 + x*(... + x*cn)), one fp::fma per coefficient.
#pragma once
#include "ops.hpp"

namespace warpmath::fp {

WARPMATH_HD float horner(float /*x*/, float c0) { return c0; }

template <typename... Rest>
WARPMATH_HD float horner(float x, float c0, float c1, Rest... rest) {
  return fp::fma(x, horner(x, c1, rest...), c0);
}

}  // namespace warpmath::fp
