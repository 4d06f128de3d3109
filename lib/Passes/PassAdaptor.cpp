//===- PassAdaptor.cpp - A tensor_cast pass as an MLIR pass ---------------===//
//
// The passes are C (a TcPassDefinition each); this file is the C++ that MLIR
// forces around them, and forwards every decision to the definition:
//  - options are MLIR pass options, so the pipeline parser, --help and
//    --dump-pass-pipeline treat them as any pass's;
//  - a run that reports no change marks every analysis preserved, so MLIR
//    does not verify the unchanged IR again;
//  - passes and pipelines go into MLIR's global registry, and pipelines add
//    their passes directly, with no pipeline text in between.
//
//===----------------------------------------------------------------------===//

#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include "Passes/PassDefinition.h"
#include "tensor_cast-c/Dialect.h"
#include "Dialect/Verifier.h"

using namespace mlir;

namespace {

/// The options of a definition as MLIR option objects owned by `owner` (a
/// pass or a pipeline's option set), converted to and from the C struct.
template <template <typename> class Option, typename Owner>
class OptionTable {
public:
  OptionTable(Owner &owner, const TcPassOption *options, unsigned numOptions,
              const void *defaults)
      : options(options), numOptions(numOptions) {
    for (unsigned i = 0; i < numOptions; ++i) {
      const TcPassOption &option = options[i];
      const char *field = static_cast<const char *>(defaults) + option.offset;
      llvm::cl::desc description(option.description);
      if (option.kind == TC_OPTION_BOOL)
        bools.push_back(std::make_unique<Option<bool>>(
            owner, option.name, description,
            llvm::cl::init(*reinterpret_cast<const bool *>(field))));
      else if (option.kind == TC_OPTION_INT64)
        ints.push_back(std::make_unique<Option<int64_t>>(
            owner, option.name, description,
            llvm::cl::init(*reinterpret_cast<const int64_t *>(field))));
      else
        strings.push_back(std::make_unique<Option<std::string>>(
            owner, option.name, description,
            llvm::cl::init(std::string(textOf(field)))));
    }
  }

  /// Writes the current values into `optionsStruct`; string fields point
  /// into this table.
  void store(void *optionsStruct) const {
    Cursor cursor;
    for (unsigned i = 0; i < numOptions; ++i) {
      char *field = static_cast<char *>(optionsStruct) + options[i].offset;
      if (options[i].kind == TC_OPTION_BOOL)
        *reinterpret_cast<bool *>(field) = *bools[cursor.nextBool++];
      else if (options[i].kind == TC_OPTION_INT64)
        *reinterpret_cast<int64_t *>(field) = *ints[cursor.nextInt++];
      else
        *reinterpret_cast<const char **>(field) =
            strings[cursor.nextString++]->getValue().c_str();
    }
  }

  /// Sets the values from `optionsStruct`.
  void load(const void *optionsStruct) {
    Cursor cursor;
    for (unsigned i = 0; i < numOptions; ++i) {
      const char *field =
          static_cast<const char *>(optionsStruct) + options[i].offset;
      if (options[i].kind == TC_OPTION_BOOL)
        *bools[cursor.nextBool++] = *reinterpret_cast<const bool *>(field);
      else if (options[i].kind == TC_OPTION_INT64)
        *ints[cursor.nextInt++] = *reinterpret_cast<const int64_t *>(field);
      else
        *strings[cursor.nextString++] = std::string(textOf(field));
    }
  }

  /// MLIR's parser checks the syntax; ranges and choices are the
  /// definition's.
  LogicalResult checkValues(StringRef owner,
                            function_ref<LogicalResult(const Twine &)>
                                errorHandler) const {
    Cursor cursor;
    for (unsigned i = 0; i < numOptions; ++i) {
      const TcPassOption &option = options[i];
      if (option.kind == TC_OPTION_BOOL) {
        ++cursor.nextBool;
      } else if (option.kind == TC_OPTION_INT64) {
        int64_t value = *ints[cursor.nextInt++];
        if (value < option.minValue || value > option.maxValue)
          return errorHandler(owner + ": option '" + option.name +
                              "' must be in [" + Twine(option.minValue) +
                              ", " + Twine(option.maxValue) + "], got " +
                              Twine(value));
      } else if (failed(checkChoice(owner, option,
                                    *strings[cursor.nextString++],
                                    errorHandler))) {
        return failure();
      }
    }
    return success();
  }

