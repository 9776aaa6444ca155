/* lab-export-dialog-file.c: where the export dialog writes to
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The export is drawn into memory in a worker thread and then replaces
 * the file whole through g_file_replace_contents(), which writes a
 * temporary file next to the target and renames it: a failed export
 * leaves the old file, or none, never half of one.
 */
#define G_LOG_DOMAIN "lab-export-dialog"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "lab-export-dialog-private.h"
#include "lab-task.h"

static void
show_error (LabExportDialog *self,
            GFile           *file,
            const char      *message)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *display = g_filename_display_name (name);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  /* Translators: the file name and why it could not be written */
  body = g_strdup_printf (_("“%s” could not be written: %s"), display, message);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Could Not Export"), body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_replaced (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(LabExportDialog) self = user_data;
  g_autoptr(GError) error = NULL;
  GFile *file = G_FILE (object);

  if (!g_file_replace_contents_finish (file, result, NULL, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          _lab_export_dialog_set_busy (self, FALSE);
          show_error (self, file, error->message);
        }
      return;
    }
  _lab_export_dialog_save_settings (self);
  _lab_export_dialog_set_busy (self, FALSE);
  _lab_export_dialog_emit_exported (self, file);
  gtk_window_destroy (GTK_WINDOW (self));
}

/* What a drawing in a worker thread needs, copied: the document and the
 * visualizer go on changing on the main thread meanwhile. */
typedef struct
{
  FutoGame          *game;
  FutoExportOptions  options;
  FutoExportFormat   format;
  guint8            *solution;
  FutoTraceFrame     frame;
  FutoSet           *candidates;
  FutoSet           *removed;
  guint8            *values;
  guint8            *decisions;
  guint8            *conflicts;
  /* What the thread made: the file's bytes, or why there are none. */
  GBytes            *bytes;
  char              *error;
} ExportJob;

static void
export_job_free (ExportJob *job)
{
  g_clear_pointer (&job->game, futo_game_free);
  g_free (job->solution);
  g_free (job->candidates);
  g_free (job->removed);
  g_free (job->values);
  g_free (job->decisions);
  g_free (job->conflicts);
  g_clear_pointer (&job->bytes, g_bytes_unref);
  g_free (job->error);
  g_free (job);
}

static ExportJob *
export_job_new (LabExportDialog *self)
{
  ExportJob *job = g_new0 (ExportJob, 1);
  gsize cells;

  _lab_export_dialog_get_options (self, &job->options, &job->format);
  job->game = futo_game_copy (_lab_export_dialog_get_game (self));
  cells = (gsize) job->game->puzzle->size * job->game->puzzle->size;
  if (job->options.solution != NULL)
    job->options.solution = job->solution = g_memdup2 (job->options.solution, cells);
  if (job->options.frame != NULL)
    {
      const FutoTraceFrame *frame = job->options.frame;

      job->frame = *frame;
      job->frame.candidates = job->candidates = g_memdup2 (frame->candidates, cells * sizeof (FutoSet));
      job->frame.removed = job->removed = g_memdup2 (frame->removed, cells * sizeof (FutoSet));
      job->frame.values = job->values = g_memdup2 (frame->values, cells);
      job->frame.decisions = job->decisions = g_memdup2 (frame->decisions, cells);
      job->frame.conflicts = job->conflicts = g_memdup2 (frame->conflicts, cells);
      job->options.frame = &job->frame;
    }
  return job;
}

static cairo_status_t
append_bytes (void                *closure,
              const unsigned char *data,
              unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* Drawn into memory first: a drawing that fails writes nothing. A 64×64
 * board takes a second or two, which the window should not wait for. */
static void
draw_in_thread (gpointer          task_data,
                const atomic_int *cancel)
{
  ExportJob *job = task_data;
  GByteArray *buffer = g_byte_array_new ();
  FutoError error = { 0 };

  if (!futo_export_write (job->game, &job->options, job->format, append_bytes, buffer, &error))
    {
      g_byte_array_unref (buffer);
      job->error = g_strdup (error.message);
      return;
    }
  job->bytes = g_byte_array_free_to_bytes (buffer);
}

static void
on_drawn (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  LabExportDialog *self = LAB_EXPORT_DIALOG (object);
  ExportJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GFile) file = user_data;

  /* Closed meanwhile: the drawing is not wanted. */
  if (!g_task_propagate_boolean (G_TASK (result), NULL))
    return;
  if (job->bytes == NULL)
    {
      _lab_export_dialog_set_busy (self, FALSE);
      show_error (self, file, job->error);
      return;
    }
  g_file_replace_contents_bytes_async (file, job->bytes, NULL, FALSE, G_FILE_CREATE_NONE,
                                       self->cancellable, on_replaced, g_object_ref (self));
}

