// warpmath/special/special.hpp -- the special functions (issue 4): erff, erfcf, erfcxf, normcdff,
// erfinvf, erfcinvf, normcdfinvf. Each header documents its algorithm, error bound and measured
// error; the shared kernels are in erf_kernels.hpp and erfinv_kernels.hpp.
#pragma once
#include "erfcf.hpp"
#include "erfcinvf.hpp"
#include "erfcxf.hpp"
#include "erff.hpp"
#include "erfinvf.hpp"
#include "normcdff.hpp"
#include "normcdfinvf.hpp"
