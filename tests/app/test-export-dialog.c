/* test-export-dialog.c: Export and Copy Image, as a user reaches them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The dialog opens from win.export, its preview redraws when an option
 * changes, it writes PNG, PDF and SVG files that other programs read
 * (poppler's pdfinfo and librsvg's rsvg-convert, when installed), it
 * remembers the options of the last export, and a failed export says so
 * and leaves nothing behind. Copy Image puts the board on the clipboard
 * as an image and as text.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "board-test-util.h"
#include "futo-algorithm.h"
#include "futo-export.h"
#include "futo-trace.h"
#include "lab-export-dialog.h"
#include "shot-test-util.h"
#include "visualizer-test-util.h"

/* The export dialog's template child with this id
 * (data/ui/export/lab-export-dialog.ui). */
static GtkWidget *
dialog_child (LabExportDialog *dialog,
                       const char      *id)
{
  return lab_test_template_child (GTK_WIDGET (dialog), LAB_TYPE_EXPORT_DIALOG, id);
}

static gboolean
weak_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static gboolean
message_dialog_shown (gpointer data)
{
  return lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL) != NULL;
}

/* The pixels a widget shows now, after it has drawn a frame or two.
 * paintable is gtk_widget_paintable_new (widget) kept from one call to the
 * next: it holds on to the last picture until the widget asks to be
 * redrawn, as the screen does. */
static GBytes *
widget_pixels (GtkWidget    *widget,
               GdkPaintable *paintable)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  gsize stride = (gsize) width * 4;
  guchar *data;

  lab_test_wait_for_frames (widget, 2);
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  data = g_malloc (stride * height);
  gdk_texture_download (texture, data, stride);
  return g_bytes_new_take (data, stride * height);
}

static LabExportDialog *
open_dialog (LabWindow *window)
{
  GtkWindow *dialog;

  lab_test_activate (window, "export", NULL);
  dialog = lab_test_wait_for_toplevel (LAB_TYPE_EXPORT_DIALOG, NULL);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (window));
  return LAB_EXPORT_DIALOG (dialog);
}

static void
on_exported (LabExportDialog  *dialog,
             GFile            *file,
             GFile           **exported)
{
  g_assert_null (*exported); /* once per export */
  *exported = g_object_ref (file);
}

/* Exports to path and waits until the dialog has closed, having said
 * where the file went (the window's toast offers to open it). */
static void
export_and_wait (LabExportDialog *dialog,
                 const char      *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) exported = NULL;
  gpointer weak = dialog;

  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);
  g_signal_connect (dialog, "exported", G_CALLBACK (on_exported), &exported);
  lab_export_dialog_export_to_file (dialog, file);
  lab_test_wait_until (weak_cleared, &weak);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_nonnull (exported);
  g_assert_true (g_file_equal (exported, file));
}

/* Runs argv; its standard output, or NULL with a skip message when the
 * program is not installed. Fails the test when it fails. */
static char *
run_tool (const char * const *argv)
{
  g_autofree char *program = g_find_program_in_path (argv[0]);
  g_autoptr(GError) error = NULL;
  char *output = NULL;
  int status;

  if (program == NULL)
    {
      g_test_message ("%s is not installed: that check is skipped", argv[0]);
      return NULL;
    }
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, &output, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return output;
}

static gboolean
settings_string_is (GSettings  *settings,
                    const char *key,
                    const char *expected)
{
  g_autofree char *value = g_settings_get_string (settings, key);

  if (g_strcmp0 (value, expected) != 0)
    g_test_message ("%s is '%s', expected '%s'", key, value, expected);
  return g_strcmp0 (value, expected) == 0;
}

