// tests/conformance/hard_reduction.cpp -- see hard_reduction.hpp.
#include "hard_reduction.hpp"

#include <mpfr.h>

#include <cmath>
#include <cstdint>

namespace warpmath::conformance {
namespace {

constexpr std::uint64_t kMaxQ = std::uint64_t{1} << 24;  // q * 2^e is a float for q < 2^24
constexpr int kMinExponent = -23;                        // x = q * 2^e >= 1/2 needs e >= -24 + 1
constexpr int kMaxExponent = 104;                        // q * 2^104 < 2^128: every float
// 2^e * 2/pi needs e + 2 integer bits, and the continued fraction up to q ~ 2^24 consumes
// about 2 * 24 bits of the fraction; 400 bits leave a wide margin.
constexpr mpfr_prec_t kPrecision = 400;

// RAII for one mpfr_t.
class Mpfr {
 public:
  Mpfr() { mpfr_init2(value_, kPrecision); }
  ~Mpfr() { mpfr_clear(value_); }
  Mpfr(const Mpfr&) = delete;
  Mpfr& operator=(const Mpfr&) = delete;
  mpfr_ptr get() { return value_; }

 private:
  mpfr_t value_;
};

void add_with_neighbours(float x, std::vector<float>* out) {
  out->push_back(std::nextafter(x, 0.0f));
  out->push_back(x);
  out->push_back(std::nextafter(x, INFINITY));
}

// Appends q * 2^e for the convergent denominators q < 2^24 of frac(2^e * 2/pi).
void add_convergents(int e, mpfr_ptr two_over_pi, std::vector<float>* out) {
  Mpfr t, partial;
  mpfr_mul_2si(t.get(), two_over_pi, e, MPFR_RNDN);  // exact: a power-of-two scaling
  mpfr_frac(t.get(), t.get(), MPFR_RNDN);
  std::uint64_t q_prev = 0, q = 1;  // q_{n-1}, q_n; the first convergent is 0/1
  auto add = [&](std::uint64_t denominator) {
    const float x = std::ldexp(static_cast<float>(denominator), e);  // exact: denominator < 2^24
    if (x >= 0.5f) add_with_neighbours(x, out);
  };
  add(q);
  while (!mpfr_zero_p(t.get())) {
    mpfr_ui_div(t.get(), 1, t.get(), MPFR_RNDN);
    mpfr_floor(partial.get(), t.get());
    mpfr_sub(t.get(), t.get(), partial.get(), MPFR_RNDN);
    // Next denominator a * q + q_prev; a >= 2^24 ends the search like a large q does.
    const bool huge = mpfr_cmp_ui(partial.get(), static_cast<unsigned long>(kMaxQ)) >= 0;
    const std::uint64_t a = huge ? kMaxQ : mpfr_get_ui(partial.get(), MPFR_RNDN);
    const std::uint64_t q_next = a * q + q_prev;
    if (q_next >= kMaxQ) {
      // Best semiconvergent below the limit: q_prev + j * q with the largest j that fits.
      const std::uint64_t j = (kMaxQ - 1 - q_prev) / q;
      if (j >= 1) add(q_prev + j * q);
      return;
    }
    add(q_next);
    q_prev = q;
    q = q_next;
  }
}

}  // namespace

std::vector<float> hard_reduction_arguments() {
  Mpfr two_over_pi;
  mpfr_const_pi(two_over_pi.get(), MPFR_RNDN);
  mpfr_ui_div(two_over_pi.get(), 2, two_over_pi.get(), MPFR_RNDN);
  std::vector<float> out;
  for (int e = kMinExponent; e <= kMaxExponent; ++e) add_convergents(e, two_over_pi.get(), &out);
  mpfr_free_cache2(MPFR_FREE_LOCAL_CACHE);  // this thread's cached pi (else a leak report)
  return out;
}

}  // namespace warpmath::conformance
