# tests/conformance/check_file_space.cmake -- conformance_file_space: a file space in every
# notation the file: space reads (testdata/inputs.txt, 12 inputs) sweeps sinf and cosf:
#   cmake -DCLI=<exe> -DINPUTS=<file> -DDIR=<dir> -P check_file_space.cmake
# Passes iff the runner exits 0 (both functions pass), prints both rows with 12 inputs, and the
# JSON report it writes lists both functions with 12 inputs each and all_pass true, the Markdown
# report both rows.
file(REMOVE "${DIR}/file_space.json" "${DIR}/file_space.md")
execute_process(COMMAND "${CLI}" sinf cosf --space "file:${INPUTS}" --json "${DIR}/file_space.json"
                        --markdown "${DIR}/file_space.md"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status STREQUAL "0")
  message(FATAL_ERROR "exit status '${status}', expected 0\nstdout:\n${out}\nstderr:\n${err}")
endif()
foreach(fn sinf cosf)
  if(NOT out MATCHES "\n${fn} +12 [^\n]* PASS")
    message(FATAL_ERROR "no PASS row with 12 inputs for ${fn} on stdout:\n${out}")
  endif()
endforeach()
file(READ "${DIR}/file_space.json" json)
string(JSON all_pass GET "${json}" all_pass)
string(JSON n LENGTH "${json}" functions)
if(NOT all_pass STREQUAL "ON" OR NOT n EQUAL 2)
  message(FATAL_ERROR "report: all_pass ${all_pass}, ${n} functions (expected true, 2)")
endif()
foreach(i 0 1)
  string(JSON name GET "${json}" functions ${i} name)
  string(JSON inputs GET "${json}" functions ${i} inputs)
  if(NOT inputs EQUAL 12)
    message(FATAL_ERROR "report: ${name} swept ${inputs} inputs, expected 12")
  endif()
endforeach()
file(READ "${DIR}/file_space.md" md)
if(NOT md MATCHES "\\| sinf \\| 12 \\|" OR NOT md MATCHES "\\| cosf \\| 12 \\|")
  message(FATAL_ERROR "the Markdown report lacks the sinf and cosf rows:\n${md}")
endif()
message(STATUS "sinf and cosf: 12 inputs each, PASS")
