/* test-run-export.c: Export Run… in Watch the Solver, as a user reaches it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The dialog opens from the panel's action on the recording shown, says
 * how many pages its choices make (and refuses a deck too long to help
 * anyone), and writes a PDF or numbered PNG files in the background,
 * closing when they are there. Its preview is the first page of the
 * chosen range, pixel for pixel what the deck draws for the file. One
 * slide of a dead end is kept among the screenshots, for the README.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "futoshiki-algorithm-text.h"
#include "futoshiki-slide-deck.h"
#include "lab-file-util.h"
#include "lab-slides-dialog.h"
#include "shot-test-util.h"
#include "visualizer-test-util.h"

static gboolean
weak_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static LabSlidesDialog *
open_dialog (LabWindow *window)
{
  GtkWindow *dialog;

  lab_test_activate (window, "trace-export", NULL);
  dialog = lab_test_wait_for_toplevel (LAB_TYPE_SLIDES_DIALOG, NULL);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (window));
  g_assert_true (lab_slides_dialog_get_player (LAB_SLIDES_DIALOG (dialog))
                 == lab_visualizer_get_player (lab_test_visualizer (window)));
  return LAB_SLIDES_DIALOG (dialog);
}

static gpointer
child (LabSlidesDialog *dialog,
       const char         *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (dialog), LAB_TYPE_SLIDES_DIALOG,
                                                   name);

  g_assert_nonnull (object);
  return object;
}

/* Pages at each event from first to last. */
static void
choose_events (LabSlidesDialog *dialog,
               guint64             first,
               guint64             last)
{
  adw_combo_row_set_selected (child (dialog, "range_row"), 2);
  gtk_spin_button_set_value (child (dialog, "last_spin"), (double) last);
  gtk_spin_button_set_value (child (dialog, "first_spin"), (double) first);
  adw_combo_row_set_selected (child (dialog, "step_row"), 2);
}

static void
on_exported (LabSlidesDialog  *dialog,
             GFile               *file,
             GFile              **exported)
{
  g_assert_null (*exported); /* once per export */
  *exported = g_object_ref (file);
}

/* Exports to path and waits until the dialog has closed; the file it
 * says it wrote. */
static GFile *
export_and_wait (LabSlidesDialog *dialog,
                 const char         *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GFile *exported = NULL;
  gpointer weak = dialog;

  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);
  g_signal_connect (dialog, "exported", G_CALLBACK (on_exported), &exported);
  g_assert_true (gtk_widget_get_sensitive (child (dialog, "export_button")));
  lab_slides_dialog_export_to_file (dialog, file);
  /* Written in a worker thread: the dialog waits, not the main loop. */
  g_assert_false (gtk_widget_get_sensitive (child (dialog, "export_button")));
  lab_test_wait_until (weak_cleared, &weak);
  g_assert_nonnull (exported);
  return exported;
}

static int
pdf_pages (const char *path)
{
  g_autofree char *program = g_find_program_in_path ("pdfinfo");
  g_autofree char *out = NULL;
  const char *argv[] = { "pdfinfo", path, NULL };
  const char *line;
  int status;

  if (program == NULL)
    return -1;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, &out, NULL, &status, NULL));
  line = strstr (out, "Pages:");
  g_assert_nonnull (line);
  return atoi (line + strlen ("Pages:"));
}

