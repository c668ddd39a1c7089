// device/parallel_for.cpp -- see parallel_for.hpp.
#include "device/parallel_for.hpp"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace warpmath::device {

unsigned resolve_threads(unsigned requested) {
  if (requested != 0) return requested;
  return std::max(1u, std::thread::hardware_concurrency());
}

void parallel_for(std::size_t tasks, unsigned threads,
                  const std::function<void(std::size_t)>& task) {
  const std::size_t workers = std::min<std::size_t>(resolve_threads(threads), tasks);
  if (workers <= 1) {
    for (std::size_t i = 0; i < tasks; ++i) task(i);
    return;
  }
  std::atomic<std::size_t> next{0};
  std::atomic<bool> failed{false};
  std::exception_ptr first_error;
  std::mutex error_mutex;
  auto worker = [&] {
    for (std::size_t i = next++; i < tasks && !failed; i = next++) {
      try {
        task(i);
      } catch (...) {
        std::lock_guard<std::mutex> lock(error_mutex);
        if (!first_error) first_error = std::current_exception();
        failed = true;
      }
    }
  };
  std::vector<std::thread> pool;
  pool.reserve(workers - 1);
  try {
    for (std::size_t t = 1; t < workers; ++t) pool.emplace_back(worker);
  } catch (const std::system_error&) {
    // Out of threads: carry on with the ones that started (at least the calling thread).
  }
  worker();  // the calling thread works too
  for (std::thread& t : pool) t.join();
  if (first_error) std::rethrow_exception(first_error);
}

}  // namespace warpmath::device
