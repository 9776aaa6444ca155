/* futo-render.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The styles, and a board drawn in layers: the cells with their tints and
 * marks, the signs in the gaps, the numbers (futo-render-text.c), then the
 * rings of the cursor and of differences on top. Where things go is
 * futo-render-layout.c's business.
 */
#include <math.h>

#include <glib.h>

#include "futo-render-private.h"

void
futo_render_style_init_light (FutoRenderStyle *style)
{
  style->background = rgba (0.980, 0.980, 0.980, 1.0);   /* window_bg_color */
  style->cell = rgba (1.0, 1.0, 1.0, 1.0);               /* view_bg_color */
  /* Givens must stand apart from empty and entered cells at a glance,
   * inside the tinted row and column of the cursor too. */
  style->given_cell = rgba (0.0, 0.0, 0.0, 0.09);
  style->foreground = rgba (0.0, 0.0, 0.0, 0.8);
  style->accent = rgba (0.110, 0.443, 0.847, 1.0);       /* #1c71d8 */
  style->pencil = rgba (0.0, 0.0, 0.0, 0.55);
  style->shadow = rgba (0.0, 0.0, 0.0, 0.07);
  style->font_family = DEFAULT_FONT;
  style->fill_background = true;
  style->error = rgba (0.753, 0.110, 0.157, 1.0);        /* #c01c28 */
  style->highlight = rgba (0.208, 0.518, 0.894, 1.0);    /* #3584e4 */
  style->difference = rgba (0.569, 0.255, 0.675, 1.0);   /* #9141ac */
  style->success = rgba (0.180, 0.761, 0.494, 1.0);      /* #2ec27e */
  style->high_contrast = false;
  style->row_prefix = NULL;
  style->column_prefix = NULL;
}

void
futo_render_style_init_dark (FutoRenderStyle *style)
{
  style->background = rgba (0.141, 0.141, 0.141, 1.0);   /* #242424 */
  style->cell = rgba (0.118, 0.118, 0.118, 1.0);         /* #1e1e1e */
  style->given_cell = rgba (1.0, 1.0, 1.0, 0.17);
  style->foreground = rgba (1.0, 1.0, 1.0, 0.9);
  style->accent = rgba (0.471, 0.682, 0.929, 1.0);       /* #78aeed */
  style->pencil = rgba (1.0, 1.0, 1.0, 0.6);
  style->shadow = rgba (0.0, 0.0, 0.0, 0.3);
  style->font_family = DEFAULT_FONT;
  style->fill_background = true;
  style->error = rgba (1.0, 0.482, 0.388, 1.0);          /* #ff7b63 */
  style->highlight = rgba (0.208, 0.518, 0.894, 1.0);    /* #3584e4 */
  style->difference = rgba (0.863, 0.541, 0.867, 1.0);   /* #dc8add */
  style->success = rgba (0.149, 0.635, 0.412, 1.0);      /* #26a269 */
  style->high_contrast = false;
  style->row_prefix = NULL;
  style->column_prefix = NULL;
}

void
futo_render_overlay_init (FutoRenderOverlay *overlay)
{
  *overlay = (FutoRenderOverlay) { 0 };
  overlay->pending_cell = -1;
}

/* How strongly the finishing wave lights a cell: it sweeps from the top
 * left corner to the bottom right one and fades behind itself. */
static double
wave_strength (const FutoRenderLayout  *layout,
               const FutoRenderOverlay *overlay,
               int                      row,
               int                      col)
{
  double place, phase;

  if (overlay == NULL || overlay->celebration <= 0 || overlay->celebration > 1)
    return 0;
  place = layout->size > 1 ? (double) (row + col) / (2 * (layout->size - 1)) : 0;
  phase = (overlay->celebration - place * 0.6) / 0.4;
  if (phase <= 0 || phase >= 1)
    return 0;
  return sin (G_PI * phase);
}

void
_futo_render_error_stripes (cairo_t                *cr,
                            const FutoRenderLayout *layout,
                            double                  x,
                            double                  y)
{
  double h = layout->cell_size * 0.36;
  double corner_x = layout->rtl ? x : x + layout->cell_size;
  double sign = layout->rtl ? 1 : -1;

  cairo_set_line_width (cr, line_width (layout, 0.035));
  for (double f = 0.4; f <= 1.01; f += 0.3)
    {
      cairo_move_to (cr, corner_x + sign * h * f, y);
      cairo_line_to (cr, corner_x, y + h * f);
    }
  cairo_stroke (cr);
}