static void
test_export_formats (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
  g_autofree char *dir = g_dir_make_tmp ("lab-export-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "board.png", NULL);
  g_autofree char *pdf = g_build_filename (dir, "board.pdf", NULL);
  g_autofree char *svg = g_build_filename (dir, "board.svg", NULL);
  g_autofree char *svg_png = g_build_filename (dir, "svg.png", NULL);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *info = NULL;
  g_autofree char *content = NULL;
  g_autoptr(GdkPaintable) preview = NULL;
  LabExportDialog *dialog;
  LabWindow *window;
  FutoExportOptions options;
  int width, height;

  window = lab_test_create_window (document);
  lab_test_wait_until (lab_test_check_settled, window);
  dialog = open_dialog (window);

  /* The puzzle has one solution: it is offered. */
  g_assert_true (gtk_widget_get_sensitive (dialog_child (dialog, "solution_row")));
  g_assert_true (gtk_widget_get_visible (dialog_child (dialog, "image_group")));
  g_assert_false (gtk_widget_get_visible (dialog_child (dialog, "print_group")));

  /* Each option shows in the preview at once. */
  preview = gtk_widget_paintable_new (dialog_child (dialog, "preview"));
  before = widget_pixels (dialog_child (dialog, "preview"), preview);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (dialog_child (dialog, "solution_check")), TRUE);
  after = widget_pixels (dialog_child (dialog, "preview"), preview);
  g_assert_false (g_bytes_equal (before, after));
  g_clear_pointer (&before, g_bytes_unref);
  gtk_switch_set_active (GTK_SWITCH (dialog_child (dialog, "dark_switch")), TRUE);
  before = widget_pixels (dialog_child (dialog, "preview"), preview);
  g_assert_false (g_bytes_equal (before, after));
  lab_test_shoot (GTK_WIDGET (dialog), "export-dialog-png.png");

  /* PNG at a fixed width. */
  adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (dialog_child (dialog, "width_expander")), TRUE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (dialog_child (dialog, "width_spin")), 333);
  g_assert_false (gtk_widget_get_sensitive (dialog_child (dialog, "scale_row")));
  lab_export_dialog_get_options (dialog, &options, NULL);
  g_assert_cmpint (options.content, ==, FUTO_EXPORT_SOLUTION);
  futo_render_export_get_pixel_size (futoshiki_document_get_game (document), &options, &width, &height);
  export_and_wait (dialog, png);
  texture = gdk_texture_new_from_filename (png, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 333);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, height);

  /* The options are remembered for the next time. */
  g_assert_cmpint (g_settings_get_int (settings, "export-pixel-width"), ==, 333);
  content = g_settings_get_string (settings, "export-content");
  g_assert_cmpstr (content, ==, "solution");
  g_assert_true (g_settings_get_boolean (settings, "export-dark"));
  dialog = open_dialog (window);
  g_assert_true (adw_expander_row_get_enable_expansion (ADW_EXPANDER_ROW (dialog_child (dialog, "width_expander"))));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (dialog_child (dialog, "width_spin"))), ==, 333);
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (dialog_child (dialog, "solution_check"))));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (dialog_child (dialog, "dark_switch"))));

  /* PDF on A4: the print rows show, the screen-only ones do not. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (dialog_child (dialog, "format_row")), FUTO_EXPORT_PDF);
  adw_combo_row_set_selected (ADW_COMBO_ROW (dialog_child (dialog, "paper_row")), 1);
  g_assert_false (gtk_widget_get_visible (dialog_child (dialog, "image_group")));
  g_assert_true (gtk_widget_get_visible (dialog_child (dialog, "print_group")));
  g_assert_false (gtk_widget_get_visible (dialog_child (dialog, "dark_row")));
  lab_test_shoot (GTK_WIDGET (dialog), "export-dialog-pdf.png");
  export_and_wait (dialog, pdf);
  info = run_tool ((const char * const[]) { "pdfinfo", pdf, NULL });
  if (info != NULL)
    {
      const char *pages = strstr (info, "Pages:");

      g_test_message ("%s", info);
      g_assert_nonnull (pages);
      g_assert_cmpint (atoi (pages + strlen ("Pages:")), ==, 1);
      g_assert_nonnull (strstr (info, "(A4)"));
    }

  /* SVG that librsvg reads. The format and paper of the PDF come back. */
  g_assert_true (settings_string_is (settings, "export-format", "pdf"));
  g_assert_true (settings_string_is (settings, "export-paper", "a4"));
  dialog = open_dialog (window);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (dialog_child (dialog, "format_row"))), ==, FUTO_EXPORT_PDF);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (dialog_child (dialog, "paper_row"))), ==, 1);
  adw_combo_row_set_selected (ADW_COMBO_ROW (dialog_child (dialog, "format_row")), FUTO_EXPORT_SVG);
  export_and_wait (dialog, svg);
  g_assert_true (settings_string_is (settings, "export-format", "svg"));
  g_free (run_tool ((const char * const[]) { "rsvg-convert", "-o", svg_png, svg, NULL }));

  lab_test_discard_and_destroy (window);
  lab_test_remove_tree (dir);
}

