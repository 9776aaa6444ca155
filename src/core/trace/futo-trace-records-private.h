/* futo-trace-records-private.h: appending the records that hold a
 * search's runs of events
 *
 * A cell's refuted tries (bt, color), a value taken back, a forward
 * check's ASSIGN with its lines, and the undo that points back to it (fc,
 * ac3): the searches append them inline through the runner, as
 * _futo_trace_append() does single events. Their words are described in
 * futo-trace-private.h; futo-trace-tries.c and futo-trace-undo.c hold
 * their slow paths and their decoding.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-trace-append-private.h"

/* A refuted try's conflict as a record of tries keeps it, a number below
 * 2 * size + 4: with the cell at position p of the try's row (ROW), p;
 * with the cell at row p of its column (COLUMN), size + p; with its
 * neighbour across the sign in direction d (SIGN, position d, a
 * FutoDirection), 2 * size + d. */
static inline unsigned
_futo_trace_conflict (FutoReason reason,
                      int        size,
                      int        position)
{
  return (unsigned) ((int) (reason - FUTO_REASON_ROW) * size + position);
}

/* The direction (a FutoDirection) from cell to other, its neighbour. */
static inline int
_futo_trace_direction (int size,
                       int cell,
                       int other)
{
  return other == cell - size ? FUTO_DIR_UP : other == cell + 1 ? FUTO_DIR_RIGHT
         : other == cell + size ? FUTO_DIR_DOWN : FUTO_DIR_LEFT;
}

/* The reason and the cause of a try in cell (at column, which the
 * callers work out once for a cell's tries) whose conflict is code. */
static inline FutoReason
_futo_trace_conflict_cause (int       size,
                            int       cell,
                            int       column,
                            unsigned  code,
                            int      *cause)
{
  if (code < (unsigned) size)
    {
      *cause = cell - column + (int) code;
      return FUTO_REASON_ROW;
    }
  if (code < 2 * (unsigned) size)
    {
      *cause = ((int) code - size) * size + column;
      return FUTO_REASON_COLUMN;
    }
  switch (code - 2 * (unsigned) size)
    {
    case FUTO_DIR_UP:
      *cause = cell - size;
      break;
    case FUTO_DIR_RIGHT:
      *cause = cell + 1;
      break;
    case FUTO_DIR_DOWN:
      *cause = cell + size;
      break;
    default:
      *cause = cell - 1;
      break;
    }
  return FUTO_REASON_SIGN;
}

/* Stores the record of count refuted tries of the values in cell at depth,
 * their conflicts in order, then of the ASSIGN of assign (above them) when
 * it is not 0, and applies them to the live board. The caller has checked
 * the room and the depth. */
static inline void
_futo_trace_store_tries (FutoTrace     *trace,
                         int            cell,
                         int            depth,
                         FutoSet        values,
                         const uint8_t *conflicts,
                         unsigned       count,
                         int            assign)
{
  uint32_t *events = trace->events;
  size_t words = trace->words;
  unsigned bits = trace->tries_code_bits, per_word = trace->tries_per_word;

  events[words++] = FUTO_EVENT_ASSIGN
                    | (assign != 0 ? FUTO_TRACE_TRIES_ASSIGN_REASON : FUTO_TRACE_TRIES_REASON) << FUTO_TRACE_REASON_SHIFT
                    | (uint32_t) cell << FUTO_TRACE_CELL_SHIFT
                    | (uint32_t) (values | _futo_trace_value_bit (assign)) << trace->tries_values_shift
                    | (uint32_t) depth << trace->tries_depth_shift;
  for (unsigned i = 0; i < count; i += per_word)
    {
      uint32_t word = FUTO_EVENT_ASSIGN | FUTO_TRACE_CODES_REASON << FUTO_TRACE_REASON_SHIFT;
      unsigned end = i + per_word < count ? i + per_word : count, shift = FUTO_TRACE_CODES_SHIFT;

      for (unsigned j = i; j < end; j++, shift += bits)
        word |= (uint32_t) conflicts[j] << shift;
      events[words++] = word;
    }
  trace->words = words;
  trace->length += 2 * count + (assign != 0);
  /* Each try's ASSIGN and UNASSIGN leave the cell empty. */
  trace->live.values[cell] = (uint8_t) assign;
}

