# cmake -DINPUT=file -DOUTPUT=file.c -DSYMBOL=name -P EmbedTextFile.cmake
# Writes the bytes of INPUT as a C array, so no escaping rules of C strings apply.
include(${CMAKE_CURRENT_LIST_DIR}/CBytes.cmake)
tc_file_as_c_bytes("${INPUT}" bytes size)
file(WRITE "${OUTPUT}"
  "/* Generated from ${INPUT} by cmake/EmbedTextFile.cmake; do not edit. */\n"
  "const char ${SYMBOL}[] = {\n${bytes}0x00};\n"
  "const unsigned long ${SYMBOL}_size = ${size};\n")
