/* futo-trace-reader.c: finding and reading a trace's events
 *
 * The words array holds records of several events (futo-trace-private.h),
 * so event i is found from the start of its block: every
 * FUTO_TRACE_BLOCK events the trace notes the word where a block starts,
 * and no record straddles one, so a lookup counts at most a block's words.
 * Passes over many events take a reader instead, which unpacks each record
 * once as it meets it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <assert.h>
#include <stdint.h>
#include <stdlib.h>

#include "futo-check-private.h"
#include "futo-trace-reader-private.h"

#define REASON_SHIFT FUTO_TRACE_REASON_SHIFT
#define CELL_SHIFT   FUTO_TRACE_CELL_SHIFT

static bool
is_line (uint32_t word)
{
  return (word & 7) == FUTO_TRACE_ESCAPE && (word & FUTO_TRACE_LINE_BIT) != 0;
}

static bool
is_pair (uint32_t word)
{
  return (word & 7) == FUTO_EVENT_UNASSIGN && ((word >> REASON_SHIFT) & 15) >= FUTO_TRACE_PAIR_REASON;
}

/* A BACKTRACK and the UNASSIGN after it. */
static bool
is_taken_back (uint32_t word)
{
  return (word & 7) == FUTO_EVENT_BACKTRACK && ((word >> REASON_SHIFT) & 15) == FUTO_TRACE_PAIR_REASON;
}

/* A forward check's header (its events) or the word of its masks (none). */
static bool
is_check (uint32_t word)
{
  return (word & 7) == FUTO_EVENT_PRUNE && ((word >> REASON_SHIFT) & 15) >= FUTO_TRACE_CHECK_REASON;
}

/* The positions of a forward check's row, then its column, in its masks'
 * word. */
static uint64_t
check_row (const FutoTrace *trace,
           uint32_t         masks)
{
  return (masks >> 7) & ((UINT64_C (1) << trace->live.size) - 1);
}

static uint64_t
check_column (const FutoTrace *trace,
              uint32_t         masks)
{
  return (masks >> (7 + trace->live.size)) & ((UINT64_C (1) << trace->live.size) - 1);
}

/* An undo's word: a BACKTRACK, restores and an UNASSIGN. */
static bool
is_undo (uint32_t word)
{
  return (word & 7) == FUTO_EVENT_BACKTRACK && ((word >> REASON_SHIFT) & 15) == FUTO_TRACE_UNDO_REASON;
}

/* A record of tries: its header (the events), or a word of its
 * conflicts (none, the header reads them). */
static bool
is_tries (uint32_t word)
{
  return (word & 7) == FUTO_EVENT_ASSIGN && ((word >> REASON_SHIFT) & 15) >= FUTO_TRACE_TRIES_REASON;
}

/* The positions of a line's word. */
static uint64_t
line_positions (const FutoTrace *trace,
                uint32_t         word)
{
  return (word >> trace->line_positions_shift) & ((UINT64_C (1) << trace->live.size) - 1);
}

/* The events the word at index holds. */
static unsigned
word_events (const FutoTrace *trace,
             size_t           index)
{
  uint32_t word = trace->events[index];

  if (is_line (word))
    return _futo_trace_count_positions (line_positions (trace, word));
  if (is_tries (word))
    {
      unsigned reason = (word >> REASON_SHIFT) & 15, values;

      if (reason == FUTO_TRACE_CODES_REASON)
        return 0;
      values = _futo_trace_count_positions ((word >> trace->tries_values_shift)
                                            & ((UINT64_C (1) << trace->live.size) - 1));
      return reason == FUTO_TRACE_TRIES_ASSIGN_REASON ? 2 * values - 1 : 2 * values;
    }
  if (is_undo (word))
    return _futo_trace_undo_events (trace, index);
  if (is_check (word))
    {
      uint32_t masks = trace->events[index + 1];

      if (((word >> REASON_SHIFT) & 15) != FUTO_TRACE_CHECK_REASON)
        return 0;
      return 1 + _futo_trace_count_positions (check_row (trace, masks))
             + _futo_trace_count_positions (check_column (trace, masks));
    }
  return is_pair (word) || is_taken_back (word) ? 2 : 1;
}

