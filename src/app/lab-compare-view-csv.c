/* lab-compare-view-csv.c: the comparison as a spreadsheet file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Export CSV… asks for a file with GtkFileChooserNative (a portal inside
 * Flatpak) and writes it atomically: g_file_replace_contents writes a
 * temporary file and renames it over the old one.
 *
 * RFC 4180: comma-separated, CRLF line ends, fields quoted when they hold
 * a comma, a quote or a line break. Numbers are written in the C locale
 * (a decimal point, no grouping) so that every spreadsheet reads them
 * back as numbers; the status is the stable word of futo_status_name().
 */
#define G_LOG_DOMAIN "lab-compare-view"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "lab-compare-view-private.h"

static void
append_field (GString    *csv,
              const char *field)
{
  if (strpbrk (field, ",\"\r\n") == NULL)
    {
      g_string_append (csv, field);
      return;
    }
  g_string_append_c (csv, '"');
  for (const char *p = field; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (csv, '"');
      g_string_append_c (csv, *p);
    }
  g_string_append_c (csv, '"');
}

static const char *
status_word (const LabCompareRun *run)
{
  /* "limit" alone would not say which one. */
  if (run->status == FUTO_STATUS_LIMIT)
    return run->node_limit_hit ? "node-limit" : "time-limit";
  return futo_status_name (run->status);
}

char *
_lab_compare_csv (const LabCompareRun *runs,
                  guint                n_runs)
{
  GString *csv = g_string_new ("algorithm,name,status,solutions,exhausted,nodes,"
                               "removed_values,assignments,backtracks,propagations,"
                               "iterations,seconds\r\n");

  for (guint i = 0; i < n_runs; i++)
    {
      const LabCompareRun *run = &runs[i];
      char seconds[G_ASCII_DTOSTR_BUF_SIZE];

      append_field (csv, run->algorithm->id);
      g_string_append_c (csv, ',');
      append_field (csv, run->algorithm->name);
      g_string_append_printf (csv,
                              ",%s,%" G_GUINT64_FORMAT ",%s,%" G_GUINT64_FORMAT ",%" G_GUINT64_FORMAT
                              ",%" G_GUINT64_FORMAT ",%" G_GUINT64_FORMAT ",%" G_GUINT64_FORMAT
                              ",%" G_GUINT64_FORMAT ",%s\r\n",
                              status_word (run), run->solutions,
                              run->exhausted ? "yes" : "no",
                              run->stats.nodes, run->stats.removed_values, run->stats.assignments,
                              run->stats.backtracks, run->stats.propagations, run->stats.iterations,
                              g_ascii_formatd (seconds, sizeof seconds, "%.6f", run->stats.elapsed));
    }
  return g_string_free (csv, FALSE);
}

char *
lab_compare_view_to_csv (LabCompareView *self)
{
  g_return_val_if_fail (LAB_IS_COMPARE_VIEW (self), NULL);

  return _lab_compare_csv ((const LabCompareRun *) (gpointer) self->runs->data, self->runs->len);
}

static void
on_replaced (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;

  if (g_file_replace_contents_finish (G_FILE (object), result, NULL, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
lab_compare_view_save_csv_async (LabCompareView      *self,
                                 GFile               *file,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GBytes) bytes = NULL;
  char *csv;

  g_return_if_fail (LAB_IS_COMPARE_VIEW (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, lab_compare_view_save_csv_async);
  csv = lab_compare_view_to_csv (self);
  bytes = g_bytes_new_take (csv, strlen (csv));
  /* A temporary file renamed over the old one: a failure never leaves a
   * half-written file behind. */
  g_file_replace_contents_bytes_async (file, bytes, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                       cancellable, on_replaced, g_steal_pointer (&task));
}

gboolean
lab_compare_view_save_csv_finish (LabCompareView  *self,
                                  GAsyncResult    *result,
                                  GError         **error)
{
  g_return_val_if_fail (LAB_IS_COMPARE_VIEW (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* Export */

static void
on_saved (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  LabCompareView *self = LAB_COMPARE_VIEW (object);
  g_autoptr(GError) error = NULL;

  if (lab_compare_view_save_csv_finish (self, result, &error))
    gtk_label_set_label (GTK_LABEL (self->progress_label), _("Saved."));
  else
    {
      g_autofree char *text = g_strdup_printf (_("Could not save: %s"), error->message);

      gtk_label_set_label (GTK_LABEL (self->progress_label), text);
    }
}

static void
on_export_response (GtkNativeDialog *chooser,
                    int              response,
                    LabCompareView  *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      lab_compare_view_save_csv_async (self, file, NULL, on_saved, NULL);
    }
  g_object_unref (chooser);
}

void
_lab_compare_view_export (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  LabCompareView *self = LAB_COMPARE_VIEW (widget);
  GtkFileChooserNative *chooser;
  GtkFileFilter *filter;

  chooser = gtk_file_chooser_native_new (_("Export CSV"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("CSV Files"));
  gtk_file_filter_add_mime_type (filter, "text/csv");
  gtk_file_filter_add_pattern (filter, "*.csv");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_object_unref (filter);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("comparison.csv"));
  g_signal_connect_object (chooser, "response", G_CALLBACK (on_export_response), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}