/* Stripes in the top corner at the end of the line, on top of an error
 * tint: a cell in error reads as one without telling red from green. */
static void
draw_error_hatch (cairo_t                *cr,
                  const FutoRenderLayout *layout,
                  const FutoRenderStyle  *style,
                  double                  x,
                  double                  y)
{
  double cell = layout->cell_size;
  double h = cell * 0.36;
  double corner_x = layout->rtl ? x : x + cell;
  double sign = layout->rtl ? 1 : -1;

  cairo_save (cr);
  rounded_rectangle (cr, x, y, cell, cell, cell * RADIUS_RATIO);
  cairo_clip (cr);
  cairo_move_to (cr, corner_x, y);
  cairo_line_to (cr, corner_x + sign * h, y);
  cairo_line_to (cr, corner_x, y + h);
  cairo_close_path (cr);
  set_color_alpha (cr, &style->error, 0.25);
  cairo_fill (cr);

  set_color (cr, &style->error);
  _futo_render_error_stripes (cr, layout, x, y);
  cairo_restore (cr);
}

/* One cell as it looks with its marks: fill, tints, outline, and its drop
 * shadow unless that is drawn already. */
static void
draw_cell (cairo_t                 *cr,
           const FutoRenderLayout  *layout,
           const FutoRenderStyle   *style,
           const FutoPuzzle        *puzzle,
           const FutoRenderOverlay *overlay,
           int                      row,
           int                      col,
           bool                     shadow)
{
  const FutoColor *fg = &style->foreground;
  double cell = layout->cell_size;
  double line = line_width (layout, style->high_contrast ? 0.04 : 0.02);
  double radius = cell * RADIUS_RATIO;
  int index = futo_puzzle_cell (puzzle, row, col);
  uint8_t marks = cell_marks (overlay, index);
  double wave = wave_strength (layout, overlay, row, col);
  double x, y;

  futo_render_layout_cell_origin (layout, row, col, &x, &y);
  cairo_set_line_width (cr, line);

  /* A soft drop shadow, like libadwaita's cards, lifts the cells off
   * the page without heavy outlines. */
  if (shadow && !style->high_contrast)
    {
      rounded_rectangle (cr, x, y + line, cell, cell, radius);
      set_color (cr, &style->shadow);
      cairo_fill (cr);
    }

  rounded_rectangle (cr, x + line / 2, y + line / 2,
                     cell - line, cell - line, radius);
  set_color (cr, &style->cell);
  cairo_fill_preserve (cr);
  if (puzzle->givens[index] != 0)
    {
      set_color (cr, &style->given_cell);
      cairo_fill_preserve (cr);
    }
  if (marks & FUTO_RENDER_MARK_PEER)
    {
      set_color_alpha (cr, &style->highlight, 0.08);
      cairo_fill_preserve (cr);
    }
  if (marks & FUTO_RENDER_MARK_SAME_VALUE)
    {
      set_color_alpha (cr, &style->highlight, 0.22);
      cairo_fill_preserve (cr);
    }
  if (marks & FUTO_RENDER_MARK_HOVER)
    {
      set_color_alpha (cr, fg, 0.05);
      cairo_fill_preserve (cr);
    }
  if (marks & FUTO_RENDER_MARK_DIFFERENCE)
    {
      set_color_alpha (cr, &style->difference, 0.18);
      cairo_fill_preserve (cr);
    }
  if (marks & FUTO_RENDER_MARK_ERROR)
    {
      set_color_alpha (cr, &style->error, 0.12);
      cairo_fill_preserve (cr);
    }
  if (wave > 0)
    {
      set_color_alpha (cr, &style->success, 0.45 * wave);
      cairo_fill_preserve (cr);
    }
  set_color_alpha (cr, fg, style->high_contrast ? 0.9 : 0.2);
  cairo_stroke (cr);

  if (marks & FUTO_RENDER_MARK_ERROR)
    draw_error_hatch (cr, layout, style, x, y);
}

/* A plain cell, or a plain given, drawn once into an image of whole
 * pixels to be stamped. */
