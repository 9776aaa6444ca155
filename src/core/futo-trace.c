/* futo-trace.c: compact event recording with keyframes
 *
 * Each event packs into one 64-bit word, so a trace of ten million events
 * takes 80 MB. Every `interval` events the recorder also keeps a keyframe
 * (the whole board), spaced so that keyframes cost little next to the
 * events: seeking is then a keyframe copy plus at most interval - 1
 * replayed events.
 *
 * Recording is on the solver's hot path, so it only stores each event's own
 * fields; the runner even stores them inline when the sink is
 * futo_trace_record. The undo fields and the keyframes are settled in one
 * pass when a cursor (or the memory count) first needs them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "futo-trace-private.h"

#define KIND_SHIFT    FUTO_TRACE_KIND_SHIFT
#define REASON_SHIFT  FUTO_TRACE_REASON_SHIFT
#define CELL_SHIFT    FUTO_TRACE_CELL_SHIFT
#define CAUSE_SHIFT   FUTO_TRACE_CAUSE_SHIFT
#define VALUE_SHIFT   FUTO_TRACE_VALUE_SHIFT
#define PREV_SHIFT    FUTO_TRACE_PREV_SHIFT
#define DEPTH_SHIFT   FUTO_TRACE_DEPTH_SHIFT
#define CHANGED_SHIFT FUTO_TRACE_CHANGED_SHIFT
#define ENERGY_SHIFT  FUTO_TRACE_ENERGY_SHIFT

_Static_assert (FUTO_REASON_LAST < 16, "a packed event keeps the reason in 4 bits");

#define FIELD(word, shift, bits) ((int) (((word) >> (shift)) & ((UINT64_C (1) << (bits)) - 1)))

static void
unpack (uint64_t   word,
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
}

static bool
cell_ok (const FutoTraceState *state,
         int                   cell)
{
  return cell >= 0 && cell < state->cells;
}

static bool
value_ok (const FutoTraceState *state,
          int                   value)
{
  return value >= 1 && value <= state->size;
}

/* Applies one packed event; returns whether a prune or restore changed
 * anything. It reads the fields straight from the word: settling a trace and
 * seeking run it once an event, millions of times. */
static bool
apply (FutoTraceState *state,
       uint64_t        word)
{
  int kind = FIELD (word, KIND_SHIFT, 3);
  int cell, value;
  FutoSet bit, *candidates;
  bool changed = false;

  if (kind == FUTO_EVENT_ENERGY)
    {
      uint32_t bits = (uint32_t) (word >> ENERGY_SHIFT);
      float energy;

      memcpy (&energy, &bits, sizeof energy);
      state->energy = energy;
      return false;
    }
  state->depth = FIELD (word, DEPTH_SHIFT, 13);
  cell = FIELD (word, CELL_SHIFT, 13) - 1;
  if (!cell_ok (state, cell))
    return false;
  value = FIELD (word, VALUE_SHIFT, 7);
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
      if (value_ok (state, value))
        {
          bit = FUTO_SET_BIT (value);
          candidates = &state->candidates[cell];
          changed = (*candidates & bit) != 0;
          *candidates &= ~bit;
        }
      break;
    case FUTO_EVENT_RESTORE:
      if (value_ok (state, value))
        {
          bit = FUTO_SET_BIT (value);
          candidates = &state->candidates[cell];
          changed = (*candidates & bit) == 0;
          *candidates |= bit;
        }
      break;
    case FUTO_EVENT_BACKTRACK:
    case FUTO_EVENT_SOLUTION:
    default:
      break;
    }
  return changed;
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

