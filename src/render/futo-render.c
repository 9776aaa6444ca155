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

static void
set_color_alpha (cairo_t         *cr,
                 const FutoColor *color,
                 double           alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * alpha);
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
  style->error = rgba (0.753, 0.110, 0.157, 1.0);        /* #c01c28 */
  style->highlight = rgba (0.208, 0.518, 0.894, 1.0);    /* #3584e4 */
  style->difference = rgba (0.569, 0.255, 0.675, 1.0);   /* #9141ac */
  style->success = rgba (0.180, 0.761, 0.494, 1.0);      /* #2ec27e */
  style->high_contrast = false;
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
  style->error = rgba (1.0, 0.482, 0.388, 1.0);          /* #ff7b63 */
  style->highlight = rgba (0.208, 0.518, 0.894, 1.0);    /* #3584e4 */
  style->difference = rgba (0.863, 0.541, 0.867, 1.0);   /* #dc8add */
  style->success = rgba (0.149, 0.635, 0.412, 1.0);      /* #26a269 */
  style->high_contrast = false;
}

void
futo_render_overlay_init (FutoRenderOverlay *overlay)
{
  *overlay = (FutoRenderOverlay) { 0 };
  overlay->pending_cell = -1;
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
  layout->pixel = 0;
  layout->rtl = false;
}

void
futo_render_layout_init_aligned (FutoRenderLayout *layout,
                                 int               size,
                                 double            width,
                                 double            height,
                                 double            pixel,
                                 bool              rtl)
{
  double cell, gap, side;

  futo_render_layout_init (layout, size, width, height);
  layout->rtl = rtl;
  if (pixel <= 0)
    return;

  /* Whole pixels for cells and gaps; the few pixels this loses go to the
   * margin. A gap keeps at least one pixel so that cells never touch. */
  side = fmin (width, height);
  cell = floor (layout->cell_size / pixel) * pixel;
  gap = fmax (round (layout->gap / pixel), 1.0) * pixel;
  while (cell > pixel && size * cell + (size - 1) * gap > side)
    {
      if (gap > pixel && gap > cell * GAP_RATIO)
        gap -= pixel;
      else
        cell -= pixel;
    }
  /* Too small for whole pixels: fractions it is. */
  if (size * cell + (size - 1) * gap > side)
    return;

  layout->pixel = pixel;
  layout->cell_size = cell;
  layout->gap = gap;
  layout->board_size = size * cell + (size - 1) * gap;
  layout->x = round ((width - layout->board_size) / 2.0 / pixel) * pixel;
  layout->y = round ((height - layout->board_size) / 2.0 / pixel) * pixel;
}

void
futo_render_layout_cell_origin (const FutoRenderLayout *layout,
                                int                     row,
                                int                     col,
                                double                 *x,
                                double                 *y)
{
  double pitch = layout->cell_size + layout->gap;
  int visual_col = layout->rtl ? layout->size - 1 - col : col;

  if (x != NULL)
    *x = layout->x + visual_col * pitch;
  if (y != NULL)
    *y = layout->y + row * pitch;
}

/* Which cell an offset along one axis falls in, or -1; *in_gap says
 * whether it fell in the gap after that cell instead. */
static int
axis_index (const FutoRenderLayout *layout,
            double                  offset,
            bool                   *in_gap)
{
  double pitch = layout->cell_size + layout->gap;
  int index;

  *in_gap = false;
  if (offset < 0 || pitch <= 0)
    return -1;
  index = (int) floor (offset / pitch);
  if (index >= layout->size)
    return -1;
  if (offset - index * pitch > layout->cell_size)
    {
      if (index + 1 >= layout->size)
        return -1;
      *in_gap = true;
    }
  return index;
}

