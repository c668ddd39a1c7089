// device/runner.cpp -- make_runner() and backend names; see runner.hpp.
#include "device/runner.hpp"

#include "device/backends.hpp"

namespace warpmath::device {

#if !defined(WARPMATH_HAVE_CUDA)
std::unique_ptr<Runner> make_cuda_runner() {
  throw BackendError("cuda backend: not built in (nvcc was not found when configuring)");
}
#endif

std::unique_ptr<Runner> make_runner(Backend b, unsigned threads) {
  switch (b) {
    case Backend::host:
      return make_host_runner(threads);
    case Backend::cuda:
      return make_cuda_runner();
    case Backend::hip:
      return make_hip_runner();
  }
  throw BackendError("unknown backend");
}

const char* backend_name(Backend b) {
  switch (b) {
    case Backend::host:
      return "host";
    case Backend::cuda:
      return "cuda";
    case Backend::hip:
      return "hip";
  }
  return "unknown";
}

bool backend_from_name(const std::string& name, Backend* out) {
  for (Backend b : {Backend::host, Backend::cuda, Backend::hip}) {
    if (name == backend_name(b)) {
      *out = b;
      return true;
    }
  }
  return false;
}

}  // namespace warpmath::device
