# check_macros.cmake -- after `#include <warpmath/warpmath.hpp>`, the only WARPMATH_ macros defined
# are the documented public ones of config.hpp; anything else would leak into user code.
#   cmake -DCXX=<compiler> -DINCLUDE=<repo>/include -P check_macros.cmake
cmake_minimum_required(VERSION 3.16)
set(_allowed WARPMATH_HD WARPMATH_COLD_HD WARPMATH_CUDA_DEVICE WARPMATH_HIP_DEVICE WARPMATH_VERSION_MAJOR
             WARPMATH_VERSION_MINOR WARPMATH_VERSION_PATCH)
set(_tu "${CMAKE_CURRENT_BINARY_DIR}/warpmath_macro_check.cpp")
file(WRITE "${_tu}" "#include <warpmath/warpmath.hpp>\n")
execute_process(COMMAND "${CXX}" -std=c++17 -dM -E "-I${INCLUDE}" "${_tu}"
                OUTPUT_VARIABLE _out RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "preprocessing warpmath.hpp failed (${_rc})")
endif()
string(REGEX MATCHALL "#define WARPMATH_[A-Za-z0-9_]+" _defs "${_out}")
list(LENGTH _defs _n)
if(_n EQUAL 0)
  message(FATAL_ERROR "no WARPMATH_ macro found: the check did not see warpmath.hpp")
endif()
set(_bad "")
foreach(_d IN LISTS _defs)
  string(REPLACE "#define " "" _name "${_d}")
  if(NOT _name IN_LIST _allowed)
    list(APPEND _bad "${_name}")
  endif()
endforeach()
if(_bad)
  message(FATAL_ERROR "macros leaked by warpmath.hpp: ${_bad}")
endif()
message(STATUS "${_n} WARPMATH_ macros, all public")
