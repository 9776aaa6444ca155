/* futo-render-tree-private.h: the tree's drawing with each node's side, for
 * the merged tree of two runs (futo-render-tree-merged.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-render-tree.h"

typedef struct
{
  const uint8_t *sides;     /* one FutoMergedSide a node */
  FutoColor      colors[3]; /* the edges into each side's own nodes; [0] (shared) is style->edge */
  /* Filled by the drawing: */
  size_t         drawn[3];  /* shapes drawn per side (a collapsed run counts as its side, shared when mixed) */
  bool           current_drawn;
  double         current_x, current_y;
} FutoRenderTreeSides;

/* futo_render_tree(), with sides (or NULL): the second run's own edges
 * dashed, each own side's edges and collapsed runs in its colour. */
size_t _futo_render_tree_draw (cairo_t              *cr,
                               const FutoSearchTree *tree,
                               const FutoTreeView   *view,
                               size_t                current,
                               const FutoTreeStyle  *style,
                               FutoRenderTreeSides  *sides);
