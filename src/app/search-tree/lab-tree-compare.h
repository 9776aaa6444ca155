/* lab-tree-compare.h: two methods' search trees side by side
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "lab-merged-tree-view.h"
#include "lab-search-tree-view.h"
#include "futoshiki-trace-player.h"

G_BEGIN_DECLS

#define LAB_TYPE_TREE_COMPARE (lab_tree_compare_get_type ())

G_DECLARE_FINAL_TYPE (LabTreeCompare, lab_tree_compare, LAB, TREE_COMPARE, AdwWindow)

/* The tree of player's run on the left; on the right the run of another
 * method on the same puzzle, recorded when the window opens and again
 * when another method is picked. */
LabTreeCompare *lab_tree_compare_new              (GtkWindow      *parent,
                                                   FutoshikiTracePlayer *player);
const char     *lab_tree_compare_get_algorithm_id (LabTreeCompare *self);
void            lab_tree_compare_set_algorithm_id (LabTreeCompare *self,
                                                   const char     *algorithm_id);
LabSearchTreeView  *lab_tree_compare_get_tree         (LabTreeCompare *self,
                                                       guint           side);
/* Both trees built and arranged: each fitted, or at one scale. */
gboolean        lab_tree_compare_get_arranged     (LabTreeCompare *self);
/* Whether both trees are drawn at one scale (default: each fitted). */
gboolean        lab_tree_compare_get_same_scale   (LabTreeCompare *self);
void            lab_tree_compare_set_same_scale   (LabTreeCompare *self,
                                                   gboolean        same_scale);
/* Whether the Merged view shows (else the two trees side by side); the
 * choice is remembered in the settings (tree-compare-view). */
gboolean        lab_tree_compare_get_merged       (LabTreeCompare *self);
void            lab_tree_compare_set_merged       (LabTreeCompare *self,
                                                   gboolean        merged);
LabMergedTreeView *lab_tree_compare_get_merged_view (LabTreeCompare *self);
/* The right side's recording, NULL while it records. */
FutoshikiTracePlayer *lab_tree_compare_get_player       (LabTreeCompare *self);

G_END_DECLS
