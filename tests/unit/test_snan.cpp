// tests/unit/test_snan.cpp -- signalling NaN operands (docs/design.md, "Signalling NaNs").
//
// IEEE 754-2019 (6.2, 9.2.1): a computational operation given a signalling NaN returns a quiet
// NaN, also where the same operation given a quiet NaN returns a number: hypot(+-inf, sNaN),
// pow(1, sNaN) and pow(sNaN, +-0) are quiet NaNs while hypot(+-inf, qNaN) = +inf and
// pow(1, qNaN) = pow(qNaN, +-0) = 1. Every catalogue entry is checked with a signalling NaN (both
// signs, two payloads) in each float argument position, beside the partners that decide those
// special cases. The exceptions are the operations that IEEE defines otherwise, and the integer
// results that C leaves to the implementation (docs/design.md, "Conventions").
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "catalogue/kernels.hpp"

namespace {

using warpmath::fp::as_float;
using warpmath::fp::as_uint;

bool is_nan(float r) { return (as_uint(r) & 0x7fffffffu) > 0x7f800000u; }
bool is_quiet_nan(float r) { return is_nan(r) && (as_uint(r) & 0x00400000u) != 0; }

// How an entry treats a signalling NaN operand, when not as every computational operation does.
enum class Rule {
  kQuietNaN,       // the result is a quiet NaN
  kSignBitOp,      // copysignf, fabsf: quiet-computational, the sNaN's bits are returned as they
                   // are (with the sign of y, or +); a sNaN sign source gives |x| with some sign
  kNumberFirst,    // fminf/fmaxf: minimumNumber/maximumNumber, the number operand is returned
  kIntegerResult,  // an integer result (a NaN has no integer value; C leaves it open)
};

Rule rule_of(const std::string& id) {
  if (id == "copysignf" || id == "fabsf") return Rule::kSignBitOp;
  if (id == "fminf" || id == "fmaxf") return Rule::kNumberFirst;
  for (const char* i :
       {"frexpf_exp", "ilogbf", "lrintf", "llrintf", "lroundf", "llroundf", "remquof_quo"}) {
    if (id == i) return Rule::kIntegerResult;
  }
  return Rule::kQuietNaN;
}

const std::uint32_t kSignalling[] = {0x7fa00000u, 0xffa00000u, 0x7f800001u, 0xffbfffffu};
const float kPartners[] = {1.0f,
                           -1.0f,
                           0.0f,
                           -0.0f,
                           0.5f,
                           2.0f,
                           3.0f,
                           -3.0f,
                           1e-40f,
                           3e38f,
                           __builtin_inff(),
                           -__builtin_inff(),
                           __builtin_nanf("")};

template <typename F>
void check_entry(const char* id, bool integer_y) {
  const Rule rule = rule_of(id);
  if (rule == Rule::kIntegerResult) return;
  F f;
  for (int pos = 0; pos < F::kArity; ++pos) {
    if (integer_y && pos == 1) continue;  // the integer argument n
    for (std::uint32_t s : kSignalling) {
      for (float partner : kPartners) {
        float a[4] = {partner, partner, partner, partner};
        a[pos] = as_float(s);
        float r;
        if constexpr (F::kArity == 1) {
          r = f(a[0]);
        } else if constexpr (F::kArity == 2) {
          r = f(a[0], a[1]);
        } else if constexpr (F::kArity == 3) {
          r = f(a[0], a[1], a[2]);
        } else {
          r = f(a[0], a[1], a[2], a[3]);
        }
        SCOPED_TRACE(testing::Message() << id << " with sNaN 0x" << std::hex << s << " in position "
                                        << pos << ", other arguments " << std::hexfloat << partner
                                        << ", result bits 0x" << as_uint(r));
        switch (rule) {
          case Rule::kQuietNaN:
            EXPECT_TRUE(is_quiet_nan(r));
            break;
          case Rule::kSignBitOp:
            if (pos == 0) {
              EXPECT_EQ(as_uint(r) & 0x7fffffffu, s & 0x7fffffffu);
            } else {
              EXPECT_EQ(as_uint(r) & 0x7fffffffu, as_uint(partner) & 0x7fffffffu);
            }
            break;
          case Rule::kNumberFirst:
            if (is_nan(partner)) {
              EXPECT_TRUE(is_quiet_nan(r));
            } else {
              EXPECT_EQ(as_uint(r), as_uint(partner));
            }
            break;
          case Rule::kIntegerResult:
            break;
        }
      }
    }
  }
}

TEST(SignallingNaN, EveryCatalogueEntry) {
#define WARPMATH_UNARY(id, ...) check_entry<warpmath::catalogue::id##_fn>(#id, false);
#define WARPMATH_BINARY(id, ...) check_entry<warpmath::catalogue::id##_fn>(#id, false);
#define WARPMATH_BINARY_INT(id, ...) check_entry<warpmath::catalogue::id##_fn>(#id, true);
#include "catalogue/functions.def"
}

}  // namespace
