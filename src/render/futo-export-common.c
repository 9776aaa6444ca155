/* futo-export-common.c: what export and booklets share: styles, text, files, names
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib.h>

#include "futo-algorithm.h"
#include "futo-export-private.h"

static FutoColor
grey (double value,
      double alpha)
{
  FutoColor color = { value, value, value, alpha };

  return color;
}

void
_futo_render_export_style_init (FutoRenderStyle *style,
                                bool             dark,
                                bool             monochrome)
{
  if (dark)
    futo_render_style_init_dark (style);
  else
    futo_render_style_init_light (style);

  /* The screen's off-white window colour would print as a grey film. */
  if (!dark)
    style->background = grey (1.0, 1.0);
  /* Export paints its own background over the whole sheet; the renderer's
   * would cover only what the board's clip allows. */
  style->fill_background = false;
  if (!monochrome)
    return;

  /* Monochrome: entries are told from givens by weight alone, and nothing
   * relies on colour or on a shadow a cheap printer would smear. */
  style->foreground = grey (dark ? 1.0 : 0.0, 1.0);
  style->accent = style->foreground;
  style->pencil = grey (dark ? 1.0 : 0.0, 0.7);
  style->shadow = grey (0.0, 0.0);
  style->cell = style->background;
  style->given_cell = grey (dark ? 1.0 : 0.0, 0.10);
}

double
_futo_render_export_board_units (int  size,
                                 bool labels)
{
  FutoRenderLayout layout;

  /* Ask the renderer rather than copy its proportions. */
  futo_render_layout_init_full (&layout, size, 1000.0, 1000.0, 0, false, labels);
  return layout.cell_size > 0 ? 1000.0 / layout.cell_size : size;
}

void
_futo_render_export_draw_board (cairo_t               *cr,
                                const FutoRenderStyle *style,
                                const FutoPuzzle      *puzzle,
                                const uint8_t         *entries,
                                const FutoSet         *pencil,
                                double                 x,
                                double                 y,
                                double                 side,
                                bool                   labels)
{
  FutoRenderLayout layout;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  futo_render_layout_init_full (&layout, puzzle->size, side, side, 0, false, labels);
  futo_render_board (cr, &layout, style, puzzle, entries, pencil);
  cairo_restore (cr);
}

PangoLayout *
_futo_render_export_text_new (cairo_t               *cr,
                              const FutoRenderStyle *style,
                              const char            *text,
                              double                 size,
                              bool                   bold,
                              double                 width)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font;
  cairo_font_options_t *options;

  options = cairo_font_options_create ();
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (pango_layout_get_context (layout), options);
  /* Whole-unit glyph positions would make widths jump with the size, and
   * a line measured to fit would not. */
  pango_context_set_round_glyph_positions (pango_layout_get_context (layout), FALSE);
  pango_layout_context_changed (layout);
  cairo_font_options_destroy (options);

  font = pango_font_description_from_string (style->font_family != NULL
                                             ? style->font_family : "Sans");
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_font_description_set_absolute_size (font, MAX (size, 1.0) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);

  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }
  pango_layout_set_single_paragraph_mode (layout, TRUE);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

double
_futo_render_export_text_height (PangoLayout *layout)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  return (double) logical.height / PANGO_SCALE;
}

void
_futo_render_export_text_measure (const FutoRenderStyle *style,
                                  const char            *text,
                                  double                 size,
                                  bool                   bold,
                                  double                 max_width,
                                  double                *width,
                                  double                *height)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  cairo_t *cr = cairo_create (surface);
  PangoLayout *layout = _futo_render_export_text_new (cr, style, text, size, bold, max_width);
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  if (width != NULL)
    *width = max_width > 0 ? MIN ((double) logical.width / PANGO_SCALE, max_width)
                           : (double) logical.width / PANGO_SCALE;
  if (height != NULL)
    *height = (double) logical.height / PANGO_SCALE;
  g_object_unref (layout);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

double
_futo_render_export_text_fit (const FutoRenderStyle *style,
                              const char            *text,
                              double                 size,
                              bool                   bold,
                              double                 width,
                              double                 min_size)
{
  double natural;

  /* Unhinted text grows in proportion to its size, so one measure does. */
  _futo_render_export_text_measure (style, text, size, bold, 0, &natural, NULL);
  if (natural <= width || natural <= 0)
    return size;
  return MAX (min_size, size * width / natural * 0.98);
}

void
_futo_render_export_text_draw (cairo_t               *cr,
                               const FutoRenderStyle *style,
                               const char            *text,
                               double                 size,
                               bool                   bold,
                               double                 x,
                               double                 y,
                               double                 width)
{
  PangoLayout *layout = _futo_render_export_text_new (cr, style, text, size, bold, width);

  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
}

cairo_status_t
_futo_render_file_sink_write (void                *closure,
                              const unsigned char *data,
                              unsigned int         length)
{
  FutoFileSink *sink = closure;

  if (!futo_atomic_file_write (sink->file, data, length))
    return CAIRO_STATUS_WRITE_ERROR;
  return CAIRO_STATUS_SUCCESS;
}

bool
_futo_render_file_sink_open (FutoFileSink *sink,
                             const char   *path,
                             FutoError    *error)
{
  int err;

  sink->file = futo_atomic_file_open (path, &err);
  if (sink->file == NULL)
    {
      futo_atomic_file_set_error (error, path, err);
      return false;
    }
  return true;
}

