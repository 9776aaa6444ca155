/* futo-export.c: one board as a PNG, PDF or SVG file, or on a printed page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <limits.h>
#include <math.h>
#include <string.h>

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib.h>

#include "futo-export-private.h"

/* A PNG at scale 1 has CSS pixels: 96 of them to the inch. */
#define PIXELS_PER_POINT (96.0 / 72.0)
/* Text lines may be wider than a small board, up to this. */
#define MIN_TEXT_WIDTH (100.0 * FUTO_POINTS_PER_MM)
/* The margin a paper page keeps free around the drawing. */
#define PAPER_MARGIN (15.0 * FUTO_POINTS_PER_MM)

/* The export laid out in points, with its origin at the top-left corner. */
typedef struct
{
  FutoRenderStyle style;
  double          width;
  double          height;
  double          margin;
  double          spacing;        /* between the text lines and the board */
  double          board;          /* the board's side */
  double          content_width;  /* the widest of board, title and caption */
  double          title_size;     /* in points */
  double          caption_size;
  double          title_height;   /* 0 when there is no title line */
  double          caption_height; /* all its lines; 0 when there is no caption */
  double          caption_line;   /* the height of one caption line */
  char           *title;          /* NULL: no title line */
  char           *caption;        /* NULL: no caption line */
  char          **caption_lines;  /* the caption broken at " · " to fit */
} Sheet;

void
futo_render_export_options_init (FutoExportOptions *options)
{
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  options->content = FUTO_EXPORT_PUZZLE;
  options->show_title = true;
  options->show_caption = true;
  options->cell_mm = FUTO_EXPORT_DEFAULT_CELL_MM;
  options->scale = 1.0;
}

static double
cell_points (const FutoExportOptions *options)
{
  double mm = options->cell_mm > 0 ? options->cell_mm : FUTO_EXPORT_DEFAULT_CELL_MM;

  return CLAMP (mm, FUTO_EXPORT_MIN_CELL_MM, FUTO_EXPORT_MAX_CELL_MM) * FUTO_POINTS_PER_MM;
}

static char *
make_title (const FutoGame          *game,
            const FutoExportOptions *options)
{
  const char *title = options->title != NULL ? options->title : game->title;

  if (!options->show_title)
    return NULL;
  if (title == NULL)
    title = "Futoshiki";
  return title[0] != '\0' ? g_strdup (title) : NULL;
}

/* "Solution · 7×7 · hard · by Ada · Unequal": what is known, in one line. */
static char *
make_caption (const FutoGame          *game,
              const FutoExportOptions *options)
{
  GString *text = g_string_new (NULL);
  int size = game->puzzle->size;

  if (!options->show_caption)
    return g_string_free (text, TRUE), NULL;
  if (options->content == FUTO_EXPORT_SOLUTION)
    g_string_append (text, "Solution · ");
  else if (options->content == FUTO_EXPORT_TRACE)
    g_string_append (text, "Search · ");
  g_string_append_printf (text, "%d×%d", size, size);
  if (game->difficulty != NULL && game->difficulty[0] != '\0')
    g_string_append_printf (text, " · %s", game->difficulty);
  if (game->author != NULL && game->author[0] != '\0')
    g_string_append_printf (text, " · by %s", game->author);
  if (game->source != NULL && game->source[0] != '\0')
    g_string_append_printf (text, " · %s", game->source);
  return g_string_free (text, FALSE);
}

/* The caption in lines no wider than limit, broken only between its
 * parts: cut short at the end, it lost the seed a puzzle maker needs to
 * make the puzzle again (issue 32). A part wider than limit alone still
 * ends in an ellipsis. */
