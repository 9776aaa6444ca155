/* test-render-board.c: how the board reads, measured in its pixels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Givens stand clearly apart from empty cells in both styles, inside the
 * cursor's highlighted row and column too; signs on a 15×15 board in a
 * window-sized picture are wide enough to read; the cursor's value is
 * highlighted in the pencil marks of other cells.
 */
#include <math.h>

#include <glib.h>

#include "futo-render.h"

typedef struct
{
  cairo_surface_t *image;
  FutoRenderLayout layout;
} Picture;

static void
picture_clear (Picture *picture)
{
  g_clear_pointer (&picture->image, cairo_surface_destroy);
}

static void
draw (Picture                 *picture,
      const FutoGame          *game,
      const FutoRenderStyle   *style,
      const FutoRenderOverlay *overlay,
      int                      side)
{
  cairo_t *cr;

  picture->image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, side, side);
  futo_render_layout_init_aligned (&picture->layout, game->puzzle->size, side, side, 1.0, false);
  cr = cairo_create (picture->image);
  futo_render_board_overlay (cr, &picture->layout, style, game->puzzle, game->entries, game->pencil,
                             overlay);
  cairo_destroy (cr);
  cairo_surface_flush (picture->image);
}

/* The lightness (0..1, Rec. 709) of one pixel of an opaque picture. */
static double
lightness_at (Picture *picture,
              double   x,
              double   y)
{
  unsigned char *data = cairo_image_surface_get_data (picture->image);
  int stride = cairo_image_surface_get_stride (picture->image);
  guint32 px = *(guint32 *) (data + (int) y * stride + 4 * (int) x);

  return (0.2126 * ((px >> 16) & 0xff) + 0.7152 * ((px >> 8) & 0xff) + 0.0722 * (px & 0xff)) / 255.0;
}

/* A spot in the lower left of a cell: inside its fill, away from the
 * digit, the rounded corner and the error hatch. */
static double
cell_lightness (Picture *picture,
                int      row,
                int      col)
{
  double x, y, cell = picture->layout.cell_size;

  futo_render_layout_cell_origin (&picture->layout, row, col, &x, &y);
  return lightness_at (picture, x + cell * 0.18, y + cell * 0.82);
}

static void
check_givens_apart (gboolean dark,
                    double   wanted)
{
  FutoGame *game = futo_game_new (futo_puzzle_new (3));
  guint8 cells[9] = { 0 };
  FutoRenderOverlay overlay;
  FutoRenderStyle style;
  Picture picture = { 0 };

  if (dark)
    futo_render_style_init_dark (&style);
  else
    futo_render_style_init_light (&style);
  futo_puzzle_set_given (game->puzzle, 0, 0, 1);
  futo_puzzle_set_given (game->puzzle, 2, 2, 1);
  /* The cursor on r1c2: row 1 and column 2 are tinted. */
  for (int i = 0; i < 3; i++)
    {
      cells[i] |= FUTO_RENDER_MARK_PEER;
      cells[i * 3 + 1] |= FUTO_RENDER_MARK_PEER;
    }
  cells[1] |= FUTO_RENDER_MARK_CURSOR;
  futo_render_overlay_init (&overlay);
  overlay.cells = cells;
  draw (&picture, game, &style, &overlay, 300);

  /* In the tinted row: the given r1c1 against the empty r1c3. */
  g_assert_cmpfloat (fabs (cell_lightness (&picture, 0, 0) - cell_lightness (&picture, 0, 2)), >=, wanted);
  /* Outside it: the given r3c3 against the empty r3c1. */
  g_assert_cmpfloat (fabs (cell_lightness (&picture, 2, 2) - cell_lightness (&picture, 2, 0)), >=, wanted);

  picture_clear (&picture);
  futo_game_free (game);
}

static void
test_givens_dark (void)
{
  /* 0.08 white on the dark cells gave 0.07; now about 0.15. */
  check_givens_apart (TRUE, 0.11);
}

static void
test_givens_light (void)
{
  check_givens_apart (FALSE, 0.075);
}

/* On a 15×15 board of 600 pixels, as in a window, the chevron of a sign
 * must span well over ten pixels across its gap (it spanned 8). */
static void
test_sign_size (void)
{
  FutoGame *game = futo_game_new (futo_puzzle_new (15));
  FutoRenderStyle style;
  Picture picture = { 0 };
  double ax, ay, bx, by;
  int top = -1, bottom = -1;

  futo_render_style_init_light (&style);
  futo_puzzle_set_relation (game->puzzle, 7, 7, FUTO_DIR_RIGHT, FUTO_REL_LESS);
  draw (&picture, game, &style, NULL, 600);

  futo_render_layout_cell_origin (&picture.layout, 7, 7, &ax, &ay);
  futo_render_layout_cell_origin (&picture.layout, 7, 8, &bx, &by);
  /* Dark pixels in the gap between the two cells, row by row. */
  for (int y = (int) ay; y < (int) (ay + picture.layout.cell_size); y++)
    for (int x = (int) (ax + picture.layout.cell_size) + 1; x < (int) bx - 1; x++)
      if (lightness_at (&picture, x, y) < 0.5)
        {
          if (top < 0)
            top = y;
          bottom = y;
        }
  g_assert_cmpint (top, >=, 0);
  g_test_message ("cell %.0f px, gap %.0f px, sign %d px across",
                  picture.layout.cell_size, picture.layout.gap, bottom - top + 1);
  g_assert_cmpint (bottom - top + 1, >=, 12);
  /* Still inside the row: a sign never reaches the next one. */
  g_assert_cmpint (bottom - top + 1, <, (int) picture.layout.cell_size);

  picture_clear (&picture);
  futo_game_free (game);
}

/* The cursor's value stands out in another cell's pencil marks: the
 * picture differs from one without the highlight there, and only there. */
static void
test_pencil_highlight (void)
{
  FutoGame *game = futo_game_new (futo_puzzle_new (4));
  FutoRenderOverlay overlay;
  FutoRenderStyle style;
  Picture plain = { 0 }, lit = { 0 };
  double x, y, cell;
  int changed_inside = 0, changed_outside = 0;

  futo_render_style_init_light (&style);
  game->pencil[5] = FUTO_SET_BIT (2) | FUTO_SET_BIT (3);
  game->pencil[10] = FUTO_SET_BIT (1) | FUTO_SET_BIT (4);
  futo_render_overlay_init (&overlay);
  draw (&plain, game, &style, &overlay, 240);
  overlay.highlight_value = 3;
  draw (&lit, game, &style, &overlay, 240);

  futo_render_layout_cell_origin (&plain.layout, 1, 1, &x, &y);
  cell = plain.layout.cell_size;
  for (int py = 0; py < 240; py++)
    for (int px = 0; px < 240; px++)
      if (lightness_at (&plain, px, py) != lightness_at (&lit, px, py))
        {
          if (px >= x && px < x + cell && py >= y && py < y + cell)
            changed_inside++;
          else
            changed_outside++;
        }
  g_assert_cmpint (changed_inside, >, 20);
  /* r3c3 holds no 3: it looks the same. */
  g_assert_cmpint (changed_outside, ==, 0);

  picture_clear (&plain);
  picture_clear (&lit);
  futo_game_free (game);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render-board/givens-dark", test_givens_dark);
  g_test_add_func ("/render-board/givens-light", test_givens_light);
  g_test_add_func ("/render-board/sign-size", test_sign_size);
  g_test_add_func ("/render-board/pencil-highlight", test_pencil_highlight);
  return g_test_run ();
}
