/* lab-search-tree.h: the search tree of a recorded run, following the player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "futo-search-tree.h"
#include "lab-trace-view.h"

G_BEGIN_DECLS

#define LAB_TYPE_SEARCH_TREE (lab_search_tree_get_type ())

G_DECLARE_FINAL_TYPE (LabSearchTree, lab_search_tree, LAB, SEARCH_TREE, LabTraceView)

GtkWidget            *lab_search_tree_new              (void);
/* The tree of the player's run; NULL without a player, or when the
 * method builds none (local search). */
const FutoSearchTree *lab_search_tree_get_tree         (LabSearchTree *self);
/* Pixels per unit of the tree's layout. Two trees bound on it show two
 * runs at the same scale. */
double                lab_search_tree_get_zoom         (LabSearchTree *self);
void                  lab_search_tree_set_zoom         (LabSearchTree *self,
                                                        double         zoom);
/* The node the keyboard is on (what Enter goes to), and the node of the
 * player's position; FUTO_SEARCH_TREE_NONE when there is none. */
size_t                lab_search_tree_get_focus_node   (LabSearchTree *self);
void                  lab_search_tree_set_focus_node   (LabSearchTree *self,
                                                        size_t         node);
size_t                lab_search_tree_get_current_node (LabSearchTree *self);
/* Moves the player to the moment of node, as a click on it does. */
void                  lab_search_tree_activate_node    (LabSearchTree *self,
                                                        size_t         node);
/* The node drawn at x, y of the widget, or FUTO_SEARCH_TREE_NONE. */
size_t                lab_search_tree_node_at          (LabSearchTree *self,
                                                        double         x,
                                                        double         y);
/* Where node is drawn, in the widget's coordinates; FALSE when it is
 * collapsed into a subtree's shape or out of the layout. */
gboolean              lab_search_tree_get_node_point   (LabSearchTree *self,
                                                        size_t         node,
                                                        double        *x,
                                                        double        *y);
/* What a screen reader hears for node: "r3c5 = 4, depth 7, refuted: r4c5
 * has no value left". */
char                 *lab_search_tree_describe_node    (LabSearchTree *self,
                                                        size_t         node);
/* The widget the keyboard and pointer act on. */
GtkWidget            *lab_search_tree_get_canvas       (LabSearchTree *self);

G_END_DECLS
