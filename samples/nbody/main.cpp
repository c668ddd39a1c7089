// samples/nbody/main.cpp -- one n-body step of a rotating disk, host build: the kernel bodies of
// nbody_kernel.hpp on a grid of std::threads, checked against a double-precision reference.
#include <cstdio>

#include "../common/host_grid.hpp"
#include "../common/sample.hpp"
#include "nbody_kernel.hpp"
#include "nbody_reference.hpp"

int main(int argc, char** argv) {
  sample::Option opts[] = {{"n", "number of bodies", 4096, 2, 1u << 20},
                           {"seed", "seed of the disk", 1, 0, ~0ull}};
  sample::parse_args(argc, argv, "One softened n-body step of a rotating disk (host)", opts);
  const std::size_t n = opts[0].value;
  const nbody::Disk disk = nbody::make_disk(n, opts[1].value);
  nbody::State s(n);
  std::printf("nbody (host, %u threads): %zu bodies, %.3g interactions\n", sample::host_threads(),
              n, static_cast<double>(n) * n);

  const sample::Stopwatch place_watch;
  sample::parallel_for(n, [&](std::size_t i) {
    nbody::Vec3 p, v;
    nbody::place_body(disk.R[i], disk.theta[i], disk.h[i], disk.M, &p, &v);
    s.px[i] = p.x, s.py[i] = p.y, s.pz[i] = p.z, s.vx[i] = v.x, s.vy[i] = v.y, s.vz[i] = v.z;
  });
  sample::print_timing("placement", place_watch.ms(), static_cast<double>(n), "bodies");

  const sample::Stopwatch step_watch;
  sample::parallel_for(n, [&](std::size_t i) {
    const nbody::Step st = nbody::step_body(
        s.px.data(), s.py.data(), s.pz.data(), disk.m.data(), static_cast<unsigned>(n),
        static_cast<unsigned>(i), {s.vx[i], s.vy[i], s.vz[i]}, nbody::kSoftening, nbody::kDt);
    s.ax[i] = st.acc.x, s.ay[i] = st.acc.y, s.az[i] = st.acc.z;
    s.qx[i] = st.pos.x, s.qy[i] = st.pos.y, s.qz[i] = st.pos.z;
    s.wx[i] = st.vel.x, s.wy[i] = st.vel.y, s.wz[i] = st.vel.z;
  });
  sample::print_timing("step", step_watch.ms(), static_cast<double>(n) * n, "interactions");
  return nbody::check(argv[0], disk, s);
}
