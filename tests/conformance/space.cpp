// tests/conformance/space.cpp -- the input spaces of space.hpp, except `special`
// (special_values.cpp).
#include "space.hpp"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

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

// The seed of a sampled space: its fixed seed, or that mixed with a --seed.
std::uint64_t seeded(std::uint64_t fixed, std::uint64_t seed) {
  return seed == 0 ? fixed : fixed ^ (seed * 0x9e3779b97f4a7c15u + 0x632be59bd9b4e019u);
}

Space parse_one(const std::string& spec, Shape shape, std::uint64_t seed) {
  const int arity = shape.arity;
  if (spec == "exhaustive") {
    if (arity != 1) {
      throw SpaceError(std::string("the exhaustive space is for one-argument functions (") +
                       describe(shape) + " have 2^" + std::to_string(32 * arity) +
                       " combinations); use " + (arity == 2 ? "pairs:N" : "tuples:N"));
    }
    return Space::exhaustive();
  }
  auto sample = [&](std::uint64_t n) {
    if (arity == 1) return sample_space(n, seeded(kSampleSeed, seed));
    if (arity == 2) {
      return shape.integer_y ? integer_pair_sample_space(n, seeded(kIntegerPairSeed, seed))
                             : pair_sample_space(n, seeded(kPairSeed, seed));
    }
    return tuple_sample_space(n, arity, seeded(kTupleSeed, seed));
  };
  if (spec == "special") {
    if (arity == 1) return special_space();
    if (arity == 2) return shape.integer_y ? special_integer_pair_space() : special_pair_space();
    return special_tuple_space(arity);
  }
  if (spec.rfind("sample:", 0) == 0) return sample(parse_count(spec, 7));
  if (spec.rfind("pairs:", 0) == 0) {
    const std::uint64_t n = parse_count(spec, 6);
    if (arity != 2) {
      throw SpaceError("space '" + spec + "' is for two-argument functions; use " +
                       (arity == 1 ? "sample:N" : "tuples:N"));
    }
    return sample(n);
  }
  if (spec.rfind("orders:", 0) == 0) {
    const std::uint64_t n = parse_count(spec, 7);
    if (!shape.integer_y) {
      throw SpaceError("space '" + spec + "' is for functions of a float and an integer order");
    }
    return bessel_order_pair_space(n, seeded(kOrderPairSeed, seed));
  }
  if (spec.rfind("tuples:", 0) == 0) {
    const std::uint64_t n = parse_count(spec, 7);
    if (arity < 3) {
      throw SpaceError("space '" + spec + "' is for functions of three or four arguments; use " +
                       (arity == 1 ? "sample:N" : "pairs:N"));
    }
    return sample(n);
  }
  if (spec.rfind("file:", 0) == 0 && spec.size() > 5) {
    if (arity == 1) return file_space(spec.substr(5));
    return tuple_file_space(spec.substr(5), shape);
  }
  throw SpaceError(
      "malformed space '" + spec +
      "' (expected exhaustive, sample:N, pairs:N, orders:N, tuples:N, special or file:PATH)");
}

}  // namespace

const char* describe(Shape shape) {
  switch (shape.arity) {
    case 1:
      return "one argument";
    case 2:
      return shape.integer_y ? "a float and an integer" : "two arguments";
    case 3:
      return "three arguments";
    default:
      return "four arguments";
  }
}

Space::Space(std::string name, bool exhaustive, Shape shape,
             std::vector<std::vector<float>> columns)
    : name_(std::move(name)), exhaustive_(exhaustive), shape_(shape) {
  if (!exhaustive && static_cast<int>(columns.size()) != shape.arity) {
    throw SpaceError("a space of " + std::to_string(shape.arity) +
                     " arguments needs as many columns");
  }
  for (const std::vector<float>& c : columns) {
    if (c.size() != columns[0].size()) {
      throw SpaceError("the columns of a space of tuples must have equal sizes");
    }
  }
  for (std::size_t k = 0; k < columns.size(); ++k) columns_[k] = std::move(columns[k]);
}

Space Space::exhaustive() { return Space("exhaustive", true, Shape{1, false}, {}); }

Space Space::list(std::string name, std::vector<float> values) {
  std::vector<std::vector<float>> columns;
  columns.push_back(std::move(values));
  return Space(std::move(name), false, Shape{1, false}, std::move(columns));
}

