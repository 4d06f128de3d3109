//===- tc-opt.cpp - mlir-opt with the tensor_cast dialect and passes ------===//
//
// MLIR's own driver (MlirOptMain), so every mlir-opt flag works and means the
// same. What it adds, each forwarded to the library:
//  - the tensor_cast dialect (its op rules run inside MLIR's verifier) and
//    passes, next to MLIR's dialects and passes;
//  - after the user's pipeline, `tc-verify{mlir-verifier=false}`: the rules
//    that span ops (MLIR verifies each op after parsing and after every pass
//    that changed something); with --verify-each=false (or the verifier off
//    on parsing) a full `tc-verify`, so the output is still verified IR.
//    (MLIR's --pass-pipeline replaces what is in the pass manager, so the
//    check cannot go in front.)
//  - --tc-stats: the passes' counters, in MLIR's statistics layout;
//  - input MLIR 22 would crash on is refused, with a location, before MLIR
//    parses it, and the driver runs on a large stack (ToolSupport.h);
//  - --show-dialects names tensor_cast too;
//  - `expected-error` comments mean nothing without --verify-diagnostics
//    (MLIR 22 checks them anyway, prints an error and exits 0);
//  - the printer does not verify the output again (assumeOutputVerified).
//
//===----------------------------------------------------------------------===//

#include <algorithm>
#include <functional>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "mlir/Bytecode/BytecodeReader.h"
#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

#include "tensor_cast-c/TensorCast.h"

#include "ToolSupport/ToolSupport.h"

static llvm::cl::opt<bool> printStatistics(
    "tc-stats",
    llvm::cl::desc("Print the tensor_cast passes' counters to stderr after "
                   "the run, in MLIR's pass statistics layout"));

static void printText(MlirStringRef text, void *stream) {
  static_cast<llvm::raw_ostream *>(stream)->write(text.data, text.length);
}

static void reportGuardFinding(unsigned line, unsigned column,
                               const char *message, void *bufferName) {
  llvm::errs() << *static_cast<std::string *>(bufferName) << ":" << line
               << ":" << column << ": error: " << message << "\n";
}

/// The user's pipeline, then the checks only a whole-IR walk can make.
static mlir::MlirOptMainConfig
withTensorCastChecks(const mlir::MlirOptMainConfig &userConfig) {
  mlir::MlirOptMainConfig config = userConfig;
  config.setPassPipelineSetupFn([userConfig](mlir::PassManager &pm) {
    if (mlir::failed(userConfig.setupPassPipeline(pm)))
      return mlir::failure();
    // MLIR's verifier has seen the IR unless a flag turned it off.
    bool verified =
        userConfig.shouldVerifyPasses() && userConfig.shouldVerifyOnParsing();
    const char *options =
        verified ? "mlir-verifier=false" : "mlir-verifier=true";
    return mlir::success(mlirLogicalResultIsSuccess(tcOpPassManagerAddPass(
        wrap(static_cast<mlir::OpPassManager *>(&pm)),
        mlirStringRefCreateFromCString("tc-verify"),
        mlirStringRefCreateFromCString(options), tcStatisticsGetGlobal(),
        nullptr, nullptr)));
  });
  return config;
}

/// tc-opt prints only verified IR: MLIR verifies it after parsing and after
/// every pass, and tc-verify runs after the pipeline. So the printer need not
/// verify the whole module once more, as MLIR's printer does unless told
/// `--mlir-print-assume-verified`. Left to MLIR when the user chose, when a
/// flag skips a verification, or when IR may be printed mid-pipeline.
static void assumeOutputVerified(const mlir::MlirOptMainConfig &config) {
  auto &options = llvm::cl::getRegisteredOptions();
  llvm::cl::Option *assume = options.lookup("mlir-print-assume-verified");
  if (!assume || assume->getNumOccurrences() ||
      !config.shouldVerifyOnParsing() || !config.shouldVerifyPasses())
    return;
  for (const char *printing :
       {"mlir-print-ir-before", "mlir-print-ir-after", "mlir-print-ir-before-all",
        "mlir-print-ir-after-all", "mlir-print-ir-after-change",
        "mlir-print-ir-after-failure"}) {
    llvm::cl::Option *flag = options.lookup(printing);
    if (flag && flag->getNumOccurrences())
      return;
  }
  static_cast<llvm::cl::opt<bool> *>(assume)->setValue(true);
}

