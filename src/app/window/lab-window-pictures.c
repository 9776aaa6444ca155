/* lab-window-export.c: the board as pictures and on paper
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Export opens the export dialog, Print a print operation whose page
 * setup the window keeps for the next time, and Copy Image puts the board
 * on the clipboard as an image together with the text Copy offers, so
 * that an image editor and a text editor both find what they take.
 */
#define G_LOG_DOMAIN "lab-window-export"

#include "config.h"

#include <glib/gi18n.h>

#include "futo-export.h"
#include "futo-format.h"
#include "lab-export-dialog.h"
#include "lab-file-util.h"
#include "lab-print.h"
#include "lab-window-private.h"

/* Where the window keeps what the print dialog chose last. */
#define PRINT_SETTINGS_KEY "lab-print-settings"
#define PAGE_SETUP_KEY "lab-page-setup"
/* The layout page's choices, kept among the print settings. */
#define COLUMNS_KEY "futoshiki-lab-columns"
#define ROWS_KEY "futoshiki-lab-rows"
#define SOLUTIONS_KEY "futoshiki-lab-solutions"
#define CELL_MM_KEY "futoshiki-lab-cell-mm"

void
_lab_window_show_exported (LabWindow *self,
                           GFile     *file)
{
  g_autofree char *name = lab_file_display_name (file);
  g_autofree char *uri = g_file_get_uri (file);
  g_autofree char *title = NULL;
  AdwToast *toast;

  /* Translators: a toast after an export, with the file's name */
  title = g_strdup_printf (_("Exported “%s”"), name);
  toast = adw_toast_new (title);
  adw_toast_set_timeout (toast, 5);
  adw_toast_set_button_label (toast, _("_Open"));
  adw_toast_set_action_name (toast, "win.open-exported");
  adw_toast_set_action_target_value (toast, g_variant_new_string (uri));
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
export_activated (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  LabWindow *self = user_data;
  LabExportDialog *dialog;

  if (self->document == NULL)
    return;
  dialog = lab_export_dialog_new (GTK_WINDOW (self), self->document, self->check);
  lab_export_dialog_set_trace_player (dialog, lab_board_get_trace_player (self->board));
  g_signal_connect_object (dialog, "exported", G_CALLBACK (_lab_window_show_exported), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
open_exported_activated (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  gtk_show_uri (GTK_WINDOW (user_data), g_variant_get_string (parameter, NULL), GDK_CURRENT_TIME);
}

/* Printing */

static void
on_print_done (GtkPrintOperation       *operation,
               GtkPrintOperationResult  result,
               LabWindow               *self)
{
  g_autoptr(GError) error = NULL;

  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      gtk_print_operation_get_error (operation, &error);
      _lab_window_show_error (self, _("Could Not Print"),
                              error != NULL ? error->message : _("The printing system failed."));
    }
  else if (result == GTK_PRINT_OPERATION_RESULT_APPLY)
    {
      GtkPrintSettings *settings = gtk_print_operation_get_print_settings (operation);
      LabPrint *print = LAB_PRINT (operation);

      /* The layout page's choices travel with the dialog's own. */
      gtk_print_settings_set_int (settings, COLUMNS_KEY, lab_print_get_columns (print));
      gtk_print_settings_set_int (settings, ROWS_KEY, lab_print_get_rows (print));
      gtk_print_settings_set_bool (settings, SOLUTIONS_KEY, lab_print_get_solutions (print));
      gtk_print_settings_set_double (settings, CELL_MM_KEY, lab_print_get_cell_mm (print));
      g_object_set_data_full (G_OBJECT (self), PRINT_SETTINGS_KEY, g_object_ref (settings),
                              g_object_unref);
      g_object_set_data_full (G_OBJECT (self), PAGE_SETUP_KEY,
                              g_object_ref (gtk_print_operation_get_default_page_setup (operation)),
                              g_object_unref);
    }
  g_object_unref (operation);
}

static gboolean
end_preview (gpointer data)
{
  gtk_print_operation_preview_end_preview (data);
  return G_SOURCE_REMOVE;
}

/* The pages are laid out: say why nothing shows, and end the preview once
 * the operation is done emitting. */
static void
on_preview_ready (GtkPrintOperationPreview *preview,
                  GtkPrintContext          *context,
                  LabWindow                *self)
{
  _lab_window_show_error (self, _("No Print Previewer Installed"),
                          _("Print Preview shows the pages in a document viewer, and none is "
                            "installed. Print to a PDF file instead, or install a viewer such "
                            "as Evince."));
  g_idle_add_full (G_PRIORITY_DEFAULT, end_preview, g_object_ref (preview), g_object_unref);
}

/* Print Preview with no previewer installed closed the dialog and said
 * nothing (issue 32). Taking the preview over means giving the print
 * context a cairo context (GTK aborts otherwise) and ending it only after
 * the operation has laid out the pages: a throwaway surface, and the end
 * from "ready". */
static gboolean
on_print_preview (GtkPrintOperation        *operation,
                  GtkPrintOperationPreview *preview,
                  GtkPrintContext          *context,
                  GtkWindow                *parent,
                  LabWindow                *self)
{
  cairo_surface_t *surface;
  cairo_t *cr;

  if (lab_print_has_previewer (gtk_widget_get_settings (GTK_WIDGET (self))))
    return FALSE;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cr = cairo_create (surface);
  gtk_print_context_set_cairo_context (context, cr, 72, 72);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  g_signal_connect_object (preview, "ready", G_CALLBACK (on_preview_ready), self, 0);
  return TRUE;
}

static void
print_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  LabWindow *self = user_data;
  const guint8 *solution = NULL;
  GtkPrintSettings *settings;
  GtkPageSetup *page_setup;
  g_autoptr(GError) error = NULL;
  LabPrint *print;

  if (self->document == NULL)
    return;
  if (self->check != NULL && futoshiki_solution_check_get_state (self->check) == FUTOSHIKI_SOLUTION_STATE_UNIQUE)
    solution = futoshiki_solution_check_get_solution (self->check, 0);

  print = lab_print_new (futoshiki_document_get_game (self->document), solution);
  settings = g_object_get_data (G_OBJECT (self), PRINT_SETTINGS_KEY);
  page_setup = g_object_get_data (G_OBJECT (self), PAGE_SETUP_KEY);
  if (settings != NULL)
    {
      gtk_print_operation_set_print_settings (GTK_PRINT_OPERATION (print), settings);
      lab_print_set_columns (print, gtk_print_settings_get_int_with_default (settings, COLUMNS_KEY, 1));
      lab_print_set_rows (print, gtk_print_settings_get_int_with_default (settings, ROWS_KEY, 1));
      lab_print_set_solutions (print, gtk_print_settings_get_bool (settings, SOLUTIONS_KEY));
      if (gtk_print_settings_has_key (settings, CELL_MM_KEY))
        lab_print_set_cell_mm (print, gtk_print_settings_get_double (settings, CELL_MM_KEY));
    }
  if (page_setup != NULL)
    gtk_print_operation_set_default_page_setup (GTK_PRINT_OPERATION (print), page_setup);

  gtk_print_operation_set_allow_async (GTK_PRINT_OPERATION (print), TRUE);
  g_signal_connect_object (print, "done", G_CALLBACK (on_print_done), self, 0);
  g_signal_connect_object (print, "preview", G_CALLBACK (on_print_preview), self, 0);
  /* "done" comes for every result but an error before the dialog. */
  if (gtk_print_operation_run (GTK_PRINT_OPERATION (print), GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                               GTK_WINDOW (self), &error) == GTK_PRINT_OPERATION_RESULT_ERROR
      && error != NULL)
    {
      _lab_window_show_error (self, _("Could Not Print"), error->message);
      g_signal_handlers_disconnect_by_data (print, self);
      g_object_unref (print);
    }
}

/* Copy Image */

/* The board as the player sees it (or the visualizer's frame when the
 * board shows one), without the words around it, twice the screen's size
 * so that it stays sharp in a document. */
static GdkTexture *
create_board_texture (LabWindow *self)
{
  FutoshikiTracePlayer *player = lab_board_get_trace_player (self->board);
  FutoGame game = *futoshiki_document_get_game (self->document);
  g_autoptr(GBytes) bytes = NULL;
  FutoExportOptions options;
  FutoTraceFrame frame;
  FutoError error = { 0 };
  cairo_surface_t *surface;
  GdkTexture *texture;
  int width, height, stride;

  futo_render_export_options_init (&options);
  options.content = futoshiki_document_get_mode (self->document) == FUTOSHIKI_DOCUMENT_MODE_PLAY
                    ? FUTO_EXPORT_STATE : FUTO_EXPORT_PUZZLE;
  if (player != NULL)
    {
      futoshiki_trace_player_get_frame (player, &frame);
      options.content = FUTO_EXPORT_TRACE;
      options.frame = &frame;
      game.puzzle = (FutoPuzzle *) futoshiki_trace_player_get_puzzle (player);
    }
  options.show_title = FALSE;
  options.show_caption = FALSE;
  options.scale = 2;
  surface = futo_render_export_create_image (&game, &options, &error);
  if (surface == NULL)
    {
      g_warning ("Could not draw the board: %s", error.message);
      return NULL;
    }
  cairo_surface_flush (surface);
  width = cairo_image_surface_get_width (surface);
  height = cairo_image_surface_get_height (surface);
  stride = cairo_image_surface_get_stride (surface);
  /* Cairo's ARGB32 is GDK's default memory format, byte for byte. */
  bytes = g_bytes_new (cairo_image_surface_get_data (surface), (gsize) stride * height);
  texture = gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, stride);
  cairo_surface_destroy (surface);
  return texture;
}

