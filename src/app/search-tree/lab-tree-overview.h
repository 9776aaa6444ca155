/* lab-tree-overview.h: the whole of a search tree in a strip, linked to its view
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "futo-render-overview.h"

G_BEGIN_DECLS

#define LAB_TYPE_TREE_OVERVIEW (lab_tree_overview_get_type ())

G_DECLARE_FINAL_TYPE (LabTreeOverview, lab_tree_overview, LAB, TREE_OVERVIEW, GtkDrawingArea)

GtkWidget              *lab_tree_overview_new            (void);
/* The tree to show, borrowed (NULL: none); it must outlive the widget's
 * use of it, or be replaced first. */
void                    lab_tree_overview_set_tree       (LabTreeOverview      *self,
                                                          const FutoSearchTree *tree);
/* The overview as last built for the widget's size, NULL before it is
 * drawn or without a tree. */
const FutoTreeOverview *lab_tree_overview_get_overview   (LabTreeOverview      *self);
/* The node of the player, marked; SIZE_MAX for none. */
void                    lab_tree_overview_set_current    (LabTreeOverview      *self,
                                                          size_t                node);
size_t                  lab_tree_overview_get_current    (LabTreeOverview      *self);
/* What the tree's view shows, framed (NULL: nothing). */
void                    lab_tree_overview_set_view       (LabTreeOverview      *self,
                                                          const FutoTreeView   *view);
/* The node under the widget's point (x, y), SIZE_MAX for none; the middle
 * of node's bin. */
size_t                  lab_tree_overview_node_at        (LabTreeOverview      *self,
                                                          double                x,
                                                          double                y);
gboolean                lab_tree_overview_get_node_point (LabTreeOverview      *self,
                                                          size_t                node,
                                                          double               *x,
                                                          double               *y);
/* The keyboard cursor's bin; FALSE before the strip first had the focus. */
gboolean                lab_tree_overview_get_cursor     (LabTreeOverview      *self,
                                                          int                  *column,
                                                          int                  *row);

G_END_DECLS