static void
save_keyframe (FutoTrace *trace)
{
  size_t index = trace->settled / trace->interval;
  size_t cells = (size_t) trace->live.cells;

  if (index >= trace->keyframe_capacity)
    {
      size_t capacity = trace->keyframe_capacity ? trace->keyframe_capacity + trace->keyframe_capacity / 4 + 1 : 8;
      FutoSet *candidates = realloc (trace->keyframe_candidates, capacity * cells * sizeof *candidates);
      uint8_t *values;
      int *depths;
      double *energies;

      if (candidates == NULL)
        goto fail;
      trace->keyframe_candidates = candidates;
      values = realloc (trace->keyframe_values, capacity * cells);
      if (values == NULL)
        goto fail;
      trace->keyframe_values = values;
      depths = realloc (trace->keyframe_depths, capacity * sizeof *depths);
      if (depths == NULL)
        goto fail;
      trace->keyframe_depths = depths;
      energies = realloc (trace->keyframe_energies, capacity * sizeof *energies);
      if (energies == NULL)
        goto fail;
      trace->keyframe_energies = energies;
      trace->keyframe_capacity = capacity;
    }
  memcpy (trace->keyframe_candidates + index * cells, trace->live.candidates, cells * sizeof (FutoSet));
  memcpy (trace->keyframe_values + index * cells, trace->live.values, cells);
  trace->keyframe_depths[index] = trace->live.depth;
  trace->keyframe_energies[index] = trace->live.energy;
  trace->keyframes = index + 1;
  return;

fail:
  /* Without room for the keyframe the trace cannot be sought past here: it
   * ends with the event that called for it. */
  trace->truncated = true;
  trace->length = trace->settled;
  trace->room = 0;
}

FutoTrace *
futo_trace_new (int    size,
                size_t max_events)
{
  FutoTrace *trace;
  size_t cells, interval = 1024;

  if (size < FUTO_MIN_SIZE || size > FUTO_MAX_SIZE)
    return NULL;
  trace = calloc (1, sizeof *trace);
  if (trace == NULL)
    return NULL;
  cells = (size_t) size * size;
  /* A keyframe takes 9 bytes a cell; spread it so that keyframes cost at most
   * 4.5 bytes an event. With 8-byte events and arrays that grow by a quarter,
   * a trace then never holds more than 16 bytes an event. */
  while (interval * 2 < cells * 9)
    interval *= 2;
  trace->interval = interval;
  trace->max_events = max_events;
  trace->live.size = size;
  trace->live.cells = (int) cells;
  trace->live.candidates = malloc (cells * sizeof (FutoSet));
  trace->live.values = malloc (cells);
  if (trace->live.candidates == NULL || trace->live.values == NULL)
    {
      futo_trace_free (trace);
      return NULL;
    }
  state_reset (&trace->live);
  save_keyframe (trace);
  return trace;
}

void
futo_trace_free (FutoTrace *trace)
{
  if (trace == NULL)
    return;
  free (trace->events);
  free (trace->keyframe_candidates);
  free (trace->keyframe_values);
  free (trace->keyframe_depths);
  free (trace->keyframe_energies);
  free (trace->live.candidates);
  free (trace->live.values);
  free (trace);
}

void
futo_trace_append_slow (FutoTrace *trace,
                        uint64_t   word)
{
  if (trace->truncated || (trace->max_events != 0 && trace->length >= trace->max_events))
    {
      trace->truncated = true;
      trace->room = 0;
      return;
    }
  if (trace->length == trace->capacity)
    {
      size_t capacity = trace->capacity ? trace->capacity + trace->capacity / 4 : 4096;
      uint64_t *events;

      if (trace->max_events != 0 && capacity > trace->max_events)
        capacity = trace->max_events;
      events = realloc (trace->events, capacity * sizeof *events);
      if (events == NULL)
        {
          trace->truncated = true;
          trace->room = 0;
          return;
        }
      trace->events = events;
      trace->capacity = capacity;
    }
  trace->room = trace->capacity;
  trace->events[trace->length++] = word;
}

void
futo_trace_record (const FutoEvent *event,
                   void            *data)
{
  FutoTrace *trace = data;

  if (event->kind == FUTO_EVENT_ENERGY)
    futo_trace_append (trace, futo_trace_pack_energy (event->energy));
  else
    futo_trace_append (trace, futo_trace_pack (event->kind, event->reason, event->cell,
                                               event->cause, event->value, event->depth));
}

/* Completes the raw words recorded since the last time: each learns the
 * cell's value before it and whether it changed the candidates, by being
 * applied to the live board, and a keyframe is kept every interval events.
 * Readers take the trace as const; the settled part never changes again, so
 * this only fills in what no reader has looked at yet. */