/* The events of a line's word. */
static unsigned
decode_line (const FutoTrace *trace,
             uint32_t         word,
             uint32_t        *flat)
{
  int size = trace->live.size, cell = (int) ((word >> FUTO_TRACE_LINE_CELL) & trace->cell_mask);
  bool column = (word >> FUTO_TRACE_LINE_COLUMN) & 1, restore = (word >> FUTO_TRACE_LINE_RESTORE) & 1;
  int line = column ? cell % size : cell / size;
  int value = (int) ((word >> trace->line_value_shift) & trace->value_mask);
  int depth = (int) (word >> trace->line_depth_shift);
  uint64_t positions = line_positions (trace, word);
  unsigned count = 0;
  uint32_t base;

  if (restore)
    {
      base = _futo_trace_word (trace, FUTO_EVENT_RESTORE, FUTO_REASON_NONE, 0, -1, value, depth);
      for (; positions != 0; positions &= ~(UINT64_C (1) << (63 - __builtin_clzll (positions))))
        flat[count++] = base | (uint32_t) _futo_trace_line_cell (size, line, column, 63 - __builtin_clzll (positions))
                               << CELL_SHIFT;
      return count;
    }
  base = _futo_trace_word (trace, FUTO_EVENT_PRUNE, column ? FUTO_REASON_COLUMN : FUTO_REASON_ROW, 0, cell, value,
                           depth);
  for (; positions != 0; positions &= positions - 1)
    flat[count++] = base | (uint32_t) _futo_trace_line_cell (size, line, column, __builtin_ctzll (positions))
                           << CELL_SHIFT;
  return count;
}

/* The events of a forward check's header: the ASSIGN, then the prunes
 * along its row and its column, ascending. */
static unsigned
decode_check (const FutoTrace *trace,
              size_t           word,
              uint32_t        *flat)
{
  uint32_t here = trace->events[word], masks = trace->events[word + 1], prune;
  int size = trace->live.size, cell = (int) ((here >> CELL_SHIFT) & trace->cell_mask);
  int column = cell % size, line = cell - column;
  uint64_t row = check_row (trace, masks), col = check_column (trace, masks);
  unsigned count = 0;

  flat[count++] = (here & ~UINT32_C (127)) | FUTO_EVENT_ASSIGN | FUTO_REASON_DECISION << REASON_SHIFT;
  prune = _futo_trace_word (trace, FUTO_EVENT_PRUNE, FUTO_REASON_ROW, 0, cell,
                            (int) ((here >> trace->value_shift) & trace->value_mask),
                            _futo_trace_compact_depth (trace, here));
  for (; row != 0; row &= row - 1)
    flat[count++] = prune | (uint32_t) (line + __builtin_ctzll (row)) << CELL_SHIFT;
  prune = (prune & ~(UINT32_C (15) << REASON_SHIFT)) | FUTO_REASON_COLUMN << REASON_SHIFT;
  for (; col != 0; col &= col - 1)
    flat[count++] = prune | (uint32_t) (__builtin_ctzll (col) * size + column) << CELL_SHIFT;
  return count;
}

