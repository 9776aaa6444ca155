/* futoshiki-run-tree.h: the search tree of a recording, built in the background
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "futo-search-tree.h"
#include "futoshiki-trace-player.h"

G_BEGIN_DECLS

#define FUTOSHIKI_TYPE_RUN_TREE (futoshiki_run_tree_get_type ())

G_DECLARE_FINAL_TYPE (FutoshikiRunTree, futoshiki_run_tree, FUTOSHIKI, RUN_TREE, GObject)

/* The one tree of player's recording, shared by every view of it; made,
 * and its building started, on the first call. Transfer none: it lives
 * as long as the player. */
FutoshikiRunTree           *futoshiki_run_tree_get_for_player (FutoshikiTracePlayer *player);
/* The tree once built ("ready" turns TRUE), else NULL. It belongs to
 * the player's run tree and holds as long as the player. An empty tree
 * (futo_search_tree_is_empty()) for a local search. */
const FutoSearchTree *futoshiki_run_tree_get_tree       (FutoshikiRunTree     *self);
gboolean              futoshiki_run_tree_get_ready      (FutoshikiRunTree     *self);
/* The node the player shows at position (after position events): the
 * root before any; SIZE_MAX while the tree builds and for an empty one. */
size_t                futoshiki_run_tree_node_at_position (FutoshikiRunTree   *self,
                                                           guint64       position);

G_END_DECLS