static void
settle (const FutoTrace *const_trace)
{
  FutoTrace *trace = (FutoTrace *) const_trace;
  FutoTraceState *live = &trace->live;
  uint64_t *events = trace->events;
  size_t i = trace->settled, length = trace->length, mask = trace->interval - 1;

  /* interval is a power of two (futo_trace_new), hence the mask. */
  while (i < length)
    {
      uint64_t word = events[i];

      if (FIELD (word, KIND_SHIFT, 3) == FUTO_EVENT_ENERGY)
        trace->has_energy = true;
      else
        {
          int cell = FIELD (word, CELL_SHIFT, 13) - 1;

          if (cell >= 0 && cell < live->cells)
            word |= (uint64_t) live->values[cell] << PREV_SHIFT;
        }
      if (apply (live, word))
        word |= UINT64_C (1) << CHANGED_SHIFT;
      events[i++] = word;
      if ((i & mask) == 0)
        {
          trace->settled = i;
          save_keyframe (trace);
          length = trace->length; /* a keyframe without memory ends the trace here */
        }
    }
  trace->settled = i;
}

void
futo_trace_settle (FutoTrace *trace)
{
  settle (trace);
}

int
futo_trace_get_size (const FutoTrace *trace)
{
  return trace->live.size;
}

size_t
futo_trace_get_length (const FutoTrace *trace)
{
  return trace->length;
}

bool
futo_trace_is_truncated (const FutoTrace *trace)
{
  return trace->truncated;
}

size_t
futo_trace_get_memory (const FutoTrace *trace)
{
  size_t cells = (size_t) trace->live.cells;

  settle (trace);
  return trace->capacity * sizeof (uint64_t)
       + trace->keyframe_capacity * (cells * (sizeof (FutoSet) + 1) + sizeof (int) + sizeof (double));
}

bool
futo_trace_get_event (const FutoTrace *trace,
                      size_t           index,
                      FutoEvent       *event)
{
  if (index >= trace->length)
    return false;
  unpack (trace->events[index], event);
  return true;
}

static bool
matches (uint64_t word,
         unsigned kinds,
         bool     decisions_only)
{
  int kind = FIELD (word, KIND_SHIFT, 3);

  if ((kinds & (1u << kind)) == 0)
    return false;
  if (decisions_only && kind == FUTO_EVENT_ASSIGN)
    return FIELD (word, REASON_SHIFT, 4) == FUTO_REASON_DECISION;
  return true;
}

size_t
futo_trace_find_next (const FutoTrace *trace,
                      size_t           from,
                      unsigned         kinds,
                      bool             decisions_only)
{
  for (size_t i = from; i < trace->length; i++)
    if (matches (trace->events[i], kinds, decisions_only))
      return i;
  return trace->length;
}

size_t
futo_trace_find_previous (const FutoTrace *trace,
                          size_t           from,
                          unsigned         kinds,
                          bool             decisions_only)
{
  if (trace->length == 0)
    return SIZE_MAX;
  if (from >= trace->length)
    from = trace->length - 1;
  for (size_t i = from + 1; i-- > 0;)
    if (matches (trace->events[i], kinds, decisions_only))
      return i;
  return SIZE_MAX;
}

FutoTraceCursor *
futo_trace_cursor_new (const FutoTrace *trace)
{
  FutoTraceCursor *cursor = calloc (1, sizeof *cursor);
  size_t cells = (size_t) trace->live.cells;

  if (cursor == NULL)
    return NULL;
  settle (trace);
  cursor->trace = trace;
  cursor->size = trace->live.size;
  cursor->candidates = malloc (cells * sizeof (FutoSet));
  cursor->values = malloc (cells);
  if (cursor->candidates == NULL || cursor->values == NULL)
    {
      futo_trace_cursor_free (cursor);
      return NULL;
    }
  /* Load keyframe 0 explicitly: seek would take the position as current. */
  cursor->position = SIZE_MAX;
  futo_trace_cursor_seek (cursor, 0);
  return cursor;
}

void
futo_trace_cursor_free (FutoTraceCursor *cursor)
{
  if (cursor == NULL)
    return;
  free (cursor->candidates);
  free (cursor->values);
  free (cursor);
}

static FutoTraceState
cursor_state (FutoTraceCursor *cursor)
{
  FutoTraceState state = { cursor->size, cursor->size * cursor->size, cursor->candidates,
                           cursor->values, cursor->depth, cursor->energy };
  return state;
}

