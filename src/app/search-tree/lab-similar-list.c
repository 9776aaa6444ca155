/* lab-similar-list.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Repeats, in the search tree's popover: the groups of alike failed
 * subtrees (futo_search_tree_find_similar()), the largest share of the
 * tree first, each a row that says how many fail where ("349 subtrees of
 * 7 nodes fail at r4c5 the same way"). Choosing a row selects the group,
 * and the tree view marks its subtrees. The groups are found when the
 * list is first shown, not for every recording.
 */
#define G_LOG_DOMAIN "lab-similar-list"

#include "config.h"

#include <glib/gi18n.h>

#include "lab-similar-list.h"

/* As the command line's: a try and one refutation under it repeat
 * everywhere. */
#define MIN_SIZE 3
#define MAX_ROWS 200

struct _LabSimilarList
{
  GtkBox               parent_instance;

  const FutoSearchTree *tree;
  FutoSimilarSubtrees  *similar;
  int                   selected;
  GtkLabel             *summary;
  GtkListBox           *rows;
};

G_DEFINE_FINAL_TYPE (LabSimilarList, lab_similar_list, GTK_TYPE_BOX)

enum {
  GROUP_SELECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static char *
group_text (const FutoSearchTree   *tree,
            const FutoSimilarGroup *group)
{
  int size = futo_search_tree_get_size (tree);

  if (group->culprit >= 0)
    {
      /* The cell as the tree's labels name it (German "Z4S5"). */
      g_autofree char *cell = g_strdup_printf ("%s%d%s%d", C_("cell", "r"), group->culprit / size + 1,
                                               C_("cell", "c"), group->culprit % size + 1);

      /* Translators: a group of repeated failures in a search tree; the
       * number of subtrees, their size in nodes and the cell they fail at */
      return g_strdup_printf (ngettext ("%'u subtree of %'u nodes fails at %s the same way",
                                        "%'u subtrees of %'u nodes fail at %s the same way", group->count),
                              group->count, group->size, cell);
    }
  return g_strdup_printf (ngettext ("%'u subtree of %'u nodes fails the same way",
                                    "%'u subtrees of %'u nodes fail the same way", group->count),
                          group->count, group->size);
}

static void
clear_rows (LabSimilarList *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->rows))) != NULL)
    gtk_list_box_remove (self->rows, child);
}

void
lab_similar_list_update (LabSimilarList *self)
{
  size_t n;

  g_return_if_fail (LAB_IS_SIMILAR_LIST (self));

  if (self->similar != NULL || self->tree == NULL)
    return;
  self->similar = futo_search_tree_find_similar (self->tree, MIN_SIZE, FALSE);
  if (self->similar == NULL)
    return;
  n = futo_similar_subtrees_get_n_groups (self->similar);
  clear_rows (self);
  for (size_t g = 0; g < n && g < MAX_ROWS; g++)
    {
      g_autofree char *text = group_text (self->tree, futo_similar_subtrees_get_group (self->similar, g));
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_margin_start (label, 6);
      gtk_widget_set_margin_end (label, 6);
      gtk_widget_set_margin_top (label, 4);
      gtk_widget_set_margin_bottom (label, 4);
      gtk_list_box_append (self->rows, label);
    }
  if (n == 0)
    gtk_label_set_text (self->summary, _("No failure repeats: no two failed subtrees of three nodes or more are "
                                         "alike."));
  else
    gtk_label_set_text (self->summary, _("Failed subtrees that make the same decisions below their roots and fail "
                                         "the same way. Choose one to mark them in the tree."));
}

void
lab_similar_list_set_tree (LabSimilarList       *self,
                           const FutoSearchTree *tree)
{
  g_return_if_fail (LAB_IS_SIMILAR_LIST (self));

  self->tree = tree;
  g_clear_pointer (&self->similar, futo_similar_subtrees_free);
  clear_rows (self);
  gtk_label_set_text (self->summary, tree != NULL ? "" : _("No tree yet."));
  if (self->selected >= 0)
    {
      self->selected = -1;
      g_signal_emit (self, signals[GROUP_SELECTED], 0);
    }
  if (tree != NULL && gtk_widget_get_mapped (GTK_WIDGET (self)))
    lab_similar_list_update (self);
}

guint
lab_similar_list_get_n_groups (LabSimilarList *self)
{
  g_return_val_if_fail (LAB_IS_SIMILAR_LIST (self), 0);
  return self->similar != NULL ? (guint) futo_similar_subtrees_get_n_groups (self->similar) : 0;
}

int
lab_similar_list_get_selected (LabSimilarList *self)
{
  g_return_val_if_fail (LAB_IS_SIMILAR_LIST (self), -1);
  return self->selected;
}

void
lab_similar_list_select (LabSimilarList *self,
                         int             group)
{
  g_return_if_fail (LAB_IS_SIMILAR_LIST (self));

  if (group < 0 || (guint) group >= lab_similar_list_get_n_groups (self))
    group = -1;
  if (group == self->selected)
    return;
  self->selected = group;
  if (group >= 0 && group < MAX_ROWS)
    gtk_list_box_select_row (self->rows, gtk_list_box_get_row_at_index (self->rows, group));
  else
    gtk_list_box_unselect_all (self->rows);
  g_signal_emit (self, signals[GROUP_SELECTED], 0);
}

const guint32 *
lab_similar_list_get_members (LabSimilarList *self,
                              gsize          *n_members)
{
  g_return_val_if_fail (LAB_IS_SIMILAR_LIST (self) && n_members != NULL, NULL);

  *n_members = 0;
  if (self->similar == NULL || self->selected < 0)
    return NULL;
  return futo_similar_subtrees_get_members (self->similar, (size_t) self->selected, n_members);
}

static void
on_row_activated (GtkListBox     *box,
                  GtkListBoxRow  *row,
                  LabSimilarList *self)
{
  lab_similar_list_select (self, gtk_list_box_row_get_index (row));
}

static void
on_map (LabSimilarList *self)
{
  lab_similar_list_update (self);
}

GtkWidget *
lab_similar_list_new (void)
{
  return g_object_new (LAB_TYPE_SIMILAR_LIST, NULL);
}

static void
lab_similar_list_finalize (GObject *object)
{
  LabSimilarList *self = LAB_SIMILAR_LIST (object);

  g_clear_pointer (&self->similar, futo_similar_subtrees_free);

  G_OBJECT_CLASS (lab_similar_list_parent_class)->finalize (object);
}

static void
lab_similar_list_class_init (LabSimilarListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = lab_similar_list_finalize;
  /* The selected group changed (lab_similar_list_get_selected()). */
  signals[GROUP_SELECTED] = g_signal_new ("group-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                          NULL, NULL, G_TYPE_NONE, 0);
}

static void
lab_similar_list_init (LabSimilarList *self)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *heading = gtk_label_new (_("Repeated Failures"));

  self->selected = -1;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_box_append (GTK_BOX (self), heading);
  self->summary = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->summary, TRUE);
  gtk_label_set_xalign (self->summary, 0);
  gtk_label_set_max_width_chars (self->summary, 40);
  gtk_widget_add_css_class (GTK_WIDGET (self->summary), "dim-label");
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->summary));
  self->rows = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_activate_on_single_click (self->rows, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->rows), "boxed-list");
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (self->rows));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 360);
  gtk_widget_set_size_request (scroller, 320, -1);
  gtk_box_append (GTK_BOX (self), scroller);
  g_signal_connect (self->rows, "row-activated", G_CALLBACK (on_row_activated), self);
  g_signal_connect (self, "map", G_CALLBACK (on_map), NULL);
}
