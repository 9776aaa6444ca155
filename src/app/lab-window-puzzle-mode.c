/* lab-window-puzzle-mode.c: win.puzzle-mode, Unequal or Adjacent
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The two kinds of puzzle of Simon Tatham's Unequal: signs between
 * neighbours ("unequal"), or marks between neighbours one apart, with
 * every such pair marked ("adjacent"). Neither kind's marks mean anything
 * in the other, so switching a board that has some asks first and says
 * that Undo brings them back.
 */
#define G_LOG_DOMAIN "lab-window-puzzle-mode"

#include "config.h"

#include <glib/gi18n.h>

#include "lab-window-private.h"

static const char *
mode_id (FutoMode mode)
{
  return mode == FUTO_MODE_ADJACENT ? "adjacent" : "unequal";
}

static void
switch_mode (LabWindow *self,
             FutoMode   mode)
{
  if (self->document != NULL && lab_document_set_puzzle_mode (self->document, mode))
    _lab_window_update_actions (self);
}

static void
on_confirm_response (AdwMessageDialog *dialog,
                     const char       *response,
                     LabWindow        *self)
{
  if (g_strcmp0 (response, "switch") == 0)
    switch_mode (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "mode")));
}

static void
puzzle_mode_changed (GSimpleAction *action,
                     GVariant      *state,
                     gpointer       user_data)
{
  LabWindow *self = user_data;
  const char *id = g_variant_get_string (state, NULL);
  FutoMode mode = g_str_equal (id, "adjacent") ? FUTO_MODE_ADJACENT : FUTO_MODE_UNEQUAL;
  int marks;
  GtkWidget *dialog;
  g_autofree char *body = NULL;

  if (self->document == NULL || lab_document_get_puzzle_mode (self->document) == mode)
    return;

  marks = futo_puzzle_count_signs (lab_document_get_puzzle (self->document));
  if (marks == 0)
    {
      switch_mode (self, mode);
      return;
    }

  if (mode == FUTO_MODE_ADJACENT)
    body = g_strdup_printf (ngettext ("The board’s %d sign means nothing in an Adjacent puzzle and will be "
                                      "removed. Givens stay. Undo brings the sign back.",
                                      "The board’s %d signs mean nothing in an Adjacent puzzle and will be "
                                      "removed. Givens stay. Undo brings the signs back.", marks), marks);
  else
    body = g_strdup_printf (ngettext ("The board’s %d Adjacent mark means nothing in a puzzle with signs and "
                                      "will be removed. Givens stay. Undo brings the mark back.",
                                      "The board’s %d Adjacent marks mean nothing in a puzzle with signs and "
                                      "will be removed. Givens stay. Undo brings the marks back.", marks),
                            marks);
  dialog = adw_message_dialog_new (GTK_WINDOW (self),
                                   mode == FUTO_MODE_ADJACENT ? _("Switch to Adjacent?")
                                                              : _("Switch to Signs?"),
                                   body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "switch", _("_Switch"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "switch",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "mode", GINT_TO_POINTER (mode));
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_confirm_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static const GActionEntry puzzle_mode_actions[] = {
  { "puzzle-mode", NULL, "s", "'unequal'", puzzle_mode_changed },
};

void
_lab_window_puzzle_mode_update (LabWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "puzzle-mode");
  gboolean edit = self->document != NULL
                  && lab_document_get_mode (self->document) == LAB_DOCUMENT_MODE_EDIT;

  if (action == NULL)
    return;
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), edit);
  if (self->document != NULL)
    g_simple_action_set_state (G_SIMPLE_ACTION (action),
                               g_variant_new_string (mode_id (lab_document_get_puzzle_mode (self->document))));
}

void
_lab_window_puzzle_mode_init (LabWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), puzzle_mode_actions,
                                   G_N_ELEMENTS (puzzle_mode_actions), self);
  _lab_window_puzzle_mode_update (self);
}
