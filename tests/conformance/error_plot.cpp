// tests/conformance/error_plot.cpp -- see error_plot.hpp.
#include "error_plot.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "space.hpp"

namespace warpmath::conformance {
namespace {

// A key that orders floats by value: -inf < ... < -0 < +0 < ... < +inf (NaNs beyond the ends).
std::uint32_t order_key(float x) {
  std::uint32_t u;
  std::memcpy(&u, &x, sizeof u);
  return (u & 0x80000000u) != 0 ? ~u : u | 0x80000000u;
}

std::string svg_number(double v) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.1f", v);
  return buffer;
}

std::string label(double v) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%g", v);
  return buffer;
}

}  // namespace

ErrorProfile::ErrorProfile(int bins, bool by_value, float lo, float hi)
    : by_value_(by_value), lo_(lo), hi_(hi), max_ulp_(static_cast<std::size_t>(bins), -1.0) {}

ErrorProfile ErrorProfile::whole_line(int bins) { return ErrorProfile(bins, false, 0.0f, 0.0f); }

ErrorProfile ErrorProfile::value_range(float lo, float hi, int bins) {
  return ErrorProfile(bins, true, lo, hi);
}

double ErrorProfile::position_of(float x) const {
  if (by_value_) {
    return (static_cast<double>(x) - lo_) / (static_cast<double>(hi_) - lo_);
  }
  // The keys of -inf and +inf are 0x007fffff and 0xff800000.
  const double key = order_key(x);
  return std::clamp((key - 0x007fffff) / (0xff800000 - 0x007fffff), 0.0, 1.0);
}

int ErrorProfile::bin_of(float x) const {
  if (std::isnan(x)) return -1;
  if (by_value_ && (x < lo_ || x > hi_)) return -1;
  const int n = bins();
  return std::min(n - 1, static_cast<int>(position_of(x) * n));
}

void ErrorProfile::add(float x, double ulp) {
  const int b = bin_of(x);
  if (b < 0) return;
  double& m = max_ulp_[static_cast<std::size_t>(b)];
  if (ulp > m) m = ulp;
}

void ErrorProfile::merge(const ErrorProfile& other) {
  for (std::size_t b = 0; b < max_ulp_.size() && b < other.max_ulp_.size(); ++b) {
    max_ulp_[b] = std::max(max_ulp_[b], other.max_ulp_[b]);
  }
}

bool parse_plot_range(const std::string& text, float* lo, float* hi) {
  const std::size_t colon = text.find(':');
  if (colon == std::string::npos) return false;
  return parse_float(text.substr(0, colon), lo) && parse_float(text.substr(colon + 1), hi) &&
         std::isfinite(*lo) && std::isfinite(*hi) && *lo < *hi;
}

