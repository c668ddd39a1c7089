// tests/conformance/progress.cpp -- see progress.hpp.
#include "progress.hpp"

#include <unistd.h>

#include <cstdio>

namespace warpmath::conformance {
namespace {

std::string format_duration(double seconds) {
  const long s = static_cast<long>(seconds + 0.5);
  char buffer[32];
  if (s >= 3600) {
    std::snprintf(buffer, sizeof buffer, "%ldh%02ldm", s / 3600, s / 60 % 60);
  } else {
    std::snprintf(buffer, sizeof buffer, "%ldm%02lds", s / 60, s % 60);
  }
  return buffer;
}

}  // namespace

ProgressLine::ProgressLine(std::string label)
    : label_(std::move(label)),
      terminal_(isatty(STDERR_FILENO) != 0),
      start_(Clock::now()),
      last_(start_) {}

ProgressLine::~ProgressLine() {
  if (drawn_ && terminal_) std::fprintf(stderr, "\r\033[K");
}

void ProgressLine::update(std::uint64_t done, std::uint64_t total) {
  const Clock::time_point now = Clock::now();
  const double elapsed = std::chrono::duration<double>(now - start_).count();
  const double since_last = std::chrono::duration<double>(now - last_).count();
  if (elapsed < 1.0 || since_last < (terminal_ ? 0.25 : 30.0) || total == 0) return;
  last_ = now;
  drawn_ = true;
  const double fraction = static_cast<double>(done) / static_cast<double>(total);
  const double eta = fraction > 0 ? elapsed * (1 - fraction) / fraction : 0;
  std::fprintf(stderr, "%s%s: %5.1f%% of %llu inputs, %s elapsed, ETA %s%s", terminal_ ? "\r" : "",
               label_.c_str(), 100 * fraction, static_cast<unsigned long long>(total),
               format_duration(elapsed).c_str(), format_duration(eta).c_str(),
               terminal_ ? "\033[K" : "\n");
  std::fflush(stderr);
}

}  // namespace warpmath::conformance
