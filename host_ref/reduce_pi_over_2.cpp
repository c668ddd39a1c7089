// host_ref/reduce_pi_over_2.cpp -- see reduce_pi_over_2.hpp for the derivation and the bounds.
#include "host_ref/reduce_pi_over_2.hpp"

#include <gmp.h>
#include <mpfr.h>

#include <cstdint>

#include "host_ref/bits.hpp"

namespace warpmath::host_ref {

namespace {
constexpr int kMinExponent = -149;  // exponent of the last mantissa bit of a subnormal float
constexpr double kPiOver2 = 0x1.921fb54442d18p+0;  // pi/2 rounded to double, relative error 2^-54.5
}  // namespace

TwoOverPiWindows compute_two_over_pi_windows(long precision_bits) {
  TwoOverPiWindows windows{};
  mpfr_t two_over_pi, scaled;
  mpfr_inits2(precision_bits, two_over_pi, scaled, static_cast<mpfr_ptr>(nullptr));
  mpz_t window;
  mpz_init(window);
  mpfr_const_pi(two_over_pi, MPFR_RNDN);
  mpfr_ui_div(two_over_pi, 2, two_over_pi, MPFR_RNDN);
  for (int e = kMinExponent; e < kMinExponent + static_cast<int>(windows.size()); ++e) {
    mpfr_mul_2si(scaled, two_over_pi, e + 126, MPFR_RNDN);  // exact: a power-of-two scaling
    mpfr_get_z(window, scaled, MPFR_RNDD);                  // floor(2^(e+126) * 2/pi)
    mpz_fdiv_r_2exp(window, window, 128);                   // ... mod 2^128
    std::uint64_t words[2] = {0, 0};                        // least significant word first
    mpz_export(words, nullptr, -1, sizeof words[0], 0, 0, window);
    windows[e - kMinExponent] = (static_cast<unsigned __int128>(words[1]) << 64) | words[0];
  }
  mpz_clear(window);
  mpfr_clears(two_over_pi, scaled, static_cast<mpfr_ptr>(nullptr));
  // mpfr_const_pi caches pi per thread; this may run on a short-lived sweep worker thread.
  mpfr_free_cache2(MPFR_FREE_LOCAL_CACHE);
  return windows;
}

const TwoOverPiWindows& two_over_pi_windows() {
  static const TwoOverPiWindows windows = compute_two_over_pi_windows(640);
  return windows;
}

bool reduce_pi_over_2(float ax, QuadrantReduction* out) {
  const std::uint32_t u = bits::of(ax);
  const int biased = static_cast<int>(u >> 23);
  std::uint32_t m = u & 0x7fffffu;
  int e = kMinExponent;
  if (biased != 0) {
    m |= 0x800000u;
    e = biased - 150;
  }
  // Fixed point with 126 fraction bits: x * 2/pi mod 4, too small by less than 2^-102.
  const unsigned __int128 turns =
      static_cast<unsigned __int128>(m) * two_over_pi_windows()[e + 149];
  constexpr unsigned __int128 kOne = static_cast<unsigned __int128>(1) << 126;
  int quadrant = static_cast<int>(turns >> 126);
  __int128 fraction = static_cast<__int128>(turns & (kOne - 1));
  if (fraction >= static_cast<__int128>(kOne >> 1)) {  // round to the nearest quadrant
    fraction -= static_cast<__int128>(kOne);
    quadrant = (quadrant + 1) & 3;
  }
  constexpr __int128 kTiny = static_cast<__int128>(1) << 86;  // 2^-40 in units of 2^-126
  if (fraction < kTiny && fraction > -kTiny) return false;
  // To double without libgcc's slow 128-bit conversion: the 63 leading bits of |fraction|
  // (truncation: relative error < 2^-62), converted once (2^-53), scaled exactly.
  const bool negative = fraction < 0;
  const unsigned __int128 magnitude =
      static_cast<unsigned __int128>(negative ? -fraction : fraction);
  const int leading_zeros = __builtin_clzll(static_cast<std::uint64_t>(magnitude >> 64));  // 2..41
  const auto leading_bits = static_cast<std::int64_t>((magnitude << leading_zeros) >> 65);
  const double scale = bits::to_double(static_cast<std::uint64_t>(1023 - 61 - leading_zeros) << 52);
  const double f = static_cast<double>(leading_bits) * scale;  // |fraction| * 2^-126
  out->r = (negative ? -f : f) * kPiOver2;
  out->quadrant = quadrant;
  return true;
}

}  // namespace warpmath::host_ref