void
lab_export_dialog_export_to_file (LabExportDialog *self,
                                  GFile           *file)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (LAB_IS_EXPORT_DIALOG (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (!self->busy);

  _lab_export_dialog_set_busy (self, TRUE);
  task = g_task_new (self, self->cancellable, on_drawn, g_object_ref (file));
  g_task_set_source_tag (task, lab_export_dialog_export_to_file);
  g_task_set_task_data (task, export_job_new (self), (GDestroyNotify) export_job_free);
  /* The dialog is the source: it must not be released in the thread. */
  lab_task_run_in_thread (task, draw_in_thread);
}

/* "Puzzle 12.pdf" from the puzzle's title, without what file systems or
 * people would trip over. */
static char *
suggested_name (LabExportDialog  *self,
                FutoExportFormat  format)
{
  const FutoGame *game = lab_document_get_game (self->document);
  GFile *file = lab_document_get_file (self->document);
  g_autofree char *base = NULL;

  if (game->title != NULL && game->title[0] != '\0')
    base = g_strdelimit (g_strstrip (g_strdup (game->title)), "/\\:*?\"<>|", '-');
  else if (file != NULL)
    {
      /* Untitled: the file's name, "week-12.futoshiki" giving "week-12". */
      g_autofree char *name = g_file_get_basename (file);
      char *dot = strrchr (name, '.');

      if (dot != NULL && dot != name)
        *dot = '\0';
      base = g_filename_display_name (name);
    }
  if (base == NULL || base[0] == '\0' || base[0] == '.')
    {
      g_free (base);
      /* Translators: the file name offered for an export, without its extension */
      base = g_strdup (_("puzzle"));
    }
  return g_strconcat (base, ".", futo_export_format_id (format), NULL);
}

static void
on_chooser_response (GtkNativeDialog *native,
                     int              response,
                     LabExportDialog *self)
{
  g_autoptr(GFile) chosen = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
  gtk_native_dialog_destroy (native);
  g_object_unref (native);

  if (chosen != NULL)
    {
      FutoExportFormat format;
      FutoExportOptions options;
      g_autofree char *name = g_file_get_basename (chosen);
      g_autoptr(GFile) file = NULL;

      _lab_export_dialog_get_options (self, &options, &format);
      /* A name without an extension gets the format's. */
      if (strchr (name, '.') == NULL)
        {
          g_autofree char *named = g_strconcat (name, ".", futo_export_format_id (format), NULL);
          g_autoptr(GFile) parent = g_file_get_parent (chosen);

          file = g_file_get_child (parent, named);
        }
      else
        file = g_object_ref (chosen);
      lab_export_dialog_export_to_file (self, file);
    }
}

void
_lab_export_dialog_choose_file (LabExportDialog *self)
{
  GtkFileChooserNative *native;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autofree char *name = NULL;
  g_autofree char *pattern = NULL;
  FutoExportOptions options;
  FutoExportFormat format;

  _lab_export_dialog_get_options (self, &options, &format);
  native = gtk_file_chooser_native_new (_("Export"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);

  pattern = g_strconcat ("*.", futo_export_format_id (format), NULL);
  gtk_file_filter_add_pattern (filter, pattern);
  gtk_file_filter_set_name (filter, adw_combo_row_get_selected_item (self->format_row) != NULL
                            ? gtk_string_object_get_string (adw_combo_row_get_selected_item (self->format_row))
                            : pattern);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);

  name = suggested_name (self, format);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name);
  g_signal_connect_object (native, "response", G_CALLBACK (on_chooser_response), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}
