/* test-print.c: printing to PDF, as the print dialog's "Print to File" does
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * LabPrint runs with GTK_PRINT_OPERATION_ACTION_EXPORT into a PDF, which
 * poppler's pdfinfo (page count and size) and pdftoppm (where the boards
 * are) then read; without poppler the test reports a skip. The first
 * pages are left in <build>/tests/screenshots/ to look at.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "futo-booklet.h"
#include "futo-export.h"
#include "futo-format.h"
#include "lab-print.h"

static FutoGame *
load_game (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "examples", name, NULL);
  g_autofree char *text = NULL;
  gsize length;
  FutoGame *game;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  game = futo_game_read_any (text, length, NULL, NULL);
  g_assert_nonnull (game);
  return game;
}

static char *
run_tool (const char * const *argv)
{
  g_autoptr(GError) error = NULL;
  char *output = NULL;
  int status;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, &output, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return output;
}

static void
print_to_pdf (LabPrint   *print,
              const char *paper,
              const char *path)
{
  g_autoptr(GtkPageSetup) page_setup = gtk_page_setup_new ();
  g_autoptr(GtkPaperSize) paper_size = gtk_paper_size_new (paper);
  g_autoptr(GError) error = NULL;
  GtkPrintOperationResult result;

  gtk_page_setup_set_paper_size_and_default_margins (page_setup, paper_size);
  gtk_print_operation_set_default_page_setup (GTK_PRINT_OPERATION (print), page_setup);
  gtk_print_operation_set_export_filename (GTK_PRINT_OPERATION (print), path);
  result = gtk_print_operation_run (GTK_PRINT_OPERATION (print), GTK_PRINT_OPERATION_ACTION_EXPORT,
                                    NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (result, ==, GTK_PRINT_OPERATION_RESULT_APPLY);
}

static void
assert_pdf (const char *path,
            int         pages,
            const char *paper)
{
  g_autofree char *info = run_tool ((const char * const[]) { "pdfinfo", path, NULL });
  const char *line = strstr (info, "Pages:");

  g_test_message ("%s", info);
  g_assert_nonnull (line);
  g_assert_cmpint (atoi (line + strlen ("Pages:")), ==, pages);
  g_assert_nonnull (strstr (info, paper));
}

/* The first page as a PNG of 40 dots per inch, kept to look at. */
static GdkTexture *
render_first_page (const char *pdf,
                   const char *name)
{
  g_autofree char *dir = g_build_filename (g_getenv ("G_TEST_BUILDDIR") != NULL
                                           ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                           "screenshots", NULL);
  g_autofree char *root = g_build_filename (dir, name, NULL);
  g_autofree char *png = g_strconcat (root, ".png", NULL);
  g_autoptr(GError) error = NULL;
  GdkTexture *texture;

  g_mkdir_with_parents (dir, 0755);
  g_free (run_tool ((const char * const[]) { "pdftoppm", "-png", "-r", "40", "-f", "1", "-l", "1",
                                             "-singlefile", pdf, root, NULL }));
  texture = gdk_texture_new_from_filename (png, &error);
  g_assert_no_error (error);
  g_test_message ("wrote %s", png);
  return texture;
}

/* Whether the part (col, row) of a columns × rows split of the page has
 * ink on it. */
static gboolean
part_has_ink (GdkTexture *texture,
              int         columns,
              int         rows,
              int         col,
              int         row)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  gsize stride = (gsize) width * 4;
  g_autofree guchar *pixels = g_malloc (stride * height);

  gdk_texture_download (texture, pixels, stride);
  for (int y = row * height / rows; y < (row + 1) * height / rows; y++)
    for (int x = col * width / columns; x < (col + 1) * width / columns; x++)
      {
        const guchar *p = pixels + y * stride + x * 4;

        if (p[0] + p[1] + p[2] < 3 * 128)
          return TRUE;
      }
  return FALSE;
}

static gboolean
poppler_missing (void)
{
  g_autofree char *pdfinfo = g_find_program_in_path ("pdfinfo");
  g_autofree char *pdftoppm = g_find_program_in_path ("pdftoppm");

  if (pdfinfo != NULL && pdftoppm != NULL)
    return FALSE;
  g_test_skip ("poppler's pdfinfo and pdftoppm are not installed");
  return TRUE;
}

