/* futo-render-overview.c: the compressed pixel tree of a search tree
 *
 * The bins are counted in one walk over the preorder: a node's column is
 * its index scaled to the columns, its row its depth scaled to the rows,
 * so nothing is looked up and nothing is kept per node. Drawing turns the
 * bins into an image of one pixel a bin, kept until the style changes,
 * and paints it scaled without smoothing (a bin stays a crisp block);
 * then the marks, which are a few shapes. Figures are in
 * bench/tree/README.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "futo-export-private.h"
#include "futo-render-overview.h"

/* The export's default size, in points or pixels. */
#define EXPORT_WIDTH      1200.0
#define EXPORT_ROW_HEIGHT 4.0
#define EXPORT_MIN_HEIGHT 160.0
#define EXPORT_MAX_HEIGHT 800.0
#define EXPORT_MARGIN     12.0
#define EXPORT_FONT_SIZE  11.0
/* The faintest shade a bin with one node gets: still visible. */
#define MIN_SHADE 0.28
/* The current node's ring is at least this big, whatever a bin's size. */
#define MIN_MARK 7.0

struct FutoTreeOverview
{
  const FutoSearchTree *tree;
  size_t                n_nodes;
  int                   columns;
  int                   rows;
  int                   levels;   /* the tree's depth + 1 */
  FutoOverviewBin      *bins;
  uint32_t              max_nodes;
  /* Per column, the first row with a solution, -1 for none: a solution is
   * marked larger than its bin, which may be a pixel. */
  int32_t              *solution_row;
  /* The bins as pixels, for the colours they were made with. */
  cairo_surface_t      *picture;
  FutoTreeStyle         picture_style;
};

static int
column_of (const FutoTreeOverview *overview,
           size_t                  node)
{
  return (int) ((uint64_t) node * (uint64_t) overview->columns / overview->n_nodes);
}

static int
row_of (const FutoTreeOverview *overview,
        int                     depth)
{
  return (int) ((int64_t) depth * overview->rows / overview->levels);
}

FutoTreeOverview *
futo_render_overview_new (const FutoSearchTree *tree,
                          int                   columns,
                          int                   rows)
{
  FutoTreeOverview *overview;
  const FutoTreeNode *nodes;
  FutoTreeTotals totals;
  size_t n_nodes;

  g_return_val_if_fail (tree != NULL && columns > 0 && rows > 0, NULL);

  nodes = futo_search_tree_get_nodes (tree, &n_nodes);
  if (n_nodes == 0)
    return NULL;
  futo_search_tree_get_totals (tree, &totals);
  overview = calloc (1, sizeof *overview);
  if (overview == NULL)
    return NULL;
  overview->tree = tree;
  overview->n_nodes = n_nodes;
  overview->levels = totals.depth + 1;
  /* No column without a node, no row without a level. */
  overview->columns = (size_t) columns > n_nodes ? (int) n_nodes : columns;
  overview->rows = rows > overview->levels ? overview->levels : rows;
  overview->bins = calloc ((size_t) overview->columns * (size_t) overview->rows, sizeof *overview->bins);
  overview->solution_row = malloc ((size_t) overview->columns * sizeof *overview->solution_row);
  if (overview->bins == NULL || overview->solution_row == NULL)
    {
      free (overview->bins);
      free (overview->solution_row);
      free (overview);
      return NULL;
    }

  for (size_t i = 0; i < n_nodes; i++)
    {
      FutoOverviewBin *bin = &overview->bins[(size_t) row_of (overview, nodes[i].depth) * (size_t) overview->columns
                                             + (size_t) column_of (overview, i)];

      bin->nodes++;
      bin->dead_ends += nodes[i].outcome == FUTO_TREE_DEAD_END;
      bin->solutions += nodes[i].outcome == FUTO_TREE_SOLUTION;
    }
  for (size_t b = 0; b < (size_t) overview->columns * (size_t) overview->rows; b++)
    if (overview->bins[b].nodes > overview->max_nodes)
      overview->max_nodes = overview->bins[b].nodes;
  for (int column = 0; column < overview->columns; column++)
    {
      overview->solution_row[column] = -1;
      for (int row = 0; row < overview->rows && overview->solution_row[column] < 0; row++)
        if (overview->bins[(size_t) row * (size_t) overview->columns + (size_t) column].solutions > 0)
          overview->solution_row[column] = row;
    }
  return overview;
}

