# tests/conformance/check_cli.cmake -- runs the CLI and checks that it fails cleanly:
#   cmake -DCLI=<exe> -DARGS=<arg|arg|...> -DEXPECT_EXIT=<code> -P check_cli.cmake
# Passes iff the exit status is exactly EXPECT_EXIT and stderr is one non-empty line (an error
# message, not a crash report or an exception trace).
string(REPLACE "|" ";" args "${ARGS}")
execute_process(COMMAND "${CLI}" ${args}
  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(STRIP "${err}" err_stripped)
string(REGEX MATCHALL "\n" newlines "${err_stripped}")
list(LENGTH newlines extra_lines)
if(NOT "${status}" STREQUAL "${EXPECT_EXIT}")
  message(FATAL_ERROR "exit status '${status}', expected ${EXPECT_EXIT}\nstderr:\n${err}")
endif()
if(err_stripped STREQUAL "" OR NOT extra_lines EQUAL 0)
  message(FATAL_ERROR "expected a one-line message on stderr, got:\n${err}")
endif()
message(STATUS "exit ${status}: ${err_stripped}")
