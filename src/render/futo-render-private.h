/* futo-render-private.h: what the futo-render*.c files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <math.h>

#include <glib.h>
#include <pango/pangocairo.h>

#include "futo-render.h"

/* The styles' typeface, and the one used when a style names none. */
#define DEFAULT_FONT "Cantarell,Sans"

/* The corners of a cell, in cells. */
#define RADIUS_RATIO 0.12

static inline FutoColor
rgba (double red,
      double green,
      double blue,
      double alpha)
{
  FutoColor color = { red, green, blue, alpha };

  return color;
}

static inline void
set_color (cairo_t         *cr,
           const FutoColor *color)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha);
}

/* A line width of factor cells, at least a pixel, whole pixels on screen. */
static inline void
set_color_alpha (cairo_t         *cr,
                 const FutoColor *color,
                 double           alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * alpha);
}

/* A rectangle with round corners, the shape of a cell. */
static inline void
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

/* futo-render.c: the stripes of an error mark in the top corner of the cell
 * at (x, y), at the end of the line, in the current colour. The board and
 * the trace layer mark broken rules alike. */
void _futo_render_error_stripes (cairo_t                *cr,
                                 const FutoRenderLayout *layout,
                                 double                  x,
                                 double                  y);

/* futo-render-text.c: one typeface at one size, with the layout of each
 * number kept for the frame: a 64×64 board shows thousands of numbers but
 * at most 64 different ones, and laying out text is the costly part. */
typedef struct
{
  PangoLayout    *base;
  PangoLayout    *numbers[FUTO_MAX_SIZE + 1];
  PangoRectangle  ink[FUTO_MAX_SIZE + 1];
} FutoTextFace;

PangoLayout *_futo_render_text_layout_new (cairo_t               *cr,
                                           const FutoRenderStyle *style,
                                           double                 pixel_size,
                                           PangoWeight            weight);
void         _futo_render_text_face_clear (FutoTextFace          *face);
void         _futo_render_draw_number     (cairo_t               *cr,
                                           FutoTextFace          *face,
                                           int                    value,
                                           double                 cx,
                                           double                 cy,
                                           PangoRectangle        *ink_out);
