/* lab-window-session.c: what the window says about its session
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The session (futoshiki-session.c) autosaves the window's document for a
 * crash; this part makes it honest to the user:
 *
 * - an autosave that fails (a full disk, a folder made read-only) shows a
 *   banner over the board with the reason and Save As…, until an autosave
 *   works again or nothing is left to keep;
 * - a restore that lost something (the undo history, or the puzzle
 *   itself) says what and where in a banner, instead of a toast claiming
 *   that the changes came back;
 * - the file named in a restored session is where the document came
 *   from, not a file the user chose in this run: the session folder may
 *   have been written by anyone. Save asks before it writes there, until
 *   the user opened or saved that file in this run or said yes.
 */
#define G_LOG_DOMAIN "lab-window"

#include "config.h"

#include <glib/gi18n.h>

#include "lab-file-util.h"
#include "lab-window-private.h"

static void
update_autosave_banner (LabWindow *self)
{
  const char *reason = self->session != NULL ? futoshiki_session_get_save_error (self->session) : NULL;

  if (reason != NULL)
    {
      /* Translators: shown over the board while autosaves fail; the
       * reason, e.g. "No space left on device", follows */
      g_autofree char *text = g_strdup_printf (_("Your changes are not being kept: %s"), reason);
      g_autofree char *valid = g_utf8_make_valid (text, -1);

      gtk_label_set_text (self->autosave_banner_label, valid);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->autosave_banner), reason != NULL);
}

static void
show_restore_banner (LabWindow  *self,
                     const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);

  gtk_label_set_text (self->restore_banner_label, valid);
  gtk_widget_set_visible (GTK_WIDGET (self->restore_banner), TRUE);
}

static void
on_restore_banner_response (GtkInfoBar *bar,
                            int         response,
                            LabWindow  *self)
{
  if (response == GTK_RESPONSE_CLOSE)
    gtk_widget_set_visible (GTK_WIDGET (bar), FALSE);
}

void
_lab_window_session_init (LabWindow *self)
{
  self->session_signals = g_signal_group_new (FUTOSHIKI_TYPE_SESSION);
  g_signal_group_connect_object (self->session_signals, "notify::save-error",
                                 G_CALLBACK (update_autosave_banner), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->restore_banner, "response",
                           G_CALLBACK (on_restore_banner_response), self, 0);
}

void
_lab_window_session_dispose (LabWindow *self)
{
  g_clear_object (&self->session_signals);
  g_clear_object (&self->restored_file);
}

void
_lab_window_session_follow (LabWindow *self)
{
  if (self->session_signals == NULL)
    return;
  g_signal_group_set_target (self->session_signals, self->session);
  update_autosave_banner (self);
}

void
_lab_window_session_restored (LabWindow    *self,
                              const GError *damage)
{
  GFile *file = self->document != NULL ? futoshiki_document_get_file (self->document) : NULL;

  g_set_object (&self->restored_file, file);
  if (damage == NULL)
    {
      lab_window_show_toast (self, _("Restored unsaved changes from your last session"));
      return;
    }
  {
    /* Translators: the file and the place that was damaged follow, e.g.
     * "session.history: line 12: expected “step <count>”" */
    g_autofree char *text = g_strdup_printf (_("Your last session came back without its undo history: %s"),
                                             damage->message);

    show_restore_banner (self, text);
  }
}

void
_lab_window_session_lost (LabWindow    *self,
                          const GError *error)
{
  /* Translators: why the puzzle of the last session could not be read
   * follows, e.g. "session.futoshiki: line 3, column 1: …" */
  g_autofree char *text = g_strdup_printf (_("The unsaved changes of your last session could not be restored: %s"),
                                           error->message);

  show_restore_banner (self, text);
}

void
_lab_window_session_file_changed (LabWindow *self)
{
  GFile *file = self->document != NULL ? futoshiki_document_get_file (self->document) : NULL;

  if (self->restored_file != NULL && (file == NULL || !g_file_equal (file, self->restored_file)))
    g_clear_object (&self->restored_file);
}

void
_lab_window_session_forget_restored (LabWindow *self)
{
  g_clear_object (&self->restored_file);
}

gboolean
_lab_window_session_trusts_file (LabWindow *self,
                                 GFile     *file)
{
  return self->restored_file == NULL || file == NULL || !g_file_equal (file, self->restored_file);
}

void
_lab_window_session_trust_file (LabWindow *self,
                                GFile     *file)
{
  if (self->restored_file != NULL && file != NULL && g_file_equal (file, self->restored_file))
    g_clear_object (&self->restored_file);
}

typedef struct
{
  LabWindowOverwriteAnswer  answer;
  gpointer                  data;
  GFile                    *file;
} OverwriteQuestion;

static void
on_overwrite_response (AdwMessageDialog  *dialog,
                       const char        *response,
                       LabWindow         *self)
{
  OverwriteQuestion *question = g_object_steal_data (G_OBJECT (dialog), "question");

  if (question == NULL)
    return;
  if (g_strcmp0 (response, "replace") == 0)
    _lab_window_session_trust_file (self, question->file);
  question->answer (self, response, question->data);
  g_object_unref (question->file);
  g_free (question);
}

void
_lab_window_session_ask_overwrite (LabWindow                *self,
                                   GFile                    *file,
                                   LabWindowOverwriteAnswer  answer,
                                   gpointer                  data)
{
  OverwriteQuestion *question = g_new0 (OverwriteQuestion, 1);
  g_autofree char *name = lab_file_display_name (file);
  g_autofree char *where = g_file_get_parse_name (file);
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  question->answer = answer;
  question->data = data;
  question->file = g_object_ref (file);

  /* Translators: the file's name */
  heading = g_strdup_printf (_("Save Over “%s”?"), name);
  /* Translators: the file's full path */
  body = g_strdup_printf (_("This puzzle was restored from an earlier session, which named “%s” as its file. "
                            "That file may have changed since, or hold something else now."), where);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "save-as", _("Save _As…"),
                                    "replace", _("_Save Over"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "replace",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save-as");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "question", question);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_overwrite_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}
