// tests/consumer/kernel.cu -- the installed headers in a CUDA kernel (compiled, not run).
#include <warpmath/warpmath.hpp>

__global__ void consumer_kernel(const float* in, float* out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float s, c;
    warpmath::sincosf(in[i], &s, &c);
    out[i] = warpmath::sinf(in[i]) + warpmath::cospif(in[i]) + s * c;
  }
}
