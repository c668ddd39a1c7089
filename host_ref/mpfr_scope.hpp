// host_ref/mpfr_scope.hpp -- internal: scoped MPFR state for the oracle's MPFR forms.
#pragma once
#include <mpfr.h>

namespace warpmath::host_ref::detail {

// MPFR's exponent range widened to its extremes for the scope, then restored (restore() may be
// called earlier, e.g. before mpfr_check_range brings a result into the caller's range).
class WideExponentRange {
 public:
  WideExponentRange() : emin_(mpfr_get_emin()), emax_(mpfr_get_emax()) {
    mpfr_set_emin(mpfr_get_emin_min());
    mpfr_set_emax(mpfr_get_emax_max());
  }
  ~WideExponentRange() { restore(); }
  void restore() {
    mpfr_set_emin(emin_);
    mpfr_set_emax(emax_);
  }
  WideExponentRange(const WideExponentRange&) = delete;
  WideExponentRange& operator=(const WideExponentRange&) = delete;

 private:
  mpfr_exp_t emin_, emax_;
};

}  // namespace warpmath::host_ref::detail
