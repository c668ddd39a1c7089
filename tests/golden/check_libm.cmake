# tests/golden/check_libm.cmake -- the host build calls no libm function except the documented
# ones (a CTest test, see CMakeLists.txt here).
#
#   cmake -DNM=<nm> -DLIBM=<libm.so.6> -DFILES=<a;b> -DALLOWED=<fmaf;sqrtf> -P check_libm.cmake
#
# FILES are programs that call every catalogue function (the golden matrix builds). A symbol is
# a libm function if LIBM exports it; every such undefined symbol of FILES must be in ALLOWED:
#   fmaf   fp::fma is __builtin_fmaf: one instruction with FMA hardware (-march=x86-64-v3), a
#          call to libm's correctly rounded fmaf without it (the x86-64 baseline)
#   sqrtf  fp::sqrt is __builtin_sqrtf: sqrtss inline, plus a call to sqrtf for a negative
#          argument only, to set errno (-fmath-errno, the default); the result is the same NaN
# Anything else (an unqualified call that found ::logf, a std:: function) would make the host
# results depend on the platform's libm.
cmake_minimum_required(VERSION 3.21)

foreach(_v NM LIBM FILES)
  if(NOT DEFINED ${_v})
    message(FATAL_ERROR "usage: cmake -DNM=... -DLIBM=... -DFILES=... [-DALLOWED=...] -P "
                        "check_libm.cmake")
  endif()
endforeach()

function(_symbols out)
  execute_process(COMMAND "${NM}" ${ARGN} --format=posix RESULT_VARIABLE rc OUTPUT_VARIABLE text
                  ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${NM} ${ARGN}: exit status ${rc}\n${err}")
  endif()
  string(REGEX MATCHALL "(^|\n)[^ \n@]+" names "${text}")
  list(TRANSFORM names STRIP)
  list(REMOVE_DUPLICATES names)
  set(${out} "${names}" PARENT_SCOPE)
endfunction()

_symbols(libm_names -D --defined-only "${LIBM}")
list(LENGTH libm_names n_libm)
if(n_libm LESS 100)
  message(FATAL_ERROR "${LIBM}: only ${n_libm} exported symbols; is this libm?")
endif()

set(failures "")
foreach(file IN LISTS FILES)
  _symbols(undefined -u "${file}")
  set(used "")
  foreach(name IN LISTS undefined)
    if(name IN_LIST libm_names)
      list(APPEND used ${name})
    endif()
  endforeach()
  set(bad ${used})
  if(ALLOWED)
    list(REMOVE_ITEM bad ${ALLOWED})
  endif()
  string(REPLACE ";" " " used_text "${used}")
  if(bad)
    string(REPLACE ";" " " bad_text "${bad}")
    string(APPEND failures "\n  ${file}: ${bad_text}")
  else()
    message(STATUS "${file}: libm symbols: ${used_text} (all allowed)")
  endif()
endforeach()
if(failures)
  message(FATAL_ERROR "libm functions other than ${ALLOWED} referenced:${failures}")
endif()
