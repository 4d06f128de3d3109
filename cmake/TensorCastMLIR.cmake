# How a target of this project links MLIR's C API (see shared/notes/mlir-22-c-api.md):
# the C API exists only as static archives, which must be linked by file (their
# imported targets drag static copies of core MLIR next to libMLIR.so, which
# duplicates MLIR's global state), followed by the shared MLIR and LLVM libraries,
# with the C++ linker.
set(TC_MLIR_CAPI_COMPONENTS
  MLIRCAPIIR MLIRCAPIIRDL MLIRCAPIFunc MLIRCAPITensor MLIRCAPIArith MLIRCAPILinalg
  MLIRCAPITransforms MLIRCAPIRegisterEverything)

# With WHOLE_ARCHIVE every function of the archives is linked in (and, in a
# shared library, exported), not only those the target calls.
function(tc_link_mlir target)
  cmake_parse_arguments(ARG "WHOLE_ARCHIVE" "" "" ${ARGN})
  set(archives)
  foreach(component ${TC_MLIR_CAPI_COMPONENTS})
    list(APPEND archives $<TARGET_FILE:${component}>)
  endforeach()
  if(ARG_WHOLE_ARCHIVE)
    set(archives -Wl,--whole-archive ${archives} -Wl,--no-whole-archive)
  endif()
  target_include_directories(${target} SYSTEM PRIVATE ${MLIR_INCLUDE_DIRS})
  target_link_libraries(${target} PRIVATE ${archives} MLIR LLVM)
  set_target_properties(${target} PROPERTIES LINKER_LANGUAGE CXX)
endfunction()

# Turns a text file into a C source defining `const char NAME[]` (NUL-terminated)
# and `const unsigned long NAME_size`, so the library carries the file inside it.
function(tc_embed_text_file input output symbol)
  add_custom_command(
    OUTPUT ${output}
    COMMAND ${CMAKE_COMMAND} -DINPUT=${input} -DOUTPUT=${output} -DSYMBOL=${symbol}
            -P ${PROJECT_SOURCE_DIR}/cmake/EmbedTextFile.cmake
    DEPENDS ${input} ${PROJECT_SOURCE_DIR}/cmake/EmbedTextFile.cmake
            ${PROJECT_SOURCE_DIR}/cmake/CBytes.cmake
    COMMENT "Embedding ${input}")
endfunction()