/* Tries that do not fit in one record: what fits in the block as a
 * record, the rest after the slow path, a single try as a pair. */
void _futo_trace_append_tries_slow (FutoTrace      *trace,
                                    int             cell,
                                    int             depth,
                                    FutoSet         values,
                                    const uint8_t  *conflicts,
                                    unsigned        count,
                                    int             assign);

/* count refuted tries in cell at depth, of the values given (ascending),
 * each refuted at once by its conflict (_futo_trace_conflict()): for each,
 * an ASSIGN (a decision) and its UNASSIGN; then, when assign is not 0, the
 * ASSIGN of that value (a decision, above the tries). */
static inline void
_futo_trace_append_tries (FutoTrace     *trace,
                          int            cell,
                          int            depth,
                          FutoSet        values,
                          const uint8_t *conflicts,
                          unsigned       count,
                          int            assign)
{
  if (count + (assign != 0) >= 2 && (unsigned) depth < trace->tries_depths
      && trace->length + 2 * count + (assign != 0) <= trace->room)
    _futo_trace_store_tries (trace, cell, depth, values, conflicts, count, assign);
  else
    _futo_trace_append_tries_slow (trace, cell, depth, values, conflicts, count, assign);
}

/* A value taken back: the BACKTRACK to depth of cell and value, then the
 * UNASSIGN at depth + 1 (no reason or cause), as one word when both fit. */
static inline void
_futo_trace_append_taken_back (FutoTrace *trace,
                               int        cell,
                               int        value,
                               int        depth)
{
  if (_futo_trace_fits_all (trace, FUTO_REASON_NONE, cell, -1, value, depth + 1) && depth >= 0
      && trace->length + 2 <= trace->room)
    {
      trace->events[trace->words++] = _futo_trace_word (trace, FUTO_EVENT_BACKTRACK,
                                                        (FutoReason) FUTO_TRACE_PAIR_REASON, cell, -1, value, depth);
      trace->length += 2;
      trace->live.values[cell] = 0;
      return;
    }
  _futo_trace_append (trace, FUTO_EVENT_BACKTRACK, FUTO_REASON_NONE, cell, -1, value, depth);
  _futo_trace_append (trace, FUTO_EVENT_UNASSIGN, FUTO_REASON_NONE, cell, -1, value, depth + 1);
}

/* Gives the live board back the values of set in cell, as restores
 * would: for a caller that told the restores in a word that does not
 * apply them (_futo_trace_append_undo()). */
static inline void
_futo_trace_live_restore (FutoTrace *trace,
                          int        cell,
                          FutoSet    set)
{
  trace->live.candidates[cell] |= set;
}

/* The ASSIGN (a decision) of value in cell (at at_row, at_column) at
 * depth, then the prunes of value it makes along its row at the positions
 * row (row_count of them, ascending, reason ROW, the cell as cause), then
 * along its column at col (COLUMN): as one record when it fits in the
 * block, else an event or a line at a time. */
