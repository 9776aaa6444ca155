/* futo-render.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include <glib.h>
#include <pango/pangocairo.h>

#include "futo-render.h"

/* Proportions, in cells. The gap must be wide enough for a sign that reads
 * at a glance, the margin keeps outlines and rounded corners off the edge. */
#define GAP_RATIO    0.36
#define MARGIN_RATIO 0.12
#define RADIUS_RATIO 0.12

#define DEFAULT_FONT "Cantarell,Sans"

/* Below this many units per pencil mark, digits turn to mush. */
#define MIN_PENCIL_STEP 7.0

static void
set_color (cairo_t         *cr,
           const FutoColor *color)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha);
}

static FutoColor
rgba (double red,
      double green,
      double blue,
      double alpha)
{
  FutoColor color = { red, green, blue, alpha };

  return color;
}

void
futo_render_style_init_light (FutoRenderStyle *style)
{
  style->background = rgba (0.980, 0.980, 0.980, 1.0);   /* window_bg_color */
  style->cell = rgba (1.0, 1.0, 1.0, 1.0);               /* view_bg_color */
  style->given_cell = rgba (0.0, 0.0, 0.0, 0.06);
  style->foreground = rgba (0.0, 0.0, 0.0, 0.8);
  style->accent = rgba (0.110, 0.443, 0.847, 1.0);       /* #1c71d8 */
  style->pencil = rgba (0.0, 0.0, 0.0, 0.55);
  style->shadow = rgba (0.0, 0.0, 0.0, 0.07);
  style->font_family = DEFAULT_FONT;
  style->fill_background = true;
}

void
futo_render_style_init_dark (FutoRenderStyle *style)
{
  style->background = rgba (0.141, 0.141, 0.141, 1.0);   /* #242424 */
  style->cell = rgba (0.118, 0.118, 0.118, 1.0);         /* #1e1e1e */
  style->given_cell = rgba (1.0, 1.0, 1.0, 0.08);
  style->foreground = rgba (1.0, 1.0, 1.0, 0.9);
  style->accent = rgba (0.471, 0.682, 0.929, 1.0);       /* #78aeed */
  style->pencil = rgba (1.0, 1.0, 1.0, 0.6);
  style->shadow = rgba (0.0, 0.0, 0.0, 0.3);
  style->font_family = DEFAULT_FONT;
  style->fill_background = true;
}

void
futo_render_layout_init (FutoRenderLayout *layout,
                         int               size,
                         double            width,
                         double            height)
{
  double units;
  double side = fmin (width, height);

  if (size < 1)
    size = 1;
  if (side < 0)
    side = 0;

  units = size + (size - 1) * GAP_RATIO + 2 * MARGIN_RATIO;
  layout->size = size;
  layout->cell_size = side / units;
  layout->gap = layout->cell_size * GAP_RATIO;
  layout->board_size = size * layout->cell_size + (size - 1) * layout->gap;
  layout->x = (width - layout->board_size) / 2.0;
  layout->y = (height - layout->board_size) / 2.0;
}

void
futo_render_layout_cell_origin (const FutoRenderLayout *layout,
                                int                     row,
                                int                     col,
                                double                 *x,
                                double                 *y)
{
  double pitch = layout->cell_size + layout->gap;

  if (x != NULL)
    *x = layout->x + col * pitch;
  if (y != NULL)
    *y = layout->y + row * pitch;
}

/* Which cell an offset along one axis falls in, or -1. */
static int
axis_cell (const FutoRenderLayout *layout,
           double                  offset)
{
  double pitch = layout->cell_size + layout->gap;
  int index;

  if (offset < 0 || pitch <= 0)
    return -1;
  index = (int) floor (offset / pitch);
  if (index >= layout->size || offset - index * pitch > layout->cell_size)
    return -1;
  return index;
}

bool
futo_render_layout_cell_at (const FutoRenderLayout *layout,
                            double                  x,
                            double                  y,
                            int                    *row,
                            int                    *col)
{
  int r = axis_cell (layout, y - layout->y);
  int c = axis_cell (layout, x - layout->x);

  if (r < 0 || c < 0)
    return false;
  if (row != NULL)
    *row = r;
  if (col != NULL)
    *col = c;
  return true;
}

