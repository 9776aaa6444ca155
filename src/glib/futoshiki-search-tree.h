/* futoshiki-search-tree.h: the search tree of a recorded run, for scripts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

/* The core's tree, for C (futo-search-tree.h): its header takes
 * <stdatomic.h>, which the introspection scanner cannot read, and scripts
 * read the tree through the properties. */
#ifndef __GI_SCANNER__
typedef struct FutoSearchTree FutoSearchTree;
#endif

G_BEGIN_DECLS

#define FUTOSHIKI_TYPE_SEARCH_TREE (futoshiki_search_tree_get_type ())

G_DECLARE_FINAL_TYPE (FutoshikiSearchTree, futoshiki_search_tree, FUTOSHIKI, SEARCH_TREE, GObject)

guint64               futoshiki_search_tree_get_nodes     (FutoshikiSearchTree *self);
guint64               futoshiki_search_tree_get_decisions (FutoshikiSearchTree *self);
guint64               futoshiki_search_tree_get_dead_ends (FutoshikiSearchTree *self);
guint64               futoshiki_search_tree_get_solutions (FutoshikiSearchTree *self);
guint64               futoshiki_search_tree_get_cut       (FutoshikiSearchTree *self);
gint                  futoshiki_search_tree_get_depth     (FutoshikiSearchTree *self);
gboolean              futoshiki_search_tree_get_empty     (FutoshikiSearchTree *self);

gboolean              futoshiki_search_tree_save_picture  (FutoshikiSearchTree *self,
                                                           GFile               *file,
                                                           const char          *format_id,
                                                           GError             **error);

#ifndef __GI_SCANNER__
const FutoSearchTree *futoshiki_search_tree_get_core      (FutoshikiSearchTree *self);
#endif

G_END_DECLS
