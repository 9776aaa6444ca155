/* lab-window-lesson.c: a lesson step shown on the window's board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * win.lessons opens the Lessons window (LabLessonWindow) beside this
 * one. For each step it asks this window to show it: the step's puzzle
 * replaces the document (after the usual question about unsaved
 * changes; the same puzzle is kept, with its recordings), the visualizer
 * records the step's method as Record would, and once the run is there
 * the player jumps to the step's moment and the board frames its cells.
 * A recording already made of the same method on the same puzzle is
 * reused, so that stepping through a lesson does not run it again.
 */
#define G_LOG_DOMAIN "lab-window-lesson"

#include "config.h"

#include <glib/gi18n.h>

#include "lab-lesson-window.h"
#include "lab-window-private.h"

/* The task waiting for its run; returned exactly once. */
typedef struct
{
  GTask    *task;
  gboolean  opened;
} Pending;

static void
pending_free (Pending *pending)
{
  /* The user kept the unsaved document: the step is not shown. */
  if (!pending->opened)
    g_task_return_new_error (pending->task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                             _("The puzzle of the step was not opened"));
  g_object_unref (pending->task);
  g_free (pending);
}

static void
mark_cells (LabWindow     *self,
            FutoshikiLessonStep *step)
{
  int n_highlight, n_related;
  const int *highlight = futoshiki_lesson_step_get_highlight (step, &n_highlight);
  const int *related = futoshiki_lesson_step_get_related (step, &n_related);

  lab_board_set_hint_cells (self->board, related, n_related, highlight, n_highlight, NULL, 0);
}

/* The run is recorded: to the moment, and the cells framed. */
static void
jump (LabWindow      *self,
      GTask          *task,
      FutoshikiTracePlayer *player)
{
  FutoshikiLessonStep *step = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  guint64 position = 0;

  if (!futoshiki_lesson_moment_resolve (futoshiki_lesson_step_get_moment (step), futoshiki_trace_player_get_trace (player),
                                        &position, &error))
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                               /* Translators: %s is a moment as the lesson names it, then why
                                * the run does not reach it */
                               _("The run does not reach “%s”: %s"),
                               futoshiki_lesson_step_get_moment_text (step), error->message);
      return;
    }
  futoshiki_trace_player_set_playing (player, FALSE);
  futoshiki_trace_player_set_position (player, position);
  mark_cells (self, step);
  g_task_return_boolean (task, TRUE);
}

static gboolean
player_fits (FutoshikiTracePlayer *player,
             FutoshikiLessonStep  *step)
{
  return player != NULL
         && g_strcmp0 (futoshiki_trace_player_get_algorithm_id (player), futoshiki_lesson_step_get_method (step)) == 0
         && futo_puzzle_equal (futoshiki_trace_player_get_puzzle (player), futoshiki_lesson_step_get_puzzle (step));
}

/* Moves the waiting task on: to its moment once its run is shown;
 * otherwise, once the visualizer is free, it records the run (a
 * recording of another method or puzzle still going is cancelled first,
 * as a new puzzle cancels it); a recording that ended without the run
 * (cancelled, failed) ends the task. */
static void
advance (LabWindow *self)
{
  FutoshikiTracePlayer *player = lab_visualizer_get_player (self->visualizer);
  FutoshikiLessonStep *step;
  g_autoptr(GTask) task = NULL;

  if (self->lesson_task == NULL)
    return;
  step = g_task_get_task_data (self->lesson_task);
  if (player_fits (player, step))
    {
      task = g_steal_pointer (&self->lesson_task);
      jump (self, task, player);
      return;
    }
  if (lab_visualizer_get_recording (self->visualizer))
    {
      if (self->lesson_recording
          && g_strcmp0 (lab_visualizer_get_algorithm_id (self->visualizer), futoshiki_lesson_step_get_method (step)) == 0)
        return;
      lab_visualizer_cancel (self->visualizer);
      return;
    }
  if (!self->lesson_recording)
    {
      self->lesson_recording = TRUE;
      lab_visualizer_set_algorithm_id (self->visualizer, futoshiki_lesson_step_get_method (step));
      lab_visualizer_record (self->visualizer);
      if (lab_visualizer_get_recording (self->visualizer))
        return;
    }
  task = g_steal_pointer (&self->lesson_task);
  g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, _("The method’s run could not be recorded"));
}

/* The visualizer says a recording ended before it shows its player:
 * the task looks once that is done. */
static gboolean
advance_idle (gpointer data)
{
  advance (data);
  return G_SOURCE_REMOVE;
}

static void
on_recording_changed (LabWindow *self)
{
  if (self->lesson_task != NULL && !lab_visualizer_get_recording (self->visualizer))
    g_idle_add_full (G_PRIORITY_DEFAULT, advance_idle, g_object_ref (self), g_object_unref);
}

static void
on_player_changed (LabWindow *self)
{
  if (lab_visualizer_get_player (self->visualizer) != NULL)
    advance (self);
}

static void
record_step (LabWindow *self,
             GTask     *task)
{
  g_action_group_change_action_state (G_ACTION_GROUP (self), "visualize", g_variant_new_boolean (TRUE));
  self->lesson_task = g_object_ref (task);
  self->lesson_recording = FALSE;
  advance (self);
}

