// host_ref/mpfr_eval.cpp -- the oracle's slow path: MPFR only.
//
// The binary32 result is MPFR's correctly rounded 24-bit result computed with the exponent range
// of binary32 (emin = -148, emax = 128 in MPFR's convention of significands in [1/2, 1)) and then
// mpfr_subnormalize(), the documented way to get IEEE subnormals with a single rounding.
// `exact` is the result at 53 bits rounded toward zero, in MPFR's default exponent range: the
// truncation keeps it in the exact value's binade (see RefValue::exact).
//
// The exponent range and the flags are per thread in a thread-safe MPFR build (Debian's is:
// mpfr_buildopt_tls_p()); without one, a mutex serializes the calls. Both are restored on return,
// so other MPFR code in the calling thread is not disturbed.
#include <mpfr.h>

#include <limits>
#include <mutex>

#include "host_ref/oracle.hpp"

namespace warpmath::host_ref {

namespace {

constexpr mpfr_exp_t kFloatEmin = -148;  // 2^-149 = 0.5 * 2^-148, the least subnormal
constexpr mpfr_exp_t kFloatEmax = 128;   // (1 - 2^-24) * 2^128, the largest float
constexpr mpfr_exp_t kDefaultEmin = 1 - (mpfr_exp_t{1} << 30);  // MPFR's default range
constexpr mpfr_exp_t kDefaultEmax = (mpfr_exp_t{1} << 30) - 1;

int apply(Ref r, mpfr_ptr y, mpfr_srcptr x, mpfr_rnd_t rnd) {
  switch (r) {
    case Ref::sin:
      return mpfr_sin(y, x, rnd);
    case Ref::cos:
      return mpfr_cos(y, x, rnd);
    case Ref::tan:
      return mpfr_tan(y, x, rnd);
    case Ref::sinpi:
      return mpfr_sinpi(y, x, rnd);
    case Ref::cospi:
      return mpfr_cospi(y, x, rnd);
    case Ref::tanpi:
      return mpfr_tanpi(y, x, rnd);
  }
  return 0;
}

// Saves the thread's exponent range and flags; restores them on destruction.
class SavedMpfrState {
 public:
  SavedMpfrState() : emin_(mpfr_get_emin()), emax_(mpfr_get_emax()), flags_(mpfr_flags_save()) {}
  ~SavedMpfrState() {
    mpfr_set_emin(emin_);
    mpfr_set_emax(emax_);
    mpfr_flags_restore(flags_, MPFR_FLAGS_ALL);
  }
  SavedMpfrState(const SavedMpfrState&) = delete;
  SavedMpfrState& operator=(const SavedMpfrState&) = delete;

 private:
  mpfr_exp_t emin_, emax_;
  mpfr_flags_t flags_;
};

// This thread's MPFR variables, and the release of its MPFR caches (the cached value of pi) at
// thread exit, so that leak checkers stay quiet about worker threads.
struct ThreadVariables {
  mpfr_t x, exact, rounded;
  ThreadVariables() {
    mpfr_init2(x, 24);
    mpfr_init2(exact, 53);
    mpfr_init2(rounded, 24);
  }
  ~ThreadVariables() {
    mpfr_clears(x, exact, rounded, static_cast<mpfr_ptr>(nullptr));
    mpfr_free_cache2(MPFR_FREE_LOCAL_CACHE);
  }
  ThreadVariables(const ThreadVariables&) = delete;
  ThreadVariables& operator=(const ThreadVariables&) = delete;
};

RefValue evaluate_mpfr_unlocked(Ref r, float x) {
  thread_local ThreadVariables v;
  SavedMpfrState saved;
  mpfr_set_emin(kDefaultEmin);
  mpfr_set_emax(kDefaultEmax);
  mpfr_set_flt(v.x, x, MPFR_RNDN);  // exact: 24 bits
  RefValue out;
  if (mpfr_nan_p(v.x)) {  // NaN in, NaN out (mpfr_get_flt would give NaN too; be explicit)
    out.rounded = std::numeric_limits<float>::quiet_NaN();
    out.exact = std::numeric_limits<double>::quiet_NaN();
    return out;
  }
  apply(r, v.exact, v.x, MPFR_RNDZ);
  out.exact = mpfr_get_d(v.exact, MPFR_RNDZ);  // exact: 53 bits, far inside double's range

  mpfr_set_emin(kFloatEmin);
  mpfr_set_emax(kFloatEmax);
  mpfr_subnormalize(v.rounded, apply(r, v.rounded, v.x, MPFR_RNDN), MPFR_RNDN);
  out.rounded = mpfr_nan_p(v.rounded) ? std::numeric_limits<float>::quiet_NaN()
                                      : mpfr_get_flt(v.rounded, MPFR_RNDN);  // exact now
  if (mpfr_nan_p(v.exact)) out.exact = std::numeric_limits<double>::quiet_NaN();
  return out;
}

}  // namespace

RefValue evaluate_mpfr(Ref r, float x) {
  static const bool thread_safe_mpfr = mpfr_buildopt_tls_p() != 0;
  if (thread_safe_mpfr) return evaluate_mpfr_unlocked(r, x);
  static std::mutex mutex;
  std::lock_guard<std::mutex> lock(mutex);
  return evaluate_mpfr_unlocked(r, x);
}

}  // namespace warpmath::host_ref
