/* futo-trace-tries.c: a cell's refuted tries as one record
 *
 * bt and color try the values of a cell in ascending order, and most tries
 * fail their check at once: on 9x9 four in five of bt's events are such a
 * try and its refutation, and the tries of one cell come in runs of five on
 * average. A record of a run keeps the cell, the depth and the values once,
 * in a header word, and each try's conflict in a few bits (5 on 9x9) of the
 * words that follow: a run of nine tries, eighteen events, takes three
 * words instead of nine.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-trace-reader-private.h"
#include "futo-trace-records-private.h"

/* The header: kind, reason, the cell, a mask of the values (size bits)
 * and the depth in what is left, no deeper than an UNASSIGN with a cause
 * keeps it, since each try reads back as such a compact word. A
 * conflicts word holds as many conflicts as fit after its kind and
 * reason. */
void
_futo_trace_plan_tries (FutoTrace *trace,
                        unsigned   cell_bits)
{
  unsigned size = (unsigned) trace->live.size, code_bits = 0;

  while ((2 * size + 3) >> code_bits != 0)
    code_bits++;
  trace->tries_values_shift = FUTO_TRACE_CELL_SHIFT + cell_bits;
  trace->tries_depth_shift = trace->tries_values_shift + size;
  trace->tries_code_bits = code_bits;
  trace->tries_per_word = (32 - FUTO_TRACE_CODES_SHIFT) / code_bits;
  trace->tries_depths = 0;
  if (size <= FUTO_TRACE_LINE_MAX && trace->tries_depth_shift < 32 && trace->cause_cells != 0)
    {
      uint32_t depth_max = (uint32_t) ((UINT64_C (1) << (32 - trace->tries_depth_shift)) - 1);

      trace->tries_depths = (depth_max < trace->cause_depth_max ? depth_max : trace->cause_depth_max) + 1;
    }
}

void
_futo_trace_append_tries_slow (FutoTrace     *trace,
                               int            cell,
                               int            depth,
                               FutoSet        values,
                               const uint8_t *conflicts,
                               unsigned       count,
                               int            assign)
{
  unsigned done = 0;

  while (done < count && !trace->truncated)
    {
      size_t fit = trace->room > trace->length ? trace->room - trace->length : 0;
      unsigned part = count - done < fit / 2 ? count - done : (unsigned) (fit / 2);
      FutoReason reason;
      int cause;

      if (part == count - done && part + (assign != 0) >= 2 && fit >= 2 * part + (assign != 0)
          && (unsigned) depth < trace->tries_depths)
        {
          /* The rest and the ASSIGN after them. */
          _futo_trace_store_tries (trace, cell, depth, values, conflicts + done, part, assign);
          return;
        }
      if (part >= 2 && (unsigned) depth < trace->tries_depths)
        {
          /* The first part values in order, as many as fit. */
          FutoSet taken = values;

          for (unsigned i = part; i < count - done; i++)
            taken &= ~((FutoSet) 1 << (63 - __builtin_clzll (taken)));
          _futo_trace_store_tries (trace, cell, depth, taken, conflicts + done, part, 0);
          values &= ~taken;
          done += part;
          continue;
        }
      /* One try: a pair word, or its two events, through the slow path
       * where the block ends or the recording stops. */
      reason = _futo_trace_conflict_cause (trace->live.size, cell, cell % trace->live.size, conflicts[done], &cause);
      _futo_trace_append_refuted (trace, cell, __builtin_ctzll (values) + 1, depth, reason, cause);
      values &= values - 1;
      done++;
    }
  if (assign != 0)
    _futo_trace_append (trace, FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, cell, -1, assign, depth);
}

unsigned
_futo_trace_decode_tries (const FutoTrace *trace,
                          size_t           word,
                          uint32_t        *flat)
{
  uint32_t here = trace->events[word], codes = 0;
  int size = trace->live.size, cell = (int) ((here >> FUTO_TRACE_CELL_SHIFT) & trace->cell_mask);
  int column = cell % size;
  FutoSet values = (here >> trace->tries_values_shift) & ((UINT64_C (1) << size) - 1);
  int depth = (int) (here >> trace->tries_depth_shift);
  uint32_t assign = _futo_trace_word (trace, FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, cell, -1, 0, depth);
  unsigned bits = trace->tries_code_bits, per_word = trace->tries_per_word, at = per_word, count = 0;
  FutoSet assigned = 0;

  if (((here >> FUTO_TRACE_REASON_SHIFT) & 15) == FUTO_TRACE_TRIES_ASSIGN_REASON)
    {
      assigned = (FutoSet) 1 << (63 - __builtin_clzll (values));
      values &= ~assigned;
    }
  for (; values != 0; values &= values - 1)
    {
      int value = __builtin_ctzll (values) + 1, cause;
      FutoReason reason;

      if (at == per_word)
        {
          codes = trace->events[++word] >> FUTO_TRACE_CODES_SHIFT;
          at = 0;
        }
      reason = _futo_trace_conflict_cause (size, cell, column, codes & ((UINT32_C (1) << bits) - 1), &cause);
      codes >>= bits;
      at++;
      flat[count++] = assign | (uint32_t) value << trace->value_shift;
      flat[count++] = _futo_trace_word (trace, FUTO_EVENT_UNASSIGN, reason, cell, cause, value, depth);
    }
  if (assigned != 0)
    flat[count++] = assign | (uint32_t) (__builtin_ctzll (assigned) + 1) << trace->value_shift;
  return count;
}
