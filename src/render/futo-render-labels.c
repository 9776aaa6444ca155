/* futo-render-labels.c: row and column numbers around the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lessons, events and hints name cells r3c1 (Z3S1 in German); the labels
 * let a reader find that cell without counting. They go into the band the
 * layout kept before and above the board, so they can never cover a cell
 * or a sign: a label too big for its place shrinks, and where even that
 * does not do (a 64×64 board in a small window), only every second, fifth
 * or tenth one is drawn.
 */
#include <math.h>

#include <glib.h>
#include <pango/pangocairo.h>

#include "futo-render-private.h"

/* The type's size in the band, and the room kept clear between a label
 * and the board. */
#define LABEL_FONT_RATIO 0.62
#define LABEL_CLEARANCE  0.14
/* Below this many pixels a label does not read; it rather thins out. */
#define LABEL_MIN_PIXELS 7.0

/* Which labels are drawn when only every step-th fits: odd numbers for
 * 2, else 1 and the multiples of step, the numbers one counts by. */
static bool
label_shown (int index,
             int step)
{
  if (step <= 1)
    return true;
  if (step == 2)
    return index % 2 == 0;
  return index == 0 || (index + 1) % step == 0;
}

/* The fewest pitches between two labels drawn at this step. */
static int
label_spacing (int step)
{
  return step <= 2 ? step : step - 1;
}

/* The smallest step at which labels of extent (along the board's edge)
 * stay clear of each other, or 0 when none does. */
static int
label_step (double extent,
            double pitch,
            int    size)
{
  static const int steps[] = { 1, 2, 5, 10, 20 };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (extent <= 0.9 * label_spacing (steps[i]) * pitch || steps[i] >= size)
      return steps[i];
  return 0;
}

static void
format_label (char       *text,
              gsize       length,
              const char *prefix,
              int         number)
{
  g_snprintf (text, length, "%s%d", prefix, number);
}

/* The widest of the labels with prefix, in ink. */
static double
widest_label (PangoLayout *layout,
              const char  *prefix,
              int          size)
{
  double widest = 0;
  char text[64];

  /* The longest numbers are the widest but for a narrow 1: try the last
   * ten, and 1 for small boards. */
  for (int number = MAX (1, size - 9); number <= size; number++)
    {
      PangoRectangle ink;

      format_label (text, sizeof text, prefix, number);
      pango_layout_set_text (layout, text, -1);
      pango_layout_get_extents (layout, &ink, NULL);
      widest = fmax (widest, (double) ink.width / PANGO_SCALE);
    }
  return widest;
}

/* Draws text with its ink's centre at (cx, cy), or with its ink's right
 * (align > 0) or left (align < 0) edge at cx. */
static void
draw_label (cairo_t     *cr,
            PangoLayout *layout,
            const char  *text,
            double       cx,
            double       cy,
            int          align)
{
  PangoRectangle ink;
  double x, y;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_extents (layout, &ink, NULL);
  x = (double) ink.x / PANGO_SCALE;
  y = ((double) ink.y + ink.height / 2.0) / PANGO_SCALE;
  if (align > 0)
    x += (double) ink.width / PANGO_SCALE;
  else if (align == 0)
    x += (double) ink.width / 2.0 / PANGO_SCALE;
  cairo_move_to (cr, cx - x, cy - y);
  pango_cairo_show_layout (cr, layout);
}

/* The tallest ink of the labels with prefix. */
static double
tallest_label (PangoLayout *layout,
               const char  *prefix,
               int          size)
{
  PangoRectangle ink;
  char text[64];

  format_label (text, sizeof text, prefix, size);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_extents (layout, &ink, NULL);
  return (double) ink.height / PANGO_SCALE;
}

void
futo_render_labels (cairo_t                *cr,
                    const FutoRenderLayout *layout,
                    const FutoRenderStyle  *style)
{
  const char *row_prefix = style->row_prefix != NULL ? style->row_prefix : "r";
  const char *column_prefix = style->column_prefix != NULL ? style->column_prefix : "c";
  double band = layout->label_band;
  double pitch = layout->cell_size + layout->gap;
  double clearance = band * LABEL_CLEARANCE;
  double room = band - 2 * clearance;
  double font = band * LABEL_FONT_RATIO;
  double widest, height;
  int n = layout->size;
  int row_step, column_step;
  PangoLayout *text;
  char label[64];

  g_return_if_fail (cr != NULL && layout != NULL && style != NULL);

  if (band <= 0 || layout->cell_size <= 0 || n < 1)
    return;

  cairo_save (cr);
  text = _futo_render_text_layout_new (cr, style, font, PANGO_WEIGHT_NORMAL);
  /* Row labels sit across the band: the widest must fit it, and the
   * column labels take the same type so that both read alike. */
  widest = fmax (widest_label (text, row_prefix, n), widest_label (text, column_prefix, n));
  if (widest > room && widest > 0)
    {
      font *= room / widest;
      g_object_unref (text);
      text = _futo_render_text_layout_new (cr, style, font, PANGO_WEIGHT_NORMAL);
    }
  height = fmax (tallest_label (text, row_prefix, n), tallest_label (text, column_prefix, n));
  row_step = height <= room ? label_step (height * 1.3, pitch, n) : 0;
  column_step = label_step (widest_label (text, column_prefix, n), pitch, n);

  set_color_alpha (cr, &style->foreground, 0.62);
  for (int i = 0; i < n; i++)
    {
      double x, y;

      futo_render_layout_cell_origin (layout, i, i, &x, &y);
      if (row_step > 0 && label_shown (i, row_step))
        {
          double edge = layout->rtl ? layout->x + layout->board_size + clearance
                                    : layout->x - clearance;

          format_label (label, sizeof label, row_prefix, i + 1);
          draw_label (cr, text, label, edge, y + layout->cell_size / 2,
                      layout->rtl ? -1 : 1);
        }
      if (column_step > 0 && label_shown (i, column_step))
        {
          format_label (label, sizeof label, column_prefix, i + 1);
          draw_label (cr, text, label, x + layout->cell_size / 2, layout->y - band / 2, 0);
        }
    }
  g_object_unref (text);
  cairo_restore (cr);
}
