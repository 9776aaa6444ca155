/* futo-booklet.h: many puzzles laid out on paper pages, with their solutions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A booklet puts columns × rows puzzles on each page, each under a line
 * such as "Puzzle 7 · 7×7 · hard", numbers the pages, and may end with a
 * solutions section of smaller boards. Pages are drawn one at a time onto
 * any cairo_t (futo_render_booklet_draw_page() is what a print operation's
 * draw-page handler calls), or written as one PDF.
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include <cairo.h>

#include "futo-error.h"
#include "futo-puzzle.h"

/* Boards across or down one page, at most. */
#define FUTO_BOOKLET_MAX_PER_SIDE 8

typedef struct
{
  double      page_width;  /* in points; A4 by default */
  double      page_height;
  int         columns;     /* puzzles across a page, 1 .. FUTO_BOOKLET_MAX_PER_SIDE */
  int         rows;        /* puzzles down a page, likewise */
  bool        solutions;   /* end with the solutions */
  bool        monochrome;  /* greys only, no shadows */
  const char *title;       /* the heading of the puzzle pages and the PDF's title; NULL: none */
  const char *subject;     /* the PDF's subject (how it was made, a seed); NULL: none */
} FutoBookletOptions;

typedef struct _FutoBooklet FutoBooklet;

/* A4, 2 × 3 puzzles a page, solutions, colour, no title. */
void         futo_render_booklet_options_init   (FutoBookletOptions       *options);

/* Copies the options (strings too). NULL when columns or rows are out of
 * range or the page is too small for them. */
FutoBooklet *futo_render_booklet_new            (const FutoBookletOptions *options);
void         futo_render_booklet_free           (FutoBooklet              *booklet);

/* Appends a copy of puzzle, numbered from 1 in the order added. solution
 * (size * size values) may be NULL: its place among the solutions then
 * says so. difficulty is a word for the title line, or NULL. */
void         futo_render_booklet_add            (FutoBooklet              *booklet,
                                                 const FutoPuzzle         *puzzle,
                                                 const uint8_t            *solution,
                                                 const char               *difficulty);
int          futo_render_booklet_get_n_puzzles  (const FutoBooklet        *booklet);
/* The puzzle pages, then the solution pages. */
int          futo_render_booklet_get_n_pages    (const FutoBooklet        *booklet);
/* How many solutions share a page (their boards are smaller). */
int          futo_render_booklet_get_solutions_per_page (const FutoBooklet *booklet);

/* Draws page (from 0) into width × height points of cr, the page scaled
 * to fit and centred when that is not the page size it was laid out for. */
void         futo_render_booklet_draw_page      (const FutoBooklet        *booklet,
                                                 cairo_t                  *cr,
                                                 int                       page,
                                                 double                    width,
                                                 double                    height);

/* Every page as one PDF, to a stream or a file; false with error set when
 * writing fails (a file is then removed). */
bool         futo_render_booklet_write_pdf      (const FutoBooklet        *booklet,
                                                 cairo_write_func_t        write,
                                                 void                     *closure,
                                                 FutoError                *error);
bool         futo_render_booklet_write_pdf_file (const FutoBooklet        *booklet,
                                                 const char               *path,
                                                 FutoError                *error);
