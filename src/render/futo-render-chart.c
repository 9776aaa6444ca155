/* futo-render-chart.c: what the charts share
 *
 * See futo-render-chart-private.h. The charts lay out in the units of the
 * surface, so that a widget and a file of the same size look alike.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include <pango/pangocairo.h>

#include "futo-export-private.h"
#include "futo-render-chart-private.h"

static PangoLayout *
chart_layout (cairo_t    *cr,
              const char *text,
              double      size,
              bool        bold)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string (FUTO_RENDER_CHART_FONT_FAMILY);

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_font_description_free (font);
  return layout;
}

void
_futo_render_chart_draw_text (cairo_t        *cr,
                       const char     *text,
                       double          size,
                       bool            bold,
                       double          x,
                       double          y,
                       FutoRenderChartAlign  align)
{
  PangoLayout *layout = chart_layout (cr, text, size, bold);
  PangoRectangle extents;
  double width, height;

  pango_layout_get_extents (layout, NULL, &extents);
  width = (double) extents.width / PANGO_SCALE;
  height = (double) extents.height / PANGO_SCALE;
  x -= align == FUTO_RENDER_CHART_ALIGN_LEFT ? 0 : align == FUTO_RENDER_CHART_ALIGN_CENTER ? width / 2 : width;
  cairo_move_to (cr, x, y - height / 2);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
}

double
_futo_render_chart_text_width (cairo_t    *cr,
                        const char *text,
                        double      size)
{
  PangoLayout *layout = chart_layout (cr, text, size, false);
  PangoRectangle extents;

  pango_layout_get_extents (layout, NULL, &extents);
  g_object_unref (layout);
  return (double) extents.width / PANGO_SCALE;
}

void
_futo_render_chart_count_label (int     decade,
                                int     k,
                                char   *buf,
                                size_t  len)
{
  static const char *const units[] = { "", "k", "M", "G", "T" };
  int group = CLAMP (decade / 3, 0, 4);

  g_snprintf (buf, len, "%.0f%s", k * pow (10, decade - 3 * group), units[group]);
}

/* What draw_picture() draws: a chart, the same on paper as on screen. */
typedef struct
{
  FutoRenderChartDrawFunc  draw;
  const void              *data;
} ChartPicture;

static void
draw_picture (cairo_t *cr,
              double   width,
              double   height,
              bool     on_paper,
              void    *data)
{
  const ChartPicture *picture = data;

  picture->draw (cr, picture->data, width, height);
}

bool
_futo_render_chart_write (FutoRenderChartDrawFunc   draw,
                   const void         *data,
                   FutoExportFormat    format,
                   double              width,
                   double              height,
                   cairo_write_func_t  write,
                   void               *closure,
                   FutoError          *error)
{
  ChartPicture picture = { draw, data };

  if (!(width >= 1 && height >= 1 && width <= FUTO_EXPORT_MAX_PIXELS && height <= FUTO_EXPORT_MAX_PIXELS))
    {
      futo_error_set_at (error, 0, 0, "the chart would be %g × %g; each side must be 1 to %d",
                         width, height, FUTO_EXPORT_MAX_PIXELS);
      return false;
    }
  return _futo_render_export_picture (format, width, height, draw_picture, &picture, write, closure, error);
}

bool
_futo_render_chart_write_file (FutoRenderChartDrawFunc   draw,
                        const void         *data,
                        FutoExportFormat    format,
                        double              width,
                        double              height,
                        const char         *path,
                        FutoError          *error)
{
  FutoFileSink sink;
  bool ok;

  if (!_futo_render_file_sink_open (&sink, path, error))
    return false;
  ok = _futo_render_chart_write (draw, data, format, width, height, _futo_render_file_sink_write, &sink, error);
  return _futo_render_file_sink_finish (&sink, path, ok, error);
}