void
futo_render_overview_free (FutoTreeOverview *overview)
{
  if (overview == NULL)
    return;
  if (overview->picture != NULL)
    cairo_surface_destroy (overview->picture);
  free (overview->bins);
  free (overview->solution_row);
  free (overview);
}

const FutoSearchTree *
futo_render_overview_get_tree (const FutoTreeOverview *overview)
{
  g_return_val_if_fail (overview != NULL, NULL);

  return overview->tree;
}

const FutoOverviewBin *
futo_render_overview_get_bins (const FutoTreeOverview *overview,
                               int                    *columns,
                               int                    *rows)
{
  g_return_val_if_fail (overview != NULL, NULL);

  if (columns != NULL)
    *columns = overview->columns;
  if (rows != NULL)
    *rows = overview->rows;
  return overview->bins;
}

size_t
futo_render_overview_get_memory (const FutoTreeOverview *overview)
{
  size_t bytes;

  g_return_val_if_fail (overview != NULL, 0);

  bytes = sizeof *overview + (size_t) overview->columns * (size_t) overview->rows * sizeof *overview->bins
          + (size_t) overview->columns * sizeof *overview->solution_row;
  if (overview->picture != NULL)
    bytes += (size_t) cairo_image_surface_get_stride (overview->picture) * (size_t) overview->rows;
  return bytes;
}

/* The first node whose column is column or more: ceil (column · n / columns). */
static size_t
column_start (const FutoTreeOverview *overview,
              int                     column)
{
  return (size_t) (((uint64_t) column * overview->n_nodes + (uint64_t) overview->columns - 1)
                   / (uint64_t) overview->columns);
}

static int
row_start (const FutoTreeOverview *overview,
           int                     row)
{
  return (int) (((int64_t) row * overview->levels + overview->rows - 1) / overview->rows);
}

void
futo_render_overview_column_nodes (const FutoTreeOverview *overview,
                                   int                     column,
                                   size_t                 *first,
                                   size_t                 *end)
{
  g_return_if_fail (overview != NULL && first != NULL && end != NULL);

  column = CLAMP (column, 0, overview->columns);
  *first = column_start (overview, column);
  *end = column < overview->columns ? column_start (overview, column + 1) : overview->n_nodes;
}

void
futo_render_overview_row_depths (const FutoTreeOverview *overview,
                                 int                     row,
                                 int                    *first,
                                 int                    *end)
{
  g_return_if_fail (overview != NULL && first != NULL && end != NULL);

  row = CLAMP (row, 0, overview->rows);
  *first = row_start (overview, row);
  *end = row < overview->rows ? row_start (overview, row + 1) : overview->levels;
}

bool
futo_render_overview_bin_of (const FutoTreeOverview *overview,
                             size_t                  node,
                             int                    *column,
                             int                    *row)
{
  const FutoTreeNode *nodes;

  g_return_val_if_fail (overview != NULL && column != NULL && row != NULL, false);

  if (node >= overview->n_nodes)
    return false;
  nodes = futo_search_tree_get_nodes (overview->tree, NULL);
  *column = column_of (overview, node);
  *row = row_of (overview, nodes[node].depth);
  return true;
}