static void
test_one_puzzle (void)
{
  g_autofree char *dir = g_dir_make_tmp ("lab-print-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "one.pdf", NULL);
  FutoGame *game = load_game ("unequal_5x5.txt");
  g_autoptr(LabPrint) print = NULL;
  g_autoptr(GdkTexture) page = NULL;
  g_autofree uint8_t *solution = NULL;

  if (poppler_missing ())
    return;
  solution = futo_render_export_solve (game->puzzle, NULL);
  g_assert_nonnull (solution);

  /* Without the solution: one A4 page, the board in its upper part. */
  print = lab_print_new (game, solution);
  print_to_pdf (print, GTK_PAPER_NAME_A4, path);
  assert_pdf (path, 1, "(A4)");
  page = render_first_page (path, "print-one");
  g_assert_true (part_has_ink (page, 2, 3, 0, 0));
  g_assert_false (part_has_ink (page, 2, 3, 0, 2));
  g_clear_object (&page);
  g_clear_object (&print);

  /* With it: a second page, on Letter paper. */
  print = lab_print_new (game, solution);
  lab_print_set_solutions (print, TRUE);
  lab_print_set_cell_mm (print, 20);
  print_to_pdf (print, GTK_PAPER_NAME_LETTER, path);
  assert_pdf (path, 2, "(letter)");
  g_clear_object (&print);

  /* No solution known: no solution page, whatever was asked. */
  print = lab_print_new (game, NULL);
  lab_print_set_solutions (print, TRUE);
  print_to_pdf (print, GTK_PAPER_NAME_A4, path);
  assert_pdf (path, 1, "(A4)");

  futo_game_free (game);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_per_page (void)
{
  g_autofree char *dir = g_dir_make_tmp ("lab-print-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "six.pdf", NULL);
  FutoGame *game = load_game ("unequal_5x5.txt");
  g_autoptr(LabPrint) print = NULL;
  g_autoptr(GdkTexture) page = NULL;
  g_autofree uint8_t *solution = NULL;

  if (poppler_missing ())
    return;
  solution = futo_render_export_solve (game->puzzle, NULL);

  /* Six copies, 2 × 3, spread over the whole page, then the solution. */
  print = lab_print_new (game, solution);
  g_object_set (print, "columns", 2, "rows", 3, "solutions", TRUE, NULL);
  print_to_pdf (print, GTK_PAPER_NAME_A4, path);
  assert_pdf (path, 2, "(A4)");
  page = render_first_page (path, "print-2x3");
  for (int row = 0; row < 3; row++)
    for (int col = 0; col < 2; col++)
      g_assert_true (part_has_ink (page, 2, 3, col, row));

  futo_game_free (game);
  g_unlink (path);
  g_rmdir (dir);
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              gpointer    data)
{
  (*(guint *) data)++;
}

static void
test_properties (void)
{
  FutoGame *game = load_game ("unequal_4x4.txt");
  g_autoptr(LabPrint) print = lab_print_new (game, NULL);
  guint notified = 0;
  FutoExportOptions export;

  /* Print starts with the cell Export starts with. */
  futo_render_export_options_init (&export);
  g_assert_cmpfloat (lab_print_get_cell_mm (print), ==, export.cell_mm);
  g_signal_connect (print, "notify", G_CALLBACK (count_notify), &notified);

  /* One notify per real change, values kept in range. */
  lab_print_set_columns (print, 3);
  lab_print_set_columns (print, 3);
  g_assert_cmpuint (notified, ==, 1);
  lab_print_set_rows (print, 99);
  g_assert_cmpint (lab_print_get_rows (print), ==, FUTO_BOOKLET_MAX_PER_SIDE);
  g_assert_cmpuint (notified, ==, 2);
  lab_print_set_solutions (print, TRUE);
  lab_print_set_solutions (print, TRUE);
  g_assert_cmpuint (notified, ==, 3);
  lab_print_set_cell_mm (print, 15);
  g_assert_cmpfloat (lab_print_get_cell_mm (print), ==, 15);
  g_assert_cmpuint (notified, ==, 4);

  futo_game_free (game);
}

/* Print Preview needs the program of gtk-print-preview-command; the
 * window says so when it is missing (issue 32) rather than nothing. */
static void
test_has_previewer (void)
{
  GtkSettings *settings = gtk_settings_get_default ();
  g_autofree char *saved = NULL;

  g_object_get (settings, "gtk-print-preview-command", &saved, NULL);
  g_object_set (settings, "gtk-print-preview-command", "futoshiki-no-such-viewer %f", NULL);
  g_assert_false (lab_print_has_previewer (settings));
  g_object_set (settings, "gtk-print-preview-command", "sh -c 'true' %f", NULL);
  g_assert_true (lab_print_has_previewer (settings));
  g_object_set (settings, "gtk-print-preview-command", "", NULL);
  g_assert_false (lab_print_has_previewer (settings));
  g_object_set (settings, "gtk-print-preview-command", saved, NULL);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/print/one-puzzle", test_one_puzzle);
  g_test_add_func ("/print/per-page", test_per_page);
  g_test_add_func ("/print/properties", test_properties);
  g_test_add_func ("/print/has-previewer", test_has_previewer);

  return g_test_run ();
}
