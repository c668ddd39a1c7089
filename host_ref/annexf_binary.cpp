// host_ref/annexf_binary.cpp -- annexf.hpp's table for the two-argument references: C23
// F.10.1.4 (atan2, and atan2pi with pi = 1), F.10.4.4 (hypot), F.10.4.5 (pow), F.10.4.6 (powr),
// IEEE 754 division, F.10.7.1 (fmod), F.10.7.2 (remainder), F.10.8.1 (copysign), F.10.8.3
// (nextafter), F.10.9 (fdim; fmax and fmin with -0 < +0, the behaviour F.10.9.2 calls ideal).
// Written from the standard's text, one case per rule and sign.
#include <cfloat>
#include <limits>

#include "host_ref/annexf.hpp"

namespace warpmath::host_ref {

namespace {

constexpr float kInf = std::numeric_limits<float>::infinity();
constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
// Correctly rounded multiples of pi.
constexpr float kPi = 0x1.921fb6p+1f;
constexpr float kPiOver2 = 0x1.921fb6p+0f;
constexpr float kPiOver4 = 0x1.921fb6p-1f;
constexpr float kThreePiOver4 = 0x1.2d97c8p+1f;

// atan2 or atan2pi (`half_turn` = pi or 1): the cases of F.10.1.4, both signs of y.
void add_atan2_rules(Ref r, float half_turn, float quarter, float eighth, float three_eighths,
                     std::vector<SpecialCase2>* out) {
  for (float s : {1.0f, -1.0f}) {
    out->insert(out->end(), {{r, s * 0.0f, -0.0f, s * half_turn},
                             {r, s * 0.0f, 0.0f, s * 0.0f},
                             {r, s * 0.0f, -1.0f, s * half_turn},
                             {r, s * 0.0f, 1.0f, s * 0.0f},
                             {r, s * 1.0f, 0.0f, s * quarter},
                             {r, s * 1.0f, -0.0f, s * quarter},
                             {r, s * 1.0f, -kInf, s * half_turn},
                             {r, s * 1.0f, kInf, s * 0.0f},
                             {r, s * kInf, 1.0f, s * quarter},
                             {r, s * kInf, -kInf, s * three_eighths},
                             {r, s * kInf, kInf, s * eighth},
                             {r, s * 0.0f, kNaN, kNaN},
                             {r, kNaN, s * 1.0f, kNaN}});
  }
}

std::vector<SpecialCase2> pow_cases() {
  const Ref p = Ref::pow;
  return {{p, kNaN, 0.0f, 1.0f},     {p, kNaN, -0.0f, 1.0f},          {p, 1.0f, kNaN, 1.0f},
          {p, 1.0f, -kInf, 1.0f},    {p, -1.0f, kInf, 1.0f},          {p, -1.0f, -kInf, 1.0f},
          {p, 0.0f, -3.0f, kInf},    {p, -0.0f, -3.0f, -kInf},        {p, -0.0f, -2.0f, kInf},
          {p, -0.0f, -0.5f, kInf},   {p, -0.0f, -kInf, kInf},         {p, -0.0f, 3.0f, -0.0f},
          {p, 0.0f, 3.0f, 0.0f},     {p, -0.0f, 2.0f, 0.0f},          {p, -0.0f, kInf, 0.0f},
          {p, -2.0f, 0.5f, kNaN},    {p, -2.0f, 3.0f, -8.0f},         {p, -1.0f, 3.0f, -1.0f},
          {p, -1.0f, 0x1p30f, 1.0f}, {p, 0.5f, -kInf, kInf},          {p, -2.0f, -kInf, 0.0f},
          {p, -0.5f, kInf, 0.0f},    {p, 2.0f, kInf, kInf},           {p, -kInf, -3.0f, -0.0f},
          {p, -kInf, -2.0f, 0.0f},   {p, -kInf, 3.0f, -kInf},         {p, -kInf, 2.5f, kInf},
          {p, kInf, -1.0f, 0.0f},    {p, kInf, 0.5f, kInf},           {p, kNaN, 1.0f, kNaN},
          {p, 2.0f, kNaN, kNaN},     {p, -1.0f, kNaN, kNaN},          {p, 2.0f, 128.0f, kInf},
          {p, 2.0f, -150.0f, 0.0f},  {p, -2.0f, -149.0f, -0x1p-149f}, {p, -2.0f, 127.0f, -0x1p127f},
          {p, 0x1p-100f, 2.0f, 0.0f}};
}

std::vector<SpecialCase2> powr_cases() {
  const Ref p = Ref::powr;
  return {{p, 2.0f, 0.0f, 1.0f},   {p, 2.0f, -0.0f, 1.0f}, {p, 0.0f, -1.0f, kInf},
          {p, -0.0f, -1.0f, kInf}, {p, 0.0f, -kInf, kInf}, {p, -0.0f, 3.0f, 0.0f},
          {p, 0.0f, 2.0f, 0.0f},   {p, 1.0f, 5.0f, 1.0f},  {p, -2.0f, 2.0f, kNaN},
          {p, -kInf, 2.0f, kNaN},  {p, 0.0f, 0.0f, kNaN},  {p, -0.0f, -0.0f, kNaN},
          {p, kInf, 0.0f, kNaN},   {p, 1.0f, kInf, kNaN},  {p, 1.0f, -kInf, kNaN},
          {p, 1.0f, kNaN, kNaN},   {p, kNaN, 0.0f, kNaN},  {p, kInf, -1.0f, 0.0f},
          {p, kInf, 2.0f, kInf},   {p, 0.5f, kInf, 0.0f},  {p, 2.0f, -kInf, 0.0f},
          {p, 2.0f, 3.0f, 8.0f}};
}

std::vector<SpecialCase2> exact_function_cases() {
  return {
      // hypot: an infinity wins over NaN; hypot(x, +-0) = |x|.
      {Ref::hypot, kInf, kNaN, kInf},
      {Ref::hypot, kNaN, -kInf, kInf},
      {Ref::hypot, -3.0f, 0.0f, 3.0f},
      {Ref::hypot, -0.0f, -2.0f, 2.0f},
      {Ref::hypot, 3.0f, 4.0f, 5.0f},
      {Ref::hypot, kNaN, 1.0f, kNaN},
      {Ref::hypot, FLT_MAX, FLT_MAX, kInf},
      // fmod
      {Ref::fmod, 0.0f, 1.0f, 0.0f},
      {Ref::fmod, -0.0f, 1.0f, -0.0f},
      {Ref::fmod, kInf, 1.0f, kNaN},
      {Ref::fmod, 1.0f, 0.0f, kNaN},
      {Ref::fmod, 1.5f, kInf, 1.5f},
      {Ref::fmod, -1.5f, -kInf, -1.5f},
      {Ref::fmod, 5.5f, 2.0f, 1.5f},
      {Ref::fmod, -5.5f, 2.0f, -1.5f},
      {Ref::fmod, -4.0f, 2.0f, -0.0f},
      {Ref::fmod, kNaN, 1.0f, kNaN},
      // remainder: round-to-nearest-even quotient; a zero result has x's sign.
      {Ref::remainder, -0.0f, 1.0f, -0.0f},
      {Ref::remainder, 1.0f, -0.0f, kNaN},
      {Ref::remainder, -kInf, 1.0f, kNaN},
      {Ref::remainder, 1.5f, kInf, 1.5f},
      {Ref::remainder, 5.5f, 2.0f, -0.5f},
      {Ref::remainder, -1.0f, 1.0f, -0.0f},
      {Ref::remainder, 3.0f, 2.0f, -1.0f},
      {Ref::remainder, 1.0f, kNaN, kNaN},
      // div: IEEE 754 division.
      {Ref::div, kNaN, 1.0f, kNaN},
      {Ref::div, 1.0f, kNaN, kNaN},
      {Ref::div, 0.0f, -0.0f, kNaN},
      {Ref::div, kInf, -kInf, kNaN},
      {Ref::div, 1.0f, -0.0f, -kInf},
      {Ref::div, -1.0f, 0.0f, -kInf},
      {Ref::div, kInf, -2.0f, -kInf},
      {Ref::div, -0.0f, 3.0f, -0.0f},
      {Ref::div, 1.0f, -kInf, -0.0f},
      {Ref::div, 1.0f, 3.0f, 0x1.555556p-2f},
      {Ref::div, FLT_MAX, 0.5f, kInf},
      {Ref::div, 0x1p-149f, 2.0f, 0.0f},
      {Ref::div, 0x1.8p-148f, 2.0f, 0x1p-148f},
      // fdim
      {Ref::fdim, kNaN, 1.0f, kNaN},
      {Ref::fdim, 1.0f, kNaN, kNaN},
      {Ref::fdim, 2.0f, 1.0f, 1.0f},
      {Ref::fdim, 1.0f, 2.0f, 0.0f},
      {Ref::fdim, -0.0f, 0.0f, 0.0f},
      {Ref::fdim, kInf, kInf, 0.0f},
      {Ref::fdim, kInf, -kInf, kInf},
      {Ref::fdim, FLT_MAX, -FLT_MAX, kInf},
      // fmin, fmax: a NaN is ignored; -0 < +0.
      {Ref::fmin, kNaN, 1.0f, 1.0f},
      {Ref::fmin, 1.0f, kNaN, 1.0f},
      {Ref::fmin, kNaN, kNaN, kNaN},
      {Ref::fmin, -0.0f, 0.0f, -0.0f},
      {Ref::fmin, 0.0f, -0.0f, -0.0f},
      {Ref::fmin, -kInf, 1.0f, -kInf},
      {Ref::fmax, kNaN, -1.0f, -1.0f},
      {Ref::fmax, -1.0f, kNaN, -1.0f},
      {Ref::fmax, kNaN, kNaN, kNaN},
      {Ref::fmax, -0.0f, 0.0f, 0.0f},
      {Ref::fmax, 0.0f, -0.0f, 0.0f},
      {Ref::fmax, -kInf, 1.0f, 1.0f},
      // copysign: the sign bit of y, also of a zero or a NaN.
      {Ref::copysign, 1.0f, -0.0f, -1.0f},
      {Ref::copysign, -1.0f, 0.0f, 1.0f},
      {Ref::copysign, kInf, -1.0f, -kInf},
      {Ref::copysign, 0.0f, -2.0f, -0.0f},
      {Ref::copysign, 1.0f, -kNaN, -1.0f},
      {Ref::copysign, -1.0f, kNaN, 1.0f},
      {Ref::copysign, kNaN, 1.0f, kNaN},
      // nextafter: y itself when x == y; steps of float, subnormals included.
      {Ref::nextafter, 0.0f, 1.0f, 0x1p-149f},
      {Ref::nextafter, 0.0f, -1.0f, -0x1p-149f},
      {Ref::nextafter, -0.0f, 0.0f, 0.0f},
      {Ref::nextafter, 0.0f, -0.0f, -0.0f},
      {Ref::nextafter, 1.0f, 2.0f, 0x1.000002p0f},
      {Ref::nextafter, 1.0f, 0.0f, 0x1.fffffep-1f},
      {Ref::nextafter, FLT_MAX, kInf, kInf},
      {Ref::nextafter, kInf, 0.0f, FLT_MAX},
      {Ref::nextafter, -kInf, 0.0f, -FLT_MAX},
      {Ref::nextafter, 0x1p-126f, 0.0f, 0x1.fffffcp-127f},
      {Ref::nextafter, 0x1p-149f, 0.0f, 0.0f},
      {Ref::nextafter, -0x1p-149f, 0.0f, -0.0f},
      {Ref::nextafter, kNaN, 1.0f, kNaN},
      {Ref::nextafter, 1.0f, kNaN, kNaN},
      {Ref::nextafter, 1.0f, 1.0f, 1.0f},
      {Ref::nextafter, -0x1p-126f, -1.0f, -0x1.000002p-126f},
  };
}

}  // namespace

const std::vector<SpecialCase2>& annexf_cases2() {
  static const std::vector<SpecialCase2> cases = [] {
    std::vector<SpecialCase2> all;
    add_atan2_rules(Ref::atan2, kPi, kPiOver2, kPiOver4, kThreePiOver4, &all);
    add_atan2_rules(Ref::atan2pi, 1.0f, 0.5f, 0.25f, 0.75f, &all);
    all.insert(all.end(),
               {{Ref::atan2pi, 1.0f, 1.0f, 0.25f}, {Ref::atan2pi, -2.0f, -2.0f, -0.75f}});
    for (const auto& part : {pow_cases(), powr_cases(), exact_function_cases(),
                             annexf_exact_cases2(), annexf_bessel_n_cases2()}) {
      all.insert(all.end(), part.begin(), part.end());
    }
    return all;
  }();
  return cases;
}

}  // namespace warpmath::host_ref
