//===- Report.c - A cost report and its four formats ----------------------===//

#include "Cost/Report.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "Support/Vectors.h"
#include "Util/ArraySize.h"

void tcCostTotalsAdd(TcCostTotals *sum, const TcCostTotals *term) {
  sum->count += term->count;
  sum->kernels += term->kernels;
  sum->flops += term->flops;
  sum->bytes += term->bytes;
  sum->commBytes += term->commBytes;
  sum->timeMicroseconds += term->timeMicroseconds;
}

size_t tcCostReportGetRow(TcCostReport *report, const char *name,
                          size_t length, const char *role) {
  if (!role)
    role = "";
  // Rows are few (op names times roles, tens), looked up per op: a scan is
  // cheapest.
  for (size_t i = 0; i < report->numRows; ++i)
    if (strlen(report->rowNames[i]) == length &&
        memcmp(report->rowNames[i], name, length) == 0 &&
        strcmp(report->rowRoles[i], role) == 0)
      return i;
  size_t names = report->rowCapacity, roles = report->rowCapacity;
  TC_GROW_ARRAY(report->rowNames, names, report->numRows + 1);
  TC_GROW_ARRAY(report->rowRoles, roles, report->numRows + 1);
  TC_GROW_ARRAY(report->rows, report->rowCapacity, report->numRows + 1);
  char *copy = tcCheckAllocation(malloc(length + 1));
  memcpy(copy, name, length);
  copy[length] = '\0';
  report->rowNames[report->numRows] = copy;
  report->rowRoles[report->numRows] = tcCopyCString(role);
  report->rows[report->numRows] = (TcCostTotals){0};
  return report->numRows++;
}

size_t tcCostReportAddLabel(TcCostReport *report, const char *label) {
  TC_GROW_ARRAY(report->labels, report->labelCapacity, report->numLabels + 1);
  report->labels[report->numLabels] = tcCopyCString(label);
  return report->numLabels++;
}

bool tcCostReportHasRoles(const TcCostReport *report) {
  for (size_t i = 0; i < report->numRows; ++i)
    if (report->rowRoles[i][0])
      return true;
  return false;
}

void tcCostReportAddEvent(TcCostReport *report, const TcCostEvent *event) {
  TC_GROW_ARRAY(report->events, report->eventCapacity, report->numEvents + 1);
  report->events[report->numEvents++] = *event;
}

void tcCostReportDestroy(TcCostReport *report) {
  for (size_t i = 0; i < report->numRows; ++i) {
    free(report->rowNames[i]);
    free(report->rowRoles[i]);
  }
  for (size_t i = 0; i < report->numLabels; ++i)
    free(report->labels[i]);
  free(report->rowNames);
  free(report->rowRoles);
  free(report->labels);
  free(report->rows);
  free(report->events);
  tcBufferDestroy(&report->functions);
  *report = (TcCostReport){0};
}

bool tcCostFormatFromName(const char *name, TcCostFormat *format) {
  static const char *const kNames[] = {"json", "markdown", "csv", "trace"};
  for (int i = 0; i < 4; ++i) {
    if (strcmp(name, kNames[i]) == 0) {
      *format = (TcCostFormat)i;
      return true;
    }
  }
  return false;
}

//===----------------------------------------------------------------------===//
// Numbers and strings.
//===----------------------------------------------------------------------===//

/// Integers (counts, FLOPs and bytes of whole rows) print exactly; other
/// values to nine significant digits.
static void appendNumber(TcStringBuffer *out, double value) {
  if (value == floor(value) && fabs(value) < 9007199254740992.0)
    tcBufferAppendFormat(out, "%.0f", value);
  else
    tcBufferAppendFormat(out, "%.9g", value);
}