bool
_futo_render_file_sink_finish (FutoFileSink *sink,
                               const char   *path,
                               bool          ok,
                               FutoError    *error)
{
  FutoAtomicFile *file = sink->file;
  int err = futo_atomic_file_get_error (file);

  sink->file = NULL;
  if (!ok && err == 0)
    {
      /* Drawing failed, not writing: cairo's error stands. */
      futo_atomic_file_abort (file);
      return false;
    }
  err = futo_atomic_file_commit (file);
  if (err != 0)
    {
      futo_atomic_file_set_error (error, path, err);
      return false;
    }
  return true;
}

bool
_futo_render_file_sink_explain (const FutoFileSink *sink,
                                const char         *path,
                                FutoError          *error)
{
  int err = sink->file != NULL ? futo_atomic_file_get_error (sink->file) : 0;

  if (err == 0)
    return false;
  futo_atomic_file_set_error (error, path, err);
  return true;
}

void
_futo_render_file_sink_abort (FutoFileSink *sink)
{
  futo_atomic_file_abort (sink->file);
  sink->file = NULL;
}

bool
_futo_render_export_check_status (cairo_status_t  status,
                                  FutoError      *error)
{
  if (status == CAIRO_STATUS_SUCCESS)
    return true;
  futo_error_set_at (error, 0, 0, "%s", cairo_status_to_string (status));
  return false;
}

bool
_futo_render_export_finish_surface (cairo_surface_t *surface,
                                    cairo_t         *cr,
                                    FutoError       *error)
{
  cairo_status_t status = cairo_status (cr);

  cairo_destroy (cr);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  return _futo_render_export_check_status (status, error);
}

bool
_futo_render_export_picture (FutoExportFormat       format,
                             double                 width,
                             double                 height,
                             FutoRenderPictureFunc  draw,
                             void                  *data,
                             cairo_write_func_t     write,
                             void                  *closure,
                             FutoError             *error)
{
  cairo_surface_t *surface;
  cairo_t *cr;

  switch (format)
    {
    case FUTO_EXPORT_PNG:
      {
        bool ok;

        surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) ceil (width), (int) ceil (height));
        cr = cairo_create (surface);
        draw (cr, width, height, false, data);
        ok = _futo_render_export_check_status (cairo_status (cr), error);
        cairo_destroy (cr);
        if (ok)
          ok = _futo_render_export_check_status (cairo_surface_write_to_png_stream (surface, write, closure), error);
        cairo_surface_destroy (surface);
        return ok;
      }
    case FUTO_EXPORT_PDF:
      surface = cairo_pdf_surface_create_for_stream (write, closure, width, height);
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Futoshiki Lab");
      cr = cairo_create (surface);
      draw (cr, width, height, true, data);
      return _futo_render_export_finish_surface (surface, cr, error);
    case FUTO_EXPORT_SVG:
      surface = cairo_svg_surface_create_for_stream (write, closure, width, height);
      cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PT);
      cr = cairo_create (surface);
      draw (cr, width, height, false, data);
      return _futo_render_export_finish_surface (surface, cr, error);
    case FUTO_N_EXPORT_FORMATS:
    default:
      futo_error_set_at (error, 0, 0, "unknown export format");
      return false;
    }
}

uint8_t *
futo_render_export_solve (const FutoPuzzle *puzzle,
                          bool             *unique)
{
  FutoRunOptions options;
  FutoRunResult result;
  uint8_t *solution = NULL;

  g_return_val_if_fail (puzzle != NULL, NULL);

  futo_run_options_init (&options);
  options.solution_limit = 2;
  futo_run_result_init (&result);
  futo_run (futo_algorithm_default (), puzzle, &options, &result);
  if (result.status == FUTO_STATUS_SOLVED && result.stored > 0)
    {
      size_t cells = (size_t) puzzle->size * puzzle->size;

      /* malloc, not g_malloc: callers without GLib free it with free(). */
      solution = malloc (cells);
      if (solution != NULL)
        memcpy (solution, result.solutions[0], cells);
    }
  if (unique != NULL)
    *unique = solution != NULL && result.solution_count == 1 && result.exhausted;
  futo_run_result_clear (&result);
  return solution;
}

static const char *const format_ids[FUTO_N_EXPORT_FORMATS] = { "png", "pdf", "svg" };

const char *
futo_render_export_format_id (FutoExportFormat format)
{
  g_return_val_if_fail (format < FUTO_N_EXPORT_FORMATS, NULL);
  return format_ids[format];
}

bool
futo_render_export_format_from_id (const char       *id,
                                   FutoExportFormat *format)
{
  for (int i = 0; id != NULL && i < FUTO_N_EXPORT_FORMATS; i++)
    if (g_ascii_strcasecmp (id, format_ids[i]) == 0)
      {
        *format = (FutoExportFormat) i;
        return true;
      }
  return false;
}

bool
futo_render_export_format_from_path (const char       *path,
                                     FutoExportFormat *format)
{
  const char *dot = path != NULL ? strrchr (path, '.') : NULL;

  if (dot == NULL || strchr (dot, '/') != NULL)
    return false;
  return futo_render_export_format_from_id (dot + 1, format);
}

bool
futo_render_paper_size (const char *id,
                        double     *width,
                        double     *height)
{
  if (id != NULL && g_ascii_strcasecmp (id, "a4") == 0)
    {
      *width = 210.0 * FUTO_POINTS_PER_MM;
      *height = 297.0 * FUTO_POINTS_PER_MM;
      return true;
    }
  if (id != NULL && g_ascii_strcasecmp (id, "letter") == 0)
    {
      *width = 612.0;
      *height = 792.0;
      return true;
    }
  return false;
}
