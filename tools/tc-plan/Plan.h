//===- Plan.h - tc-plan: the sweep and its reports ----------------*- C -*-===//
//
// tc-plan is split by what it does, each file using only those below it:
//   tc-plan.c   the command line
//   Report.c    the table, JSON, CSV and the SVG chart
//   Disagg.c    disaggregated deployments from the swept points
//   Sweep.c     the layouts a model allows on the GPUs, each point's
//               programs built, rewritten and costed in memory
//
//===----------------------------------------------------------------------===//
#ifndef TC_PLAN_PLAN_H
#define TC_PLAN_PLAN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "tensor_cast-c/Model.h"

enum { PLAN_MAX_LIST = 32, PLAN_MAX_CHUNKS = 64, PLAN_COMMAND_SIZE = 1024 };

typedef struct PlanOptions {
  const char *config;
  /// Presets or device files: the sweep runs on each, compared in one
  /// report (--device=h100,h200,b200).
  const char *devices[PLAN_MAX_LIST];
  size_t numDevices;
  char *deviceList; // --device's value, copied and split where devices point
  int64_t gpus;
  int64_t inputLength, outputLength; // tokens per request
  int64_t chunk; // prefill in chunks of this many tokens; 0: in one
  /// Concurrent requests per attention group: a replica's, or with
  /// attention data parallelism each data-parallel group's.
  int64_t batches[PLAN_MAX_LIST];
  size_t numBatches;
  /// "max" in --batch: per layout also the largest batch whose KV cache
  /// fits (with the device's reserve), or with --tpot-ms the largest that
  /// fits and meets it.
  bool batchMax;
  const char *kvDtype; // --kv-dtype: tc-gen's (auto, fp8, a dtype); NULL: auto
  /// Multi-token prediction: each batch also with MTP, mtp draft tokens a
  /// step (-1: the config's MTP layers, 0: none), each accepted with
  /// probability mtpAccept given the ones before it.
  int64_t mtp;
  double mtpAccept;
  /// --disagg: also disaggregated deployments of the GPUs, x prefill and y
  /// decode workers each in its own layout.
  bool disagg;
  /// What a prefill chunk over the cache passes as --kv-dtype: with an FP8
  /// latent cache (MLA) the model's dtype, whose expanded chunk tc-gen
  /// writes; else kvDtype. Set by planSweep from the config.
  const char *chunkKvDtype;
  const char *quants[PLAN_MAX_LIST]; // tc-gen's --quant schemes
  size_t numQuants;
  bool quantGiven; // --quant was on the line: every program says its scheme
                   // (a block-wise FP8 config needs one said)
  double ttftMs, tpotMs; // targets; 0: none
  bool balancedRouting;  // MoE tokens spread evenly (an expert-parallel
                         // load balancer), not the power-law skew
  bool routingGiven;     // --moe-routing was on the line
  double memoryReserveGb; // --memory-reserve-gb; negative: the device's
  const char *network;    // --network: a preset or file; NULL: the default
  int64_t gpusPerNode;    // --gpus-per-node; 0: the network's own
  bool crossNodeTp;       // --cross-node-tp: TP groups may span nodes
  bool strict;           // --strict: the config's warnings are errors
  const char *format;    // table, json, csv
  const char *plot;      // an SVG file, or NULL
  bool progress;         // a progress line on stderr for long sweeps
} PlanOptions;

/// A device the sweep ran on, as it read.
typedef struct PlanDevice {
  char name[64];                // the device's own name
  double capacityGb, reserveGb; // its memory and the reserve kept of it
  int64_t gpusPerNode;          // of the system it is in (the network's)
  /// A KV cache transfer's links: NVLink inside a node, the network between
  /// (GB/s per GPU and direction), and the network's fixed cost.
  double linkGbPerS, networkGbPerS, networkLatencyUs;
  double launchUs; // the host's time per kernel a prefill launches
  long best; // index of its best point (as Plan.best, on it alone), -1: none
} PlanDevice;

