/* futo-render-layout.c: where the cells and gaps of a board go
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A layout fits a board into a rectangle and maps points back to the cell
 * or gap under them, so that drawing and hit testing always agree.
 */
#include <math.h>

#include <glib.h>

#include "futo-render-private.h"

/* Proportions, in cells. The gap must be wide enough for a sign that reads
 * at a glance, the margin keeps outlines and rounded corners off the edge. */
#define GAP_RATIO    0.36
#define MARGIN_RATIO 0.12

/* The label band, in cells: room for "r9" or "c9" at a size that reads
 * beside the cells. On screen it never gets thinner than LABEL_MIN_BAND
 * pixels, or labels on a 64×64 board would be specks; they thin out
 * instead (futo-render-labels.c). */
#define LABEL_RATIO    0.62
#define LABEL_MIN_BAND 16.0

void
futo_render_layout_init (FutoRenderLayout *layout,
                         int               size,
                         double            width,
                         double            height)
{
  futo_render_layout_init_full (layout, size, width, height, 0, false, false);
}

void
futo_render_layout_init_aligned (FutoRenderLayout *layout,
                                 int               size,
                                 double            width,
                                 double            height,
                                 double            pixel,
                                 bool              rtl)
{
  futo_render_layout_init_full (layout, size, width, height, pixel, rtl, false);
}

/* Places the board of layout->board_size and its band centred together:
 * the band sits before the board across and above it. */
static void
place_board (FutoRenderLayout *layout,
             double            width,
             double            height,
             double            pixel)
{
  double band = layout->label_band;
  double left = (width - layout->board_size - band) / 2.0;
  double top = (height - layout->board_size - band) / 2.0 + band;

  layout->x = layout->rtl ? left : left + band;
  layout->y = top;
  if (pixel > 0)
    {
      layout->x = round (layout->x / pixel) * pixel;
      layout->y = round (layout->y / pixel) * pixel;
    }
}

void
futo_render_layout_init_full (FutoRenderLayout *layout,
                              int               size,
                              double            width,
                              double            height,
                              double            pixel,
                              bool              rtl,
                              bool              labels)
{
  double units, cell, gap, band = 0;
  double side = fmin (width, height);

  if (size < 1)
    size = 1;
  if (side < 0)
    side = 0;

  /* The band comes off both sides of the square, so the square is still
   * the one to fit. */
  units = size + (size - 1) * GAP_RATIO + 2 * MARGIN_RATIO;
  if (labels)
    {
      band = side * LABEL_RATIO / (units + LABEL_RATIO);
      if (pixel > 0 && band < LABEL_MIN_BAND * pixel)
        band = fmin (LABEL_MIN_BAND * pixel, side / 2);
      if (pixel > 0)
        band = round (band / pixel) * pixel;
    }
  layout->size = size;
  layout->rtl = rtl;
  layout->label_band = band;
  layout->cell_size = fmax (side - band, 0) / units;
  layout->gap = layout->cell_size * GAP_RATIO;
  layout->board_size = size * layout->cell_size + (size - 1) * layout->gap;
  layout->pixel = 0;
  place_board (layout, width, height, 0);
  if (pixel <= 0)
    return;

  /* Whole pixels for cells and gaps; the few pixels this loses go to the
   * margin. A gap keeps at least one pixel so that cells never touch. */
  side = fmax (side - band, 0);
  cell = floor (layout->cell_size / pixel) * pixel;
  gap = fmax (round (layout->gap / pixel), 1.0) * pixel;
  while (cell > pixel && size * cell + (size - 1) * gap > side)
    {
      if (gap > pixel && gap > cell * GAP_RATIO)
        gap -= pixel;
      else
        cell -= pixel;
    }
  /* Too small for whole pixels: fractions it is. */
  if (size * cell + (size - 1) * gap > side)
    return;

  layout->pixel = pixel;
  layout->cell_size = cell;
  layout->gap = gap;
  layout->board_size = size * cell + (size - 1) * gap;
  place_board (layout, width, height, pixel);
}

void
futo_render_layout_cell_origin (const FutoRenderLayout *layout,
                                int                     row,
                                int                     col,
                                double                 *x,
                                double                 *y)
{
  double pitch = layout->cell_size + layout->gap;
  int visual_col = layout->rtl ? layout->size - 1 - col : col;

  if (x != NULL)
    *x = layout->x + visual_col * pitch;
  if (y != NULL)
    *y = layout->y + row * pitch;
}

/* Which cell an offset along one axis falls in, or -1; *in_gap says
 * whether it fell in the gap after that cell instead. */
static int
axis_index (const FutoRenderLayout *layout,
            double                  offset,
            bool                   *in_gap)
{
  double pitch = layout->cell_size + layout->gap;
  int index;

  *in_gap = false;
  if (offset < 0 || pitch <= 0)
    return -1;
  index = (int) floor (offset / pitch);
  if (index >= layout->size)
    return -1;
  if (offset - index * pitch > layout->cell_size)
    {
      if (index + 1 >= layout->size)
        return -1;
      *in_gap = true;
    }
  return index;
}

bool
futo_render_layout_cell_at (const FutoRenderLayout *layout,
                            double                  x,
                            double                  y,
                            int                    *row,
                            int                    *col)
{
  bool row_gap, col_gap;
  int r = axis_index (layout, y - layout->y, &row_gap);
  int c = axis_index (layout, x - layout->x, &col_gap);

  if (r < 0 || c < 0 || row_gap || col_gap)
    return false;
  if (row != NULL)
    *row = r;
  if (col != NULL)
    *col = layout->rtl ? layout->size - 1 - c : c;
  return true;
}

bool
futo_render_layout_gap_at (const FutoRenderLayout *layout,
                           double                  x,
                           double                  y,
                           int                    *row,
                           int                    *col,
                           FutoDirection          *dir)
{
  bool row_gap, col_gap;
  int r = axis_index (layout, y - layout->y, &row_gap);
  int c = axis_index (layout, x - layout->x, &col_gap);

  if (r < 0 || c < 0 || row_gap == col_gap)
    return false;

  /* In a mirrored board the gap right of visual column c lies between
   * logical columns size-1-c and size-2-c; the pair belongs to the left
   * one of those in reading order, size-2-c. */
  if (col_gap && layout->rtl)
    c = layout->size - 2 - c;
  else if (layout->rtl)
    c = layout->size - 1 - c;

  if (row != NULL)
    *row = r;
  if (col != NULL)
    *col = c;
  if (dir != NULL)
    *dir = col_gap ? FUTO_DIR_RIGHT : FUTO_DIR_DOWN;
  return true;
}
