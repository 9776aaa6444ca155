/* test-export-booklet.c: booklets: pages of puzzles and their solutions, and layouts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "futo-booklet.h"
#include "export-test-util.h"
#include "test-util.h"

static void
test_booklet (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  g_autofree char *path = tmp_path ("booklet.pdf");
  g_autofree char *prefix = tmp_path ("page");
  g_autofree char *page1 = tmp_path ("page-1.png");
  g_autofree char *text = NULL, *out = NULL, *err = NULL;
  FutoBookletOptions options;
  FutoBooklet *booklet;
  cairo_surface_t *image;
  double w, h;
  int pages;

  futo_render_booklet_options_init (&options);
  options.title = "Twelve";
  booklet = futo_render_booklet_new (&options);
  for (int i = 0; i < 12; i++)
    {
      FutoPuzzle *puzzle = test_random_puzzle (rand, 7, 0.3, 0.2);
      uint8_t *solution = futo_render_export_solve (puzzle, NULL);

      g_assert_nonnull (solution);
      futo_render_booklet_add (booklet, puzzle, solution, i % 2 ? "hard" : NULL);
      free (solution);
      futo_puzzle_free (puzzle);
    }
  /* 2 pages of 6, then 24 small solutions on one. */
  g_assert_cmpint (futo_render_booklet_get_solutions_per_page (booklet), ==, 24);
  g_assert_cmpint (futo_render_booklet_get_n_pages (booklet), ==, 3);
  g_assert_true (futo_render_booklet_write_pdf_file (booklet, path, NULL));
  futo_render_booklet_free (booklet);

  if (!pdf_info (path, &pages, &w, &h))
    return;
  g_assert_cmpint (pages, ==, 3);
  g_assert_cmpfloat_with_epsilon (w, 595.28, 0.1);
  g_assert_cmpfloat_with_epsilon (h, 841.89, 0.1);
  text = pdf_text (path);
  g_assert_nonnull (strstr (text, "Twelve"));
  g_assert_nonnull (strstr (text, "Puzzle 8 · 7×7 · hard"));
  g_assert_nonnull (strstr (text, "Puzzle 7 · 7×7"));
  g_assert_nonnull (strstr (text, "Solutions"));

  /* The first page is not blank where its first board goes. */
  if (RUN (&out, &err, "pdftoppm", "-png", "-r", "30", "-f", "1", "-l", "1", path, prefix) < 0)
    return;
  image = cairo_image_surface_create_from_png (page1);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (look (image, 0, 0, cairo_image_surface_get_width (image) / 2,
                         cairo_image_surface_get_height (image) / 3).count, >, 30);
  cairo_surface_destroy (image);
}

static void
test_booklet_layouts (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (9);
  FutoBookletOptions options;
  FutoBooklet *booklet;

  futo_render_booklet_options_init (&options);
  options.columns = 0;
  g_assert_null (futo_render_booklet_new (&options));
  options.columns = FUTO_BOOKLET_MAX_PER_SIDE + 1;
  g_assert_null (futo_render_booklet_new (&options));

  /* Letter, 3×4, no solutions: 13 puzzles on 2 pages. */
  futo_render_booklet_options_init (&options);
  futo_render_paper_size ("letter", &options.page_width, &options.page_height);
  options.columns = 3;
  options.rows = 4;
  options.solutions = false;
  booklet = futo_render_booklet_new (&options);
  for (int i = 0; i < 13; i++)
    {
      FutoPuzzle *puzzle = test_random_puzzle (rand, 5, 0.3, 0.2);

      futo_render_booklet_add (booklet, puzzle, NULL, NULL);
      futo_puzzle_free (puzzle);
    }
  g_assert_cmpint (futo_render_booklet_get_n_pages (booklet), ==, 2);
  futo_render_booklet_free (booklet);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/booklet/pages", test_booklet);
  g_test_add_func ("/booklet/layouts", test_booklet_layouts);

  return export_test_run ();
}
