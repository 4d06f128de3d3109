//===- Role.h - Which model part an op belongs to ------------------*- C -*-===//
//
// tc-gen names each op's location after the model part it computes, as
// Hugging Face's module paths do without "model.":
// loc("layers.3.self_attn.q_proj"(...)), loc("layers.3.mlp.experts.7.up_proj"
// (...)), loc("lm_head"(...)). The cost report groups ops by that role, the
// path without layer and expert numbers ("self_attn.q_proj",
// "mlp.experts.up_proj"), and the trace shows the whole name.
//
//===----------------------------------------------------------------------===//
#ifndef TC_COST_ROLE_H
#define TC_COST_ROLE_H

#include "mlir-c/IR.h"

#include "Util/StringBuffer.h"

/// Appends the name `location` gives: a name location's own name; the names
/// of a fused location's parts, joined by '+' (a merged linear is its
/// parts); a call site's callee's. Nothing for file locations.
void tcLocationAppendLabel(MlirLocation location, TcStringBuffer *out);

/// Appends the role of `label`: each '+'-separated part without its numeric
/// components, and without a leading "layers" that has more after it; equal
/// parts once.
void tcLabelAppendRole(const char *label, TcStringBuffer *out);

#endif // TC_COST_ROLE_H