static void
cursor_take (FutoTraceCursor      *cursor,
             const FutoTraceState *state)
{
  cursor->depth = state->depth;
  cursor->energy = state->energy;
}

void
futo_trace_cursor_seek (FutoTraceCursor *cursor,
                        size_t           position)
{
  const FutoTrace *trace = cursor->trace;
  size_t cells = (size_t) trace->live.cells, keyframe;
  FutoTraceState state;

  settle (trace);
  if (position > trace->length)
    position = trace->length;
  /* Going forward a little is cheaper than a keyframe copy. */
  if (cursor->position <= trace->length && position >= cursor->position
      && position - cursor->position < trace->interval)
    {
      while (cursor->position < position)
        futo_trace_cursor_forward (cursor);
      return;
    }
  keyframe = position / trace->interval;
  if (keyframe >= trace->keyframes)
    keyframe = trace->keyframes - 1;
  memcpy (cursor->candidates, trace->keyframe_candidates + keyframe * cells, cells * sizeof (FutoSet));
  memcpy (cursor->values, trace->keyframe_values + keyframe * cells, cells);
  cursor->depth = trace->keyframe_depths[keyframe];
  cursor->energy = trace->keyframe_energies[keyframe];
  state = cursor_state (cursor);
  for (size_t i = keyframe * trace->interval; i < position; i++)
    apply (&state, trace->events[i]);
  cursor_take (cursor, &state);
  cursor->position = position;
}

bool
futo_trace_cursor_forward (FutoTraceCursor *cursor)
{
  FutoTraceState state;

  if (cursor->position >= cursor->trace->length)
    return false;
  state = cursor_state (cursor);
  apply (&state, cursor->trace->events[cursor->position++]);
  cursor_take (cursor, &state);
  return true;
}

/* The depth and energy just before index, found by looking back, but no
 * further than the keyframe at or before index, which holds both: a local
 * search may report its energy rarely, and stepping back over a long trace
 * must not scan it from the end each time. */
static void
restore_context (FutoTraceCursor *cursor,
                 size_t           index)
{
  const FutoTrace *trace = cursor->trace;
  bool need_depth = true, need_energy = trace->has_energy;
  size_t keyframe = index / trace->interval;
  size_t stop;

  if (keyframe >= trace->keyframes)
    keyframe = trace->keyframes - 1;
  stop = keyframe * trace->interval;
  cursor->depth = trace->keyframe_depths[keyframe];
  cursor->energy = trace->keyframe_energies[keyframe];
  for (size_t i = index; i-- > stop && (need_depth || need_energy);)
    {
      uint64_t word = trace->events[i];

      if (FIELD (word, KIND_SHIFT, 3) == FUTO_EVENT_ENERGY)
        {
          if (need_energy)
            {
              FutoEvent event;
              unpack (word, &event);
              cursor->energy = event.energy;
              need_energy = false;
            }
        }
      else if (need_depth)
        {
          cursor->depth = FIELD (word, DEPTH_SHIFT, 13);
          need_depth = false;
        }
    }
}

bool
futo_trace_cursor_back (FutoTraceCursor *cursor)
{
  uint64_t word;
  FutoEvent event;
  bool changed;

  if (cursor->position == 0)
    return false;
  settle (cursor->trace);
  word = cursor->trace->events[--cursor->position];
  unpack (word, &event);
  changed = FIELD (word, CHANGED_SHIFT, 1) != 0;
  if (event.cell >= 0 && event.cell < cursor->size * cursor->size)
    switch (event.kind)
      {
      case FUTO_EVENT_ASSIGN:
      case FUTO_EVENT_MOVE:
      case FUTO_EVENT_UNASSIGN:
        cursor->values[event.cell] = (uint8_t) FIELD (word, PREV_SHIFT, 7);
        break;
      case FUTO_EVENT_PRUNE:
        if (changed && event.value >= 1 && event.value <= cursor->size)
          cursor->candidates[event.cell] |= FUTO_SET_BIT (event.value);
        break;
      case FUTO_EVENT_RESTORE:
        if (changed && event.value >= 1 && event.value <= cursor->size)
          cursor->candidates[event.cell] &= ~FUTO_SET_BIT (event.value);
        break;
      default:
        break;
      }
  restore_context (cursor, cursor->position);
  return true;
}
