/* futo-render-private.h: what the futo-render*.c files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <math.h>

#include "futo-render.h"

/* The styles' typeface, and the one used when a style names none. */
#define DEFAULT_FONT "Cantarell,Sans"

static inline void
set_color (cairo_t         *cr,
           const FutoColor *color)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha);
}

/* A line width of factor cells, at least a pixel, whole pixels on screen. */
static inline double
line_width (const FutoRenderLayout *layout,
            double                  factor)
{
  double pixel = layout->pixel > 0 ? layout->pixel : 1.0;
  double width = fmax (layout->cell_size * factor, pixel);

  return layout->pixel > 0 ? round (width / pixel) * pixel : width;
}

static inline uint8_t
cell_marks (const FutoRenderOverlay *overlay,
            int                      index)
{
  return overlay != NULL && overlay->cells != NULL ? overlay->cells[index] : 0;
}

/* futo-render-text.c: the givens, entries, pencil marks and pending digits
 * of every cell, and the two values of a difference. */
void _futo_render_draw_values (cairo_t                 *cr,
                               const FutoRenderLayout  *layout,
                               const FutoRenderStyle   *style,
                               const FutoPuzzle        *puzzle,
                               const uint8_t           *entries,
                               const FutoSet           *pencil,
                               const FutoRenderOverlay *overlay);
