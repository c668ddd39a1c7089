// warpmath/pow/pow.hpp -- the power family: powf (CUDA), and C23's powrf, pownf, rootnf and
// compoundnf.  All share one core: log2 as a float-float to 2^-44 (pow/pow_log2.hpp, table
// pow/pow_log2_table.hpp, tools/sollya/pow_log2.sollya), the exponent as a float-float and 2^z
// rounded once with exact overflow and underflow (pow/pow_kernels.hpp).
#pragma once
#include "compoundnf.hpp"
#include "powf.hpp"
#include "pownf.hpp"
#include "powrf.hpp"
#include "rootnf.hpp"
