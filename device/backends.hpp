// device/backends.hpp -- internal: the factories behind make_runner(), one per backend, and
// checks shared by the runners. Not part of the runner interface.
#pragma once
#include <cstddef>
#include <memory>
#include <stdexcept>
#include <string>

#include "catalogue/kernels.hpp"
#include "device/runner.hpp"

namespace warpmath::device {

std::unique_ptr<Runner> make_host_runner(unsigned threads);  // host/host_runner.cpp
std::unique_ptr<Runner> make_cuda_runner();  // cuda/cuda_runner.cu, or a stub that throws
std::unique_ptr<Runner> make_hip_runner();   // hip/hip_loader.cpp (dlopen()s the HIP plugin)

// Throws std::out_of_range unless fn indexes catalogue::kEntries. Inline: the HIP plugin uses
// it too, and must not depend on symbols of the program that loads it.
inline void check_function_index(std::size_t fn) {
  if (fn >= catalogue::kCount) {
    throw std::out_of_range("runner: function index " + std::to_string(fn) +
                            " is not in the catalogue");
  }
}

// Throws std::invalid_argument unless catalogue entry fn (a valid index) takes `arity` arguments.
inline void check_function_arity(std::size_t fn, int arity) {
  if (catalogue::kEntries[fn].arity != arity) {
    throw std::invalid_argument(
        std::string("runner: ") + catalogue::kEntries[fn].name + " takes " +
        std::to_string(catalogue::kEntries[fn].arity) + " argument(s), not " +
        std::to_string(arity) +
        (catalogue::kEntries[fn].arity == 1 ? ": use run() or run_bits()" : ": use run_tuple()"));
  }
}

// The HIP plugin exports one extern "C" factory of this type and name. It returns a new runner,
// or nullptr after writing a one-line reason into error[0..error_size).
using HipFactory = Runner* (*)(char* error, std::size_t error_size);
constexpr const char* kHipFactoryName = "warpmath_create_hip_runner";
constexpr const char* kHipPluginFile = "libwarpmath_runner_hip.so";

}  // namespace warpmath::device
