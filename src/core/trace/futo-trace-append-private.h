/* futo-trace-append-private.h: the recorder's inline paths, which store
 * events and lines into a recording trace and keep its live board
 *
 * The runner (and the records of futo-trace-records-private.h) appends to
 * a recording trace through these without a call; their slow paths (a new
 * block, more memory, the wide form) are in futo-trace.c, and the words
 * they store are laid out in futo-trace-private.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-trace-private.h"

/* Makes room for the inline paths when they have none left: starts the
 * next block, keeping a keyframe when one is due, or grows the words; or
 * stops the recording at max_events or without memory, and returns
 * false. */
bool _futo_trace_make_room   (FutoTrace *trace);

/* Stores compact (or, when it is FUTO_TRACE_NOT_COMPACT, wide in the wide
 * array) and applies it to the live board, making room first, or stops
 * the recording. */
void _futo_trace_append_slow (FutoTrace *trace,
                              uint32_t   compact,
                              uint64_t   wide);

/* _futo_trace_append() for an event that takes the slow path: packs it
 * there, so that the inline path carries no code for the wide form. */
void _futo_trace_append_event (FutoTrace     *trace,
                               FutoEventKind  kind,
                               FutoReason     reason,
                               int            cell,
                               int            cause,
                               int            value,
                               int            depth);

/* _futo_trace_append_event() for each value of set, lowest first. */
void _futo_trace_append_each_event (FutoTrace     *trace,
                                    FutoEventKind  kind,
                                    FutoReason     reason,
                                    int            cell,
                                    int            cause,
                                    FutoSet        set,
                                    int            depth);

/* A compact event's change to the live board. */
static inline void
_futo_trace_live_apply (FutoSet       *candidates,
                        uint8_t       *values,
                        FutoEventKind  kind,
                        int            cell,
                        int            value)
{
  switch (kind)
    {
    case FUTO_EVENT_ASSIGN:
    case FUTO_EVENT_MOVE:
      values[cell] = (uint8_t) value;
      break;
    case FUTO_EVENT_UNASSIGN:
      values[cell] = 0;
      break;
    case FUTO_EVENT_PRUNE:
      candidates[cell] &= ~_futo_trace_value_bit (value);
      break;
    case FUTO_EVENT_RESTORE:
      candidates[cell] |= _futo_trace_value_bit (value);
      break;
    case FUTO_EVENT_BACKTRACK:
    case FUTO_EVENT_SOLUTION:
    case FUTO_EVENT_ENERGY:
    default:
      break;
    }
}

/* What futo_trace_record() does with an event that is not ENERGY, without
 * the call. */
static inline void
_futo_trace_append (FutoTrace     *trace,
                    FutoEventKind  kind,
                    FutoReason     reason,
                    int            cell,
                    int            cause,
                    int            value,
                    int            depth)
{
  if (_futo_trace_fits_all (trace, reason, cell, cause, value, depth)
      && (trace->length < trace->room || _futo_trace_make_room (trace)))
    {
      trace->events[trace->words++] = _futo_trace_word (trace, kind, reason, cell, cause, value, depth);
      trace->length++;
      _futo_trace_live_apply (trace->live.candidates, trace->live.values, kind, cell, value);
    }
  else
    _futo_trace_append_event (trace, kind, reason, cell, cause, value, depth);
}

/* An arc's event (QUEUE or REVISE of the arc from cell to other, or a
 * FLUSH, whose cells are ignored): a SOLUTION's word with the arc's reason
 * (futo-trace-private.h), compact when it fits, else wide. They change
 * nothing on the board. */
