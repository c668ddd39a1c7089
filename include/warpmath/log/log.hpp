// warpmath/log/log.hpp -- the logarithm family: logf, log2f, log10f and log1pf, log2p1f, log10p1f.
#pragma once
#include "log10f.hpp"
#include "log10p1f.hpp"
#include "log1pf.hpp"
#include "log2f.hpp"
#include "log2p1f.hpp"
#include "logf.hpp"
