/* lab-similar-list.h: a run's repeated failures, as a list of groups
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "futo-search-tree.h"

G_BEGIN_DECLS

#define LAB_TYPE_SIMILAR_LIST (lab_similar_list_get_type ())

G_DECLARE_FINAL_TYPE (LabSimilarList, lab_similar_list, LAB, SIMILAR_LIST, GtkBox)

GtkWidget *lab_similar_list_new          (void);
/* The tree whose groups to list (borrowed: it must outlive the list or be
 * replaced first); NULL empties it. The groups are found when the list is
 * first shown. */
void       lab_similar_list_set_tree     (LabSimilarList       *self,
                                          const FutoSearchTree *tree);
/* The groups found (0 before the list was shown) and the selected one,
 * -1 for none; selecting emits ::group-selected. */
guint      lab_similar_list_get_n_groups (LabSimilarList       *self);
int        lab_similar_list_get_selected (LabSimilarList       *self);
void       lab_similar_list_select       (LabSimilarList       *self,
                                          int                   group);
/* The roots of the selected group's subtrees (NULL, 0 for none). */
const guint32 *lab_similar_list_get_members (LabSimilarList    *self,
                                             gsize             *n_members);
/* Finds the groups now, if not yet done (the list does when shown). */
void       lab_similar_list_update       (LabSimilarList       *self);

G_END_DECLS
