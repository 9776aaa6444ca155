/* futoshiki-trace-player.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The model under the visualizer: a FutoTrace, a cursor into it, and the
 * ways a learner moves that cursor. Traces reach tens of millions of
 * events, so nothing here walks the whole trace on a move: counts come
 * from checkpoints taken once, the search path from a walk back over the
 * decisions only, the step's removals from the events since its start.
 * The second half of the file is that: what the position looks like (the
 * running counts, the search path and the frame the board draws).
 */
#define G_LOG_DOMAIN "lab-trace-player"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "futoshiki-trace-player.h"
#include "futoshiki-trace-arcs.h"
#include "futoshiki-trace-sentence.h"

/* Timer granularity while playing: about a frame. */
#define PLAY_INTERVAL_MS 16
/* Counts are kept every this many events; a count at any position is a
 * checkpoint plus at most this many events. */
#define CHECKPOINT_EVERY 4096
/* How far back the removals of a step are looked for. */
#define MAX_STEP_SCAN 65536
/* How far back the search path is looked for: deep in a long run the
 * first decisions lie millions of events back, and the path is redrawn on
 * every move. */
#define MAX_PATH_SCAN (2 * 1024 * 1024)

struct _FutoshikiTracePlayer
{
  GObject          parent_instance;

  FutoTrace       *trace;
  FutoPuzzle      *puzzle;
  char            *algorithm_id;
  gboolean         local_search;
  FutoTraceCursor *cursor;
  char            *sentence;

  FutoshikiTraceCounts  *checkpoints; /* counts before event i * CHECKPOINT_EVERY */
  gsize            n_checkpoints;
  gsize            counted;      /* events the checkpoints have taken in */
  FutoshikiTraceCounts  counts_end;   /* the counts after them */
  /* A trace someone else owns (a program's run read as it comes) is
   * handed back through this instead of freed. */
  GDestroyNotify   release;
  gpointer         release_data;

  gboolean         playing;
  gboolean         fine;
  /* A fine step's middle phase of a revision (AIspace's "turning red"):
   * at the position after a REVISE, the values its prunes will take are
   * shown without support before they go. */
  gboolean         arc_red;
  double           speed;
  guint            play_source;
  gint64           play_last;
  double           play_debt;  /* steps due but not yet taken */

  /* Caches for the position they were made at, G_MAXUINT64 when stale. */
  guint64          frame_position;
  FutoSet         *removed;
  guint8          *decisions;
  guint8          *conflicts;
  guint64          path_position;
  GArray          *path;
  gsize            step_start;   /* the first event of the frame's step */
  /* Why the step removed each value, (cell * 64 + value - 1) -> sentence,
   * for reasons_position; NULL until asked. */
  guint64          reasons_position;
  GHashTable      *reasons;
};

