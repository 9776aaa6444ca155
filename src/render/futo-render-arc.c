/* futo-render-arc.c: the arc of arc consistency being revised, as an arrow
 *
 * AIspace's arc consistency applet steps a revision in three phases: the
 * arc highlighted, the arc turning red when a value of its cell has no
 * support at the far end, the values pruned. The arrow keeps a shape for
 * each, so that none depends on the colour: solid in the accent colour,
 * thicker and red with the values without support ringed, then red and
 * dashed once they are gone (the trace layer strikes them through).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include <glib.h>

#include "futo-render-arc-private.h"
#include "futo-render-private.h"

static void
cell_centre (const FutoRenderLayout *layout,
             int                     cell,
             double                 *x,
             double                 *y)
{
  futo_render_layout_cell_origin (layout, cell / layout->size, cell % layout->size, x, y);
  *x += layout->cell_size / 2;
  *y += layout->cell_size / 2;
}

/* The arrow's path from (x0, y0) to (x1, y1), bowed to the side by bow,
 * and the direction it arrives in. */
static void
arrow_path (cairo_t *cr,
            double   x0,
            double   y0,
            double   x1,
            double   y1,
            double   bow,
            double  *angle)
{
  double mx = (x0 + x1) / 2, my = (y0 + y1) / 2, dx = x1 - x0, dy = y1 - y0;
  double length = hypot (dx, dy), cx, cy;

  /* The control point stands off the middle, to the left of the way. */
  cx = mx + dy / length * bow;
  cy = my - dx / length * bow;
  cairo_move_to (cr, x0, y0);
  cairo_curve_to (cr, (x0 + 2 * cx) / 3, (y0 + 2 * cy) / 3, (x1 + 2 * cx) / 3, (y1 + 2 * cy) / 3, x1, y1);
  *angle = atan2 (y1 - cy, x1 - cx);
}

static void
arrow_head (cairo_t *cr,
            double   x,
            double   y,
            double   angle,
            double   size)
{
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, x - size * cos (angle - 0.45), y - size * sin (angle - 0.45));
  cairo_line_to (cr, x - size * cos (angle + 0.45), y - size * sin (angle + 0.45));
  cairo_close_path (cr);
}

void
_futo_render_trace_arc (cairo_t                *cr,
                        const FutoRenderLayout *layout,
                        const FutoTraceStyle   *trace_style,
                        const FutoPuzzle       *puzzle,
                        const FutoTraceFrame   *frame)
{
  int n = puzzle->size, cell = frame->arc_cell, other = frame->arc_other;
  double cs = layout->cell_size, x0, y0, x1, y1, dx, dy, length, bow, angle, width, head;
  const FutoColor *color;

  if (frame->arc_phase == FUTO_TRACE_ARC_NONE || cell < 0 || other < 0 || cell >= n * n || other >= n * n
      || cell == other)
    return;
  color = frame->arc_phase == FUTO_TRACE_ARC_REVISING ? &trace_style->focus : &trace_style->dead_end;
  width = line_width (layout, frame->arc_phase == FUTO_TRACE_ARC_UNSUPPORTED ? 0.09 : 0.06);
  head = fmax (cs * 0.28, 4 * width);
  cell_centre (layout, cell, &x0, &y0);
  cell_centre (layout, other, &x1, &y1);
  dx = x1 - x0;
  dy = y1 - y0;
  length = hypot (dx, dy);
  /* From the edge of one cell to the edge of the other, so that neither
   * cell's middle is covered. */
  x0 += dx / length * cs * 0.3;
  y0 += dy / length * cs * 0.3;
  x1 -= dx / length * cs * 0.3;
  y1 -= dy / length * cs * 0.3;
  bow = fmin (cs * 0.7, (length - 0.6 * cs) * 0.25 + cs * 0.15);

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  /* A pale halo under the arrow keeps it readable over digits. */
  arrow_path (cr, x0, y0, x1, y1, bow, &angle);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.75);
  cairo_set_line_width (cr, width * 2.6);
  cairo_stroke (cr);
  arrow_path (cr, x0, y0, x1, y1, bow, &angle);
  set_color (cr, color);
  cairo_set_line_width (cr, width);
  if (frame->arc_phase == FUTO_TRACE_ARC_PRUNED)
    {
      double dash = fmax (cs * 0.12, 3 * width);

      cairo_set_dash (cr, &dash, 1, 0);
    }
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  arrow_head (cr, x1, y1, angle, head);
  cairo_fill (cr);

  if (frame->arc_phase == FUTO_TRACE_ARC_UNSUPPORTED)
    for (FutoSet set = frame->arc_unsupported; set != 0; set &= set - 1)
      {
        int value = __builtin_ctzll (set) + 1;
        double cx, cy, step;

        if (value > n)
          break;
        futo_render_trace_candidate_slot (layout, cell / n, cell % n, value, &cx, &cy, &step);
        cairo_new_sub_path (cr);
        cairo_arc (cr, cx, cy, step * 0.48, 0, 2 * G_PI);
        cairo_set_line_width (cr, fmax (width * 0.6, layout->pixel > 0 ? layout->pixel : 1));
        cairo_stroke (cr);
      }
  cairo_restore (cr);
}
