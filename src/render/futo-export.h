/* futo-export.h: a board as a PNG, PDF or SVG file, or drawn on a page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An export is one board (the puzzle, its solution or a player's state)
 * with an optional title line above it and a caption below (size,
 * difficulty, author, source from the game's metadata). It is laid out in
 * points from a physical cell size, so that a PDF prints at the size asked
 * for; a PNG is that layout rasterised at 96 dpi times a scale, or at a
 * chosen width. The same drawing goes onto any cairo_t through
 * futo_render_export_draw(), which is what a print operation's draw-page handler
 * and a preview call. Nothing here knows GTK.
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include <cairo.h>

#include "futo-error.h"
#include "futo-game.h"
#include "futo-render.h"
#include "futo-render-trace.h"

typedef enum
{
  FUTO_EXPORT_PNG = 0,
  FUTO_EXPORT_PDF,
  FUTO_EXPORT_SVG,
  FUTO_N_EXPORT_FORMATS
} FutoExportFormat;

typedef enum
{
  FUTO_EXPORT_PUZZLE = 0, /* givens and signs only */
  FUTO_EXPORT_SOLUTION,   /* every cell filled from options->solution; givens stay bold */
  FUTO_EXPORT_STATE,      /* the player's entries and pencil marks from the game */
  FUTO_EXPORT_TRACE,      /* a visualizer frame from options->frame: values, candidates, marks */
} FutoExportContent;

/* The smallest and largest cell a caller may ask for, in millimetres. */
#define FUTO_EXPORT_MIN_CELL_MM 2.0
#define FUTO_EXPORT_MAX_CELL_MM 100.0
/* The cell of an export and of a print unless asked otherwise (the
 * settings' export-cell-mm starts at the same). */
#define FUTO_EXPORT_DEFAULT_CELL_MM 10.0
/* The largest PNG side, in pixels: beyond it memory, not looks, decides. */
#define FUTO_EXPORT_MAX_PIXELS 16384

typedef struct
{
  FutoExportContent content;
  const uint8_t    *solution;     /* SOLUTION: size * size values (see futo_render_export_solve) */
  bool              dark;         /* the dark palette; PNG and SVG (paper is white) */
  bool              monochrome;   /* greys only: no colour and no shadows, for printing */
  bool              transparent;  /* no background behind the board (PNG, SVG) */
  bool              show_title;   /* a title line above the board */
  bool              show_caption; /* size · difficulty · author · source below it */
  const char       *title;        /* the title; NULL: the game's, or "Futoshiki" */
  double            cell_mm;      /* the side of a cell in millimetres; 0: 10 */
  int               pixel_width;  /* PNG: the image's width in pixels; 0: from scale */
  double            scale;        /* PNG without pixel_width: 1 = 96 dpi; 0: 1 */
  double            page_width;   /* PDF: a paper page in points, the drawing centred */
  double            page_height;  /* on it (0: the page is the drawing's size) */
  const FutoTraceFrame *frame;    /* TRACE: the frame, over the game's puzzle */
  bool              labels;       /* row and column labels beside the board */
  const char       *row_prefix;   /* before the labels' numbers; NULL: "r" and "c" */
  const char       *column_prefix;
} FutoExportOptions;

/* Light style, title and caption on, 10 mm cells, scale 1, no paper. */
void              futo_render_export_options_init  (FutoExportOptions       *options);

/* The drawing's natural size in points (1/72 inch), paper aside. */
void              futo_render_export_get_size      (const FutoGame          *game,
                                                    const FutoExportOptions *options,
                                                    double                  *width,
                                                    double                  *height);
/* Where the board's cells lie in the drawing at its natural size, in points
 * from its top-left corner: to find a cell in a preview. */
void              futo_render_export_get_board_layout (const FutoGame          *game,
                                                       const FutoExportOptions *options,
                                                       FutoRenderLayout        *layout);
/* The size of the PNG futo_render_export_create_image() makes, in pixels. */
void              futo_render_export_get_pixel_size (const FutoGame         *game,
                                                     const FutoExportOptions *options,
                                                     int                    *width,
                                                     int                    *height);

/* Draws the export into width × height points of cr: at its natural size,
 * or smaller when it does not fit, centred across and a little above the
 * middle, as a sheet of paper wants it. For print and previews. */
void              futo_render_export_draw          (cairo_t                 *cr,
                                                    const FutoGame          *game,
                                                    const FutoExportOptions *options,
                                                    double                   width,
                                                    double                   height);

/* The PNG's pixels as an ARGB32 surface (premultiplied); NULL with error
 * set when it would be too large or memory runs out. */
cairo_surface_t  *futo_render_export_create_image  (const FutoGame          *game,
                                                    const FutoExportOptions *options,
                                                    FutoError               *error);

/* Writes the export in format to a stream (cairo's write function, so a
 * GOutputStream or a FILE fits behind it), or to a file. Return false with
 * error set when the options do not fit the format or writing fails. */
bool              futo_render_export_write         (const FutoGame          *game,
                                                    const FutoExportOptions *options,
                                                    FutoExportFormat         format,
                                                    cairo_write_func_t       write,
                                                    void                    *closure,
                                                    FutoError               *error);
bool              futo_render_export_write_file    (const FutoGame          *game,
                                                    const FutoExportOptions *options,
                                                    FutoExportFormat         format,
                                                    const char              *path,
                                                    FutoError               *error);

/* The puzzle's solution (size * size values, malloc'd) by the default
 * algorithm, or NULL when it has none or is invalid. unique, which may be
 * NULL, says whether it is the only one. */
uint8_t          *futo_render_export_solve         (const FutoPuzzle        *puzzle,
                                                    bool                    *unique);

/* "png", "pdf", "svg": the format's name and file extension. */
const char       *futo_render_export_format_id     (FutoExportFormat         format);
/* From a name ("pdf") or a file name's extension ("out.PDF"). */
bool              futo_render_export_format_from_id   (const char           *id,
                                                       FutoExportFormat     *format);
bool              futo_render_export_format_from_path (const char           *path,
                                                       FutoExportFormat     *format);

/* Paper sizes by name, "a4" or "letter" (any case), in points. */
bool              futo_render_paper_size           (const char              *id,
                                                    double                  *width,
                                                    double                  *height);
