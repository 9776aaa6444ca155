/* futo-export-private.h: what export and booklets share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdio.h>

#include <pango/pangocairo.h>

#include "futo-atomic-file.h"
#include "futo-export.h"
#include "futo-render.h"

#define FUTO_POINTS_PER_MM (72.0 / 25.4)

/* The renderer's palettes made fit for pages: a white (or dark) background
 * that the caller paints, and for monochrome only greys and no shadows. */
void         _futo_render_export_style_init   (FutoRenderStyle       *style,
                                               bool                   dark,
                                               bool                   monochrome);

/* A board's side divided by its cell's side, so that a board is laid out
 * from a physical cell size with the renderer's own proportions. */
double       _futo_render_export_board_units  (int                    size,
                                               bool                   labels);

/* Draws a board whose top-left corner is (x, y) with the given side. */
void         _futo_render_export_draw_board   (cairo_t               *cr,
                                               const FutoRenderStyle *style,
                                               const FutoPuzzle      *puzzle,
                                               const uint8_t         *entries,
                                               const FutoSet         *pencil,
                                               double                 x,
                                               double                 y,
                                               double                 side,
                                               bool                   labels);

/* One line of text of size points, at most width wide (ellipsized),
 * centred in that width; width 0: as wide as it is, from the left. Unhinted
 * metrics, as the renderer's, keep it the same on every surface. */
PangoLayout *_futo_render_export_text_new     (cairo_t               *cr,
                                               const FutoRenderStyle *style,
                                               const char            *text,
                                               double                 size,
                                               bool                   bold,
                                               double                 width);
/* The line's height in points. */
double       _futo_render_export_text_height  (PangoLayout           *layout);
/* Measures a line without a surface to draw on (max_width 0: no limit). */
void         _futo_render_export_text_measure (const FutoRenderStyle *style,
                                               const char            *text,
                                               double                 size,
                                               bool                   bold,
                                               double                 max_width,
                                               double                *width,
                                               double                *height);
/* The size, at most size and at least min_size, at which text fits in
 * width: labels shrink before they are cut short. */
double       _futo_render_export_text_fit     (const FutoRenderStyle *style,
                                               const char            *text,
                                               double                 size,
                                               bool                   bold,
                                               double                 width,
                                               double                 min_size);
/* Draws text as _futo_render_export_text_new() lays it out, from (x, y) (its
 * top left). */
void         _futo_render_export_text_draw    (cairo_t               *cr,
                                               const FutoRenderStyle *style,
                                               const char            *text,
                                               double                 size,
                                               bool                   bold,
                                               double                 x,
                                               double                 y,
                                               double                 width);

/* A cairo write function onto a file being saved atomically
 * (futo-atomic-file.h): until the sink is finished the old file at the path
 * stays as it was, and a failed export never leaves a part of a picture. */
typedef struct
{
  FutoAtomicFile *file;
} FutoFileSink;

cairo_status_t _futo_render_file_sink_write   (void                  *closure,
                                               const unsigned char   *data,
                                               unsigned int           length);
/* Starts saving to path; false with error set when it cannot. */
bool         _futo_render_file_sink_open      (FutoFileSink          *sink,
                                               const char            *path,
                                               FutoError             *error);
/* Ends the save after drawing that went ok or not: commits it (renames the
 * new file over the old one) when all went well, and gives it up otherwise,
 * leaving the old file untouched. A failed write's error wins over cairo's,
 * as it names the real cause (a full disk). Returns whether all went well. */
bool         _futo_render_file_sink_finish    (FutoFileSink          *sink,
                                               const char            *path,
                                               bool                   ok,
                                               FutoError             *error);
/* After cairo reported an error while the sink was still open: when a
 * write failed underneath, sets error to that save's sentence (a full disk)
 * instead of cairo's "error while writing", and returns true. */
bool         _futo_render_file_sink_explain   (const FutoFileSink    *sink,
                                               const char            *path,
                                               FutoError             *error);
/* Gives a save up that was not finished (sink->file may be NULL). */
void         _futo_render_file_sink_abort     (FutoFileSink          *sink);

/* Sets error from a cairo status after writing, and returns whether the
 * status is a success. */
bool         _futo_render_export_check_status (cairo_status_t         status,
                                               FutoError             *error);
/* Draws a picture of width × height: on_paper is true for a PDF, which
 * is printed on white paper whatever the screen's style is. */
typedef void (*FutoRenderPictureFunc) (cairo_t *cr,
                                       double   width,
                                       double   height,
                                       bool     on_paper,
                                       void    *data);

/* Writes the picture draw makes to write in format: a PNG at one pixel
 * a unit, a PDF or an SVG in points. The one place where the pictures of
 * trees, overviews and charts become files; false with error set when
 * cairo fails. */
bool         _futo_render_export_picture      (FutoExportFormat       format,
                                               double                 width,
                                               double                 height,
                                               FutoRenderPictureFunc  draw,
                                               void                  *data,
                                               cairo_write_func_t     write,
                                               void                  *closure,
                                               FutoError             *error);
/* Ends a vector surface (and destroys cr and it), then reports what went
 * wrong on the way. */
bool         _futo_render_export_finish_surface (cairo_surface_t     *surface,
                                                 cairo_t             *cr,
                                                 FutoError           *error);
