// tests/consumer/main.cpp -- calls the installed library from host code and checks the results.
#include <cmath>
#include <cstdio>
#include <warpmath/warpmath.hpp>

namespace {

int failures = 0;

// Within 1 ulp of the double-precision value (warpmath's documented bound for these functions).
void check_near(const char* what, float got, double want) {
  const float w = static_cast<float>(want);
  const float lo = std::nextafter(w, -INFINITY);
  const float hi = std::nextafter(w, INFINITY);
  const bool ok = got >= lo && got <= hi;
  std::printf("%-22s = %.9g (expected %.9g) %s\n", what, got, want, ok ? "ok" : "FAIL");
  failures += ok ? 0 : 1;
}

void check_true(const char* what, bool ok) {
  std::printf("%-22s %s\n", what, ok ? "ok" : "FAIL");
  failures += ok ? 0 : 1;
}

}  // namespace

int main() {
  std::printf("warpmath %d.%d.%d\n", WARPMATH_VERSION_MAJOR, WARPMATH_VERSION_MINOR,
              WARPMATH_VERSION_PATCH);
  check_near("warpmath::sinf(0.5f)", warpmath::sinf(0.5f), std::sin(0.5));
  check_near("warpmath::cosf(2.0f)", warpmath::cosf(2.0f), std::cos(2.0));
  check_near("warpmath::tanf(1.0f)", warpmath::tanf(1.0f), std::tan(1.0));
  check_near("warpmath::sinpif(0.25f)", warpmath::sinpif(0.25f), std::sqrt(0.5));
  float s = 0.0f, c = 0.0f;
  warpmath::sincosf(1.0f, &s, &c);
  check_near("sincosf(1.0f) sin", s, std::sin(1.0));
  check_near("sincosf(1.0f) cos", c, std::cos(1.0));
  check_true("sinf(-0.0f) is -0.0f",
             warpmath::sinf(-0.0f) == 0.0f && std::signbit(warpmath::sinf(-0.0f)));
  check_true("cosf(inf) is NaN", std::isnan(warpmath::cosf(INFINITY)));
  if (failures != 0) {
    std::printf("warpmath consumer: %d check(s) FAILED\n", failures);
    return 1;
  }
  std::printf("warpmath consumer: all checks passed\n");
  return 0;
}
