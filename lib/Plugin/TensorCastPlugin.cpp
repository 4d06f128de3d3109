//===- TensorCastPlugin.cpp - The entry points mlir-opt looks for ---------===//
//
// `mlir-opt --load-dialect-plugin=TensorCastPlugin.so` gets the dialect
// (with its semantic rules inside MLIR's verifier) and
// `--load-pass-plugin=TensorCastPlugin.so` every pass and pipeline; both
// forward to the library's C API.
//
//===----------------------------------------------------------------------===//

#include "mlir/CAPI/IR.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

#include "tensor_cast-c/TensorCast.h"

extern "C" LLVM_ATTRIBUTE_WEAK LLVM_ATTRIBUTE_VISIBILITY_DEFAULT
    mlir::PassPluginLibraryInfo
    mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "TensorCast", LLVM_VERSION_STRING,
          [] { tcRegisterAllPasses(); }};
}

extern "C" LLVM_ATTRIBUTE_WEAK LLVM_ATTRIBUTE_VISIBILITY_DEFAULT
    mlir::DialectPluginLibraryInfo
    mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "TensorCast", LLVM_VERSION_STRING,
          [](mlir::DialectRegistry *registry) {
            tcDialectRegistryInsertTensorCast(wrap(registry));
          }};
}
