/* futo-trace-cursor.c: a board that moves along a trace
 *
 * Seeking copies the keyframe at or before the position and replays the
 * events after it. Stepping back needs what an event overwrote (the cell's
 * previous value, whether a prune removed a live value), which the trace
 * does not store: the cursor works it out for the whole keyframe interval
 * it steps back in, in one replay from the keyframe, and keeps it while it
 * stays there. Stepping back through a trace thus replays each interval
 * once, about what stepping forward costs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "futo-check-private.h"
#include "futo-trace-reader-private.h"

typedef struct
{
  FutoTraceCursor public;
  FutoTraceReader reader;     /* at the cursor's position, unless it stepped back since */
  FutoTraceState  scratch;    /* the board the undo bytes are worked out on */
  uint32_t       *flat;       /* per event of [undo_start, undo_end): its flat word */
  uint8_t        *undo;       /* per event of [undo_start, undo_end): _futo_trace_apply()'s result */
  size_t          undo_start;
  size_t          undo_end;
} Cursor;

FutoTraceCursor *
futo_trace_cursor_new (const FutoTrace *trace)
{
  Cursor *self;
  FutoTraceCursor *cursor;
  size_t cells;

  FUTO_RETURN_VAL_IF_FAIL (trace != NULL, NULL);

  self = calloc (1, sizeof *self);
  if (self == NULL)
    return NULL;
  cursor = &self->public;
  cells = (size_t) trace->live.cells;
  cursor->trace = trace;
  cursor->size = trace->live.size;
  cursor->candidates = malloc (cells * sizeof (FutoSet));
  cursor->values = malloc (cells);
  self->scratch.size = trace->live.size;
  self->scratch.cells = trace->live.cells;
  self->scratch.candidates = malloc (cells * sizeof (FutoSet));
  self->scratch.values = malloc (cells);
  self->flat = malloc (trace->interval * sizeof *self->flat);
  self->undo = malloc (trace->interval);
  if (cursor->candidates == NULL || cursor->values == NULL || self->scratch.candidates == NULL
      || self->scratch.values == NULL || self->flat == NULL || self->undo == NULL)
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
  Cursor *self = (Cursor *) cursor;

  if (cursor == NULL)
    return;
  free (cursor->candidates);
  free (cursor->values);
  free (self->scratch.candidates);
  free (self->scratch.values);
  free (self->flat);
  free (self->undo);
  free (self);
}

static FutoTraceState
cursor_state (FutoTraceCursor *cursor)
{
  FutoTraceState state = { cursor->size, cursor->size * cursor->size, cursor->candidates,
                           cursor->values, cursor->depth, cursor->energy };
  return state;
}

/* The keyframe at or before position. */
static size_t
keyframe_for (const FutoTrace *trace,
              size_t           position)
{
  size_t keyframe = position / trace->interval;

  if (keyframe >= trace->keyframes)
    keyframe = trace->keyframes - 1;
  return keyframe;
}

/* Takes the depth or energy of flat, the event just applied. */
static void
take_event_context (FutoTraceCursor *cursor,
                    uint32_t         flat)
{
  FutoEvent event;

  if (!_futo_trace_is_escape (flat))
    {
      cursor->depth = _futo_trace_compact_depth (cursor->trace, flat);
      return;
    }
  _futo_trace_unpack (cursor->trace, flat, &event);
  if (event.kind == FUTO_EVENT_ENERGY)
    cursor->energy = event.energy;
  else
    cursor->depth = event.depth;
}

/* The depth and energy after the first position events of the interval
 * learned, found by looking back, but no further than its keyframe, which
 * holds both: a local search may report its energy rarely, and stepping
 * back over a long trace must not scan it from the end each time. */
static void
take_context (Cursor *self,
              size_t  position)
{
  FutoTraceCursor *cursor = &self->public;
  const FutoTrace *trace = cursor->trace;
  size_t keyframe = self->undo_start / trace->interval;
  bool need_depth = true, need_energy = trace->has_energy;

  cursor->depth = trace->keyframe_depths[keyframe];
  cursor->energy = trace->keyframe_energies[keyframe];
  for (size_t i = position; i-- > self->undo_start && (need_depth || need_energy);)
    {
      uint32_t flat = self->flat[i - self->undo_start];
      FutoEvent event;

      if (!_futo_trace_is_escape (flat))
        {
          if (need_depth)
            cursor->depth = _futo_trace_compact_depth (trace, flat);
          need_depth = false;
          continue;
        }
      _futo_trace_unpack (trace, flat, &event);
      if (event.kind == FUTO_EVENT_ENERGY)
        {
          if (need_energy)
            cursor->energy = event.energy;
          need_energy = false;
        }
      else
        {
          if (need_depth)
            cursor->depth = event.depth;
          need_depth = false;
        }
    }
}

