/* lab-window-files.c: opening, loading, saving and unsaved changes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Open dialog, Open Recent, drag and drop and the command line all end
 * in lab_window_open_file(): read the file without blocking, detect its
 * format, show it, and say clearly why when it cannot be read. A solver's
 * trace (lab-trace-file.c) opens the same ways: its puzzle as the
 * document, its run in the visualizer. Whatever
 * would replace a puzzle with unsaved changes asks first
 * (_lab_window_confirm_discard()).
 *
 * Saves are atomic (futoshiki-file-save.h): a temporary file next to the
 * target, every write and the close checked, fsync, then the rename, so a
 * failed save leaves the old file as it was, and the user hears why in the
 * helper's sentence, which names the file and says it is unchanged.
 */
#define G_LOG_DOMAIN "lab-window-files"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "futo-format.h"
#include "futoshiki-error-text.h"
#include "futoshiki-file-save.h"
#include "futoshiki-file-read.h"
#include "lab-file-util.h"
#include "lab-trace-file.h"
#include "lab-window-private.h"

#define MAX_RECENT 8

/* Asking before losing changes */

typedef struct
{
  LabWindowContinuation  then;
  gpointer               data;
  GDestroyNotify         destroy;
} Continuation;

static Continuation *
continuation_new (LabWindowContinuation then,
                  gpointer              data,
                  GDestroyNotify        destroy)
{
  Continuation *continuation = g_new0 (Continuation, 1);

  continuation->then = then;
  continuation->data = data;
  continuation->destroy = destroy;
  return continuation;
}

static void
continuation_free (Continuation *continuation)
{
  if (continuation->destroy != NULL)
    continuation->destroy (continuation->data);
  g_free (continuation);
}

static void
continuation_run (LabWindow    *self,
                  Continuation *continuation)
{
  continuation->then (self, continuation->data);
  continuation_free (continuation);
}

typedef struct
{
  LabWindow    *window;
  Continuation *continuation;
} Deferred;

static gboolean
run_deferred (gpointer user_data)
{
  Deferred *deferred = user_data;

  continuation_run (deferred->window, deferred->continuation);
  g_object_unref (deferred->window);
  g_free (deferred);
  return G_SOURCE_REMOVE;
}

/* Closing the window from inside its own dialog's response would pull the
 * dialog's parent away under it: go on once the dialog is gone. */
static void
continuation_run_later (LabWindow    *self,
                        Continuation *continuation)
{
  Deferred *deferred = g_new0 (Deferred, 1);

  deferred->window = g_object_ref (self);
  deferred->continuation = continuation;
  g_idle_add (run_deferred, deferred);
}

static void save_or_save_as (LabWindow    *self,
                             Continuation *after);

static void
on_discard_response (AdwMessageDialog *dialog,
                     const char       *response,
                     LabWindow        *self)
{
  Continuation *continuation = g_object_steal_data (G_OBJECT (dialog), "continuation");

  if (continuation == NULL)
    return;
  if (g_strcmp0 (response, "discard") == 0)
    continuation_run_later (self, continuation);
  else if (g_strcmp0 (response, "save") == 0 && self->document != NULL)
    save_or_save_as (self, continuation);
  else
    continuation_free (continuation);
}

