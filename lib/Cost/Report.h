//===- Report.h - A cost report and its four formats ----------------*- C -*-===//
//
// tc-cost-report fills a report (rows per op name and role in order of first
// appearance, the timeline when a trace is asked for) and writes it as JSON,
// a Markdown table, CSV, or Chrome trace events. An op's role is the model
// part its location names (loc("layers.3.self_attn.q_proj") is a
// "self_attn.q_proj"), so q/k/v/o/gate/up/down and the LM head are rows of
// their own.
//
//===----------------------------------------------------------------------===//
#ifndef TC_COST_REPORT_H
#define TC_COST_REPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "Cost/Device.h"
#include "Util/StringBuffer.h"

/// What executions of one op name (or of one region body) add up to.
typedef struct TcCostTotals {
  int64_t count, kernels;
  double flops, bytes, commBytes, timeMicroseconds;
} TcCostTotals;

void tcCostTotalsAdd(TcCostTotals *sum, const TcCostTotals *term);

enum { TC_COST_NO_EVENT = SIZE_MAX, TC_COST_NO_LABEL = SIZE_MAX };

/// One kernel or collective on the schedule.
typedef struct TcCostEvent {
  size_t row;
  bool collective; // on the communication stream
  int launches;    // the kernels (or collective) the host launches for it
  double flops, bytes, commBytes, timeMicroseconds;
  double startMicroseconds;
  size_t dependency; // the event it waited for last, or TC_COST_NO_EVENT
  size_t label; // the op's location name in report->labels, or TC_COST_NO_LABEL
} TcCostEvent;

typedef struct TcCostReport {
  TcDevice device;
  int64_t worldSize;
  TcStringBuffer functions; // "\"@f\", \"@g\"": the functions costed
  char **rowNames; // owned
  char **rowRoles; // owned; "" where the op's location names no role
  TcCostTotals *rows;
  size_t numRows, rowCapacity;
  double peakActivationBytes;
  double weightBytes, kvCacheBytes; // resident, per rank
  double stepTimeMicroseconds; // the two-stream schedule's length
  bool cudaGraphs;             // whether kernels were timed without launches
  bool routedExperts;          // MoE experts timed by a calibrated device
  double moeRoutingSkew;       // their routing: 0 balanced, else its exponent
  TcCostEvent *events; // only kernels and collectives, in schedule order
  size_t numEvents, eventCapacity;
  char **labels; // owned: the distinct location names events carry
  size_t numLabels, labelCapacity;
} TcCostReport;

/// The row of op `name` in `role` ("" for none), added when new.
size_t tcCostReportGetRow(TcCostReport *report, const char *name,
                          size_t length, const char *role);
/// Appends location name `label` to report->labels; returns its index. (The
/// analysis interns names, so each is added once.)
size_t tcCostReportAddLabel(TcCostReport *report, const char *label);
/// Whether any row has a role (the tables then show the column).
bool tcCostReportHasRoles(const TcCostReport *report);
void tcCostReportAddEvent(TcCostReport *report, const TcCostEvent *event);
void tcCostReportDestroy(TcCostReport *report);

/// Every row added up.
TcCostTotals tcCostReportGetTotals(const TcCostReport *report);

/// Whether the host launches the kernels one after another, each
/// launch_overhead_us after the last, outside a CUDA graph: on a calibrated
/// device (the roofline adds the launch to every kernel's time instead).
bool tcCostReportHostLaunches(const TcCostReport *report);

/// Weights, KV caches and peak activations per rank (total) against the
/// device's memory: capacity is all of HBM (0 when it states none; then it
/// fits), reserve what the serving engine keeps of it; it fits in the rest.
typedef struct TcCostMemory {
  double total, capacity, reserve;
  bool fits;
} TcCostMemory;

/// The nodes the world's ranks fill (rank r on node r / gpus_per_node).
int64_t tcCostReportGetNodes(const TcCostReport *report);

TcCostMemory tcCostReportGetMemory(const TcCostReport *report);

typedef enum TcCostFormat {
  TC_COST_FORMAT_JSON,
  TC_COST_FORMAT_MARKDOWN,
  TC_COST_FORMAT_CSV,
  TC_COST_FORMAT_TRACE,
} TcCostFormat;

/// The format named `name` ("json", ...); false when there is none.
bool tcCostFormatFromName(const char *name, TcCostFormat *format);

void tcCostReportPrint(const TcCostReport *report, TcCostFormat format,
                       TcStringBuffer *out);

#endif // TC_COST_REPORT_H
