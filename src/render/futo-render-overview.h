/* futo-render-overview.h: a search tree of millions of nodes in one picture
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tree view (futo-render-tree.h) shows a tree by its leaves; at 10^7
 * nodes its whole is a grey comb. The overview is CP-Profiler's compressed
 * pixel tree: every level of the tree a row, the nodes in preorder cut into
 * as many equal runs as there are columns, so that a bin (a column and a
 * row) holds the nodes of its run at its depth. A bin's shade says how many
 * nodes it holds (on a logarithmic scale), its hue how many of them are dead
 * ends, and a bin with a solution is the solution's colour: the regions the
 * search spent its time in, the stretches where it failed, the places where
 * it succeeded stand out at any size of tree.
 *
 * Built in one pass over the preorder (linear in the nodes), the overview
 * holds its bins and nothing per node: its memory is columns × rows bins,
 * whatever the tree's size. It borrows the tree, which must outlive it.
 * With more levels than rows, a row takes several levels; with fewer
 * nodes than columns, a column takes one node.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <cairo.h>

#include "futo-error.h"
#include "futo-export.h"
#include "futo-render-tree.h"
#include "futo-search-tree.h"

typedef struct FutoTreeOverview FutoTreeOverview;

/* What a bin holds: its nodes, and of them the dead ends and solutions. */
typedef struct
{
  uint32_t nodes;
  uint32_t dead_ends;
  uint32_t solutions;
} FutoOverviewBin;

/* The overview of tree in at most columns × rows bins (each at least 1).
 * NULL for an empty tree (a local search's) or without memory. */
FutoTreeOverview      *futo_render_overview_new         (const FutoSearchTree   *tree,
                                                         int                     columns,
                                                         int                     rows);
void                   futo_render_overview_free        (FutoTreeOverview       *overview);

const FutoSearchTree  *futo_render_overview_get_tree    (const FutoTreeOverview *overview);
/* The bins, row after row (bins[row * columns + column]); the counts are
 * those asked for at most. */
const FutoOverviewBin *futo_render_overview_get_bins    (const FutoTreeOverview *overview,
                                                         int                    *columns,
                                                         int                    *rows);
/* The bytes the overview holds (its bins and its picture once drawn). */
size_t                 futo_render_overview_get_memory  (const FutoTreeOverview *overview);

/* The nodes of column, as the range [*first, *end) of the preorder, and
 * the depths of row, [*first, *end). */
void                   futo_render_overview_column_nodes (const FutoTreeOverview *overview,
                                                          int                     column,
                                                          size_t                 *first,
                                                          size_t                 *end);
void                   futo_render_overview_row_depths  (const FutoTreeOverview *overview,
                                                         int                     row,
                                                         int                    *first,
                                                         int                    *end);
/* The bin that holds node; false for a node the tree does not have. */
bool                   futo_render_overview_bin_of      (const FutoTreeOverview *overview,
                                                         size_t                  node,
                                                         int                    *column,
                                                         int                    *row);
/* The node a bin stands for: its first solution, else its first node in
 * preorder; for an empty bin, the node of its column nearest to its row
 * (above first). SIZE_MAX outside the bins. */
size_t                 futo_render_overview_bin_node    (const FutoTreeOverview *overview,
                                                         int                     column,
                                                         int                     row);
/* The node under the device point (x, y) of an overview drawn over
 * width × height (the bin there, as futo_render_overview_bin_node() picks
 * it); SIZE_MAX outside. */
size_t                 futo_render_overview_node_at     (const FutoTreeOverview *overview,
                                                         double                  width,
                                                         double                  height,
                                                         double                  x,
                                                         double                  y);

/* What the tree view shows, as the overview marks it: the nodes whose
 * leaves lie across the view (a range of the preorder) and its levels. */
typedef struct
{
  size_t first;      /* preorder range [first, end) */
  size_t end;
  double depth_top;  /* the levels shown, [depth_top, depth_bottom] */
  double depth_bottom;
} FutoOverviewWindow;

void                   futo_render_overview_window_of   (const FutoTreeOverview *overview,
                                                         const FutoTreeView     *view,
                                                         FutoOverviewWindow     *window);

/* Draws the overview over width × height of cr's user units (the widget
 * paints its background; the bins are drawn over it), the current node as
 * a ring and a line down its column (SIZE_MAX: none) and, unless window is
 * NULL, the tree view's part as a frame. The bins' picture is kept in the
 * overview between frames with the same style, so a frame that moves only
 * the marks costs the marks. */
void                   futo_render_overview             (cairo_t                  *cr,
                                                         FutoTreeOverview         *overview,
                                                         const FutoTreeStyle      *style,
                                                         double                    width,
                                                         double                    height,
                                                         size_t                    current,
                                                         const FutoOverviewWindow *window);

/* The overview of tree as a picture (options as for the tree's export:
 * width and height 0 take 1200 × as many rows as levels, 4 units each,
 * between 160 and 800), with its background, a frame and a line saying
 * what a column holds. False with error set when cairo fails or the tree
 * is empty. */
bool                   futo_render_overview_export_write_file (const FutoSearchTree        *tree,
                                                               const FutoTreeExportOptions *options,
                                                               FutoExportFormat             format,
                                                               const char                  *path,
                                                               FutoError                   *error);
