/* lab-window-completion.c: a solved puzzle, and what comes next
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * On the player's solve the board locks and the completion view shows
 * the clock's time, the hints and whether the time is a best one
 * (issue 32): typing into a solved board would only make conflicts of a
 * finished game. The board stays locked until the player chooses to edit
 * (win.keep-editing, or Edit mode), or until the board is no longer solved
 * (Undo, Restart, win.play-again). win.new-same-settings generates
 * with the choices the Generate dialog remembered last (its GSettings
 * keys) without showing the dialog; only when the generator finds nothing
 * does the dialog come up, saying why, with the same choices.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lab-generate-dialog.h"
#include "lab-window-private.h"

void
_lab_window_completion_show (LabWindow *self,
                             guint      seconds,
                             guint      hints,
                             gboolean   best)
{
  lab_board_set_locked (self->board, TRUE);
  lab_completion_view_present (self->completion_view, seconds, hints, best);
  _lab_window_update_actions (self);
}

static void
unlock (LabWindow *self)
{
  gboolean had_focus = lab_completion_view_get_revealed (self->completion_view)
                       && gtk_widget_get_focus_child (GTK_WIDGET (self->completion_view)) != NULL;

  lab_board_set_locked (self->board, FALSE);
  lab_completion_view_dismiss (self->completion_view);
  /* The focus was on the view's button: it goes back to the board. */
  if (had_focus && self->document != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
  _lab_window_update_actions (self);
}

void
_lab_window_completion_update (LabWindow *self)
{
  if (!lab_board_get_locked (self->board) && !lab_completion_view_get_revealed (self->completion_view))
    return;
  if (self->document == NULL
      || futoshiki_document_get_mode (self->document) != FUTOSHIKI_DOCUMENT_MODE_PLAY
      || !futoshiki_document_get_complete (self->document))
    unlock (self);
}

static void
keep_editing_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  unlock (user_data);
}

/* The same puzzle from its givens, the clock at 0 and no hints: a new
 * game to count, undoable as Restart is. */
