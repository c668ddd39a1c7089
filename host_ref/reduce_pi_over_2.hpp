// host_ref/reduce_pi_over_2.hpp -- exact argument reduction of a binary32 value modulo pi/2 for
// the oracle's fast path (internal header; the tests use it too).
//
// A positive finite float is x = m * 2^e with an integer m < 2^24 and -149 <= e <= 104. With
// W(e) = floor(2^(e+126) * 2/pi) mod 2^128 (a 128-bit window of the bits of 2/pi):
//   2^(e+126) * 2/pi = A * 2^128 + W(e) + eps,   A integer, 0 <= eps < 1, so
//   x * 2/pi = m*A * 4 + m*W(e) * 2^-126 + m*eps * 2^-126,
// the first term is a multiple of 4, and  x * 2/pi  mod 4 = (m*W(e) mod 2^128) * 2^-126 + delta
// with 0 <= delta < 2^24 * 2^-126 = 2^-102. One wrapping 128-bit product gives it.
#pragma once
#include <array>

namespace warpmath::host_ref {

using TwoOverPiWindows = std::array<unsigned __int128, 254>;  // W(e) at index e + 149

// W(e) for every e in [-149, 104], computed from MPFR's pi with `precision_bits` bits (the floor
// needs the bits of 2/pi up to position 230, exactly: 640 bits leave 400 bits of margin).
TwoOverPiWindows compute_two_over_pi_windows(long precision_bits);

// The table the reduction uses, computed once (thread-safe) on first use with 640 bits.
const TwoOverPiWindows& two_over_pi_windows();

struct QuadrantReduction {
  double r;      // |x| = (4k + quadrant) * pi/2 + r, |r| <= pi/4 (1 + 2^-52)
  int quadrant;  // 0..3
};

// Reduces a positive finite float ax. The returned r has relative error at most 3.01 * 2^-53:
//   the quarter-turn fraction f (|f| <= 1/2) is known to 2^-102 absolute (see above), which is
//   relative 2^-62 when |f| >= 2^-40; truncating it to 63 bits adds 2^-62; converting that to
//   double, the double pi/2 (relative error 2^-54.5) and the product f * pi/2 add 2^-53 each.
// Returns false, leaving *out unspecified, if |f| < 2^-40, where that bound does not hold. No
// binary32 input comes that close to a multiple of pi/2: a scan of every float above pi/4 with
// this table finds the least |f| = 2^-29.86 at x = 0x1.f37c8ap+95. (The caller would fall back to
// MPFR anyway.)
bool reduce_pi_over_2(float ax, QuadrantReduction* out);

}  // namespace warpmath::host_ref