/// A CSV field, quoted when it holds a separator or a quote.
static void appendCsvField(TcStringBuffer *out, const char *text) {
  if (!strpbrk(text, ",\"\r\n")) {
    tcBufferAppendCString(out, text);
    return;
  }
  tcBufferAppendCString(out, "\"");
  for (const char *c = text; *c; ++c)
    tcBufferAppend(out, *c == '"' ? "\"\"" : c, *c == '"' ? 2 : 1);
  tcBufferAppendCString(out, "\"");
}

/// A Markdown table cell's text, its pipes escaped.
static void appendMarkdownCell(TcStringBuffer *out, const char *text) {
  for (const char *c = text; *c; ++c)
    tcBufferAppend(out, *c == '|' ? "\\|" : c, *c == '|' ? 2 : 1);
}

static void appendJsonString(TcStringBuffer *out, const char *text) {
  tcBufferAppendJsonString(out, text, strlen(text));
}

/// `"key": value` with the separator before it.
static void appendJsonField(TcStringBuffer *out, const char *separator,
                            const char *key, double value) {
  tcBufferAppendFormat(out, "%s\"%s\": ", separator, key);
  appendNumber(out, value);
}

bool tcCostReportHostLaunches(const TcCostReport *report) {
  return !report->cudaGraphs && report->device.calibrated;
}

TcCostTotals tcCostReportGetTotals(const TcCostReport *report) {
  TcCostTotals total = {0};
  for (size_t i = 0; i < report->numRows; ++i)
    tcCostTotalsAdd(&total, &report->rows[i]);
  return total;
}

//===----------------------------------------------------------------------===//
// JSON.
//===----------------------------------------------------------------------===//

static void printDeviceJson(const TcDevice *device, TcStringBuffer *out) {
  tcBufferAppendCString(out, "{\"name\": ");
  appendJsonString(out, device->name);
  tcBufferAppendCString(out, ", \"tflops\": {");
  const char *separator = "";
  for (int type = 0; type < TC_COMPUTE_TYPE_COUNT; ++type) {
    if (device->teraFlops[type] <= 0)
      continue;
    appendJsonField(out, separator, tcComputeTypeGetName((TcComputeType)type),
                    device->teraFlops[type]);
    separator = ", ";
  }
  tcBufferAppendCString(out, "}");
  appendJsonField(out, ", ", "hbm_gb_per_s", device->hbmGigabytesPerSecond);
  appendJsonField(out, ", ", "link_gb_per_s", device->linkGigabytesPerSecond);
  appendJsonField(out, ", ", "launch_overhead_us",
                  device->launchOverheadMicroseconds);
  if (device->iterationSyncMicroseconds > 0)
    appendJsonField(out, ", ", "iteration_sync_us",
                    device->iterationSyncMicroseconds);
  appendJsonField(out, ", ", "collective_latency_us",
                  device->collectiveLatencyMicroseconds);
  if (device->vectorTeraFlops > 0)
    appendJsonField(out, ", ", "vector_tflops", device->vectorTeraFlops);
  if (device->hbmGigabytes > 0) {
    appendJsonField(out, ", ", "hbm_gb", device->hbmGigabytes);
    appendJsonField(out, ", ", "memory_reserve_gb",
                    device->memoryReserveGigabytes);
  }
  tcBufferAppendFormat(out, ", \"calibrated\": %s}",
                       device->calibrated ? "true" : "false");
}

TcCostMemory tcCostReportGetMemory(const TcCostReport *report) {
  TcCostMemory memory = {
      .total = report->weightBytes + report->kvCacheBytes +
               report->peakActivationBytes,
      .capacity = report->device.hbmGigabytes * 1e9,
      .reserve = report->device.hbmGigabytes > 0
                     ? report->device.memoryReserveGigabytes * 1e9
                     : 0};
  memory.fits = memory.capacity <= 0 ||
                memory.total <= memory.capacity - memory.reserve;
  return memory;
}

