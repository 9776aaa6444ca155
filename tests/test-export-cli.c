/* test-export-cli.c: the export and booklet commands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "export-test-util.h"
#include "test-data.h"

static void
test_cli_export (void)
{
  g_autofree char *input = example ("unequal_5x5.txt");
  g_autofree char *png = tmp_path ("cli.png"), *pdf = tmp_path ("cli.pdf");
  g_autofree char *svg = tmp_path ("cli.svg"), *err = NULL;
  g_autofree char *copy = tmp_path ("named.txt"), *named = tmp_path ("named.svg");
  g_autofree char *text = NULL;
  cairo_surface_t *image;
  double w, h;
  int pages;

  g_assert_cmpint (cli (NULL, "export", input, "--to", "png", "--size", "256", "-o", png, NULL),
                   ==, 0);
  image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, 256);
  cairo_surface_destroy (image);

  g_assert_cmpint (cli (NULL, "export", input, "--solution", "--mono", "-o", pdf, NULL), ==, 0);
  if (pdf_info (pdf, &pages, &w, &h))
    g_assert_cmpint (pages, ==, 1);
  g_assert_cmpint (cli (NULL, "export", input, "--to", "svg", "--dark", "-o", svg, NULL), ==, 0);
  g_assert_true (g_file_test (svg, G_FILE_TEST_IS_REGULAR));

  /* Without -o the output is named after the input. */
  g_assert_true (g_file_get_contents (input, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (copy, text, -1, NULL));
  g_assert_cmpint (cli (NULL, "export", copy, "--to", "svg", NULL), ==, 0);
  g_assert_true (g_file_test (named, G_FILE_TEST_IS_REGULAR));

  /* Usage errors: one line, exit 2. */
  g_assert_cmpint (cli (&err, "export", input, "--solution", "--state", "-o", png, NULL), ==, 2);
  g_assert_true (g_str_has_prefix (err, "futoshiki: export: "));
  g_assert_cmpint (strchr (err, '\n') - err, ==, strlen (err) - 1);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli (NULL, "export", input, "--to", "gif", "-o", png, NULL), ==, 2);
  g_assert_cmpint (cli (NULL, "export", input, "--to", "pdf", "--dark", "-o", pdf, NULL), ==, 2);
  g_assert_cmpint (cli (NULL, "export", input, "--to", "svg", "--size", "9", "-o", svg, NULL),
                   ==, 2);
  g_assert_cmpint (cli (NULL, "export", input, "--cell-mm", "0.5", "-o", pdf, NULL), ==, 2);
  g_assert_cmpint (cli (NULL, "export", "no-such-file.txt", "-o", pdf, NULL), ==, 2);
  g_assert_cmpint (cli (NULL, "export", input, NULL), ==, 2);
}

/* --labels puts r1…r5 and c1…c5 beside the board; without it there are
 * none. pdftotext reads them back from the PDF's text. */
static void
test_cli_export_labels (void)
{
  g_autofree char *input = example ("unequal_5x5.txt");
  g_autofree char *pdf = tmp_path ("labels.pdf"), *bare = tmp_path ("no-labels.pdf");
  g_autofree char *text = NULL, *plain = NULL;

  g_assert_cmpint (cli (NULL, "export", input, "--bare", "--labels", "-o", pdf, NULL), ==, 0);
  g_assert_cmpint (cli (NULL, "export", input, "--bare", "-o", bare, NULL), ==, 0);
  text = pdf_text (pdf);
  plain = pdf_text (bare);
  if (text == NULL || plain == NULL)
    return;
  for (int i = 1; i <= 5; i++)
    {
      g_autofree char *row = g_strdup_printf ("r%d", i), *column = g_strdup_printf ("c%d", i);

      g_assert_nonnull (strstr (text, row));
      g_assert_nonnull (strstr (text, column));
      g_assert_null (strstr (plain, row));
      g_assert_null (strstr (plain, column));
    }
  g_assert_null (strstr (text, "r6"));
  /* Slides take it too. */
  g_assert_cmpint (cli (NULL, "slides", input, "-a", "fc", "--every", "backtrack", "--max-pages", "2",
                        "--labels", "-o", pdf, NULL), ==, 0);
  g_clear_pointer (&text, g_free);
  text = pdf_text (pdf);
  g_assert_nonnull (strstr (text, "r5"));
  g_assert_nonnull (strstr (text, "c5"));
  g_assert_cmpint (cli (NULL, "slides", input, "-a", "fc", "--every", "backtrack", "--max-pages", "2",
                        "-o", pdf, NULL), ==, 0);
  g_clear_pointer (&text, g_free);
  text = pdf_text (pdf);
  g_assert_null (strstr (text, "c5"));
}

static void
test_cli_booklet (void)
{
  g_autofree char *pdf = tmp_path ("cli-booklet.pdf"), *err = NULL;
  g_autofree char *a = example ("unequal_4x4.txt"), *b = example ("unequal_9x9.txt");
  double w, h;
  int pages;

  g_assert_cmpint (cli (NULL, "booklet", "--count", "12", "--size", "7", "--per-page", "2x3",
                        "--solutions", "--seed", "3", "-o", pdf, NULL), ==, 0);
  if (pdf_info (pdf, &pages, &w, &h))
    g_assert_cmpint (pages, ==, 3);

  g_assert_cmpint (cli (NULL, "booklet", a, b, "--solutions", "--paper", "letter",
                        "-o", pdf, NULL), ==, 0);
  if (pdf_info (pdf, &pages, &w, &h))
    {
      g_assert_cmpint (pages, ==, 2);
      g_assert_cmpfloat (w, ==, 612);
    }

  g_assert_cmpint (cli (&err, "booklet", "--count", "2", "--size", "5", NULL), ==, 2);
  g_assert_true (g_str_has_prefix (err, "futoshiki: booklet: missing -o"));
  g_assert_cmpint (cli (NULL, "booklet", "--count", "2", "--size", "5", "--per-page", "0x3",
                        "-o", pdf, NULL), ==, 2);
  g_assert_cmpint (cli (NULL, "booklet", "--count", "2", "--size", "99", "-o", pdf, NULL), ==, 2);
  g_assert_cmpint (cli (NULL, "booklet", a, "--count", "2", "--size", "5", "-o", pdf, NULL),
                   ==, 2);
  g_assert_cmpint (cli (NULL, "booklet", "-o", pdf, NULL), ==, 2);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/export", test_cli_export);
  g_test_add_func ("/cli/export-labels", test_cli_export_labels);
  g_test_add_func ("/cli/booklet", test_cli_booklet);

  return export_test_run ();
}