G_DEFINE_FINAL_TYPE (FutoshikiTracePlayer, futoshiki_trace_player, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_POSITION,
  PROP_LENGTH,
  PROP_PLAYING,
  PROP_SPEED,
  PROP_FINE,
  PROP_SENTENCE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
update_sentence (FutoshikiTracePlayer *self)
{
  g_autofree char *old = g_steal_pointer (&self->sentence);
  FutoEvent event;

  if (self->arc_red && futoshiki_trace_player_get_event (self, &event) && event.kind == FUTO_EVENT_REVISE)
    {
      g_autofree char *cell = futoshiki_trace_cell_name (self->puzzle->size, event.cell);
      g_autofree char *other = futoshiki_trace_cell_name (self->puzzle->size, event.cause);

      self->sentence = g_strdup_printf (_("The arc %s → %s: some values of %s have no support in %s"), cell, other,
                                        cell, other);
    }
  else if (futoshiki_trace_player_get_event (self, &event))
    self->sentence = futoshiki_trace_describe_event (self->puzzle, self->cursor, &event);
  else if (futo_trace_get_length (self->trace) == 0)
    self->sentence = g_strdup (_("The run recorded no events"));
  else
    self->sentence = g_strdup (_("Start: every value is still possible"));
  /* Two events can read alike, "x removed from A1" undone and redone. */
  return g_strcmp0 (old, self->sentence) != 0;
}

/* The kinds of event a step stops before (a bit mask of 1 << kind). */
static unsigned
step_kinds (FutoshikiTracePlayer *self)
{
  if (self->local_search)
    return 1u << FUTO_EVENT_ENERGY | 1u << FUTO_EVENT_SOLUTION;
  return 1u << FUTO_EVENT_ASSIGN | 1u << FUTO_EVENT_BACKTRACK | 1u << FUTO_EVENT_SOLUTION;
}

static void
futoshiki_trace_player_dispose (GObject *object)
{
  FutoshikiTracePlayer *self = FUTOSHIKI_TRACE_PLAYER (object);

  g_clear_handle_id (&self->play_source, g_source_remove);

  G_OBJECT_CLASS (futoshiki_trace_player_parent_class)->dispose (object);
}

static void
futoshiki_trace_player_finalize (GObject *object)
{
  FutoshikiTracePlayer *self = FUTOSHIKI_TRACE_PLAYER (object);

  g_clear_pointer (&self->cursor, futo_trace_cursor_free);
  if (self->release != NULL)
    self->release (self->release_data);
  else
    g_clear_pointer (&self->trace, futo_trace_free);
  self->trace = NULL;
  g_clear_pointer (&self->puzzle, futo_puzzle_free);
  g_free (self->algorithm_id);
  g_free (self->sentence);
  g_free (self->checkpoints);
  g_free (self->removed);
  g_free (self->decisions);
  g_free (self->conflicts);
  g_clear_pointer (&self->path, g_array_unref);
  g_clear_pointer (&self->reasons, g_hash_table_unref);

  G_OBJECT_CLASS (futoshiki_trace_player_parent_class)->finalize (object);
}

static void
futoshiki_trace_player_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  FutoshikiTracePlayer *self = FUTOSHIKI_TRACE_PLAYER (object);

  switch (prop_id)
    {
    case PROP_POSITION:
      g_value_set_uint64 (value, futoshiki_trace_player_get_position (self));
      break;
    case PROP_LENGTH:
      g_value_set_uint64 (value, futoshiki_trace_player_get_length (self));
      break;
    case PROP_PLAYING:
      g_value_set_boolean (value, self->playing);
      break;
    case PROP_SPEED:
      g_value_set_double (value, self->speed);
      break;
    case PROP_FINE:
      g_value_set_boolean (value, self->fine);
      break;
    case PROP_SENTENCE:
      g_value_set_string (value, self->sentence);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
futoshiki_trace_player_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  FutoshikiTracePlayer *self = FUTOSHIKI_TRACE_PLAYER (object);

  switch (prop_id)
    {
    case PROP_POSITION:
      futoshiki_trace_player_set_position (self, g_value_get_uint64 (value));
      break;
    case PROP_PLAYING:
      futoshiki_trace_player_set_playing (self, g_value_get_boolean (value));
      break;
    case PROP_SPEED:
      futoshiki_trace_player_set_speed (self, g_value_get_double (value));
      break;
    case PROP_FINE:
      futoshiki_trace_player_set_fine (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
futoshiki_trace_player_class_init (FutoshikiTracePlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = futoshiki_trace_player_dispose;
  object_class->finalize = futoshiki_trace_player_finalize;
  object_class->get_property = futoshiki_trace_player_get_property;
  object_class->set_property = futoshiki_trace_player_set_property;

  properties[PROP_POSITION] =
    g_param_spec_uint64 ("position", NULL, NULL, 0, G_MAXUINT64, 0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LENGTH] =
    g_param_spec_uint64 ("length", NULL, NULL, 0, G_MAXUINT64, 0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYING] =
    g_param_spec_boolean ("playing", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SPEED] =
    g_param_spec_double ("speed", NULL, NULL, 0.5, 1e6, 4.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FINE] =
    g_param_spec_boolean ("fine", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SENTENCE] =
    g_param_spec_string ("sentence", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
futoshiki_trace_player_init (FutoshikiTracePlayer *self)
{
  self->speed = 4.0;
  self->frame_position = G_MAXUINT64;
  self->path_position = G_MAXUINT64;
  self->reasons_position = G_MAXUINT64;
}

static void
count_event (FutoshikiTraceCounts  *counts,
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

/* Counts every CHECKPOINT_EVERY events, once, for get_counts(): from the
 * start, and for a trace still growing, from where the last call ended. */
static void
extend_checkpoints (FutoshikiTracePlayer *self)
{
  gsize length = futo_trace_get_length (self->trace);
  gsize needed = length / CHECKPOINT_EVERY + 1;
  g_autoptr(FutoTraceReader) reader = NULL;
  FutoEvent event;
  gsize i;

  if (needed > self->n_checkpoints)
    {
      self->checkpoints = g_renew (FutoshikiTraceCounts, self->checkpoints, needed);
      memset (self->checkpoints + self->n_checkpoints, 0,
              (needed - self->n_checkpoints) * sizeof (FutoshikiTraceCounts));
      self->n_checkpoints = needed;
    }
  /* A reader, not a lookup per event: a lookup starts from its block. */
  reader = futoshiki_trace_reader_new (self->trace, self->counted);
  for (i = self->counted; i < length && futo_trace_reader_next (reader, &event); i++)
    {
      if (i % CHECKPOINT_EVERY == 0)
        self->checkpoints[i / CHECKPOINT_EVERY] = self->counts_end;
      count_event (&self->counts_end, &event);
    }
  self->counted = i;
  if (i % CHECKPOINT_EVERY == 0)
    self->checkpoints[i / CHECKPOINT_EVERY] = self->counts_end;
}

static FutoshikiTracePlayer *
player_new (FutoTrace        *trace,
            const FutoPuzzle *puzzle,
            const char       *algorithm_id,
            gboolean          local_search)
{
  FutoshikiTracePlayer *self;
  int cells;

  self = g_object_new (FUTOSHIKI_TYPE_TRACE_PLAYER, NULL);
  self->trace = trace;
  self->puzzle = futo_puzzle_copy (puzzle);
  self->algorithm_id = g_strdup (algorithm_id);
  self->local_search = local_search;
  self->cursor = futo_trace_cursor_new (trace);
  /* As g_new() does when memory runs out. */
  if (self->cursor == NULL)
    g_error ("Out of memory for a trace cursor");
  cells = puzzle->size * puzzle->size;
  self->removed = g_new0 (FutoSet, cells);
  self->decisions = g_new0 (guint8, cells);
  self->conflicts = g_new0 (guint8, cells);
  self->path = g_array_new (FALSE, FALSE, sizeof (FutoEvent));
  extend_checkpoints (self);
  update_sentence (self);
  return self;
}

FutoshikiTracePlayer *
futoshiki_trace_player_new (FutoTrace        *trace,
                            const FutoPuzzle *puzzle,
                            const char       *algorithm_id,
                            gboolean          local_search)
{
  g_return_val_if_fail (trace != NULL, NULL);
  /* The trace is ours from here on, even when it cannot be played. */
  if (puzzle == NULL || futo_trace_get_size (trace) != puzzle->size)
    {
      futo_trace_free (trace);
      g_return_val_if_reached (NULL);
    }
  return player_new (trace, puzzle, algorithm_id, local_search);
}

FutoshikiTracePlayer *
futoshiki_trace_player_new_borrowed (const FutoTrace  *trace,
                                     const FutoPuzzle *puzzle,
                                     const char       *algorithm_id,
                                     gboolean          local_search,
                                     GDestroyNotify    release,
                                     gpointer          release_data)
{
  FutoshikiTracePlayer *self;

  g_return_val_if_fail (trace != NULL, NULL);
  g_return_val_if_fail (puzzle != NULL && futo_trace_get_size (trace) == puzzle->size, NULL);

  /* The trace is only read, never changed, here: it is const in spirit. */
  self = player_new ((FutoTrace *) trace, puzzle, algorithm_id, local_search);
  self->release = release;
  self->release_data = release_data;
  return self;
}

void
futoshiki_trace_player_update_length (FutoshikiTracePlayer *self)
{
  g_return_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self));

  if (self->counted == futo_trace_get_length (self->trace))
    return;
  extend_checkpoints (self);
  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LENGTH]);
  /* "No events" at the start becomes "every value is still possible". */
  if (update_sentence (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SENTENCE]);
  g_object_thaw_notify (G_OBJECT (self));
}

FutoTraceReader *
futoshiki_trace_reader_new (const FutoTrace *trace,
                            gsize            from)
{
  FutoTraceReader *reader = futo_trace_reader_new (trace, from);

  if (reader == NULL)
    g_error ("%s: out of memory", G_STRLOC);
  return reader;
}

const FutoTrace *
futoshiki_trace_player_get_trace (FutoshikiTracePlayer *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self), NULL);
  return self->trace;
}

const FutoPuzzle *
futoshiki_trace_player_get_puzzle (FutoshikiTracePlayer *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self), NULL);
  return self->puzzle;
}

