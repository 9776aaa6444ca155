/* lab-live-run-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run a Program…: the user types the command line of their own solver
 * or picks one of the last ones run (the "live-run-commands" setting,
 * most recent first). The dialog only chooses: the visualizer runs it
 * (lab-live-run.c) once ::run says which.
 */
#define G_LOG_DOMAIN "lab-live-run-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "futoshiki-settings.h"
#include "lab-live-run-dialog.h"

#define RECENT_KEY "live-run-commands"

struct _LabLiveRunDialog
{
  AdwWindow     parent_instance;

  GSettings    *settings;

  /* Template children */
  GtkWidget    *cancel_button;
  GtkWidget    *run_button;
  AdwEntryRow  *command_row;
  GtkWidget    *recent_group;
  GtkListBox   *recent_list;
};

G_DEFINE_FINAL_TYPE (LabLiveRunDialog, lab_live_run_dialog, ADW_TYPE_WINDOW)

enum {
  RUN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

LabLiveRunDialog *
lab_live_run_dialog_new (GtkWindow *parent)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  return g_object_new (LAB_TYPE_LIVE_RUN_DIALOG, "transient-for", parent, NULL);
}

const char *
lab_live_run_dialog_get_command (LabLiveRunDialog *self)
{
  g_return_val_if_fail (LAB_IS_LIVE_RUN_DIALOG (self), NULL);
  return gtk_editable_get_text (GTK_EDITABLE (self->command_row));
}

void
lab_live_run_dialog_set_command (LabLiveRunDialog *self,
                                 const char       *command)
{
  g_return_if_fail (LAB_IS_LIVE_RUN_DIALOG (self));
  gtk_editable_set_text (GTK_EDITABLE (self->command_row), command != NULL ? command : "");
  gtk_editable_set_position (GTK_EDITABLE (self->command_row), -1);
}

/* The command first, then the others as they were, at most
 * LAB_LIVE_RUN_MAX_RECENT. */
static void
remember (LabLiveRunDialog *self,
          const char       *command)
{
  g_auto(GStrv) old = g_settings_get_strv (self->settings, RECENT_KEY);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) recent = NULL;
  guint n = 1;

  g_strv_builder_add (builder, command);
  for (guint i = 0; old[i] != NULL && n < LAB_LIVE_RUN_MAX_RECENT; i++)
    if (g_strcmp0 (old[i], command) != 0)
      {
        g_strv_builder_add (builder, old[i]);
        n++;
      }
  recent = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, RECENT_KEY, (const char * const *) recent);
}

gboolean
lab_live_run_dialog_run (LabLiveRunDialog *self)
{
  g_autofree char *command = NULL;

  g_return_val_if_fail (LAB_IS_LIVE_RUN_DIALOG (self), FALSE);

  command = g_strstrip (g_strdup (lab_live_run_dialog_get_command (self)));
  if (*command == '\0')
    return FALSE;
  remember (self, command);
  /* Held through the emission: a handler may close the dialog. */
  g_object_ref (self);
  g_signal_emit (self, signals[RUN], 0, command);
  gtk_window_close (GTK_WINDOW (self));
  g_object_unref (self);
  return TRUE;
}

static void
on_command_changed (LabLiveRunDialog *self)
{
  g_autofree char *command = g_strstrip (g_strdup (lab_live_run_dialog_get_command (self)));

  gtk_widget_set_sensitive (self->run_button, *command != '\0');
}

static void
on_recent_activated (LabLiveRunDialog *self,
                     GtkListBoxRow    *row)
{
  lab_live_run_dialog_set_command (self, g_object_get_data (G_OBJECT (row), "command"));
  gtk_widget_grab_focus (GTK_WIDGET (self->command_row));
}

static void
fill_recent (LabLiveRunDialog *self)
{
  g_auto(GStrv) stored = g_settings_get_strv (self->settings, RECENT_KEY);
  /* Whatever the settings hold, the list shows valid text, once each. */
  g_auto(GStrv) recent = futoshiki_settings_fit_commands ((const char * const *) stored, LAB_LIVE_RUN_MAX_RECENT);

  for (guint i = 0; recent[i] != NULL; i++)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), recent[i]);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_widget_set_tooltip_text (row, _("Put this command in the command line"));
      g_object_set_data_full (G_OBJECT (row), "command", g_strdup (recent[i]), g_free);
      gtk_list_box_append (self->recent_list, row);
    }
  gtk_widget_set_visible (self->recent_group, recent[0] != NULL);
  /* The last one run is the likeliest to be run again. */
  if (recent[0] != NULL)
    lab_live_run_dialog_set_command (self, recent[0]);
}

static void
lab_live_run_dialog_dispose (GObject *object)
{
  LabLiveRunDialog *self = LAB_LIVE_RUN_DIALOG (object);

  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), LAB_TYPE_LIVE_RUN_DIALOG);

  G_OBJECT_CLASS (lab_live_run_dialog_parent_class)->dispose (object);
}

static void
lab_live_run_dialog_class_init (LabLiveRunDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lab_live_run_dialog_dispose;

  signals[RUN] = g_signal_new ("run", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                               0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/futoshikilab/FutoshikiLab/ui/live-run/lab-live-run-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, LabLiveRunDialog, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, LabLiveRunDialog, run_button);
  gtk_widget_class_bind_template_child (widget_class, LabLiveRunDialog, command_row);
  gtk_widget_class_bind_template_child (widget_class, LabLiveRunDialog, recent_group);
  gtk_widget_class_bind_template_child (widget_class, LabLiveRunDialog, recent_list);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
lab_live_run_dialog_init (LabLiveRunDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (APP_ID);

  g_signal_connect_object (self->cancel_button, "clicked", G_CALLBACK (gtk_window_close), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->run_button, "clicked", G_CALLBACK (lab_live_run_dialog_run), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->command_row, "entry-activated", G_CALLBACK (lab_live_run_dialog_run), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->command_row, "changed", G_CALLBACK (on_command_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->recent_list, "row-activated", G_CALLBACK (on_recent_activated), self, G_CONNECT_SWAPPED);
  fill_recent (self);
}
