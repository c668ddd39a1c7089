# tests/conformance/check_special_values.cmake -- the committed docs/special_values.json is what
# `warpmath-conformance all --special-values` writes now:
#   cmake -DCLI=<exe> -DOUT=<file> -DEXPECTED=<file> -P check_special_values.cmake
execute_process(COMMAND "${CLI}" all --special-values "${OUT}" RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "warpmath-conformance --special-values exited ${status}")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" -E compare_files "${OUT}" "${EXPECTED}"
                RESULT_VARIABLE differ)
if(differ)
  message(FATAL_ERROR "${EXPECTED} is stale: regenerate it with\n"
                      "  warpmath-conformance all --special-values ${EXPECTED}\n"
                      "and run scripts/accuracy_table.py")
endif()
