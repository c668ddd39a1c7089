// device/hip/hip_loader.cpp -- make_hip_runner(): loads the HIP plugin (built by hipcc, see
// hip_runner.hip) with dlopen() and calls its factory. Loading at run time keeps the HIP runtime
// out of every other program, and lets one binary run on machines with or without ROCm.
//
// The plugin is looked for, in order, at $WARPMATH_HIP_PLUGIN, next to the executable, and at
// the path where the build wrote it (WARPMATH_HIP_PLUGIN_BUILD_PATH, when hipcc was found).
#include <dlfcn.h>
#include <unistd.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "device/backends.hpp"

namespace warpmath::device {
namespace {

std::string executable_dir() {
  std::vector<char> path(4096);
  const ssize_t len = readlink("/proc/self/exe", path.data(), path.size() - 1);
  if (len <= 0) return {};
  const std::string exe(path.data(), static_cast<std::size_t>(len));
  return exe.substr(0, exe.find_last_of('/'));
}

std::vector<std::string> plugin_candidates() {
  std::vector<std::string> paths;
  if (const char* env = std::getenv("WARPMATH_HIP_PLUGIN"); env != nullptr && *env != '\0') {
    paths.emplace_back(env);
  }
  if (std::string dir = executable_dir(); !dir.empty()) paths.push_back(dir + "/" + kHipPluginFile);
#if defined(WARPMATH_HIP_PLUGIN_BUILD_PATH)
  paths.emplace_back(WARPMATH_HIP_PLUGIN_BUILD_PATH);
#endif
  return paths;
}

// The first candidate that exists, or "" when none does.
std::string find_plugin() {
  for (const std::string& path : plugin_candidates()) {
    if (access(path.c_str(), R_OK) == 0) return path;
  }
  return {};
}

}  // namespace

std::unique_ptr<Runner> make_hip_runner() {
  const std::string path = find_plugin();
  if (path.empty()) {
    throw BackendError(std::string("hip backend: plugin ") + kHipPluginFile +
                       " not found next to the executable (built only when hipcc is found; "
                       "set WARPMATH_HIP_PLUGIN to its path)");
  }
  // Never dlclose()d: the runner's code lives in the plugin.
  void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (handle == nullptr) {
    throw BackendError(std::string("hip backend: cannot load plugin: ") + dlerror());
  }
  auto factory = reinterpret_cast<HipFactory>(dlsym(handle, kHipFactoryName));
  if (factory == nullptr) {
    throw BackendError("hip backend: " + path + " has no factory (stale build?)");
  }
  char error[512] = "";
  std::unique_ptr<Runner> runner(factory(error, sizeof error));
  if (!runner) throw BackendError(error[0] != '\0' ? error : "hip backend: unavailable");
  return runner;
}

}  // namespace warpmath::device