static void
play_again_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  LabWindow *self = user_data;

  if (self->document == NULL)
    return;
  futoshiki_document_restart (self->document);
  futoshiki_document_set_elapsed_seconds (self->document, 0);
  _lab_window_clock_follow (self);
  _lab_window_statistics_follow (self);
  _lab_window_statistics_started (self);
  unlock (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static gboolean
present_if_failed (gpointer data)
{
  LabWindow *self = data;

  /* A dialog that generated has destroyed itself by now. */
  if (self->quick_generate != NULL)
    gtk_window_present (GTK_WINDOW (self->quick_generate));
  return G_SOURCE_REMOVE;
}

/* The toast that stands for the wait of win.new-same-settings. Most
 * puzzles come at once and get none; a slower one gets it after a
 * moment, until the puzzle is there. libadwaita 1.2's toast overlay reads
 * freed memory when a toast is dismissed while it is still sliding in and
 * the window then goes (seen under valgrind), so a toast is dismissed
 * only after it has stood a second. */
#define QUICK_TOAST_DELAY_MS 400
#define QUICK_TOAST_LEAST_US G_USEC_PER_SEC

static gboolean
show_quick_toast (gpointer data)
{
  LabWindow *self = data;
  AdwToast *toast;

  self->quick_toast_source = 0;
  if (self->quick_generate == NULL || !lab_generate_dialog_get_busy (self->quick_generate))
    return G_SOURCE_REMOVE;
  toast = adw_toast_new (_("Generating a puzzle with the same settings…"));
  /* As long as the generation takes, however long that is. */
  adw_toast_set_timeout (toast, 0);
  g_set_weak_pointer (&self->quick_toast, toast);
  self->quick_toast_shown_at = g_get_monotonic_time ();
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  return G_SOURCE_REMOVE;
}

static gboolean
dismiss_quick_toast (gpointer data)
{
  LabWindow *self = data;

  self->quick_toast_source = 0;
  if (self->quick_toast != NULL)
    adw_toast_dismiss (self->quick_toast);
  g_clear_weak_pointer (&self->quick_toast);
  return G_SOURCE_REMOVE;
}

/* The generation ended, with a puzzle or with the dialog saying why not. */
static void
end_quick_toast (LabWindow *self)
{
  gint64 shown_for;

  g_clear_handle_id (&self->quick_toast_source, g_source_remove);
  if (self->quick_toast == NULL)
    return;
  shown_for = g_get_monotonic_time () - self->quick_toast_shown_at;
  if (shown_for >= QUICK_TOAST_LEAST_US)
    dismiss_quick_toast (self);
  else
    self->quick_toast_source = g_timeout_add ((guint) ((QUICK_TOAST_LEAST_US - shown_for) / 1000) + 1,
                                              dismiss_quick_toast, self);
}

static void
on_quick_busy (LabGenerateDialog *dialog,
               GParamSpec        *pspec,
               LabWindow         *self)
{
  if (lab_generate_dialog_get_busy (dialog))
    return;
  end_quick_toast (self);
  g_idle_add_full (G_PRIORITY_DEFAULT, present_if_failed, g_object_ref (self), g_object_unref);
}

static void
on_quick_destroy (LabWindow *self)
{
  g_clear_weak_pointer (&self->quick_generate);
}

static void
on_quick_generated (LabGenerateDialog *dialog,
                    LabWindow         *self)
{
  FutoGame *game = lab_generate_dialog_steal_game (dialog);

  if (game != NULL)
    _lab_window_open_generated (self, game);
}

static void
new_same_settings_activated (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       user_data)
{
  LabWindow *self = user_data;
  LabGenerateDialog *dialog;

  /* Pressed again while one is generating: that one is the answer. */
  if (self->quick_generate != NULL)
    {
      if (!lab_generate_dialog_get_busy (self->quick_generate))
        gtk_window_present (GTK_WINDOW (self->quick_generate));
      return;
    }
  /* The dialog reads the remembered choices as it is made; it generates
   * unseen, so that the choices and the puzzle's title are made in one
   * place. */
  dialog = lab_generate_dialog_new (GTK_WINDOW (self));
  g_set_weak_pointer (&self->quick_generate, dialog);
  g_signal_connect_object (dialog, "generated", G_CALLBACK (on_quick_generated), self, 0);
  g_signal_connect_object (dialog, "notify::busy", G_CALLBACK (on_quick_busy), self, 0);
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (on_quick_destroy), self, G_CONNECT_SWAPPED);
  lab_generate_dialog_generate (dialog);
  if (lab_generate_dialog_get_busy (dialog))
    {
      g_clear_handle_id (&self->quick_toast_source, g_source_remove);
      self->quick_toast_source = g_timeout_add (QUICK_TOAST_DELAY_MS, show_quick_toast, self);
    }
  else
    /* The remembered choices cannot be made (a size the level does not
     * come in): the dialog says why. */
    gtk_window_present (GTK_WINDOW (dialog));
}

static const GActionEntry completion_actions[] = {
  { "new-same-settings", new_same_settings_activated },
  { "play-again", play_again_activated },
  { "keep-editing", keep_editing_activated },
};

void
_lab_window_completion_init (LabWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), completion_actions,
                                   G_N_ELEMENTS (completion_actions), self);
}

void
_lab_window_completion_dispose (LabWindow *self)
{
  g_clear_handle_id (&self->quick_toast_source, g_source_remove);
  g_clear_weak_pointer (&self->quick_toast);
  if (self->quick_generate != NULL)
    {
      LabGenerateDialog *dialog = self->quick_generate;

      g_clear_weak_pointer (&self->quick_generate);
      g_signal_handlers_disconnect_by_data (dialog, self);
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
}
