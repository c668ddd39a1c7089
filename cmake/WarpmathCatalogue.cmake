# cmake/WarpmathCatalogue.cmake -- the catalogue as data for CMake.
#
# At configure time, compiles catalogue/export.cpp (no library header: it only stringifies the
# catalogue's X-macros) with the host C++ compiler, runs it and writes
# ${PROJECT_BINARY_DIR}/catalogue.json, the one export of catalogue/functions.def,
# catalogue/bounds.def and bench/vendor_equivalents.def that CMake and the scripts read
# (scripts/catalogue.py). Reconfigures when any of them changes. Then:
#
#   WARPMATH_CATALOGUE_JSON            the file's path
#   warpmath_catalogue_ids(<out> [KINDS kind...])
#                                      the entry ids in catalogue order, all of them or those of
#                                      the given kinds (unary, binary, binary_int, ternary,
#                                      quaternary)
#   warpmath_catalogue_get(<out> <id> <key>)
#                                      one field of an entry (string(JSON) GET: a number, a
#                                      string, "null", or a JSON object / array as text)

set(_wm_cat_src "${WARPMATH_REPO_ROOT}/catalogue/export.cpp")
set(_wm_cat_inputs "${_wm_cat_src}" "${WARPMATH_REPO_ROOT}/catalogue/functions.def"
                   "${WARPMATH_REPO_ROOT}/catalogue/bounds.def"
                   "${WARPMATH_REPO_ROOT}/bench/vendor_equivalents.def")
set_property(DIRECTORY "${PROJECT_SOURCE_DIR}" APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${_wm_cat_inputs})
set(_wm_cat_exe "${PROJECT_BINARY_DIR}/catalogue/warpmath-catalogue")
set(WARPMATH_CATALOGUE_JSON "${PROJECT_BINARY_DIR}/catalogue.json")
file(MAKE_DIRECTORY "${PROJECT_BINARY_DIR}/catalogue")
execute_process(
  COMMAND "${CMAKE_CXX_COMPILER}" -std=c++17 -O0 -Wall -Wextra -Werror "-I${WARPMATH_REPO_ROOT}"
          "${_wm_cat_src}" -o "${_wm_cat_exe}"
  RESULT_VARIABLE _wm_cat_rc ERROR_VARIABLE _wm_cat_err OUTPUT_VARIABLE _wm_cat_err)
if(NOT _wm_cat_rc EQUAL 0)
  message(FATAL_ERROR "warpmath: catalogue/export.cpp does not compile (a malformed catalogue "
                      "entry?):\n${_wm_cat_err}")
endif()
execute_process(COMMAND "${_wm_cat_exe}" --json OUTPUT_FILE "${WARPMATH_CATALOGUE_JSON}"
                RESULT_VARIABLE _wm_cat_rc)
if(NOT _wm_cat_rc EQUAL 0)
  message(FATAL_ERROR "warpmath: warpmath-catalogue --json failed (${_wm_cat_rc})")
endif()
file(READ "${WARPMATH_CATALOGUE_JSON}" WARPMATH_CATALOGUE)
string(JSON _wm_cat_count LENGTH "${WARPMATH_CATALOGUE}" entries)
if(_wm_cat_count EQUAL 0)
  message(FATAL_ERROR "warpmath: the catalogue export lists no entries")
endif()

function(warpmath_catalogue_ids out)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "KINDS")
  set(ids "")
  math(EXPR last "${_wm_cat_count} - 1")
  foreach(i RANGE ${last})
    string(JSON id GET "${WARPMATH_CATALOGUE}" entries ${i} id)
    string(JSON kind GET "${WARPMATH_CATALOGUE}" entries ${i} kind)
    if(NOT arg_KINDS OR kind IN_LIST arg_KINDS)
      list(APPEND ids "${id}")
    endif()
  endforeach()
  set(${out} "${ids}" PARENT_SCOPE)
endfunction()

function(warpmath_catalogue_get out id key)
  math(EXPR last "${_wm_cat_count} - 1")
  foreach(i RANGE ${last})
    string(JSON this GET "${WARPMATH_CATALOGUE}" entries ${i} id)
    if(this STREQUAL id)
      string(JSON value GET "${WARPMATH_CATALOGUE}" entries ${i} ${key})
      set(${out} "${value}" PARENT_SCOPE)
      return()
    endif()
  endforeach()
  message(FATAL_ERROR "warpmath_catalogue_get: no catalogue entry ${id}")
endfunction()
