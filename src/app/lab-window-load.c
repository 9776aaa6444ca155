/* lab-window-load.c: reading puzzle files into the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Open dialog, Open Recent, drag and drop and the command line all end
 * in lab_window_open_file(): read the file without blocking, detect its
 * format, show it, and say clearly why when it cannot be read.
 */
#define G_LOG_DOMAIN "lab-window"

#include "config.h"

#include "futo-format.h"
#include "lab-window-private.h"

static void
set_loading (LabWindow *self,
             gboolean   loading)
{
  gboolean was_loading = self->n_loads > 0;

  if (loading)
    self->n_loads++;
  else
    {
      g_assert (self->n_loads > 0);
      self->n_loads--;
    }

  if (was_loading != (self->n_loads > 0))
    _lab_window_notify (self, LAB_WINDOW_PROP_LOADING);
}

/* Reads a whole puzzle file's text into a game, or says why it cannot. */
static FutoGame *
parse_game (GFile         *file,
            GAsyncResult  *result,
            GError       **error)
{
  g_autofree char *contents = NULL;
  FutoError parse_error;
  FutoGame *game;
  gsize length;

  if (!g_file_load_contents_finish (file, result, &contents, &length, NULL, error))
    return NULL;

  /* Puzzle files are small; even a 64×64 board parses in well under a
   * frame, so there is no need for a worker thread. */
  futo_error_clear (&parse_error);
  game = futo_game_read_any (contents, length, NULL, &parse_error);
  if (game == NULL)
    {
      char where[300];

      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           futo_error_describe (&parse_error, where, sizeof where));
    }
  return game;
}

static void
on_contents_loaded (GObject      *object,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  GFile *file = G_FILE (object);
  g_autoptr(GTask) task = user_data;
  LabWindow *self = g_task_get_source_object (task);
  GError *error = NULL;
  FutoGame *game;

  game = parse_game (file, result, &error);

  /* The window may have been closed while the file was read. */
  if (game != NULL && self->load_cancellable == NULL)
    {
      g_clear_pointer (&game, futo_game_free);
      g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The window was closed");
    }

  /* Show the game before the load counts as done, so that whoever waits
   * for loading to end finds it in place. */
  if (game != NULL)
    {
      lab_window_set_game (self, game, file);
      _lab_window_add_recent (self, file);
    }
  set_loading (self, FALSE);

  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

/**
 * lab_window_load_file_async:
 *
 * Reads @file, in any format futo_game_read_any() knows, and shows it.
 * Errors are left to the caller; lab_window_open_file() shows them.
 */
void
lab_window_load_file_async (LabWindow           *self,
                            GFile               *file,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (LAB_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, lab_window_load_file_async);

  set_loading (self, TRUE);
  g_file_load_contents_async (file, cancellable, on_contents_loaded, task);
}

gboolean
lab_window_load_file_finish (LabWindow     *self,
                             GAsyncResult  *result,
                             GError       **error)
{
  g_return_val_if_fail (LAB_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
on_open_loaded (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  LabWindow *self = LAB_WINDOW (object);
  g_autoptr(GFile) file = user_data;
  g_autoptr(GError) error = NULL;

  if (!lab_window_load_file_finish (self, result, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    _lab_window_show_open_error (self, file, error);
}

/**
 * lab_window_open_file:
 *
 * Loads @file into the window and tells the user when that fails. This is
 * what the Open dialog, drag and drop and the command line use, after
 * asking about unsaved changes where there can be any.
 */
void
lab_window_open_file (LabWindow *self,
                      GFile     *file)
{
  g_return_if_fail (LAB_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  lab_window_load_file_async (self, file, self->load_cancellable,
                              on_open_loaded, g_object_ref (file));
}

static void
open_after_confirm (LabWindow *self,
                    gpointer   data)
{
  lab_window_open_file (self, data);
}

static gboolean
on_drop (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         LabWindow     *self)
{
  if (!G_VALUE_HOLDS (value, G_TYPE_FILE))
    return FALSE;

  _lab_window_confirm_discard (self, open_after_confirm,
                               g_object_ref (g_value_get_object (value)), g_object_unref);
  return TRUE;
}

void
_lab_window_load_init (LabWindow *self)
{
  GtkDropTarget *drop_target = gtk_drop_target_new (G_TYPE_FILE, GDK_ACTION_COPY);

  g_signal_connect_object (drop_target, "drop", G_CALLBACK (on_drop), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop_target));
}
