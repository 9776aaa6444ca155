/* lab-trace-player.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The model under the visualizer: a FutoTrace, a cursor into it, and the
 * ways a learner moves that cursor. Traces reach tens of millions of
 * events, so nothing here walks the whole trace on a move: counts come
 * from checkpoints taken once, the search path from a walk back over the
 * decisions only, the step's removals from the events since its start.
 */
#define G_LOG_DOMAIN "lab-trace-player"

#include "config.h"

#include <glib/gi18n.h>

#include "lab-trace-player-private.h"
#include "lab-trace-sentence.h"

/* Timer granularity while playing: about a frame. */
#define PLAY_INTERVAL_MS 16

G_DEFINE_FINAL_TYPE (LabTracePlayer, lab_trace_player, G_TYPE_OBJECT)

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
update_sentence (LabTracePlayer *self)
{
  g_autofree char *old = g_steal_pointer (&self->sentence);
  FutoEvent event;

  if (lab_trace_player_get_event (self, &event))
    self->sentence = lab_trace_describe_event (self->puzzle, self->cursor, &event);
  else if (futo_trace_get_length (self->trace) == 0)
    self->sentence = g_strdup (_("The run recorded no events"));
  else
    self->sentence = g_strdup (_("Start: every value is still possible"));
  /* Two events can read alike, "x removed from A1" undone and redone. */
  return g_strcmp0 (old, self->sentence) != 0;
}

static void
lab_trace_player_dispose (GObject *object)
{
  LabTracePlayer *self = LAB_TRACE_PLAYER (object);

  g_clear_handle_id (&self->play_source, g_source_remove);

  G_OBJECT_CLASS (lab_trace_player_parent_class)->dispose (object);
}

static void
lab_trace_player_finalize (GObject *object)
{
  LabTracePlayer *self = LAB_TRACE_PLAYER (object);

  g_clear_pointer (&self->cursor, futo_trace_cursor_free);
  g_clear_pointer (&self->trace, futo_trace_free);
  g_clear_pointer (&self->puzzle, futo_puzzle_free);
  g_free (self->algorithm_id);
  g_free (self->sentence);
  g_free (self->checkpoints);
  g_free (self->removed);
  g_free (self->decisions);
  g_free (self->conflicts);
  g_clear_pointer (&self->path, g_array_unref);
  g_clear_pointer (&self->reasons, g_hash_table_unref);

  G_OBJECT_CLASS (lab_trace_player_parent_class)->finalize (object);
}

