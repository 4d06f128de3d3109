# cmake -DINPUT=file -DOUTPUT=file.c -DSYMBOL=name -P EmbedTextFile.cmake
# Writes the bytes of INPUT as a C array, so no escaping rules of C strings apply.
file(READ "${INPUT}" hex HEX)
string(LENGTH "${hex}" hex_length)
math(EXPR size "${hex_length} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)" "\\1\n" bytes "${bytes}")
file(WRITE "${OUTPUT}"
  "/* Generated from ${INPUT} by cmake/EmbedTextFile.cmake; do not edit. */\n"
  "const char ${SYMBOL}[] = {\n${bytes}0x00};\n"
  "const unsigned long ${SYMBOL}_size = ${size};\n")
