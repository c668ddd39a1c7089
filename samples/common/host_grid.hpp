// samples/common/host_grid.hpp -- the host build's "grid": a range of work items cut into
// contiguous blocks, one per std::thread. Each item is computed by the same per-element function
// as on the GPU, so the order in which the threads run does not change any result.
#pragma once

#include <algorithm>
#include <cstddef>
#include <thread>
#include <vector>

namespace sample {

inline unsigned host_threads() { return std::max(1u, std::thread::hardware_concurrency()); }

// Calls body(i) for every i in [0, n), on host_threads() threads.
template <class Body>
void parallel_for(std::size_t n, Body body) {
  const std::size_t threads = std::min<std::size_t>(host_threads(), std::max<std::size_t>(n, 1));
  const std::size_t per_thread = (n + threads - 1) / threads;
  std::vector<std::thread> pool;
  for (std::size_t t = 0; t < threads; ++t) {
    const std::size_t begin = t * per_thread, end = std::min(n, begin + per_thread);
    if (begin >= end) break;
    pool.emplace_back([=] {
      for (std::size_t i = begin; i < end; ++i) body(i);
    });
  }
  for (std::thread& th : pool) th.join();
}

}  // namespace sample