  /// "option1, option2, ...": what a parse error lists.
  std::string names() const {
    std::string list;
    for (unsigned i = 0; i < numOptions; ++i)
      list += (i ? ", " : "") + std::string(options[i].name);
    return list.empty() ? "none" : list;
  }

private:
  struct Cursor {
    unsigned nextBool = 0, nextInt = 0, nextString = 0;
  };

  static const char *textOf(const char *field) {
    const char *text = *reinterpret_cast<const char *const *>(field);
    return text ? text : "";
  }

  static LogicalResult
  checkChoice(StringRef owner, const TcPassOption &option,
              const std::string &value,
              function_ref<LogicalResult(const Twine &)> errorHandler) {
    if (!option.choices)
      return success();
    std::string accepted;
    for (const char *const *choice = option.choices; *choice; ++choice) {
      if (value == *choice)
        return success();
      accepted += (accepted.empty() ? "'" : ", '") + std::string(*choice) + "'";
    }
    return errorHandler(owner + ": option '" + option.name + "' must be one of " +
                        accepted + ", got '" + value + "'");
  }

  const TcPassOption *options;
  unsigned numOptions;
  std::vector<std::unique_ptr<Option<bool>>> bools;
  std::vector<std::unique_ptr<Option<int64_t>>> ints;
  std::vector<std::unique_ptr<Option<std::string>>> strings;
};

/// MLIR's option parse error ("<Pass-Options-Parser>: no such option x")
/// with the pass or pipeline it is about and the options it has. A value
/// LLVM's parser refuses is reported by LLVM itself, with an empty message
/// here: then the options text is quoted.
std::string optionParseError(StringRef argument, StringRef message,
                             StringRef text, const std::string &names) {
  message.consume_front("<Pass-Options-Parser>:");
  message = message.trim();
  std::string what =
      message.empty() ? "invalid options '" + text.str() + "'" : message.str();
  return (argument + ": " + what + " (its options: " + names + ")").str();
}

/// The anchor MLIR schedules a definition's pass on; none: any op.
std::optional<StringRef> anchorNameOf(const TcPassDefinition *definition) {
  switch (definition->anchor) {
  case TC_ANCHOR_FUNCTION:
    return func::FuncOp::getOperationName();
  case TC_ANCHOR_MODULE:
    return ModuleOp::getOperationName();
  case TC_ANCHOR_ANY:
    break;
  }
  return std::nullopt;
}

class DefinedPass : public Pass {
public:
  DefinedPass(const TcPassDefinition *definition, TcStatistics statistics)
      : Pass(TypeID::getFromOpaquePointer(definition),
             anchorNameOf(definition)),
        definition(definition), statistics(statistics),
        options(*this, definition->options, definition->numOptions,
                definition->defaultOptions) {
    tcStatisticsRetain(statistics);
  }
  DefinedPass(const DefinedPass &other)
      : DefinedPass(other.definition, other.statistics) {
    copyOptionValuesFrom(&other);
    entry = other.entry;
  }
  ~DefinedPass() override { tcStatisticsRelease(statistics); }

  StringRef getName() const override { return definition->name; }
  StringRef getArgument() const override { return definition->argument; }
  StringRef getDescription() const override {
    return definition->description;
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    // The passes create tensor and arith ops.
    registry.insert<tensor::TensorDialect, arith::ArithDialect>();
  }
  bool canScheduleOn(RegisteredOperationName) const override { return true; }
  std::unique_ptr<Pass> clonePass() const override {
    return std::make_unique<DefinedPass>(*this);
  }

