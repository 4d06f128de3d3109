// tc-opt is mlir-opt (MLIR's own driver) plus the tensor_cast dialect,
// passes and --tc-stats.
// RUN: tc-opt --help | FileCheck %s --check-prefix=HELP
// HELP: USAGE: tc-opt [options] <input file>
// HELP-DAG: --split-input-file[=<string>]
// HELP-DAG: --verify-diagnostics
// HELP-DAG: --emit-bytecode
// HELP-DAG: --tc-merge-linear {{ *}}- Merge sibling linear
// HELP-DAG: --max-merged-n=<long>
// HELP-DAG: --tc-pipeline {{ *}}- The default pipeline
// HELP-DAG: --sequence-parallel
// HELP-DAG: --tc-stats {{ *}}- Print the tensor_cast passes' counters
// The tensor_cast passes lead the help, a line each, above MLIR's thousand
// lines of options.
// RUN: tc-opt --help > %t.help && head -20 %t.help | FileCheck %s --check-prefix=HELP-TOP
// HELP-TOP: OVERVIEW: tensor_cast optimizer driver: mlir-opt with the tensor_cast dialect and passes.
// HELP-TOP: tensor_cast's passes
// HELP-TOP-NEXT: --tc-cost-report Report what the program costs on one rank
// HELP-TOP: --tc-merge-linear Merge sibling linear/quant_linear ops
// HELP-TOP: --tc-sequence-parallel Rewrite all_reduce -> norm patterns
// HELP-TOP: --tc-pipeline The default pipeline
// HELP-TOP-NEXT: --tc-stats print the passes' counters after the output
// HELP-TOP: Every mlir-opt option follows.
// RUN: tc-opt --version | FileCheck %s --check-prefix=VERSION
// VERSION: LLVM version 22
// The dialects users' files contain, MLIR's and ours.
// RUN: tc-opt --show-dialects | FileCheck %s --check-prefix=DIALECTS
// DIALECTS: Available Dialects: {{.*}}affine{{.*}}arith{{.*}}func{{.*}}linalg{{.*}}math{{.*}}memref{{.*}}scf{{.*}},tensor,tensor_cast,{{.*}}
// RUN: tc-opt --pass-pipeline='builtin.module(func.func(tc-merge-linear{max-merged-n=64}))' --dump-pass-pipeline %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// DUMP: tc-merge-linear{loose=false max-merged-n=64 min-group-size=2}

// Input from stdin and output to a file.
// RUN: tc-opt < %s -o %t.out && FileCheck %s --check-prefix=PLAIN < %t.out
// RUN: cat %s | tc-opt - | FileCheck %s --check-prefix=PLAIN
// PLAIN-LABEL: func.func @f
// PLAIN: "tensor_cast.region_begin"

// tensor_cast passes mixed with MLIR's own, in a pipeline and as flags.
// RUN: tc-opt --pass-pipeline='builtin.module(func.func(tc-verify), canonicalize, cse, func.func(tc-pipeline))' %s | FileCheck %s --check-prefix=PLAIN
// RUN: tc-opt --tc-verify --canonicalize --cse --tc-pipeline=sequence-parallel=true --mlir-disable-threading %s | FileCheck %s --check-prefix=PLAIN

// --verify-each=false skips MLIR's verifier between passes (as in mlir-opt);
// the output is the same, and the final IR is still verified (tc-opt adds a
// tc-verify at the end).
// RUN: tc-opt --tc-pipeline %tc_src_root/examples/decoder_layer.mlir -o %t.each
// RUN: tc-opt --tc-pipeline --verify-each=false %tc_src_root/examples/decoder_layer.mlir -o %t.end
// RUN: tc-opt --tc-pipeline --verify-each %tc_src_root/examples/decoder_layer.mlir -o %t.bare
// RUN: diff %t.each %t.end && diff %t.each %t.bare
// RUN: FileCheck %s --check-prefix=EACH < %t.end
// EACH-LABEL: func.func @decoder_layer
// EACH: tensor_cast.quant_linear

// The generic form.
// RUN: tc-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// GENERIC: "func.func"() <{function_type = (tensor<4xf16>) -> tensor<4xf16>, sym_name = "f"}>

// Counters in the layout of MLIR's pass statistics report, on stderr.
// RUN: tc-opt --tc-verify --tc-stats %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// STATS: ===-------------------------------------------------------------------------===
// STATS-NEXT: {{^}}                         ... Pass statistics report ...
// STATS-NEXT: ===-------------------------------------------------------------------------===
// STATS-NEXT: 'func.func' Pipeline
// STATS-NEXT: {{^}}  TcVerify
// STATS-NEXT: {{^}}    (S) 1 ops-verified - Number of tensor_cast ops verified

// The counters come after the output when both go to one place (a terminal,
// a log): the IR is flushed first.
// RUN: tc-opt --tc-verify --tc-stats %s 2>&1 | FileCheck %s --check-prefix=STATS-AFTER
// STATS-AFTER: func.func @f
// STATS-AFTER: Pass statistics report

// IR printing and timing come from MLIR's pass manager.
// RUN: tc-opt --tc-verify --mlir-print-ir-before-all --mlir-print-ir-after-all %s 2>&1 >/dev/null | FileCheck %s --check-prefix=IR
// IR: // -----// IR Dump Before TcVerify (tc-verify)
// IR: // -----// IR Dump After TcVerify (tc-verify)
// RUN: tc-opt --tc-verify --mlir-timing %s 2>&1 >/dev/null | FileCheck %s --check-prefix=TIMING
// TIMING: Execution time report
// TIMING: TcVerify

func.func @f(%x: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tensor_cast.region_begin"(%x) {id = 0 : i64} : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}