const char *
futoshiki_trace_player_get_algorithm_id (FutoshikiTracePlayer *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self), NULL);
  return self->algorithm_id;
}

gboolean
futoshiki_trace_player_get_local_search (FutoshikiTracePlayer *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self), FALSE);
  return self->local_search;
}

const FutoTraceCursor *
futoshiki_trace_player_get_cursor (FutoshikiTracePlayer *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self), NULL);
  return self->cursor;
}

guint64
futoshiki_trace_player_get_length (FutoshikiTracePlayer *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self), 0);
  return futo_trace_get_length (self->trace);
}

guint64
futoshiki_trace_player_get_position (FutoshikiTracePlayer *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self), 0);
  return self->cursor->position;
}

void
futoshiki_trace_player_set_position (FutoshikiTracePlayer *self,
                                     guint64         position)
{
  guint64 length;

  g_return_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self));

  length = futo_trace_get_length (self->trace);
  position = MIN (position, length);
  if (position == self->cursor->position)
    return;
  self->arc_red = FALSE;

  /* One event either way is the common case while stepping finely and is
   * cheaper than a seek from a keyframe. */
  if (position == self->cursor->position + 1)
    futo_trace_cursor_forward (self->cursor);
  else if (position + 1 == self->cursor->position)
    futo_trace_cursor_back (self->cursor);
  else
    futo_trace_cursor_seek (self->cursor, position);

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
  if (update_sentence (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SENTENCE]);
  /* Playing stops at the end by itself. */
  if (position == length && self->playing)
    futoshiki_trace_player_set_playing (self, FALSE);
  g_object_thaw_notify (G_OBJECT (self));
}