static void
rounded_rectangle (cairo_t *cr,
                   double   x,
                   double   y,
                   double   width,
                   double   height,
                   double   radius)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + width - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + width - radius, y + height - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + height - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* Draws text centred on (cx, cy). Digits are centred on their ink, not on
 * the line box, or they would sit visibly high in the cell. */
static void
draw_centered_text (cairo_t     *cr,
                    PangoLayout *layout,
                    const char  *text,
                    double       cx,
                    double       cy)
{
  PangoRectangle ink;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_extents (layout, &ink, NULL);
  cairo_move_to (cr,
                 cx - ((double) ink.x + ink.width / 2.0) / PANGO_SCALE,
                 cy - ((double) ink.y + ink.height / 2.0) / PANGO_SCALE);
  pango_cairo_show_layout (cr, layout);
}

static PangoLayout *
create_text_layout (cairo_t               *cr,
                    const FutoRenderStyle *style,
                    double                 pixel_size,
                    PangoWeight            weight)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font;
  cairo_font_options_t *options;

  /* Unhinted metrics keep text placement identical on screen, in PDF and
   * at any zoom. */
  options = cairo_font_options_create ();
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  pango_cairo_context_set_font_options (pango_layout_get_context (layout), options);
  pango_layout_context_changed (layout);
  cairo_font_options_destroy (options);

  font = pango_font_description_from_string (style->font_family != NULL
                                             ? style->font_family
                                             : DEFAULT_FONT);
  pango_font_description_set_weight (font, weight);
  pango_font_description_set_absolute_size (font, fmax (pixel_size, 1.0) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  return layout;
}

static void
draw_cells (cairo_t                *cr,
            const FutoRenderLayout *layout,
            const FutoRenderStyle  *style,
            const FutoPuzzle       *puzzle)
{
  const FutoColor *fg = &style->foreground;
  double cell = layout->cell_size;
  double line = fmax (cell * 0.02, 1.0);
  double radius = cell * RADIUS_RATIO;

  cairo_set_line_width (cr, line);
  for (int row = 0; row < puzzle->size; row++)
    for (int col = 0; col < puzzle->size; col++)
      {
        double x, y;

        futo_render_layout_cell_origin (layout, row, col, &x, &y);

        /* A soft drop shadow, like libadwaita's cards, lifts the cells off
         * the page without heavy outlines. */
        rounded_rectangle (cr, x, y + line, cell, cell, radius);
        set_color (cr, &style->shadow);
        cairo_fill (cr);

        rounded_rectangle (cr, x + line / 2, y + line / 2,
                           cell - line, cell - line, radius);
        set_color (cr, &style->cell);
        cairo_fill_preserve (cr);
        if (futo_puzzle_get_given (puzzle, row, col) != 0)
          {
            set_color (cr, &style->given_cell);
            cairo_fill_preserve (cr);
          }
        cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, fg->alpha * 0.2);
        cairo_stroke (cr);
      }
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

static void
draw_signs (cairo_t                *cr,
            const FutoRenderLayout *layout,
            const FutoRenderStyle  *style,
            const FutoPuzzle       *puzzle)
{
  double cell = layout->cell_size;
  double gap = layout->gap;
  double half = fmin (gap * 0.45, cell * 0.15);

  set_color (cr, &style->foreground);
  cairo_set_line_width (cr, fmax (cell * 0.045, 1.0));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  for (int row = 0; row < puzzle->size; row++)
    for (int col = 0; col < puzzle->size; col++)
      {
        FutoRelation right = futo_puzzle_get_relation (puzzle, row, col, FUTO_DIR_RIGHT);
        FutoRelation down = futo_puzzle_get_relation (puzzle, row, col, FUTO_DIR_DOWN);
        double x, y;

        futo_render_layout_cell_origin (layout, row, col, &x, &y);
        if (right != FUTO_REL_NONE)
          draw_chevron (cr, x + cell + gap / 2, y + cell / 2,
                        right == FUTO_REL_LESS ? -1 : 1, 0, half);
        if (down != FUTO_REL_NONE)
          draw_chevron (cr, x + cell / 2, y + cell + gap / 2,
                        0, down == FUTO_REL_LESS ? -1 : 1, half);
      }
}

