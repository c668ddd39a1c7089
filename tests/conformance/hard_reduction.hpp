// tests/conformance/hard_reduction.hpp -- the floats hardest to reduce by pi/2.
#pragma once
#include <vector>

namespace warpmath::conformance {

// Positive floats x >= 1/2 for which x * 2/pi is closest to an integer, i.e. whose reduced
// argument x - k*pi/2 is smallest relative to x: the arguments that need the most bits of 2/pi
// and of pi/2 in a reduction. Found by continued fractions, exactly (MPFR; about 1 ms):
//
// Write x = q * 2^e with q < 2^24 an integer. Then x * 2/pi = q * 2^e * 2/pi, and its distance
// to the nearest integer is ||q * F_e|| with F_e = frac(2^e * 2/pi) (the integer part times q is
// an integer). By the theory of best approximations, the q < 2^24 minimising ||q * F_e|| is a
// denominator of a convergent of F_e's continued fraction (or the last semiconvergent below
// 2^24), so the convergent denominators for every e in [-23, 104] contain the hardest
// argument of every exponent. They are returned with their float neighbours; TODO: the second-
// and third-hardest arguments of each binade (an inhomogeneous search) are not enumerated.
std::vector<float> hard_reduction_arguments();

}  // namespace warpmath::conformance