static cairo_surface_t *
cell_stamp (const FutoRenderLayout *layout,
            const FutoRenderStyle  *style,
            bool                    given,
            int                     side)
{
  cairo_surface_t *stamp = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, side, side);
  FutoRenderLayout one = *layout;
  FutoPuzzle puzzle = { .size = 1 };
  uint8_t givens[1] = { given ? 1 : 0 };
  uint8_t relations[1] = { FUTO_REL_NONE };
  cairo_t *cr;

  cairo_surface_set_device_scale (stamp, 1 / layout->pixel, 1 / layout->pixel);
  one.size = 1;
  one.x = 0;
  one.y = 0;
  one.rtl = false;
  puzzle.givens = givens;
  puzzle.right = relations;
  puzzle.down = relations;
  cr = cairo_create (stamp);
  draw_cell (cr, &one, style, &puzzle, NULL, 0, 0, true);
  cairo_destroy (cr);
  return stamp;
}

/* Whether a cell looks like every other plain cell or given. */
static bool
cell_is_plain (const FutoRenderLayout  *layout,
               const FutoRenderOverlay *overlay,
               const FutoPuzzle        *puzzle,
               int                      row,
               int                      col)
{
  return cell_marks (overlay, futo_puzzle_cell (puzzle, row, col)) == 0
         && wave_strength (layout, overlay, row, col) <= 0;
}

/* Where cells sit on whole pixels, every plain cell looks the same, and so
 * does every plain given: each is drawn once into an image and repeated
 * over the board's plain cells in a single fill of pixel-aligned boxes.
 * Thousands of small fills and strokes cost far more
 * (bench/render/bench-render-board: a 50×50 board took 32 ms cell by cell,
 * 6.5 ms stamped). Returns false where cells do not sit on whole pixels
 * (vector output, tiny cells) or a shadow would reach the next row: then
 * every cell is drawn as it is. */
static bool
stamp_plain_cells (cairo_t                 *cr,
                   const FutoRenderLayout  *layout,
                   const FutoRenderStyle   *style,
                   const FutoPuzzle        *puzzle,
                   const FutoRenderOverlay *overlay)
{
  double pixel = layout->pixel;
  double cell = layout->cell_size;
  double line = line_width (layout, style->high_contrast ? 0.04 : 0.02);
  int side = (int) lround ((cell + layout->gap) / pixel);
  cairo_matrix_t matrix;

  if (pixel <= 0 || line > layout->gap || side < 2)
    return false;

  cairo_matrix_init_translate (&matrix, -layout->x, -layout->y);
  for (int given = 0; given <= 1; given++)
    {
      cairo_surface_t *stamp = cell_stamp (layout, style, given, side);
      cairo_pattern_t *pattern = cairo_pattern_create_for_surface (stamp);

      for (int row = 0; row < puzzle->size; row++)
        for (int col = 0; col < puzzle->size; col++)
          {
            double x, y;

            if ((puzzle->givens[futo_puzzle_cell (puzzle, row, col)] != 0) != given
                || !cell_is_plain (layout, overlay, puzzle, row, col))
              continue;
            futo_render_layout_cell_origin (layout, row, col, &x, &y);
            cairo_rectangle (cr, x, y, cell, cell + line);
          }
      cairo_pattern_set_extend (pattern, CAIRO_EXTEND_REPEAT);
      cairo_pattern_set_matrix (pattern, &matrix);
      cairo_set_source (cr, pattern);
      cairo_fill (cr);
      cairo_pattern_destroy (pattern);
      cairo_surface_destroy (stamp);
    }
  return true;
}

static void
draw_cells (cairo_t                 *cr,
            const FutoRenderLayout  *layout,
            const FutoRenderStyle   *style,
            const FutoPuzzle        *puzzle,
            const FutoRenderOverlay *overlay)
{
  bool stamped = stamp_plain_cells (cr, layout, style, puzzle, overlay);

  for (int row = 0; row < puzzle->size; row++)
    for (int col = 0; col < puzzle->size; col++)
      if (!stamped || !cell_is_plain (layout, overlay, puzzle, row, col))
        draw_cell (cr, layout, style, puzzle, overlay, row, col, true);
}

/* A chevron centred on (cx, cy) whose point faces the smaller cell:
 * (dx, dy) is the unit vector from the centre towards that point. */
static void
draw_chevron (cairo_t *cr,
              double   cx,
              double   cy,
              double   dx,
              double   dy,
              double   half)
{
  double depth = half * 0.6;

  cairo_move_to (cr, cx - dx * depth - dy * half, cy - dy * depth - dx * half);
  cairo_line_to (cr, cx + dx * depth, cy + dy * depth);
  cairo_line_to (cr, cx - dx * depth + dy * half, cy - dy * depth + dx * half);
  cairo_stroke (cr);
}

