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
