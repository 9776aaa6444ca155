/* futo-render.h: draws a Futoshiki board onto any cairo_t
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One renderer for every surface: the board widget, PNG/PDF/SVG export and
 * printing all call it, so a board looks the same everywhere. It knows
 * nothing of GTK; callers pick the colours through FutoRenderStyle.
 */
#pragma once

#include <stdbool.h>

#include <cairo.h>

#include "futo-game.h"

typedef struct
{
  double red;
  double green;
  double blue;
  double alpha;
} FutoColor;

typedef struct
{
  FutoColor   background;  /* behind the board, only painted when fill_background */
  FutoColor   cell;        /* the inside of a cell */
  FutoColor   given_cell;  /* the inside of a cell holding a given */
  FutoColor   foreground;  /* cell outlines, givens, signs */
  FutoColor   accent;      /* player entries */
  FutoColor   pencil;      /* pencil marks */
  FutoColor   shadow;      /* the soft shadow under each cell */
  const char *font_family; /* a Pango family list, e.g. "Cantarell,Sans" */
  bool        fill_background;
} FutoRenderStyle;

/* Where everything goes for one board size in one rectangle. Cells are
 * squares of cell_size; gap is the room between neighbours that holds the
 * signs. */
typedef struct
{
  int    size;
  double x;          /* top-left corner of the first cell */
  double y;
  double cell_size;
  double gap;
  double board_size; /* from the first cell's edge to the last cell's edge */
} FutoRenderLayout;

/* Colours close to libadwaita's light and dark palettes, for callers
 * without a toolkit to ask (the CLI, tests). */
void futo_render_style_init_light (FutoRenderStyle        *style);
void futo_render_style_init_dark  (FutoRenderStyle        *style);

/* Fits a size×size board, centred, into width×height. */
void futo_render_layout_init      (FutoRenderLayout       *layout,
                                   int                     size,
                                   double                  width,
                                   double                  height);
/* The top-left corner of the cell (row, col). */
void futo_render_layout_cell_origin (const FutoRenderLayout *layout,
                                     int                     row,
                                     int                     col,
                                     double                 *x,
                                     double                 *y);
/* The cell under (x, y); false in a gap or outside the board. */
bool futo_render_layout_cell_at   (const FutoRenderLayout *layout,
                                   double                  x,
                                   double                  y,
                                   int                    *row,
                                   int                    *col);

/* Draws a puzzle with the player's state. entries and pencil hold
 * size * size items each and may be NULL. */
void futo_render_board            (cairo_t                *cr,
                                   const FutoRenderLayout *layout,
                                   const FutoRenderStyle  *style,
                                   const FutoPuzzle       *puzzle,
                                   const uint8_t          *entries,
                                   const FutoSet          *pencil);
/* Lays out and draws a game into width×height. */
void futo_render_game             (cairo_t                *cr,
                                   const FutoGame         *game,
                                   const FutoRenderStyle  *style,
                                   double                  width,
                                   double                  height);
