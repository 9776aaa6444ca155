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
  /* Used only by futo_render_board_overlay(); the init functions set them. */
  FutoColor   error;       /* conflicts and mistakes, always with a shape too */
  FutoColor   highlight;   /* the cursor's row and column, equal values */
  FutoColor   difference;  /* cells where two solutions differ */
  FutoColor   success;     /* the glow over a finished board */
  bool        high_contrast; /* solid outlines, thicker lines, no shadows */
  /* Row and column labels, drawn where the layout left room for them
   * (label_band > 0): the prefix, then the 1-based number, as the texts
   * name cells (r3c1; Z3S1 in German). NULL: "r" and "c". */
  const char *row_prefix;
  const char *column_prefix;
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
  double pixel;      /* one device pixel in user units when aligned, else 0 */
  bool   rtl;        /* column 1 on the right, for right-to-left locales */
  double label_band; /* room for the row labels before the board (left, or
                      * right in rtl) and the column labels above it; 0: none */
} FutoRenderLayout;

/* What futo_render_board_overlay() adds to a cell or a sign. A mark never
 * relies on colour alone: errors get a hatched corner and an underline,
 * broken signs a ring, differences a dashed outline. */
typedef enum
{
  FUTO_RENDER_MARK_CURSOR     = 1 << 0, /* the keyboard cursor: a ring */
  FUTO_RENDER_MARK_PEER       = 1 << 1, /* in the cursor's row or column */
  FUTO_RENDER_MARK_SAME_VALUE = 1 << 2, /* holds the cursor cell's value */
  FUTO_RENDER_MARK_ERROR      = 1 << 3, /* breaks a rule or the solution */
  FUTO_RENDER_MARK_DIFFERENCE = 1 << 4, /* two solutions differ here */
  FUTO_RENDER_MARK_HOVER      = 1 << 5, /* under the pointer (cells and gaps) */
} FutoRenderMark;

typedef struct
{
  const uint8_t *cells;           /* size * size FutoRenderMark, or NULL */
  const uint8_t *right;           /* the gap right of each cell, or NULL */
  const uint8_t *down;            /* the gap below each cell, or NULL */
  const uint8_t *alternatives[2]; /* two solutions, shown small in DIFFERENCE cells */
  int            pending_cell;    /* a cell showing pending_text instead of its value, or -1 */
  const char    *pending_text;    /* digits typed but not yet entered */
  double         celebration;     /* 0, or 0..1 through the finished board's wave */
  int            highlight_value; /* a value whose pencil marks stand out everywhere, or 0 */
} FutoRenderOverlay;

/* Colours close to libadwaita's light and dark palettes, for callers
 * without a toolkit to ask (the CLI, tests). */
void futo_render_style_init_light (FutoRenderStyle        *style);
void futo_render_style_init_dark  (FutoRenderStyle        *style);

void futo_render_overlay_init     (FutoRenderOverlay      *overlay);

/* Fits a size×size board, centred, into width×height. */
void futo_render_layout_init      (FutoRenderLayout       *layout,
                                   int                     size,
                                   double                  width,
                                   double                  height);
/* Like futo_render_layout_init(), with cells and gaps a whole number of
 * pixels wide (pixel: one device pixel in user units, 1 / scale) so that
 * outlines stay crisp on screen; rtl mirrors the columns. */
void futo_render_layout_init_aligned (FutoRenderLayout    *layout,
                                      int                  size,
                                      double               width,
                                      double               height,
                                      double               pixel,
                                      bool                 rtl);
/* Like futo_render_layout_init_aligned() (pixel 0: fractions), and with
 * labels, a band left of (right in rtl) and above the board kept for the
 * row and column labels, so that they never touch a cell or a sign. */
void futo_render_layout_init_full (FutoRenderLayout       *layout,
                                   int                     size,
                                   double                  width,
                                   double                  height,
                                   double                  pixel,
                                   bool                    rtl,
                                   bool                    labels);
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

/* The gap between two neighbours under (x, y): (row, col) is the left or
 * upper cell, dir FUTO_DIR_RIGHT or FUTO_DIR_DOWN. False elsewhere. */
bool futo_render_layout_gap_at    (const FutoRenderLayout *layout,
                                   double                  x,
                                   double                  y,
                                   int                    *row,
                                   int                    *col,
                                   FutoDirection          *dir);

/* Draws a puzzle with the player's state. entries and pencil hold
 * size * size items each and may be NULL. */
void futo_render_board            (cairo_t                *cr,
                                   const FutoRenderLayout *layout,
                                   const FutoRenderStyle  *style,
                                   const FutoPuzzle       *puzzle,
                                   const uint8_t          *entries,
                                   const FutoSet          *pencil);
/* The same with highlights, errors, the cursor and the rest of what an
 * interactive board shows; overlay may be NULL. */
void futo_render_board_overlay    (cairo_t                 *cr,
                                   const FutoRenderLayout  *layout,
                                   const FutoRenderStyle   *style,
                                   const FutoPuzzle        *puzzle,
                                   const uint8_t           *entries,
                                   const FutoSet           *pencil,
                                   const FutoRenderOverlay *overlay);
/* The row and column labels into the layout's label band; nothing when it
 * has none. futo_render_board_overlay() calls it; it is there for callers
 * that draw a board of their own. */
void futo_render_labels           (cairo_t                *cr,
                                   const FutoRenderLayout *layout,
                                   const FutoRenderStyle  *style);
/* Lays out and draws a game into width×height. */
void futo_render_game             (cairo_t                *cr,
                                   const FutoGame         *game,
                                   const FutoRenderStyle  *style,
                                   double                  width,
                                   double                  height);
