// warpmath/special/special.hpp -- the special functions: erff, erfcf, erfcxf, normcdff,
// erfinvf, erfcinvf, normcdfinvf, lgammaf, tgammaf, the Bessel functions j0f, j1f, y0f, y1f,
// jnf, ynf and the modified Bessel functions cyl_bessel_i0f, cyl_bessel_i1f.  Each header documents
// its algorithm, error bound and measured error; the shared kernels are in erf_kernels.hpp,
// erfinv_kernels.hpp, gamma_kernels.hpp, bessel_j_kernels.hpp and bessel_i_kernels.hpp.
#pragma once
#include "cyl_bessel_i0f.hpp"
#include "cyl_bessel_i1f.hpp"
#include "erfcf.hpp"
#include "erfcinvf.hpp"
#include "erfcxf.hpp"
#include "erff.hpp"
#include "erfinvf.hpp"
#include "j0f.hpp"
#include "j1f.hpp"
#include "jnf.hpp"
#include "lgammaf.hpp"
#include "normcdff.hpp"
#include "normcdfinvf.hpp"
#include "tgammaf.hpp"
#include "y0f.hpp"
#include "y1f.hpp"
#include "ynf.hpp"