  LogicalResult initializeOptions(
      StringRef text,
      function_ref<LogicalResult(const Twine &)> errorHandler) override {
    if (failed(Pass::initializeOptions(
            text, [&](const Twine &message) {
              return errorHandler(optionParseError(
                  definition->argument, message.str(), text, options.names()));
            })))
      return failure();
    return options.checkValues(definition->argument, errorHandler);
  }

  void loadOptions(const void *optionsStruct) { options.load(optionsStruct); }

  /// Once per pass instance, before it runs and before MLIR clones it for
  /// other threads: the entry its counters go to (none at registration).
  LogicalResult initialize(MLIRContext *) override {
    if (!entry)
      entry = tcStatisticsAddEntry(
          statistics, definition,
          definition->anchor == TC_ANCHOR_FUNCTION ? "func.func" : "");
    return success();
  }

  void runOnOperation() override {
    TcOptionsStorage storage;
    options.store(storage.bytes);
    TcPassRun run = {entry, false};
    if (mlirLogicalResultIsFailure(
            definition->run(wrap(getOperation()), storage.bytes, &run)))
      return signalPassFailure();
    if (!run.changed)
      markAllAnalysesPreserved();
  }

private:
  const TcPassDefinition *definition;
  TcStatistics statistics;
  TcStatisticsEntry *entry = nullptr;
  OptionTable<Pass::Option, Pass> options;
};

/// A pipeline's options, parsed by MLIR's option parser.
class PipelineOptions : public detail::PassOptions {
public:
  explicit PipelineOptions(const TcPipelineDefinition *definition)
      : options(*this, definition->options, definition->numOptions,
                definition->defaultOptions) {}
  OptionTable<detail::PassOptions::Option, detail::PassOptions> options;
};

/// The pass manager on func.func that `passManager` is or nests.
OpPassManager &functionsOf(OpPassManager &passManager) {
  if (passManager.getOpAnchorName() == func::FuncOp::getOperationName())
    return passManager;
  return passManager.nest<func::FuncOp>();
}

std::unique_ptr<DefinedPass> createPass(const TcPassDefinition *definition,
                                        StringRef options,
                                        TcStatistics statistics,
                                        std::string &error) {
  auto pass = std::make_unique<DefinedPass>(definition, statistics);
  auto report = [&](const Twine &message) {
    error = message.str();
    return failure();
  };
  if (failed(pass->initializeOptions(options, report)))
    return nullptr;
  return pass;
}

/// Adds the pass `definition` with `options` (an options struct; NULL for the
/// defaults) to `functions`, a pass manager on func.func.
void addPassWithOptions(MlirOpPassManager functions,
                        const TcPassDefinition *definition, const void *options,
                        TcStatistics statistics) {
  auto pass = std::make_unique<DefinedPass>(definition, statistics);
  if (options)
    pass->loadOptions(options);
  unwrap(functions)->addPass(std::move(pass));
}

/// Where a pipeline's build puts its passes.
struct PipelineTarget {
  MlirOpPassManager functions;
  TcStatistics statistics;
};

void addPipelinePass(const TcPassDefinition *definition, void *userData) {
  auto *target = static_cast<PipelineTarget *>(userData);
  addPassWithOptions(target->functions, definition, nullptr,
                     target->statistics);
}

LogicalResult buildPipeline(const TcPipelineDefinition *definition,
                            OpPassManager &passManager, StringRef text,
                            TcStatistics statistics, std::string &error) {
  PipelineOptions parsed(definition);
  llvm::raw_string_ostream errorStream(error);
  std::string parseError;
  llvm::raw_string_ostream parseErrorStream(parseError);
  if (failed(parsed.parseFromString(text, parseErrorStream))) {
    errorStream << optionParseError(definition->argument, parseError, text,
                                    parsed.options.names());
    return failure();
  }
  if (failed(parsed.options.checkValues(
          definition->argument, [&](const Twine &message) {
            errorStream << message;
            return failure();
          })))
    return failure();
  TcOptionsStorage storage;
  parsed.options.store(storage.bytes);
  PipelineTarget target{wrap(&functionsOf(passManager)), statistics};
  definition->build(storage.bytes, addPipelinePass, &target);
  return success();
}

std::string notATensorCastPass(MlirStringRef argument) {
  return "'" + unwrap(argument).str() + "' is not a tensor_cast pass";
}

void reportError(const std::string &error, MlirStringCallback callback,
                 void *userData) {
  if (callback)
    callback({error.data(), error.size()}, userData);
}

} // namespace

