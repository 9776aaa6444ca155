/* futo-slides.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The page is laid out for a projector at the back of a classroom: the
 * board takes the full height on the left, the sentence is set at about a
 * twentieth of the page height (the size of a slide's body text) and
 * wraps in the column beside the board, shrinking only when a long
 * sentence would not fit.
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>

#include <glib.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>

#include "futo-export-private.h"
#include "futo-render-private.h"
#include "futo-slides.h"

/* Sizes as fractions of the page height. */
#define MARGIN 0.055
#define HEADING_SIZE 0.036
#define SENTENCE_SIZE 0.046
#define SENTENCE_MIN_SIZE 0.026
#define DETAIL_SIZE 0.030
#define COUNTS_SIZE 0.030
#define FOOTER_SIZE 0.024
/* The board never takes more of the width than this, so that the column
 * beside it keeps room for a sentence of a dozen words a line. */
#define BOARD_MAX_WIDTH 0.56
/* Of the board's side, kept free around it for a solution's frame. */
#define FRAME_ROOM 0.025

struct _FutoSlidesWriter
{
  FutoSlidesOptions options;
  FutoExportFormat  format;
  char             *path;
  char             *title;
  int               n_pages;
  int               page;      /* pages written */
  /* PDF only: the one surface and its file. */
  FutoFileSink      sink;
  cairo_surface_t  *surface;
  cairo_t          *cr;
};

void
futo_render_slides_options_init (FutoSlidesOptions *options)
{
  memset (options, 0, sizeof *options);
  futo_render_slides_paper (options, "a4");
  options->png_scale = 2.0;
}

bool
futo_render_slides_paper (FutoSlidesOptions *options,
                          const char        *paper)
{
  double width, height;

  if (!futo_render_paper_size (paper, &width, &height))
    return false;
  /* A projector's screen is wider than high. */
  options->page_width = MAX (width, height);
  options->page_height = MIN (width, height);
  return true;
}

/* A paragraph of text that wraps at width, from the left. */
static PangoLayout *
paragraph_new (cairo_t               *cr,
               const FutoRenderStyle *style,
               const char            *text,
               double                 size,
               bool                   bold,
               double                 width)
{
  PangoLayout *layout = _futo_render_export_text_new (cr, style, text, size, bold, width);

  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_NONE);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_single_paragraph_mode (layout, FALSE);
  pango_layout_set_alignment (layout, PANGO_ALIGN_LEFT);
  pango_layout_set_spacing (layout, (int) (size * 0.15 * PANGO_SCALE));
  return layout;
}

/* The sentence, as large as fits in width × max_height. */
static PangoLayout *
sentence_new (cairo_t               *cr,
              const FutoRenderStyle *style,
              const char            *text,
              double                 page_height,
              double                 width,
              double                 max_height)
{
  double size = page_height * SENTENCE_SIZE;

  for (;;)
    {
      PangoLayout *layout = paragraph_new (cr, style, text, size, false, width);

      if (_futo_render_export_text_height (layout) <= max_height
          || size <= page_height * SENTENCE_MIN_SIZE)
        return layout;
      g_object_unref (layout);
      size *= 0.9;
    }
}

