//===- tc-kernel-time.c - A device's predicted kernel times ----------------===//
//
// Reads kernel shapes, one per line, and prints what the device's kernel
// model predicts for each, in microseconds, one per line (the line formats
// are in lib/ToolSupport/KernelTime.h). A line that does not parse is an
// error at its line number (exit 1).
//
//===----------------------------------------------------------------------===//

#include <stdio.h>
#include <string.h>

#include "ToolSupport/KernelTime.h"
#include "ToolSupport/ToolSupport.h"

int main(int argc, char **argv) {
  const char *deviceName = "h100";
  for (int i = 1; i < argc; ++i) {
    if (strncmp(argv[i], "--device=", 9) == 0) {
      deviceName = argv[i] + 9;
    } else {
      fprintf(stderr,
              "usage: tc-kernel-time [--device=NAME|FILE] < shapes.csv\n"
              "(see lib/ToolSupport/KernelTime.h for the line formats)\n");
      return argv[i][0] == '-' && argv[i][1] == 'h' ? 0 : 1;
    }
  }
  TcStringBuffer error = {0};
  TcKernelTimer *timer = tcKernelTimerCreate(deviceName, &error);
  if (!timer) {
    fprintf(stderr, "tc-kernel-time: %s\n", tcBufferGetCString(&error));
    tcBufferDestroy(&error);
    return 1;
  }
  char line[1024];
  int exitCode = 0;
  for (long number = 1; fgets(line, sizeof(line), stdin); ++number) {
    double time;
    if (!tcKernelTimerPredictLine(timer, line, &time)) {
      fprintf(stderr, "<stdin>:%ld: expected a kernel shape (gemm, context, "
                      "decode, collective, moe, or on a device fitted to MLA "
                      "mla_context or mla_decode line, its sizes numbers "
                      "above 0 and at most 2^53; the nvfp4 gemm and moe "
                      "classes on a device fitted to NVFP4)\n", number);
      exitCode = 1;
      break;
    }
    printf("%.6g\n", time);
  }
  tcKernelTimerDestroy(timer);
  return tcToolFinishStandardOutput("tc-kernel-time") ? exitCode : 1;
}