bool
futo_render_layout_cell_at (const FutoRenderLayout *layout,
                            double                  x,
                            double                  y,
                            int                    *row,
                            int                    *col)
{
  bool row_gap, col_gap;
  int r = axis_index (layout, y - layout->y, &row_gap);
  int c = axis_index (layout, x - layout->x, &col_gap);

  if (r < 0 || c < 0 || row_gap || col_gap)
    return false;
  if (row != NULL)
    *row = r;
  if (col != NULL)
    *col = layout->rtl ? layout->size - 1 - c : c;
  return true;
}

bool
futo_render_layout_gap_at (const FutoRenderLayout *layout,
                           double                  x,
                           double                  y,
                           int                    *row,
                           int                    *col,
                           FutoDirection          *dir)
{
  bool row_gap, col_gap;
  int r = axis_index (layout, y - layout->y, &row_gap);
  int c = axis_index (layout, x - layout->x, &col_gap);

  if (r < 0 || c < 0 || row_gap == col_gap)
    return false;

  /* In a mirrored board the gap right of visual column c lies between
   * logical columns size-1-c and size-2-c; the pair belongs to the left
   * one of those in reading order, size-2-c. */
  if (col_gap && layout->rtl)
    c = layout->size - 2 - c;
  else if (layout->rtl)
    c = layout->size - 1 - c;

  if (row != NULL)
    *row = r;
  if (col != NULL)
    *col = c;
  if (dir != NULL)
    *dir = col_gap ? FUTO_DIR_RIGHT : FUTO_DIR_DOWN;
  return true;
}

/* A line width of factor cells, at least a pixel, whole pixels on screen. */
static double
line_width (const FutoRenderLayout *layout,
            double                  factor)
{
  double pixel = layout->pixel > 0 ? layout->pixel : 1.0;
  double width = fmax (layout->cell_size * factor, pixel);

  return layout->pixel > 0 ? round (width / pixel) * pixel : width;
}