gboolean
futoshiki_trace_player_get_event (FutoshikiTracePlayer *self,
                                  FutoEvent      *event)
{
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self), FALSE);

  if (self->cursor->position == 0)
    return FALSE;
  return futo_trace_get_event (self->trace, self->cursor->position - 1, event);
}

const char *
futoshiki_trace_player_get_sentence (FutoshikiTracePlayer *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self), NULL);
  return self->sentence;
}

static gboolean
move_to (FutoshikiTracePlayer *self,
         guint64         position)
{
  guint64 before = self->cursor->position;

  futoshiki_trace_player_set_position (self, position);
  return self->cursor->position != before;
}

/* Steps land just before a decision (or backtrack, or iteration), so that
 * the board shows the previous one with everything it caused. */
gboolean
futoshiki_trace_player_step (FutoshikiTracePlayer *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self), FALSE);

  return move_to (self, futo_trace_find_next (self->trace, self->cursor->position + 1,
                                              step_kinds (self), TRUE));
}

gboolean
futoshiki_trace_player_step_back (FutoshikiTracePlayer *self)
{
  gsize found;

  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self), FALSE);

  if (self->cursor->position == 0)
    return FALSE;
  found = futo_trace_find_previous (self->trace, self->cursor->position - 1, step_kinds (self), TRUE);
  return move_to (self, found == SIZE_MAX ? 0 : found);
}

/* The red phase of a revision on or off, at the same position. */
static void
set_arc_red (FutoshikiTracePlayer *self,
             gboolean              red)
{
  self->arc_red = red;
  g_object_freeze_notify (G_OBJECT (self));
  /* The frame changed, if not the position. */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
  if (update_sentence (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SENTENCE]);
  g_object_thaw_notify (G_OBJECT (self));
}

/* A fine step is one event, but for arc consistency's: the arcs queued
 * together join at once, and a revision that removes values takes AIspace's
 * three steps: the arc (after its REVISE), its values without support
 * (the same position, red), the values pruned (after its prunes). */
gboolean
futoshiki_trace_player_fine_step (FutoshikiTracePlayer *self)
{
  FutoshikiRevision revision;
  FutoEvent event;
  guint64 position;

  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self), FALSE);

  position = self->cursor->position;
  futoshiki_trace_revision_at (self->trace, position, &revision);
  if (revision.arc.cell >= 0 && revision.end > position)
    {
      if (!self->arc_red && !revision.pruned)
        {
          set_arc_red (self, TRUE);
          return TRUE;
        }
      return move_to (self, revision.end);
    }
  if (futo_trace_get_event (self->trace, position, &event) && event.kind == FUTO_EVENT_QUEUE)
    return move_to (self, futoshiki_trace_skip_queued (self->trace, position));
  return move_to (self, position + 1);
}

