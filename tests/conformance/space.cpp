// tests/conformance/space.cpp -- the input spaces of space.hpp, except `special`
// (special_values.cpp).
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>

#include "space.hpp"

namespace warpmath::conformance {
namespace {

constexpr std::uint64_t kAllBits = std::uint64_t{1} << 32;

float from_bits(std::uint32_t bits) {
  float x;
  std::memcpy(&x, &bits, sizeof x);
  return x;
}

// SplitMix64: a tiny, well-mixed generator whose output is fixed by its seed on every platform
// (the standard distributions are not).
struct SplitMix64 {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
  }
};

std::string trim(const std::string& s) {
  const char* space = " \t\r\n";
  const std::size_t first = s.find_first_not_of(space);
  if (first == std::string::npos) return {};
  return s.substr(first, s.find_last_not_of(space) - first + 1);
}

bool is_hex_digits(const std::string& s) {
  return !s.empty() && s.find_first_not_of("0123456789abcdefABCDEF") == std::string::npos;
}

Space parse_one(const std::string& spec) {
  if (spec == "exhaustive") return Space::exhaustive();
  if (spec == "special") return special_space();
  if (spec.rfind("sample:", 0) == 0) {
    const std::string digits = spec.substr(7);
    const bool ok = !digits.empty() && digits.size() <= 10 &&
                    digits.find_first_not_of("0123456789") == std::string::npos;
    const std::uint64_t n = ok ? std::strtoull(digits.c_str(), nullptr, 10) : 0;
    if (n == 0 || n > kAllBits) {
      throw SpaceError("malformed space '" + spec + "': N in sample:N must be 1 to 2^32");
    }
    return sample_space(n);
  }
  if (spec.rfind("file:", 0) == 0 && spec.size() > 5) return file_space(spec.substr(5));
  throw SpaceError("malformed space '" + spec +
                   "' (expected exhaustive, sample:N, special or file:PATH)");
}

}  // namespace

Space Space::exhaustive() { return Space("exhaustive", true, {}); }

Space Space::list(std::string name, std::vector<float> values) {
  return Space(std::move(name), false, std::move(values));
}

std::uint64_t Space::size() const { return exhaustive_ ? kAllBits : values_.size(); }

const std::vector<float>& Space::values() const { return values_; }

void Space::append(const Space& other) {
  if (exhaustive_ || other.exhaustive_) {
    throw SpaceError("the exhaustive space cannot be combined with another space");
  }
  values_.insert(values_.end(), other.values_.begin(), other.values_.end());
  name_ += "+" + other.name_;
}

Space sample_space(std::uint64_t n, std::uint64_t seed) {
  // Stratum s: sign s / 255; s % 255 == 0 is the subnormal range (bit patterns 1 to 2^23 - 1),
  // otherwise the binade whose biased exponent is s % 255. Stratum s gets
  // floor((s+1)N/510) - floor(sN/510) inputs: one uniformly drawn from each of that many equal
  // slices of the stratum, so that the inputs cover it evenly.
  constexpr std::uint64_t kStrata = 510;
  std::vector<float> values;
  values.reserve(n + 6);
  for (std::uint64_t s = 0; s < kStrata; ++s) {
    const std::uint32_t sign = s < 255 ? 0u : 0x80000000u;
    const std::uint32_t biased = static_cast<std::uint32_t>(s % 255);
    const std::uint64_t start = biased == 0 ? 1 : std::uint64_t{biased} << 23;
    const std::uint64_t width = biased == 0 ? (1u << 23) - 1 : 1u << 23;
    const std::uint64_t k = (s + 1) * n / kStrata - s * n / kStrata;
    SplitMix64 rng{seed ^ (s * 0x2545f4914f6cdd1du)};
    for (std::uint64_t j = 0; j < k; ++j) {
      const std::uint64_t lo = j * width / k;
      const std::uint64_t hi = (j + 1) * width / k;
      const std::uint64_t offset = hi > lo ? lo + rng.next() % (hi - lo) : lo;
      values.push_back(from_bits(sign | static_cast<std::uint32_t>(start + offset)));
    }
  }
  for (std::uint32_t bits :
       {0x00000000u, 0x80000000u, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0xffc00000u}) {
    values.push_back(from_bits(bits));
  }
  return Space::list("sample:" + std::to_string(n), std::move(values));
}

bool parse_float(const std::string& text, float* out) {
  const std::string s = trim(text);
  if (s.size() > 2 && s.size() <= 10 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') &&
      is_hex_digits(s.substr(2))) {
    *out = from_bits(static_cast<std::uint32_t>(std::strtoul(s.c_str() + 2, nullptr, 16)));
    return true;
  }
  if (s.empty()) return false;
  char* end = nullptr;
  errno = 0;
  const float x = std::strtof(s.c_str(), &end);
  // ERANGE is fine: strtof rounds overflow to infinity and underflow to a subnormal or zero.
  if (end != s.c_str() + s.size()) return false;
  *out = x;
  return true;
}

Space file_space(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw SpaceError("cannot open input file '" + path + "'");
  std::vector<float> values;
  std::string line;
  for (std::size_t number = 1; std::getline(in, line); ++number) {
    const std::string text = trim(line.substr(0, line.find('#')));
    if (text.empty()) continue;
    float x;
    if (!parse_float(text, &x)) {
      throw SpaceError(path + ":" + std::to_string(number) + ": not a float: '" + text + "'");
    }
    values.push_back(x);
  }
  if (in.bad()) throw SpaceError("error reading input file '" + path + "'");
  if (values.empty()) throw SpaceError("input file '" + path + "' has no inputs");
  return Space::list("file:" + path, std::move(values));
}

Space parse_space(const std::string& spec) {
  // Split at '+', except that a file: spec takes the rest of the string (paths may hold '+').
  std::size_t pos = 0;
  Space space = Space::list("", {});
  bool first = true;
  while (true) {
    const bool is_file = spec.compare(pos, 5, "file:") == 0;
    const std::size_t plus = is_file ? std::string::npos : spec.find('+', pos);
    const std::string piece = spec.substr(pos, plus == std::string::npos ? plus : plus - pos);
    Space next = parse_one(piece);
    if (first) {
      space = std::move(next);
      first = false;
    } else {
      space.append(next);
    }
    if (plus == std::string::npos) return space;
    pos = plus + 1;
  }
}

Space default_space() {
  return parse_space("sample:" + std::to_string(kDefaultSampleSize) + "+special");
}

}  // namespace warpmath::conformance
