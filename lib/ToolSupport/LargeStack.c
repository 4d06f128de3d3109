//===- LargeStack.c - Room for MLIR's recursive parser and printer --------===//
//
// MLIR parses, verifies and prints nested IR recursively; the nesting the
// guards let through (TC_MAX_NESTING) needs more than the usual 8 MiB stack.
// The tools get TC_LARGE_STACK_BYTES of stack in one of two ways:
//  - on the main thread, by raising the soft RLIMIT_STACK (Linux checks the
//    limit each time the main stack grows) when the address space below the
//    stack is free for that much; GCC does the same;
//  - otherwise on a thread created with that stack size.
// The main thread is preferred because glibc gives every other thread a
// malloc arena of its own, which grows by mprotect in 64 MiB heaps: a whole
// run on such a thread was measurably slower than the same run on the main
// thread (bench/report.md).
//
//===----------------------------------------------------------------------===//

#define _GNU_SOURCE // getline
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "ToolSupport/ToolSupport.h"

/// Linux keeps this much unmapped below a growing stack (its default
/// stack_guard_gap); more is asked for, to stay clear of it.
#define GUARD_GAP_BYTES ((uintptr_t)2 << 20)

/// The free address space below the main thread's stack: from the end of
/// the highest mapping below "[stack]" to the stack's start. Zero when
/// /proc/self/maps cannot say.
static uintptr_t freeBytesBelowMainStack(void) {
  FILE *maps = fopen("/proc/self/maps", "r");
  if (!maps)
    return 0;
  char *line = NULL;
  size_t capacity = 0;
  uintptr_t previousEnd = 0, room = 0;
  while (getline(&line, &capacity, maps) > 0) {
    unsigned long start, end;
    if (sscanf(line, "%lx-%lx", &start, &end) != 2)
      continue;
    if (strstr(line, "[stack]")) {
      room = start > previousEnd ? start - previousEnd : 0;
      break;
    }
    previousEnd = end;
  }
  free(line);
  fclose(maps);
  return room;
}

/// Raises the main thread's stack limit to `bytes` when the limit allows
/// it and the address space below the stack is free.
static bool growMainStackLimit(size_t bytes) {
  struct rlimit limit;
  if (getrlimit(RLIMIT_STACK, &limit) != 0)
    return false;
  if (limit.rlim_cur == RLIM_INFINITY || limit.rlim_cur >= bytes)
    return freeBytesBelowMainStack() >= bytes + GUARD_GAP_BYTES;
  if (limit.rlim_max != RLIM_INFINITY && limit.rlim_max < bytes)
    return false;
  if (freeBytesBelowMainStack() < bytes + GUARD_GAP_BYTES)
    return false;
  limit.rlim_cur = bytes;
  return setrlimit(RLIMIT_STACK, &limit) == 0;
}

typedef struct MainCall {
  int (*main)(int, char **);
  int argc;
  char **argv;
  int result;
} MainCall;

static void *callMain(void *data) {
  MainCall *call = data;
  call->result = call->main(call->argc, call->argv);
  return NULL;
}

static bool runOnLargeStackThread(MainCall *call) {
  pthread_attr_t attributes;
  pthread_t thread;
  if (pthread_attr_init(&attributes) != 0)
    return false;
  // Reserved address space; pages are only touched as the stack grows.
  bool started =
      pthread_attr_setstacksize(&attributes, TC_LARGE_STACK_BYTES) == 0 &&
      pthread_create(&thread, &attributes, callMain, call) == 0;
  pthread_attr_destroy(&attributes);
  if (started)
    pthread_join(thread, NULL);
  return started;
}

int tcRunWithLargeStack(int (*main)(int, char **), int argc, char **argv) {
  if (growMainStackLimit(TC_LARGE_STACK_BYTES))
    return main(argc, argv);
  MainCall call = {main, argc, argv, 1};
  if (runOnLargeStackThread(&call))
    return call.result;
  return main(argc, argv); // no thread: the nesting limit still holds
}