gboolean
futoshiki_trace_player_fine_step_back (FutoshikiTracePlayer *self)
{
  FutoshikiRevision revision;
  FutoEvent event;
  guint64 position;

  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self), FALSE);

  position = self->cursor->position;
  if (self->arc_red)
    {
      set_arc_red (self, FALSE);
      return TRUE;
    }
  if (position == 0)
    return FALSE;
  futoshiki_trace_revision_at (self->trace, position, &revision);
  if (revision.arc.cell >= 0 && revision.pruned)
    {
      move_to (self, revision.start);
      set_arc_red (self, TRUE);
      return TRUE;
    }
  if (futo_trace_get_event (self->trace, position - 1, &event) && event.kind == FUTO_EVENT_QUEUE)
    return move_to (self, futoshiki_trace_back_queued (self->trace, position));
  return move_to (self, position - 1);
}

gboolean
futoshiki_trace_player_go_start (FutoshikiTracePlayer *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self), FALSE);
  return move_to (self, 0);
}

gboolean
futoshiki_trace_player_go_end (FutoshikiTracePlayer *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self), FALSE);
  return move_to (self, futo_trace_get_length (self->trace));
}

gboolean
futoshiki_trace_player_next_backtrack (FutoshikiTracePlayer *self)
{
  gsize found;

  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self), FALSE);

  found = futo_trace_find_next (self->trace, self->cursor->position + 1,
                                1u << FUTO_EVENT_BACKTRACK, FALSE);
  if (found >= futo_trace_get_length (self->trace))
    return FALSE;
  return move_to (self, found);
}

gboolean
futoshiki_trace_player_next_solution (FutoshikiTracePlayer *self)
{
  gsize found;

  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self), FALSE);

  found = futo_trace_find_next (self->trace, self->cursor->position,
                                1u << FUTO_EVENT_SOLUTION, FALSE);
  if (found >= futo_trace_get_length (self->trace))
    return FALSE;
  return move_to (self, found + 1);
}

static gboolean
play_tick (gpointer data)
{
  FutoshikiTracePlayer *self = data;
  gint64 now = g_get_monotonic_time ();

  self->play_debt += (now - self->play_last) * self->speed / G_USEC_PER_SEC;
  self->play_last = now;
  /* Fast speeds take several steps a tick; a fine step is one event, so
   * many of them are one seek. */
  if (self->fine && self->play_debt >= 1)
    {
      guint64 steps = (guint64) self->play_debt;

      self->play_debt -= steps;
      futoshiki_trace_player_set_position (self, self->cursor->position + steps);
    }
  else
    {
      guint64 target = self->cursor->position;
      gboolean moved = FALSE;

      while (self->play_debt >= 1)
        {
          gsize next = futo_trace_find_next (self->trace, target + 1, step_kinds (self), TRUE);

          self->play_debt -= 1;
          moved = TRUE;
          target = next;
          if (next >= futo_trace_get_length (self->trace))
            break;
        }
      if (moved)
        futoshiki_trace_player_set_position (self, target);
    }
  if (!self->playing)
    {
      self->play_source = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

gboolean
futoshiki_trace_player_get_playing (FutoshikiTracePlayer *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self), FALSE);
  return self->playing;
}

void
futoshiki_trace_player_set_playing (FutoshikiTracePlayer *self,
                                    gboolean        playing)
{
  g_return_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self));

  playing = !!playing;
  /* Play at the end starts over, as media players do. */
  if (playing && self->cursor->position >= futo_trace_get_length (self->trace))
    {
      if (futo_trace_get_length (self->trace) == 0)
        return;
      futoshiki_trace_player_set_position (self, 0);
    }
  if (self->playing == playing)
    return;

  self->playing = playing;
  if (playing)
    {
      self->play_last = g_get_monotonic_time ();
      self->play_debt = 1; /* the first step at once: the press shows */
      if (self->play_source == 0)
        self->play_source = g_timeout_add (PLAY_INTERVAL_MS, play_tick, self);
    }
  else
    g_clear_handle_id (&self->play_source, g_source_remove);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYING]);
  if (playing)
    play_tick (self);
}

double
futoshiki_trace_player_get_speed (FutoshikiTracePlayer *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self), 0);
  return self->speed;
}

void
futoshiki_trace_player_set_speed (FutoshikiTracePlayer *self,
                                  double          speed)
{
  g_return_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self));

  speed = CLAMP (speed, 0.5, 1e6);
  if (speed == self->speed)
    return;
  self->speed = speed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPEED]);
}

gboolean
futoshiki_trace_player_get_fine (FutoshikiTracePlayer *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self), FALSE);
  return self->fine;
}