size_t
futo_render_overview_bin_node (const FutoTreeOverview *overview,
                               int                     column,
                               int                     row)
{
  const FutoTreeNode *nodes;
  size_t first, end, best = SIZE_MAX;
  int best_distance = INT32_MAX;
  bool best_solution = false;

  g_return_val_if_fail (overview != NULL, SIZE_MAX);

  if (column < 0 || column >= overview->columns || row < 0 || row >= overview->rows)
    return SIZE_MAX;
  nodes = futo_search_tree_get_nodes (overview->tree, NULL);
  futo_render_overview_column_nodes (overview, column, &first, &end);
  /* One walk over the column (n / columns nodes): the nearest row wins,
   * then above before below, then a solution, then the first. */
  for (size_t i = first; i < end; i++)
    {
      int node_row = row_of (overview, nodes[i].depth);
      int distance = node_row >= row ? 2 * (node_row - row) : 2 * (row - node_row) - 1;
      bool solution = nodes[i].outcome == FUTO_TREE_SOLUTION;

      if (distance < best_distance || (distance == best_distance && solution && !best_solution))
        {
          best = i;
          best_distance = distance;
          best_solution = solution;
        }
    }
  return best;
}

size_t
futo_render_overview_node_at (const FutoTreeOverview *overview,
                              double                  width,
                              double                  height,
                              double                  x,
                              double                  y)
{
  g_return_val_if_fail (overview != NULL, SIZE_MAX);

  if (width <= 0 || height <= 0 || !(x >= 0 && x < width && y >= 0 && y < height))
    return SIZE_MAX;
  return futo_render_overview_bin_node (overview, (int) (x * overview->columns / width),
                                        (int) (y * overview->rows / height));
}

/* The first node whose first leaf is at least leaf: the leaves are
 * numbered in preorder, so first_leaf never falls along it. */
static size_t
node_of_leaf (const FutoTreeNode *nodes,
              size_t              n_nodes,
              double              leaf)
{
  size_t low = 0, high = n_nodes;

  while (low < high)
    {
      size_t middle = low + (high - low) / 2;

      if ((double) nodes[middle].first_leaf < leaf)
        low = middle + 1;
      else
        high = middle;
    }
  return low;
}

void
futo_render_overview_window_of (const FutoTreeOverview *overview,
                                const FutoTreeView     *view,
                                FutoOverviewWindow     *window)
{
  const FutoTreeNode *nodes;

  g_return_if_fail (overview != NULL && view != NULL && window != NULL);

  nodes = futo_search_tree_get_nodes (overview->tree, NULL);
  /* A leaf is drawn at its middle, first_leaf + 0.5: the ones whose middle
   * is inside. */
  window->first = node_of_leaf (nodes, overview->n_nodes, floor (view->x - 0.5) + 1);
  window->end = node_of_leaf (nodes, overview->n_nodes, floor (view->x + view->width / view->leaf_width - 0.5) + 1);
  if (window->end <= window->first)
    window->end = MIN (window->first + 1, overview->n_nodes);
  if (window->first >= overview->n_nodes)
    window->first = overview->n_nodes - 1;
  window->depth_top = MAX (view->y, 0);
  window->depth_bottom = MIN (view->y + view->height / view->level_height, overview->levels);
}

/* Drawing */

static void
set_color (cairo_t         *cr,
           const FutoColor *color,
           double           alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * alpha);
}

static uint8_t
channel (double value)
{
  return (uint8_t) lround (CLAMP (value, 0.0, 1.0) * 255);
}

static bool
same_colours (const FutoTreeStyle *a,
              const FutoTreeStyle *b)
{
  return memcmp (&a->decision, &b->decision, sizeof a->decision) == 0
         && memcmp (&a->dead_end, &b->dead_end, sizeof a->dead_end) == 0
         && memcmp (&a->solution, &b->solution, sizeof a->solution) == 0;
}

/* One premultiplied pixel a bin: the shade from how many nodes, on a log
 * scale, so that a column of one node still shows beside one of a
 * million; the hue from the decisions' blue to the dead ends' red by
 * their share; a solution in its own colour, full. */
