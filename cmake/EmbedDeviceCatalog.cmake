# cmake -DINPUTS="a.json;b.json" -DOUTPUT=catalog.c -P EmbedDeviceCatalog.cmake
# Writes the device files the project ships as one C table: each file's
# bytes (a C array, so no escaping rules of C strings apply) under the
# preset name its file name gives ("devices/h200.json" is "h200"), in the
# order of INPUTS, and their names as one comma-separated string.
include(${CMAKE_CURRENT_LIST_DIR}/CBytes.cmake)
set(arrays "")
set(entries "")
set(names "")
set(index 0)
foreach(input IN LISTS INPUTS)
  get_filename_component(name "${input}" NAME_WE)
  tc_file_as_c_bytes("${input}" bytes size)
  string(APPEND arrays "static const char kDevice${index}[] = {\n${bytes}0x00};\n")
  string(APPEND entries "    {\"${name}\", kDevice${index}, ${size}},\n")
  if(names STREQUAL "")
    set(names "${name}")
  else()
    string(APPEND names ", ${name}")
  endif()
  math(EXPR index "${index} + 1")
endforeach()
file(WRITE "${OUTPUT}"
  "/* Generated from the devices/ files by cmake/EmbedDeviceCatalog.cmake; do not edit. */\n"
  "#include \"Cost/DeviceCatalog.h\"\n\n"
  "${arrays}\n"
  "const TcShippedDevice tcShippedDevices[] = {\n${entries}};\n"
  "const unsigned long tcNumShippedDevices = ${index};\n"
  "const char tcShippedDeviceNames[] = \"${names}\";\n")