static char **
wrap_caption (const FutoRenderStyle *style,
              const char            *caption,
              double                 size,
              double                 limit,
              double                *width)
{
  g_auto (GStrv) parts = g_strsplit (caption, " · ", -1);
  GPtrArray *lines = g_ptr_array_new ();
  GString *line = g_string_new (NULL);

  *width = 0;
  for (int i = 0; parts[i] != NULL; i++)
    {
      g_autofree char *longer = line->len > 0 ? g_strconcat (line->str, " · ", parts[i], NULL)
                                              : g_strdup (parts[i]);
      double w;

      _futo_render_export_text_measure (style, longer, size, false, 0, &w, NULL);
      if (line->len > 0 && w > limit)
        {
          g_ptr_array_add (lines, g_strdup (line->str));
          g_string_assign (line, parts[i]);
        }
      else
        g_string_assign (line, longer);
    }
  g_ptr_array_add (lines, g_string_free (line, FALSE));
  for (guint i = 0; i < lines->len; i++)
    {
      double w;

      _futo_render_export_text_measure (style, g_ptr_array_index (lines, i), size, false, limit,
                                        &w, NULL);
      *width = MAX (*width, w);
    }
  g_ptr_array_add (lines, NULL);
  return (char **) g_ptr_array_free (lines, FALSE);
}

static void
sheet_init (Sheet                   *sheet,
            const FutoGame          *game,
            const FutoExportOptions *options)
{
  double cell = cell_points (options);
  double text_limit, title_width = 0, caption_width = 0;

  memset (sheet, 0, sizeof *sheet);
  _futo_render_export_style_init (&sheet->style, options->dark, options->monochrome);
  sheet->style.row_prefix = options->row_prefix;
  sheet->style.column_prefix = options->column_prefix;
  sheet->board = cell * _futo_render_export_board_units (game->puzzle->size, options->labels);
  sheet->title_size = CLAMP (cell * 0.5, 9.0, 24.0);
  sheet->caption_size = MAX (sheet->title_size * 0.68, 7.0);
  sheet->margin = cell * 0.3;
  sheet->spacing = sheet->title_size * 0.3;
  sheet->title = make_title (game, options);
  sheet->caption = make_caption (game, options);

  text_limit = MAX (sheet->board, MIN_TEXT_WIDTH);
  if (sheet->title != NULL)
    _futo_render_export_text_measure (&sheet->style, sheet->title, sheet->title_size, true,
                                      text_limit, &title_width, &sheet->title_height);
  if (sheet->caption != NULL)
    {
      sheet->caption_lines = wrap_caption (&sheet->style, sheet->caption, sheet->caption_size,
                                           text_limit, &caption_width);
      _futo_render_export_text_measure (&sheet->style, sheet->caption, sheet->caption_size, false,
                                        text_limit, NULL, &sheet->caption_line);
      sheet->caption_height = sheet->caption_line * g_strv_length (sheet->caption_lines);
    }

  sheet->content_width = MAX (sheet->board, MAX (title_width, caption_width));
  sheet->width = ceil (sheet->content_width + 2 * sheet->margin);
  sheet->height = 2 * sheet->margin + sheet->board;
  if (sheet->title != NULL)
    sheet->height += sheet->title_height + sheet->spacing;
  if (sheet->caption != NULL)
    sheet->height += sheet->caption_height + sheet->spacing;
  sheet->height = ceil (sheet->height);
}

static void
sheet_clear (Sheet *sheet)
{
  g_clear_pointer (&sheet->title, g_free);
  g_clear_pointer (&sheet->caption, g_free);
  g_clear_pointer (&sheet->caption_lines, g_strfreev);
}

static void
set_color (cairo_t         *cr,
           const FutoColor *color,
           double           alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * alpha);
}

/* The board's top-left corner on the sheet. */
static double
sheet_board_x (const Sheet *sheet)
{
  return (sheet->width - sheet->board) / 2;
}

static double
sheet_board_y (const Sheet *sheet)
{
  return sheet->margin + (sheet->title != NULL ? sheet->title_height + sheet->spacing : 0);
}

/* A visualizer frame in the board's place: what the solver knew then. */
static void
draw_trace (cairo_t                 *cr,
            const Sheet             *sheet,
            const FutoPuzzle        *puzzle,
            const FutoExportOptions *options,
            double                   x,
            double                   y)
{
  FutoTraceStyle trace_style;
  FutoRenderLayout layout;

  if (options->dark)
    futo_render_trace_style_init_dark (&trace_style);
  else
    futo_render_trace_style_init_light (&trace_style);
  cairo_save (cr);
  cairo_translate (cr, x, y);
  futo_render_layout_init_full (&layout, puzzle->size, sheet->board, sheet->board, 0, false,
                                options->labels);
  futo_render_trace (cr, &layout, &sheet->style, &trace_style, puzzle, options->frame, NULL);
  cairo_restore (cr);
}

