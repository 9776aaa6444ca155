/* futo-trace.c: compact event recording with keyframes
 *
 * Nearly every event packs into one 32-bit word (futo-trace-private.h), so
 * a trace of ten million events takes about 40 MB. Every `interval` events
 * the trace also keeps a keyframe (the whole board, futo-trace-keyframe.c),
 * spaced so that keyframes cost little next to the events: seeking is then
 * a keyframe copy plus at most interval - 1 replayed events.
 *
 * The searches that make an event every few nanoseconds make them in runs
 * (a try and its refutation, the prunes along a line), which take one word
 * each; an index of blocks finds an event by its position
 * (futo-trace-reader.c).
 *
 * Recording is on the solver's hot path, so it stores each event's own
 * fields and keeps the live board inline; the runner even does so without
 * a call when the sink is futo_trace_record. Half the bytes of a 64-bit
 * word also halve the page faults of fresh memory, which were much of what
 * recording cost. The slow path, once per block, notes where the block
 * starts and, once per keyframe interval, copies the live board into a
 * keyframe, so no pass over the trace is left for later;
 * what stepping back needs is worked out by the cursor
 * (futo-trace-cursor.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "futo-check-private.h"
#include "futo-trace-append-private.h"
#include "futo-trace-reader-private.h"

#define KIND_SHIFT    FUTO_TRACE_KIND_SHIFT
#define REASON_SHIFT  FUTO_TRACE_REASON_SHIFT
#define CELL_SHIFT    FUTO_TRACE_CELL_SHIFT
#define CAUSE_SHIFT   FUTO_TRACE_CAUSE_SHIFT
#define VALUE_SHIFT   FUTO_TRACE_VALUE_SHIFT
#define DEPTH_SHIFT   FUTO_TRACE_DEPTH_SHIFT
#define ENERGY_SHIFT  FUTO_TRACE_ENERGY_SHIFT
#define FIELD         FUTO_TRACE_FIELD
#define MAX_DEPTH     8191 /* the wide form's 13 bits */

_Static_assert (FUTO_REASON_LAST < 16, "a packed event keeps the reason in 4 bits");
_Static_assert (FUTO_REASON_LAST < FUTO_TRACE_PAIR_REASON,
                "a refuted try's word uses the reasons no event has");
_Static_assert (FUTO_EVENT_ENERGY == FUTO_TRACE_ESCAPE, "compact words never have ENERGY's kind");

static void
unpack_wide (uint64_t   word,
             FutoEvent *event)
{
  memset (event, 0, sizeof *event);
  event->kind = (FutoEventKind) FIELD (word, KIND_SHIFT, 3);
  event->cell = -1;
  event->cause = -1;
  if (event->kind == FUTO_EVENT_ENERGY)
    {
      uint32_t bits = (uint32_t) (word >> ENERGY_SHIFT);
      float energy;

      memcpy (&energy, &bits, sizeof energy);
      event->energy = energy;
      return;
    }
  event->reason = (FutoReason) FIELD (word, REASON_SHIFT, 4);
  event->cell = FIELD (word, CELL_SHIFT, 13) - 1;
  event->cause = FIELD (word, CAUSE_SHIFT, 13) - 1;
  event->value = FIELD (word, VALUE_SHIFT, 7);
  event->depth = FIELD (word, DEPTH_SHIFT, 13);
  if (FIELD (word, FUTO_TRACE_ARC_WIDE_BIT, 1))
    _futo_trace_read_kind (event);
}

void
_futo_trace_unpack (const FutoTrace *trace,
                    uint32_t         word,
                    FutoEvent       *event)
{
  if (_futo_trace_is_escape (word))
    {
      unpack_wide (_futo_trace_wide_of (trace, word), event);
      return;
    }
  memset (event, 0, sizeof *event);
  event->kind = (FutoEventKind) (word & 7);
  event->reason = (FutoReason) ((word >> REASON_SHIFT) & 15);
  event->cell = (int) ((word >> CELL_SHIFT) & trace->cell_mask);
  event->value = (int) ((word >> trace->value_shift) & trace->value_mask);
  event->cause = (word >> trace->flag_shift) & 1 ? -1 : (int) ((word >> trace->cause_shift) & trace->cell_mask);
  event->depth = _futo_trace_compact_depth (trace, word);
  _futo_trace_read_kind (event);
}

