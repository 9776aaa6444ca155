/* futo-trace-reader-private.h: reading a trace's words as flat events
 *
 * A reader hands out the events in order, one flat word each (a compact
 * word or a pointer to a wide one), unpacking the records of the words
 * array as it meets them; a flat word is applied or unpacked by the
 * helpers below.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-trace-private.h"

/* Forwards, flat holds the record being handed out; backwards, the block
 * of the events before position. */
struct FutoTraceReader
{
  const FutoTrace *trace;
  size_t           position; /* forwards: the next event's index; backwards: one past it */
  size_t           word;     /* forwards: the next word to unpack */
  size_t           block;    /* backwards: the block in flat, SIZE_MAX for none */
  unsigned         at;       /* forwards: flat[at] up to flat[count] come next */
  unsigned         count;
  uint32_t         flat[FUTO_TRACE_BLOCK];
};

/* The flat words of the record (or single event) at word, into flat
 * (room for FUTO_TRACE_BLOCK words: a record never crosses a block);
 * returns how many. */
unsigned _futo_trace_decode       (const FutoTrace *trace,
                                   size_t           word,
                                   uint32_t        *flat);
/* The flat words of the record of tries whose header is at word
 * (futo-trace-tries.c). */
unsigned _futo_trace_decode_tries (const FutoTrace *trace,
                                   size_t           word,
                                   uint32_t        *flat);
/* The events of the undo at word, and their flat words
 * (futo-trace-undo.c). */
unsigned _futo_trace_undo_events  (const FutoTrace *trace,
                                   size_t           word);
unsigned _futo_trace_decode_undo  (const FutoTrace *trace,
                                   size_t           word,
                                   uint32_t        *flat);
/* The flat words of block, into flat (FUTO_TRACE_BLOCK of them at most);
 * returns how many. */
size_t   _futo_trace_decode_block (const FutoTrace *trace,
                                   size_t           block,
                                   uint32_t        *flat);
/* Places reader before event position (at most the length). */
void     _futo_trace_reader_start (FutoTraceReader *reader,
                                   const FutoTrace *trace,
                                   size_t           position);

/* The next event's flat word; false at the end of the trace. */
static inline bool
_futo_trace_reader_take (FutoTraceReader *reader,
                         uint32_t        *flat)
{
  /* A while: the conflicts words of a record of tries hold no events of
   * their own. */
  while (reader->at == reader->count)
    {
      if (reader->position >= reader->trace->length)
        return false;
      reader->count = _futo_trace_decode (reader->trace, reader->word++, reader->flat);
      reader->at = 0;
    }
  *flat = reader->flat[reader->at++];
  reader->position++;
  return true;
}

/* Reading: the helpers that the trace and its cursors share. */

#define FUTO_TRACE_FIELD(word, shift, bits) ((int) (((word) >> (shift)) & ((UINT64_C (1) << (bits)) - 1)))

/* Whether a flat word (a reader's) points to a wide one. */
static inline bool
_futo_trace_is_escape (uint32_t word)
{
  return (word & 7) == FUTO_TRACE_ESCAPE;
}

static inline uint64_t
_futo_trace_wide_of (const FutoTrace *trace,
                     uint32_t         word)
{
  return trace->wide[word >> FUTO_TRACE_WIDE_SHIFT];
}

/* The depth of a compact word. */
static inline int
_futo_trace_compact_depth (const FutoTrace *trace,
                           uint32_t         word)
{
  if ((word >> trace->flag_shift) & 1)
    return (int) ((uint64_t) word >> (trace->flag_shift + 1));
  return (int) ((uint64_t) word >> trace->cause_depth_shift);
}

/* The event of a flat word. */
void _futo_trace_unpack  (const FutoTrace *trace,
                          uint32_t         word,
                          FutoEvent       *event);
/* Applies a wide word's candidates and values to state; returns what
 * futo_trace_apply_undo() returns. */
int  _futo_trace_apply_wide (FutoTraceState *state,
                             uint64_t        word);

/* Applies event word to the candidates and values of state (not depth or
 * energy: readers take those from the last event that has them). Returns
 * what undoing it needs: the cell's value before, and 128 when a prune or
 * restore changed the candidates. */
static inline int
_futo_trace_apply (const FutoTrace *trace,
                   FutoTraceState  *state,
                   uint32_t         word)
{
  int kind = (int) (word & 7), cell, value, before;
  FutoSet bit, old;

  if (kind == FUTO_TRACE_ESCAPE)
    return _futo_trace_apply_wide (state, _futo_trace_wide_of (trace, word));
  cell = (int) ((word >> FUTO_TRACE_CELL_SHIFT) & trace->cell_mask);
  value = (int) ((word >> trace->value_shift) & trace->value_mask);
  before = state->values[cell];
  switch (kind)
    {
    case FUTO_EVENT_ASSIGN:
    case FUTO_EVENT_MOVE:
      state->values[cell] = (uint8_t) value;
      return before;
    case FUTO_EVENT_UNASSIGN:
      state->values[cell] = 0;
      return before;
    case FUTO_EVENT_PRUNE:
      bit = _futo_trace_value_bit (value);
      old = state->candidates[cell];
      state->candidates[cell] = old & ~bit;
      return before | ((old & bit) != 0) << 7;
    case FUTO_EVENT_RESTORE:
      bit = _futo_trace_value_bit (value);
      old = state->candidates[cell];
      state->candidates[cell] = old | bit;
      return before | (bit != 0 && (old & bit) == 0) << 7;
    default:
      return before;
    }
}
