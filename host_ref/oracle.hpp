// host_ref/oracle.hpp -- the reference oracle: correctly rounded binary32 results from MPFR,
// the ulp-error metric (docs/design.md, "Error metric"), and sweep statistics.
//
// Nothing here is used by the library; it is linked into the tests and the conformance runner.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace warpmath::host_ref {

// Mathematical functions the oracle knows, one per line of host_ref/refs.def (in that order);
// names match the `ref` column of catalogue/functions.def.
enum class Ref {
#define WARPMATH_REF_UNARY(name, ...) name,
#define WARPMATH_REF_BINARY(name, ...) name,
#define WARPMATH_REF_NARY(name, ...) name,
#include "host_ref/refs.def"
};

// Every reference of one argument, of two, of three or four, and all of them, in refs.def order.
inline constexpr Ref kUnaryRefs[] = {
#define WARPMATH_REF_UNARY(name, ...) Ref::name,
#include "host_ref/refs.def"
};
inline constexpr Ref kBinaryRefs[] = {
#define WARPMATH_REF_BINARY(name, ...) Ref::name,
#include "host_ref/refs.def"
};
inline constexpr Ref kNaryRefs[] = {
// three and four arguments
#define WARPMATH_REF_NARY(name, ...) Ref::name,
#include "host_ref/refs.def"
};
inline constexpr Ref kAllRefs[] = {
#define WARPMATH_REF_UNARY(name, ...) Ref::name,
#define WARPMATH_REF_BINARY(name, ...) Ref::name,
#define WARPMATH_REF_NARY(name, ...) Ref::name,
#include "host_ref/refs.def"
};

// Looks a reference up by its catalogue name; returns false if unknown.
bool ref_from_name(const std::string& name, Ref* out);
const char* ref_name(Ref r);
// 1, 2, 3 or 4: the number of arguments of the mathematical function.
int ref_arity(Ref r);
// The relative error bound E of the double that the fast path rounds (see refs.def); its
// rounding check is 8E wide, so tests may expect |exact - f| <= E |f| whenever the fast path
// answered (EvalPath::fast).
double fast_error_bound(Ref r);

// The oracle's answer for one argument.
struct RefValue {
  // Correctly rounded (to nearest-even) binary32 result, IEEE special values included.
  float rounded;
  // The exact result to within fast_error_bound(r) relative (at most 2^-47.9) or better, for the
  // ulp metric; an infinite or NaN `rounded` carries the same in `exact`, and an exact value below
  // 2^-1022 (whose float is a zero) may be given as any value below 2^-1021 of its sign. Always
  // in the exact value's own binade: an exact value just below a power of two is never
  // represented by that power of two (MPFR rounds it toward zero; the fast path falls back to
  // MPFR when it cannot tell), so ulp_error() uses the right ulp.
  double exact;
};

// Fast path: double-precision evaluation (glibc / own reduction), with MPFR consulted whenever the
// double is too close to a binary32 rounding boundary to decide the rounding. Thread-safe.
// Throws std::invalid_argument if `r` takes two arguments.
RefValue evaluate(Ref r, float x);

// Slow path: MPFR only (used by the fast path near midpoints, and by tests that check the fast
// path). Thread-safe. Throws std::invalid_argument if `r` takes two arguments.
RefValue evaluate_mpfr(Ref r, float x);

// How evaluate_with_path() obtained its answer (for fallback-rate reports and tests).
enum class EvalPath {
  special,  // decided exactly, no rounding involved: NaN, infinite or zero input; an integer or
            // half-integer argument of a pi function; tanpi(n + 1/4) = +-1; an input outside the
            // domain; the exact points of refs.def's special tables (log(1), acospi(-1), ...);
            // every case of the exact two-argument functions (fmod, fmin, copysign, ...)
  fast,     // double evaluation, provably far enough from every binary32 rounding boundary
  mpfr,     // fell back to evaluate_mpfr()
};

// The glibc version on which the fast paths' libm error bound (kLibmError) was measured, the
// running libm's version, and whether the fast paths are on: only on that glibc; elsewhere every
// reference is evaluated with MPFR (a note on stderr says so once).
inline constexpr const char* kLibmCheckedVersion = "2.36";
const char* libm_version();
bool fast_paths_enabled();

// evaluate(), also reporting the path taken (`path` may be null). Thread-safe.
RefValue evaluate_with_path(Ref r, float x, EvalPath* path);

// Two-argument references, arguments in the order of the C function: evaluate2(Ref::atan2, y, x)
// is atan2(y, x), evaluate2(Ref::pow, x, y) is pow(x, y). Same paths and guarantees as the
// one-argument forms; C23 Annex F special values (pow(x, +-0) = 1 even for a NaN x, hypot(+-inf,
// NaN) = +inf, fmax(NaN, y) = y, fmax(-0, +0) = +0, ...). Throw std::invalid_argument if `r` takes
// one argument.
RefValue evaluate2(Ref r, float x, float y);
RefValue evaluate2_mpfr(Ref r, float x, float y);
RefValue evaluate2_with_path(Ref r, float x, float y, EvalPath* path);

