/* test-render-labels.c: row and column labels around the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With labels on, the layout keeps a band left of and above the board and
 * the labels draw into it, from 2×2 to 64×64, small and large: the band
 * holds ink, and everything the labels add lies outside the board, so no
 * label covers a cell or a sign. Off, no band and no ink beside the board.
 * Hit testing still finds every cell. Mirrored, row labels go right.
 */
#include <math.h>

#include <glib.h>

#include "futo-render.h"

typedef struct
{
  cairo_surface_t *image;
  FutoRenderLayout layout;
} Picture;

static const int sizes[] = { 2, 4, 9, 16, 33, 64 };
static const int sides[] = { 160, 420, 1000 };

static FutoPuzzle *
puzzle_with_signs (int size)
{
  FutoPuzzle *puzzle = futo_puzzle_new (size);

  /* Signs along the first row and column, next to the labels. */
  for (int i = 0; i + 1 < size; i++)
    {
      futo_puzzle_set_relation (puzzle, 0, i, FUTO_DIR_RIGHT, FUTO_REL_LESS);
      futo_puzzle_set_relation (puzzle, i, 0, FUTO_DIR_DOWN, FUTO_REL_GREATER);
    }
  futo_puzzle_set_given (puzzle, 0, 0, 1);
  return puzzle;
}

/* Draws puzzle into a side×side picture on layout; labels: whether the
 * drawing gets the band (the cells stay where layout puts them). */
static void
draw (Picture                *picture,
      const FutoPuzzle       *puzzle,
      const FutoRenderLayout *layout,
      bool                    labels,
      int                     side)
{
  FutoRenderStyle style;
  FutoRenderLayout drawn = *layout;
  cairo_t *cr;

  futo_render_style_init_light (&style);
  if (!labels)
    drawn.label_band = 0;
  picture->layout = *layout;
  picture->image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, side, side);
  cr = cairo_create (picture->image);
  futo_render_board (cr, &drawn, &style, puzzle, NULL, NULL);
  cairo_destroy (cr);
  cairo_surface_flush (picture->image);
}

static guint32
pixel_at (Picture *picture,
          int      x,
          int      y)
{
  unsigned char *data = cairo_image_surface_get_data (picture->image);
  int stride = cairo_image_surface_get_stride (picture->image);

  return *(guint32 *) (data + y * stride + 4 * x);
}

/* Pixels in [x0, x1) × [y0, y1) that differ from the background (the
 * picture's top-left corner, which no board reaches). */
static int
ink_in (Picture *picture,
        double   x0,
        double   y0,
        double   x1,
        double   y1)
{
  int side = cairo_image_surface_get_width (picture->image);
  guint32 background = pixel_at (picture, 0, 0);
  int count = 0;

  for (int y = MAX (0, (int) floor (y0)); y < MIN (side, (int) ceil (y1)); y++)
    for (int x = MAX (0, (int) floor (x0)); x < MIN (side, (int) ceil (x1)); x++)
      if (pixel_at (picture, x, y) != background)
        count++;
  return count;
}

static void
picture_clear (Picture *picture)
{
  g_clear_pointer (&picture->image, cairo_surface_destroy);
}

static void
test_present (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint j = 0; j < G_N_ELEMENTS (sides); j++)
      for (int aligned = 0; aligned <= 1; aligned++)
        {
          FutoPuzzle *puzzle = puzzle_with_signs (sizes[i]);
          FutoRenderLayout layout;
          Picture picture = { 0 };
          double band, bottom;

          futo_render_layout_init_full (&layout, sizes[i], sides[j], sides[j],
                                        aligned ? 1.0 : 0, false, true);
          band = layout.label_band;
          bottom = layout.y + layout.board_size;
          g_assert_cmpfloat (band, >, 0);
          draw (&picture, puzzle, &layout, true, sides[j]);
          /* Row labels left of the board, column labels above it. */
          g_assert_cmpint (ink_in (&picture, layout.x - band, layout.y, layout.x, bottom), >, 0);
          g_assert_cmpint (ink_in (&picture, layout.x, layout.y - band,
                                   layout.x + layout.board_size, layout.y), >, 0);
          picture_clear (&picture);
          futo_puzzle_free (puzzle);
        }
}

