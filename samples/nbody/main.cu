// samples/nbody/main.cu -- one n-body step of a rotating disk, GPU build (nvcc for CUDA, hipcc
// -x hip for HIP): a placement kernel and a step kernel (one thread per body, all n bodies read
// from global memory), with the kernel bodies of nbody_kernel.hpp; checked on the host.
#include <cstdio>

#include "../common/gpu_api.hpp"
#include "../common/sample.hpp"
#include "nbody_kernel.hpp"
#include "nbody_reference.hpp"

struct Soa {
  float *x, *y, *z;
};

__global__ void place_kernel(const float* R, const float* theta, const float* h, float M, Soa pos,
                             Soa vel, unsigned n) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  nbody::Vec3 p, v;
  nbody::place_body(R[i], theta[i], h[i], M, &p, &v);
  pos.x[i] = p.x, pos.y[i] = p.y, pos.z[i] = p.z;
  vel.x[i] = v.x, vel.y[i] = v.y, vel.z[i] = v.z;
}

__global__ void step_kernel(Soa pos, Soa vel, const float* m, Soa acc, Soa pos1, Soa vel1,
                            unsigned n) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const nbody::Step s = nbody::step_body(
      pos.x, pos.y, pos.z, m, n, i, {vel.x[i], vel.y[i], vel.z[i]}, nbody::kSoftening, nbody::kDt);
  acc.x[i] = s.acc.x, acc.y[i] = s.acc.y, acc.z[i] = s.acc.z;
  pos1.x[i] = s.pos.x, pos1.y[i] = s.pos.y, pos1.z[i] = s.pos.z;
  vel1.x[i] = s.vel.x, vel1.y[i] = s.vel.y, vel1.z[i] = s.vel.z;
}

int main(int argc, char** argv) {
  sample::Option opts[] = {{"n", "number of bodies", 4096, 2, 1u << 20},
                           {"seed", "seed of the disk", 1, 0, ~0ull}};
  sample::parse_args(argc, argv, "One softened n-body step of a rotating disk (GPU)", opts);
  const std::string device = gpu::require_device(argv[0]);
  const std::size_t n = opts[0].value;
  const unsigned un = static_cast<unsigned>(n);
  const nbody::Disk disk = nbody::make_disk(n, opts[1].value);
  nbody::State s(n);
  std::printf("nbody (%s, %s): %zu bodies, %.3g interactions\n", gpu::kRuntime, device.c_str(), n,
              static_cast<double>(n) * n);

  const sample::Stopwatch total;
  const gpu::Buffer<float> R(disk.R), theta(disk.theta), h(disk.h), m(disk.m);
  gpu::Buffer<float> b[15] = {gpu::Buffer<float>(n), gpu::Buffer<float>(n), gpu::Buffer<float>(n),
                              gpu::Buffer<float>(n), gpu::Buffer<float>(n), gpu::Buffer<float>(n),
                              gpu::Buffer<float>(n), gpu::Buffer<float>(n), gpu::Buffer<float>(n),
                              gpu::Buffer<float>(n), gpu::Buffer<float>(n), gpu::Buffer<float>(n),
                              gpu::Buffer<float>(n), gpu::Buffer<float>(n), gpu::Buffer<float>(n)};
  const Soa pos{b[0].get(), b[1].get(), b[2].get()}, vel{b[3].get(), b[4].get(), b[5].get()};
  const Soa acc{b[6].get(), b[7].get(), b[8].get()}, pos1{b[9].get(), b[10].get(), b[11].get()};
  const Soa vel1{b[12].get(), b[13].get(), b[14].get()};
  const unsigned blocks = (un + 127) / 128;

  place_kernel<<<blocks, 128>>>(R.get(), theta.get(), h.get(), disk.M, pos, vel, un);
  GPU_CHECK_LAUNCH();  // also the warm-up (module load)
  const sample::Stopwatch place_watch;
  place_kernel<<<blocks, 128>>>(R.get(), theta.get(), h.get(), disk.M, pos, vel, un);
  GPU_CHECK_LAUNCH();
  sample::print_timing("placement", place_watch.ms(), static_cast<double>(n), "bodies");
  const sample::Stopwatch step_watch;
  step_kernel<<<blocks, 128>>>(pos, vel, m.get(), acc, pos1, vel1, un);
  GPU_CHECK_LAUNCH();
  sample::print_timing("step", step_watch.ms(), static_cast<double>(n) * n, "interactions");

  std::vector<float>* out[15] = {&s.px, &s.py, &s.pz, &s.vx, &s.vy, &s.vz, &s.ax, &s.ay,
                                 &s.az, &s.qx, &s.qy, &s.qz, &s.wx, &s.wy, &s.wz};
  for (int k = 0; k < 15; ++k) b[k].download(*out[k]);
  sample::print_timing("with copies", total.ms(), static_cast<double>(n) * n, "interactions");
  return nbody::check(argv[0], disk, s);
}
