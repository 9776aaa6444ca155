/* lab-merged-tree-view.h: two runs' search trees merged into one, drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "futo-render-tree-merged.h"

G_BEGIN_DECLS

#define LAB_TYPE_MERGED_TREE_VIEW (lab_merged_tree_view_get_type ())

G_DECLARE_FINAL_TYPE (LabMergedTreeView, lab_merged_tree_view, LAB, MERGED_TREE_VIEW, GtkDrawingArea)

GtkWidget            *lab_merged_tree_view_new        (void);
/* Merges first and second (copied: they may go after the call), named
 * first_name and second_name in the legend, and shows the whole; NULLs
 * clear it. */
void                  lab_merged_tree_view_set_trees  (LabMergedTreeView    *self,
                                                       const FutoSearchTree *first,
                                                       const char           *first_name,
                                                       const FutoSearchTree *second,
                                                       const char           *second_name);
/* The merged tree shown, NULL before both trees are given. */
const FutoMergedTree *lab_merged_tree_view_get_merged (LabMergedTreeView    *self);
/* What the last frame drew, per side. */
void                  lab_merged_tree_view_get_drawn  (LabMergedTreeView    *self,
                                                       FutoMergedTreeDrawn  *drawn);
/* The whole tree fitted, as at first. */
void                  lab_merged_tree_view_show_whole (LabMergedTreeView    *self);
/* Zooms around the view's centre, in by a factor above 1. */
void                  lab_merged_tree_view_zoom       (LabMergedTreeView    *self,
                                                       double                factor);

/* The merged tree's node under the widget's point, SIZE_MAX for none;
 * activating one emits ::activate-node with its run and its index there. */
size_t                lab_merged_tree_view_node_at       (LabMergedTreeView    *self,
                                                          double                x,
                                                          double                y);
void                  lab_merged_tree_view_activate_node (LabMergedTreeView    *self,
                                                          size_t                node);

G_END_DECLS
