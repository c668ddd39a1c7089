// host_ref/metric.cpp -- the ulp-error metric (docs/design.md, "Error metric") and sweep
// statistics.
#include <algorithm>
#include <cmath>
#include <limits>

#include "host_ref/bits.hpp"
#include "host_ref/oracle.hpp"

namespace warpmath::host_ref {

double ulp_error(float got, const RefValue& ref) {
  constexpr double kInf = std::numeric_limits<double>::infinity();
  if (std::isnan(ref.rounded)) return std::isnan(got) ? 0.0 : kInf;
  if (std::isinf(ref.rounded)) return got == ref.rounded ? 0.0 : kInf;
  if (!std::isfinite(got)) return kInf;
  // ulp(t) = 2^(max(floor(log2|t|), -126) - 23). `exact` lies in the exact value's own binade
  // (see RefValue::exact), so its exponent is floor(log2|t|). ilogb(0) is a large negative
  // number, which the max() turns into the subnormal ulp 2^-149.
  const double t = std::fabs(ref.exact);
  const int exponent = t == 0.0 ? -126 : std::max(std::ilogb(t), -126);
  const double ulp = std::ldexp(1.0, exponent - 23);
  // got and exact are doubles within a few binades of each other: the difference is exact or
  // rounded once (2^-53 relative), the division by a power of two is exact.
  return std::fabs(static_cast<double>(got) - ref.exact) / ulp;
}

bool is_special_mistake(float x, float got, const RefValue& ref) {
  const bool special_ref = !std::isfinite(ref.rounded) || ref.rounded == 0.0f;
  const bool special_input = !std::isfinite(x) || x == 0.0f;
  if (!special_ref && !special_input) return false;
  return !bits::same_float(got, ref.rounded);
}

bool is_special_mistake2(float x, float y, float got, const RefValue& ref) {
  const bool special_y = !std::isfinite(y) || y == 0.0f;
  // x special or the reference special: is_special_mistake() decides.
  if (is_special_mistake(x, got, ref)) return true;
  return special_y && !bits::same_float(got, ref.rounded);
}

namespace {

int histogram_bin(double ulps) {
  static constexpr double kUpperEdges[Stats::kBins - 1] = {0.5, 0.6, 0.7, 0.8, 0.9,
                                                           1.0, 2.0, 4.0, 16.0};
  for (int bin = 0; bin < Stats::kBins - 1; ++bin) {
    if (ulps <= kUpperEdges[bin]) return bin;
  }
  return Stats::kBins - 1;
}

constexpr std::size_t kMaxSpecialExamples = 8;

}  // namespace

bool is_special_mistake_args(const float* args, int arity, float got, const RefValue& ref) {
  if (is_special_mistake(args[0], got, ref)) return true;
  for (int k = 1; k < arity; ++k) {
    if (!std::isfinite(args[k]) || args[k] == 0.0f) return !bits::same_float(got, ref.rounded);
  }
  return false;
}

void Stats::add(float x, float got, const RefValue& ref) {
  record(&x, 1, got, ref, is_special_mistake(x, got, ref));
}

void Stats::add2(float x, float y, float got, const RefValue& ref) {
  const float args[2] = {x, y};
  record(args, 2, got, ref, is_special_mistake2(x, y, got, ref));
}

void Stats::add_order(float x, float n, float got, const RefValue& ref) {
  const float args[2] = {x, n};
  // Annex F's cases: x zero, infinite or NaN, and the NaN of yn(n, x < 0). A zero or infinite
  // result elsewhere is an underflow or overflow of J_n or Y_n, whose error the metric measures
  // (J_108(63.95) = 6.9e-46 rounds to +0; 2^-149 is no special mistake).
  const bool special = !std::isfinite(x) || x == 0.0f || std::isnan(ref.rounded);
  record(args, 2, got, ref, special && !bits::same_float(got, ref.rounded));
}

void Stats::add_args(const float* args, int arity, float got, const RefValue& ref) {
  record(args, arity, got, ref, is_special_mistake_args(args, arity, got, ref));
}

void Stats::record(const float* args, int arity, float got, const RefValue& ref,
                   bool special_mistake) {
  const double ulps = ulp_error(got, ref);
  if (count == 0 || ulps > max_ulp) {
    max_ulp = ulps;
    argmax = args[0];
    argmax_y = arity > 1 ? args[1] : 0.0f;
    argmax_z = arity > 2 ? args[2] : 0.0f;
    argmax_w = arity > 3 ? args[3] : 0.0f;
    got_at_max = got;
    ref_at_max = ref.rounded;
  }
  const bool below_one =
      std::isfinite(got) && std::isfinite(ref.exact) && std::fabs(ref.exact) < 1.0;
  if (!below_one && ulps > max_ulp_at_least_one) max_ulp_at_least_one = ulps;
  if (std::isfinite(got) && std::isfinite(ref.exact)) {
    const double abs_error = std::fabs(static_cast<double>(got) - ref.exact);
    const float y = arity > 1 ? args[1] : 0.0f;
    if (abs_error > max_abs) {
      max_abs = abs_error;
      argmax_abs = args[0];
      argmax_abs_y = y;
    }
    if (abs_error > max_abs_below_one && below_one) {
      max_abs_below_one = abs_error;
      argmax_abs_below_one = args[0];
      argmax_abs_below_one_y = y;
    }
  }
  ++count;
  if (!bits::same_float(got, ref.rounded)) ++non_cr;
  if (special_mistake) {
    ++special_mistakes;
    if (special_examples.size() < kMaxSpecialExamples) {
      special_examples.push_back(args[0]);
      if (arity > 1) special_examples_y.push_back(args[1]);
    }
  }
  ++hist[histogram_bin(ulps)];
}

void Stats::merge(const Stats& other) {
  if (other.count == 0) return;
  if (count == 0 || other.max_ulp > max_ulp) {
    max_ulp = other.max_ulp;
    argmax = other.argmax;
    argmax_y = other.argmax_y;
    argmax_z = other.argmax_z;
    argmax_w = other.argmax_w;
    got_at_max = other.got_at_max;
    ref_at_max = other.ref_at_max;
  }
  if (other.max_abs > max_abs) {
    max_abs = other.max_abs;
    argmax_abs = other.argmax_abs;
    argmax_abs_y = other.argmax_abs_y;
  }
  if (other.max_abs_below_one > max_abs_below_one) {
    max_abs_below_one = other.max_abs_below_one;
    argmax_abs_below_one = other.argmax_abs_below_one;
    argmax_abs_below_one_y = other.argmax_abs_below_one_y;
  }
  if (other.max_ulp_at_least_one > max_ulp_at_least_one)
    max_ulp_at_least_one = other.max_ulp_at_least_one;
  count += other.count;
  non_cr += other.non_cr;
  special_mistakes += other.special_mistakes;
  for (std::size_t i = 0; i < other.special_examples.size(); ++i) {
    if (special_examples.size() >= kMaxSpecialExamples) break;
    special_examples.push_back(other.special_examples[i]);
    if (i < other.special_examples_y.size()) {
      special_examples_y.push_back(other.special_examples_y[i]);
    }
  }
  for (int bin = 0; bin < kBins; ++bin) hist[bin] += other.hist[bin];
}

const char* histogram_bin_label(int bin) {
  static constexpr const char* kLabels[Stats::kBins] = {
      "[0,0.5]", "(0.5,0.6]", "(0.6,0.7]", "(0.7,0.8]", "(0.8,0.9]",
      "(0.9,1]", "(1,2]",     "(2,4]",     "(4,16]",    "(16,inf]"};
  return bin >= 0 && bin < Stats::kBins ? kLabels[bin] : "?";
}

}  // namespace warpmath::host_ref
