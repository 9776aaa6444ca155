/* futo-render-chart-private.h: what the charts share (the sweep's effort
 * chart, the runtime distribution): text placed by an anchor, and one
 * writer that puts a drawing into a PNG, PDF or SVG stream or file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdbool.h>

#include <cairo.h>

#include "futo-error.h"
#include "futo-export.h"

#define FUTO_RENDER_CHART_FONT_FAMILY "Cantarell,Sans"

typedef enum
{
  FUTO_RENDER_CHART_ALIGN_LEFT,
  FUTO_RENDER_CHART_ALIGN_CENTER,
  FUTO_RENDER_CHART_ALIGN_RIGHT,
} FutoRenderChartAlign;

/* One line of text whose anchor is (x, y): its left, centre or right
 * across, its middle down. size is the font's height in surface units. */
void   _futo_render_chart_draw_text  (cairo_t        *cr,
                               const char     *text,
                               double          size,
                               bool            bold,
                               double          x,
                               double          y,
                               FutoRenderChartAlign  align);
double _futo_render_chart_text_width (cairo_t        *cr,
                               const char     *text,
                               double          size);

/* An axis label for k × 10^decade in the decade's unit: "1", "20", "500",
 * "1k", "2M", "50G". */
void   _futo_render_chart_count_label (int     decade,
                                       int     k,
                                       char   *buf,
                                       size_t  len);

/* Draws a chart of width × height into cr. */
typedef void (*FutoRenderChartDrawFunc) (cairo_t    *cr,
                                   const void *data,
                                   double      width,
                                   double      height);

/* The drawing as a PNG (width × height pixels), PDF or SVG (points), to a
 * cairo write function or to a file. false with error set when writing
 * fails or a side is out of range (1 to FUTO_EXPORT_MAX_PIXELS). */
bool   _futo_render_chart_write      (FutoRenderChartDrawFunc   draw,
                               const void         *data,
                               FutoExportFormat    format,
                               double              width,
                               double              height,
                               cairo_write_func_t  write,
                               void               *closure,
                               FutoError          *error);
bool   _futo_render_chart_write_file (FutoRenderChartDrawFunc   draw,
                               const void         *data,
                               FutoExportFormat    format,
                               double              width,
                               double              height,
                               const char         *path,
                               FutoError          *error);
