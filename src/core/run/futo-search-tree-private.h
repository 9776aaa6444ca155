/* futo-search-tree-private.h: trees made from nodes rather than a trace
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-search-tree.h"

/* A tree of size's board that takes over nodes (malloc'd, n_nodes of them,
 * n_nodes ≥ 1, in preorder, with parent, next_sibling, depth, the
 * decision, outcome, why and flags set, FUTO_TREE_NODE_COUNTED among them):
 * the subtrees, leaves, heights and totals are summed as for a trace's
 * tree. Frees nodes and returns NULL without memory. */
FutoSearchTree *_futo_search_tree_new_from_nodes (int           size,
                                                  FutoTreeNode *nodes,
                                                  size_t        n_nodes);

/* Whether two nodes of two runs' trees make the same decision (cell, value,
 * and whether it is a try or its exclusion): how a comparison and a merge
 * pair the runs' children. */
static inline bool
_futo_tree_node_same_decision (const FutoTreeNode *a,
                               const FutoTreeNode *b)
{
  return a->cell == b->cell && a->value == b->value
         && (a->flags & FUTO_TREE_NODE_EXCLUDES) == (b->flags & FUTO_TREE_NODE_EXCLUDES);
}

/* The child of parent (in nodes) that makes child's decision, or -1. */
static inline int32_t
_futo_tree_node_matching_child (const FutoTreeNode *nodes,
                                int32_t             parent,
                                const FutoTreeNode *child)
{
  for (int32_t c = futo_tree_node_first_child (nodes, (size_t) parent); c >= 0; c = nodes[c].next_sibling)
    if (_futo_tree_node_same_decision (&nodes[c], child))
      return c;
  return -1;
}