static void
test_export_pdf (void)
{
  LabWindow *window = lab_test_record_lesson ("fc");
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));
  g_autofree char *dir = g_dir_make_tmp ("run-export-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "lesson.pdf", NULL);
  g_autoptr(GFile) exported = NULL;
  guint64 length = futoshiki_trace_player_get_length (player);
  LabSlidesDialog *dialog;
  int pages;

  g_assert_cmpuint (length, >, 1000);
  dialog = open_dialog (window);
  /* The whole run, a page a step: thousands, more than can help a class. */
  g_assert_cmpuint (lab_slides_dialog_get_n_pages (dialog), ==, 0);
  g_assert_false (gtk_widget_get_sensitive (child (dialog, "export_button")));
  /* The same limit as the command line's slides. */
  g_assert_cmpint (LAB_RUN_EXPORT_MAX_PAGES, ==, 200);
  g_assert_nonnull (strstr (gtk_label_get_text (child (dialog, "summary_label")), "200"));
  g_assert_false (gtk_widget_get_visible (child (dialog, "first_row")));
  lab_test_shoot (GTK_WIDGET (dialog), "run-export-too-many.png");

  /* A range outside the run cannot be typed; 30 events make 30 pages. */
  choose_events (dialog, 101, 130);
  g_assert_true (gtk_widget_get_visible (child (dialog, "first_row")));
  g_assert_cmpuint (lab_slides_dialog_get_n_pages (dialog), ==, 30);
  g_assert_cmpstr (gtk_label_get_text (child (dialog, "summary_label")), ==, "30 pages");
  lab_test_shoot (GTK_WIDGET (dialog), "run-export.png");

  exported = export_and_wait (dialog, pdf);
  g_assert_true (g_file_test (pdf, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpstr (g_file_peek_path (exported), ==, pdf);
  pages = pdf_pages (pdf);
  if (pages >= 0)
    g_assert_cmpint (pages, ==, 30);

  /* From the current event to the end, a page an event. */
  futoshiki_trace_player_set_position (player, length - 4);
  dialog = open_dialog (window);
  adw_combo_row_set_selected (child (dialog, "range_row"), 1);
  adw_combo_row_set_selected (child (dialog, "step_row"), 2);
  g_assert_cmpuint (lab_slides_dialog_get_n_pages (dialog), ==, 5);
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_unlink (pdf);
  g_rmdir (dir);
  lab_test_discard_and_destroy (window);
}

static void
test_export_png (void)
{
  LabWindow *window = lab_test_record_lesson ("fc");
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));
  g_autofree char *dir = g_build_filename (g_getenv ("G_TEST_BUILDDIR") != NULL
                                           ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                           "screenshots", NULL);
  g_autofree char *base = g_build_filename (dir, "slides-fc.png", NULL);
  g_autofree char *first = g_build_filename (dir, "slides-fc-001.png", NULL);
  g_autofree char *second = g_build_filename (dir, "slides-fc-002.png", NULL);
  g_autoptr(GFile) exported = NULL;
  LabSlidesDialog *dialog;
  guint64 dead_end;
  cairo_surface_t *image;

  g_mkdir_with_parents (dir, 0755);
  g_unlink (first);
  g_unlink (second);
  /* The third dead end: a slide a teacher would show. */
  futoshiki_trace_player_set_position (player, 0);
  for (int i = 0; i < 3; i++)
    g_assert_true (futoshiki_trace_player_next_backtrack (player));
  dead_end = futoshiki_trace_player_get_position (player);

  dialog = open_dialog (window);
  adw_combo_row_set_selected (child (dialog, "format_row"), 2);
  choose_events (dialog, dead_end, dead_end);
  g_assert_cmpuint (lab_slides_dialog_get_n_pages (dialog), ==, 1);
  exported = export_and_wait (dialog, base);

  /* Numbered files, the first one named by the toast. */
  g_assert_cmpstr (g_file_peek_path (exported), ==, first);
  g_assert_false (g_file_test (second, G_FILE_TEST_EXISTS));
  image = cairo_image_surface_create_from_png (first);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, 1684);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, 1191);
  cairo_surface_destroy (image);
  g_test_message ("wrote %s", first);

  lab_test_discard_and_destroy (window);
}

static gboolean
has_preview (gpointer data)
{
  return lab_slides_dialog_get_preview (data) != NULL;
}

static gboolean
preview_changed (gpointer data)
{
  gpointer *pair = data;

  return lab_slides_dialog_get_preview (pair[0]) != NULL && lab_slides_dialog_get_preview (pair[0]) != pair[1];
}