static void
rounded_rectangle (cairo_t *cr,
                   double   x,
                   double   y,
                   double   width,
                   double   height,
                   double   radius)
{
  radius = fmin (radius, fmin (width, height) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + width - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + width - radius, y + height - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + height - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* Draws text centred on (cx, cy) and returns its ink box. Digits are
 * centred on their ink, not on the line box, or they would sit visibly high
 * in the cell. */
static void
draw_centered_text (cairo_t        *cr,
                    PangoLayout    *layout,
                    const char     *text,
                    double          cx,
                    double          cy,
                    PangoRectangle *ink_out)
{
  PangoRectangle ink;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_extents (layout, &ink, NULL);
  cairo_move_to (cr,
                 cx - ((double) ink.x + ink.width / 2.0) / PANGO_SCALE,
                 cy - ((double) ink.y + ink.height / 2.0) / PANGO_SCALE);
  pango_cairo_show_layout (cr, layout);
  if (ink_out != NULL)
    *ink_out = ink;
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

static inline uint8_t
cell_marks (const FutoRenderOverlay *overlay,
            int                      index)
{
  return overlay != NULL && overlay->cells != NULL ? overlay->cells[index] : 0;
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
  cairo_set_line_width (cr, line_width (layout, 0.035));
  for (double f = 0.4; f <= 1.01; f += 0.3)
    {
      cairo_move_to (cr, corner_x + sign * h * f, y);
      cairo_line_to (cr, corner_x, y + h * f);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_cells (cairo_t                 *cr,
            const FutoRenderLayout  *layout,
            const FutoRenderStyle   *style,
            const FutoPuzzle        *puzzle,
            const FutoRenderOverlay *overlay)
{
  const FutoColor *fg = &style->foreground;
  double cell = layout->cell_size;
  double line = line_width (layout, style->high_contrast ? 0.04 : 0.02);
  double radius = cell * RADIUS_RATIO;

  cairo_set_line_width (cr, line);
  for (int row = 0; row < puzzle->size; row++)
    for (int col = 0; col < puzzle->size; col++)
      {
        int index = futo_puzzle_cell (puzzle, row, col);
        uint8_t marks = cell_marks (overlay, index);
        double wave = wave_strength (layout, overlay, row, col);
        double x, y;

        futo_render_layout_cell_origin (layout, row, col, &x, &y);

        /* A soft drop shadow, like libadwaita's cards, lifts the cells off
         * the page without heavy outlines. */
        if (!style->high_contrast)
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
  double half = fmin (gap * 0.45, cell * 0.15);
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

/* One typeface at one size, with the layout of each number kept for the
 * frame: a 64×64 board shows thousands of numbers but at most 64 different
 * ones, and laying out text is the costly part of drawing it. */
typedef struct
{
  PangoLayout    *base;
  PangoLayout    *numbers[FUTO_MAX_SIZE + 1];
  PangoRectangle  ink[FUTO_MAX_SIZE + 1];
} TextFace;

static void
text_face_clear (TextFace *face)
{
  for (int i = 0; i <= FUTO_MAX_SIZE; i++)
    g_clear_object (&face->numbers[i]);
  g_clear_object (&face->base);
}

static void
draw_number (cairo_t        *cr,
             TextFace       *face,
             int             value,
             double          cx,
             double          cy,
             PangoRectangle *ink_out)
{
  PangoRectangle *ink;

  if (value < 0 || value > FUTO_MAX_SIZE)
    return;
  ink = &face->ink[value];
  if (face->numbers[value] == NULL)
    {
      char buf[4];

      g_snprintf (buf, sizeof buf, "%d", value);
      face->numbers[value] = pango_layout_copy (face->base);
      pango_layout_set_text (face->numbers[value], buf, -1);
      pango_layout_get_extents (face->numbers[value], ink, NULL);
    }
  cairo_move_to (cr,
                 cx - ((double) ink->x + ink->width / 2.0) / PANGO_SCALE,
                 cy - ((double) ink->y + ink->height / 2.0) / PANGO_SCALE);
  pango_cairo_show_layout (cr, face->numbers[value]);
  if (ink_out != NULL)
    *ink_out = *ink;
}

/* Pencil marks sit in a k×k sub-grid, value v at its reading-order place,
 * so that a mark is always found in the same spot of every cell. */
static void
draw_pencil (cairo_t                *cr,
             TextFace               *text,
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
      int slot_col = (value - 1) % k;
      double cx, cy;

      if ((marks & FUTO_SET_BIT (value)) == 0)
        continue;
      if (layout->rtl)
        slot_col = k - 1 - slot_col;
      cx = x + inset + (slot_col + 0.5) * step;
      cy = y + inset + ((value - 1) / k + 0.5) * step;
      /* Digits too small to read become dots in the same places, which
       * still show how many candidates are left and which. */
      if (step < MIN_PENCIL_STEP)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, cx, cy, step * 0.3, 0, 2 * G_PI);
          cairo_fill (cr);
          continue;
        }
      draw_number (cr, text, value, cx, cy, NULL);
    }
}

typedef struct
{
  TextFace     given;
  TextFace     entry;
  TextFace     pencil;
  PangoLayout *small;
} TextLayouts;

/* The two values two solutions put in a cell, as "2/5" in the lower half. */
static void
draw_alternatives (cairo_t                 *cr,
                   TextLayouts             *text,
                   const FutoRenderLayout  *layout,
                   const FutoRenderStyle   *style,
                   const FutoRenderOverlay *overlay,
                   int                      index,
                   double                   x,
                   double                   y,
                   bool                     has_value)
{
  double cell = layout->cell_size;
  char buf[16];

  if (overlay->alternatives[0] == NULL || overlay->alternatives[1] == NULL)
    return;
  g_snprintf (buf, sizeof buf, "%d/%d",
              overlay->alternatives[0][index], overlay->alternatives[1][index]);
  set_color (cr, &style->difference);
  draw_centered_text (cr, text->small, buf, x + cell / 2,
                      has_value ? y + cell * 0.86 : y + cell / 2, NULL);
}

static void
draw_cell_text (cairo_t                 *cr,
                TextLayouts             *text,
                const FutoRenderLayout  *layout,
                const FutoRenderStyle   *style,
                const FutoPuzzle        *puzzle,
                const uint8_t           *entries,
                const FutoSet           *pencil,
                const FutoRenderOverlay *overlay,
                int                      row,
                int                      col)
{
  int index = futo_puzzle_cell (puzzle, row, col);
  int given = puzzle->givens[index];
  int entry = entries != NULL ? entries[index] : 0;
  uint8_t marks = cell_marks (overlay, index);
  bool pending = overlay != NULL && overlay->pending_cell == index && overlay->pending_text != NULL;
  bool difference = (marks & FUTO_RENDER_MARK_DIFFERENCE) != 0 && overlay != NULL;
  double cell = layout->cell_size;
  double x, y, cx, cy;
  PangoRectangle ink;
  char buf[24];

  futo_render_layout_cell_origin (layout, row, col, &x, &y);
  cx = x + cell / 2;
  cy = y + cell / 2;

  if (pending)
    {
      /* Digits typed so far, with a caret: the entry is not made yet. */
      g_snprintf (buf, sizeof buf, "%s_", overlay->pending_text);
      set_color (cr, &style->accent);
      draw_centered_text (cr, text->entry.base, buf, cx, cy, NULL);
    }
  else if (given != 0 || entry != 0)
    {
      bool error = (marks & FUTO_RENDER_MARK_ERROR) != 0;

      set_color (cr, error ? &style->error : given != 0 ? &style->foreground : &style->accent);
      draw_number (cr, given != 0 ? &text->given : &text->entry, given != 0 ? given : entry,
                   cx, cy, &ink);
      if (error)
        {
          /* An underline, so that the error shows without its colour. */
          double width = fmax ((double) ink.width / PANGO_SCALE, cell * 0.3);
          double thickness = line_width (layout, 0.05);
          double under = cy + (double) ink.height / PANGO_SCALE / 2 + thickness * 1.5;

          cairo_rectangle (cr, cx - width / 2, under, width, thickness);
          cairo_fill (cr);
        }
    }
  else if (pencil != NULL && pencil[index] != 0 && !difference)
    {
      set_color (cr, &style->pencil);
      draw_pencil (cr, &text->pencil, layout, x, y, pencil[index]);
    }

  if (difference)
    draw_alternatives (cr, text, layout, style, overlay, index, x, y,
                       pending || given != 0 || entry != 0);
}

static void
draw_values (cairo_t                 *cr,
             const FutoRenderLayout  *layout,
             const FutoRenderStyle   *style,
             const FutoPuzzle        *puzzle,
             const uint8_t           *entries,
             const FutoSet           *pencil,
             const FutoRenderOverlay *overlay)
{
  int size = puzzle->size;
  int k = (int) ceil (sqrt ((double) size));
  /* Two-digit values need a smaller face to stay inside the cell. */
  double value_px = layout->cell_size * (size >= 10 ? 0.48 : 0.56);
  double pencil_px = layout->cell_size / k * (size >= 10 ? 0.5 : 0.7);
  TextLayouts text = { 0 };

  text.given.base = create_text_layout (cr, style, value_px, PANGO_WEIGHT_BOLD);
  text.entry.base = create_text_layout (cr, style, value_px, PANGO_WEIGHT_NORMAL);
  text.pencil.base = create_text_layout (cr, style, pencil_px, PANGO_WEIGHT_NORMAL);
  text.small = create_text_layout (cr, style, layout->cell_size * (size >= 10 ? 0.2 : 0.24),
                                   PANGO_WEIGHT_BOLD);

  for (int row = 0; row < size; row++)
    for (int col = 0; col < size; col++)
      draw_cell_text (cr, &text, layout, style, puzzle, entries, pencil, overlay, row, col);

  text_face_clear (&text.given);
  text_face_clear (&text.entry);
  text_face_clear (&text.pencil);
  g_object_unref (text.small);
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
      draw_values (cr, layout, style, puzzle, entries, pencil, overlay);
      draw_rings (cr, layout, style, puzzle, overlay);
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
