// warpmath/special/special.hpp -- the special functions (issue 4): erff, erfcf, erfcxf, normcdff,
// lgammaf, tgammaf.  Each header documents its algorithm, error bound and measured error; the
// shared kernels are in erf_kernels.hpp and gamma_kernels.hpp.
#pragma once
#include "erfcf.hpp"
#include "erfcxf.hpp"
#include "erff.hpp"
#include "lgammaf.hpp"
#include "normcdff.hpp"
#include "tgammaf.hpp"