static void
test_absent (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      FutoPuzzle *puzzle = puzzle_with_signs (sizes[i]);
      FutoRenderLayout layout;
      Picture picture = { 0 };
      double inset = 2;

      futo_render_layout_init_full (&layout, sizes[i], 420, 420, 1.0, false, false);
      g_assert_cmpfloat (layout.label_band, ==, 0);
      draw (&picture, puzzle, &layout, true, 420);
      /* Nothing left of the board, nor above it. */
      g_assert_cmpint (ink_in (&picture, 0, 0, layout.x - inset, 420), ==, 0);
      g_assert_cmpint (ink_in (&picture, 0, 0, 420, layout.y - inset), ==, 0);
      picture_clear (&picture);
      futo_puzzle_free (puzzle);
    }
}

/* Everything the labels add lies in their band: the same board drawn with
 * and without them differs nowhere on or beyond the board's first row and
 * column, signs included. */
static void
check_apart (bool rtl)
{
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint j = 0; j < G_N_ELEMENTS (sides); j++)
      {
        FutoPuzzle *puzzle = puzzle_with_signs (sizes[i]);
        FutoRenderLayout layout;
        Picture with = { 0 }, without = { 0 };
        int side = sides[j];
        int added = 0, stray = 0, beside = 0;

        futo_render_layout_init_full (&layout, sizes[i], side, side, 1.0, rtl, true);
        draw (&with, puzzle, &layout, true, side);
        draw (&without, puzzle, &layout, false, side);
        for (int y = 0; y < side; y++)
          for (int x = 0; x < side; x++)
            {
              bool on_board_rows = y >= layout.y;
              bool on_board_columns = x >= layout.x && x < layout.x + layout.board_size;

              if (pixel_at (&with, x, y) == pixel_at (&without, x, y))
                continue;
              added++;
              /* The board's own rectangle: cells and signs. */
              if (on_board_rows && on_board_columns && y < layout.y + layout.board_size)
                stray++;
              if (on_board_rows && (rtl ? x >= layout.x + layout.board_size : x < layout.x))
                beside++;
            }
        g_test_message ("%dx%d in %d px: cell %.1f, band %.1f, %d label pixels",
                        sizes[i], sizes[i], side, layout.cell_size, layout.label_band, added);
        g_assert_cmpint (added, >, 0);
        g_assert_cmpint (stray, ==, 0);
        /* Row labels on the side the rows start from. */
        g_assert_cmpint (beside, >, 0);
        picture_clear (&with);
        picture_clear (&without);
        futo_puzzle_free (puzzle);
      }
}

static void
test_apart (void)
{
  check_apart (false);
}

static void
test_apart_rtl (void)
{
  check_apart (true);
}

/* Clicks still land on the right cell with the band in place, and a click
 * on a label is on no cell. */
static void
test_hit (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      FutoRenderLayout layout;
      int n = sizes[i], row, col;

      futo_render_layout_init_full (&layout, n, 700, 500, 1.0, false, true);
      for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++)
          {
            double x, y;

            futo_render_layout_cell_origin (&layout, r, c, &x, &y);
            g_assert_true (futo_render_layout_cell_at (&layout, x + layout.cell_size / 2,
                                                       y + layout.cell_size / 2, &row, &col));
            g_assert_cmpint (row, ==, r);
            g_assert_cmpint (col, ==, c);
          }
      g_assert_false (futo_render_layout_cell_at (&layout, layout.x - layout.label_band / 2,
                                                  layout.y + layout.cell_size / 2, NULL, NULL));
      g_assert_false (futo_render_layout_cell_at (&layout, layout.x + layout.cell_size / 2,
                                                  layout.y - layout.label_band / 2, NULL, NULL));
      /* The band and the board fit the picture. */
      g_assert_cmpfloat (layout.x - layout.label_band, >=, 0);
      g_assert_cmpfloat (layout.y - layout.label_band, >=, 0);
      g_assert_cmpfloat (layout.x + layout.board_size, <=, 700);
      g_assert_cmpfloat (layout.y + layout.board_size, <=, 500);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render-labels/present", test_present);
  g_test_add_func ("/render-labels/absent", test_absent);
  g_test_add_func ("/render-labels/apart", test_apart);
  g_test_add_func ("/render-labels/apart-rtl", test_apart_rtl);
  g_test_add_func ("/render-labels/hit", test_hit);
  return g_test_run ();
}