static inline void
_futo_trace_append_arc (FutoTrace     *trace,
                        FutoEventKind  kind,
                        int            cell,
                        int            other,
                        int            depth)
{
  FutoReason reason = FUTO_REASON_NONE;
  FutoEventKind stored = _futo_trace_stored_kind (kind, &reason);

  if (kind == FUTO_EVENT_FLUSH)
    cell = 0, other = -1;
  if (_futo_trace_fits (trace, cell, other, depth) && (trace->length < trace->room || _futo_trace_make_room (trace)))
    {
      trace->events[trace->words++] = _futo_trace_word (trace, stored, reason, cell, other, 0, depth);
      trace->length++;
    }
  else
    _futo_trace_append_slow (trace, FUTO_TRACE_NOT_COMPACT,
                             _futo_trace_pack (kind, FUTO_REASON_NONE, kind == FUTO_EVENT_FLUSH ? -1 : cell, other,
                                               0, depth));
}

/* What futo_trace_record() does with an ENERGY event, without the call:
 * the wide word, and the live energy as the trace reads it back. */
static inline void
_futo_trace_append_energy (FutoTrace *trace,
                           double     energy)
{
  size_t wide_length = trace->wide_length;

  if (trace->length < trace->room && wide_length < trace->wide_capacity)
    {
      trace->wide[wide_length] = _futo_trace_pack_energy (energy);
      trace->events[trace->words++] = (uint32_t) wide_length << FUTO_TRACE_WIDE_SHIFT | FUTO_TRACE_ESCAPE;
      trace->length++;
      trace->wide_length = wide_length + 1;
      trace->live.energy = (float) energy;
      trace->has_energy = true;
    }
  else
    _futo_trace_append_slow (trace, FUTO_TRACE_NOT_COMPACT, _futo_trace_pack_energy (energy));
}

/* Appends one event per value of set, lowest first, the value put into the
 * event made with value 0. The array and its bounds live in locals, since a
 * store to the array could otherwise be the length itself for all the
 * compiler knows. */
static inline void
_futo_trace_append_each (FutoTrace     *trace,
                         FutoEventKind  kind,
                         FutoReason     reason,
                         int            cell,
                         int            cause,
                         FutoSet        set,
                         int            depth)
{
  uint32_t *events, base;
  FutoSet *candidates;
  uint8_t *values;
  size_t words, length, room;
  unsigned shift;

  /* Values above the size (never from a solver) take the wide form. */
  if (!_futo_trace_fits_all (trace, reason, cell, cause, 0, depth) || set >> (trace->live.size - 1) >> 1 != 0)
    {
      _futo_trace_append_each_event (trace, kind, reason, cell, cause, set, depth);
      return;
    }
  base = _futo_trace_word (trace, kind, reason, cell, cause, 0, depth);
  events = trace->events;
  candidates = trace->live.candidates;
  values = trace->live.values;
  words = trace->words;
  length = trace->length;
  room = trace->room;
  shift = trace->value_shift;
  for (; set != 0; set &= set - 1)
    {
      int value = __builtin_ctzll (set) + 1;

      if (length >= room)
        {
          trace->words = words;
          trace->length = length;
          /* Once the recording stops, the rest of the set is left out. */
          if (!_futo_trace_make_room (trace))
            return;
          events = trace->events;
          room = trace->room;
        }
      events[words++] = base | (uint32_t) value << shift;
      length++;
      _futo_trace_live_apply (candidates, values, kind, cell, value);
    }
  trace->words = words;
  trace->length = length;
}

/* A try of value in cell at depth, refuted at once by a conflict with cause
 * for reason: an ASSIGN (a decision without a cause) and its UNASSIGN, kept
 * as one word when they fit in the block. */