/// Whether `text` holds `word`: a search that skips ahead (StringRef::find
/// stops at every first letter, and 'e' and 'l' are everywhere in IR).
static bool containsWord(llvm::StringRef text, llvm::StringRef word) {
  return std::search(text.begin(), text.end(),
                     std::boyer_moore_horspool_searcher(word.begin(),
                                                        word.end())) !=
         text.end();
}

/// Without --verify-diagnostics, `expected-error` comments are comments: a
/// copy of the input MLIR's verifier does not read them from (ToolSupport.h).
static std::unique_ptr<llvm::MemoryBuffer>
withoutExpectations(std::unique_ptr<llvm::MemoryBuffer> input) {
  llvm::StringRef text = input->getBuffer();
  if (mlir::isBytecode(*input) || !containsWord(text, "expected-"))
    return input;
  std::unique_ptr<llvm::WritableMemoryBuffer> copy =
      llvm::WritableMemoryBuffer::getNewUninitMemBuffer(
          text.size(), input->getBufferIdentifier());
  memcpy(copy->getBufferStart(), text.data(), text.size());
  tcTextHideDiagnosticExpectations(copy->getBufferStart(), text.size());
  return copy;
}

/// A program tc-gen wrote, read back: each op's position at this file and
/// its own line, its role name kept (ToolSupport.h), so an error in a copy
/// edited by hand cites the file read. The rewritten text is `moved`'s,
/// which the caller keeps until the run ends (the buffer returned borrows
/// it: a program of a million ops is not copied twice more).
static std::unique_ptr<llvm::MemoryBuffer>
withPositionsHere(std::unique_ptr<llvm::MemoryBuffer> input,
                  TcStringBuffer *moved) {
  llvm::StringRef text = input->getBuffer();
  std::string name = input->getBufferIdentifier().str();
  if (mlir::isBytecode(*input) || !containsWord(text, "loc("))
    return input;
  // Room for the text and each op's longer position, so it grows in place.
  tcBufferReserve(moved, text.size() + text.size() / 8);
  if (!tcTextRelocateNamedPositions(text.data(), text.size(), name.c_str(),
                                    moved))
    return input;
  return llvm::MemoryBuffer::getMemBuffer(
      llvm::StringRef(moved->data, moved->length), name,
      /*RequiresNullTerminator=*/true);
}

/// --show-dialects as MLIR prints it, with tensor_cast among them: it is
/// loaded from IRDL when func is, so the registry does not name it.
static int showDialects(const mlir::DialectRegistry &registry) {
  std::vector<std::string> names;
  for (llvm::StringRef name : registry.getDialectNames())
    names.push_back(name.str());
  names.push_back("tensor_cast");
  std::sort(names.begin(), names.end());
  llvm::outs() << "Available Dialects: ";
  llvm::interleave(names, llvm::outs(), ",");
  llvm::outs() << "\n";
  return 0;
}

static void appendPassLine(MlirStringRef argument, MlirStringRef description,
                           void *userData) {
  std::string &text = *static_cast<std::string *>(userData);
  std::string name = "  --" + std::string(argument.data, argument.length);
  // The description up to its first colon or full stop, on the flag's line.
  llvm::StringRef summary(description.data, description.length);
  summary = summary.substr(0, std::min(summary.find(": "), summary.find(". ")));
  text += name + std::string(name.size() < 26 ? 26 - name.size() : 1, ' ') +
          summary.rtrim().str() + "\n";
}

/// --help's overview: tensor_cast's passes a line each, above MLIR's
/// thousand lines of options (where they come after MLIR's own passes).
static std::string helpOverview() {
  std::string text = "tensor_cast optimizer driver: mlir-opt with the "
                     "tensor_cast dialect and passes.\n\n"
                     "tensor_cast's passes (options: --help-list-hidden, or "
                     "docs/passes.md):\n";
  tcPassForEachRegistered(appendPassLine, &text);
  text += "  --tc-stats                print the passes' counters after the "
          "output\n\nEvery mlir-opt option follows.";
  return text;
}