static void printMemoryJson(const TcCostReport *report, TcStringBuffer *out) {
  TcCostMemory memory = tcCostReportGetMemory(report);
  appendJsonField(out, "  \"memory\": {", "weight_bytes", report->weightBytes);
  appendJsonField(out, ", ", "kv_cache_bytes", report->kvCacheBytes);
  appendJsonField(out, ", ", "peak_activation_bytes",
                  report->peakActivationBytes);
  appendJsonField(out, ", ", "total_bytes", memory.total);
  if (memory.capacity > 0) {
    appendJsonField(out, ", ", "capacity_bytes", memory.capacity);
    appendJsonField(out, ", ", "reserve_bytes", memory.reserve);
    appendJsonField(out, ", ", "headroom_bytes",
                    memory.capacity - memory.reserve - memory.total);
    tcBufferAppendFormat(out, ", \"fits\": %s", memory.fits ? "true" : "false");
  }
  tcBufferAppendCString(out, "}");
}

int64_t tcCostReportGetNodes(const TcCostReport *report) {
  int64_t perNode = report->device.network.gpusPerNode;
  return perNode > 0 ? (report->worldSize + perNode - 1) / perNode : 1;
}

/// The network between nodes: its name, GPUs a node, nodes, bandwidth and
/// latency.
static void printNetworkJson(const TcCostReport *report, TcStringBuffer *out) {
  const TcNetwork *network = &report->device.network;
  tcBufferAppendCString(out, ",\n  \"network\": {\"name\": ");
  appendJsonString(out, network->name);
  tcBufferAppendFormat(out, ", \"gpus_per_node\": %lld, \"nodes\": %lld",
                       (long long)network->gpusPerNode,
                       (long long)tcCostReportGetNodes(report));
  appendJsonField(out, ", ", "gb_per_s", network->gigabytesPerSecond);
  appendJsonField(out, ", ", "latency_us", network->latencyMicroseconds);
}

/// After the network's object, the ops: one object per row (the op, its
/// role, its columns).
static void printRowsJson(const TcCostReport *report, TcStringBuffer *out) {
  tcBufferAppendCString(out, "},\n  \"ops\": [");
  for (size_t i = 0; i < report->numRows; ++i) {
    const TcCostTotals *row = &report->rows[i];
    tcBufferAppendFormat(out, "%s\n    {\"op\": ", i ? "," : "");
    appendJsonString(out, report->rowNames[i]);
    if (report->rowRoles[i][0]) {
      tcBufferAppendCString(out, ", \"role\": ");
      appendJsonString(out, report->rowRoles[i]);
    }
    appendJsonField(out, ", ", "count", (double)row->count);
    appendJsonField(out, ", ", "kernels", (double)row->kernels);
    appendJsonField(out, ", ", "flops", row->flops);
    appendJsonField(out, ", ", "bytes", row->bytes);
    appendJsonField(out, ", ", "comm_bytes", row->commBytes);
    appendJsonField(out, ", ", "time_us", row->timeMicroseconds);
    tcBufferAppendCString(out, "}");
  }
}

/// The totals, the step time, CUDA graphs and the routing's skew.
static void printTotalJson(const TcCostReport *report, TcStringBuffer *out) {
  TcCostTotals total = tcCostReportGetTotals(report);
  tcBufferAppendCString(out, "\n  ],\n  \"total\": {");
  appendJsonField(out, "", "flops", total.flops);
  appendJsonField(out, ", ", "bytes", total.bytes);
  appendJsonField(out, ", ", "comm_bytes", total.commBytes);
  appendJsonField(out, ", ", "kernels", (double)total.kernels);
  appendJsonField(out, ", ", "time_us", total.timeMicroseconds);
  appendJsonField(out, ", ", "peak_activation_bytes",
                  report->peakActivationBytes);
  appendJsonField(out, ", ", "step_time_us", report->stepTimeMicroseconds);
  tcBufferAppendFormat(out, ", \"cuda_graphs\": %s",
                       report->cudaGraphs ? "true" : "false");
  if (report->routedExperts)
    appendJsonField(out, ", ", "moe_routing_skew", report->moeRoutingSkew);
  tcBufferAppendCString(out, "},\n");
}

