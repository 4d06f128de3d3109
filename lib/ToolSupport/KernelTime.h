//===- KernelTime.h - A device's kernel model on one kernel shape -*- C -*-===//
//
// What a device's kernel model predicts for a kernel shape given as one line
// of comma-separated fields, in microseconds:
//   gemm,CLASS,m,n,k,weight_bytes,quantize_kernels
//     (CLASS bf16|fp8|fp8_block, or nvfp4 on a device fitted to NVFP4)
//   context,CLASS,batch,seq,q_heads,kv_heads,head_dim,window,kv_bytes
//   decode,CLASS,batch,context,q_heads,kv_heads,head_dim,window,kv_bytes[,sinks]
//   collective,NAME,ranks,message_bytes   (NAME all_reduce|...|custom_all_reduce)
//   moe,CLASS,weight_bytes,quantize_kernels,gated,tokens,hidden,inter,top_k,experts,tp,ep[,skew]
//   mla_context,CLASS,batch,seq,heads,head_dim   (CLASS: the KV cache, bf16|fp8)
//   mla_decode,CLASS,batch,context,heads,key_width,value_width,kv_bytes
// Every number is finite, at most 2^53 and above 0, except window,
// quantize_kernels, gated, message_bytes and skew, which may be 0; ranks is
// an integer; sinks is 0 or 1 (1: the kernel with learned attention sinks,
// as the calibration's head-dim-64 rows measured it). A moe line without a
// skew, or with 0, routes evenly (balanced); with a skew above 0, as a power
// law of that exponent (the busiest rank's experts, Cost/KernelModel.h),
// which needs whole tokens and experts, and ep dividing the experts. The
// mla lines need a device fitted to MLA's kernels. A moe line's CLASS is a
// gemm line's.
//
//===----------------------------------------------------------------------===//
#ifndef TC_TOOLSUPPORT_KERNELTIME_H
#define TC_TOOLSUPPORT_KERNELTIME_H

#include <stdbool.h>

#include "Util/StringBuffer.h"

typedef struct TcKernelTimer TcKernelTimer;

/// Loads `device` (a preset or a device file) for predictions; owned by the
/// caller (tcKernelTimerDestroy). On failure, or when the device has no
/// kernel model (a data-sheet device), writes why to `error` and returns
/// NULL.
TcKernelTimer *tcKernelTimerCreate(const char *device, TcStringBuffer *error);
void tcKernelTimerDestroy(TcKernelTimer *timer);

/// Predicts the time of the kernel shape on `line` (changed: split in place)
/// into `microseconds`; false when the line is not one of the formats above.
bool tcKernelTimerPredictLine(const TcKernelTimer *timer, char *line,
                              double *microseconds);

#endif // TC_TOOLSUPPORT_KERNELTIME_H
