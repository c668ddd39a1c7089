// samples/nbody/nbody_reference.hpp -- inputs, double-precision reference and checks of the
// n-body sample (host code, shared by main.cpp and main.cu).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "../common/host_grid.hpp"
#include "../common/sample.hpp"
#include "nbody_kernel.hpp"

namespace nbody {

constexpr float kSoftening = 0.05f;
constexpr float kDt = 1e-3f;
constexpr double kU = 0x1p-24;  // unit roundoff of float

// Bounds, first order, in units of u = 2^-24 (an error of e ulp is at most 2e u relative):
//   position R cos(theta): sincosf 0.722 ulp + the product 0.5 ulp              -> 2.45 u
//   velocity -sin(theta) sqrt(M) rsqrt(R): 0.722 + 0.5 + 0.501 ulp + 2 products -> 4.45 u
//   each term m_j dx / s^(3/2) of the acceleration: dx rounds (1 u, which also moves s by 2 u
//   and s^(-1/2) by 1 u), rnorm4df 1 u, so inv is within 2 u; inv^3 6 u + 2 products;
//   times m_j and dx 2 products + dx's 1 u: 11 u; the compensated sum 2 u:      -> 13 u
//     of sum_j |term_j| (per component; the check allows 14 u, covering O(n u^2)).
constexpr double kTolPosition = 2.46 * kU;
constexpr double kTolVelocity = 4.46 * kU;
constexpr double kTolAcceleration = 14.0 * kU;

struct Disk {
  std::vector<float> R, theta, h, m;
  float M = 0;  // total mass
};

inline Disk make_disk(std::size_t n, std::uint64_t seed) {
  sample::Rng rng(seed);
  Disk d;
  for (std::size_t i = 0; i < n; ++i) {
    d.R.push_back(rng.uniform(0.1f, 1.0f));
    d.theta.push_back(rng.uniform(0.0f, 6.2831853f));
    d.h.push_back(rng.uniform(-0.02f, 0.02f));
    d.m.push_back(rng.uniform(0.5f, 1.5f) / static_cast<float>(n));
    d.M += d.m.back();
  }
  return d;
}

// Structure of arrays of the bodies after place_body() and step_body().
struct State {
  std::vector<float> px, py, pz, vx, vy, vz;  // placed
  std::vector<float> ax, ay, az;              // acceleration
  std::vector<float> qx, qy, qz, wx, wy, wz;  // position and velocity after the step
  explicit State(std::size_t n)
      : px(n),
        py(n),
        pz(n),
        vx(n),
        vy(n),
        vz(n),
        ax(n),
        ay(n),
        az(n),
        qx(n),
        qy(n),
        qz(n),
        wx(n),
        wy(n),
        wz(n) {}
};

inline double rel_err(float got, double ref) {
  const double err = std::fabs(got - ref);
  return ref == 0 ? (err == 0 ? 0.0 : INFINITY) : err / std::fabs(ref);
}

inline void take_max(double& m, double v) {
  if (!(v <= m)) m = v;  // also takes a NaN
}

inline int check(const char* program, const Disk& d, const State& s) {
  const std::size_t n = d.R.size();
  double max_pos = 0, max_vel = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const double R = d.R[i], t = d.theta[i], speed = std::sqrt(d.M / R);
    take_max(max_pos,
             std::max(rel_err(s.px[i], R * std::cos(t)), rel_err(s.py[i], R * std::sin(t))));
    take_max(max_vel, std::max(rel_err(s.vx[i], -std::sin(t) * speed),
                               rel_err(s.vy[i], std::cos(t) * speed)));
  }
  // The acceleration in double from the float positions (the computed ones: the check of the
  // step must not charge it with the placement's errors), on the host threads.
  std::vector<double> acc_err(n), step_err(n);
  sample::parallel_for(n, [&](std::size_t i) {
    double a[3] = {0, 0, 0}, abs_sum[3] = {0, 0, 0};
    const double ri[3] = {s.px[i], s.py[i], s.pz[i]};
    const double eps2 = static_cast<double>(kSoftening) * kSoftening;
    for (std::size_t j = 0; j < n; ++j) {
      const double dr[3] = {s.px[j] - ri[0], s.py[j] - ri[1], s.pz[j] - ri[2]};
      const double r2 = dr[0] * dr[0] + dr[1] * dr[1] + dr[2] * dr[2] + eps2;
      const double w = d.m[j] / (r2 * std::sqrt(r2));
      for (int k = 0; k < 3; ++k) {
        a[k] += w * dr[k];
        abs_sum[k] += std::fabs(w * dr[k]);
      }
    }
    const float got_a[3] = {s.ax[i], s.ay[i], s.az[i]};
    const float got_q[3] = {s.qx[i], s.qy[i], s.qz[i]};
    const double v[3] = {s.vx[i], s.vy[i], s.vz[i]};
    double worst_a = 0, worst_q = 0;
    for (int k = 0; k < 3; ++k) {
      const double tol_a = kTolAcceleration * abs_sum[k];
      take_max(worst_a, std::fabs(got_a[k] - a[k]) / tol_a);
      // The step: v' = RN(v + RN(a dt)), r' = RN(r + RN(v' dt)); first-order bound with the
      // acceleration's own bound.
      const double w = v[k] + a[k] * kDt, q = ri[k] + w * kDt;
      const double tol_w = kU * (std::fabs(w) + std::fabs(a[k] * kDt)) + kDt * tol_a;
      const double tol_q = kU * (std::fabs(q) + std::fabs(w * kDt)) + kDt * tol_w;
      take_max(worst_q, std::fabs(got_q[k] - q) / (1.01 * tol_q));
    }
    acc_err[i] = worst_a;
    step_err[i] = worst_q;
  });
  double max_acc = 0, max_step = 0, max_acc_norm = 0;
  for (std::size_t i = 0; i < n; ++i) {
    take_max(max_acc, acc_err[i]);
    take_max(max_step, step_err[i]);
    max_acc_norm =
        std::max(max_acc_norm, std::hypot(double{s.ax[i]}, double{s.ay[i]}, double{s.az[i]}));
  }
  double momentum[3] = {0, 0, 0};
  for (std::size_t i = 0; i < n; ++i) {
    momentum[0] += d.m[i] * static_cast<double>(s.wx[i]);
    momentum[1] += d.m[i] * static_cast<double>(s.wy[i]);
    momentum[2] += d.m[i] * static_cast<double>(s.wz[i]);
  }
  std::printf(
      "  result: max |a| %.6g, total momentum after the step (%.3g, %.3g, %.3g), "
      "digest %016llx\n",
      max_acc_norm, momentum[0], momentum[1], momentum[2],
      static_cast<unsigned long long>(
          sample::digest(s.qx, sample::digest(s.qy, sample::digest(s.qz, sample::digest(s.ax))))));
  sample::Checks checks;
  checks.at_most("placement: max relative error of positions", max_pos, kTolPosition);
  checks.at_most("placement: max relative error of velocities", max_vel, kTolVelocity);
  checks.at_most("acceleration: max |error| / (14u sum|terms|)", max_acc, 1.0);
  checks.at_most("step: max |error| / its first-order bound", max_step, 1.0);
  return checks.finish(program);
}

}  // namespace nbody
