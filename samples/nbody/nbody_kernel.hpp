// samples/nbody/nbody_kernel.hpp -- the per-body kernel bodies of the n-body sample, shared by its
// host, CUDA and HIP builds (WARPMATH_HD).
//
// A rotating disk of n bodies (G = 1): place_body() puts body i at radius R, angle theta, height
// h, moving on a circular orbit about the z axis with speed sqrt(M / R) (sincosf, rsqrtf).
// step_body() computes its softened gravitational acceleration
//   a_i = sum_j m_j (r_j - r_i) / (|r_j - r_i|^2 + eps^2)^(3/2)
// with rnorm4df(dx, dy, dz, eps) = 1 / sqrt(dx^2 + dy^2 + dz^2 + eps^2) (no overflow or underflow
// in the squares, correctly rounded but for rare ties), then one kick-drift step of length dt.
// The sums are compensated (Kahan), so their error does not grow with n: the checks can then use
// a bound that does not either.
#pragma once

#include <warpmath/warpmath.hpp>

namespace nbody {

struct Vec3 {
  float x, y, z;
};

// Body at radius R, angle theta, height h, on a circular orbit in the field of a mass M.
WARPMATH_HD void place_body(float R, float theta, float h, float M, Vec3* pos, Vec3* vel) {
  float s, c;
  warpmath::sincosf(theta, &s, &c);
  *pos = {R * c, R * s, h};
  const float speed = warpmath::sqrtf(M) * warpmath::rsqrtf(R);
  *vel = {-s * speed, c * speed, 0.0f};
}

// Compensated running sum (Kahan): |error| <= 2u sum |terms| + O(n u^2) sum |terms|.
struct KahanSum {
  float sum = 0.0f, carry = 0.0f;
  WARPMATH_HD void add(float term) {
    const float y = term - carry;
    const float t = sum + y;
    carry = (t - sum) - y;
    sum = t;
  }
};

struct Step {
  Vec3 acc, pos, vel;
};

// The acceleration of body i from all n bodies (structure of arrays px, py, pz, m), then the
// kick-drift update v' = v + a dt, r' = r + v' dt.
WARPMATH_HD Step step_body(const float* px, const float* py, const float* pz, const float* m,
                           unsigned n, unsigned i, Vec3 vel, float eps, float dt) {
  const float xi = px[i], yi = py[i], zi = pz[i];
  KahanSum ax, ay, az;
  for (unsigned j = 0; j < n; ++j) {
    const float dx = px[j] - xi, dy = py[j] - yi, dz = pz[j] - zi;
    const float inv = warpmath::rnorm4df(dx, dy, dz, eps);
    const float w = m[j] * (inv * inv * inv);
    ax.add(w * dx);
    ay.add(w * dy);
    az.add(w * dz);
  }
  Step s;
  s.acc = {ax.sum, ay.sum, az.sum};
  s.vel = {vel.x + s.acc.x * dt, vel.y + s.acc.y * dt, vel.z + s.acc.z * dt};
  s.pos = {xi + s.vel.x * dt, yi + s.vel.y * dt, zi + s.vel.z * dt};
  return s;
}

}  // namespace nbody