static void
open_step_puzzle (LabWindow *self,
                  gpointer   data)
{
  Pending *pending = data;
  FutoshikiLessonStep *step = g_task_get_task_data (pending->task);
  const FutoPuzzle *puzzle = futoshiki_lesson_step_get_puzzle (step);

  pending->opened = TRUE;
  if (self->document == NULL || !futo_puzzle_equal (futoshiki_document_get_puzzle (self->document), puzzle))
    {
      FutoGame *game = futo_game_new (futo_puzzle_copy (puzzle));
      FutoshikiLesson *lesson = self->lessons_window != NULL
                                ? lab_lesson_window_get_lesson (LAB_LESSON_WINDOW (self->lessons_window))
                                : NULL;

      /* Named after the lesson it belongs to, in the user's language, not
       * "Untitled" ("Unbenannt" in German, issue 32): the puzzle stays
       * while the steps go by, and a step's heading would name only the
       * first of them. A step shown without the Lessons window (a script,
       * a test) is named after itself. */
      futo_game_set_string (&game->title, lesson != NULL ? futoshiki_lesson_get_title (lesson)
                                                         : futoshiki_lesson_step_get_title (step));
      lab_window_set_game (self, game, NULL);
    }
  if (futoshiki_lesson_step_get_method (step) != NULL)
    {
      record_step (self, pending->task);
      return;
    }
  /* Text and cells only: the game's board. */
  g_action_group_change_action_state (G_ACTION_GROUP (self), "visualize", g_variant_new_boolean (FALSE));
  mark_cells (self, step);
  g_task_return_boolean (pending->task, TRUE);
}

/**
 * lab_window_show_lesson_step_async:
 *
 * Opens the step's puzzle, records its method and jumps to its moment
 * (see the file's comment). A step of text only finishes at once. A
 * second call drops the step the first one was waiting for.
 */
void
lab_window_show_lesson_step_async (LabWindow           *self,
                                   FutoshikiLessonStep       *step,
                                   GCancellable        *cancellable,
                                   GAsyncReadyCallback  callback,
                                   gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  Pending *pending;

  g_return_if_fail (LAB_IS_WINDOW (self));
  g_return_if_fail (FUTOSHIKI_IS_LESSON_STEP (step));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, lab_window_show_lesson_step_async);
  g_task_set_task_data (task, g_object_ref (step), g_object_unref);

  if (self->lesson_task != NULL)
    {
      g_autoptr(GTask) dropped = g_steal_pointer (&self->lesson_task);

      g_task_return_new_error (dropped, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                               _("Another step was chosen"));
    }
  if (futoshiki_lesson_step_get_puzzle (step) == NULL)
    {
      g_task_return_boolean (task, TRUE);
      return;
    }
  pending = g_new0 (Pending, 1);
  pending->task = g_object_ref (task);
  _lab_window_confirm_discard (self, open_step_puzzle, pending, (GDestroyNotify) pending_free);
}

gboolean
lab_window_show_lesson_step_finish (LabWindow     *self,
                                    GAsyncResult  *result,
                                    GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
host_show_step_async (LabLessonHost       *host,
                      FutoshikiLessonStep *step,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  lab_window_show_lesson_step_async (LAB_WINDOW (host), step, cancellable, callback, user_data);
}

static gboolean
host_show_step_finish (LabLessonHost  *host,
                       GAsyncResult   *result,
                       GError        **error)
{
  return lab_window_show_lesson_step_finish (LAB_WINDOW (host), result, error);
}

void
_lab_window_lesson_host_init (LabLessonHostInterface *iface)
{
  iface->show_step_async = host_show_step_async;
  iface->show_step_finish = host_show_step_finish;
}

/* One Lessons window per window, shown again when asked again. */
static void
lessons_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       data)
{
  LabWindow *self = data;

  if (self->lessons_window == NULL)
    {
      self->lessons_window = GTK_WINDOW (lab_lesson_window_new (LAB_LESSON_HOST (self)));
      g_object_add_weak_pointer (G_OBJECT (self->lessons_window), (gpointer *) &self->lessons_window);
    }
  gtk_window_present (self->lessons_window);
}

static const GActionEntry lesson_entries[] = {
  { "lessons", lessons_activated },
};

void
_lab_window_lesson_init (LabWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), lesson_entries, G_N_ELEMENTS (lesson_entries), self);
  g_signal_connect_object (self->visualizer, "notify::recording",
                           G_CALLBACK (on_recording_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->visualizer, "notify::player",
                           G_CALLBACK (on_player_changed), self, G_CONNECT_SWAPPED);
}

void
_lab_window_lesson_dispose (LabWindow *self)
{
  if (self->lesson_task != NULL)
    {
      g_autoptr(GTask) task = g_steal_pointer (&self->lesson_task);

      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The window was closed"));
    }
  if (self->lessons_window != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->lessons_window), (gpointer *) &self->lessons_window);
      gtk_window_destroy (g_steal_pointer (&self->lessons_window));
    }
}