/* The chooser knows its folder once it has loaded it. */
static gboolean
chooser_in_folder (gpointer data)
{
  GtkWindow *chooser = lab_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG, NULL);
  g_autoptr(GFile) shown = chooser != NULL ? gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (chooser))
                                           : NULL;

  return shown != NULL;
}

/* Export… asks for a name beside the puzzle: in the puzzle's folder, its
 * file name with the format's extension is offered, and a name typed
 * without one gets it. */
static void
test_chooser (void)
{
  g_autofree char *dir = g_dir_make_tmp ("lab-export-XXXXXX", NULL);
  g_autofree char *source = g_build_filename (dir, "week-12.futoshiki", NULL);
  g_autofree char *written = g_build_filename (dir, "mine.svg", NULL);
  g_autoptr(GFile) source_file = g_file_new_for_path (source);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (4);
  g_autofree char *offered = NULL;
  g_autoptr(GFile) shown = NULL;
  LabExportDialog *dialog;
  GtkWindow *chooser;
  LabWindow *window;
  gpointer weak;

  futoshiki_document_mark_saved (document, source_file);
  window = lab_test_create_window (document);
  dialog = open_dialog (window);
  adw_combo_row_set_selected (ADW_COMBO_ROW (dialog_child (dialog, "format_row")), FUTO_EXPORT_SVG);
  weak = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);

  gtk_widget_activate (dialog_child (dialog, "export_button"));
  lab_test_wait_until (chooser_in_folder, NULL);
  chooser = lab_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG, NULL);
  offered = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
  g_assert_cmpstr (offered, ==, "week-12.svg");
  shown = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (chooser));
  g_assert_true (g_file_equal (shown, folder));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), "mine");
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);

  lab_test_wait_until (weak_cleared, &weak);
  g_assert_true (g_file_test (written, G_FILE_TEST_IS_REGULAR));

  lab_test_discard_and_destroy (window);
  lab_test_remove_tree (dir);
}

/* Only the entries the test put there: no temporary file left over. */
static void
assert_folder_holds (const char *dir,
                     guint       n_entries)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  guint n = 0;

  g_assert_nonnull (handle);
  while (g_dir_read_name (handle) != NULL)
    n++;
  g_assert_cmpuint (n, ==, n_entries);
}

static void
expect_failure (LabExportDialog *dialog,
                const char      *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkWindow *message;

  lab_export_dialog_export_to_file (dialog, file);
  lab_test_wait_until (message_dialog_shown, NULL);
  message = lab_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (message)), ==, "Could Not Export");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (message)), "puzzle.png"));
  g_test_message ("%s", adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (message)));
  lab_test_destroy_window (message, FALSE);
  /* The dialog stays for another try. */
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