/* Half the width of a sign across its gap. Signs grow with the cells, and
 * on screen never shrink below SIGN_MIN_HALF pixels, where a chevron
 * stops reading at a glance (a 15×15 board in a window drew them 9 px
 * wide). Their depth along the gap (1.2 halves) may reach a tenth of a
 * cell into the cells' edges, never further. */
#define SIGN_CELL_RATIO 0.24
#define SIGN_MIN_HALF   6.0

static double
sign_half (const FutoRenderLayout *layout)
{
  double half = layout->cell_size * SIGN_CELL_RATIO;

  if (layout->pixel > 0)
    half = fmax (half, SIGN_MIN_HALF);
  return fmin (half, (layout->gap + layout->cell_size * 0.1) / 1.2);
}

/* One gap: its hover hint, its sign, and the ring of a broken sign. The
 * gap lies between cells a (left or upper) and b. */
static void
draw_gap (cairo_t                *cr,
          const FutoRenderLayout *layout,
          const FutoRenderStyle  *style,
          FutoRelation            rel,
          uint8_t                 marks,
          double                  ax,
          double                  ay,
          double                  bx,
          double                  by)
{
  double cell = layout->cell_size;
  double gap = layout->gap;
  double half = sign_half (layout);
  double sign_line = line_width (layout, style->high_contrast ? 0.06 : 0.045);
  bool horizontal = ay == by;
  double cx = horizontal ? (fmin (ax, bx) + cell + fmax (ax, bx)) / 2 : ax + cell / 2;
  double cy = horizontal ? ay + cell / 2 : (ay + cell + by) / 2;
  double dx = 0, dy = 0;

  if (marks & FUTO_RENDER_MARK_HOVER)
    {
      if (horizontal)
        rounded_rectangle (cr, cx - gap / 2, ay + cell * 0.1, gap, cell * 0.8, gap * 0.3);
      else
        rounded_rectangle (cr, ax + cell * 0.1, cy - gap / 2, cell * 0.8, gap, gap * 0.3);
      set_color_alpha (cr, &style->highlight, 0.3);
      cairo_fill (cr);
    }

  if (rel == FUTO_REL_NONE)
    return;

  /* An Adjacent mark is a bar across the gap, as in Unequal. */
  if (rel == FUTO_REL_ADJACENT)
    {
      cairo_set_line_width (cr, sign_line * 1.5);
      set_color (cr, (marks & FUTO_RENDER_MARK_ERROR) ? &style->error : &style->foreground);
      if (horizontal)
        {
          cairo_move_to (cr, cx, cy - half * 1.2);
          cairo_line_to (cr, cx, cy + half * 1.2);
        }
      else
        {
          cairo_move_to (cr, cx - half * 1.2, cy);
          cairo_line_to (cr, cx + half * 1.2, cy);
        }
      cairo_stroke (cr);
      return;
    }

  /* The point faces the smaller of the two cells. */
  if (horizontal)
    dx = ((rel == FUTO_REL_LESS) == (ax < bx)) ? -1 : 1;
  else
    dy = rel == FUTO_REL_LESS ? -1 : 1;

  cairo_set_line_width (cr, sign_line);
  set_color (cr, (marks & FUTO_RENDER_MARK_ERROR) ? &style->error : &style->foreground);
  draw_chevron (cr, cx, cy, dx, dy, half);
  if (marks & FUTO_RENDER_MARK_ERROR)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, half * 1.25 + sign_line, 0, 2 * G_PI);
      cairo_set_line_width (cr, fmax (sign_line * 0.6, layout->pixel > 0 ? layout->pixel : 0.5));
      cairo_stroke (cr);
    }
}

static void
draw_signs (cairo_t                 *cr,
            const FutoRenderLayout  *layout,
            const FutoRenderStyle   *style,
            const FutoPuzzle        *puzzle,
            const FutoRenderOverlay *overlay)
{
  int n = puzzle->size;

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (int row = 0; row < n; row++)
    for (int col = 0; col < n; col++)
      {
        int index = futo_puzzle_cell (puzzle, row, col);
        uint8_t right_marks = overlay != NULL && overlay->right != NULL ? overlay->right[index] : 0;
        uint8_t down_marks = overlay != NULL && overlay->down != NULL ? overlay->down[index] : 0;
        double x, y, bx, by;

        futo_render_layout_cell_origin (layout, row, col, &x, &y);
        if (col + 1 < n && (puzzle->right[index] != FUTO_REL_NONE || right_marks != 0))
          {
            futo_render_layout_cell_origin (layout, row, col + 1, &bx, &by);
            draw_gap (cr, layout, style, puzzle->right[index], right_marks, x, y, bx, by);
          }
        if (row + 1 < n && (puzzle->down[index] != FUTO_REL_NONE || down_marks != 0))
          {
            futo_render_layout_cell_origin (layout, row + 1, col, &bx, &by);
            draw_gap (cr, layout, style, puzzle->down[index], down_marks, x, y, bx, by);
          }
      }
  cairo_restore (cr);
}

