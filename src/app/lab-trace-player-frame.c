/* lab-trace-player-frame.c: what the position looks like
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The running counts, the search path and the frame the board draws, each
 * found without walking the whole trace: counts from checkpoints taken
 * once, the path from a walk back over the decisions only, the step's
 * removals from the events since the step began.
 */
#define G_LOG_DOMAIN "lab-trace-player"

#include "config.h"

#include <string.h>

#include "lab-trace-player-private.h"
#include "lab-trace-sentence.h"

/* Counts are kept every this many events; a count at any position is a
 * checkpoint plus at most this many events. */
#define CHECKPOINT_EVERY 4096
/* How far back the removals of a step are looked for. */
#define MAX_STEP_SCAN 65536
/* How far back the search path is looked for: deep in a long run the
 * first decisions lie millions of events back, and the path is redrawn on
 * every move. */
#define MAX_PATH_SCAN (2 * 1024 * 1024)

unsigned
_lab_trace_player_step_kinds (LabTracePlayer *self)
{
  if (self->local_search)
    return 1u << FUTO_EVENT_ENERGY | 1u << FUTO_EVENT_SOLUTION;
  return 1u << FUTO_EVENT_ASSIGN | 1u << FUTO_EVENT_BACKTRACK | 1u << FUTO_EVENT_SOLUTION;
}

static void
count_event (LabTraceCounts  *counts,
             const FutoEvent *event)
{
  switch (event->kind)
    {
    case FUTO_EVENT_ASSIGN:
      counts->assignments++;
      break;
    case FUTO_EVENT_PRUNE:
      counts->prunes++;
      break;
    case FUTO_EVENT_BACKTRACK:
      counts->backtracks++;
      break;
    case FUTO_EVENT_SOLUTION:
      counts->solutions++;
      break;
    case FUTO_EVENT_MOVE:
      counts->moves++;
      break;
    case FUTO_EVENT_UNASSIGN:
    case FUTO_EVENT_RESTORE:
    case FUTO_EVENT_ENERGY:
    default:
      break;
    }
}

void
_lab_trace_player_build_checkpoints (LabTracePlayer *self)
{
  gsize length = futo_trace_get_length (self->trace);
  LabTraceCounts counts = { 0 };
  g_autoptr(FutoTraceReader) reader = NULL;
  FutoEvent event;

  self->n_checkpoints = length / CHECKPOINT_EVERY + 1;
  self->checkpoints = g_new0 (LabTraceCounts, self->n_checkpoints);
  /* A reader, not a lookup per event: a lookup starts from its block. */
  reader = lab_trace_reader_new (self->trace, 0);
  for (gsize i = 0; i < length && futo_trace_reader_next (reader, &event); i++)
    {
      if (i % CHECKPOINT_EVERY == 0)
        self->checkpoints[i / CHECKPOINT_EVERY] = counts;
      count_event (&counts, &event);
    }
  if (length % CHECKPOINT_EVERY == 0)
    self->checkpoints[length / CHECKPOINT_EVERY] = counts;
}

void
lab_trace_player_get_counts (LabTracePlayer *self,
                             LabTraceCounts *counts)
{
  guint64 position;
  gsize from;
  g_autoptr(FutoTraceReader) reader = NULL;
  FutoEvent event;

  g_return_if_fail (LAB_IS_TRACE_PLAYER (self));
  g_return_if_fail (counts != NULL);

  position = self->cursor->position;
  from = position / CHECKPOINT_EVERY;
  *counts = self->checkpoints[from];
  reader = lab_trace_reader_new (self->trace, from * CHECKPOINT_EVERY);
  for (gsize i = from * CHECKPOINT_EVERY; i < position && futo_trace_reader_next (reader, &event); i++)
    count_event (counts, &event);
}

/* The decisions still standing, found walking back over decisions only:
 * each one deeper than the next found and whose value its cell still
 * holds is on the stack; abandoned branches fail one test or the other. */
static void
update_path (LabTracePlayer *self)
{
  guint64 position = self->cursor->position;
  int below = G_MAXINT;
  gsize index = position, found = position;
  g_autoptr(FutoTraceReader) reader = NULL;
  FutoEvent event;

  if (self->path_position == position)
    return;
  self->path_position = position;
  g_array_set_size (self->path, 0);
  if (self->local_search)
    return;

  /* One reader backwards: a lookup per decision would start from its
   * block each time. The bound is checked at each decision found. */
  reader = lab_trace_reader_new (self->trace, position);
  while (below > 1 && position - found < MAX_PATH_SCAN
         && futo_trace_reader_previous (reader, &event))
    {
      index--;
      if (event.kind != FUTO_EVENT_ASSIGN || event.reason != FUTO_REASON_DECISION)
        continue;
      found = index;
      if (event.depth < below && event.cell >= 0
          && self->cursor->values[event.cell] == event.value)
        {
          g_array_prepend_val (self->path, event);
          below = event.depth;
        }
    }
}

GArray *
lab_trace_player_get_path (LabTracePlayer *self)
{
  g_return_val_if_fail (LAB_IS_TRACE_PLAYER (self), NULL);

  update_path (self);
  return self->path;
}

/* Cells whose value in a configuration repeats in its row or column or
 * breaks a sign with a neighbour. */
