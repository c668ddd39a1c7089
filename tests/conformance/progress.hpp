// tests/conformance/progress.hpp -- the progress line of long sweeps, on stderr.
//
// Silent for the first second (short sweeps print nothing). On a terminal the line is
// redrawn in place at most 4 times a second; otherwise (CI logs) one line every 30 s.
#pragma once
#include <chrono>
#include <cstdint>
#include <string>

namespace warpmath::conformance {

class ProgressLine {
 public:
  explicit ProgressLine(std::string label);
  ~ProgressLine();  // erases the line if one was drawn
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;

  void update(std::uint64_t done, std::uint64_t total);

 private:
  using Clock = std::chrono::steady_clock;
  std::string label_;
  bool terminal_;
  bool drawn_ = false;
  Clock::time_point start_;
  Clock::time_point last_;
};

}  // namespace warpmath::conformance