void
_lab_window_confirm_discard (LabWindow             *self,
                             LabWindowContinuation  then,
                             gpointer               data,
                             GDestroyNotify         destroy)
{
  Continuation *continuation = continuation_new (then, data, destroy);
  g_autofree char *body = NULL;
  g_autofree char *name = NULL;
  GtkWidget *dialog;

  /* A puzzle the player solved, that came from no file (a generated one,
   * say), holds nothing left to keep: its time and hints are in the
   * statistics, and "Save Changes?" before the next game of the same
   * settings would stand between the player and the next puzzle. A file's
   * solved game is a change to that file, and is asked about. */
  if (self->document == NULL || !futoshiki_document_get_dirty (self->document)
      || (lab_board_get_locked (self->board) && futoshiki_document_get_file (self->document) == NULL))
    {
      continuation_run (self, continuation);
      return;
    }

  name = _lab_window_dup_document_name (self);
  body = g_strdup_printf (_("“%s” has changes that are not saved. Discarded changes cannot be recovered."),
                          name);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Save Changes?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "continuation", continuation,
                          (GDestroyNotify) continuation_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_discard_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Errors */

void
_lab_window_show_error (LabWindow  *self,
                        const char *heading,
                        const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  gtk_window_present (GTK_WINDOW (dialog));
}

void
lab_window_show_open_error (LabWindow    *self,
                            GFile        *file,
                            const GError *error)
{
  g_autofree char *name = NULL;
  g_autofree char *body = NULL;

  g_return_if_fail (LAB_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (error != NULL);

  name = lab_file_display_name (file);
  if (error->domain == LAB_TRACE_FILE_ERROR)
    {
      if (error->code == LAB_TRACE_FILE_ERROR_INVALID)
        /* Translators: the file name, then where and why the trace was
         * refused, e.g. "line 14, column 1: event 5: r1c2 = 1 …" */
        body = g_strdup_printf (_("“%s” is not a trace that Futoshiki Lab can accept.\n\n%s"),
                                name, error->message);
      else
        body = g_strdup_printf (_("“%s” cannot be opened.\n\n%s"), name, error->message);
      _lab_window_show_error (self, _("Could Not Open Trace"), body);
      return;
    }
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA))
    /* Translators: the file name, then where and why it was rejected,
     * e.g. "line 3, column 5: expected a value" */
    body = g_strdup_printf (_("“%s” is not a puzzle that Futoshiki Lab can read.\n\n%s"),
                            name, error->message);
  else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE)
           || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE))
    /* The bounded reader's sentence names the file already: one sentence. */
    body = g_strdup (error->message);
  else
    body = g_strdup_printf (_("“%s” could not be read: %s"), name, error->message);
  _lab_window_show_error (self, _("Could Not Open Puzzle"), body);
}

/* Recent files */

static void
add_recent (LabWindow *self,
            GFile     *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  g_autofree char *basename = g_file_get_basename (file);
  GtkRecentData data = { 0 };

  data.display_name = NULL;
  data.mime_type = basename != NULL && g_str_has_suffix (basename, ".futoshiki")
                   ? (char *) "application/x-futoshiki" : (char *) "text/plain";
  data.app_name = (char *) g_get_prgname ();
  data.app_exec = (char *) "futoshiki-lab %u";
  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
}

static int
compare_recent (gconstpointer a,
                gconstpointer b)
{
  GtkRecentInfo *x = *(GtkRecentInfo **) a, *y = *(GtkRecentInfo **) b;

  return g_date_time_compare (gtk_recent_info_get_modified (y), gtk_recent_info_get_modified (x));
}

