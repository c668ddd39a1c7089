# cmake/WarpmathHelpers.cmake -- small functions shared by the project's CMakeLists.
#
# warpmath_warnings(<target>...)
#   -Wall -Wextra -Werror on every build (docs/design.md, "Conventions"). C++ sources get the flags
#   directly; CUDA sources get nvcc's --Werror=all-warnings and the same flags for the host
#   compiler pass. (HIP is compiled by hipcc from custom commands: see WarpmathHip.cmake.)
include_guard(GLOBAL)

function(warpmath_warnings)
  foreach(target IN LISTS ARGN)
    get_target_property(_type ${target} TYPE)
    if(_type STREQUAL "INTERFACE_LIBRARY")
      set(_scope INTERFACE)
    else()
      set(_scope PRIVATE)
    endif()
    target_compile_options(${target} ${_scope}
      "$<$<COMPILE_LANGUAGE:CXX>:-Wall;-Wextra;-Werror>"
      "$<$<COMPILE_LANGUAGE:CUDA>:--Werror=all-warnings;-Xcompiler=-Wall;-Xcompiler=-Wextra;-Xcompiler=-Werror>")
  endforeach()
endfunction()