void write_svg(std::ostream& out, const std::string& title, const ErrorProfile& p, double bound,
               double cuda_bound) {
  constexpr double kWidth = 960, kHeight = 420, kLeft = 60, kRight = 20, kTop = 40, kBottom = 50;
  const double plot_w = kWidth - kLeft - kRight, plot_h = kHeight - kTop - kBottom;
  double largest = -1.0;  // over the plotted arguments (a range's maximum, for --plot-range)
  for (int b = 0; b < p.bins(); ++b) largest = std::max(largest, p.max_ulp(b));
  double top = std::max({1.0, bound, cuda_bound});
  if (std::isfinite(largest)) top = std::max(top, largest);
  top *= 1.1;
  auto y_of = [&](double ulp) { return kTop + plot_h * (1.0 - std::min(ulp, top) / top); };
  auto x_of = [&](double position) { return kLeft + plot_w * position; };

  out << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << kWidth << "\" height=\"" << kHeight
      << "\" font-family=\"sans-serif\" font-size=\"12\">\n"
      << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
      << "<text x=\"" << kLeft << "\" y=\"24\" font-size=\"15\">" << title << "</text>\n"
      << "<text x=\"" << kLeft + plot_w << "\" y=\"24\" text-anchor=\"end\">largest error plotted: "
      << (largest < 0.0 ? std::string("none") : label(largest) + " ulp") << "</text>\n"
      << "<rect x=\"" << kLeft << "\" y=\"" << kTop << "\" width=\"" << plot_w << "\" height=\""
      << plot_h << "\" fill=\"none\" stroke=\"#444\"/>\n";
  // y ticks every 0.25 ulp (or coarser for large errors).
  const double step = top <= 2.0   ? 0.25
                      : top <= 8.0 ? 1.0
                                   : std::pow(10.0, std::floor(std::log10(top)));
  for (double v = 0.0; v <= top; v += step) {
    out << "<line x1=\"" << kLeft - 4 << "\" x2=\"" << kLeft + plot_w << "\" y1=\""
        << svg_number(y_of(v)) << "\" y2=\"" << svg_number(y_of(v))
        << "\" stroke=\"#eee\"/>\n<text x=\"" << kLeft - 8 << "\" y=\"" << svg_number(y_of(v) + 4)
        << "\" text-anchor=\"end\">" << label(v) << "</text>\n";
  }
  out << "<text x=\"14\" y=\"" << kTop + plot_h / 2 << "\" transform=\"rotate(-90 14 "
      << kTop + plot_h / 2 << ")\" text-anchor=\"middle\">max error (ulp)</text>\n";
  // x ticks.
  std::vector<float> ticks;
  if (p.by_value()) {
    for (int k = 0; k <= 4; ++k)
      ticks.push_back(p.lo() + (p.hi() - p.lo()) * static_cast<float>(k) / 4);
  } else {
    ticks = {-1e30f, -1e10f, -1.0f, -1e-10f, -1e-30f, 0.0f, 1e-30f, 1e-10f, 1.0f, 1e10f, 1e30f};
  }
  for (float t : ticks) {
    const double x = x_of(p.position_of(t));
    out << "<line x1=\"" << svg_number(x) << "\" x2=\"" << svg_number(x) << "\" y1=\""
        << kTop + plot_h << "\" y2=\"" << kTop + plot_h + 5 << "\" stroke=\"#444\"/>\n"
        << "<text x=\"" << svg_number(x) << "\" y=\"" << kTop + plot_h + 18
        << "\" text-anchor=\"middle\">" << label(t) << "</text>\n";
  }
  out << "<text x=\"" << kLeft + plot_w / 2 << "\" y=\"" << kHeight - 10
      << "\" text-anchor=\"middle\">"
      << (p.by_value() ? "x (first argument)" : "x (first argument; every binade the same width)")
      << "</text>\n";
  // Reference lines.
  auto hline = [&](double v, const char* color, const std::string& text) {
    out << "<line x1=\"" << kLeft << "\" x2=\"" << kLeft + plot_w << "\" y1=\""
        << svg_number(y_of(v)) << "\" y2=\"" << svg_number(y_of(v)) << "\" stroke=\"" << color
        << "\" stroke-dasharray=\"6 4\"/>\n<text x=\"" << kLeft + plot_w - 4 << "\" y=\""
        << svg_number(y_of(v) - 4) << "\" text-anchor=\"end\" fill=\"" << color << "\">" << text
        << "</text>\n";
  };
  hline(0.5, "#888", "0.5 (correctly rounded)");
  if (bound > 0) hline(bound, "#c00", "warpmath bound " + label(bound));
  if (cuda_bound > 0) hline(cuda_bound, "#06c", "CUDA documents " + label(cuda_bound));
  // The profile: one vertical bar per bin that received arguments.
  out << "<path fill=\"none\" stroke=\"#222\" stroke-width=\"1\" d=\"";
  for (int b = 0; b < p.bins(); ++b) {
    const double e = p.max_ulp(b);
    if (e < 0) continue;
    const double x = x_of((b + 0.5) / p.bins());
    out << "M" << svg_number(x) << " " << svg_number(y_of(0)) << "V"
        << svg_number(y_of(std::isfinite(e) ? e : top)) << " ";
  }
  out << "\"/>\n</svg>\n";
}

}  // namespace warpmath::conformance
