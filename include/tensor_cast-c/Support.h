/*===-- tensor_cast-c/Support.h - Export macro for the C API ------*- C -*-===*\
|* The public C API of tensor_cast. Names follow mlir/docs/CAPI.md: a `tc`    *|
|* prefix, the object first (tcContextLoadDialect), "Create"/"Destroy" for    *|
|* objects the caller owns, "Release" for dropping a reference, "Get" for     *|
|* what the caller borrows, intptr_t positions. Each function says which of   *|
|* its handles and callbacks may be null.                                      *|
\*===----------------------------------------------------------------------===*/
#ifndef TENSOR_CAST_C_SUPPORT_H
#define TENSOR_CAST_C_SUPPORT_H

#if defined(_WIN32)
#define TC_CAPI_EXPORTED
#else
#define TC_CAPI_EXPORTED __attribute__((visibility("default")))
#endif

#endif /* TENSOR_CAST_C_SUPPORT_H */