static void printJson(const TcCostReport *report, TcStringBuffer *out) {
  tcBufferAppendFormat(out,
                       "{\n  \"functions\": [%s],\n  \"world_size\": %lld,"
                       "\n  \"device\": ",
                       tcBufferGetCString(&report->functions),
                       (long long)report->worldSize);
  printDeviceJson(&report->device, out);
  printNetworkJson(report, out);
  printRowsJson(report, out);
  printTotalJson(report, out);
  printMemoryJson(report, out);
  tcBufferAppendCString(out, "\n}\n");
}

//===----------------------------------------------------------------------===//
// Markdown and CSV: the same columns.
//===----------------------------------------------------------------------===//

/// `value` in the largest of `units` (each 1000 times the one before, from
/// `units[0]`) that keeps it at least 1, to three significant digits.
static void appendScaled(TcStringBuffer *out, double value,
                         const char *const *units, int numUnits) {
  int unit = 0;
  while (unit + 1 < numUnits && fabs(value) >= 1000) {
    value /= 1000;
    ++unit;
  }
  tcBufferAppendFormat(out, value == floor(value) ? "%.0f %s" : "%.3g %s",
                       value, units[unit]);
}

static void appendFlops(TcStringBuffer *out, double flops) {
  static const char *const kUnits[] = {"FLOP", "kFLOP", "MFLOP", "GFLOP",
                                       "TFLOP", "PFLOP"};
  appendScaled(out, flops, kUnits, 6);
}

static void appendBytes(TcStringBuffer *out, double bytes) {
  static const char *const kUnits[] = {"B", "kB", "MB", "GB", "TB"};
  appendScaled(out, bytes, kUnits, 5);
}

static void appendTime(TcStringBuffer *out, double microseconds) {
  static const char *const kUnits[] = {"µs", "ms", "s"};
  appendScaled(out, microseconds, kUnits, 3);
}

/// A table row: `name` is its first cells ("| op |" or "| op | role |").
static void appendMarkdownRow(TcStringBuffer *out, const char *name,
                              const TcCostTotals *row, double serial) {
  tcBufferAppendFormat(out, "%s %lld | %lld | ", name,
                       (long long)row->count, (long long)row->kernels);
  appendFlops(out, row->flops);
  tcBufferAppendCString(out, " | ");
  appendBytes(out, row->bytes);
  tcBufferAppendCString(out, " | ");
  appendBytes(out, row->commBytes);
  tcBufferAppendCString(out, " | ");
  appendTime(out, row->timeMicroseconds);
  tcBufferAppendFormat(out, " | %.1f%% |\n",
                       serial > 0 ? 100 * row->timeMicroseconds / serial : 0);
}

/// The table: one row per op (and role), then the total.
static void printMarkdownTable(const TcCostReport *report,
                               const TcCostTotals *totals,
                               TcStringBuffer *out) {
  bool roles = tcCostReportHasRoles(report);
  tcBufferAppendFormat(out,
                       "| op |%s count | kernels | FLOPs | memory traffic "
                       "| communication | time | share |\n"
                       "|---|%s---:|---:|---:|---:|---:|---:|---:|\n",
                       roles ? " role |" : "", roles ? "---|" : "");
  for (size_t i = 0; i < report->numRows; ++i) {
    TcStringBuffer name = {0};
    tcBufferAppendFormat(&name, "| `%s` |", report->rowNames[i]);
    if (roles) {
      tcBufferAppendCString(&name, " ");
      appendMarkdownCell(&name, report->rowRoles[i]);
      tcBufferAppendCString(&name, " |");
    }
    appendMarkdownRow(out, tcBufferGetCString(&name), &report->rows[i],
                      totals->timeMicroseconds);
    tcBufferDestroy(&name);
  }
  appendMarkdownRow(out, roles ? "| **total** | |" : "| **total** |", totals,
                    totals->timeMicroseconds);
}