MlirPass tcPassCreate(MlirStringRef argument, MlirStringRef options,
                      TcStatistics statistics, MlirStringCallback errorCallback,
                      void *userData) {
  std::string error;
  const TcPassDefinition *definition = tcLookupPass(argument);
  std::unique_ptr<DefinedPass> pass;
  if (!definition)
    error = notATensorCastPass(argument);
  else
    pass = createPass(definition, unwrap(options), statistics, error);
  if (!pass) {
    reportError(error, errorCallback, userData);
    return {nullptr};
  }
  return wrap(static_cast<Pass *>(pass.release()));
}

MlirLogicalResult tcOpPassManagerAddPass(MlirOpPassManager passManager,
                                         MlirStringRef argument,
                                         MlirStringRef options,
                                         TcStatistics statistics,
                                         MlirStringCallback errorCallback,
                                         void *userData) {
  std::string error;
  OpPassManager &manager = *unwrap(passManager);
  if (const TcPipelineDefinition *pipeline = tcLookupPipeline(argument)) {
    if (succeeded(buildPipeline(pipeline, manager, unwrap(options), statistics,
                                error)))
      return mlirLogicalResultSuccess();
  } else if (const TcPassDefinition *definition = tcLookupPass(argument)) {
    if (auto pass = createPass(definition, unwrap(options), statistics, error)) {
      OpPassManager &target =
          definition->anchor == TC_ANCHOR_FUNCTION ? functionsOf(manager)
                                                   : manager;
      target.addPass(std::move(pass));
      return mlirLogicalResultSuccess();
    }
  } else {
    error = notATensorCastPass(argument);
  }
  reportError(error, errorCallback, userData);
  return mlirLogicalResultFailure();
}

static void registerPassDefinition(const TcPassDefinition *definition, void *) {
  registerPass([definition]() -> std::unique_ptr<Pass> {
    return std::make_unique<DefinedPass>(definition, tcStatisticsGetGlobal());
  });
}

static void registerPipelineDefinition(const TcPipelineDefinition *definition,
                                       void *) {
  registerPassPipeline(
      definition->argument, definition->description,
      [definition](OpPassManager &passManager, StringRef options,
                   function_ref<LogicalResult(const Twine &)> errorHandler) {
        std::string error;
        if (failed(buildPipeline(definition, passManager, options,
                                 tcStatisticsGetGlobal(), error)))
          return errorHandler(error);
        return success();
      },
      [definition](function_ref<void(const detail::PassOptions &)> print) {
        PipelineOptions options(definition);
        print(options);
      });
}

void tcRegisterAllPasses(void) {
  static std::once_flag once; // registering a name twice is a fatal error
  std::call_once(once, [] {
    tcForEachPassDefinition(registerPassDefinition, nullptr);
    tcForEachPipelineDefinition(registerPipelineDefinition, nullptr);
  });
}

void tcDialectRegistryInsertTensorCast(MlirDialectRegistry registry) {
  // On func, the first dialect a model needs: a builtin-dialect hook runs
  // inside the context's constructor, where parsing the IRDL crashes.
  unwrap(registry)->addExtension(
      +[](MLIRContext *context, func::FuncDialect *) {
        (void)tcContextLoadDialect(wrap(context));
      });
}