static void
update_recent_menu (LabWindow *self)
{
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  g_autoptr(GPtrArray) ours = g_ptr_array_new ();

  for (GList *iter = items; iter != NULL; iter = iter->next)
    if (gtk_recent_info_has_application (iter->data, g_get_prgname ()))
      g_ptr_array_add (ours, iter->data);
  g_ptr_array_sort (ours, compare_recent);

  g_menu_remove_all (self->recent_menu);
  for (guint i = 0; i < ours->len && i < MAX_RECENT; i++)
    {
      GtkRecentInfo *info = g_ptr_array_index (ours, i);
      g_autoptr(GMenuItem) item = NULL;

      item = g_menu_item_new (gtk_recent_info_get_display_name (info), NULL);
      g_menu_item_set_action_and_target (item, "win.open-recent", "s", gtk_recent_info_get_uri (info));
      g_menu_append_item (self->recent_menu, item);
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

/* Loading */

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
    g_object_notify (G_OBJECT (self), "loading");
}

/* A puzzle file's text as a game, or why it is not one. */
static FutoGame *
parse_game (const char  *contents,
            gsize        length,
            GError     **error)
{
  FutoError parse_error;
  FutoGame *game;

  /* Puzzle files are small; even a 64×64 board parses in well under a
   * frame, so there is no need for a worker thread. */
  futo_error_clear (&parse_error);
  game = futo_game_read_any (contents, length, NULL, &parse_error);
  /* The reason in the user's language, like the heading above it. */
  if (game == NULL)
    g_propagate_error (error, futoshiki_error_to_gerror (&parse_error, G_IO_ERROR,
                                                         G_IO_ERROR_INVALID_DATA));
  return game;
}

/* Whoever waits for the load to end finds what it brought in place. */
static void
finish_load (GTask  *task,
             GError *error)
{
  set_loading (g_task_get_source_object (task), FALSE);
  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

/* A trace opens its puzzle as a new document, as a puzzle file does, and
 * its run in the visualizer, at its start. */
static void
on_trace_loaded (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  LabWindow *self = g_task_get_source_object (task);
  GFile *file = g_task_get_task_data (task);
  g_autoptr(FutoshikiTracePlayer) player = NULL;
  GError *error = NULL;

  player = lab_trace_file_load_finish (result, &error);
  /* The window may have been closed while the trace was read. */
  if (player != NULL && self->load_cancellable == NULL)
    {
      g_clear_object (&player);
      g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The window was closed");
    }
  if (player != NULL)
    {
      lab_window_set_game (self, futo_game_new (futo_puzzle_copy (futoshiki_trace_player_get_puzzle (player))),
                           file);
      _lab_window_show_run (self, player, file);
      add_recent (self, file);
    }
  finish_load (task, error);
}

static void
on_contents_loaded (GObject      *object,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  GFile *file = G_FILE (object);
  g_autoptr(GTask) task = user_data;
  LabWindow *self = g_task_get_source_object (task);
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *contents = NULL;
  GError *error = NULL;
  FutoGame *game = NULL;
  gsize length = 0;

  bytes = futoshiki_file_read_bounded_finish (file, result, &error);
  if (bytes == NULL)
    {
      finish_load (task, error);
      return;
    }
  /* Taken without a copy (the only reference); the terminating NUL is set
   * again because a copy, were one made, would not carry it, and the
   * trace reader treats the text as a C string. */
  contents = g_bytes_unref_to_data (g_steal_pointer (&bytes), &length);
  contents = g_realloc (contents, length + 1);
  contents[length] = '\0';
  if (lab_trace_file_is_trace (file, contents, length))
    {
      GCancellable *cancellable = g_task_get_cancellable (task);

      g_task_set_task_data (task, g_object_ref (file), g_object_unref);
      lab_trace_file_load_async (g_steal_pointer (&contents), length,
                                 g_settings_get_uint (self->settings, "trace-limit"),
                                 cancellable, on_trace_loaded, g_steal_pointer (&task));
      return;
    }

  /* Read up to a trace's limit; a puzzle must also keep to its own. */
  if (length > FUTOSHIKI_PUZZLE_FILE_MAX_BYTES)
    futoshiki_file_set_too_large_error (&error, file, FUTOSHIKI_PUZZLE_FILE_MAX_BYTES);
  else
    game = parse_game (contents, length, &error);

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
      add_recent (self, file);
    }
  finish_load (task, error);
}

/**
 * lab_window_load_file_async:
 *
 * Reads @file, in any format futo_game_read_any() knows, and shows it;
 * a trace file's puzzle and, in the visualizer, its run. Errors are left
 * to the caller; lab_window_open_file() shows them.
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
  /* Bounded and in a worker: /dev/zero is refused at its limit, a FIFO or
   * a device at once, and neither freezes the window (docs/file-limits.md). */
  futoshiki_file_read_bounded_async (file, FUTOSHIKI_TRACE_FILE_MAX_BYTES, cancellable,
                                     on_contents_loaded, task);
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
    lab_window_show_open_error (self, file, error);
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

/* Opening */

static void
open_file_continuation (LabWindow *self,
                        gpointer   data)
{
  lab_window_open_file (self, data);
}

static void
on_open_response (GtkNativeDialog *native,
                  int              response,
                  LabWindow       *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));

      if (file != NULL)
        lab_window_open_file (self, file);
    }

  gtk_native_dialog_destroy (native);
  g_object_unref (native);
}