/* Rings drawn over the values: the dashed outline of a difference and the
 * keyboard cursor. */
static void
draw_rings (cairo_t                 *cr,
            const FutoRenderLayout  *layout,
            const FutoRenderStyle   *style,
            const FutoPuzzle        *puzzle,
            const FutoRenderOverlay *overlay)
{
  double cell = layout->cell_size;
  /* The cursor must be seen on the smallest cells too: two pixels at least. */
  double cursor = fmax (line_width (layout, style->high_contrast ? 0.1 : 0.07),
                        2 * (layout->pixel > 0 ? layout->pixel : 1.0));
  double dashed = line_width (layout, 0.04);
  int cells = puzzle->size * puzzle->size;

  if (overlay == NULL || overlay->cells == NULL)
    return;

  cairo_save (cr);
  for (int index = 0; index < cells; index++)
    {
      uint8_t marks = overlay->cells[index];
      double x, y;

      if ((marks & (FUTO_RENDER_MARK_CURSOR | FUTO_RENDER_MARK_DIFFERENCE)) == 0)
        continue;
      futo_render_layout_cell_origin (layout, index / puzzle->size, index % puzzle->size, &x, &y);

      if (marks & FUTO_RENDER_MARK_DIFFERENCE)
        {
          double dash = fmax (cell * 0.08, 2 * dashed);
          double inset = dashed * 2.5;

          cairo_set_dash (cr, &dash, 1, 0);
          cairo_set_line_width (cr, dashed);
          rounded_rectangle (cr, x + inset, y + inset, cell - 2 * inset, cell - 2 * inset,
                             cell * RADIUS_RATIO * 0.7);
          set_color (cr, &style->difference);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
        }
      if (marks & FUTO_RENDER_MARK_CURSOR)
        {
          cairo_set_line_width (cr, cursor);
          rounded_rectangle (cr, x + cursor / 2, y + cursor / 2, cell - cursor, cell - cursor,
                             cell * RADIUS_RATIO);
          set_color (cr, &style->accent);
          cairo_stroke (cr);
        }
    }
  cairo_restore (cr);
}

void
futo_render_board_overlay (cairo_t                 *cr,
                           const FutoRenderLayout  *layout,
                           const FutoRenderStyle   *style,
                           const FutoPuzzle        *puzzle,
                           const uint8_t           *entries,
                           const FutoSet           *pencil,
                           const FutoRenderOverlay *overlay)
{
  g_return_if_fail (cr != NULL);
  g_return_if_fail (layout != NULL);
  g_return_if_fail (style != NULL);
  g_return_if_fail (puzzle != NULL);
  g_return_if_fail (layout->size == puzzle->size);

  cairo_save (cr);
  if (style->fill_background)
    {
      set_color (cr, &style->background);
      cairo_paint (cr);
    }
  if (layout->cell_size > 0)
    {
      draw_cells (cr, layout, style, puzzle, overlay);
      draw_signs (cr, layout, style, puzzle, overlay);
      _futo_render_draw_values (cr, layout, style, puzzle, entries, pencil, overlay);
      draw_rings (cr, layout, style, puzzle, overlay);
      futo_render_labels (cr, layout, style);
    }
  cairo_restore (cr);
}

void
futo_render_board (cairo_t                *cr,
                   const FutoRenderLayout *layout,
                   const FutoRenderStyle  *style,
                   const FutoPuzzle       *puzzle,
                   const uint8_t          *entries,
                   const FutoSet          *pencil)
{
  futo_render_board_overlay (cr, layout, style, puzzle, entries, pencil, NULL);
}

void
futo_render_game (cairo_t               *cr,
                  const FutoGame        *game,
                  const FutoRenderStyle *style,
                  double                 width,
                  double                 height)
{
  FutoRenderLayout layout;

  g_return_if_fail (game != NULL && game->puzzle != NULL);

  futo_render_layout_init (&layout, game->puzzle->size, width, height);
  futo_render_board (cr, &layout, style, game->puzzle, game->entries, game->pencil);
}