// References of three or four arguments (norm3d, rnorm3d, norm4d, rnorm4d): a double fast path
// checked like the others, MPFR otherwise; the same guarantees; an infinite argument gives +inf
// (norms) or +0 (reciprocal norms) even when another is NaN. Throw std::invalid_argument for a
// reference of another arity.
RefValue evaluate3(Ref r, float x, float y, float z);
RefValue evaluate4(Ref r, float x, float y, float z, float w);
// Any reference: args[0 .. ref_arity(r)); its MPFR-only form.
RefValue evaluate_args(Ref r, const float* args);
RefValue evaluate_args_mpfr(Ref r, const float* args);

// Ulp error of `got` against the exact value (docs/design.md, "Error metric"):
//   |got - exact| / ulp(exact),  ulp(t) = 2^(max(floor(log2|t|), -126) - 23).
// Special cases: if ref.rounded is NaN, 0 when got is NaN else +inf; if ref.rounded is +-inf,
// 0 when got is the same infinity else +inf; a finite ref with an infinite or NaN got: +inf.
double ulp_error(float got, const RefValue& ref);

// A special-value mistake: the reference is NaN, infinite or a zero (or the input is), and `got`
// does not match it bit for bit (any NaN matches NaN; the sign of zero and of infinity counts).
bool is_special_mistake(float x, float got, const RefValue& ref);
// The same for a two-argument function: special if the reference or either argument is.
bool is_special_mistake2(float x, float y, float got, const RefValue& ref);
// The same for `arity` arguments args[0 .. arity).
bool is_special_mistake_args(const float* args, int arity, float got, const RefValue& ref);

// Statistics of one sweep; merge() combines per-thread partial results.
struct Stats {
  std::uint64_t count = 0;
  double max_ulp = 0.0;
  float argmax = 0.0f;    // input where max_ulp occurs (first such input; for a two-argument
                          // function, its first argument)
  float argmax_y = 0.0f;  // the second argument there (two-argument functions; else 0)
  float argmax_z = 0.0f;  // the third and fourth (functions of 3 or 4 arguments; else 0)
  float argmax_w = 0.0f;
  float got_at_max = 0.0f;   // our result there
  float ref_at_max = 0.0f;   // the correctly rounded result there
  std::uint64_t non_cr = 0;  // results that differ from the correctly rounded float (NaN == NaN)
  // Largest absolute error |got - exact| over the finite results with a finite exact value (the
  // Bessel functions state an absolute bound), and the first input where it occurs.
  double max_abs = 0.0;
  float argmax_abs = 0.0f;
  float argmax_abs_y = 0.0f;  // its second argument (two or more arguments; else 0)
  // The same over the results with |exact| < 1: where an absolute bound is stated for functions
  // that also take large values (y0f, y1f and ynf near 0, ynf for x << n).
  double max_abs_below_one = 0.0;
  float argmax_abs_below_one = 0.0f;
  float argmax_abs_below_one_y = 0.0f;
  // The largest ulp error over the other results (|exact| >= 1, or a result or exact value that
  // is not finite): with max_abs_below_one, the verdict of an absolute-metric entry.
  double max_ulp_at_least_one = 0.0;
  std::uint64_t special_mistakes = 0;
  std::vector<float> special_examples;    // up to 8 inputs with special mistakes (first arguments)
  std::vector<float> special_examples_y;  // their second arguments (add2() only; else empty)
  // Error histogram: bins [0,0.5], (0.5,0.6], (0.6,0.7], (0.7,0.8], (0.8,0.9], (0.9,1], (1,2],
  // (2,4], (4,16], (16,inf]
  static constexpr int kBins = 10;
  std::uint64_t hist[kBins] = {};

  void add(float x, float got, const RefValue& ref);
  void add2(float x, float y, float got, const RefValue& ref);  // a two-argument function
  // A function of `arity` arguments args[0 .. arity) (special examples keep the first two).
  void add_args(const float* args, int arity, float got, const RefValue& ref);
  // A function of x and an order n (jn, yn): only x (zero, infinite, NaN) and a NaN result are
  // special cases; n = 0 is an order like the others (J_0, Y_0), not an Annex F special value.
  void add_order(float x, float n, float got, const RefValue& ref);
  void merge(const Stats& other);

 private:
  void record(const float* args, int arity, float got, const RefValue& ref, bool special_mistake);
};

const char* histogram_bin_label(int bin);

}  // namespace warpmath::host_ref