static inline void
_futo_trace_append_check (FutoTrace *trace,
                          int        cell,
                          int        at_row,
                          int        at_column,
                          int        value,
                          int        depth,
                          uint64_t   row,
                          unsigned   row_count,
                          uint64_t   col,
                          unsigned   col_count)
{
  int size = trace->live.size, column = at_column, line = cell - at_column;
  FutoSet bit = _futo_trace_value_bit (value), *candidates = trace->live.candidates;
  unsigned count = row_count + col_count;

  /* A record of one event would take two words for it. */
  if (count == 0 || size > FUTO_TRACE_CHECK_MAX || (unsigned) depth > trace->cause_depth_max
      || trace->cause_cells == 0 || trace->length + 1 + count > trace->room || (unsigned) value > (unsigned) size
      || (unsigned) cell >= (unsigned) trace->live.cells)
    {
      _futo_trace_append (trace, FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, cell, -1, value, depth);
      _futo_trace_append_prune_line (trace, at_row, false, column, value, depth, row, row_count);
      _futo_trace_append_prune_line (trace, column, true, at_row, value, depth, col, col_count);
      return;
    }
  trace->events[trace->words++] = (_futo_trace_word (trace, FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, cell, -1, value,
                                                     depth)
                                   & ~UINT32_C (127))
                                  | FUTO_EVENT_PRUNE | FUTO_TRACE_CHECK_REASON << FUTO_TRACE_REASON_SHIFT;
  trace->events[trace->words++] = FUTO_EVENT_PRUNE | FUTO_TRACE_MASKS_REASON << FUTO_TRACE_REASON_SHIFT
                                  | (uint32_t) row << 7 | (uint32_t) col << (7 + size);
  trace->length += 1 + count;
  trace->live.values[cell] = (uint8_t) value;
  for (; row != 0; row &= row - 1)
    candidates[line + __builtin_ctzll (row)] &= ~bit;
  for (; col != 0; col &= col - 1)
    candidates[__builtin_ctzll (col) * size + column] &= ~bit;
}

#define FUTO_TRACE_UNDO_WORDS_SHIFT    7  /* an undo's word: 6 bits, the words of prunes */
#define FUTO_TRACE_UNDO_WORDS_MAX      63
#define FUTO_TRACE_UNDO_DISTANCE_SHIFT 13 /* 19 bits: back to the ASSIGN */

/* After the ASSIGN stored at word assign_word (the trace's length then
 * assign_length) and a forward check that pruned the values of its
 * events up to word prunes_end (length prunes_length), each once, in the
 * order of its trail, and nothing else: the BACKTRACK to the ASSIGN's
 * depth - 1, the restores that undo those prunes (the trail's entries
 * from the top, a cell's values ascending) and the UNASSIGN, as one word
 * when they fit in the block and every prune took a compact word or a
 * line's (no deeper than a compact word with a cause keeps). The caller
 * then gives the live board back each trail entry's old set
 * (_futo_trace_live_restore()); the ASSIGN's cell is emptied here.
 * Returns false, having stored nothing, otherwise. */
static inline bool
_futo_trace_append_undo (FutoTrace *trace,
                         size_t     assign_word,
                         size_t     assign_length,
                         size_t     prunes_end,
                         size_t     prunes_length)
{
  size_t distance = trace->words - assign_word, words = prunes_end - assign_word - 1;
  size_t events = prunes_length - assign_length + 1;
  uint32_t assign;
  int depth;

  if (trace->length + events > trace->room || trace->truncated || words > FUTO_TRACE_UNDO_WORDS_MAX
      || distance >> (32 - FUTO_TRACE_UNDO_DISTANCE_SHIFT) != 0)
    return false;
  /* A compact ASSIGN (of a decision, without a cause), or a forward
   * check's header, holds the depth after its flag. */
  assign = trace->events[assign_word];
  depth = (int) (assign >> (trace->flag_shift + 1));
  if (((assign & 127) != (FUTO_EVENT_ASSIGN | (unsigned) FUTO_REASON_DECISION << FUTO_TRACE_REASON_SHIFT)
       && (assign & 127) != (FUTO_EVENT_PRUNE | FUTO_TRACE_CHECK_REASON << FUTO_TRACE_REASON_SHIFT))
      || ((assign >> trace->flag_shift) & 1) == 0 || depth < 1 || (unsigned) depth > trace->cause_depth_max
      || trace->cause_cells == 0)
    return false;
  trace->live.values[(assign >> FUTO_TRACE_CELL_SHIFT) & trace->cell_mask] = 0;
  trace->events[trace->words++] = FUTO_EVENT_BACKTRACK | FUTO_TRACE_UNDO_REASON << FUTO_TRACE_REASON_SHIFT
                                  | (uint32_t) words << FUTO_TRACE_UNDO_WORDS_SHIFT
                                  | (uint32_t) distance << FUTO_TRACE_UNDO_DISTANCE_SHIFT;
  trace->length += events;
  return true;
}
