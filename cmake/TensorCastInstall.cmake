# `cmake --install`: headers, the static and shared libraries, the mlir-opt
# plugin, the IRDL file, the tools, a CMake package (find_package(TensorCast))
# and pkg-config files (tensor_cast.pc, and tensor_cast-shared.pc it
# requires).
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)
set(TC_INSTALL_DATADIR ${CMAKE_INSTALL_DATADIR}/tensor_cast)
set(TC_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/TensorCast)

# The static library's link interface for consumers: MLIR's C API archives by
# file, then the shared MLIR and LLVM (see TensorCastMLIR.cmake), as absolute
# paths, so the package does not need MLIR's CMake package.
set(TC_STATIC_LINK_INTERFACE)
foreach(target ${TC_MLIR_CAPI_COMPONENTS} MLIR LLVM)
  get_target_property(location ${target} LOCATION)
  list(APPEND TC_STATIC_LINK_INTERFACE ${location})
endforeach()
# The library has C++ in it (what MLIR forces): a C-only consumer's linker
# needs the C++ runtime named.
list(APPEND TC_STATIC_LINK_INTERFACE stdc++ m pthread)
target_link_libraries(TensorCast INTERFACE
  "$<INSTALL_INTERFACE:${TC_STATIC_LINK_INTERFACE}>")
string(REPLACE ";" " " TC_STATIC_LIBS_PRIVATE "${TC_STATIC_LINK_INTERFACE}")
string(REPLACE " stdc++ m pthread" " -lstdc++ -lm -lpthread" TC_STATIC_LIBS_PRIVATE "${TC_STATIC_LIBS_PRIVATE}")
# libMLIR.so and libLLVM.so live outside the default search path.
string(APPEND TC_STATIC_LIBS_PRIVATE " -Wl,-rpath,${LLVM_LIBRARY_DIR}")
set_target_properties(TensorCast PROPERTIES EXPORT_NAME TensorCastStatic)
set_target_properties(TensorCastShared PROPERTIES EXPORT_NAME TensorCast)

install(TARGETS TensorCast TensorCastShared EXPORT TensorCastTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(TARGETS TensorCastPlugin LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(TARGETS tc-opt tc-run tc-gen tc-plan RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/tensor_cast-c
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(FILES ${PROJECT_SOURCE_DIR}/dialect/tensor_cast.irdl.mlir
  DESTINATION ${TC_INSTALL_DATADIR})
install(EXPORT TensorCastTargets NAMESPACE TensorCast::
  DESTINATION ${TC_INSTALL_CMAKEDIR})

configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/TensorCastConfig.cmake.in
  ${CMAKE_BINARY_DIR}/TensorCastConfig.cmake
  INSTALL_DESTINATION ${TC_INSTALL_CMAKEDIR}
  PATH_VARS TC_INSTALL_DATADIR CMAKE_INSTALL_LIBDIR)
write_basic_package_version_file(
  ${CMAKE_BINARY_DIR}/TensorCastConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/TensorCastConfig.cmake
  ${CMAKE_BINARY_DIR}/TensorCastConfigVersion.cmake
  DESTINATION ${TC_INSTALL_CMAKEDIR})

# The prefix is only known at install time: write the .pc file then.
list(GET MLIR_INCLUDE_DIRS 0 MLIR_INCLUDE_DIR)
install(CODE "
  set(CMAKE_INSTALL_PREFIX \"\${CMAKE_INSTALL_PREFIX}\")
  set(CMAKE_INSTALL_LIBDIR \"${CMAKE_INSTALL_LIBDIR}\")
  set(CMAKE_INSTALL_INCLUDEDIR \"${CMAKE_INSTALL_INCLUDEDIR}\")
  set(TC_INSTALL_DATADIR \"${TC_INSTALL_DATADIR}\")
  set(PROJECT_VERSION \"${PROJECT_VERSION}\")
  set(MLIR_INCLUDE_DIR \"${MLIR_INCLUDE_DIR}\")
  set(TC_STATIC_LIBS_PRIVATE \"${TC_STATIC_LIBS_PRIVATE}\")
  foreach(pc tensor_cast tensor_cast-shared)
    configure_file(\"${PROJECT_SOURCE_DIR}/cmake/\${pc}.pc.in\"
      \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/pkgconfig/\${pc}.pc\" @ONLY)
    message(STATUS \"Installing: \$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/pkgconfig/\${pc}.pc\")
  endforeach()
")