/* Draws the sheet with its top-left corner at the origin. */
static void
sheet_draw (const Sheet             *sheet,
            cairo_t                 *cr,
            const FutoGame          *game,
            const FutoExportOptions *options)
{
  const FutoPuzzle *puzzle = game->puzzle;
  const uint8_t *entries = NULL;
  const FutoSet *pencil = NULL;
  double y = sheet_board_y (sheet);

  if (options->content == FUTO_EXPORT_SOLUTION)
    entries = options->solution;
  else if (options->content == FUTO_EXPORT_STATE)
    {
      entries = game->entries;
      pencil = game->pencil;
    }

  cairo_save (cr);
  if (!options->transparent)
    {
      set_color (cr, &sheet->style.background, 1.0);
      cairo_rectangle (cr, 0, 0, sheet->width, sheet->height);
      cairo_fill (cr);
    }
  if (sheet->title != NULL)
    {
      set_color (cr, &sheet->style.foreground, 1.0);
      _futo_render_export_text_draw (cr, &sheet->style, sheet->title, sheet->title_size, true,
                                     sheet->margin, sheet->margin, sheet->width - 2 * sheet->margin);
    }
  if (options->content == FUTO_EXPORT_TRACE && options->frame != NULL)
    draw_trace (cr, sheet, puzzle, options, sheet_board_x (sheet), y);
  else
    _futo_render_export_draw_board (cr, &sheet->style, puzzle, entries, pencil,
                                    sheet_board_x (sheet), y, sheet->board, options->labels);
  y += sheet->board + sheet->spacing;
  if (sheet->caption != NULL)
    {
      /* Quieter than the title: it is there when wanted. */
      set_color (cr, &sheet->style.foreground, 0.7);
      for (int i = 0; sheet->caption_lines[i] != NULL; i++)
        _futo_render_export_text_draw (cr, &sheet->style, sheet->caption_lines[i],
                                       sheet->caption_size, false, sheet->margin,
                                       y + i * sheet->caption_line, sheet->width - 2 * sheet->margin);
    }
  cairo_restore (cr);
}

void
futo_render_export_get_size (const FutoGame          *game,
                             const FutoExportOptions *options,
                             double                  *width,
                             double                  *height)
{
  Sheet sheet;

  g_return_if_fail (game != NULL && game->puzzle != NULL);
  g_return_if_fail (options != NULL);

  sheet_init (&sheet, game, options);
  if (width != NULL)
    *width = sheet.width;
  if (height != NULL)
    *height = sheet.height;
  sheet_clear (&sheet);
}

void
futo_render_export_get_board_layout (const FutoGame          *game,
                                     const FutoExportOptions *options,
                                     FutoRenderLayout        *layout)
{
  Sheet sheet;

  g_return_if_fail (game != NULL && game->puzzle != NULL);
  g_return_if_fail (options != NULL && layout != NULL);

  sheet_init (&sheet, game, options);
  futo_render_layout_init_full (layout, game->puzzle->size, sheet.board, sheet.board, 0, false,
                                options->labels);
  layout->x += sheet_board_x (&sheet);
  layout->y += sheet_board_y (&sheet);
  sheet_clear (&sheet);
}

/* Pixels per point for a sheet width (points). */
static double
pixel_factor (const FutoExportOptions *options,
              double                   sheet_width)
{
  if (options->pixel_width > 0)
    return options->pixel_width / sheet_width;
  return PIXELS_PER_POINT * (options->scale > 0 ? options->scale : 1.0);
}

static void
pixel_size (const Sheet             *sheet,
            const FutoExportOptions *options,
            int                     *width,
            int                     *height)
{
  double factor = pixel_factor (options, sheet->width);

  *width = options->pixel_width > 0 ? options->pixel_width
                                    : (int) MIN (ceil (sheet->width * factor), INT_MAX / 2);
  *height = (int) MIN (MAX (round (sheet->height * factor), 1.0), INT_MAX / 2);
}