/// The input as MLIR will parse it: refused (a diagnostic, null) when it
/// would crash MLIR; positions moved to this file (into `relocated`, kept
/// by the caller until the run ends); expectations plain comments unless
/// --verify-diagnostics.
static std::unique_ptr<llvm::MemoryBuffer>
readInput(llvm::StringRef inputName, const mlir::MlirOptMainConfig &config,
          TcStringBuffer *relocated) {
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::openInputFile(inputName, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return nullptr;
  }
  // The guards read text; bytecode is not parsed by MLIR's text parser.
  std::string bufferName = input->getBufferIdentifier().str();
  if (!mlir::isBytecode(*input) &&
      tcTextCheckParseGuards(input->getBufferStart(), input->getBufferSize(),
                             reportGuardFinding, &bufferName))
    return nullptr;
  input = withPositionsHere(std::move(input), relocated);
  if (!config.shouldVerifyDiagnostics())
    input = withoutExpectations(std::move(input));
  return input;
}

/// The file an output path stands for: a symbolic link's target, so the
/// rename that ends the run replaces the file, not the link.
static std::string resolvedOutputPath(llvm::StringRef path) {
  llvm::SmallString<256> resolved;
  if (llvm::sys::fs::real_path(path, resolved))
    return path.str(); // a new file: its own name
  return std::string(resolved);
}

static bool reportOutputError(llvm::StringRef what, llvm::StringRef outputName,
                              const llvm::Twine &message) {
  llvm::errs() << "cannot " << what << " output file '" << outputName
               << "': " << message << "\n";
  return false;
}

/// Flushes `os`; false after a message if it could not be written (a full
/// disk, a closed pipe), which LLVM would otherwise report as a fatal error
/// without the file's name when the stream is destroyed.
static bool finishStream(llvm::raw_fd_ostream &os, llvm::StringRef outputName) {
  os.flush();
  if (!os.has_error())
    return true;
  std::error_code error = os.error();
  os.clear_error();
  return reportOutputError("write", outputName, error.message());
}

/// MLIR's driver on the input, written to `os`.
static bool runMlirOptMain(llvm::raw_ostream &os,
                           std::unique_ptr<llvm::MemoryBuffer> input,
                           mlir::DialectRegistry &registry,
                           const mlir::MlirOptMainConfig &config) {
  return mlir::succeeded(
      mlir::MlirOptMain(os, std::move(input), registry, config));
}

/// MLIR's driver on the input, its output held until the run has succeeded,
/// then written over `outputName`: for a file whose directory takes no new
/// file, and for a path a temporary file's name cannot carry (a '%').
static bool runDriverInMemory(std::unique_ptr<llvm::MemoryBuffer> input,
                              llvm::StringRef outputName,
                              mlir::DialectRegistry &registry,
                              const mlir::MlirOptMainConfig &config) {
  std::string text;
  llvm::raw_string_ostream buffer(text);
  // The printer's many small writes collect in a buffer of the stream's own
  // before they reach the string (raw_string_ostream has none).
  buffer.SetBufferSize(1 << 16);
  bool ok = runMlirOptMain(buffer, std::move(input), registry, config);
  buffer.flush();
  if (!ok)
    return false;
  std::error_code error;
  llvm::raw_fd_ostream os(outputName, error);
  if (error)
    return reportOutputError("open", outputName, error.message());
  os << text;
  return finishStream(os, outputName);
}

/// MLIR's driver on the input, written to a temporary file beside the file
/// `target` and renamed over it once the run has succeeded. A file it
/// replaces (`existing`, null for a new file) keeps its permissions (an
/// executable script, a file only its owner reads), and is written through
/// memory when its directory takes no new file.
static bool runDriverToFile(std::unique_ptr<llvm::MemoryBuffer> input,
                            llvm::StringRef outputName,
                            const std::string &target,
                            const llvm::sys::fs::file_status *existing,
                            mlir::DialectRegistry &registry,
                            const mlir::MlirOptMainConfig &config) {
  llvm::Expected<llvm::sys::fs::TempFile> temp =
      llvm::sys::fs::TempFile::create(target + ".tc-opt-%%%%%%");
  if (!temp) {
    std::error_code error = llvm::errorToErrorCode(temp.takeError());
    if (existing)
      return runDriverInMemory(std::move(input), target, registry, config);
    return reportOutputError("open", outputName, error.message());
  }
  if (existing)
    (void)llvm::sys::fs::setPermissions(temp->FD, existing->permissions());
  bool ok;
  {
    llvm::raw_fd_ostream os(temp->FD, /*shouldClose=*/false);
    ok = runMlirOptMain(os, std::move(input), registry, config);
    ok = finishStream(os, outputName) && ok;
  }
  if (!ok) {
    llvm::consumeError(temp->discard());
    return false;
  }
  if (llvm::Error error = temp->keep(target))
    return reportOutputError("write", outputName,
                             llvm::toString(std::move(error)));
  return true;
}