static void
test_export_error (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_4x4.txt");
  g_autofree char *dir = g_dir_make_tmp ("lab-export-XXXXXX", NULL);
  g_autofree char *plain = g_build_filename (dir, "plain", NULL);
  g_autofree char *in_plain = g_build_filename (plain, "puzzle.png", NULL);
  g_autofree char *too_large = g_build_filename (dir, "puzzle.png", NULL);
  LabExportDialog *dialog;
  LabWindow *window;

  g_assert_true (g_file_set_contents (plain, "not a folder\n", -1, NULL));
  window = lab_test_create_window (document);
  dialog = open_dialog (window);

  /* A "folder" that is a file fails for everyone. */
  expect_failure (dialog, in_plain);
  assert_folder_holds (dir, 1);

  /* An image too large to draw: Export… cannot be pressed, and the
   * drawing, asked for all the same, fails before anything is written. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (dialog_child (dialog, "format_row")), FUTO_EXPORT_PNG);
  adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (dialog_child (dialog, "width_expander")), TRUE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (dialog_child (dialog, "width_spin")), FUTO_EXPORT_MAX_PIXELS);
  g_assert_false (gtk_widget_get_sensitive (dialog_child (dialog, "export_button")));
  g_assert_nonnull (strstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (dialog_child (dialog, "image_group"))), "Too large"));
  expect_failure (dialog, too_large);
  assert_folder_holds (dir, 1);

  lab_test_destroy_window (GTK_WINDOW (dialog), TRUE);
  lab_test_discard_and_destroy (window);
  lab_test_remove_tree (dir);
}

/* A read-only folder. Root writes there anyway: as root the case runs in
 * a child as nobody (lab_test_run_unprivileged()), so that CI runs it. */
static void
test_export_read_only (void)
{
  g_autoptr(FutoshikiDocument) document = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *locked = NULL;
  g_autofree char *in_locked = NULL;
  LabExportDialog *dialog;
  LabWindow *window;

  if (lab_test_run_unprivileged ("/export-dialog/error/read-only-folder"))
    return;
  document = lab_test_load_document ("unequal_4x4.txt");
  dir = g_dir_make_tmp ("lab-export-XXXXXX", NULL);
  locked = g_build_filename (dir, "locked", NULL);
  in_locked = g_build_filename (locked, "puzzle.png", NULL);
  g_assert_cmpint (g_mkdir (locked, 0500), ==, 0);
  g_assert_cmpint (access (locked, W_OK), !=, 0);
  window = lab_test_create_window (document);
  dialog = open_dialog (window);

  expect_failure (dialog, in_locked);
  assert_folder_holds (locked, 0);

  lab_test_destroy_window (GTK_WINDOW (dialog), TRUE);
  lab_test_discard_and_destroy (window);
  g_chmod (locked, 0700);
  lab_test_remove_tree (dir);
}

/* Solution offered only for a unique puzzle; an empty board has many. */
static void
test_solution_unavailable (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_empty_document (4);
  LabWindow *window = lab_test_create_window (document);
  LabExportDialog *dialog;
  FutoExportOptions options;

  lab_test_wait_until (lab_test_check_settled, window);
  dialog = open_dialog (window);
  g_assert_false (gtk_widget_get_sensitive (dialog_child (dialog, "solution_row")));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (dialog_child (dialog, "solution_row"))), "more than one"));
  lab_export_dialog_get_options (dialog, &options, NULL);
  g_assert_cmpint (options.content, !=, FUTO_EXPORT_SOLUTION);
  g_assert_null (options.solution);

  lab_test_destroy_window (GTK_WINDOW (dialog), TRUE);
  lab_test_discard_and_destroy (window);
}

/* Copy Image */

typedef struct
{
  GdkTexture *texture;
  char       *text;
} ClipboardRead;

static void
on_texture_read (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  ClipboardRead *read = user_data;
  g_autoptr(GError) error = NULL;

  read->texture = gdk_clipboard_read_texture_finish (GDK_CLIPBOARD (object), result, &error);
  g_assert_no_error (error);
}

static void
on_text_read (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  ClipboardRead *read = user_data;
  g_autoptr(GError) error = NULL;

  read->text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (object), result, &error);
  g_assert_no_error (error);
}

static gboolean
clipboard_read (gpointer data)
{
  ClipboardRead *read = data;

  return read->texture != NULL && read->text != NULL;
}

/* The mean brightness (0..765) of the middle half of a cell. */
static double
cell_brightness (const guchar           *pixels,
                 gsize                   stride,
                 const FutoRenderLayout *layout,
                 double                  factor,
                 int                     row,
                 int                     col)
{
  double x, y, sum = 0;
  int n = 0, x0, y0, side;

  futo_render_layout_cell_origin (layout, row, col, &x, &y);
  side = (int) (layout->cell_size * factor / 2);
  x0 = (int) (x * factor) + side / 2;
  y0 = (int) (y * factor) + side / 2;
  for (int j = y0; j < y0 + side; j++)
    for (int i = x0; i < x0 + side; i++)
      {
        const guchar *p = pixels + j * stride + i * 4;

        sum += p[0] + p[1] + p[2];
        n++;
      }
  return sum / n;
}