int
_futo_trace_apply_wide (FutoTraceState *state,
                        uint64_t        word)
{
  int kind = FIELD (word, KIND_SHIFT, 3);
  int cell, value, before;
  FutoSet bit, *candidates;

  if (kind == FUTO_EVENT_ENERGY)
    return 0;
  cell = FIELD (word, CELL_SHIFT, 13) - 1;
  if (cell < 0 || cell >= state->cells)
    return 0;
  value = FIELD (word, VALUE_SHIFT, 7);
  before = state->values[cell];
  switch (kind)
    {
    case FUTO_EVENT_ASSIGN:
    case FUTO_EVENT_MOVE:
      state->values[cell] = (uint8_t) value;
      break;
    case FUTO_EVENT_UNASSIGN:
      state->values[cell] = 0;
      break;
    case FUTO_EVENT_PRUNE:
      if (value >= 1 && value <= state->size)
        {
          bit = FUTO_SET_BIT (value);
          candidates = &state->candidates[cell];
          before |= ((*candidates & bit) != 0) << 7;
          *candidates &= ~bit;
        }
      break;
    case FUTO_EVENT_RESTORE:
      if (value >= 1 && value <= state->size)
        {
          bit = FUTO_SET_BIT (value);
          candidates = &state->candidates[cell];
          before |= ((*candidates & bit) == 0) << 7;
          *candidates |= bit;
        }
      break;
    default:
      break;
    }
  return before;
}

static void
state_reset (FutoTraceState *state)
{
  for (int i = 0; i < state->cells; i++)
    state->candidates[i] = FUTO_SET_FULL (state->size);
  memset (state->values, 0, (size_t) state->cells);
  state->depth = 0;
  state->energy = 0;
}

/* Bits that hold every number from 0 to high. */
static unsigned
bits_for (unsigned high)
{
  unsigned bits = 0;

  while (bits < 32 && (high >> bits) != 0)
    bits++;
  return bits;
}

/* What a field placed at shift is multiplied by: 0 for a field of no bits
 * (a shift of 32 or more), which only ever holds 0. */
static uint32_t
unit_of (unsigned shift)
{
  return shift < 32 ? UINT32_C (1) << shift : 0;
}

/* The compact layout: cell and cause take the bits of the largest cell,
 * value those of the size; the depth takes what is left. */
static void
plan_layout (FutoTrace *trace)
{
  unsigned cell_bits = bits_for ((unsigned) trace->live.cells - 1);
  unsigned value_bits = bits_for ((unsigned) trace->live.size);
  unsigned free_depth_bits, cause_depth_bits;

  trace->cell_mask = (UINT32_C (1) << cell_bits) - 1;
  trace->value_mask = (UINT32_C (1) << value_bits) - 1;
  trace->value_shift = CELL_SHIFT + cell_bits;
  trace->flag_shift = trace->value_shift + value_bits;
  trace->free_flag = UINT32_C (1) << trace->flag_shift;
  free_depth_bits = 32 - (trace->flag_shift + 1);
  trace->free_depth_max = (UINT32_C (1) << free_depth_bits) - 1;
  trace->cause_shift = trace->flag_shift + 1;
  trace->cause_depth_shift = trace->cause_shift + cell_bits;
  if (trace->cause_depth_shift <= 32)
    {
      cause_depth_bits = 32 - trace->cause_depth_shift;
      trace->cause_depth_max = (uint32_t) ((UINT64_C (1) << cause_depth_bits) - 1);
      trace->cause_cells = (uint32_t) trace->live.cells;
    }
  else
    {
      /* A large board: events with a cause take the wide form. */
      trace->cause_shift = trace->cause_depth_shift = 31;
      trace->cause_depth_max = 0;
      trace->cause_cells = 0;
    }
  trace->value_unit = unit_of (trace->value_shift);
  trace->free_depth_unit = unit_of (trace->flag_shift + 1);
  trace->cause_unit = unit_of (trace->cause_shift);
  trace->cause_depth_unit = unit_of (trace->cause_depth_shift);
  /* No deeper than the wide form keeps, so that both read back alike. */
  if (trace->free_depth_max > MAX_DEPTH)
    trace->free_depth_max = MAX_DEPTH;
  if (trace->cause_depth_max > MAX_DEPTH)
    trace->cause_depth_max = MAX_DEPTH;
  /* A line's events read back as compact words (a prune's with a cause), so
   * its depth is bounded as theirs are. */
  trace->line_value_shift = FUTO_TRACE_LINE_CELL + cell_bits;
  trace->line_positions_shift = trace->line_value_shift + value_bits;
  trace->line_depth_shift = trace->line_positions_shift + (unsigned) trace->live.size;
  trace->line_value_unit = unit_of (trace->line_value_shift);
  trace->line_positions_unit = unit_of (trace->line_positions_shift);
  trace->line_depth_unit = unit_of (trace->line_depth_shift);
  trace->line_depths = 0;
  if (trace->live.size <= FUTO_TRACE_LINE_MAX && trace->line_depth_shift < 32 && trace->cause_cells != 0)
    {
      uint32_t line_depth_max = (uint32_t) ((UINT64_C (1) << (32 - trace->line_depth_shift)) - 1);

      trace->line_depths = (line_depth_max < trace->cause_depth_max ? line_depth_max : trace->cause_depth_max) + 1;
    }
  _futo_trace_plan_tries (trace, cell_bits);
}