void
futo_render_export_get_pixel_size (const FutoGame          *game,
                                   const FutoExportOptions *options,
                                   int                     *width,
                                   int                     *height)
{
  Sheet sheet;
  int w, h;

  g_return_if_fail (game != NULL && game->puzzle != NULL);
  g_return_if_fail (options != NULL);

  sheet_init (&sheet, game, options);
  pixel_size (&sheet, options, &w, &h);
  if (width != NULL)
    *width = w;
  if (height != NULL)
    *height = h;
  sheet_clear (&sheet);
}

void
futo_render_export_draw (cairo_t                 *cr,
                         const FutoGame          *game,
                         const FutoExportOptions *options,
                         double                   width,
                         double                   height)
{
  Sheet sheet;
  double scale;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (game != NULL && game->puzzle != NULL);
  g_return_if_fail (options != NULL);

  sheet_init (&sheet, game, options);
  /* Never larger than asked for: a 10 mm cell is 10 mm on paper. */
  scale = MIN (1.0, MIN (width / sheet.width, height / sheet.height));
  if (scale < 1.0 && scale > 0)
    {
      /* Smaller cells rather than a smaller everything: the title stays
       * readable when a 64×64 board shrinks onto a page. What the smallest
       * type still overflows is scaled below. */
      FutoExportOptions smaller = *options;

      smaller.cell_mm = cell_points (options) / FUTO_POINTS_PER_MM * scale;
      sheet_clear (&sheet);
      sheet_init (&sheet, game, &smaller);
      scale = MIN (1.0, MIN (width / sheet.width, height / sheet.height));
    }
  if (scale > 0)
    {
      cairo_save (cr);
      cairo_translate (cr, (width - sheet.width * scale) / 2,
                       (height - sheet.height * scale) * 0.35);
      cairo_scale (cr, scale, scale);
      sheet_draw (&sheet, cr, game, options);
      cairo_restore (cr);
    }
  sheet_clear (&sheet);
}

/* What no format can do, found before anything is written. */
static bool
check_options (const FutoGame          *game,
               const FutoExportOptions *options,
               FutoExportFormat         format,
               FutoError               *error)
{
  if (options->content == FUTO_EXPORT_SOLUTION && options->solution == NULL)
    {
      futo_error_set_at (error, 0, 0, "there is no solution to show");
      return false;
    }
  if (options->content == FUTO_EXPORT_TRACE && options->frame == NULL)
    {
      futo_error_set_at (error, 0, 0, "there is no visualizer frame to show");
      return false;
    }
  if (options->cell_mm != 0 && !(options->cell_mm >= FUTO_EXPORT_MIN_CELL_MM
                                 && options->cell_mm <= FUTO_EXPORT_MAX_CELL_MM))
    {
      futo_error_set_at (error, 0, 0, "the cell size must be between %g and %g mm",
                         FUTO_EXPORT_MIN_CELL_MM, FUTO_EXPORT_MAX_CELL_MM);
      return false;
    }
  if (format == FUTO_EXPORT_PNG)
    {
      int width, height;

      futo_render_export_get_pixel_size (game, options, &width, &height);
      if (width < 1 || width > FUTO_EXPORT_MAX_PIXELS || height > FUTO_EXPORT_MAX_PIXELS
          || !isfinite (options->scale) || options->scale < 0)
        {
          futo_error_set_at (error, 0, 0, "the image would be %d × %d pixels; "
                             "each side must be 1 to %d", width, height,
                             FUTO_EXPORT_MAX_PIXELS);
          return false;
        }
    }
  return true;
}

cairo_surface_t *
futo_render_export_create_image (const FutoGame          *game,
                                 const FutoExportOptions *options,
                                 FutoError               *error)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  Sheet sheet;
  int width, height;

  g_return_val_if_fail (game != NULL && game->puzzle != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);

  if (!check_options (game, options, FUTO_EXPORT_PNG, error))
    return NULL;
  sheet_init (&sheet, game, options);
  pixel_size (&sheet, options, &width, &height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  if (!_futo_render_export_check_status (cairo_surface_status (surface), error))
    {
      cairo_surface_destroy (surface);
      sheet_clear (&sheet);
      return NULL;
    }
  cr = cairo_create (surface);
  cairo_scale (cr, (double) width / sheet.width, (double) height / sheet.height);
  sheet_draw (&sheet, cr, game, options);
  cairo_destroy (cr);
  sheet_clear (&sheet);
  return surface;
}

