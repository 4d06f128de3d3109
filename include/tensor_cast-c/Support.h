/*===-- tensor_cast-c/Support.h - Export macro for the C API ------*- C -*-===*\
|* The public C API of tensor_cast. Names follow mlir/docs/CAPI.md: a `tc`    *|
|* prefix, the object first (tcContextLoadDialect), and "Create"/"Destroy"    *|
|* for objects the caller owns.                                                *|
\*===----------------------------------------------------------------------===*/
#ifndef TENSOR_CAST_C_SUPPORT_H
#define TENSOR_CAST_C_SUPPORT_H

#if defined(_WIN32)
#define TC_CAPI_EXPORTED
#else
#define TC_CAPI_EXPORTED __attribute__((visibility("default")))
#endif

#endif /* TENSOR_CAST_C_SUPPORT_H */
