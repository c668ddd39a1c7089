# tests/golden/matrix_run.cmake -- runs one build of the golden matrix against the committed
# digests (a `matrix` CTest test, see CMakeLists.txt here).
#
#   cmake -DEXE=<warpmath-golden build> -DDIGESTS=<matrix.txt> [-DNEED_X86_64_V3=ON] -P matrix_run.cmake
#
# With NEED_X86_64_V3, the program was built with -march=x86-64-v3: unless /proc/cpuinfo lists
# every flag that level needs, it prints "SKIPPED: " and why (CTest's SKIP_REGULAR_EXPRESSION)
# instead of dying of an illegal instruction.
cmake_minimum_required(VERSION 3.21)

if(NEED_X86_64_V3)
  if(NOT EXISTS /proc/cpuinfo)
    message("SKIPPED: ${EXE} needs an x86-64-v3 CPU and there is no /proc/cpuinfo to check")
    return()
  endif()
  file(STRINGS /proc/cpuinfo _flags REGEX "^flags[ \t]*:" LIMIT_COUNT 1)
  # x86-64-v3 = v2 + AVX, AVX2, BMI1, BMI2, F16C, FMA, LZCNT (abm), MOVBE, XSAVE.
  set(_missing "")
  foreach(_f IN ITEMS sse4_2 popcnt avx avx2 bmi1 bmi2 f16c fma abm movbe xsave)
    if(NOT _flags MATCHES "[ \t]${_f}( |$)")
      list(APPEND _missing ${_f})
    endif()
  endforeach()
  if(_missing)
    string(REPLACE ";" " " _missing "${_missing}")
    message("SKIPPED: ${EXE} was built with -march=x86-64-v3 and this CPU lacks: ${_missing}")
    return()
  endif()
endif()

execute_process(COMMAND "${EXE}" --set matrix --check "${DIGESTS}"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${EXE} --set matrix --check ${DIGESTS}: exit status ${rc}\n${out}${err}")
endif()
string(STRIP "${out}" out)
string(REGEX REPLACE ".*\n" "" last "${out}")
message(STATUS "${EXE}: ${last}")
