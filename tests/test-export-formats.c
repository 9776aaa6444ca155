/* test-export-formats.c: PDF and SVG export, every size in every format,
 * and errors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "export-test-util.h"
#include "test-util.h"

static void
test_pdf (void)
{
  g_autoptr (FutoGame) game = small_game ();
  g_autofree char *path = tmp_path ("small.pdf");
  g_autofree char *text = NULL;
  FutoExportOptions options;
  FutoError error;
  double width, height, pw, ph;
  int pages;

  futo_game_set_string (&game->title, "Morning puzzle");
  futo_game_set_string (&game->difficulty, "hard");
  futo_render_export_options_init (&options);
  options.cell_mm = 15;
  g_assert_true (futo_render_export_write_file (game, &options, FUTO_EXPORT_PDF, path, &error));
  futo_render_export_get_size (game, &options, &width, &height);
  if (!pdf_info (path, &pages, &pw, &ph))
    return;
  g_assert_cmpint (pages, ==, 1);
  g_assert_cmpfloat_with_epsilon (pw, width, 0.5);
  g_assert_cmpfloat_with_epsilon (ph, height, 0.5);
  /* Text stays text. */
  text = pdf_text (path);
  g_assert_nonnull (strstr (text, "Morning puzzle"));
  g_assert_nonnull (strstr (text, "3×3 · hard"));

  futo_render_paper_size ("a4", &options.page_width, &options.page_height);
  g_assert_true (futo_render_export_write_file (game, &options, FUTO_EXPORT_PDF, path, &error));
  pdf_info (path, &pages, &pw, &ph);
  g_assert_cmpfloat_with_epsilon (pw, 595.28, 0.1);
  g_assert_cmpfloat_with_epsilon (ph, 841.89, 0.1);
}

static void
test_svg (void)
{
  g_autoptr (FutoGame) game = small_game ();
  g_autofree char *path = tmp_path ("small.svg");
  g_autofree char *png = tmp_path ("small-svg.png");
  g_autofree char *out = NULL, *err = NULL;
  FutoExportOptions options;
  cairo_surface_t *image;
  double width;
  int status;

  futo_render_export_options_init (&options);
  g_assert_true (futo_render_export_write_file (game, &options, FUTO_EXPORT_SVG, path, NULL));
  status = RUN (&out, &err, "rsvg-convert", "-o", png, path);
  if (status < 0)
    return;
  g_assert_cmpint (status, ==, 0);
  image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  futo_render_export_get_size (game, &options, &width, NULL);
  /* Points at 96 dpi, give or take librsvg's rounding. */
  g_assert_cmpint (abs (cairo_image_surface_get_width (image) - (int) (width * 96 / 72)), <=, 2);
  g_assert_cmpint (look (image, 0, 0, cairo_image_surface_get_width (image),
                         cairo_image_surface_get_height (image)).count, >, 50);
  cairo_surface_destroy (image);
}

/* A caption too long for one line breaks between its parts and keeps the
 * seed whole, which a puzzle maker needs to make the puzzle again (issue
 * 32: "…seed 10225721…"). */
static void
test_caption_wraps (void)
{
  g_autoptr (FutoGame) game = small_game ();
  g_autofree char *path = tmp_path ("caption.pdf");
  g_autofree char *text = NULL;
  FutoExportOptions options;
  double short_height, long_height, width;

  futo_render_export_options_init (&options);
  futo_game_set_string (&game->difficulty, "hard");
  futo_render_export_get_size (game, &options, NULL, &short_height);
  futo_game_set_string (&game->author, "Ada Lovelace of the Analytical Engine Society");
  futo_game_set_string (&game->source, "Futoshiki Lab, hard, balanced style, seed 102257213164531");
  futo_render_export_get_size (game, &options, &width, &long_height);
  /* More lines, not a wider sheet: the board and the text limit set it. */
  g_assert_cmpfloat (long_height, >, short_height + 5);
  g_assert_cmpfloat (width, <, 400);
  g_assert_true (futo_render_export_write_file (game, &options, FUTO_EXPORT_PDF, path, NULL));
  text = pdf_text (path);
  if (text == NULL)
    return;
  g_assert_nonnull (strstr (text, "seed 102257213164531"));
  g_assert_null (strstr (text, "…"));
}

static cairo_status_t
count_bytes (void                *closure,
             const unsigned char *data,
             unsigned int         length)
{
  *(gsize *) closure += length;
  return CAIRO_STATUS_SUCCESS;
}

/* Every size from 2×2 to 64×64 as a PDF, and in every format up to 16×16
 * and at a few larger sizes (a large board takes a second a format). */
static void
test_every_size (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (8);

  for (int n = FUTO_MIN_SIZE; n <= FUTO_MAX_SIZE; n++)
    {
      g_autoptr (FutoGame) game = futo_game_new (test_random_puzzle (rand, n, 0.2, 0.2));
      bool all = n <= 16 || n == 25 || n == 49 || n == FUTO_MAX_SIZE;
      FutoExportOptions options;
      FutoError error;

      futo_render_export_options_init (&options);
      options.pixel_width = 160;
      for (int f = 0; f < FUTO_N_EXPORT_FORMATS; f++)
        {
          gsize bytes = 0;

          if (f != FUTO_EXPORT_PDF && !all)
            continue;
          g_assert_true (futo_render_export_write (game, &options, f, count_bytes, &bytes, &error));
          g_assert_cmpuint (bytes, >, 100);
        }
    }
}

static void
test_errors (void)
{
  g_autoptr (FutoGame) game = small_game ();
  FutoExportOptions options;
  FutoExportFormat format;
  FutoError error;
  double w, h;

  futo_render_export_options_init (&options);
  g_assert_false (futo_render_export_write_file (game, &options, FUTO_EXPORT_PNG,
                                                 "/nonexistent/dir/out.png", &error));
  g_assert_nonnull (strstr (error.message, "/nonexistent/dir/out.png"));
  options.cell_mm = 1;
  g_assert_false (futo_render_export_write_file (game, &options, FUTO_EXPORT_PDF, "x.pdf", &error));
  g_assert_false (g_file_test ("x.pdf", G_FILE_TEST_EXISTS));
  options.cell_mm = 10;
  options.pixel_width = FUTO_EXPORT_MAX_PIXELS + 1;
  g_assert_null (futo_render_export_create_image (game, &options, &error));

  g_assert_true (futo_render_export_format_from_path ("a/b.PDF", &format));
  g_assert_cmpint (format, ==, FUTO_EXPORT_PDF);
  g_assert_false (futo_render_export_format_from_path ("a.svg/b", &format));
  g_assert_false (futo_render_export_format_from_id ("gif", &format));
  g_assert_true (futo_render_paper_size ("Letter", &w, &h));
  g_assert_cmpfloat (w, ==, 612);
  g_assert_false (futo_render_paper_size ("a5", &w, &h));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/export/pdf", test_pdf);
  g_test_add_func ("/export/svg", test_svg);
  g_test_add_func ("/export/caption-wraps", test_caption_wraps);
  g_test_add_func ("/export/every-size", test_every_size);
  g_test_add_func ("/export/errors", test_errors);

  return export_test_run ();
}