static void
find_conflicts (LabTracePlayer *self)
{
  int n = self->puzzle->size;
  const guint8 *values = self->cursor->values;

  memset (self->conflicts, 0, (gsize) n * n);
  for (int cell = 0; cell < n * n; cell++)
    {
      int row = cell / n, col = cell % n, value = values[cell];

      if (value == 0)
        continue;
      for (int k = 0; k < n && !self->conflicts[cell]; k++)
        if ((k != col && values[row * n + k] == value) || (k != row && values[k * n + col] == value))
          self->conflicts[cell] = 1;
      for (int dir = FUTO_DIR_UP; dir <= FUTO_DIR_LEFT && !self->conflicts[cell]; dir++)
        {
          FutoRelation rel = futo_puzzle_get_relation (self->puzzle, row, col, dir);
          int other = dir == FUTO_DIR_UP ? cell - n : dir == FUTO_DIR_DOWN ? cell + n
                      : dir == FUTO_DIR_LEFT ? cell - 1 : cell + 1;

          if (rel == FUTO_REL_NONE || values[other] == 0)
            continue;
          if ((rel == FUTO_REL_LESS && value >= values[other])
              || (rel == FUTO_REL_GREATER && value <= values[other])
              || (rel == FUTO_REL_ADJACENT && ABS (value - values[other]) != 1))
            self->conflicts[cell] = 1;
        }
    }
}

static void
update_frame (LabTracePlayer *self)
{
  guint64 position = self->cursor->position;
  int cells = self->puzzle->size * self->puzzle->size;
  gsize start;
  g_autoptr(FutoTraceReader) reader = NULL;
  FutoEvent event;

  if (self->frame_position == position)
    return;
  self->frame_position = position;

  /* What this step removed: the prunes since the step began, less what
   * came back. */
  memset (self->removed, 0, cells * sizeof (FutoSet));
  start = position > 0
          ? futo_trace_find_previous (self->trace, position - 1, _lab_trace_player_step_kinds (self), TRUE)
          : SIZE_MAX;
  if (start == SIZE_MAX || position - start > MAX_STEP_SCAN)
    start = position > MAX_STEP_SCAN ? position - MAX_STEP_SCAN : 0;
  self->step_start = start;
  reader = lab_trace_reader_new (self->trace, start);
  for (gsize i = start; i < position && futo_trace_reader_next (reader, &event); i++)
    {
      if (event.cell < 0 || event.value <= 0)
        continue;
      if (event.kind == FUTO_EVENT_PRUNE)
        self->removed[event.cell] |= FUTO_SET_BIT (event.value);
      else if (event.kind == FUTO_EVENT_RESTORE)
        self->removed[event.cell] &= ~FUTO_SET_BIT (event.value);
    }

  memset (self->decisions, 0, cells);
  update_path (self);
  for (guint i = 0; i < self->path->len; i++)
    self->decisions[g_array_index (self->path, FutoEvent, i).cell] = 1;

  if (self->local_search)
    find_conflicts (self);
}

void
lab_trace_player_get_frame (LabTracePlayer *self,
                            FutoTraceFrame *frame)
{
  FutoEvent event;

  g_return_if_fail (LAB_IS_TRACE_PLAYER (self));
  g_return_if_fail (frame != NULL);

  update_frame (self);
  futo_trace_frame_init (frame);
  frame->candidates = self->cursor->candidates;
  frame->values = self->cursor->values;
  frame->removed = self->local_search ? NULL : self->removed;
  frame->decisions = self->decisions;
  frame->conflicts = self->local_search ? self->conflicts : NULL;
  frame->local_search = self->local_search;
  if (lab_trace_player_get_event (self, &event))
    {
      frame->focus_cell = event.cell;
      frame->focus_value = event.value;
      frame->cause_cell = event.cause;
      frame->solution = event.kind == FUTO_EVENT_SOLUTION;
    }
}

/* One walk over the step, with a cursor that follows it, names the reason
 * of every removal as it was at that moment: a sign's bound is the one it
 * used then, not what is left of it now. */
static void
update_reasons (LabTracePlayer *self)
{
  guint64 position = self->cursor->position;
  FutoTraceCursor *then;
  g_autoptr(FutoTraceReader) reader = NULL;
  FutoEvent event;

  update_frame (self);
  if (self->reasons_position == position)
    return;
  self->reasons_position = position;
  if (self->reasons == NULL)
    self->reasons = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  g_hash_table_remove_all (self->reasons);
  if (self->local_search || self->step_start >= position)
    return;

  then = futo_trace_cursor_new (self->trace);
  if (then == NULL)
    return;
  futo_trace_cursor_seek (then, self->step_start);
  reader = lab_trace_reader_new (self->trace, self->step_start);
  for (gsize i = self->step_start; i < position && futo_trace_reader_next (reader, &event); i++)
    {
      futo_trace_cursor_forward (then);
      if (event.kind != FUTO_EVENT_PRUNE || event.cell < 0 || event.value <= 0
          || !(self->removed[event.cell] & FUTO_SET_BIT (event.value)))
        continue;
      /* A value taken, given back and taken again: the last time counts. */
      g_hash_table_insert (self->reasons, GUINT_TO_POINTER ((guint) event.cell * 64 + event.value - 1),
                           lab_trace_describe_removal (self->puzzle, then, &event));
    }
  futo_trace_cursor_free (then);
}

const char *
lab_trace_player_get_removal_reason (LabTracePlayer *self,
                                     int             cell,
                                     int             value)
{
  int n;

  g_return_val_if_fail (LAB_IS_TRACE_PLAYER (self), NULL);

  n = self->puzzle->size;
  if (cell < 0 || cell >= n * n || value < 1 || value > n)
    return NULL;
  update_reasons (self);
  return g_hash_table_lookup (self->reasons, GUINT_TO_POINTER ((guint) cell * 64 + value - 1));
}
