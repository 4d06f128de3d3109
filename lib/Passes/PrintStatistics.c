//===- PrintStatistics.c - tc-print-stats: the counters, from a pipeline --===//
//
// MLIR's own pass statistics are compiled out of Debian's build, and mlir-opt
// has no flag for ours; this pass lets a pipeline run through mlir-opt's
// plugin print them, the way MLIR's print-op-stats prints op counts: put it
// last. It prints the counters of every registered tensor_cast pass that has
// run in this process so far (tcStatisticsGetGlobal) and changes nothing.
//
//===----------------------------------------------------------------------===//

#include <stdio.h>

#include "Passes/PassDefinition.h"

static void printToStderr(MlirStringRef text, void *userData) {
  (void)userData;
  fwrite(text.data, 1, text.length, stderr);
}

static MlirLogicalResult runPrintStatistics(MlirOperation op,
                                            const void *options,
                                            TcPassRun *run) {
  (void)op, (void)options, (void)run;
  tcStatisticsPrint(tcStatisticsGetGlobal(), printToStderr, NULL);
  return mlirLogicalResultSuccess();
}

const TcPassDefinition tcPrintStatisticsPassDefinition = {
    .argument = "tc-print-stats",
    .name = "TcPrintStatistics",
    .description = "Print the counters of the tensor_cast passes run so far "
                   "to stderr, in MLIR's pass statistics layout (put it last)",
    .anchor = TC_ANCHOR_ANY,
    .run = runPrintStatistics,
};