unsigned
_futo_trace_decode (const FutoTrace *trace,
                    size_t           word,
                    uint32_t        *flat)
{
  uint32_t here = trace->events[word];

  if (is_line (here))
    return decode_line (trace, here, flat);
  if (is_tries (here))
    return ((here >> REASON_SHIFT) & 15) == FUTO_TRACE_CODES_REASON ? 0 : _futo_trace_decode_tries (trace, word, flat);
  if (is_undo (here))
    return _futo_trace_decode_undo (trace, word, flat);
  if (is_check (here))
    return ((here >> REASON_SHIFT) & 15) == FUTO_TRACE_CHECK_REASON ? decode_check (trace, word, flat) : 0;
  if (is_taken_back (here))
    {
      int cell = (int) ((here >> CELL_SHIFT) & trace->cell_mask);
      int value = (int) ((here >> trace->value_shift) & trace->value_mask);

      flat[0] = here & ~(UINT32_C (15) << REASON_SHIFT);
      flat[1] = _futo_trace_word (trace, FUTO_EVENT_UNASSIGN, FUTO_REASON_NONE, cell, -1, value,
                                  _futo_trace_compact_depth (trace, here) + 1);
      return 2;
    }
  if (is_pair (here))
    {
      int cell = (int) ((here >> CELL_SHIFT) & trace->cell_mask);
      int value = (int) ((here >> trace->value_shift) & trace->value_mask);
      unsigned reason = (here >> REASON_SHIFT) & 15;

      flat[0] = _futo_trace_word (trace, FUTO_EVENT_ASSIGN, FUTO_REASON_DECISION, cell, -1, value,
                                  _futo_trace_compact_depth (trace, here));
      flat[1] = (here & ~(UINT32_C (15) << REASON_SHIFT))
                | (reason - FUTO_TRACE_PAIR_REASON + FUTO_REASON_ROW) << REASON_SHIFT;
      return 2;
    }
  flat[0] = here;
  return 1;
}

size_t
_futo_trace_decode_block (const FutoTrace *trace,
                          size_t           block,
                          uint32_t        *flat)
{
  size_t end = block + 1 < trace->blocks ? trace->block_starts[block + 1] : trace->words, count = 0;

  for (size_t word = trace->block_starts[block]; word < end; word++)
    count += _futo_trace_decode (trace, word, flat + count);
  return count;
}

void
_futo_trace_reader_start (FutoTraceReader *reader,
                          const FutoTrace *trace,
                          size_t           position)
{
  size_t block, word, at;

  assert (reader != NULL && trace != NULL);

  if (position > trace->length)
    position = trace->length;
  reader->trace = trace;
  reader->position = position;
  reader->block = SIZE_MAX;
  reader->at = reader->count = 0;
  block = position / FUTO_TRACE_BLOCK;
  if (block >= trace->blocks)
    {
      /* The end of a trace whose next block has not started. */
      reader->word = trace->words;
      return;
    }
  word = trace->block_starts[block];
  for (at = block * FUTO_TRACE_BLOCK; at < position; word++)
    {
      unsigned events = word_events (trace, word);

      if (at + events > position)
        {
          reader->count = _futo_trace_decode (trace, word, reader->flat);
          reader->at = (unsigned) (position - at);
          word++;
          break;
        }
      at += events;
    }
  reader->word = word;
}

FutoTraceReader *
futo_trace_reader_new (const FutoTrace *trace,
                       size_t           from)
{
  FutoTraceReader *reader;

  FUTO_RETURN_VAL_IF_FAIL (trace != NULL, NULL);

  reader = malloc (sizeof *reader);
  if (reader != NULL)
    _futo_trace_reader_start (reader, trace, from);
  return reader;
}

void
futo_trace_reader_free (FutoTraceReader *reader)
{
  free (reader);
}

bool
futo_trace_reader_next (FutoTraceReader *reader,
                        FutoEvent       *event)
{
  uint32_t flat;

  FUTO_RETURN_VAL_IF_FAIL (reader != NULL, false);
  FUTO_RETURN_VAL_IF_FAIL (event != NULL, false);

  /* Going backwards left a block in flat, not the record that comes next. */
  if (reader->block != SIZE_MAX)
    _futo_trace_reader_start (reader, reader->trace, reader->position);
  if (!_futo_trace_reader_take (reader, &flat))
    return false;
  _futo_trace_unpack (reader->trace, flat, event);
  return true;
}

