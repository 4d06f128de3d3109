//===- ArraySize.h - The element count of an array --------------*- C -*-===//
//
// One spelling for the number of elements of a fixed-size array (not of a
// pointer: sizeof would give the pointer's size).
//
//===----------------------------------------------------------------------===//

#ifndef TC_UTIL_ARRAYSIZE_H
#define TC_UTIL_ARRAYSIZE_H

#define TC_ARRAY_SIZE(array) (sizeof(array) / sizeof((array)[0]))

#endif // TC_UTIL_ARRAYSIZE_H
