/* test-render.c: the board renderer's geometry and marks, without a display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board widget relies on the renderer's hit tests (cells and gaps, in
 * both text directions) and on its pixel-aligned layout; export relies on
 * futo_render_board() drawing exactly what it drew before the overlay
 * existed. Both are checked here on image surfaces.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib.h>

#include "futo-render.h"

static void
test_layout_compatible (void)
{
  FutoRenderLayout layout;

  /* The proportions export and booklets measure pages by. */
  futo_render_layout_init (&layout, 5, 1000, 800);
  g_assert_cmpfloat_with_epsilon (layout.cell_size, 800 / (5 + 4 * 0.36 + 0.24), 1e-9);
  g_assert_cmpfloat_with_epsilon (layout.gap, layout.cell_size * 0.36, 1e-9);
  g_assert_cmpfloat_with_epsilon (layout.x, (1000 - layout.board_size) / 2, 1e-9);
  g_assert_cmpfloat (layout.pixel, ==, 0);
  g_assert_false (layout.rtl);
}

static void
test_layout_aligned (void)
{
  for (int size = 2; size <= 64; size++)
    for (int side = 120; side <= 1200; side += 97)
      {
        FutoRenderLayout layout;

        futo_render_layout_init_aligned (&layout, size, side + 13, side, 1.0, FALSE);
        g_assert_cmpfloat (layout.board_size, <=, side);
        /* Boards too small for whole pixels keep their fractions. */
        if (layout.pixel == 0)
          {
            g_assert_cmpfloat (size * 2 - 1, >, side);
            continue;
          }
        g_assert_cmpfloat (layout.cell_size, ==, floor (layout.cell_size));
        g_assert_cmpfloat (layout.gap, ==, floor (layout.gap));
        g_assert_cmpfloat (layout.x, ==, floor (layout.x));
        g_assert_cmpfloat (layout.y, ==, floor (layout.y));
        g_assert_cmpfloat (layout.gap, >=, 1);
        g_assert_cmpfloat (layout.board_size, <=, side);
        g_assert_cmpfloat (layout.x, >=, 0);
        g_assert_cmpfloat (layout.y, >=, 0);
        /* Rounding costs at most a couple of pixels per cell. */
        if (side / size >= 8)
          g_assert_cmpfloat (layout.board_size, >=, side * 0.8);
      }

  /* Half pixels on a scale-2 screen. */
  {
    FutoRenderLayout layout;

    futo_render_layout_init_aligned (&layout, 9, 333, 333, 0.5, FALSE);
    g_assert_cmpfloat (layout.cell_size * 2, ==, floor (layout.cell_size * 2));
    g_assert_cmpfloat (layout.gap * 2, ==, floor (layout.gap * 2));
  }
}

static void
check_hits (gboolean rtl)
{
  FutoRenderLayout layout;
  int n = 7;

  futo_render_layout_init_aligned (&layout, n, 700, 700, 1.0, rtl);
  for (int row = 0; row < n; row++)
    for (int col = 0; col < n; col++)
      {
        double x, y, other_x;
        int hit_row, hit_col;
        FutoDirection dir;

        futo_render_layout_cell_origin (&layout, row, col, &x, &y);
        g_assert_true (futo_render_layout_cell_at (&layout, x + 1, y + 1, &hit_row, &hit_col));
        g_assert_cmpint (hit_row, ==, row);
        g_assert_cmpint (hit_col, ==, col);
        g_assert_false (futo_render_layout_gap_at (&layout, x + 1, y + 1, NULL, NULL, NULL));

        /* The gap towards the next column, on whichever side it is. */
        if (col + 1 < n)
          {
            double gx;

            futo_render_layout_cell_origin (&layout, row, col + 1, &other_x, NULL);
            gx = (fmin (x, other_x) + layout.cell_size + fmax (x, other_x)) / 2;
            g_assert_true (futo_render_layout_gap_at (&layout, gx, y + layout.cell_size / 2,
                                                      &hit_row, &hit_col, &dir));
            g_assert_cmpint (hit_row, ==, row);
            g_assert_cmpint (hit_col, ==, col);
            g_assert_cmpint (dir, ==, FUTO_DIR_RIGHT);
            g_assert_false (futo_render_layout_cell_at (&layout, gx, y + layout.cell_size / 2, NULL, NULL));
          }
        if (row + 1 < n)
          {
            g_assert_true (futo_render_layout_gap_at (&layout, x + layout.cell_size / 2,
                                                      y + layout.cell_size + layout.gap / 2,
                                                      &hit_row, &hit_col, &dir));
            g_assert_cmpint (hit_row, ==, row);
            g_assert_cmpint (hit_col, ==, col);
            g_assert_cmpint (dir, ==, FUTO_DIR_DOWN);
          }
      }

  /* Column 1 is on the left, or on the right when mirrored. */
  {
    double first, last;

    futo_render_layout_cell_origin (&layout, 0, 0, &first, NULL);
    futo_render_layout_cell_origin (&layout, 0, n - 1, &last, NULL);
    g_assert_true (rtl ? first > last : first < last);
  }
}