FutoTrace *
futo_trace_new (int    size,
                size_t max_events)
{
  FutoTrace *trace;
  size_t cells, interval = FUTO_TRACE_MIN_INTERVAL;
  uint64_t most_words;

  if (size < FUTO_MIN_SIZE || size > FUTO_MAX_SIZE)
    return NULL;
  trace = calloc (1, sizeof *trace);
  if (trace == NULL)
    return NULL;
  cells = (size_t) size * size;
  /* A keyframe takes up to 9 bytes a cell (3 on 9x9); spread it so that
   * keyframes cost at most 4.5 bytes an event. With at most 12 bytes an
   * event (a wide one) and arrays that grow by a quarter, a trace then stays
   * near 16 bytes an event at worst, and at about 6 in the common case. Up
   * to 30x30 keyframes are further apart than that asks: copying one and
   * its bytes cost far less than the interval's events (0.06 bytes an event
   * on 9x9), while a seek still replays at most 4,095 events
   * (bench/trace/README.md has the seek times). */
  while (interval * 2 < cells * 9)
    interval *= 2;
  trace->interval = interval;
  trace->keyframe_set_bytes = size <= 8 ? 1 : size <= 16 ? 2 : size <= 32 ? 4 : 8;
  trace->max_events = max_events;
  /* A word holds an event at least, and a trace at most 2^32 words
   * (start_block()). */
  most_words = max_events != 0 && max_events <= UINT32_MAX ? max_events : UINT64_C (1) << 32;
  _futo_trace_memory_init (&trace->memory, most_words * sizeof (uint32_t));
  trace->live.size = size;
  trace->live.cells = (int) cells;
  plan_layout (trace);
  trace->live.candidates = malloc (cells * sizeof (FutoSet));
  trace->live.values = malloc (cells);
  if (trace->live.candidates == NULL || trace->live.values == NULL)
    {
      futo_trace_free (trace);
      return NULL;
    }
  state_reset (&trace->live);
  /* A trace without its first keyframe cannot be read from the start. */
  if (!_futo_trace_save_keyframe (trace))
    {
      futo_trace_free (trace);
      return NULL;
    }
  return trace;
}

void
futo_trace_free (FutoTrace *trace)
{
  if (trace == NULL)
    return;
  _futo_trace_memory_clear (&trace->memory);
  free (trace->block_starts);
  free (trace->wide);
  free (trace->keyframe_candidates);
  free (trace->keyframe_values);
  free (trace->keyframe_depths);
  free (trace->keyframe_energies);
  free (trace->live.candidates);
  free (trace->live.values);
  _futo_trace_header_clear (trace);
  free (trace);
}

static void
stop (FutoTrace *trace)
{
  trace->truncated = true;
  trace->room = 0;
}

/* The depth after the events so far, for the keyframe about to be kept:
 * the last event's, or the one before that when it was an energy; no
 * further back than the previous keyframe. */
static int
depth_so_far (const FutoTrace *trace)
{
  uint32_t flat[FUTO_TRACE_BLOCK];
  size_t stop = trace->block_starts[(trace->keyframes - 1) * trace->interval / FUTO_TRACE_BLOCK];

  for (size_t word = trace->words; word-- > stop;)
    for (unsigned i = _futo_trace_decode (trace, word, flat); i-- > 0;)
      {
        FutoEvent event;

        _futo_trace_unpack (trace, flat[i], &event);
        if (event.kind != FUTO_EVENT_ENERGY)
          return event.depth;
      }
  return trace->keyframe_depths[trace->keyframes - 1];
}

/* Notes where the block of the next event starts; false without memory,
 * or past 2^32 words (16 GB of them). */
