// host_ref/ref_table.cpp -- the table of references built from refs.def, and the lookups on it.
#include <iterator>
#include <stdexcept>
#include <string>

#include "host_ref/ref_functions.hpp"
#include "host_ref/ref_spec.hpp"

namespace warpmath::host_ref {

namespace detail {
namespace {

// The least power of two >= 8E: covers E |f| <= E |y| / (1 - E), and the rounding of y -/+ width
// in double (2^-53 |y| each), with a factor of at least 3 to spare for E >= 2^-53.
constexpr double check_width_for(double fast_error) {
  double width = 0x1p-60;
  while (width < 8.0 * fast_error) width *= 2.0;
  return width;
}

}  // namespace

// clang-format off
constexpr RefSpec kRefSpecs[] = {
#define WARPMATH_REF_UNARY(name, mpfr_function, fast_function, fast_error, specials)  \
  {#name, 1, fast_error, check_width_for(fast_error), mpfr_function, fast_function, \
   &specials, nullptr, nullptr, nullptr, nullptr, nullptr},
#define WARPMATH_REF_BINARY(name, mpfr_function, fast_function, fast_error, special_rule) \
  {#name, 2, fast_error, check_width_for(fast_error), nullptr, nullptr, nullptr,        \
   mpfr_function, fast_function, special_rule, nullptr, nullptr},
#define WARPMATH_REF_NARY(name, arity, mpfr_function, fast_function, fast_error)                \
  {#name, arity, fast_error, check_width_for(fast_error), nullptr, nullptr, nullptr, nullptr, \
   nullptr, nullptr, mpfr_function, fast_function},
#include "host_ref/refs.def"
};
// clang-format on
static_assert(sizeof(kRefSpecs) / sizeof(kRefSpecs[0]) == std::size(kAllRefs));
// The trig references keep the check width they had before the table existed.
static_assert(check_width_for(kTrigError) == 0x1p-46 && check_width_for(kLibmError) == 0x1p-46);

namespace {

const RefSpec& row(Ref r) {
  const auto i = static_cast<std::size_t>(r);
  if (i >= std::size(kRefSpecs)) throw std::invalid_argument("host_ref: bad Ref");
  return kRefSpecs[i];
}

}  // namespace

void throw_wrong_arity(Ref r, int arity) {
  throw std::invalid_argument(std::string("host_ref: ") + row(r).name + " takes " +
                              std::to_string(row(r).arity) + " argument(s), not " +
                              std::to_string(arity));
}

}  // namespace detail

bool ref_from_name(const std::string& name, Ref* out) {
  for (Ref r : kAllRefs) {
    if (name == ref_name(r)) {
      *out = r;
      return true;
    }
  }
  return false;
}

const char* ref_name(Ref r) { return detail::row(r).name; }

int ref_arity(Ref r) { return detail::row(r).arity; }

double fast_error_bound(Ref r) { return detail::row(r).fast_error; }

}  // namespace warpmath::host_ref