void
futoshiki_trace_player_set_fine (FutoshikiTracePlayer *self,
                                 gboolean        fine)
{
  g_return_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self));

  fine = !!fine;
  if (fine == self->fine)
    return;
  self->fine = fine;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FINE]);
}

/* What the position looks like */

void
futoshiki_trace_player_get_counts (FutoshikiTracePlayer *self,
                                   FutoshikiTraceCounts *counts)
{
  guint64 position;
  gsize from;
  g_autoptr(FutoTraceReader) reader = NULL;
  FutoEvent event;

  g_return_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self));
  g_return_if_fail (counts != NULL);

  position = self->cursor->position;
  from = position / CHECKPOINT_EVERY;
  *counts = self->checkpoints[from];
  reader = futoshiki_trace_reader_new (self->trace, from * CHECKPOINT_EVERY);
  for (gsize i = from * CHECKPOINT_EVERY; i < position && futo_trace_reader_next (reader, &event); i++)
    count_event (counts, &event);
}

/* The decisions still standing, found walking back over decisions only:
 * each one deeper than the next found and whose value its cell still
 * holds is on the stack; abandoned branches fail one test or the other. */
static void
update_path (FutoshikiTracePlayer *self)
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
  reader = futoshiki_trace_reader_new (self->trace, position);
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
futoshiki_trace_player_get_path (FutoshikiTracePlayer *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self), NULL);

  update_path (self);
  return self->path;
}

static void
update_frame (FutoshikiTracePlayer *self)
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
          ? futo_trace_find_previous (self->trace, position - 1, step_kinds (self), TRUE)
          : SIZE_MAX;
  if (start == SIZE_MAX || position - start > MAX_STEP_SCAN)
    start = position > MAX_STEP_SCAN ? position - MAX_STEP_SCAN : 0;
  self->step_start = start;
  reader = futoshiki_trace_reader_new (self->trace, start);
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
    futo_render_trace_find_conflicts (self->puzzle, self->cursor->values, self->conflicts);
}

void
futoshiki_trace_player_get_frame (FutoshikiTracePlayer *self,
                                  FutoTraceFrame *frame)
{
  FutoEvent event;

  g_return_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self));
  g_return_if_fail (frame != NULL);

  update_frame (self);
  futo_render_trace_frame_init (frame);
  frame->candidates = self->cursor->candidates;
  frame->values = self->cursor->values;
  frame->removed = self->local_search ? NULL : self->removed;
  frame->decisions = self->decisions;
  frame->conflicts = self->local_search ? self->conflicts : NULL;
  frame->local_search = self->local_search;
  if (futoshiki_trace_player_get_event (self, &event))
    {
      frame->focus_cell = event.cell;
      frame->focus_value = event.value;
      frame->cause_cell = event.cause;
      frame->solution = event.kind == FUTO_EVENT_SOLUTION;
    }
  if (!self->local_search)
    futoshiki_trace_frame_mark_revision (frame, self->trace, self->cursor->position, self->arc_red);
}

/* One walk over the step, with a cursor that follows it, names the reason
 * of every removal as it was at that moment: a sign's bound is the one it
 * used then, not what is left of it now. */
static void
update_reasons (FutoshikiTracePlayer *self)
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
  reader = futoshiki_trace_reader_new (self->trace, self->step_start);
  for (gsize i = self->step_start; i < position && futo_trace_reader_next (reader, &event); i++)
    {
      futo_trace_cursor_forward (then);
      if (event.kind != FUTO_EVENT_PRUNE || event.cell < 0 || event.value <= 0
          || !(self->removed[event.cell] & FUTO_SET_BIT (event.value)))
        continue;
      /* A value taken, given back and taken again: the last time counts. */
      g_hash_table_insert (self->reasons, GUINT_TO_POINTER ((guint) event.cell * 64 + event.value - 1),
                           futoshiki_trace_describe_removal (self->puzzle, then, &event));
    }
  futo_trace_cursor_free (then);
}

const char *
futoshiki_trace_player_get_removal_reason (FutoshikiTracePlayer *self,
                                           int             cell,
                                           int             value)
{
  int n;

  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (self), NULL);

  n = self->puzzle->size;
  if (cell < 0 || cell >= n * n || value < 1 || value > n)
    return NULL;
  update_reasons (self);
  return g_hash_table_lookup (self->reasons, GUINT_TO_POINTER ((guint) cell * 64 + value - 1));
}