static bool
start_block (FutoTrace *trace)
{
  if (trace->words > UINT32_MAX)
    return false;
  if (trace->blocks == trace->block_capacity)
    {
      size_t capacity = trace->block_capacity ? trace->block_capacity + trace->block_capacity / 4 + 1 : 64;
      uint32_t *starts = capacity <= SIZE_MAX / sizeof *starts
                         ? realloc (trace->block_starts, capacity * sizeof *starts) : NULL;

      if (starts == NULL)
        return false;
      trace->block_starts = starts;
      trace->block_capacity = capacity;
    }
  trace->block_starts[trace->blocks++] = (uint32_t) trace->words;
  return true;
}

/* The inline paths store up to the end of the block (so that no record
 * straddles one, nor a keyframe, nor max_events) and no more events than
 * there are free words, each event taking a word at most. The block of
 * the next event has been started when this is called. */
static void
set_room (FutoTrace *trace)
{
  size_t room = trace->blocks * FUTO_TRACE_BLOCK;

  if (room - trace->length > trace->capacity - trace->words)
    room = trace->length + (trace->capacity - trace->words);
  if (trace->max_events != 0 && room > trace->max_events)
    room = trace->max_events;
  trace->room = room;
}

/* What every inline path meets once a block: a call that only starts the
 * block (and, once an interval, keeps a keyframe) or grows the words, and
 * hands back to the inline store, rather than storing the event here from
 * its generic fields. */
bool
_futo_trace_make_room (FutoTrace *trace)
{
  size_t interval = trace->interval;

  if (trace->truncated || (trace->max_events != 0 && trace->length >= trace->max_events))
    {
      stop (trace);
      return false;
    }
  if (trace->length % FUTO_TRACE_BLOCK == 0 && trace->length / FUTO_TRACE_BLOCK == trace->blocks)
    {
      if (trace->length % interval == 0 && trace->length / interval == trace->keyframes)
        {
          trace->live.depth = depth_so_far (trace);
          if (!_futo_trace_save_keyframe (trace))
            return false;
        }
      if (!start_block (trace))
        {
          stop (trace);
          return false;
        }
    }
  if (trace->words == trace->capacity)
    {
      size_t capacity = trace->capacity ? trace->capacity + trace->capacity / 4 : 4096;
      bool grown;

      if (trace->max_events != 0 && capacity > trace->max_events)
        capacity = trace->max_events;
      grown = capacity <= SIZE_MAX / sizeof (uint32_t)
              && _futo_trace_memory_grow (&trace->memory, capacity * sizeof (uint32_t));
      /* The words may have moved, even when they could not grow. */
      trace->events = trace->memory.data;
      if (!grown)
        {
          stop (trace);
          return false;
        }
      /* Once mapped, the memory grows by steps of its own. */
      capacity = trace->memory.size / sizeof (uint32_t);
      if (trace->max_events != 0 && capacity > trace->max_events)
        capacity = trace->max_events;
      trace->capacity = capacity;
    }
  set_room (trace);
  return true;
}

void
_futo_trace_append_slow (FutoTrace *trace,
                         uint32_t   compact,
                         uint64_t   wide)
{
  if (trace->length >= trace->room && !_futo_trace_make_room (trace))
    return;
  if (compact == FUTO_TRACE_NOT_COMPACT)
    {
      if (trace->wide_length == trace->wide_capacity)
        {
          size_t capacity = trace->wide_capacity ? trace->wide_capacity + trace->wide_capacity / 4 : 256;
          uint64_t *words;

          if (capacity > FUTO_TRACE_MAX_WIDE)
            capacity = FUTO_TRACE_MAX_WIDE;
          if (capacity > SIZE_MAX / sizeof *words)
            capacity = SIZE_MAX / sizeof *words;
          words = capacity > trace->wide_length ? realloc (trace->wide, capacity * sizeof *words) : NULL;
          if (words == NULL)
            {
              stop (trace);
              return;
            }
          trace->wide = words;
          trace->wide_capacity = capacity;
        }
      if (FIELD (wide, KIND_SHIFT, 3) == FUTO_EVENT_ENERGY)
        {
          FutoEvent event;

          unpack_wide (wide, &event);
          trace->live.energy = event.energy;
          trace->has_energy = true;
        }
      _futo_trace_apply_wide (&trace->live, wide);
      trace->wide[trace->wide_length] = wide;
      compact = (uint32_t) trace->wide_length++ << FUTO_TRACE_WIDE_SHIFT | FUTO_TRACE_ESCAPE;
    }
  else
    _futo_trace_apply (trace, &trace->live, compact);
  /* The room left covers the rest of the block as it did. */
  trace->events[trace->words++] = compact;
  trace->length++;
}