/* The preview is page 1 of the choices as the deck draws it for a file,
 * at the preview's size, and follows the range. */
static void
test_preview (void)
{
  LabWindow *window = lab_test_record_lesson ("fc");
  FutoshikiTracePlayer *player = lab_visualizer_get_player (lab_test_visualizer (window));
  FutoshikiDocument *document = lab_window_get_document (window);
  const FutoGame *game = futoshiki_document_get_game (document);
  GFile *file = futoshiki_document_get_file (document);
  const FutoAlgorithm *fc = futo_algorithm_find ("fc");
  g_autofree char *name = NULL;
  g_autoptr(FutoshikiSlideDeck) deck = NULL;
  FutoshikiSlideChoice choice = { .step = FUTOSHIKI_SLIDE_STEP_EVENTS, .every = 1, .first = 101, .last = 130 };
  FutoSlidesOptions options;
  LabSlidesDialog *dialog;
  GdkTexture *texture;
  gpointer pair[2];
  cairo_surface_t *image;
  cairo_t *cr;
  int width, height, stride;
  g_autofree guchar *shown = NULL;
  double scale;

  dialog = open_dialog (window);
  choose_events (dialog, 101, 130);
  lab_test_wait_until (has_preview, dialog);
  /* A drawing of older choices may land first: wait for the last one. */
  lab_test_wait_for_frames (GTK_WIDGET (dialog), 10);
  lab_test_wait_until (has_preview, dialog);
  g_assert_nonnull (strstr (gtk_label_get_text (child (dialog, "preview_label")), "Event 101 of"));
  texture = GDK_TEXTURE (lab_slides_dialog_get_preview (dialog));
  width = gdk_texture_get_width (texture);
  height = gdk_texture_get_height (texture);
  g_assert_cmpint (width, ==, 480);
  /* A4 landscape. */
  g_assert_cmpint (height, ==, 340);
  lab_test_shoot (GTK_WIDGET (dialog), "run-export-preview.png");

  /* The same page drawn straight from a deck of the same choices. */
  if (game->title != NULL && game->title[0] != '\0')
    name = g_strdup (game->title);
  else if (file != NULL)
    name = lab_file_display_name (file);
  else
    name = g_strdup ("Futoshiki");
  deck = futoshiki_slide_deck_new (futoshiki_trace_player_get_trace (player),
                                   futoshiki_trace_player_get_puzzle (player), "fc", name,
                                   futoshiki_algorithm_name (fc), FALSE, &choice, NULL);
  g_assert_nonnull (deck);
  futo_render_slides_options_init (&options);
  options.labels = true;
  scale = width / options.page_width;
  image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (image);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, scale, scale);
  g_assert_true (futoshiki_slide_deck_draw_page (deck, &options, 0, cr, NULL));
  g_assert_false (futoshiki_slide_deck_draw_page (deck, &options, 30, cr, NULL));
  cairo_destroy (cr);
  cairo_surface_flush (image);
  stride = cairo_image_surface_get_stride (image);
  shown = g_malloc ((gsize) stride * height);
  gdk_texture_download (texture, shown, stride);
  g_assert_true (memcmp (shown, cairo_image_surface_get_data (image), (gsize) stride * height) == 0);
  cairo_surface_destroy (image);

  /* Another range, another first page. */
  pair[0] = dialog;
  pair[1] = texture;
  choose_events (dialog, 201, 230);
  lab_test_wait_until (preview_changed, pair);
  g_assert_nonnull (strstr (gtk_label_get_text (child (dialog, "preview_label")), "Event 201 of"));

  gtk_window_destroy (GTK_WINDOW (dialog));
  lab_test_discard_and_destroy (window);
}

static void
add_tests (void)
{
  g_test_add_func ("/run-export/pdf", test_export_pdf);
  g_test_add_func ("/run-export/png", test_export_png);
  g_test_add_func ("/run-export/preview", test_preview);
}

int
main (int   argc,
      char *argv[])
{
  return lab_test_run_app (argc, argv, add_tests);
}