/// The step time, overlapped and serial, and how kernels are launched and
/// experts routed.
static void printMarkdownStep(const TcCostReport *report,
                              const TcCostTotals *totals,
                              TcStringBuffer *out) {
  tcBufferAppendCString(out, "\nStep time ");
  appendTime(out, report->stepTimeMicroseconds);
  tcBufferAppendCString(out, " (compute and communication streams "
                             "overlapped; every op one after another: ");
  appendTime(out, totals->timeMicroseconds);
  tcBufferAppendFormat(out, "), CUDA graphs %s",
                       report->cudaGraphs ? "on" : "off");
  if (tcCostReportHostLaunches(report))
    tcBufferAppendFormat(out, " (the host launches a kernel every %g µs; none "
                              "starts before its launch)",
                         report->device.launchOverheadMicroseconds);
  if (report->routedExperts && report->moeRoutingSkew > 0)
    tcBufferAppendFormat(out,
                         ", MoE routing skewed (power law %g, the "
                         "busiest rank's experts)",
                         report->moeRoutingSkew);
  else if (report->routedExperts)
    tcBufferAppendCString(out, ", MoE routing balanced");
}

/// Memory per rank against the device's capacity less its reserve.
static void printMarkdownMemory(const TcCostReport *report,
                                TcStringBuffer *out) {
  tcBufferAppendCString(out, ".\n\nMemory per rank: weights ");
  appendBytes(out, report->weightBytes);
  tcBufferAppendCString(out, ", KV cache ");
  appendBytes(out, report->kvCacheBytes);
  tcBufferAppendCString(out, ", peak activations ");
  appendBytes(out, report->peakActivationBytes);
  TcCostMemory memory = tcCostReportGetMemory(report);
  tcBufferAppendCString(out, "; in all ");
  appendBytes(out, memory.total);
  if (memory.capacity > 0) {
    tcBufferAppendCString(out, " of ");
    appendBytes(out, memory.capacity - memory.reserve);
    tcBufferAppendCString(out, " (");
    appendBytes(out, memory.capacity);
    tcBufferAppendCString(out, " less a reserve of ");
    appendBytes(out, memory.reserve);
    tcBufferAppendFormat(out, "): %s (", memory.fits ? "fits" : "does not fit");
    appendBytes(out, fabs(memory.capacity - memory.reserve - memory.total));
    tcBufferAppendFormat(out, " %s)", memory.fits ? "free" : "short");
  }
}

/// The device, the world and the network between nodes.
static void printMarkdownDevice(const TcCostReport *report,
                                TcStringBuffer *out) {
  tcBufferAppendFormat(out, ".\n\nDevice `%s` (%s), world size %lld",
                       report->device.name,
                       report->device.calibrated ? "calibrated to measured kernels"
                                                 : "data-sheet roofline",
                       (long long)report->worldSize);
  const TcNetwork *network = &report->device.network;
  if (tcCostReportGetNodes(report) > 1)
    tcBufferAppendFormat(out,
                         " on %lld nodes of %lld GPUs (network `%s`: %g GB/s "
                         "a GPU each way, %g us)",
                         (long long)tcCostReportGetNodes(report),
                         (long long)network->gpusPerNode, network->name,
                         network->gigabytesPerSecond,
                         network->latencyMicroseconds);
  tcBufferAppendCString(out, ".\n");
}

static void printMarkdown(const TcCostReport *report, TcStringBuffer *out) {
  TcCostTotals total = tcCostReportGetTotals(report);
  printMarkdownTable(report, &total, out);
  printMarkdownStep(report, &total, out);
  printMarkdownMemory(report, out);
  printMarkdownDevice(report, out);
}

