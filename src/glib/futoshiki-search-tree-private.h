/* futoshiki-search-tree-private.h: a FutoshikiSearchTree around a core tree
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "futo-search-tree.h"
#include "futoshiki-search-tree.h"

G_BEGIN_DECLS

/* Takes tree. */
FutoshikiSearchTree *_futoshiki_search_tree_new_take (FutoSearchTree *tree);

G_END_DECLS
