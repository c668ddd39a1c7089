// warpmath/norm/norm.hpp -- the norm family: hypotf, rhypotf, norm3df, rnorm3df, norm4df, rnorm4df,
// normf, rnormf (CUDA names and signatures); shared algorithm in norm_kernel.hpp.
#pragma once
#include "hypotf.hpp"
#include "norm3df.hpp"
#include "norm4df.hpp"
#include "normf.hpp"
#include "rhypotf.hpp"
#include "rnorm3df.hpp"
#include "rnorm4df.hpp"
#include "rnormf.hpp"