bool
futo_trace_reader_previous (FutoTraceReader *reader,
                            FutoEvent       *event)
{
  size_t block;

  FUTO_RETURN_VAL_IF_FAIL (reader != NULL, false);
  FUTO_RETURN_VAL_IF_FAIL (event != NULL, false);

  if (reader->position == 0)
    return false;
  block = --reader->position / FUTO_TRACE_BLOCK;
  if (reader->block != block)
    {
      _futo_trace_decode_block (reader->trace, block, reader->flat);
      reader->block = block;
    }
  _futo_trace_unpack (reader->trace, reader->flat[reader->position - block * FUTO_TRACE_BLOCK], event);
  return true;
}

bool
futo_trace_get_event (const FutoTrace *trace,
                      size_t           index,
                      FutoEvent       *event)
{
  FutoTraceReader reader;

  FUTO_RETURN_VAL_IF_FAIL (trace != NULL, false);
  FUTO_RETURN_VAL_IF_FAIL (event != NULL, false);

  if (index >= trace->length)
    return false;
  _futo_trace_reader_start (&reader, trace, index);
  return futo_trace_reader_next (&reader, event);
}

static bool
matches (const FutoTrace *trace,
         uint32_t         flat,
         unsigned         kinds,
         bool             decisions_only)
{
  int kind = (int) (flat & 7), reason = (int) ((flat >> REASON_SHIFT) & 15);
  bool arc = kind == FUTO_EVENT_SOLUTION && (unsigned) reason >= FUTO_TRACE_ARC_REASON;

  if (kind == FUTO_TRACE_ESCAPE)
    {
      uint64_t wide = _futo_trace_wide_of (trace, flat);

      kind = FUTO_TRACE_FIELD (wide, FUTO_TRACE_KIND_SHIFT, 3);
      reason = FUTO_TRACE_FIELD (wide, FUTO_TRACE_REASON_SHIFT, 4);
      /* An energy's wide word holds the float there, not the flag. */
      arc = kind == FUTO_EVENT_SOLUTION && FUTO_TRACE_FIELD (wide, FUTO_TRACE_ARC_WIDE_BIT, 1) != 0
            && (unsigned) reason >= FUTO_TRACE_ARC_REASON;
    }
  if (arc)
    kind = FUTO_EVENT_QUEUE + reason - (int) FUTO_TRACE_ARC_REASON;
  if ((kinds & (1u << kind)) == 0)
    return false;
  if (decisions_only && kind == FUTO_EVENT_ASSIGN)
    return reason == FUTO_REASON_DECISION;
  return true;
}

size_t
futo_trace_find_next (const FutoTrace *trace,
                      size_t           from,
                      unsigned         kinds,
                      bool             decisions_only)
{
  FutoTraceReader reader;
  uint32_t flat;

  FUTO_RETURN_VAL_IF_FAIL (trace != NULL, 0);

  if (from >= trace->length)
    return trace->length;
  _futo_trace_reader_start (&reader, trace, from);
  while (_futo_trace_reader_take (&reader, &flat))
    if (matches (trace, flat, kinds, decisions_only))
      return reader.position - 1;
  return trace->length;
}

size_t
futo_trace_find_previous (const FutoTrace *trace,
                          size_t           from,
                          unsigned         kinds,
                          bool             decisions_only)
{
  uint32_t flat[FUTO_TRACE_BLOCK];

  FUTO_RETURN_VAL_IF_FAIL (trace != NULL, SIZE_MAX);

  if (trace->length == 0)
    return SIZE_MAX;
  if (from >= trace->length)
    from = trace->length - 1;
  for (size_t block = from / FUTO_TRACE_BLOCK + 1; block-- > 0;)
    {
      size_t count = _futo_trace_decode_block (trace, block, flat), start = block * FUTO_TRACE_BLOCK;

      if (start + count > from + 1)
        count = from + 1 - start;
      for (size_t i = count; i-- > 0;)
        if (matches (trace, flat[i], kinds, decisions_only))
          return start + i;
    }
  return SIZE_MAX;
}