static void
show_open_dialog (LabWindow *self,
                  gpointer   data)
{
  GtkFileChooserNative *native;
  GtkFileChooser *chooser;

  native = gtk_file_chooser_native_new (_("Open Puzzle"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);

  /* The first filter is the one shown: every kind of file we can read. */
  chooser = GTK_FILE_CHOOSER (native);
  lab_file_chooser_add_filter (chooser, _("All Puzzles and Traces"), "application/x-futoshiki",
                               "*.futoshiki", "*.txt", "*.trace", NULL);
  lab_file_chooser_add_filter (chooser, _("Futoshiki Puzzles"), "application/x-futoshiki", "*.futoshiki", NULL);
  lab_file_chooser_add_filter (chooser, _("Grid Text Files"), NULL, "*.txt", NULL);
  lab_file_chooser_add_filter (chooser, _("Solver Traces (*.trace)"), NULL, "*.trace", NULL);
  lab_file_chooser_add_filter (chooser, _("All Files"), NULL, "*", NULL);

  /* The dialog keeps itself alive through its reference until it answers. */
  g_signal_connect_object (native, "response", G_CALLBACK (on_open_response), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
open_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  _lab_window_confirm_discard (user_data, show_open_dialog, NULL, NULL);
}

static void
open_recent_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  GFile *file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  _lab_window_confirm_discard (user_data, open_file_continuation, file, g_object_unref);
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

  _lab_window_confirm_discard (self, open_file_continuation,
                               g_object_ref (g_value_get_object (value)), g_object_unref);
  return TRUE;
}

/* Saving */

typedef struct
{
  GWeakRef      window;   /* the window may close before the write ends */
  GWeakRef      document; /* and show another puzzle by then */
  GFile        *file;
  char         *text;
  guint         elapsed;  /* the time played that text holds */
  Continuation *after;
} SaveData;

static void
save_data_free (SaveData *data)
{
  g_weak_ref_clear (&data->window);
  g_weak_ref_clear (&data->document);
  g_clear_object (&data->file);
  g_free (data->text);
  if (data->after != NULL)
    continuation_free (data->after);
  g_free (data);
}

static void
on_saved (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  SaveData *data = user_data;
  g_autoptr(LabWindow) self = g_weak_ref_get (&data->window);
  g_autoptr(FutoshikiDocument) saved = g_weak_ref_get (&data->document);
  g_autoptr(GError) error = NULL;
  g_autofree char *now = NULL;

  if (!futoshiki_file_save_finish (G_FILE (object), result, &error))
    {
      if (self != NULL)
        _lab_window_show_error (self, _("Could Not Save Puzzle"), error->message);
      save_data_free (data);
      return;
    }

  /* Another puzzle opened while the file was written is not what the
   * file holds: it must not be marked saved to it, and whatever was to
   * follow the save (closing, opening) belonged to the old puzzle. */
  if (self != NULL && self->document != NULL && self->document != saved)
    add_recent (self, data->file);
  else if (self != NULL && self->document != NULL)
    {
      /* Edits made while the file was written are not in it. The clock
       * ticking meanwhile is no edit: compare at the time written. */
      guint elapsed = futoshiki_document_get_elapsed_seconds (self->document);

      futoshiki_document_set_elapsed_seconds (self->document, data->elapsed);
      now = futoshiki_document_serialize (self->document);
      futoshiki_document_set_elapsed_seconds (self->document, elapsed);
      futoshiki_document_mark_saved (self->document, data->file);
      if (g_strcmp0 (now, data->text) != 0)
        futoshiki_document_mark_unsaved (self->document);
      add_recent (self, data->file);
      if (data->after != NULL)
        {
          Continuation *after = g_steal_pointer (&data->after);

          continuation_run (self, after);
        }
      else
        lab_window_show_toast (self, _("Saved"));
    }
  save_data_free (data);
}

static void
save_document (LabWindow    *self,
               GFile        *file,
               Continuation *after)
{
  SaveData *data = g_new0 (SaveData, 1);
  g_autoptr(GBytes) bytes = NULL;

  /* The user chose this file for this puzzle, in this run. */
  _lab_window_session_trust_file (self, file);
  g_weak_ref_init (&data->window, self);
  g_weak_ref_init (&data->document, self->document);
  data->file = g_object_ref (file);
  data->text = futoshiki_document_serialize (self->document);
  data->elapsed = futoshiki_document_get_elapsed_seconds (self->document);
  data->after = after;
  bytes = g_bytes_new (data->text, strlen (data->text));

  futoshiki_file_save_async (file, bytes, NULL, on_saved, data);
}

static void
on_save_as_response (GtkNativeDialog *native,
                     int              response,
                     LabWindow       *self)
{
  Continuation *after = g_object_steal_data (G_OBJECT (native), "continuation");
  g_autoptr(GFile) chosen = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
  if (chosen != NULL && self->document != NULL)
    {
      g_autoptr(GFile) file = lab_file_with_extension (chosen, ".futoshiki");

      save_document (self, file, after);
    }
  else if (after != NULL)
    continuation_free (after);

  gtk_native_dialog_destroy (native);
  g_object_unref (native);
}

static void
save_as (LabWindow    *self,
         Continuation *after)
{
  GtkFileChooserNative *native;
  GFile *file = futoshiki_document_get_file (self->document);
  g_autofree char *basename = file != NULL ? g_file_get_basename (file) : NULL;

  native = gtk_file_chooser_native_new (_("Save Puzzle"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  lab_file_chooser_add_filter (GTK_FILE_CHOOSER (native), _("Futoshiki Puzzles"),
                               "application/x-futoshiki", "*.futoshiki", NULL);
  if (basename != NULL && g_str_has_suffix (basename, ".futoshiki"))
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (native), file, NULL);
  else if (basename != NULL)
    {
      /* A grid file is offered a native name beside it: "p.txt", "p.futoshiki". */
      g_autoptr(GFile) folder = g_file_get_parent (file);
      g_autofree char *stem = g_strndup (basename, strcspn (basename, "."));
      g_autofree char *name = g_strconcat (*stem != '\0' ? stem : basename, ".futoshiki", NULL);

      if (folder != NULL)
        gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (native), folder, NULL);
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name);
    }
  else
    /* Translators: the file name offered for a new puzzle */
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), _("Untitled.futoshiki"));

  if (after != NULL)
    g_object_set_data_full (G_OBJECT (native), "continuation", after,
                            (GDestroyNotify) continuation_free);
  g_signal_connect_object (native, "response", G_CALLBACK (on_save_as_response), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
on_restored_file_answer (LabWindow  *self,
                         const char *response,
                         gpointer    data)
{
  Continuation *after = data;

  if (g_strcmp0 (response, "replace") == 0 && self->document != NULL
      && futoshiki_document_get_file (self->document) != NULL)
    save_document (self, futoshiki_document_get_file (self->document), after);
  else if (g_strcmp0 (response, "save-as") == 0 && self->document != NULL)
    save_as (self, after);
  else if (after != NULL)
    continuation_free (after);
}

/* A puzzle opened from a grid file is saved in the native format, which
 * keeps entries and marks: under a name of its own, not over the grid.
 * The file a restored session names is asked about first
 * (lab-window-session.c). */
static void
save_or_save_as (LabWindow    *self,
                 Continuation *after)
{
  GFile *file = futoshiki_document_get_file (self->document);
  g_autofree char *basename = file != NULL ? g_file_get_basename (file) : NULL;

  if (basename != NULL && g_str_has_suffix (basename, ".futoshiki")
      && !_lab_window_session_trusts_file (self, file))
    _lab_window_session_ask_overwrite (self, file, on_restored_file_answer, after);
  else if (basename != NULL && g_str_has_suffix (basename, ".futoshiki"))
    save_document (self, file, after);
  else
    save_as (self, after);
}

static void
save_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  save_or_save_as (user_data, NULL);
}

static void
save_as_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  save_as (user_data, NULL);
}

static const GActionEntry file_actions[] = {
  { "open", open_activated },
  { "open-recent", open_recent_activated, "s" },
  { "save", save_activated },
  { "save-as", save_as_activated },
};

void
_lab_window_files_init (LabWindow *self)
{
  GtkDropTarget *drop_target = gtk_drop_target_new (G_TYPE_FILE, GDK_ACTION_COPY);

  g_action_map_add_action_entries (G_ACTION_MAP (self), file_actions,
                                   G_N_ELEMENTS (file_actions), self);
  g_signal_connect_object (drop_target, "drop", G_CALLBACK (on_drop), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop_target));
  g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                           G_CALLBACK (update_recent_menu), self, G_CONNECT_SWAPPED);
  update_recent_menu (self);
}