static void
test_copy_image (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_4x4.txt");
  const FutoGame *game = futoshiki_document_get_game (document);
  LabWindow *window = lab_test_create_window (document);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  ClipboardRead read = { 0 };
  FutoExportOptions options;
  FutoRenderLayout layout;
  g_autofree guchar *pixels = NULL;
  double factor;
  int width, height;
  gsize stride;

  lab_test_activate (window, "copy-image", NULL);
  gdk_clipboard_read_texture_async (clipboard, NULL, on_texture_read, &read);
  gdk_clipboard_read_text_async (clipboard, NULL, on_text_read, &read);
  lab_test_wait_until (clipboard_read, &read);

  /* The text is what Copy offers: it pastes back as the puzzle. */
  g_assert_nonnull (strstr (read.text, "4:1,0R,"));

  /* The image is the bare board at twice the screen's size. */
  futo_render_export_options_init (&options);
  options.content = FUTO_EXPORT_STATE;
  options.show_title = FALSE;
  options.show_caption = FALSE;
  options.scale = 2;
  futo_render_export_get_pixel_size (game, &options, &width, &height);
  g_assert_cmpint (gdk_texture_get_width (read.texture), ==, width);
  g_assert_cmpint (gdk_texture_get_height (read.texture), ==, height);

  /* The given 1 at the top left darkens its cell; (0, 1) is empty. */
  g_assert_cmpint (futo_puzzle_get_given (game->puzzle, 0, 0), ==, 1);
  g_assert_cmpint (futo_puzzle_get_given (game->puzzle, 0, 1), ==, 0);
  stride = (gsize) width * 4;
  pixels = g_malloc (stride * height);
  gdk_texture_download (read.texture, pixels, stride);
  futo_render_export_get_board_layout (game, &options, &layout);
  /* Points to pixels: 96 dpi, times the scale. */
  factor = 96.0 / 72.0 * 2;
  g_assert_cmpfloat (cell_brightness (pixels, stride, &layout, factor, 0, 0) + 20, <,
                     cell_brightness (pixels, stride, &layout, factor, 0, 1));

  g_clear_object (&read.texture);
  g_free (read.text);
  lab_test_discard_and_destroy (window);
}

/* Copy Image, and the image's pixels read back from the clipboard. */
static GBytes *
copy_image (LabWindow *window)
{
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  ClipboardRead read = { 0 };
  gsize stride;
  guchar *pixels;
  int height;

  lab_test_activate (window, "copy-image", NULL);
  gdk_clipboard_read_texture_async (clipboard, NULL, on_texture_read, &read);
  gdk_clipboard_read_text_async (clipboard, NULL, on_text_read, &read);
  lab_test_wait_until (clipboard_read, &read);
  stride = (gsize) gdk_texture_get_width (read.texture) * 4;
  height = gdk_texture_get_height (read.texture);
  pixels = g_malloc (stride * height);
  gdk_texture_download (read.texture, pixels, stride);
  g_clear_object (&read.texture);
  g_free (read.text);
  return g_bytes_new_take (pixels, stride * height);
}

