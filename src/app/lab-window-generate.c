/* lab-window-generate.c: win.generate, a new puzzle from the generator
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The dialog (lab-generate-dialog.c) chooses and generates; the window
 * asks about unsaved changes only once there is a puzzle to replace them
 * with, then opens it for play.
 */
#define G_LOG_DOMAIN "lab-window-generate"

#include "config.h"

#include "lab-generate-dialog.h"
#include "lab-window-private.h"

static void
open_generated (LabWindow *self,
                gpointer   data)
{
  lab_window_set_game (self, futo_game_copy (data), NULL);
  /* The puzzle is nowhere on disk: closing it must ask. */
  if (self->document != NULL)
    {
      lab_document_set_mode (self->document, LAB_DOCUMENT_MODE_PLAY);
      lab_document_mark_unsaved (self->document);
    }
}

static void
on_generated (LabGenerateDialog *dialog,
              LabWindow         *self)
{
  FutoGame *game = lab_generate_dialog_steal_game (dialog);

  if (game != NULL)
    _lab_window_confirm_discard (self, open_generated, game, (GDestroyNotify) futo_game_free);
}

static void
generate_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  LabWindow *self = user_data;
  LabGenerateDialog *dialog = lab_generate_dialog_new (GTK_WINDOW (self));

  g_signal_connect_object (dialog, "generated", G_CALLBACK (on_generated), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static const GActionEntry generate_actions[] = {
  { "generate", generate_activated },
};

void
_lab_window_generate_init (LabWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), generate_actions,
                                   G_N_ELEMENTS (generate_actions), self);
}
