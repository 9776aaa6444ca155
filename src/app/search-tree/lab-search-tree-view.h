/* lab-search-tree.h: the search tree of a recorded run, following the player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "futo-render-tree.h"
#include "lab-similar-list.h"
#include "lab-trace-view.h"

G_BEGIN_DECLS

#define LAB_TYPE_SEARCH_TREE_VIEW (lab_search_tree_view_get_type ())

G_DECLARE_FINAL_TYPE (LabSearchTreeView, lab_search_tree_view, LAB, SEARCH_TREE_VIEW, LabTraceView)

GtkWidget            *lab_search_tree_view_new              (void);
/* The tree of the player's run once built ("ready"); NULL before, and
 * without a player. Empty for a local search. */
const FutoSearchTree *lab_search_tree_view_get_tree         (LabSearchTreeView *self);
gboolean              lab_search_tree_view_get_ready        (LabSearchTreeView *self);
/* What the canvas shows. */
const FutoTreeView   *lab_search_tree_view_get_view         (LabSearchTreeView *self);
/* The scale, device pixels per leaf across and per level down. Two
 * trees bound on "leaf-width" and "level-height" show two runs at the
 * same scale. */
double                lab_search_tree_view_get_leaf_width   (LabSearchTreeView *self);
void                  lab_search_tree_view_set_leaf_width   (LabSearchTreeView *self,
                                                             double         leaf_width);
double                lab_search_tree_view_get_level_height (LabSearchTreeView *self);
void                  lab_search_tree_view_set_level_height (LabSearchTreeView *self,
                                                             double         level_height);
/* How much the labels, nodes and caption grow (1 to 4; presentation mode
 * sets it from the screen's height). */
double                lab_search_tree_view_get_text_scale   (LabSearchTreeView *self);
void                  lab_search_tree_view_set_text_scale   (LabSearchTreeView *self,
                                                             double             text_scale);
/* The whole tree fitted to the canvas, as 0 does. */
void                  lab_search_tree_view_show_whole       (LabSearchTreeView *self);
/* The root at the top centre, at the scale shown. */
void                  lab_search_tree_view_show_root        (LabSearchTreeView *self);
/* Whether the button that asks for another method's tree beside this one
 * (::compare) is shown (by default). */
void                  lab_search_tree_view_set_show_compare (LabSearchTreeView *self,
                                                             gboolean       show);
/* Zooms around the canvas's centre, in by a factor above 1. */
void                  lab_search_tree_view_zoom             (LabSearchTreeView *self,
                                                             double         factor);
/* The node the keyboard is on (what Enter goes to), and the node of the
 * player's position; SIZE_MAX when there is none. */
size_t                lab_search_tree_view_get_focus_node   (LabSearchTreeView *self);
void                  lab_search_tree_view_set_focus_node   (LabSearchTreeView *self,
                                                             size_t         node);
size_t                lab_search_tree_view_get_current_node (LabSearchTreeView *self);
/* Moves the player to the moment of node, as a click on it does. */
void                  lab_search_tree_view_activate_node    (LabSearchTreeView *self,
                                                             size_t         node);
/* The node drawn at x, y of the canvas, or SIZE_MAX. */
size_t                lab_search_tree_view_node_at          (LabSearchTreeView *self,
                                                             double         x,
                                                             double         y);
/* Where node is drawn, in the canvas's coordinates (perhaps outside it). */
gboolean              lab_search_tree_view_get_node_point   (LabSearchTreeView *self,
                                                             size_t         node,
                                                             double        *x,
                                                             double        *y);
/* What a screen reader hears for node: "r3c5 = 4, depth 7, refuted: r4c5
 * has no value left". */
char                 *lab_search_tree_view_describe_node    (LabSearchTreeView *self,
                                                             size_t         node);
/* The list of repeated failures (in the Repeats popover), and the marks
 * of its chosen group: one byte a node, NULL when none is chosen. */
LabSimilarList       *lab_search_tree_view_get_similar_list (LabSearchTreeView *self);
const guint8         *lab_search_tree_view_get_marks        (LabSearchTreeView *self);
/* The widget the keyboard and pointer act on. */
GtkWidget            *lab_search_tree_view_get_canvas       (LabSearchTreeView *self);

G_END_DECLS
