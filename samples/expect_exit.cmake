# samples/expect_exit.cmake -- runs a sample with arguments that must be rejected and checks that
# it exits with status EXPECT (2: bad argument, never 77, the "no GPU" skip) and says why on
# stderr.
#   cmake -DEXE=<program> -DARGS=<;-list> -DEXPECT=2 -DMATCH=<regex> -P expect_exit.cmake
execute_process(COMMAND "${EXE}" ${ARGS} RESULT_VARIABLE rc OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
if(NOT rc STREQUAL "${EXPECT}")
  message(FATAL_ERROR "${EXE} ${ARGS}: exit status ${rc}, expected ${EXPECT}\n${out}${err}")
endif()
if(NOT err MATCHES "${MATCH}")
  message(FATAL_ERROR "${EXE} ${ARGS}: stderr does not match '${MATCH}':\n${err}")
endif()
message(STATUS "${EXE} ${ARGS}: exit ${rc}: ${err}")
