/* lab-window-actions.c: the win.* actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lab-window-actions"

#include "config.h"

#include <glib/gi18n.h>

#include "lab-window-private.h"

static void
create_empty_puzzle (LabWindow *self,
                     int        size)
{
  FutoPuzzle *puzzle = futo_puzzle_new (size);
  FutoGame *game;

  g_return_if_fail (puzzle != NULL);

  game = futo_game_new (puzzle);
  lab_window_set_game (self, game, NULL);
}

static void
on_new_puzzle_response (AdwMessageDialog *dialog,
                        const char       *response,
                        LabWindow        *self)
{
  GtkSpinButton *spin;

  if (g_strcmp0 (response, "create") != 0)
    return;

  spin = GTK_SPIN_BUTTON (adw_message_dialog_get_extra_child (dialog));
  gtk_spin_button_update (spin);
  create_empty_puzzle (self, gtk_spin_button_get_value_as_int (spin));
}

static void
new_puzzle_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  LabWindow *self = user_data;
  GtkWidget *dialog;
  GtkWidget *spin;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("New Puzzle"),
                                   _("Choose the number of rows and columns."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "create", _("C_reate"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "create",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "create");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");

  spin = gtk_spin_button_new_with_range (FUTO_MIN_SIZE, FUTO_MAX_SIZE, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin),
                             g_settings_get_int (self->settings, "default-size"));
  gtk_widget_set_halign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board size"),
                                  -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), spin);

  /* GtkSpinButton in GTK 4.8 has no activates-default of its own; its text
   * field does, so that Enter presses Create. */
  gtk_text_set_activates_default (GTK_TEXT (gtk_editable_get_delegate (GTK_EDITABLE (spin))), TRUE);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_new_puzzle_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
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
add_filter (GtkFileChooser *chooser,
            const char     *name,
            const char     *mime_type,
            ...)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  const char *pattern;
  va_list args;

  gtk_file_filter_set_name (filter, name);
  if (mime_type != NULL)
    gtk_file_filter_add_mime_type (filter, mime_type);
  va_start (args, mime_type);
  while ((pattern = va_arg (args, const char *)) != NULL)
    gtk_file_filter_add_pattern (filter, pattern);
  va_end (args);

  gtk_file_chooser_add_filter (chooser, filter);
}

static void
open_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  LabWindow *self = user_data;
  GtkFileChooserNative *native;
  GtkFileChooser *chooser;

  native = gtk_file_chooser_native_new (_("Open Puzzle"),
                                        GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_OPEN,
                                        _("_Open"),
                                        _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);

  /* The first filter is the one shown: every kind of file we can read. */
  chooser = GTK_FILE_CHOOSER (native);
  add_filter (chooser, _("All Puzzles"), "application/x-futoshiki",
              "*.futoshiki", "*.txt", NULL);
  add_filter (chooser, _("Futoshiki Puzzles"), "application/x-futoshiki",
              "*.futoshiki", NULL);
  add_filter (chooser, _("Grid Text Files"), NULL, "*.txt", NULL);
  add_filter (chooser, _("All Files"), NULL, "*", NULL);

  /* The dialog keeps itself alive through its reference until it answers. */
  g_signal_connect_object (native, "response", G_CALLBACK (on_open_response), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static const GActionEntry win_actions[] = {
  { "new-puzzle", new_puzzle_activated },
  { "open", open_activated },
};

void
_lab_window_actions_init (LabWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions,
                                   G_N_ELEMENTS (win_actions), self);
}