static void
lab_trace_player_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  LabTracePlayer *self = LAB_TRACE_PLAYER (object);

  switch (prop_id)
    {
    case PROP_POSITION:
      g_value_set_uint64 (value, lab_trace_player_get_position (self));
      break;
    case PROP_LENGTH:
      g_value_set_uint64 (value, lab_trace_player_get_length (self));
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
lab_trace_player_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  LabTracePlayer *self = LAB_TRACE_PLAYER (object);

  switch (prop_id)
    {
    case PROP_POSITION:
      lab_trace_player_set_position (self, g_value_get_uint64 (value));
      break;
    case PROP_PLAYING:
      lab_trace_player_set_playing (self, g_value_get_boolean (value));
      break;
    case PROP_SPEED:
      lab_trace_player_set_speed (self, g_value_get_double (value));
      break;
    case PROP_FINE:
      lab_trace_player_set_fine (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_trace_player_class_init (LabTracePlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = lab_trace_player_dispose;
  object_class->finalize = lab_trace_player_finalize;
  object_class->get_property = lab_trace_player_get_property;
  object_class->set_property = lab_trace_player_set_property;

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
lab_trace_player_init (LabTracePlayer *self)
{
  self->speed = 4.0;
  self->frame_position = G_MAXUINT64;
  self->path_position = G_MAXUINT64;
  self->reasons_position = G_MAXUINT64;
}

LabTracePlayer *
lab_trace_player_new (FutoTrace        *trace,
                      const FutoPuzzle *puzzle,
                      const char       *algorithm_id,
                      gboolean          local_search)
{
  LabTracePlayer *self;
  int cells;

  g_return_val_if_fail (trace != NULL, NULL);
  /* The trace is ours from here on, even when it cannot be played. */
  if (puzzle == NULL || futo_trace_get_size (trace) != puzzle->size)
    {
      futo_trace_free (trace);
      g_return_val_if_reached (NULL);
    }

  self = g_object_new (LAB_TYPE_TRACE_PLAYER, NULL);
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
  _lab_trace_player_build_checkpoints (self);
  update_sentence (self);
  return self;
}

FutoTraceReader *
lab_trace_reader_new (const FutoTrace *trace,
                      gsize            from)
{
  FutoTraceReader *reader = futo_trace_reader_new (trace, from);

  if (reader == NULL)
    g_error ("%s: out of memory", G_STRLOC);
  return reader;
}

const FutoTrace *
lab_trace_player_get_trace (LabTracePlayer *self)
{
  g_return_val_if_fail (LAB_IS_TRACE_PLAYER (self), NULL);
  return self->trace;
}

const FutoPuzzle *
lab_trace_player_get_puzzle (LabTracePlayer *self)
{
  g_return_val_if_fail (LAB_IS_TRACE_PLAYER (self), NULL);
  return self->puzzle;
}

const char *
lab_trace_player_get_algorithm_id (LabTracePlayer *self)
{
  g_return_val_if_fail (LAB_IS_TRACE_PLAYER (self), NULL);
  return self->algorithm_id;
}

gboolean
lab_trace_player_get_local_search (LabTracePlayer *self)
{
  g_return_val_if_fail (LAB_IS_TRACE_PLAYER (self), FALSE);
  return self->local_search;
}

const FutoTraceCursor *
lab_trace_player_get_cursor (LabTracePlayer *self)
{
  g_return_val_if_fail (LAB_IS_TRACE_PLAYER (self), NULL);
  return self->cursor;
}

guint64
lab_trace_player_get_length (LabTracePlayer *self)
{
  g_return_val_if_fail (LAB_IS_TRACE_PLAYER (self), 0);
  return futo_trace_get_length (self->trace);
}

guint64
lab_trace_player_get_position (LabTracePlayer *self)
{
  g_return_val_if_fail (LAB_IS_TRACE_PLAYER (self), 0);
  return self->cursor->position;
}

void
lab_trace_player_set_position (LabTracePlayer *self,
                               guint64         position)
{
  guint64 length;

  g_return_if_fail (LAB_IS_TRACE_PLAYER (self));

  length = futo_trace_get_length (self->trace);
  position = MIN (position, length);
  if (position == self->cursor->position)
    return;

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
    lab_trace_player_set_playing (self, FALSE);
  g_object_thaw_notify (G_OBJECT (self));
}

gboolean
lab_trace_player_get_event (LabTracePlayer *self,
                            FutoEvent      *event)
{
  g_return_val_if_fail (LAB_IS_TRACE_PLAYER (self), FALSE);

  if (self->cursor->position == 0)
    return FALSE;
  return futo_trace_get_event (self->trace, self->cursor->position - 1, event);
}

const char *
lab_trace_player_get_sentence (LabTracePlayer *self)
{
  g_return_val_if_fail (LAB_IS_TRACE_PLAYER (self), NULL);
  return self->sentence;
}

static gboolean
move_to (LabTracePlayer *self,
         guint64         position)
{
  guint64 before = self->cursor->position;

  lab_trace_player_set_position (self, position);
  return self->cursor->position != before;
}

/* Steps land just before a decision (or backtrack, or iteration), so that
 * the board shows the previous one with everything it caused. */
gboolean
lab_trace_player_step (LabTracePlayer *self)
{
  g_return_val_if_fail (LAB_IS_TRACE_PLAYER (self), FALSE);

  return move_to (self, futo_trace_find_next (self->trace, self->cursor->position + 1,
                                              _lab_trace_player_step_kinds (self), TRUE));
}

gboolean
lab_trace_player_step_back (LabTracePlayer *self)
{
  gsize found;

  g_return_val_if_fail (LAB_IS_TRACE_PLAYER (self), FALSE);

  if (self->cursor->position == 0)
    return FALSE;
  found = futo_trace_find_previous (self->trace, self->cursor->position - 1, _lab_trace_player_step_kinds (self), TRUE);
  return move_to (self, found == SIZE_MAX ? 0 : found);
}

gboolean
lab_trace_player_fine_step (LabTracePlayer *self)
{
  g_return_val_if_fail (LAB_IS_TRACE_PLAYER (self), FALSE);
  return move_to (self, self->cursor->position + 1);
}

gboolean
lab_trace_player_fine_step_back (LabTracePlayer *self)
{
  g_return_val_if_fail (LAB_IS_TRACE_PLAYER (self), FALSE);
  return self->cursor->position > 0 && move_to (self, self->cursor->position - 1);
}

gboolean
lab_trace_player_go_start (LabTracePlayer *self)
{
  g_return_val_if_fail (LAB_IS_TRACE_PLAYER (self), FALSE);
  return move_to (self, 0);
}

gboolean
lab_trace_player_go_end (LabTracePlayer *self)
{
  g_return_val_if_fail (LAB_IS_TRACE_PLAYER (self), FALSE);
  return move_to (self, futo_trace_get_length (self->trace));
}

gboolean
lab_trace_player_next_backtrack (LabTracePlayer *self)
{
  gsize found;

  g_return_val_if_fail (LAB_IS_TRACE_PLAYER (self), FALSE);

  found = futo_trace_find_next (self->trace, self->cursor->position + 1,
                                1u << FUTO_EVENT_BACKTRACK, FALSE);
  if (found >= futo_trace_get_length (self->trace))
    return FALSE;
  return move_to (self, found);
}

gboolean
lab_trace_player_next_solution (LabTracePlayer *self)
{
  gsize found;

  g_return_val_if_fail (LAB_IS_TRACE_PLAYER (self), FALSE);

  found = futo_trace_find_next (self->trace, self->cursor->position,
                                1u << FUTO_EVENT_SOLUTION, FALSE);
  if (found >= futo_trace_get_length (self->trace))
    return FALSE;
  return move_to (self, found + 1);
}

static gboolean
play_tick (gpointer data)
{
  LabTracePlayer *self = data;
  gint64 now = g_get_monotonic_time ();

  self->play_debt += (now - self->play_last) * self->speed / G_USEC_PER_SEC;
  self->play_last = now;
  /* Fast speeds take several steps a tick; a fine step is one event, so
   * many of them are one seek. */
  if (self->fine && self->play_debt >= 1)
    {
      guint64 steps = (guint64) self->play_debt;

      self->play_debt -= steps;
      lab_trace_player_set_position (self, self->cursor->position + steps);
    }
  else
    {
      guint64 target = self->cursor->position;
      gboolean moved = FALSE;

      while (self->play_debt >= 1)
        {
          gsize next = futo_trace_find_next (self->trace, target + 1, _lab_trace_player_step_kinds (self), TRUE);

          self->play_debt -= 1;
          moved = TRUE;
          target = next;
          if (next >= futo_trace_get_length (self->trace))
            break;
        }
      if (moved)
        lab_trace_player_set_position (self, target);
    }
  if (!self->playing)
    {
      self->play_source = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

gboolean
lab_trace_player_get_playing (LabTracePlayer *self)
{
  g_return_val_if_fail (LAB_IS_TRACE_PLAYER (self), FALSE);
  return self->playing;
}

void
lab_trace_player_set_playing (LabTracePlayer *self,
                              gboolean        playing)
{
  g_return_if_fail (LAB_IS_TRACE_PLAYER (self));

  playing = !!playing;
  /* Play at the end starts over, as media players do. */
  if (playing && self->cursor->position >= futo_trace_get_length (self->trace))
    {
      if (futo_trace_get_length (self->trace) == 0)
        return;
      lab_trace_player_set_position (self, 0);
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
lab_trace_player_get_speed (LabTracePlayer *self)
{
  g_return_val_if_fail (LAB_IS_TRACE_PLAYER (self), 0);
  return self->speed;
}

void
lab_trace_player_set_speed (LabTracePlayer *self,
                            double          speed)
{
  g_return_if_fail (LAB_IS_TRACE_PLAYER (self));

  speed = CLAMP (speed, 0.5, 1e6);
  if (speed == self->speed)
    return;
  self->speed = speed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPEED]);
}

gboolean
lab_trace_player_get_fine (LabTracePlayer *self)
{
  g_return_val_if_fail (LAB_IS_TRACE_PLAYER (self), FALSE);
  return self->fine;
}

void
lab_trace_player_set_fine (LabTracePlayer *self,
                           gboolean        fine)
{
  g_return_if_fail (LAB_IS_TRACE_PLAYER (self));

  fine = !!fine;
  if (fine == self->fine)
    return;
  self->fine = fine;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FINE]);
}