static void
show_layout (cairo_t     *cr,
             PangoLayout *layout,
             double       x,
             double       y)
{
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

/* One line set right-aligned so that it ends at right. */
static double
draw_right (cairo_t               *cr,
            const FutoRenderStyle *style,
            const char            *text,
            double                 size,
            double                 right,
            double                 y)
{
  double width, height;

  _futo_render_export_text_measure (style, text, size, false, 0, &width, &height);
  _futo_render_export_text_draw (cr, style, text, size, false, right - width, y, 0);
  return width;
}

static void
draw_board (cairo_t                 *cr,
            const FutoRenderStyle   *style,
            const FutoSlidesOptions *options,
            const FutoSlide         *slide,
            double                   x,
            double                   y,
            double                   side)
{
  FutoRenderLayout layout;
  FutoTraceStyle trace_style;

  /* The room kept around the board, as the frame's bounds: a solution's
   * frame shrinks to fit it (futo-render-trace.c) rather than reach into
   * the heading or the page's margin. */
  double room = side * FRAME_ROOM / (1 - 2 * FRAME_ROOM);

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_rectangle (cr, -room, -room, side + 2 * room, side + 2 * room);
  cairo_clip (cr);
  futo_render_layout_init_full (&layout, slide->puzzle->size, side, side, 0, false, options->labels);
  if (slide->frame != NULL)
    {
      futo_render_trace_style_init_light (&trace_style);
      futo_render_trace (cr, &layout, style, &trace_style, slide->puzzle, slide->frame, NULL);
    }
  else
    futo_render_board (cr, &layout, style, slide->puzzle, NULL, NULL);
  cairo_restore (cr);
}

void
futo_render_slides_draw (cairo_t                 *cr,
                         const FutoSlidesOptions *options,
                         const FutoSlide         *slide)
{
  FutoRenderStyle style;
  double width, height, margin, top, bottom, side, column_x, column_width, y;
  double heading_height = 0, footer_height = 0, counts_height = 0, position_width = 0;
  PangoLayout *counts = NULL, *sentence, *detail = NULL;

  g_return_if_fail (cr != NULL && options != NULL && slide != NULL && slide->puzzle != NULL);

  width = options->page_width;
  height = options->page_height;
  margin = height * MARGIN;
  _futo_render_export_style_init (&style, false, false);
  style.row_prefix = options->row_prefix;
  style.column_prefix = options->column_prefix;

  cairo_save (cr);
  set_color (cr, &style.background);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);

  /* Along the top: what is shown, and where in the run. */
  set_color_alpha (cr, &style.foreground, 0.6);
  if (slide->position != NULL)
    position_width = draw_right (cr, &style, slide->position, height * HEADING_SIZE * 0.85,
                                 width - margin, margin);
  set_color (cr, &style.foreground);
  if (slide->heading != NULL)
    {
      double room = width - 2 * margin - position_width - margin;
      double size = _futo_render_export_text_fit (&style, slide->heading, height * HEADING_SIZE,
                                                  true, room, height * HEADING_SIZE * 0.6);

      PangoLayout *heading = _futo_render_export_text_new (cr, &style, slide->heading, size,
                                                           true, room);

      pango_layout_set_alignment (heading, PANGO_ALIGN_LEFT);
      heading_height = _futo_render_export_text_height (heading);
      show_layout (cr, heading, margin, margin);
      g_object_unref (heading);
    }
  heading_height = MAX (heading_height, height * HEADING_SIZE * 1.2);

  /* Along the bottom: the page number. */
  if (slide->page != NULL)
    {
      _futo_render_export_text_measure (&style, slide->page, height * FOOTER_SIZE, false, 0,
                                        NULL, &footer_height);
      set_color_alpha (cr, &style.foreground, 0.6);
      draw_right (cr, &style, slide->page, height * FOOTER_SIZE, width - margin,
                  height - margin * 0.6 - footer_height);
    }

  /* The board, as tall as the page allows. */
  top = margin + heading_height + margin * 0.5;
  bottom = height - margin * 0.6 - footer_height - margin * 0.3;
  side = MIN (bottom - top, width * BOARD_MAX_WIDTH);
  /* Room around the board for a solution's double frame. */
  draw_board (cr, &style, options, slide, margin + side * FRAME_ROOM, top + side * FRAME_ROOM,
              side * (1 - 2 * FRAME_ROOM));

  /* Beside it: the sentence at the top, the counts at the bottom. */
  column_x = margin + side + margin;
  column_width = width - column_x - margin;
  if (slide->counts != NULL)
    {
      counts = paragraph_new (cr, &style, slide->counts, height * COUNTS_SIZE, false, column_width);
      counts_height = _futo_render_export_text_height (counts);
      set_color_alpha (cr, &style.foreground, 0.8);
      show_layout (cr, counts, column_x, top + side - counts_height);
    }
  if (slide->detail != NULL)
    detail = paragraph_new (cr, &style, slide->detail, height * DETAIL_SIZE, false, column_width);

  y = top;
  sentence = sentence_new (cr, &style, slide->sentence != NULL ? slide->sentence : "",
                           height, column_width,
                           side - counts_height - margin
                           - (detail != NULL ? _futo_render_export_text_height (detail) + margin : 0));
  set_color (cr, &style.foreground);
  show_layout (cr, sentence, column_x, y);
  y += _futo_render_export_text_height (sentence) + margin * 0.7;
  if (detail != NULL)
    {
      set_color_alpha (cr, &style.foreground, 0.65);
      show_layout (cr, detail, column_x, y);
    }

  g_clear_object (&counts);
  g_clear_object (&detail);
  g_object_unref (sentence);
  cairo_restore (cr);
}

char *
futo_render_slides_page_path (const char       *path,
                              FutoExportFormat  format,
                              int               page,
                              int               n_pages)
{
  const char *ext = futo_render_export_format_id (format);
  const char *slash = strrchr (path, '/');
  const char *dot = strrchr (path, '.');
  size_t stem = strlen (path);
  int digits = 3;

  if (dot != NULL && (slash == NULL || dot > slash + 1) && g_ascii_strcasecmp (dot + 1, ext) == 0)
    stem = (size_t) (dot - path);
  for (int n = 1000; n <= n_pages && digits < 10; n *= 10)
    digits++;
  return g_strdup_printf ("%.*s-%0*d.%s", (int) stem, path, digits, page, ext);
}