/* Pencil marks sit in a k×k sub-grid, value v at its reading-order place,
 * so that a mark is always found in the same spot of every cell. */
static void
draw_pencil (cairo_t                *cr,
             PangoLayout            *text,
             const FutoRenderLayout *layout,
             double                  x,
             double                  y,
             FutoSet                 marks)
{
  int size = layout->size;
  int k = (int) ceil (sqrt ((double) size));
  double inset = layout->cell_size * 0.1;
  double step = (layout->cell_size - 2 * inset) / k;

  for (int value = 1; value <= size; value++)
    {
      char buf[4];

      double cx = x + inset + ((value - 1) % k + 0.5) * step;
      double cy = y + inset + ((value - 1) / k + 0.5) * step;

      if ((marks & FUTO_SET_BIT (value)) == 0)
        continue;
      /* Digits too small to read become dots in the same places, which
       * still show how many candidates are left and which. */
      if (step < MIN_PENCIL_STEP)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, cx, cy, step * 0.3, 0, 2 * G_PI);
          cairo_fill (cr);
          continue;
        }
      g_snprintf (buf, sizeof buf, "%d", value);
      draw_centered_text (cr, text, buf, cx, cy);
    }
}

static void
draw_values (cairo_t                *cr,
             const FutoRenderLayout *layout,
             const FutoRenderStyle  *style,
             const FutoPuzzle       *puzzle,
             const uint8_t          *entries,
             const FutoSet          *pencil)
{
  int size = puzzle->size;
  int k = (int) ceil (sqrt ((double) size));
  /* Two-digit values need a smaller face to stay inside the cell. */
  double value_px = layout->cell_size * (size >= 10 ? 0.42 : 0.56);
  double pencil_px = layout->cell_size / k * (size >= 10 ? 0.5 : 0.7);
  PangoLayout *given_text = create_text_layout (cr, style, value_px, PANGO_WEIGHT_BOLD);
  PangoLayout *entry_text = create_text_layout (cr, style, value_px, PANGO_WEIGHT_NORMAL);
  PangoLayout *pencil_text = create_text_layout (cr, style, pencil_px, PANGO_WEIGHT_NORMAL);

  for (int row = 0; row < size; row++)
    for (int col = 0; col < size; col++)
      {
        int index = futo_puzzle_cell (puzzle, row, col);
        int given = puzzle->givens[index];
        int entry = entries != NULL ? entries[index] : 0;
        double x, y;
        char buf[4];

        futo_render_layout_cell_origin (layout, row, col, &x, &y);
        if (given != 0 || entry != 0)
          {
            g_snprintf (buf, sizeof buf, "%d", given != 0 ? given : entry);
            set_color (cr, given != 0 ? &style->foreground : &style->accent);
            draw_centered_text (cr, given != 0 ? given_text : entry_text, buf,
                                x + layout->cell_size / 2, y + layout->cell_size / 2);
          }
        else if (pencil != NULL && pencil[index] != 0)
          {
            set_color (cr, &style->pencil);
            draw_pencil (cr, pencil_text, layout, x, y, pencil[index]);
          }
      }

  g_object_unref (given_text);
  g_object_unref (entry_text);
  g_object_unref (pencil_text);
}

void
futo_render_board (cairo_t                *cr,
                   const FutoRenderLayout *layout,
                   const FutoRenderStyle  *style,
                   const FutoPuzzle       *puzzle,
                   const uint8_t          *entries,
                   const FutoSet          *pencil)
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
      draw_cells (cr, layout, style, puzzle);
      draw_signs (cr, layout, style, puzzle);
      draw_values (cr, layout, style, puzzle, entries, pencil);
    }
  cairo_restore (cr);
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