/// MLIR's driver on the input. Standard output and devices stream as MLIR's
/// do (--split-input-file prints the chunks that succeed). A file's output
/// is written only once the run has succeeded: opening the file would
/// truncate it, and it may be the input itself (-o naming the input, a
/// rewrite in place), which a failed run must leave as it was. It is not
/// held in memory (a program of a million ops prints 200 MB) but for a path
/// with a '%': a temporary file's name is a model whose every '%' becomes a
/// random digit, so "a%b/out.mlir" would name another directory.
static bool runDriver(std::unique_ptr<llvm::MemoryBuffer> input,
                      llvm::StringRef outputName,
                      mlir::DialectRegistry &registry,
                      const mlir::MlirOptMainConfig &config) {
  if (outputName == "-")
    return runMlirOptMain(llvm::outs(), std::move(input), registry, config);
  // What -o names, its link followed: nothing yet, a directory, a file, or
  // a device, a pipe or a socket (/dev/null, a terminal), written as it is
  // since there is no earlier content there to keep.
  llvm::sys::fs::file_status status;
  bool exists = !llvm::sys::fs::status(outputName, status);
  if (exists && status.type() == llvm::sys::fs::file_type::directory_file)
    return reportOutputError(
        "open", outputName,
        std::make_error_code(std::errc::is_a_directory).message());
  if (exists && status.type() != llvm::sys::fs::file_type::regular_file) {
    std::error_code error;
    llvm::raw_fd_ostream os(outputName, error);
    if (error)
      return reportOutputError("open", outputName, error.message());
    bool ok = runMlirOptMain(os, std::move(input), registry, config);
    return finishStream(os, outputName) && ok;
  }
  std::string target = resolvedOutputPath(outputName);
  if (llvm::StringRef(target).contains('%'))
    return runDriverInMemory(std::move(input), target, registry, config);
  return runDriverToFile(std::move(input), outputName, target,
                         exists ? &status : nullptr, registry, config);
}

static int runTool(int argc, char **argv) {
  mlir::registerAllPasses();
  tcRegisterAllPasses();
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  tcDialectRegistryInsertTensorCast(wrap(&registry));

  std::string overview = helpOverview();
  auto [inputName, outputName] = mlir::registerAndParseCLIOptions(
      argc, argv, overview, registry);
  mlir::MlirOptMainConfig config =
      withTensorCastChecks(mlir::MlirOptMainConfig::createFromCLOptions());
  assumeOutputVerified(config);
  if (config.shouldShowDialects())
    return showDialects(registry);

  TcStringBuffer relocated = {}; // the input's text, lent to MLIR
  std::unique_ptr<llvm::MemoryBuffer> input =
      readInput(inputName, config, &relocated);
  if (!input)
    return 1;
  bool ok = runDriver(std::move(input), outputName, registry, config);
  tcBufferDestroy(&relocated);
  // The counters come after the output (a terminal shows both streams).
  ok = finishStream(llvm::outs(), "-") && ok;
  if (printStatistics)
    tcStatisticsPrint(tcStatisticsGetGlobal(), printText, &llvm::errs());
  return ok ? 0 : 1;
}

int main(int argc, char **argv) {
  // LLVM's crash handlers give the thread that installs them an alternate
  // signal stack of its own; installed here, on the main thread, they leave
  // the large-stack thread's alone (AddressSanitizer unmaps that one when
  // the thread exits, and fails on one LLVM allocated).
  llvm::sys::PrintStackTraceOnErrorSignal(argv[0]);
  return tcRunWithLargeStack(runTool, argc, argv);
}