static void appendColumns(TcStringBuffer *out, const TcCostTotals *row,
                          const char *separator) {
  const double values[] = {(double)row->count, (double)row->kernels,
                           row->flops,         row->bytes,
                           row->commBytes,     row->timeMicroseconds};
  for (size_t i = 0; i < TC_ARRAY_SIZE(values); ++i) {
    tcBufferAppendCString(out, separator);
    appendNumber(out, values[i]);
  }
}

static void printCsv(const TcCostReport *report, TcStringBuffer *out) {
  bool roles = tcCostReportHasRoles(report);
  tcBufferAppendFormat(out,
                       "op,%scount,kernels,flops,bytes,comm_bytes,time_us,"
                       "peak_activation_bytes\n",
                       roles ? "role," : "");
  for (size_t i = 0; i < report->numRows; ++i) {
    tcBufferAppendCString(out, report->rowNames[i]);
    if (roles) {
      tcBufferAppendCString(out, ",");
      appendCsvField(out, report->rowRoles[i]);
    }
    appendColumns(out, &report->rows[i], ",");
    tcBufferAppendCString(out, ",\n");
  }
  TcCostTotals total = tcCostReportGetTotals(report);
  tcBufferAppendCString(out, roles ? "total," : "total");
  appendColumns(out, &total, ",");
  tcBufferAppendCString(out, ",");
  appendNumber(out, report->peakActivationBytes);
  tcBufferAppendCString(out, "\n");
}

//===----------------------------------------------------------------------===//
// Chrome trace events: one rank's kernels and collectives back to back.
//===----------------------------------------------------------------------===//

static void printTrace(const TcCostReport *report, TcStringBuffer *out) {
  tcBufferAppendCString(out, "{\"displayTimeUnit\": \"ns\", \"otherData\": "
                             "{\"device\": ");
  appendJsonString(out, report->device.name);
  tcBufferAppendFormat(
      out,
      ", \"world_size\": %lld},\n\"traceEvents\": [\n"
      "{\"name\": \"thread_name\", \"ph\": \"M\", \"pid\": 0, \"tid\": 0, "
      "\"args\": {\"name\": \"compute stream\"}},\n"
      "{\"name\": \"thread_name\", \"ph\": \"M\", \"pid\": 0, \"tid\": 1, "
      "\"args\": {\"name\": \"communication stream\"}}",
      (long long)report->worldSize);
  for (size_t i = 0; i < report->numEvents; ++i) {
    const TcCostEvent *event = &report->events[i];
    tcBufferAppendCString(out, ",\n{\"name\": ");
    appendJsonString(out, report->rowNames[event->row]);
    tcBufferAppendFormat(out,
                         ", \"cat\": \"%s\", \"ph\": \"X\", \"pid\": 0, "
                         "\"tid\": %d",
                         event->collective ? "collective" : "kernel",
                         event->collective ? 1 : 0);
    appendJsonField(out, ", ", "ts", event->startMicroseconds);
    appendJsonField(out, ", ", "dur", event->timeMicroseconds);
    appendJsonField(out, ", \"args\": {", "flops", event->flops);
    appendJsonField(out, ", ", "bytes", event->bytes);
    appendJsonField(out, ", ", "comm_bytes", event->commBytes);
    if (event->label != TC_COST_NO_LABEL) {
      tcBufferAppendCString(out, ", \"loc\": ");
      appendJsonString(out, report->labels[event->label]);
    }
    tcBufferAppendCString(out, "}}");
  }
  tcBufferAppendCString(out, "\n]}\n");
}

void tcCostReportPrint(const TcCostReport *report, TcCostFormat format,
                       TcStringBuffer *out) {
  static void (*const kPrinters[])(const TcCostReport *, TcStringBuffer *) = {
      [TC_COST_FORMAT_JSON] = printJson,
      [TC_COST_FORMAT_MARKDOWN] = printMarkdown,
      [TC_COST_FORMAT_CSV] = printCsv,
      [TC_COST_FORMAT_TRACE] = printTrace,
  };
  kPrinters[format](report, out);
}
