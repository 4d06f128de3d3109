# include(CBytes.cmake) in a cmake -P script: tc_file_as_c_bytes(FILE BYTES SIZE)
# sets BYTES to FILE's bytes as C array items ("0x2f,0x2f,...", twelve a line,
# so no escaping rules of C strings apply) and SIZE to their count.
function(tc_file_as_c_bytes input bytes_var size_var)
  file(READ "${input}" hex HEX)
  string(LENGTH "${hex}" hex_length)
  math(EXPR size "${hex_length} / 2")
  string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
  string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)" "\\1\n" bytes "${bytes}")
  set(${bytes_var} "${bytes}" PARENT_SCOPE)
  set(${size_var} "${size}" PARENT_SCOPE)
endfunction()
