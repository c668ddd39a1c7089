// tests/conformance/error_plot.hpp -- the error plot of a sweep (warpmath-conformance --plot):
// the largest ulp error found in each of a fixed number of bins of the first argument, drawn as
// an SVG chart with the documented bound and CUDA's beside it.
//
// Two kinds of x axis: the whole float line in bit order (-inf ... -0, +0 ... +inf: every binade
// gets the same width, so the subnormals, the huge arguments of sin and the tails of erfc are all
// visible) or a value range [lo, hi] on a linear scale (--plot-range lo:hi, e.g. lgamma near its
// zeros).
#pragma once
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

namespace warpmath::conformance {

class ErrorProfile {
 public:
  static constexpr int kDefaultBins = 1024;
  // The whole float line, in bit order.
  static ErrorProfile whole_line(int bins = kDefaultBins);
  // [lo, hi] linearly; arguments outside are not recorded.
  static ErrorProfile value_range(float lo, float hi, int bins = kDefaultBins);

  void add(float x, double ulp);          // NaN x and x outside a value range are ignored
  void merge(const ErrorProfile& other);  // the same axis; the larger error of each bin

  int bins() const { return static_cast<int>(max_ulp_.size()); }
  bool by_value() const { return by_value_; }
  float lo() const { return lo_; }
  float hi() const { return hi_; }
  // Largest error in bin b, or a negative number if the bin received no argument.
  double max_ulp(int b) const { return max_ulp_[static_cast<std::size_t>(b)]; }
  // The bin of x, or -1 (NaN, outside the range).
  int bin_of(float x) const;
  // The position of x on the axis, in [0, 1].
  double position_of(float x) const;

 private:
  ErrorProfile(int bins, bool by_value, float lo, float hi);
  bool by_value_;
  float lo_, hi_;
  std::vector<double> max_ulp_;
};

// Parses "LO:HI" (floats as file spaces write them) for --plot-range; false if malformed or
// LO >= HI.
bool parse_plot_range(const std::string& text, float* lo, float* hi);

// The SVG chart: `title`, the profile as a step line, the documented bound (and CUDA's, when
// cuda_bound > 0) as dashed lines, the 0.5 ulp line of correct rounding.
void write_svg(std::ostream& out, const std::string& title, const ErrorProfile& profile,
               double bound, double cuda_bound);

}  // namespace warpmath::conformance