/* While the board shows a visualizer frame, that frame is offered. */
static void
test_trace_frame (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_4x4.txt");
  const FutoPuzzle *puzzle = futoshiki_document_get_puzzle (document);
  g_autofree char *dir = g_dir_make_tmp ("lab-export-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "frame.png", NULL);
  g_autoptr(FutoshikiTracePlayer) player = NULL;
  g_autoptr(GBytes) bare = NULL;
  g_autoptr(GBytes) traced = NULL;
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *content = NULL;
  g_autoptr(GdkPaintable) preview = NULL;
  g_autoptr(GBytes) copied = NULL;
  g_autoptr(GBytes) plain = NULL;
  FutoTrace *trace = futo_trace_new (puzzle->size, 0);
  FutoRunOptions run_options;
  FutoRunResult result;
  FutoExportOptions options;
  LabExportDialog *dialog;
  LabWindow *window;

  futo_run_options_init (&run_options);
  run_options.solution_limit = 1;
  run_options.on_event = futo_trace_record;
  run_options.event_data = trace;
  futo_run_result_init (&result);
  futo_run (futo_algorithm_default (), puzzle, &run_options, &result);
  futo_run_result_clear (&result);
  g_assert_cmpuint (futo_trace_get_length (trace), >, 4);
  player = futoshiki_trace_player_new (trace, puzzle, futo_algorithm_default ()->id, FALSE);
  futoshiki_trace_player_set_position (player, futo_trace_get_length (trace) / 2);

  window = lab_test_create_window (document);
  /* Without a frame on the board there is none to offer. */
  dialog = open_dialog (window);
  g_assert_false (gtk_widget_get_visible (dialog_child (dialog, "trace_row")));
  lab_test_destroy_window (GTK_WINDOW (dialog), TRUE);

  lab_board_set_trace_player (lab_test_board (window), player);
  dialog = open_dialog (window);
  g_assert_true (gtk_widget_get_visible (dialog_child (dialog, "trace_row")));
  preview = gtk_widget_paintable_new (dialog_child (dialog, "preview"));
  bare = widget_pixels (dialog_child (dialog, "preview"), preview);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (dialog_child (dialog, "trace_check")), TRUE);
  traced = widget_pixels (dialog_child (dialog, "preview"), preview);
  g_assert_false (g_bytes_equal (bare, traced));
  lab_export_dialog_get_options (dialog, &options, NULL);
  g_assert_cmpint (options.content, ==, FUTO_EXPORT_TRACE);
  g_assert_nonnull (options.frame);
  lab_test_shoot (GTK_WIDGET (dialog), "export-dialog-trace.png");

  /* Written, and not remembered as the content for next time. */
  g_settings_set_string (settings, "export-content", "state");
  export_and_wait (dialog, png);
  content = g_settings_get_string (settings, "export-content");
  g_assert_cmpstr (content, ==, "state");

  /* Copy Image copies what the board shows: the frame. */
  copied = copy_image (window);
  lab_board_set_trace_player (lab_test_board (window), NULL);
  plain = copy_image (window);
  g_assert_false (g_bytes_equal (copied, plain));

  lab_test_discard_and_destroy (window);
  lab_test_remove_tree (dir);
}

static gboolean
tree_row_ready (gpointer data)
{
  LabExportDialog *dialog = data;

  return gtk_widget_get_sensitive (dialog_child (dialog, "tree_row"));
}

/* While the board shows a recording, its search tree is offered; it is
 * written in every format and reads back. */
