# tests/conformance/check_plot.cmake -- warpmath-conformance --plot writes DIR/<fn>.svg for every
# function swept (whole line and value range), each an SVG holding the error profile and the
# bound line:
#   cmake -DCLI=<exe> -DDIR=<dir> -P check_plot.cmake
file(REMOVE_RECURSE "${DIR}")
file(MAKE_DIRECTORY "${DIR}")
execute_process(COMMAND "${CLI}" sinf powf --space sample:20000+special --quiet --plot "${DIR}"
                RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "warpmath-conformance --plot exited ${status}")
endif()
execute_process(COMMAND "${CLI}" expf --space sample:20000 --quiet --plot "${DIR}"
                        --plot-range -5:5 RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "warpmath-conformance --plot-range exited ${status}")
endif()
foreach(fn sinf powf expf)
  if(NOT EXISTS "${DIR}/${fn}.svg")
    message(FATAL_ERROR "no ${DIR}/${fn}.svg")
  endif()
  file(READ "${DIR}/${fn}.svg" svg)
  if(NOT svg MATCHES "^<svg " OR NOT svg MATCHES "warpmath bound" OR NOT svg MATCHES "d=\"M[0-9]")
    message(FATAL_ERROR "${DIR}/${fn}.svg lacks the chart, the bound line or the profile")
  endif()
endforeach()
message(STATUS "plots written to ${DIR}")