static void
copy_image_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  LabWindow *self = user_data;
  const FutoPuzzle *puzzle;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GdkContentProvider) provider = NULL;
  g_autofree char *id = NULL;
  g_autofree char *grid = NULL;
  g_autofree char *text = NULL;
  GdkContentProvider *providers[2];

  if (self->document == NULL)
    return;
  texture = create_board_texture (self);
  if (texture == NULL)
    {
      lab_window_show_toast (self, _("The board is too large to copy as an image"));
      return;
    }
  /* The same text as Copy, so that pasting into Unequal still works. */
  puzzle = futoshiki_document_get_puzzle (self->document);
  id = futo_tatham_write (puzzle);
  grid = futo_grid_write (puzzle);
  text = g_strconcat (id, "\n\n", grid, NULL);

  providers[0] = gdk_content_provider_new_typed (GDK_TYPE_TEXTURE, texture);
  providers[1] = gdk_content_provider_new_typed (G_TYPE_STRING, text);
  provider = gdk_content_provider_new_union (providers, G_N_ELEMENTS (providers));
  gdk_clipboard_set_content (gtk_widget_get_clipboard (GTK_WIDGET (self)), provider);
  lab_window_show_toast (self, _("Copied the board as an image"));
}

static const GActionEntry export_actions[] = {
  { "export", export_activated },
  { "open-exported", open_exported_activated, "s" },
  { "print", print_activated },
  { "copy-image", copy_image_activated },
};

void
_lab_window_pictures_init (LabWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), export_actions,
                                   G_N_ELEMENTS (export_actions), self);
}