static bool
write_png (const FutoGame          *game,
           const FutoExportOptions *options,
           cairo_write_func_t       write,
           void                    *closure,
           FutoError               *error)
{
  cairo_surface_t *surface = futo_render_export_create_image (game, options, error);
  bool ok;

  if (surface == NULL)
    return false;
  ok = _futo_render_export_check_status (cairo_surface_write_to_png_stream (surface, write, closure),
                                         error);
  cairo_surface_destroy (surface);
  return ok;
}

static bool
write_pdf (const FutoGame          *game,
           const FutoExportOptions *options,
           cairo_write_func_t       write,
           void                    *closure,
           FutoError               *error)
{
  FutoExportOptions paper = *options;
  cairo_surface_t *surface;
  cairo_t *cr;
  Sheet sheet;
  bool on_paper = options->page_width > 0 && options->page_height > 0;

  /* Paper is white and takes no background. */
  paper.dark = false;
  paper.transparent = true;
  sheet_init (&sheet, game, &paper);
  surface = cairo_pdf_surface_create_for_stream (write, closure,
                                                 on_paper ? options->page_width : sheet.width,
                                                 on_paper ? options->page_height : sheet.height);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE,
                                  sheet.title != NULL ? sheet.title : "Futoshiki");
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Futoshiki Lab");
  cr = cairo_create (surface);
  if (on_paper)
    {
      cairo_translate (cr, PAPER_MARGIN, PAPER_MARGIN);
      futo_render_export_draw (cr, game, &paper, options->page_width - 2 * PAPER_MARGIN,
                               options->page_height - 2 * PAPER_MARGIN);
    }
  else
    sheet_draw (&sheet, cr, game, &paper);
  sheet_clear (&sheet);
  return _futo_render_export_finish_surface (surface, cr, error);
}

static bool
write_svg (const FutoGame          *game,
           const FutoExportOptions *options,
           cairo_write_func_t       write,
           void                    *closure,
           FutoError               *error)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  Sheet sheet;

  sheet_init (&sheet, game, options);
  surface = cairo_svg_surface_create_for_stream (write, closure, sheet.width, sheet.height);
  /* Physical units, so that the SVG is as large as the PDF would be. */
  cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PT);
  cr = cairo_create (surface);
  sheet_draw (&sheet, cr, game, options);
  sheet_clear (&sheet);
  return _futo_render_export_finish_surface (surface, cr, error);
}

bool
futo_render_export_write (const FutoGame          *game,
                          const FutoExportOptions *options,
                          FutoExportFormat         format,
                          cairo_write_func_t       write,
                          void                    *closure,
                          FutoError               *error)
{
  g_return_val_if_fail (game != NULL && game->puzzle != NULL, false);
  g_return_val_if_fail (options != NULL, false);
  g_return_val_if_fail (write != NULL, false);

  if (!check_options (game, options, format, error))
    return false;
  switch (format)
    {
    case FUTO_EXPORT_PNG: return write_png (game, options, write, closure, error);
    case FUTO_EXPORT_PDF: return write_pdf (game, options, write, closure, error);
    case FUTO_EXPORT_SVG: return write_svg (game, options, write, closure, error);
    case FUTO_N_EXPORT_FORMATS:
    default:
      futo_error_set_at (error, 0, 0, "unknown export format");
      return false;
    }
}

bool
futo_render_export_write_file (const FutoGame          *game,
                               const FutoExportOptions *options,
                               FutoExportFormat         format,
                               const char              *path,
                               FutoError               *error)
{
  FutoFileSink sink;
  bool ok;

  g_return_val_if_fail (game != NULL && game->puzzle != NULL, false);
  g_return_val_if_fail (options != NULL, false);
  g_return_val_if_fail (path != NULL, false);

  /* Refuse bad options before the file is created or truncated. */
  if (!check_options (game, options, format, error))
    return false;
  if (!_futo_render_file_sink_open (&sink, path, error))
    return false;
  ok = futo_render_export_write (game, options, format, _futo_render_file_sink_write, &sink, error);
  return _futo_render_file_sink_finish (&sink, path, ok, error);
}