static void
test_hits_ltr (void)
{
  check_hits (FALSE);
}

static void
test_hits_rtl (void)
{
  check_hits (TRUE);
}

static cairo_surface_t *
draw (const FutoPuzzle        *puzzle,
      const uint8_t           *entries,
      const FutoRenderOverlay *overlay,
      gboolean                 with_overlay_call)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 300);
  cairo_t *cr = cairo_create (surface);
  FutoRenderLayout layout;
  FutoRenderStyle style;

  futo_render_style_init_light (&style);
  futo_render_layout_init (&layout, puzzle->size, 300, 300);
  if (with_overlay_call)
    futo_render_board_overlay (cr, &layout, &style, puzzle, entries, NULL, overlay);
  else
    futo_render_board (cr, &layout, &style, puzzle, entries, NULL);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static gboolean
same_pixels (cairo_surface_t *a,
             cairo_surface_t *b)
{
  int stride = cairo_image_surface_get_stride (a);

  return memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b),
                 (size_t) stride * cairo_image_surface_get_height (a)) == 0;
}

/* How many pixels in a square are clearly red (the light style's error). */
static int
count_red (cairo_surface_t *surface,
           int              x0,
           int              y0,
           int              size)
{
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data = cairo_image_surface_get_data (surface);
  int count = 0;

  for (int y = y0; y < y0 + size; y++)
    for (int x = x0; x < x0 + size; x++)
      {
        const guint8 *p = data + y * stride + x * 4; /* BGRA, little-endian */

        count += p[2] > 150 && p[1] < 120 && p[0] < 120;
      }
  return count;
}

static void
test_overlay (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (3);
  uint8_t entries[9] = { 0, 2, 0, 0, 0, 0, 0, 0, 0 };
  uint8_t marks[9] = { 0 };
  cairo_surface_t *plain, *empty_overlay, *marked;
  FutoRenderOverlay overlay;
  FutoRenderLayout layout;
  double x, y;

  futo_puzzle_set_given (puzzle, 0, 0, 2);
  futo_puzzle_set_relation (puzzle, 1, 1, FUTO_DIR_RIGHT, FUTO_REL_LESS);

  /* No overlay, or an empty one, draws what the plain call draws. */
  futo_render_overlay_init (&overlay);
  plain = draw (puzzle, entries, NULL, FALSE);
  empty_overlay = draw (puzzle, entries, &overlay, TRUE);
  g_assert_true (same_pixels (plain, empty_overlay));

  /* An error mark shows in the cell's corner, not only in its digit. */
  marks[1] = FUTO_RENDER_MARK_ERROR;
  overlay.cells = marks;
  marked = draw (puzzle, entries, &overlay, TRUE);
  g_assert_false (same_pixels (plain, marked));
  futo_render_layout_init (&layout, 3, 300, 300);
  futo_render_layout_cell_origin (&layout, 0, 1, &x, &y);
  g_assert_cmpint (count_red (plain, (int) (x + layout.cell_size * 0.75), (int) y + 1,
                              (int) (layout.cell_size * 0.2)), ==, 0);
  g_assert_cmpint (count_red (marked, (int) (x + layout.cell_size * 0.75), (int) y + 1,
                              (int) (layout.cell_size * 0.2)), >, 5);

  cairo_surface_destroy (plain);
  cairo_surface_destroy (empty_overlay);
  cairo_surface_destroy (marked);
  futo_puzzle_free (puzzle);
}

/* Where cells sit on whole pixels, plain cells are stamped from one image
 * (futo-render.c). Marking every cell with the cursor makes the renderer
 * draw each cell by itself instead, with a ring inside its edge: outside
 * those rings, in the cells and the gaps with their shadows and signs, the
 * two drawings must be the same pixel for pixel. Some cells carry marks
 * (their row, an error) in both, so that stamped and drawn cells mix. */
