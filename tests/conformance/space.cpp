// tests/conformance/space.cpp -- the input spaces of space.hpp, except `special`
// (special_values.cpp).
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

#include "space.hpp"
#include "space_util.hpp"

namespace warpmath::conformance {
namespace {

using space_util::from_bits;

constexpr std::uint64_t kAllBits = std::uint64_t{1} << 32;

std::string trim(const std::string& s) {
  const char* space = " \t\r\n";
  const std::size_t first = s.find_first_not_of(space);
  if (first == std::string::npos) return {};
  return s.substr(first, s.find_last_not_of(space) - first + 1);
}

bool is_hex_digits(const std::string& s) {
  return !s.empty() && s.find_first_not_of("0123456789abcdefABCDEF") == std::string::npos;
}

// N of "sample:N" or "pairs:N" (prefix of `prefix_length` characters): 1 to 2^32.
std::uint64_t parse_count(const std::string& spec, std::size_t prefix_length) {
  const std::string digits = spec.substr(prefix_length);
  const bool ok = !digits.empty() && digits.size() <= 10 &&
                  digits.find_first_not_of("0123456789") == std::string::npos;
  const std::uint64_t n = ok ? std::strtoull(digits.c_str(), nullptr, 10) : 0;
  if (n == 0 || n > kAllBits) {
    throw SpaceError("malformed space '" + spec + "': N in " + spec.substr(0, prefix_length) +
                     "N must be 1 to 2^32");
  }
  return n;
}

Space parse_one(const std::string& spec, int arity) {
  const bool pairs = arity == 2;
  if (spec == "exhaustive") {
    if (pairs) {
      throw SpaceError("the exhaustive space is for one-argument functions (two arguments "
                       "have 2^64 pairs); use pairs:N");
    }
    return Space::exhaustive();
  }
  if (spec == "special") return pairs ? special_pair_space() : special_space();
  if (spec.rfind("sample:", 0) == 0) {
    const std::uint64_t n = parse_count(spec, 7);
    return pairs ? pair_sample_space(n) : sample_space(n);
  }
  if (spec.rfind("pairs:", 0) == 0) {
    const std::uint64_t n = parse_count(spec, 6);
    if (!pairs) {
      throw SpaceError("space '" + spec + "' is for two-argument functions; use sample:N");
    }
    return pair_sample_space(n);
  }
  if (spec.rfind("file:", 0) == 0 && spec.size() > 5) {
    return pairs ? pair_file_space(spec.substr(5)) : file_space(spec.substr(5));
  }
  throw SpaceError("malformed space '" + spec +
                   "' (expected exhaustive, sample:N, pairs:N, special or file:PATH)");
}

}  // namespace

Space Space::exhaustive() { return Space("exhaustive", true, 1, {}, {}); }

Space Space::list(std::string name, std::vector<float> values) {
  return Space(std::move(name), false, 1, std::move(values), {});
}

Space Space::pairs(std::string name, std::vector<float> xs, std::vector<float> ys) {
  if (xs.size() != ys.size()) throw SpaceError("a space of pairs needs as many x as y");
  return Space(std::move(name), false, 2, std::move(xs), std::move(ys));
}

std::uint64_t Space::size() const { return exhaustive_ ? kAllBits : values_.size(); }

const std::vector<float>& Space::values() const { return values_; }

const std::vector<float>& Space::values_y() const { return values_y_; }

void Space::append(const Space& other) {
  if (exhaustive_ || other.exhaustive_) {
    throw SpaceError("the exhaustive space cannot be combined with another space");
  }
  if (arity_ != other.arity_) throw SpaceError("cannot combine spaces of inputs and of pairs");
  values_.insert(values_.end(), other.values_.begin(), other.values_.end());
  values_y_.insert(values_y_.end(), other.values_y_.begin(), other.values_y_.end());
  name_ += "+" + other.name_;
}

Space sample_space(std::uint64_t n, std::uint64_t seed) {
  // Stratum s (space_util.hpp) gets floor((s+1)N/510) - floor(sN/510) inputs: one uniformly
  // drawn from each of that many equal slices of the stratum, so that the inputs cover it evenly.
  using space_util::kStrata;
  std::vector<float> values;
  values.reserve(n + 6);
  for (std::uint64_t s = 0; s < kStrata; ++s) {
    const space_util::Stratum st = space_util::stratum(s);
    const std::uint64_t k = (s + 1) * n / kStrata - s * n / kStrata;
    space_util::SplitMix64 rng{seed ^ (s * 0x2545f4914f6cdd1du)};
    for (std::uint64_t j = 0; j < k; ++j) {
      const std::uint64_t lo = j * st.width / k;
      const std::uint64_t hi = (j + 1) * st.width / k;
      values.push_back(space_util::in_stratum(st, hi > lo ? lo + rng.below(hi - lo) : lo));
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

namespace {

// "x y", "x, y" or "x,y": two floats as parse_float() reads them.
bool parse_pair(std::string text, float* x, float* y) {
  const std::size_t comma = text.find(',');
  if (comma != std::string::npos) text[comma] = ' ';
  std::istringstream tokens(text);
  std::string first, second, extra;
  return static_cast<bool>(tokens >> first >> second) && !(tokens >> extra) &&
         parse_float(first, x) && parse_float(second, y);
}

// Reads the inputs of a file: space, `arity` floats per line (two separated by spaces or a
// comma), into xs (and ys).
void read_input_file(const std::string& path, int arity, std::vector<float>* xs,
                     std::vector<float>* ys) {
  std::ifstream in(path);
  if (!in) throw SpaceError("cannot open input file '" + path + "'");
  std::string line;
  for (std::size_t number = 1; std::getline(in, line); ++number) {
    const std::string text = trim(line.substr(0, line.find('#')));
    if (text.empty()) continue;
    const std::string where = path + ":" + std::to_string(number) + ": ";
    if (arity == 1) {
      float x;
      if (!parse_float(text, &x)) throw SpaceError(where + "not a float: '" + text + "'");
      xs->push_back(x);
      continue;
    }
    float x, y;
    if (!parse_pair(text, &x, &y)) throw SpaceError(where + "not two floats: '" + text + "'");
    xs->push_back(x);
    ys->push_back(y);
  }
  if (in.bad()) throw SpaceError("error reading input file '" + path + "'");
  if (xs->empty()) throw SpaceError("input file '" + path + "' has no inputs");
}

}  // namespace

Space file_space(const std::string& path) {
  std::vector<float> values;
  read_input_file(path, 1, &values, nullptr);
  return Space::list("file:" + path, std::move(values));
}

Space pair_file_space(const std::string& path) {
  std::vector<float> xs, ys;
  read_input_file(path, 2, &xs, &ys);
  return Space::pairs("file:" + path, std::move(xs), std::move(ys));
}

Space parse_space(const std::string& spec, int arity) {
  // Split at '+', except that a file: spec takes the rest of the string (paths may hold '+').
  std::size_t pos = 0;
  Space space = Space::list("", {});
  bool first = true;
  while (true) {
    const bool is_file = spec.compare(pos, 5, "file:") == 0;
    const std::size_t plus = is_file ? std::string::npos : spec.find('+', pos);
    const std::string piece = spec.substr(pos, plus == std::string::npos ? plus : plus - pos);
    Space next = parse_one(piece, arity);
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

Space default_space(int arity) {
  const std::string n = std::to_string(kDefaultSampleSize);
  return parse_space(arity == 2 ? "pairs:" + n + "+special" : "sample:" + n + "+special", arity);
}

}  // namespace warpmath::conformance