static bool
make_picture (FutoTreeOverview    *overview,
              const FutoTreeStyle *style)
{
  double scale = overview->max_nodes > 1 ? log ((double) overview->max_nodes) : 1;
  unsigned char *data;
  int stride;

  if (overview->picture != NULL && same_colours (&overview->picture_style, style))
    return true;
  if (overview->picture != NULL)
    cairo_surface_destroy (overview->picture);
  overview->picture = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, overview->columns, overview->rows);
  if (cairo_surface_status (overview->picture) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (overview->picture);
      overview->picture = NULL;
      return false;
    }
  overview->picture_style = *style;
  cairo_surface_flush (overview->picture);
  data = cairo_image_surface_get_data (overview->picture);
  stride = cairo_image_surface_get_stride (overview->picture);
  for (int row = 0; row < overview->rows; row++)
    {
      uint32_t *pixels = (uint32_t *) (void *) (data + (size_t) row * (size_t) stride);
      const FutoOverviewBin *bins = &overview->bins[(size_t) row * (size_t) overview->columns];

      for (int column = 0; column < overview->columns; column++)
        {
          const FutoOverviewBin *bin = &bins[column];
          double shade, failed, red, green, blue;

          if (bin->nodes == 0)
            {
              pixels[column] = 0;
              continue;
            }
          if (bin->solutions > 0)
            {
              shade = 1;
              red = style->solution.red, green = style->solution.green, blue = style->solution.blue;
            }
          else
            {
              shade = MIN_SHADE + (1 - MIN_SHADE) * log ((double) bin->nodes) / scale;
              failed = (double) bin->dead_ends / bin->nodes;
              red = style->decision.red + (style->dead_end.red - style->decision.red) * failed;
              green = style->decision.green + (style->dead_end.green - style->decision.green) * failed;
              blue = style->decision.blue + (style->dead_end.blue - style->decision.blue) * failed;
            }
          pixels[column] = (uint32_t) channel (shade) << 24 | (uint32_t) channel (red * shade) << 16
                           | (uint32_t) channel (green * shade) << 8 | (uint32_t) channel (blue * shade);
        }
    }
  cairo_surface_mark_dirty (overview->picture);
  return true;
}

