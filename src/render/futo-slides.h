/* futo-slides.h: a recorded run as slides, one page per step
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A slide is what a teacher projects while walking a class through a run:
 * a big board drawn as the visualizer draws a frame (candidates, struck
 * values, the current cell, the cause, dead ends), beside it the step's
 * sentence in large type, and the running counts. The words come from the
 * caller, already in the reader's language: nothing here translates.
 * Slides are drawn onto any cairo_t, or written as one PDF or as numbered
 * SVG or PNG files (run-001.svg, run-002.svg, …).
 */
#pragma once

#include <stdbool.h>

#include <cairo.h>

#include "futo-error.h"
#include "futo-export.h"
#include "futo-render-trace.h"

typedef struct
{
  double      page_width;  /* in points; A4 landscape by default */
  double      page_height;
  double      png_scale;   /* PNG pixels per point; 2 by default */
  const char *title;       /* the PDF's title; NULL: none */
  bool        labels;      /* row and column labels beside the board */
  const char *row_prefix;  /* before the labels' numbers; NULL: "r" and "c" */
  const char *column_prefix;
} FutoSlidesOptions;

typedef struct
{
  const FutoPuzzle     *puzzle;
  const FutoTraceFrame *frame;    /* NULL: the bare puzzle */
  const char           *heading;  /* the puzzle and the method, along the top */
  const char           *position; /* "Event 57 of 1,234", top right */
  const char           *sentence; /* what happened, in large type */
  const char           *detail;   /* the step it belongs to, smaller; NULL: none */
  const char           *counts;   /* the running counts, one a line */
  const char           *page;     /* "Page 3 of 40", bottom right */
} FutoSlide;

typedef struct _FutoSlidesWriter FutoSlidesWriter;

/* A4 landscape, PNGs at twice the points. */
void              futo_render_slides_options_init  (FutoSlidesOptions       *options);
/* Landscape paper by name ("a4", "letter"); false when unknown. */
bool              futo_render_slides_paper         (FutoSlidesOptions       *options,
                                                    const char              *paper);

/* Draws slide on a page of options' size, from (0, 0). */
void              futo_render_slides_draw          (cairo_t                 *cr,
                                                    const FutoSlidesOptions *options,
                                                    const FutoSlide         *slide);

/* Starts writing n_pages slides in format: a PDF at path, or one SVG or
 * PNG file a page, named by futo_render_slides_page_path(). NULL with error set
 * when the first file cannot be made. */
FutoSlidesWriter *futo_render_slides_writer_new    (const FutoSlidesOptions *options,
                                                    FutoExportFormat         format,
                                                    const char              *path,
                                                    int                      n_pages,
                                                    FutoError               *error);
/* The next page; false with error set when it cannot be written. */
bool              futo_render_slides_writer_add    (FutoSlidesWriter        *writer,
                                                    const FutoSlide         *slide,
                                                    FutoError               *error);
/* Ends the file and frees the writer; false with error set when writing
 * failed (a PDF is then removed). */
bool              futo_render_slides_writer_finish (FutoSlidesWriter        *writer,
                                                    FutoError               *error);
/* Frees the writer without finishing: a PDF begun is removed, numbered
 * files already written stay. */
void              futo_render_slides_writer_free   (FutoSlidesWriter        *writer);

/* The file of page (from 1) among n_pages: "run.svg" gives "run-001.svg"
 * (more digits past 999 pages); a name without the format's extension
 * gets it. Free with g_free(). */
char             *futo_render_slides_page_path     (const char              *path,
                                                    FutoExportFormat         format,
                                                    int                      page,
                                                    int                      n_pages);
