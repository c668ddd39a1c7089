// host_ref/mpfr_eval.cpp -- the oracle's slow path: MPFR only, through the mpfr_function column
// of refs.def.
//
// The binary32 result is MPFR's correctly rounded 24-bit result computed with the exponent range
// of binary32 (emin = -148, emax = 128 in MPFR's convention of significands in [1/2, 1)) and then
// mpfr_subnormalize(), the documented way to get IEEE subnormals and overflow with a single
// rounding. `exact` is the result at 53 bits rounded toward zero, in MPFR's default exponent
// range: the truncation keeps it in the exact value's binade (see RefValue::exact); when the
// float overflows it is the infinity.
//
// The exponent range and the flags are per thread in a thread-safe MPFR build (Debian's is:
// mpfr_buildopt_tls_p()); without one, a mutex serializes the calls. Both are restored on return,
// so other MPFR code in the calling thread is not disturbed.
#include <mpfr.h>

#include <cmath>
#include <limits>
#include <mutex>

#include "host_ref/bits.hpp"
#include "host_ref/ref_spec.hpp"

namespace warpmath::host_ref {

namespace {

constexpr mpfr_exp_t kFloatEmin = -148;  // 2^-149 = 0.5 * 2^-148, the least subnormal
constexpr mpfr_exp_t kFloatEmax = 128;   // (1 - 2^-24) * 2^128, the largest float
constexpr mpfr_exp_t kDefaultEmin = 1 - (mpfr_exp_t{1} << 30);  // MPFR's default range
constexpr mpfr_exp_t kDefaultEmax = (mpfr_exp_t{1} << 30) - 1;

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
  mpfr_t x, y, z, w, exact, rounded;
  ThreadVariables() {
    mpfr_inits2(24, x, y, z, w, rounded, static_cast<mpfr_ptr>(nullptr));
    mpfr_init2(exact, 53);
  }
  ~ThreadVariables() {
    mpfr_clears(x, y, z, w, exact, rounded, static_cast<mpfr_ptr>(nullptr));
    mpfr_free_cache2(MPFR_FREE_LOCAL_CACHE);
  }
  ThreadVariables(const ThreadVariables&) = delete;
  ThreadVariables& operator=(const ThreadVariables&) = delete;
};

ThreadVariables& thread_variables() {
  thread_local ThreadVariables v;
  return v;
}

// Sets v to the float x exactly, the sign of a NaN included (copysign reads it).
void set_float(mpfr_ptr v, float x) {
  mpfr_set_flt(v, x, MPFR_RNDN);  // exact: 24 bits
  if (std::isnan(x)) mpfr_setsign(v, v, std::signbit(x), MPFR_RNDN);
}

// The RefValue of f, given `apply(rop, rnd)` that computes f into rop rounded in direction rnd.
template <class Apply>
RefValue round_with_mpfr(ThreadVariables& v, Apply apply) {
  RefValue out;
  mpfr_set_emin(kDefaultEmin);
  mpfr_set_emax(kDefaultEmax);
  apply(v.exact, MPFR_RNDZ);
  out.exact = mpfr_get_d(v.exact, MPFR_RNDZ);  // exact unless the float is a zero or infinite

  mpfr_set_emin(kFloatEmin);
  mpfr_set_emax(kFloatEmax);
  mpfr_subnormalize(v.rounded, apply(v.rounded, MPFR_RNDN), MPFR_RNDN);
  if (mpfr_nan_p(v.rounded)) {
    out.rounded = std::numeric_limits<float>::quiet_NaN();
    out.exact = std::numeric_limits<double>::quiet_NaN();
  } else {
    out.rounded = mpfr_get_flt(v.rounded, MPFR_RNDN);  // exact now
    if (std::isinf(out.rounded)) out.exact = out.rounded;
  }
  return out;
}

// Runs `evaluate` under the thread's saved MPFR state, serialized if MPFR is not thread-safe.
template <class Evaluate>
RefValue with_mpfr(Evaluate evaluate) {
  static const bool thread_safe_mpfr = mpfr_buildopt_tls_p() != 0;
  static std::mutex mutex;
  std::unique_lock<std::mutex> lock(mutex, std::defer_lock);
  if (!thread_safe_mpfr) lock.lock();
  SavedMpfrState saved;
  mpfr_set_emin(kDefaultEmin);
  mpfr_set_emax(kDefaultEmax);
  return evaluate(thread_variables());
}

}  // namespace

RefValue evaluate_mpfr(Ref r, float x) {
  const detail::RefSpec& spec = detail::spec_of(r, 1);
  if (std::isnan(x)) return detail::value_of(spec.specials1->at_nan);  // NaN, or a view's value
  return with_mpfr([&](ThreadVariables& v) {
    set_float(v.x, x);
    return round_with_mpfr(v,
                           [&](mpfr_ptr rop, mpfr_rnd_t rnd) { return spec.mpfr1(rop, v.x, rnd); });
  });
}

RefValue evaluate2_mpfr(Ref r, float x, float y) {
  const detail::RefSpec& spec = detail::spec_of(r, 2);
  // MPFR has no signalling NaN: the reference's special rule decides those operands (a quiet
  // NaN where a quiet NaN operand would give a number, docs/design.md "Signalling NaNs").
  RefValue decided;
  if (bits::either_signalling(x, y) && spec.special2(x, y, &decided)) return decided;
  return with_mpfr([&](ThreadVariables& v) {
    set_float(v.x, x);
    set_float(v.y, y);
    return round_with_mpfr(
        v, [&](mpfr_ptr rop, mpfr_rnd_t rnd) { return spec.mpfr2(rop, v.x, v.y, rnd); });
  });
}

RefValue evaluate_args_mpfr(Ref r, const float* args) {
  const int arity = ref_arity(r);
  if (arity == 1) return evaluate_mpfr(r, args[0]);
  if (arity == 2) return evaluate2_mpfr(r, args[0], args[1]);
  const detail::RefSpec& spec = detail::spec_of(r, arity);
  // The references of three and four arguments are the norms: an infinity wins over a quiet NaN,
  // not over a signalling one (MPFR has no signalling NaN, so it is decided here).
  for (int k = 0; k < arity; ++k) {
    if (bits::is_signalling(args[k])) {
      return RefValue{std::numeric_limits<float>::quiet_NaN(),
                      std::numeric_limits<double>::quiet_NaN()};
    }
  }
  return with_mpfr([&](ThreadVariables& v) {
    mpfr_ptr vars[4] = {v.x, v.y, v.z, v.w};
    mpfr_srcptr in[4];
    for (int k = 0; k < arity; ++k) {
      set_float(vars[k], args[k]);
      in[k] = vars[k];
    }
    return round_with_mpfr(v,
                           [&](mpfr_ptr rop, mpfr_rnd_t rnd) { return spec.mpfrn(rop, in, rnd); });
  });
}

RefValue evaluate3(Ref r, float x, float y, float z) {
  detail::spec_of(r, 3);
  const float args[3] = {x, y, z};
  return evaluate_args(r, args);
}

RefValue evaluate4(Ref r, float x, float y, float z, float w) {
  detail::spec_of(r, 4);
  const float args[4] = {x, y, z, w};
  return evaluate_args(r, args);
}

}  // namespace warpmath::host_ref
