// device/parallel_for.hpp -- a minimal fork-join loop over std::threads, shared by the host
// runner and the conformance sweep (whose oracle comparison is the expensive part of a sweep).
#pragma once
#include <cstddef>
#include <functional>

namespace warpmath::device {

// `requested` threads, or all hardware threads when it is 0 (at least 1).
unsigned resolve_threads(unsigned requested);

// Calls task(i) once for every i in [0, tasks), on min(resolve_threads(threads), tasks)
// threads; each thread takes the next unclaimed index, so tasks of uneven cost balance. Returns
// when all tasks are done. If a task throws, the remaining tasks are skipped and the first
// exception is rethrown in the caller.
void parallel_for(std::size_t tasks, unsigned threads,
                  const std::function<void(std::size_t)>& task);

}  // namespace warpmath::device