Space Space::pairs(std::string name, std::vector<float> xs, std::vector<float> ys) {
  if (xs.size() != ys.size()) throw SpaceError("a space of pairs needs as many x as y");
  std::vector<std::vector<float>> columns;
  columns.push_back(std::move(xs));
  columns.push_back(std::move(ys));
  return Space(std::move(name), false, Shape{2, false}, std::move(columns));
}

Space Space::tuples(std::string name, Shape shape, std::vector<std::vector<float>> columns) {
  if (shape.arity < 2 || shape.arity > kMaxArity) throw SpaceError("tuples have 2 to 4 arguments");
  return Space(std::move(name), false, shape, std::move(columns));
}

std::uint64_t Space::size() const { return exhaustive_ ? kAllBits : columns_[0].size(); }

const std::vector<float>& Space::values() const { return columns_[0]; }

const std::vector<float>& Space::values_y() const { return columns_[1]; }

const std::vector<float>& Space::column(int k) const { return columns_[k]; }

void Space::append(const Space& other) {
  if (exhaustive_ || other.exhaustive_) {
    throw SpaceError("the exhaustive space cannot be combined with another space");
  }
  if (!(shape_ == other.shape_)) {
    throw SpaceError(std::string("cannot combine spaces of ") + describe(shape_) + " and of " +
                     describe(other.shape_));
  }
  for (int k = 0; k < shape_.arity; ++k) {
    columns_[k].insert(columns_[k].end(), other.columns_[k].begin(), other.columns_[k].end());
  }
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

// `count` floats as parse_float() reads them, separated by spaces or commas ("x y", "x, y").
bool parse_floats(std::string text, int count, float* out) {
  // At most one comma between two floats: "1,,2", ",1 2" and "1 2," are malformed.
  bool comma_allowed = false;
  for (char& c : text) {
    if (c == ',') {
      if (!comma_allowed) return false;
      comma_allowed = false;
      c = ' ';
    } else if (c != ' ' && c != '\t') {
      comma_allowed = true;
    }
  }
  if (!text.empty() && text.find_last_not_of(" \t") != std::string::npos && !comma_allowed) {
    return false;  // ends with a comma
  }
  std::istringstream tokens(text);
  std::string token;
  for (int k = 0; k < count; ++k) {
    if (!(tokens >> token) || !parse_float(token, &out[k])) return false;
  }
  return !(tokens >> token);
}

// Reads the inputs of a file: space, `arity` floats per line (separated by spaces or commas),
// into columns[0 .. arity).
void read_input_file(const std::string& path, int arity, std::vector<std::vector<float>>* columns) {
  columns->assign(static_cast<std::size_t>(arity), {});
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
      (*columns)[0].push_back(x);
      continue;
    }
    float args[Space::kMaxArity];
    if (!parse_floats(text, arity, args)) {
      static const char* const kCounts[] = {"", "", "two", "three", "four"};
      throw SpaceError(where + "not " + kCounts[arity] + " floats: '" + text + "'");
    }
    for (int k = 0; k < arity; ++k) (*columns)[k].push_back(args[k]);
  }
  if (in.bad()) throw SpaceError("error reading input file '" + path + "'");
  if ((*columns)[0].empty()) throw SpaceError("input file '" + path + "' has no inputs");
}

}  // namespace

Space file_space(const std::string& path) {
  std::vector<std::vector<float>> columns;
  read_input_file(path, 1, &columns);
  return Space::list("file:" + path, std::move(columns[0]));
}

Space pair_file_space(const std::string& path) { return tuple_file_space(path, Shape{2, false}); }

Space tuple_file_space(const std::string& path, Shape shape) {
  std::vector<std::vector<float>> columns;
  read_input_file(path, shape.arity, &columns);
  return Space::tuples("file:" + path, shape, std::move(columns));
}

Space parse_space(const std::string& spec, Shape shape, std::uint64_t seed) {
  // Split at '+', except that a file: spec takes the rest of the string (paths may hold '+').
  std::size_t pos = 0;
  Space space = Space::list("", {});
  bool first = true;
  while (true) {
    const bool is_file = spec.compare(pos, 5, "file:") == 0;
    const std::size_t plus = is_file ? std::string::npos : spec.find('+', pos);
    const std::string piece = spec.substr(pos, plus == std::string::npos ? plus : plus - pos);
    Space next = parse_one(piece, shape, seed);
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

Space default_space(Shape shape, std::uint64_t seed) {
  const std::string n = std::to_string(kDefaultSampleSize);
  const char* kind = shape.arity == 1 ? "sample:" : shape.arity == 2 ? "pairs:" : "tuples:";
  return parse_space(kind + n + "+special", shape, seed);
}

}  // namespace warpmath::conformance