void
futo_trace_cursor_seek (FutoTraceCursor *cursor,
                        size_t           position)
{
  Cursor *self = (Cursor *) cursor;
  const FutoTrace *trace;
  size_t keyframe;
  FutoTraceState state;
  uint32_t flat;

  FUTO_RETURN_IF_FAIL (cursor != NULL);

  trace = cursor->trace;
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
  keyframe = keyframe_for (trace, position);
  _futo_trace_load_keyframe (trace, keyframe, cursor->candidates, cursor->values);
  cursor->depth = trace->keyframe_depths[keyframe];
  cursor->energy = trace->keyframe_energies[keyframe];
  state = cursor_state (cursor);
  _futo_trace_reader_start (&self->reader, trace, keyframe * trace->interval);
  while (self->reader.position < position && _futo_trace_reader_take (&self->reader, &flat))
    {
      _futo_trace_apply (trace, &state, flat);
      take_event_context (cursor, flat);
    }
  cursor->position = position;
}

bool
futo_trace_cursor_forward (FutoTraceCursor *cursor)
{
  Cursor *self = (Cursor *) cursor;
  const FutoTrace *trace;
  FutoTraceState state;
  uint32_t flat;

  FUTO_RETURN_VAL_IF_FAIL (cursor != NULL, false);

  trace = cursor->trace;
  if (cursor->position >= trace->length)
    return false;
  if (self->reader.trace == NULL || self->reader.position != cursor->position)
    _futo_trace_reader_start (&self->reader, trace, cursor->position);
  if (!_futo_trace_reader_take (&self->reader, &flat))
    return false;
  state = cursor_state (cursor);
  _futo_trace_apply (trace, &state, flat);
  take_event_context (cursor, flat);
  cursor->position++;
  return true;
}

/* Works out the flat words and undo bytes of the interval that holds event
 * index. */
static void
learn_interval (Cursor *self,
                size_t  index)
{
  const FutoTrace *trace = self->public.trace;
  size_t keyframe = keyframe_for (trace, index), start = keyframe * trace->interval;
  size_t end = start + trace->interval < trace->length ? start + trace->interval : trace->length;
  FutoTraceReader reader;

  _futo_trace_load_keyframe (trace, keyframe, self->scratch.candidates, self->scratch.values);
  _futo_trace_reader_start (&reader, trace, start);
  for (size_t i = start; i < end && _futo_trace_reader_take (&reader, &self->flat[i - start]); i++)
    self->undo[i - start] = (uint8_t) _futo_trace_apply (trace, &self->scratch, self->flat[i - start]);
  self->undo_start = start;
  self->undo_end = end;
}

bool
futo_trace_cursor_back (FutoTraceCursor *cursor)
{
  Cursor *self = (Cursor *) cursor;
  const FutoTrace *trace;
  size_t index;
  int undo;
  FutoEvent event;

  FUTO_RETURN_VAL_IF_FAIL (cursor != NULL, false);

  trace = cursor->trace;
  if (cursor->position == 0)
    return false;
  index = --cursor->position;
  if (index < self->undo_start || index >= self->undo_end)
    learn_interval (self, index);
  undo = self->undo[index - self->undo_start];
  _futo_trace_unpack (trace, self->flat[index - self->undo_start], &event);
  if (event.cell >= 0 && event.cell < cursor->size * cursor->size)
    switch (event.kind)
      {
      case FUTO_EVENT_ASSIGN:
      case FUTO_EVENT_MOVE:
      case FUTO_EVENT_UNASSIGN:
        cursor->values[event.cell] = (uint8_t) (undo & 127);
        break;
      case FUTO_EVENT_PRUNE:
        if ((undo & 128) != 0)
          cursor->candidates[event.cell] |= FUTO_SET_BIT (event.value);
        break;
      case FUTO_EVENT_RESTORE:
        if ((undo & 128) != 0)
          cursor->candidates[event.cell] &= ~FUTO_SET_BIT (event.value);
        break;
      default:
        break;
      }
  take_context (self, index);
  return true;
}