static void
check_stamped_cells (int      n,
                     int      side,
                     int      scale,
                     gboolean dark,
                     gboolean high_contrast,
                     gboolean rtl)
{
  FutoPuzzle *puzzle = futo_puzzle_new (n);
  g_autofree uint8_t *entries = g_new0 (uint8_t, n * n);
  g_autofree uint8_t *cursor = g_new0 (uint8_t, n * n);
  g_autofree uint8_t *marks = g_new0 (uint8_t, n * n);
  cairo_surface_t *surfaces[2];
  FutoRenderOverlay overlay;
  FutoRenderLayout layout;
  FutoRenderStyle style;
  int stride, band, differing = 0;
  const guint8 *a, *b;

  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        int value = 1 + (r + c) % n;

        if ((r * 7 + c * 3) % 5 == 0)
          futo_puzzle_set_given (puzzle, r, c, value);
        else if ((r + c) % 2 == 0)
          entries[r * n + c] = value;
        if (c + 1 < n && (r + 2 * c) % 4 == 0)
          futo_puzzle_set_relation (puzzle, r, c, FUTO_DIR_RIGHT,
                                    value < 1 + (r + c + 1) % n ? FUTO_REL_LESS : FUTO_REL_GREATER);
        if (r == 1)
          marks[r * n + c] |= FUTO_RENDER_MARK_PEER;
        if ((r * 5 + c) % 11 == 3)
          marks[r * n + c] |= FUTO_RENDER_MARK_ERROR;
        cursor[r * n + c] = marks[r * n + c] | FUTO_RENDER_MARK_CURSOR;
      }

  if (dark)
    futo_render_style_init_dark (&style);
  else
    futo_render_style_init_light (&style);
  style.high_contrast = high_contrast;
  futo_render_layout_init_aligned (&layout, n, side, side, 1.0 / scale, rtl);
  g_assert_cmpfloat (layout.pixel, ==, 1.0 / scale);
  for (int i = 0; i < 2; i++)
    {
      cairo_t *cr;

      surfaces[i] = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, side * scale, side * scale);
      cairo_surface_set_device_scale (surfaces[i], scale, scale);
      cr = cairo_create (surfaces[i]);
      futo_render_overlay_init (&overlay);
      overlay.cells = i == 0 ? marks : cursor;
      futo_render_board_overlay (cr, &layout, &style, puzzle, entries, NULL, &overlay);
      cairo_destroy (cr);
      cairo_surface_flush (surfaces[i]);
    }

  /* The cursor's ring and its antialiasing, inside each cell's edge (in
   * the layout's units). */
  band = (int) ceil (fmax (layout.cell_size * 0.1, 2.0)) + 2;
  stride = cairo_image_surface_get_stride (surfaces[0]);
  a = cairo_image_surface_get_data (surfaces[0]);
  b = cairo_image_surface_get_data (surfaces[1]);
  for (int y = 0; y < side * scale; y++)
    for (int x = 0; x < side * scale; x++)
      {
        double ux = (x + 0.5) / scale, uy = (y + 0.5) / scale;
        int row, col;
        double cx, cy;

        if (futo_render_layout_cell_at (&layout, ux, uy, &row, &col))
          {
            futo_render_layout_cell_origin (&layout, row, col, &cx, &cy);
            if (ux - cx < band || uy - cy < band || cx + layout.cell_size - ux < band
                || cy + layout.cell_size - uy < band)
              continue;
          }
        differing += memcmp (a + y * stride + 4 * x, b + y * stride + 4 * x, 4) != 0;
      }
  if (differing > 0)
    g_error ("%d×%d at %d px, scale %d%s%s%s: %d pixels differ between stamped and drawn cells",
             n, n, side, scale, dark ? ", dark" : "", high_contrast ? ", high contrast" : "",
             rtl ? ", right to left" : "", differing);

  cairo_surface_destroy (surfaces[0]);
  cairo_surface_destroy (surfaces[1]);
  futo_puzzle_free (puzzle);
}

static void
test_stamped_cells (void)
{
  check_stamped_cells (5, 300, 1, FALSE, FALSE, FALSE);
  check_stamped_cells (9, 420, 1, TRUE, FALSE, FALSE);
  check_stamped_cells (9, 421, 1, FALSE, FALSE, TRUE);
  check_stamped_cells (9, 300, 2, FALSE, FALSE, FALSE);
  check_stamped_cells (7, 350, 1, FALSE, TRUE, FALSE);
  check_stamped_cells (30, 500, 1, FALSE, FALSE, FALSE);
  check_stamped_cells (50, 700, 1, TRUE, FALSE, FALSE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/layout-compatible", test_layout_compatible);
  g_test_add_func ("/render/layout-aligned", test_layout_aligned);
  g_test_add_func ("/render/hits-ltr", test_hits_ltr);
  g_test_add_func ("/render/hits-rtl", test_hits_rtl);
  g_test_add_func ("/render/overlay", test_overlay);
  g_test_add_func ("/render/stamped-cells", test_stamped_cells);

  return g_test_run ();
}
