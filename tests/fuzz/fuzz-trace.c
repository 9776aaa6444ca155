/* fuzz-trace.c: the reader of the trace text format, and the cursor that
 * replays whatever events a trace file holds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-common.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  FutoError error;
  FutoTrace *trace = futo_trace_read ((const char *) data, size, &error);

  if (trace == NULL)
    fuzz_check_error (&error);
  else
    fuzz_check_trace (trace);
  futo_trace_free (trace);
  return 0;
}