FutoSlidesWriter *
futo_render_slides_writer_new (const FutoSlidesOptions *options,
                               FutoExportFormat         format,
                               const char              *path,
                               int                      n_pages,
                               FutoError               *error)
{
  FutoSlidesWriter *writer;

  g_return_val_if_fail (options != NULL && path != NULL, NULL);
  g_return_val_if_fail (format < FUTO_N_EXPORT_FORMATS, NULL);
  g_return_val_if_fail (options->page_width > 0 && options->page_height > 0, NULL);

  writer = g_new0 (FutoSlidesWriter, 1);
  writer->options = *options;
  writer->format = format;
  writer->path = g_strdup (path);
  writer->title = g_strdup (options->title);
  writer->options.title = writer->title;
  writer->n_pages = n_pages;
  if (format != FUTO_EXPORT_PDF)
    return writer;

  if (!_futo_render_file_sink_open (&writer->sink, path, error))
    {
      futo_render_slides_writer_free (writer);
      return NULL;
    }
  writer->surface = cairo_pdf_surface_create_for_stream (_futo_render_file_sink_write, &writer->sink,
                                                         options->page_width, options->page_height);
  cairo_pdf_surface_set_metadata (writer->surface, CAIRO_PDF_METADATA_TITLE,
                                  writer->title != NULL ? writer->title : "Futoshiki");
  cairo_pdf_surface_set_metadata (writer->surface, CAIRO_PDF_METADATA_CREATOR, "Futoshiki Lab");
  writer->cr = cairo_create (writer->surface);
  return writer;
}

/* One page as its own SVG or PNG file. */
static bool
write_page_file (FutoSlidesWriter *writer,
                 const FutoSlide  *slide,
                 FutoError        *error)
{
  g_autofree char *path = futo_render_slides_page_path (writer->path, writer->format, writer->page + 1,
                                                        writer->n_pages);
  const FutoSlidesOptions *options = &writer->options;
  FutoFileSink sink;
  cairo_surface_t *surface;
  cairo_t *cr;
  bool ok;

  if (!_futo_render_file_sink_open (&sink, path, error))
    return false;
  if (writer->format == FUTO_EXPORT_SVG)
    {
      surface = cairo_svg_surface_create_for_stream (_futo_render_file_sink_write, &sink,
                                                     options->page_width, options->page_height);
      cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PT);
      cr = cairo_create (surface);
      futo_render_slides_draw (cr, options, slide);
      ok = _futo_render_export_finish_surface (surface, cr, error);
    }
  else
    {
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                            (int) ceil (options->page_width * options->png_scale),
                                            (int) ceil (options->page_height * options->png_scale));
      cr = cairo_create (surface);
      cairo_scale (cr, options->png_scale, options->png_scale);
      futo_render_slides_draw (cr, options, slide);
      ok = _futo_render_export_check_status (cairo_status (cr), error);
      cairo_destroy (cr);
      if (ok)
        ok = _futo_render_export_check_status (
          cairo_surface_write_to_png_stream (surface, _futo_render_file_sink_write, &sink), error);
      cairo_surface_destroy (surface);
    }
  return _futo_render_file_sink_finish (&sink, path, ok, error);
}

bool
futo_render_slides_writer_add (FutoSlidesWriter *writer,
                               const FutoSlide  *slide,
                               FutoError        *error)
{
  g_return_val_if_fail (writer != NULL && slide != NULL, false);

  if (writer->format != FUTO_EXPORT_PDF)
    {
      if (!write_page_file (writer, slide, error))
        return false;
    }
  else
    {
      futo_render_slides_draw (writer->cr, &writer->options, slide);
      cairo_show_page (writer->cr);
      if (!_futo_render_export_check_status (cairo_status (writer->cr), error))
        {
          /* Pages stream out as they are shown: a full disk is found here. */
          _futo_render_file_sink_explain (&writer->sink, writer->path, error);
          return false;
        }
    }
  writer->page++;
  return true;
}

bool
futo_render_slides_writer_finish (FutoSlidesWriter *writer,
                                  FutoError        *error)
{
  bool ok = true;

  g_return_val_if_fail (writer != NULL, false);

  if (writer->format == FUTO_EXPORT_PDF)
    {
      ok = _futo_render_export_finish_surface (writer->surface, writer->cr, error);
      writer->surface = NULL;
      writer->cr = NULL;
      ok = _futo_render_file_sink_finish (&writer->sink, writer->path, ok, error);
    }
  futo_render_slides_writer_free (writer);
  return ok;
}

void
futo_render_slides_writer_free (FutoSlidesWriter *writer)
{
  if (writer == NULL)
    return;
  if (writer->cr != NULL)
    cairo_destroy (writer->cr);
  if (writer->surface != NULL)
    {
      cairo_surface_finish (writer->surface);
      cairo_surface_destroy (writer->surface);
    }
  _futo_render_file_sink_abort (&writer->sink);
  g_free (writer->path);
  g_free (writer->title);
  g_free (writer);
}
