# cmake -DINPUTS="a.json;b.json" -DOUTPUT=catalog.c [-DKIND=Network]
#       -P EmbedDeviceCatalog.cmake
# Writes the device files (or, with KIND=Network, the network files) the
# project ships as one C table: each file's bytes (a C array, so no escaping
# rules of C strings apply) under the preset name its file name gives
# ("devices/h200.json" is "h200"), in the order of INPUTS, and their names
# as one comma-separated string: tcShipped<KIND>s, tcNumShipped<KIND>s,
# tcShipped<KIND>Names.
include(${CMAKE_CURRENT_LIST_DIR}/CBytes.cmake)
if(NOT DEFINED KIND)
  set(KIND Device)
endif()
set(arrays "")
set(entries "")
set(names "")
set(index 0)
foreach(input IN LISTS INPUTS)
  get_filename_component(name "${input}" NAME_WE)
  tc_file_as_c_bytes("${input}" bytes size)
  string(APPEND arrays "static const char k${KIND}${index}[] = {\n${bytes}0x00};\n")
  string(APPEND entries "    {\"${name}\", k${KIND}${index}, ${size}},\n")
  if(names STREQUAL "")
    set(names "${name}")
  else()
    string(APPEND names ", ${name}")
  endif()
  math(EXPR index "${index} + 1")
endforeach()
file(WRITE "${OUTPUT}"
  "/* Generated from the shipped ${KIND} files by cmake/EmbedDeviceCatalog.cmake; do not edit. */\n"
  "#include \"Cost/DeviceCatalog.h\"\n\n"
  "${arrays}\n"
  "const TcShippedDevice tcShipped${KIND}s[] = {\n${entries}};\n"
  "const unsigned long tcNumShipped${KIND}s = ${index};\n"
  "const char tcShipped${KIND}Names[] = \"${names}\";\n")
