// tests/conformance/sweep.cpp -- see sweep.hpp.
#include "sweep.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "catalogue/kernels.hpp"
#include "device/grid.hpp"
#include "device/parallel_for.hpp"

namespace warpmath::conformance {
namespace {

// Inputs per backend call: large enough to keep a GPU busy and amortise thread start-up, small
// enough for frequent progress reports (2^22 floats = 16 MiB of results).
constexpr std::size_t kChunk = std::size_t{1} << 22;
// Inputs per comparison task; the oracle costs ~0.1-1 us per input, so a tile is a few ms.
constexpr std::size_t kTile = std::size_t{1} << 13;

host_ref::Ref reference_of(std::size_t fn) {
  host_ref::Ref ref;
  if (!host_ref::ref_from_name(catalogue::kEntries[fn].ref, &ref)) {
    throw std::logic_error(std::string("catalogue entry ") + catalogue::kEntries[fn].name +
                           " names an unknown reference " + catalogue::kEntries[fn].ref);
  }
  return ref;
}

// The statistics of part of a sweep, and its error profile when a plot was asked for.
struct Tally {
  host_ref::Stats stats;
  std::optional<ErrorProfile> profile;
  std::optional<ArgRange> range;  // only first arguments in [lo, hi] count (--fast-domain)
  bool keeps(float x) const { return !range || (x >= range->lo && x <= range->hi); }
  void merge(const Tally& other) {
    stats.merge(other.stats);
    if (profile && other.profile) profile->merge(*other.profile);
  }
  void profile_add(float x, float got, const host_ref::RefValue& rv) {
    if (profile) profile->add(x, host_ref::ulp_error(got, rv));
  }
};

void add_to(Tally* t, host_ref::Ref ref, float x, float got) {
  if (!t->keeps(x)) return;
  const host_ref::RefValue rv = host_ref::evaluate(ref, x);
  t->stats.add(x, got, rv);
  t->profile_add(x, got, rv);
}

void add_to(Tally* t, host_ref::Ref ref, const device::Args<2>& a, float got) {
  if (!t->keeps(a.v[0])) return;
  const host_ref::RefValue rv = host_ref::evaluate2(ref, a.v[0], a.v[1]);
  if (ref == host_ref::Ref::jn || ref == host_ref::Ref::yn) {  // (x, order)
    t->stats.add_order(a.v[0], a.v[1], got, rv);
  } else {
    t->stats.add2(a.v[0], a.v[1], got, rv);
  }
  t->profile_add(a.v[0], got, rv);
}

template <int K>
void add_to(Tally* t, host_ref::Ref ref, const device::Args<K>& a, float got) {
  if (!t->keeps(a.v[0])) return;
  const host_ref::RefValue rv = host_ref::evaluate_args(ref, a.v);
  t->stats.add_args(a.v, K, got, rv);
  t->profile_add(a.v[0], got, rv);
}

// An empty tally, with an empty profile on the axis of `shape` if there is one, counting only
// first arguments in `range` if there is one.
Tally empty_tally(const ErrorProfile* shape, const ArgRange* range = nullptr) {
  Tally t;
  if (range != nullptr) t.range = *range;
  if (shape != nullptr) {
    ErrorProfile empty = shape->by_value()
                             ? ErrorProfile::value_range(shape->lo(), shape->hi(), shape->bins())
                             : ErrorProfile::whole_line(shape->bins());
    t.profile = empty;
  }
  return t;
}

// The inputs [done, done + n) of a list space of K-tuples.
template <int K>
device::TupleInput<K> tuple_input(const Space& space, std::uint64_t done) {
  device::TupleInput<K> in;
  for (int k = 0; k < K; ++k) in.a[k] = space.column(k).data() + done;
  return in;
}

// Runs `runner` on n tuples of `space` from `done` on, then compares with the oracle when
// `tally` is given.
template <int K>
void run_tuples(device::Runner& runner, std::size_t fn, const Space& space, std::uint64_t done,
                float* out, std::size_t n, host_ref::Ref ref, Tally* tally, unsigned threads,
                const Tally* proto);

}  // namespace
namespace {

// Compares got[i] with the oracle at in(i) for i < n; returns the merged statistics (and error
// profile, when `proto`, the empty tally each tile starts from, has one).
template <class Input>
Tally compare(host_ref::Ref ref, Input in, const float* got, std::size_t n, unsigned threads,
              const Tally* proto = nullptr) {
  const std::size_t tiles = (n + kTile - 1) / kTile;
  const Tally empty = proto != nullptr ? *proto : Tally{};
  std::vector<Tally> partial(tiles, empty);
  device::parallel_for(tiles, threads, [&](std::size_t tile) {
    const std::size_t end = std::min(n, (tile + 1) * kTile);
    for (std::size_t i = tile * kTile; i < end; ++i) add_to(&partial[tile], ref, in(i), got[i]);
  });
  Tally total = empty;
  for (const Tally& t : partial) total.merge(t);
  return total;
}

bool same_result(float a, float b) {
  return (std::isnan(a) && std::isnan(b)) || std::memcmp(&a, &b, sizeof a) == 0;
}

template <int K>
void run_tuples(device::Runner& runner, std::size_t fn, const Space& space, std::uint64_t done,
                float* out, std::size_t n, host_ref::Ref ref, Tally* tally, unsigned threads,
                const Tally* proto) {
  const device::TupleInput<K> in = tuple_input<K>(space, done);
  runner.run_tuple(fn, K, in.a, out, n);
  if (tally != nullptr) tally->merge(compare(ref, in, out, n, threads, proto));
}

// Any list space of tuples (arity 2 to 4).
void run_list(device::Runner& runner, std::size_t fn, const Space& space, std::uint64_t done,
              float* out, std::size_t n, host_ref::Ref ref, Tally* tally, unsigned threads,
              const Tally* proto) {
  switch (space.arity()) {
    case 2:
      return run_tuples<2>(runner, fn, space, done, out, n, ref, tally, threads, proto);
    case 3:
      return run_tuples<3>(runner, fn, space, done, out, n, ref, tally, threads, proto);
    default:
      return run_tuples<4>(runner, fn, space, done, out, n, ref, tally, threads, proto);
  }
}

// Runs the cross-check runner on the chunk and counts results that differ from `got`.
void cross_check_chunk(CrossCheck* check, std::size_t fn, const Space& space, std::uint64_t done,
                       const float* got, std::size_t n, std::vector<float>* want) {
  want->resize(n);
  if (space.is_exhaustive()) {
    check->against->run_bits(fn, static_cast<std::uint32_t>(done), want->data(), n);
  } else if (space.arity() >= 2) {
    run_list(*check->against, fn, space, done, want->data(), n, host_ref::Ref{}, nullptr, 0,
             nullptr);
  } else {
    check->against->run(fn, space.values().data() + done, want->data(), n);
  }
  for (std::size_t i = 0; i < n; ++i) {
    if (same_result(got[i], (*want)[i])) continue;
    if (check->mismatches++ == 0) {
      check->first_mismatch = space.is_exhaustive()
                                  ? device::BitsInput{static_cast<std::uint32_t>(done)}(i)
                                  : space.values()[done + i];
      if (space.arity() >= 2) check->first_mismatch_y = space.values_y()[done + i];
    }
  }
}

}  // namespace

host_ref::Stats sweep(device::Runner& runner, std::size_t fn, const Space& space,
                      const Progress& progress, unsigned threads, CrossCheck* cross_check,
                      ErrorProfile* profile, const ArgRange* range) {
  if (fn >= catalogue::kCount) throw std::out_of_range("sweep: no such catalogue entry");
  if (catalogue::kEntries[fn].arity != space.arity()) {
    throw std::invalid_argument(std::string("sweep: ") + catalogue::kEntries[fn].name + " takes " +
                                std::to_string(catalogue::kEntries[fn].arity) +
                                " argument(s), but space " + space.name() + " holds inputs of " +
                                describe(space.shape()));
  }
  const host_ref::Ref ref = reference_of(fn);
  const std::uint64_t total = space.size();
  std::vector<float> got(static_cast<std::size_t>(std::min<std::uint64_t>(total, kChunk)));
  std::vector<float> want;  // cross_check's results
  const Tally proto = empty_tally(profile, range);
  Tally tally = proto;
  for (std::uint64_t done = 0; done < total; done += kChunk) {
    const std::size_t n = static_cast<std::size_t>(std::min<std::uint64_t>(kChunk, total - done));
    if (space.is_exhaustive()) {
      const device::BitsInput in{static_cast<std::uint32_t>(done)};
      runner.run_bits(fn, in.first_bits, got.data(), n);
      tally.merge(compare(ref, in, got.data(), n, threads, &proto));
    } else if (space.arity() >= 2) {
      run_list(runner, fn, space, done, got.data(), n, ref, &tally, threads, &proto);
    } else {
      const device::ArrayInput in{space.values().data() + done};
      runner.run(fn, in.values, got.data(), n);
      tally.merge(compare(ref, in, got.data(), n, threads, &proto));
    }
    if (cross_check != nullptr && cross_check->against != nullptr) {
      cross_check_chunk(cross_check, fn, space, done, got.data(), n, &want);
    }
    if (progress) progress(done + n, total);
  }
  if (profile != nullptr) *profile = *tally.profile;
  return tally.stats;
}

host_ref::Stats compare_with_oracle(host_ref::Ref ref, const Space& space,
                                    const std::vector<float>& got, unsigned threads) {
  if (space.is_exhaustive() || got.size() != space.size() ||
      host_ref::ref_arity(ref) != space.arity()) {
    throw std::invalid_argument("compare_with_oracle: results and space do not match");
  }
  switch (space.arity()) {
    case 2:
      return compare(ref, tuple_input<2>(space, 0), got.data(), got.size(), threads).stats;
    case 3:
      return compare(ref, tuple_input<3>(space, 0), got.data(), got.size(), threads).stats;
    case 4:
      return compare(ref, tuple_input<4>(space, 0), got.data(), got.size(), threads).stats;
    default:
      break;
  }
  return compare(ref, device::ArrayInput{space.values().data()}, got.data(), got.size(), threads)
      .stats;
}

std::size_t function_index(const std::string& name) {
  for (std::size_t i = 0; i < catalogue::kCount; ++i) {
    if (name == catalogue::kEntries[i].name) return i;
  }
  return catalogue::kCount;
}

bool passes(const catalogue::Entry& e, const host_ref::Stats& stats) {
  if (e.bound_ulp == catalogue::kNoBound || stats.special_mistakes != 0) return false;
  if (e.abs_bound > 0.0) {
    return stats.max_abs_below_one <= e.abs_bound && stats.max_ulp_at_least_one <= e.bound_ulp;
  }
  return stats.max_ulp <= e.bound_ulp;
}

bool passes(std::size_t fn, const host_ref::Stats& stats) {
  return passes(catalogue::kEntries[fn], stats);
}

}  // namespace warpmath::conformance
