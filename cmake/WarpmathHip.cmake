# cmake/WarpmathHip.cmake -- compiling HIP code with hipcc from custom commands.
#
# CMake's HIP language support needs workarounds with Debian's hipcc 5.2, and hipcc is simple
# to drive directly, so HIP translation units are compiled by add_custom_command. Two things
# every call must get right, and that this helper does:
#   * --offload-arch is always given: without it hipcc tries to enumerate GPUs, prints a
#     traceback when there are none, and silently targets gfx803.
#   * -x hip, so that a .cu source is compiled as HIP. hipcc does not include
#     <hip/hip_runtime.h> for you: sources must include it themselves (under __HIPCC__).
#
# warpmath_hip_compile(
#   OUTPUT <file>                 object (.o) or assembly (.s) to produce
#   SOURCE <file>
#   [MODE object|device-asm]      object: `-c` (host + device code; default)
#                                 device-asm: `--cuda-device-only -S` for one arch (ARCHS)
#   [ARCHS gfx90a ...]            default: WARPMATH_HIP_ARCHITECTURES
#   [INCLUDE_DIRS dir ...]        default: include/ and the repository root
#   [FLAGS flag ...]              extra hipcc flags (default flags: -std=c++17 -O3 -Wall
#                                 -Wextra -Werror)
#   [DEPENDS file ...])           extra dependencies; every header under include/ and
#                                 catalogue/ is a dependency already
# Add the OUTPUT to a custom target (or link the object) to have it built.
#
# Linking an object made here into a host executable needs the HIP runtime: link
# `${WARPMATH_HIP_RUNTIME}` (libamdhip64) as well.
include_guard(GLOBAL)

if(WARPMATH_HIP_ENABLED)
  find_library(WARPMATH_HIP_RUNTIME amdhip64 PATHS /opt/rocm/lib)
endif()

function(warpmath_hip_compile)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "OUTPUT;SOURCE;MODE;COMMENT"
                        "ARCHS;INCLUDE_DIRS;FLAGS;DEPENDS")
  if(NOT WARPMATH_HIP_ENABLED)
    message(FATAL_ERROR "warpmath_hip_compile: HIP is not enabled")
  endif()
  if(NOT arg_OUTPUT OR NOT arg_SOURCE)
    message(FATAL_ERROR "warpmath_hip_compile: OUTPUT and SOURCE are required")
  endif()
  if(NOT arg_MODE)
    set(arg_MODE object)
  endif()
  if(NOT arg_ARCHS)
    set(arg_ARCHS ${WARPMATH_HIP_ARCHITECTURES})
  endif()
  if(NOT arg_INCLUDE_DIRS)
    set(arg_INCLUDE_DIRS "${WARPMATH_REPO_ROOT}/include" "${WARPMATH_REPO_ROOT}")
  endif()
  get_filename_component(_src "${arg_SOURCE}" ABSOLUTE)
  get_filename_component(_out "${arg_OUTPUT}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")

  set(_cmd "${WARPMATH_HIPCC}" -x hip -std=c++17 -O3 -Wall -Wextra -Werror)
  foreach(_arch IN LISTS arg_ARCHS)
    list(APPEND _cmd --offload-arch=${_arch})
  endforeach()
  foreach(_dir IN LISTS arg_INCLUDE_DIRS)
    list(APPEND _cmd -I${_dir})
  endforeach()
  if(arg_MODE STREQUAL "object")
    list(APPEND _cmd -c)
  elseif(arg_MODE STREQUAL "device-asm")
    list(LENGTH arg_ARCHS _narch)
    if(NOT _narch EQUAL 1)
      message(FATAL_ERROR "warpmath_hip_compile: MODE device-asm takes exactly one arch")
    endif()
    # hipcc passes its link flags (-lamdhip64 ...) even to -S; they are unused, not wrong.
    list(APPEND _cmd --cuda-device-only -S -Wno-unused-command-line-argument)
  else()
    message(FATAL_ERROR "warpmath_hip_compile: unknown MODE '${arg_MODE}'")
  endif()
  list(APPEND _cmd ${arg_FLAGS} "${_src}" -o "${_out}")

  file(GLOB_RECURSE _headers CONFIGURE_DEPENDS
       "${WARPMATH_REPO_ROOT}/include/*" "${WARPMATH_REPO_ROOT}/catalogue/*")
  if(NOT arg_COMMENT)
    file(RELATIVE_PATH _rel "${CMAKE_BINARY_DIR}" "${_out}")
    set(arg_COMMENT "hipcc (${arg_ARCHS}) ${_rel}")
  endif()
  add_custom_command(OUTPUT "${_out}"
    COMMAND ${_cmd}
    DEPENDS "${_src}" ${_headers} ${arg_DEPENDS}
    COMMENT "${arg_COMMENT}"
    VERBATIM COMMAND_EXPAND_LISTS)
endfunction()