void
_futo_trace_append_event (FutoTrace     *trace,
                          FutoEventKind  kind,
                          FutoReason     reason,
                          int            cell,
                          int            cause,
                          int            value,
                          int            depth)
{
  _futo_trace_append_slow (trace, _futo_trace_compact (trace, kind, reason, cell, cause, value, depth),
                           _futo_trace_pack (kind, reason, cell, cause, value, depth));
}

void
_futo_trace_append_each_event (FutoTrace     *trace,
                               FutoEventKind  kind,
                               FutoReason     reason,
                               int            cell,
                               int            cause,
                               FutoSet        set,
                               int            depth)
{
  for (; set != 0; set &= set - 1)
    _futo_trace_append_event (trace, kind, reason, cell, cause, __builtin_ctzll (set) + 1, depth);
}

void
_futo_trace_append_line_slow (FutoTrace *trace,
                              bool       restore,
                              bool       column,
                              int        line,
                              int        from,
                              int        value,
                              int        depth,
                              uint64_t   positions)
{
  int size = trace->live.size;
  int cause = restore ? -1 : _futo_trace_line_cell (size, line, column, from);
  FutoReason reason = restore ? FUTO_REASON_NONE : column ? FUTO_REASON_COLUMN : FUTO_REASON_ROW;

  while (positions != 0 && !trace->truncated)
    {
      int first = restore ? 63 - __builtin_clzll (positions) : __builtin_ctzll (positions);
      size_t fit = trace->room > trace->length ? trace->room - trace->length : 0;
      uint64_t part = positions;
      unsigned count = _futo_trace_count_positions (positions);

      if ((unsigned) depth >= trace->line_depths)
        {
          _futo_trace_append (trace, restore ? FUTO_EVENT_RESTORE : FUTO_EVENT_PRUNE, reason,
                              _futo_trace_line_cell (size, line, column, first), cause, value, depth);
          positions &= ~(UINT64_C (1) << first);
          continue;
        }
      if (fit == 0)
        {
          /* The next block, or the end of the recording. */
          _futo_trace_make_room (trace);
          continue;
        }
      /* The first positions in order, as many as fit. */
      for (; count > fit; count--)
        part &= restore ? part - 1 : ~(UINT64_C (1) << (63 - __builtin_clzll (part)));
      _futo_trace_store_line (trace, restore, column, line, restore ? first : from, value, depth, part, count);
      positions &= ~part;
    }
}

void
futo_trace_record (const FutoEvent *event,
                   void            *data)
{
  FutoTrace *trace = data;

  FUTO_RETURN_IF_FAIL (event != NULL);
  FUTO_RETURN_IF_FAIL (trace != NULL);

  if (event->kind == FUTO_EVENT_ENERGY)
    _futo_trace_append_energy (trace, event->energy);
  else if (event->kind < 0 || event->kind > FUTO_EVENT_LAST || event->reason < 0 || event->reason > 15)
    /* A kind or reason the format has no bits for would read back as
     * another one (_futo_trace_pack keeps the low bits): better missing
     * than wrong. No algorithm makes such an event. */
    return;
  else if (event->kind >= FUTO_EVENT_QUEUE)
    _futo_trace_append_arc (trace, event->kind, event->cell, event->cause, event->depth);
  else
    _futo_trace_append (trace, event->kind, event->reason, event->cell, event->cause, event->value,
                        event->depth);
}

int
futo_trace_get_size (const FutoTrace *trace)
{
  FUTO_RETURN_VAL_IF_FAIL (trace != NULL, 0);

  return trace->live.size;
}

size_t
futo_trace_get_length (const FutoTrace *trace)
{
  FUTO_RETURN_VAL_IF_FAIL (trace != NULL, 0);

  return trace->length;
}

bool
futo_trace_is_truncated (const FutoTrace *trace)
{
  FUTO_RETURN_VAL_IF_FAIL (trace != NULL, false);

  return trace->truncated;
}

size_t
futo_trace_get_memory (const FutoTrace *trace)
{
  size_t cells;

  FUTO_RETURN_VAL_IF_FAIL (trace != NULL, 0);

  cells = (size_t) trace->live.cells;
  return trace->capacity * sizeof (uint32_t) + trace->block_capacity * sizeof (uint32_t)
       + trace->wide_capacity * sizeof (uint64_t)
       + trace->keyframe_capacity * (cells * (trace->keyframe_set_bytes + 1) + sizeof (int) + sizeof (double));
}
