// tests/conformance/sweep.hpp -- a conformance sweep: one catalogue function over an input space,
// on a backend, compared with the oracle. Used by the CLI (warpmath-conformance) and by tests:
//
//   #include "tests/conformance/sweep.hpp"   // target warpmath_conformance_core
//   auto runner = warpmath::device::make_runner(warpmath::device::Backend::host);
//   const std::size_t fn = warpmath::conformance::function_index("sinf");
//   const auto stats = warpmath::conformance::sweep(*runner, fn,
//                                                  warpmath::conformance::sample_space(1 << 20));
//   EXPECT_LE(stats.max_ulp, warpmath::catalogue::kEntries[fn].bound_ulp);
//   EXPECT_EQ(stats.special_mistakes, 0u);
//   // A two-argument entry takes a space of pairs: parse_space("pairs:100000+special", 2).
//
// The backend evaluates the function chunk by chunk (an exhaustive space is generated on the
// backend, so only results move); each chunk is then compared with host_ref::evaluate() (or
// evaluate2()) on all host threads, in tiles whose statistics are merged in input order, so that
// the result (argmax included) does not depend on the thread count or the backend's speed.
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "catalogue/kernels.hpp"
#include "device/runner.hpp"
#include "error_plot.hpp"
#include "host_ref/oracle.hpp"
#include "space.hpp"

namespace warpmath::conformance {

// Called after each chunk with the inputs done so far and the space's size.
using Progress = std::function<void(std::uint64_t done, std::uint64_t total)>;

// Bit-for-bit comparison of the swept backend with another runner (normally the host one) on
// the same inputs: docs/design.md, "Reproducibility", wants a GPU's results identical to the
// host's. NaNs match any NaN (payloads and signs of NaNs differ between hardware and mean nothing).
struct CrossCheck {
  device::Runner* against = nullptr;
  std::uint64_t mismatches = 0;   // inputs whose results differ
  float first_mismatch = 0.0f;    // the first such input, in space order
  float first_mismatch_y = 0.0f;  // its second argument (spaces of pairs)
};

// A range of first arguments, [lo, hi].
struct ArgRange {
  float lo, hi;
};

// Sweeps catalogue entry `fn` over `space` on `runner`: a one-argument entry over a space of
// inputs (Runner::run, run_bits; Stats::add), a two-argument one over a space of pairs
// (Runner::run2; Stats::add2, so argmax_y is set). `threads` is the number of host threads
// comparing with the oracle (0 = all hardware threads). With `cross_check`, also runs
// cross_check->against on every chunk and counts the results that differ. Throws
// device::BackendError if a backend fails, std::out_of_range for a bad `fn`,
// std::invalid_argument if the space's arity is not the function's. With `profile` (an empty
// ErrorProfile giving the axis), also records the largest error per bin of the first argument
// into it, for the --plot chart. With `range`, only the inputs whose first argument lies in
// [range->lo, range->hi] are compared and counted (the fast domain of a fast-tier entry).
host_ref::Stats sweep(device::Runner& runner, std::size_t fn, const Space& space,
                      const Progress& progress = nullptr, unsigned threads = 0,
                      CrossCheck* cross_check = nullptr, ErrorProfile* profile = nullptr,
                      const ArgRange* range = nullptr);

// The comparison step of sweep() on its own: got[i] is some evaluation's result for the i-th
// input (or pair) of list space `space`, i < space.size(). For tests, and for functions outside
// the catalogue. Throws std::invalid_argument if got.size() != space.size(), if `space` is
// exhaustive or if ref's arity is not the space's.
host_ref::Stats compare_with_oracle(host_ref::Ref ref, const Space& space,
                                    const std::vector<float>& got, unsigned threads = 0);

// Index of a catalogue entry by name ("sinf", "sincosf_cos"), or catalogue::kCount if unknown.
std::size_t function_index(const std::string& name);

// The verdict of docs/design.md, "Error metric", by the entry's own contract: no special-value
// mistake, and within its measured bound (catalogue/bounds.def; an entry without one fails) in
// ulps -- or, for an absolute-metric entry (WARPMATH_ABSOLUTE: the Bessel functions), an
// absolute error within abs_bound wherever |f| < 1 and the ulp bound elsewhere.
bool passes(std::size_t fn, const host_ref::Stats& stats);
bool passes(const catalogue::Entry& entry, const host_ref::Stats& stats);

}  // namespace warpmath::conformance