/// One layout at one batch size, and what it costs. A replica is tp x dp
/// GPUs: dp attention data-parallel groups of tp tensor-parallel ranks, the
/// experts over all of them in ep expert-parallel groups.
typedef struct PlanPoint {
  size_t device; // index into PlanOptions.devices and Plan.devices
  int64_t tp, dp, ep, replicas;
  int64_t batch; // the requests a replica serves: dp groups' together
  bool searched; // the batch is "max"'s: the largest that fits (and meets
                 // --tpot-ms)
  /// Multi-token prediction: draft tokens a step (0: none), the draft
  /// layer's step (run mtp times a step) and the tokens a step yields on
  /// average (1 without MTP).
  int64_t mtp;
  double draftMs, tokensPerStep;
  /// Tokens the KV cache of one GPU holds at this layout: its memory less
  /// the reserve, the weights and the activations, over a token's cache
  /// bytes on it (each group's tokens; TP splits a token's kv heads).
  double kvTokensPerGpu;
  /// How the experts get their tokens: tc-gen's --expert-exchange
  /// ("all-reduce", "all-to-all") with expert parallelism alone; with
  /// attention data parallelism "all-gather" (every group's tokens gathered,
  /// tc-gen's default there) or "all-to-all"; NULL otherwise.
  const char *exchange;
  bool sequenceParallel;
  const char *quant;
  double prefillMs;   // one request's prefill of the input (TTFT), its chunks added
  double prefillAttentionMs; // the attention kernels' part of prefillMs
  /// What one request's prefill adds to the decode iteration that runs it
  /// (in-flight batching; `fusedPrefill`), or prefillMs when that cannot be
  /// costed (a chunked prefill, a joint program the model refuses).
  double iterationPrefillMs;
  bool fusedPrefill;
  double decodeMs;    // the decode step at the mean context (with MTP the
                      // verifying step and its mtp draft steps), with
                      // iterationSyncMs
  /// The host's time each engine iteration of the layout spends keeping its
  /// ranks in step (the device's iteration_sync_us; 0 on one GPU).
  double iterationSyncMs;
  double tpotMs;      // the decode step plus its share of the prefills
  double tokensPerSecondPerGpu, tokensPerSecondPerUser;
  double memoryGbPerGpu; // weights + KV cache at the full context + activations
  double kvBytesPerToken; // a token's cache on one GPU of the layout
  /// The layout as a prefill worker: its weights, peak activations and one
  /// request's cache a group, and whether that fits.
  double prefillMemoryGb;
  double prefillResidentGb; // its program's weights and peak activations
  bool prefillFits;
  /// A disaggregated deployment: prefillWorkers workers of the prefill
  /// layout below run the prefills, decodeWorkers of this point's layout
  /// (tp, dp, ep, exchange) the decode steps with no prefill in them; the
  /// KV cache moves between them (kvTransferMs, in TTFT).
  bool disaggregated;
  int64_t prefillTp, prefillDp, prefillEp, prefillWorkers, decodeWorkers;
  const char *prefillExchange;
  bool prefillSequenceParallel;
  double kvTransferMs;
  double capacityGb;
  double reserveGb; // what the serving engine keeps of capacityGb
  bool fits, meetsTargets;
} PlanPoint;

typedef struct Plan {
  PlanPoint *points;
  size_t numPoints, capacity;
  long best;      // index of the best point, -1: none
  size_t *pareto; // indices, by throughput per user
  size_t numPareto;
  size_t layoutsTried, layoutsRefused;
  char firstRefusal[1024]; // the first refused layout and why
  // Without --quant: the scheme the config chooses, which the points name
  // (their `quant` points here, so a Plan is not copied).
  char configScheme[64];
  TcModelFacts facts;   // what the config describes
  PlanDevice devices[PLAN_MAX_LIST]; // as PlanOptions.devices
} Plan;

// Sweep.c
/// Appends `point` to the plan (its points may move).
void planAddPoint(Plan *plan, const PlanPoint *point);
/// Builds, rewrites and costs every point; false after a message on stderr
/// when nothing could be evaluated (a bad config, an unknown device).
bool planSweep(PlanOptions *options, Plan *plan);
/// The best point (the most tokens/s per GPU among those that fit and meet
/// the targets), each device's best, and each device's Pareto front (one
/// after another in `pareto`, fastest per user first).
void planChoose(Plan *plan, size_t numDevices);
void planDestroy(Plan *plan);
/// The prefill's chunks: one, or ceil(input / chunk).
int64_t planCountChunks(const PlanOptions *options);

// Disagg.c
/// Adds device `d`'s disaggregated deployments: for each of its decode
/// points, the prefill layout and the split of the GPUs into prefill and
/// decode workers that serve the most tokens/s per GPU (fitting ones
/// first).
void planDisaggregate(const PlanOptions *options, Plan *plan, size_t d);
/// "2x TP 4 DP 2 EP 8": a disaggregated point's prefill workers.
const char *planDescribePrefill(const PlanPoint *point, char *text,
                                size_t size);

/// The tc-gen | tc-opt line of `point`'s MTP draft step; false without MTP.
bool planDraftCommand(const PlanOptions *options, const PlanPoint *point,
                      char command[PLAN_COMMAND_SIZE]);
/// The draft tokens an MTP point of this plan verifies a step (0: none).
int64_t planMtpTokens(const PlanOptions *options, const Plan *plan);

/// The shell lines that reproduce `point`: each prefill chunk's cost report
/// in JSON, then the decode step's (`planCountChunks + 1` of them, into
/// `commands[i]`, each PLAN_COMMAND_SIZE bytes).
void planPointCommands(const PlanOptions *options, const PlanPoint *point,
                       char (*commands)[PLAN_COMMAND_SIZE]);

/// The shell line of the decode iteration that also runs a prefill, whose
/// cost TPOT adds (into `command`); false when TPOT adds the prefill's own
/// programs instead (a chunked prefill).
bool planIterationCommand(const PlanOptions *options, const PlanPoint *point,
                          char command[PLAN_COMMAND_SIZE]);

// Report.c
/// The point's layout in words, written into `text` (`size` bytes) and
/// returned: "TP 8 EP 8 (all-to-all) x1", "TP 2 EP 1 x4", "TP 1 DP 8 EP 8
/// (all-gather) x1".
const char *planDescribeLayout(const PlanPoint *point, char *text,
                               size_t size);
void planPrintTable(const PlanOptions *options, const Plan *plan, FILE *out);
void planPrintJson(const PlanOptions *options, const Plan *plan, FILE *out);
void planPrintCsv(const PlanOptions *options, const Plan *plan, FILE *out);
bool planWriteSvg(const PlanOptions *options, const Plan *plan,
                  const char *path);

#endif // TC_PLAN_PLAN_H