static inline void
_futo_trace_append_refuted (FutoTrace  *trace,
                            int         cell,
                            int         value,
                            int         depth,
                            FutoReason  reason,
                            int         cause)
{
  unsigned pair = (unsigned) reason - FUTO_REASON_ROW;

  /* _futo_trace_fits_all() for an event with a cause. */
  if (pair <= FUTO_REASON_SIGN - FUTO_REASON_ROW && (unsigned) cause < trace->cause_cells
      && (unsigned) cell < (unsigned) trace->live.cells && (unsigned) depth <= trace->cause_depth_max
      && (unsigned) value <= (unsigned) trace->live.size && trace->length + 2 <= trace->room)
    {
      trace->events[trace->words++] = _futo_trace_word (trace, FUTO_EVENT_UNASSIGN,
                                                        (FutoReason) (FUTO_TRACE_PAIR_REASON + pair),
                                                        cell, cause, value, depth);
      trace->length += 2;
      /* The ASSIGN and the UNASSIGN leave the cell empty. */
      trace->live.values[cell] = 0;
      return;
    }
  _futo_trace_append (trace, FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, cell, -1, value, depth);
  _futo_trace_append (trace, FUTO_EVENT_UNASSIGN, reason, cell, cause, value, depth);
}

/* Stores a line's word for count events at positions (a restore's word
 * names its first cell, a prune's its cause: the cell at position skip) and
 * applies them to the live board. The caller has checked the room and the
 * depth. */
static inline void
_futo_trace_store_line (FutoTrace *trace,
                        bool       restore,
                        bool       column,
                        int        line,
                        int        skip,
                        int        value,
                        int        depth,
                        uint64_t   positions,
                        unsigned   count)
{
  int size = trace->live.size, base = column ? line : line * size, stride = column ? size : 1;
  /* A line's value is 1 to the size. */
  FutoSet bit = (FutoSet) 1 << (value - 1), *candidates = trace->live.candidates;

  trace->events[trace->words++] = (uint32_t) restore << FUTO_TRACE_LINE_RESTORE
                                  | (uint32_t) column << FUTO_TRACE_LINE_COLUMN | FUTO_TRACE_LINE_BIT
                                  | FUTO_TRACE_ESCAPE | (uint32_t) (base + skip * stride) << FUTO_TRACE_LINE_CELL
                                  | (uint32_t) value * trace->line_value_unit
                                  | (uint32_t) positions * trace->line_positions_unit
                                  | (uint32_t) depth * trace->line_depth_unit;
  trace->length += count;
  for (; positions != 0; positions &= positions - 1)
    {
      FutoSet *set = &candidates[base + __builtin_ctzll (positions) * stride];

      *set = restore ? *set | bit : *set & ~bit;
    }
}

/* A line that does not fit in the block or in a line's word: what fits in
 * the block as a line's word, the rest after the slow path, or an event per
 * position. */
void _futo_trace_append_line_slow (FutoTrace *trace,
                                   bool       restore,
                                   bool       column,
                                   int        line,
                                   int        from,
                                   int        value,
                                   int        depth,
                                   uint64_t   positions);

/* The count prunes of value (1 to the size) that the cell at position from
 * along line (a row, or a column when column) makes at the positions given
 * (not from), ascending, for reason ROW or COLUMN. */
static inline void
_futo_trace_append_prune_line (FutoTrace *trace,
                               int        line,
                               bool       column,
                               int        from,
                               int        value,
                               int        depth,
                               uint64_t   positions,
                               unsigned   count)
{
  if (count == 0)
    return;
  if ((unsigned) depth < trace->line_depths && trace->length + count <= trace->room)
    _futo_trace_store_line (trace, false, column, line, from, value, depth, positions, count);
  else
    _futo_trace_append_line_slow (trace, false, column, line, from, value, depth, positions);
}

/* The count restores of value (1 to the size) at the positions given along
 * line, descending, without a reason or cause. */
static inline void
_futo_trace_append_restore_line (FutoTrace *trace,
                                 int        line,
                                 bool       column,
                                 int        value,
                                 int        depth,
                                 uint64_t   positions,
                                 unsigned   count)
{
  int first;

  if (count == 0)
    return;
  first = 63 - __builtin_clzll (positions);
  if ((unsigned) depth < trace->line_depths && trace->length + count <= trace->room)
    _futo_trace_store_line (trace, true, column, line, first, value, depth, positions, count);
  else
    _futo_trace_append_line_slow (trace, true, column, line, first, value, depth, positions);
}
