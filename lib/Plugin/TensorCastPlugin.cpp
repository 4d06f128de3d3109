//===- TensorCastPlugin.cpp - MLIR's C++-only registration hooks ----------===//
//
// The project's only C++. MLIR 22 has no C function that adds a pass to the
// global registry or a dialect loader to a DialectRegistry, and mlir-opt finds
// plugins through these C++ entry points. Each hook forwards to the C API; no
// logic lives here.
//
//===----------------------------------------------------------------------===//

#include <mutex>
#include <string>

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"

#include "tensor_cast-c/TensorCast.h"

static void appendToString(MlirStringRef text, void *userData) {
  static_cast<std::string *>(userData)->append(text.data, text.length);
}

/// A pipeline entry, because a registered pipeline gets the raw option text
/// (a C external pass cannot declare MLIR pass options).
static void registerOne(MlirStringRef argument, MlirStringRef description,
                        void *) {
  std::string name(argument.data, argument.length);
  auto build = [name](mlir::OpPassManager &pm, llvm::StringRef options,
                      llvm::function_ref<mlir::LogicalResult(const llvm::Twine &)>
                          errorHandler) {
    std::string error;
    MlirLogicalResult added = tcOpPassManagerAddPass(
        wrap(&pm), {name.data(), name.size()}, {options.data(), options.size()},
        TcStatistics{nullptr}, appendToString, &error);
    return mlirLogicalResultIsFailure(added) ? errorHandler(error)
                                             : mlir::success();
  };
  mlir::registerPassPipeline(
      name, std::string(description.data, description.length), build,
      [](llvm::function_ref<void(const mlir::detail::PassOptions &)>) {});
}

extern "C" void tcRegisterAllPasses(void) {
  static std::once_flag once; // registering a name twice is a fatal error
  std::call_once(once, [] { tcForEachRegisteredPass(registerOne, nullptr); });
}

extern "C" void tcDialectRegistryInsertTensorCast(MlirDialectRegistry registry) {
  // On func, the first dialect a model needs: a builtin-dialect hook runs
  // inside the context's constructor, where parsing the IRDL crashes.
  unwrap(registry)->addExtension(
      +[](mlir::MLIRContext *context, mlir::func::FuncDialect *) {
        (void)tcContextLoadDialect(wrap(context));
      });
}

extern "C" LLVM_ATTRIBUTE_WEAK mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "TensorCast", LLVM_VERSION_STRING,
          [] { tcRegisterAllPasses(); }};
}

extern "C" LLVM_ATTRIBUTE_WEAK mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "TensorCast", LLVM_VERSION_STRING,
          [](mlir::DialectRegistry *registry) {
            tcDialectRegistryInsertTensorCast(wrap(registry));
          }};
}