static void
test_search_tree (void)
{
  static const char * const formats[] = { "png", "pdf", "svg" };
  g_autoptr(FutoshikiDocument) document = lab_test_load_app_document ("lesson-6x6.txt");
  g_autofree char *dir = g_dir_make_tmp ("lab-export-XXXXXX", NULL);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GdkPaintable) preview = NULL;
  g_autoptr(GBytes) bare = NULL;
  g_autoptr(GBytes) tree = NULL;
  g_autofree char *content = NULL;
  LabWindow *window;
  LabExportDialog *dialog;

  futoshiki_document_set_mode (document, FUTOSHIKI_DOCUMENT_MODE_PLAY);
  window = lab_test_record (document, "fc");
  futoshiki_trace_player_set_position (lab_visualizer_get_player (lab_test_visualizer (window)), 500);
  g_settings_set_string (settings, "export-content", "puzzle");
  g_settings_set_int (settings, "export-pixel-width", 0);
  g_settings_set_boolean (settings, "export-dark", FALSE);
  for (gsize i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autofree char *name = g_strdup_printf ("tree.%s", formats[i]);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *bytes = NULL;
      gsize length;

      g_settings_set_string (settings, "export-format", formats[i]);
      dialog = open_dialog (window);
      g_assert_true (gtk_widget_get_visible (dialog_child (dialog, "tree_row")));
      lab_test_wait_until (tree_row_ready, dialog);
      if (i == 0)
        {
          preview = gtk_widget_paintable_new (dialog_child (dialog, "preview"));
          bare = widget_pixels (dialog_child (dialog, "preview"), preview);
        }
      gtk_check_button_set_active (GTK_CHECK_BUTTON (dialog_child (dialog, "tree_check")), TRUE);
      g_assert_nonnull (lab_export_dialog_get_tree (dialog, NULL));
      if (i == 0)
        {
          tree = widget_pixels (dialog_child (dialog, "preview"), preview);
          g_assert_false (g_bytes_equal (bare, tree));
          g_clear_object (&preview);
          lab_test_shoot (GTK_WIDGET (dialog), "export-dialog-tree.png");
        }
      export_and_wait (dialog, path);
      g_assert_true (g_file_get_contents (path, &bytes, &length, NULL));
      if (g_str_equal (formats[i], "png"))
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(GdkTexture) texture = gdk_texture_new_from_filename (path, &error);

          g_assert_no_error (error);
          g_assert_cmpint (gdk_texture_get_width (texture), >, 100);
          g_assert_cmpint (gdk_texture_get_height (texture), >, 50);
        }
      else if (g_str_equal (formats[i], "pdf"))
        {
          const char *argv[] = { "pdfinfo", path, NULL };
          g_autofree char *info = run_tool (argv);

          g_assert_true (g_str_has_prefix (bytes, "%PDF-"));
          if (info != NULL)
            g_assert_true (g_regex_match_simple ("^Pages: +1$", info, G_REGEX_MULTILINE, 0));
        }
      else
        {
          g_autofree char *out = g_build_filename (dir, "tree-svg.png", NULL);
          const char *argv[] = { "rsvg-convert", "-o", out, path, NULL };
          g_autofree char *converted = run_tool (argv);

          g_assert_nonnull (strstr (bytes, "<svg"));
          if (converted != NULL)
            g_assert_true (g_file_test (out, G_FILE_TEST_IS_REGULAR));
        }
    }
  /* Not remembered as the content for next time. */
  content = g_settings_get_string (settings, "export-content");
  g_assert_cmpstr (content, ==, "puzzle");

  lab_test_discard_and_destroy (window);
  lab_test_remove_tree (dir);
}

/* Print Preview with no previewer installed: a sentence saying why, and
 * the window goes on (it aborted in GTK once the preview was taken over
 * without a cairo context); printing can be asked for again. */
static void
test_print_preview_without_previewer (void)
{
  g_autoptr(FutoshikiDocument) document = lab_test_load_document ("unequal_5x5.txt");
  GtkSettings *settings = gtk_settings_get_default ();
  g_autofree char *saved = NULL;
  LabWindow *window = lab_test_create_window (document);

  g_object_get (settings, "gtk-print-preview-command", &saved, NULL);
  g_object_set (settings, "gtk-print-preview-command", "futoshiki-no-such-viewer %f", NULL);
  for (int round = 0; round < 2; round++)
    {
      GtkWindow *dialog, *message;

      lab_test_activate (window, "print", NULL);
      dialog = lab_test_wait_for_toplevel (GTK_TYPE_DIALOG, NULL);
      /* The print dialog's Preview button. */
      gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_APPLY);
      message = lab_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL);
      g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (message)), ==,
                       "No Print Previewer Installed");
      lab_test_destroy_window (message, FALSE);
      g_assert_null (lab_test_find_toplevel (GTK_TYPE_DIALOG, NULL));
    }
  g_object_set (settings, "gtk-print-preview-command", saved, NULL);
  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_test_add_func ("/export-dialog/formats", test_export_formats);
  g_test_add_func ("/export-dialog/chooser", test_chooser);
  g_test_add_func ("/export-dialog/error", test_export_error);
  g_test_add_func ("/export-dialog/error/read-only-folder", test_export_read_only);
  g_test_add_func ("/export-dialog/solution-unavailable", test_solution_unavailable);
  g_test_add_func ("/export-dialog/trace-frame", test_trace_frame);
  g_test_add_func ("/export-dialog/search-tree", test_search_tree);
  g_test_add_func ("/export-dialog/copy-image", test_copy_image);
  g_test_add_func ("/export-dialog/print-preview-without-previewer", test_print_preview_without_previewer);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
