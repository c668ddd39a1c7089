// warpmath/fast/fast.hpp -- the fast tier, namespace warpmath::fast: fewer instructions than the
// default tier for a documented error on a documented domain (docs/design.md, "Tiers"), the same
// bits on the host, CUDA and HIP (no hardware approximation instructions), and sane results
// outside the fast domain (NaN -> NaN, Annex F infinities and zeros, finite in -> finite out).
// Each header states its algorithm, domain and measured error.
#pragma once
#include "cbrt.hpp"
#include "erf.hpp"
#include "erfinv.hpp"
#include "exp.hpp"
#include "expm1.hpp"
#include "fdivide.hpp"
#include "hyperbolic.hpp"
#include "invtrig.hpp"
#include "log.hpp"
#include "pow.hpp"
#include "rsqrt.hpp"
#include "trig.hpp"
#include "trigpi.hpp"