void
futo_render_overview (cairo_t                  *cr,
                      FutoTreeOverview         *overview,
                      const FutoTreeStyle      *style,
                      double                    width,
                      double                    height,
                      size_t                    current,
                      const FutoOverviewWindow *window)
{
  double column_width, row_height;
  int column, row;

  g_return_if_fail (cr != NULL && overview != NULL && style != NULL);

  if (width <= 0 || height <= 0 || !make_picture (overview, style))
    return;
  column_width = width / overview->columns;
  row_height = height / overview->rows;

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_clip (cr);
  cairo_save (cr);
  cairo_scale (cr, column_width, row_height);
  cairo_set_source_surface (cr, overview->picture, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_NEAREST);
  cairo_paint (cr);
  cairo_restore (cr);

  /* The solutions: a diamond on each column's first, outlined in the
   * background's colour so that it stands out of a dense band. */
  {
    double radius = CLAMP (MIN (column_width, row_height) / 2, 3.5, 6.0);

    for (int c = 0; c < overview->columns; c++)
      if (overview->solution_row[c] >= 0)
        {
          double x = (c + 0.5) * column_width, y = (overview->solution_row[c] + 0.5) * row_height;

          cairo_move_to (cr, x, y - radius);
          cairo_line_to (cr, x + radius, y);
          cairo_line_to (cr, x, y + radius);
          cairo_line_to (cr, x - radius, y);
          cairo_close_path (cr);
        }
    set_color (cr, &style->background, 1);
    cairo_set_line_width (cr, 1.5);
    cairo_stroke_preserve (cr);
    set_color (cr, &style->solution, 1);
    cairo_fill (cr);
  }

  /* The tree view's part: a frame over the columns and rows it shows. */
  if (window != NULL && window->end > window->first)
    {
      int first_column = column_of (overview, MIN (window->first, overview->n_nodes - 1));
      int last_column = column_of (overview, MIN (window->end - 1, overview->n_nodes - 1));
      double top = floor (window->depth_top) * overview->rows / overview->levels * row_height;
      double bottom = ceil (window->depth_bottom) * overview->rows / overview->levels * row_height;
      double left = first_column * column_width, right = (last_column + 1) * column_width;

      /* Never thinner than a finger's aim on screen. */
      if (right - left < 4)
        left = (left + right) / 2 - 2, right = left + 4;
      if (bottom - top < 4)
        top = (top + bottom) / 2 - 2, bottom = top + 4;
      cairo_rectangle (cr, left + 0.75, top + 0.75, MAX (right - left - 1.5, 1), MAX (bottom - top - 1.5, 1));
      set_color (cr, &style->text, 0.12);
      cairo_fill_preserve (cr);
      set_color (cr, &style->text, 0.85);
      cairo_set_line_width (cr, 1.5);
      cairo_stroke (cr);
    }

  /* The current node: a line down its column and a ring round its bin. */
  if (futo_render_overview_bin_of (overview, current, &column, &row))
    {
      double x = (column + 0.5) * column_width, y = (row + 0.5) * row_height;
      double w = MAX (column_width + 4, MIN_MARK), h = MAX (row_height + 4, MIN_MARK);

      set_color (cr, &style->current, 0.55);
      cairo_set_line_width (cr, 1);
      cairo_move_to (cr, round (x) + 0.5, 0);
      cairo_line_to (cr, round (x) + 0.5, height);
      cairo_stroke (cr);
      set_color (cr, &style->current, 1);
      cairo_set_line_width (cr, 2);
      cairo_rectangle (cr, x - w / 2, y - h / 2, w, h);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

/* The export */

static void
export_size (int                          levels,
             const FutoTreeExportOptions *options,
             double                      *width,
             double                      *height)
{
  *width = options->width > 0 ? options->width : EXPORT_WIDTH;
  if (options->height > 0)
    *height = options->height;
  else
    *height = CLAMP (levels * EXPORT_ROW_HEIGHT, EXPORT_MIN_HEIGHT, EXPORT_MAX_HEIGHT)
              + 2 * EXPORT_MARGIN + 2 * EXPORT_FONT_SIZE;
}

/* 10000001 as "10,000,001": counts of millions read at a glance. */
static void
group_digits (uint64_t value,
              char    *buffer,
              size_t   size)
{
  char digits[32];
  int n = snprintf (digits, sizeof digits, "%llu", (unsigned long long) value), out = 0;

  for (int i = 0; i < n && (size_t) out + 2 < size; i++)
    {
      if (i > 0 && (n - i) % 3 == 0)
        buffer[out++] = ',';
      buffer[out++] = digits[i];
    }
  buffer[out] = '\0';
}

/* "10,000,002 nodes, about 8,504 a column, 58 levels; 8,888,872 dead ends
 * (red), 0 solutions (green)" */
static void
export_caption (const FutoTreeOverview *overview,
                char                   *buffer,
                size_t                  size)
{
  FutoTreeTotals totals;
  size_t first, end;
  char nodes[32], column[32], dead_ends[32], solutions[32];

  futo_search_tree_get_totals (overview->tree, &totals);
  futo_render_overview_column_nodes (overview, 0, &first, &end);
  group_digits (overview->n_nodes, nodes, sizeof nodes);
  group_digits (end - first, column, sizeof column);
  group_digits (totals.dead_ends, dead_ends, sizeof dead_ends);
  group_digits (totals.solutions, solutions, sizeof solutions);
  snprintf (buffer, size, "%s node%s, about %s a column, %d level%s; %s dead end%s (red), %s solution%s (green)",
            nodes, overview->n_nodes == 1 ? "" : "s", column, overview->levels, overview->levels == 1 ? "" : "s",
            dead_ends, totals.dead_ends == 1 ? "" : "s", solutions, totals.solutions == 1 ? "" : "s");
}

static void
draw_export (cairo_t                     *cr,
             FutoTreeOverview            *overview,
             const FutoTreeExportOptions *options,
             bool                         dark,
             double                       width,
             double                       height)
{
  FutoTreeStyle style;
  FutoRenderStyle text_style;
  char caption[256];
  double inner_width = MAX (width - 2 * EXPORT_MARGIN, 1);
  double inner_height = MAX (height - 3 * EXPORT_MARGIN - EXPORT_FONT_SIZE * 1.4, 1);

  if (dark)
    futo_render_tree_style_init_dark (&style);
  else
    futo_render_tree_style_init_light (&style);
  _futo_render_export_style_init (&text_style, dark, false);
  set_color (cr, &style.background, 1);
  cairo_paint (cr);
  cairo_save (cr);
  cairo_translate (cr, EXPORT_MARGIN, EXPORT_MARGIN);
  futo_render_overview (cr, overview, &style, inner_width, inner_height, options->current, NULL);
  cairo_rectangle (cr, -0.5, -0.5, inner_width + 1, inner_height + 1);
  set_color (cr, &style.edge, 1);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  cairo_restore (cr);
  export_caption (overview, caption, sizeof caption);
  set_color (cr, &style.text, 1);
  _futo_render_export_text_draw (cr, &text_style, caption, EXPORT_FONT_SIZE, false, EXPORT_MARGIN,
                                 height - EXPORT_MARGIN - EXPORT_FONT_SIZE * 1.4, inner_width);
}

/* What draw_picture() draws: the overview as the options ask. */
typedef struct
{
  FutoTreeOverview            *overview;
  const FutoTreeExportOptions *options;
} OverviewPicture;

/* Paper is white: a PDF is drawn in the light style whatever is asked. */
static void
draw_picture (cairo_t *cr,
              double   width,
              double   height,
              bool     on_paper,
              void    *data)
{
  const OverviewPicture *picture = data;

  draw_export (cr, picture->overview, picture->options, picture->options->dark && !on_paper, width, height);
}

static bool
export_write (FutoTreeOverview            *overview,
              const FutoTreeExportOptions *options,
              FutoExportFormat             format,
              cairo_write_func_t           write,
              void                        *closure,
              FutoError                   *error)
{
  OverviewPicture picture = { overview, options };
  double width, height;

  export_size (overview->levels, options, &width, &height);
  return _futo_render_export_picture (format, width, height, draw_picture, &picture, write, closure, error);
}

bool
futo_render_overview_export_write_file (const FutoSearchTree        *tree,
                                        const FutoTreeExportOptions *options,
                                        FutoExportFormat             format,
                                        const char                  *path,
                                        FutoError                   *error)
{
  FutoTreeOverview *overview;
  FutoTreeTotals totals;
  FutoFileSink sink;
  double width, height;
  bool ok;

  g_return_val_if_fail (tree != NULL && options != NULL && path != NULL, false);

  if (futo_search_tree_is_empty (tree))
    {
      futo_error_set_at (error, 0, 0, "the run has no search tree to draw");
      return false;
    }
  /* One bin a pixel of the picture (the PNG's, or a point of a page). */
  futo_search_tree_get_totals (tree, &totals);
  export_size (totals.depth + 1, options, &width, &height);
  overview = futo_render_overview_new (tree, (int) MAX (width - 2 * EXPORT_MARGIN, 1),
                                       (int) MAX (height - 3 * EXPORT_MARGIN - EXPORT_FONT_SIZE * 1.4, 1));
  if (overview == NULL)
    {
      futo_error_set_at (error, 0, 0, "out of memory");
      return false;
    }
  if (!_futo_render_file_sink_open (&sink, path, error))
    {
      futo_render_overview_free (overview);
      return false;
    }
  ok = export_write (overview, options, format, _futo_render_file_sink_write, &sink, error);
  futo_render_overview_free (overview);
  return _futo_render_file_sink_finish (&sink, path, ok, error);
}
