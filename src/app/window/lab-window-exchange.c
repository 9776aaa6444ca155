/* lab-window-exchange.c: puzzles to and from other programs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copy puts a puzzle on the clipboard both as a game ID of Simon Tatham's
 * Unequal and in the grid format; Paste reads any format the core knows
 * into a new, unsaved document; Export writes the grid format to a file.
 */
#define G_LOG_DOMAIN "lab-window-exchange"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "futo-format.h"
#include "futoshiki-file-save.h"
#include "lab-file-util.h"
#include "lab-window-private.h"

static void
on_export_written (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(LabWindow) self = user_data;
  g_autoptr(GError) error = NULL;

  /* The helper's sentence names the file and says the old one is kept. */
  if (!futoshiki_file_save_finish (G_FILE (object), result, &error))
    _lab_window_show_error (self, _("Could Not Export Puzzle"), error->message);
  else
    lab_window_show_toast (self, _("Exported"));
}

static void
on_export_response (GtkNativeDialog *native,
                    int              response,
                    LabWindow       *self)
{
  g_autoptr(GFile) chosen = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
  if (chosen != NULL && self->document != NULL)
    {
      g_autoptr(GFile) file = lab_file_with_extension (chosen, ".txt");
      char *text = futo_grid_write (futoshiki_document_get_puzzle (self->document));
      g_autoptr(GBytes) bytes = g_bytes_new_take (text, strlen (text));

      futoshiki_file_save_async (file, bytes, NULL, on_export_written, g_object_ref (self));
    }
  gtk_native_dialog_destroy (native);
  g_object_unref (native);
}

static void
export_grid_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  LabWindow *self = user_data;
  GFile *file = futoshiki_document_get_file (self->document);
  g_autofree char *stem = file != NULL ? lab_file_stem (file) : NULL;
  g_autofree char *name = NULL;
  GtkFileChooserNative *native;

  native = gtk_file_chooser_native_new (_("Export as Grid Text"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  lab_file_chooser_add_filter (GTK_FILE_CHOOSER (native), _("Grid Text Files"), NULL, "*.txt", NULL);
  /* Beside the puzzle and named after it: "week-12.futoshiki" gives
   * "week-12.txt". */
  lab_file_chooser_open_beside (GTK_FILE_CHOOSER (native), file);
  if (stem != NULL)
    name = g_strconcat (stem, ".txt", NULL);
  else
    /* Translators: the file name offered for an exported grid */
    name = g_strdup (_("puzzle.txt"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name);
  g_signal_connect_object (native, "response", G_CALLBACK (on_export_response), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

/* The clipboard */

static void
copy_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  LabWindow *self = user_data;
  const FutoPuzzle *puzzle = futoshiki_document_get_puzzle (self->document);
  g_autofree char *id = futo_tatham_write (puzzle);
  g_autofree char *grid = futo_grid_write (puzzle);
  g_autofree char *text = g_strconcat (id, "\n\n", grid, NULL);

  /* Both forms: Unequal takes the game ID, everything else the grid. */
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
  lab_window_show_toast (self, _("Copied the puzzle as a game ID and as a grid"));
}

/* The first puzzle in text: the whole of it, else the first paragraph
 * (blank-line separated) that reads, so that what Copy writes pastes. */
static FutoGame *
game_from_text (const char *text)
{
  g_auto(GStrv) blocks = NULL;
  FutoGame *game;

  game = futo_game_read_any (text, strlen (text), NULL, NULL);
  if (game != NULL)
    return game;
  blocks = g_regex_split_simple ("\\n[ \\t]*\\n", text, 0, 0);
  for (guint i = 0; blocks[i] != NULL; i++)
    {
      g_autofree char *block = g_strconcat (g_strstrip (blocks[i]), "\n", NULL);

      if (*blocks[i] == '\0')
        continue;
      game = futo_game_read_any (block, strlen (block), NULL, NULL);
      if (game != NULL)
        return game;
    }
  return NULL;
}

static void
paste_continuation (LabWindow *self,
                    gpointer   data)
{
  lab_window_set_game (self, futo_game_copy (data), NULL);
  /* Pasted text is nowhere on disk: closing it must ask. */
  if (self->document != NULL)
    futoshiki_document_mark_unsaved (self->document);
}

static void
on_clipboard_text (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(LabWindow) self = user_data;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (object), result, NULL);
  FutoGame *game = text != NULL ? game_from_text (text) : NULL;

  if (game == NULL)
    {
      lab_window_show_toast (self, _("The clipboard holds no puzzle"));
      return;
    }
  _lab_window_confirm_discard (self, paste_continuation, game, (GDestroyNotify) futo_game_free);
}

static void
paste_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  LabWindow *self = user_data;

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (self)), NULL,
                                 on_clipboard_text, g_object_ref (self));
}

static const GActionEntry exchange_actions[] = {
  { "export-grid", export_grid_activated },
  { "copy", copy_activated },
  { "paste", paste_activated },
};

void
_lab_window_exchange_init (LabWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), exchange_actions,
                                   G_N_ELEMENTS (exchange_actions), self);
}
