/* lab-tree-compare.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "Forward checking explores a smaller tree than backtracking" is best
 * seen, not read: this window draws the visualizer's run on the left and
 * another method's run on the same puzzle on the right, each fitted to its
 * side, or at one scale (Same Scale): then the two trees' scales are bound
 * both ways, so zooming one zooms the other, the wider tree is fitted to
 * its side and the other starts from its root at that scale, so the
 * smaller tree looks smaller.
 *
 * Merged draws the two runs as one tree (LabMergedTreeView): what both
 * searched once, each run's own branches marked, the first divergence
 * named; which of the two views shows is remembered in the settings.
 *
 * The right run is recorded as the visualizer records (the first
 * solution, seed 1, the same limit on events), in a worker thread; the
 * left tree follows the visualizer's player, so a click on it moves the
 * board as a click in the panel does.
 */
#define G_LOG_DOMAIN "lab-tree-compare"

#include "config.h"

#include <inttypes.h>

#include <glib/gi18n.h>

#include "futoshiki-algorithm-text.h"
#include "futoshiki-run-tree.h"
#include "futoshiki-solve-job.h"
#include "lab-merged-tree-view.h"
#include "lab-tree-compare.h"

#define RECORD_TIME_LIMIT 60.0

struct _LabTreeCompare
{
  AdwWindow        parent_instance;

  FutoshikiTracePlayer  *left_player;
  FutoshikiTracePlayer  *right_player;
  GPtrArray       *algorithm_ids;
  GCancellable    *cancellable;
  GSettings       *settings;
  guint            arrange_tick;
  gboolean         same_scale;
  GBinding        *leaf_binding;
  GBinding        *level_binding;

  /* Template children */
  GtkLabel        *left_title;
  GtkLabel        *left_totals;
  LabSearchTreeView   *left_tree;
  GtkDropDown     *algorithm_dropdown;
  GtkLabel        *right_totals;
  LabSearchTreeView   *right_tree;
  GtkLabel        *scale_note;
  GtkSwitch       *same_scale_switch;
  GtkWidget       *same_scale_box;
  GtkStack        *view_stack;
  GtkLabel        *merged_note;
  LabMergedTreeView *merged_tree;
};

G_DEFINE_FINAL_TYPE (LabTreeCompare, lab_tree_compare, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_SAME_SCALE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void record (LabTreeCompare *self);

static char *
totals_text (LabSearchTreeView *tree)
{
  const FutoSearchTree *search = lab_search_tree_view_get_tree (tree);
  FutoTreeTotals totals;

  if (search == NULL)
    return g_strdup (_("Recording and building the tree…"));
  futo_search_tree_get_totals (search, &totals);
  /* Translators: the size of a search tree, its nodes counted as the
   * run's statistics count them */
  return g_strdup_printf (_("Nodes %'" PRIu64 " · Dead ends %'" PRIu64 " · Solutions %'" PRIu64 " · Depth %d"),
                          totals.nodes, totals.dead_ends, totals.solutions, totals.depth);
}

static guint32
leaves_of (LabSearchTreeView *tree)
{
  const FutoSearchTree *search = lab_search_tree_view_get_tree (tree);

  if (search == NULL || futo_search_tree_get_n_nodes (search) == 0)
    return 0;
  return futo_search_tree_get_nodes (search, NULL)[0].leaves;
}

/* Once both are built and on screen: the wider fits, the other shows its
 * root at the same scale (the bindings carry the scale over). A tree
 * built before its canvas had a size would be fitted to nothing, so this
 * waits for the first frame that has both. */
static gboolean
arrange_cb (GtkWidget     *widget,
            GdkFrameClock *clock,
            gpointer       data)
{
  LabTreeCompare *self = LAB_TREE_COMPARE (widget);
  GtkWidget *left_canvas = lab_search_tree_view_get_canvas (self->left_tree);
  GtkWidget *right_canvas = lab_search_tree_view_get_canvas (self->right_tree);
  LabSearchTreeView *wider, *narrower;

  if (gtk_widget_get_width (left_canvas) <= 1 || gtk_widget_get_width (right_canvas) <= 1)
    return G_SOURCE_CONTINUE;
  self->arrange_tick = 0;
  wider = leaves_of (self->left_tree) >= leaves_of (self->right_tree) ? self->left_tree : self->right_tree;
  narrower = wider == self->left_tree ? self->right_tree : self->left_tree;
  lab_search_tree_view_show_whole (wider);
  if (self->same_scale)
    lab_search_tree_view_show_root (narrower);
  else
    lab_search_tree_view_show_whole (narrower);
  return G_SOURCE_REMOVE;
}

static void
arrange (LabTreeCompare *self)
{
  if (!lab_search_tree_view_get_ready (self->left_tree) || !lab_search_tree_view_get_ready (self->right_tree))
    return;
  if (self->arrange_tick == 0)
    self->arrange_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), arrange_cb, NULL, NULL);
}

/* What the sides show, and how the two trees' sizes compare: at one scale
 * the picture says it, each fitted the words must. */
static void
update_scale_note (LabTreeCompare *self)
{
  guint32 left = leaves_of (self->left_tree), right = leaves_of (self->right_tree);
  g_autofree char *note = NULL;

  if (self->same_scale)
    note = g_strdup (_("Both trees at one scale: the wider fits its side, so the smaller looks as small as it "
                       "is. Zoom or pan either, and the other follows the scale."));
  else if (left > 0 && right > 0 && left >= right)
    /* Translators: the two trees each fitted to its side; how many times
     * wider (in leaves) the bigger one is, e.g. "7.0" */
    note = g_strdup_printf (_("Each tree fits its own side. The left tree has %.1f times the leaves of the right "
                              "one. Same Scale shows them at one scale."), (double) left / right);
  else if (left > 0 && right > 0)
    note = g_strdup_printf (_("Each tree fits its own side. The right tree has %.1f times the leaves of the left "
                              "one. Same Scale shows them at one scale."), (double) right / left);
  else
    note = g_strdup (_("Each tree fits its own side. Same Scale shows them at one scale."));
  gtk_label_set_text (self->scale_note, note);
}

gboolean
lab_tree_compare_get_same_scale (LabTreeCompare *self)
{
  g_return_val_if_fail (LAB_IS_TREE_COMPARE (self), FALSE);
  return self->same_scale;
}

void
lab_tree_compare_set_same_scale (LabTreeCompare *self,
                                 gboolean        same_scale)
{
  g_return_if_fail (LAB_IS_TREE_COMPARE (self));

  same_scale = !!same_scale;
  if (self->same_scale == same_scale)
    return;
  self->same_scale = same_scale;
  g_clear_pointer (&self->leaf_binding, g_binding_unbind);
  g_clear_pointer (&self->level_binding, g_binding_unbind);
  if (same_scale)
    {
      /* Bound both ways, so that zooming either zooms both; the
       * narrower takes the wider's scale at once. */
      LabSearchTreeView *wider = leaves_of (self->left_tree) >= leaves_of (self->right_tree) ? self->left_tree
                                                                                         : self->right_tree;
      LabSearchTreeView *narrower = wider == self->left_tree ? self->right_tree : self->left_tree;

      self->leaf_binding = g_object_bind_property (wider, "leaf-width", narrower, "leaf-width",
                                                   G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
      self->level_binding = g_object_bind_property (wider, "level-height", narrower, "level-height",
                                                    G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
    }
  update_scale_note (self);
  arrange (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAME_SCALE]);
}

static const char *
name_of (FutoshikiTracePlayer *player)
{
  const char *id = player != NULL ? futoshiki_trace_player_get_algorithm_id (player) : NULL;
  const FutoAlgorithm *algorithm = id != NULL ? futo_algorithm_find (id) : NULL;

  return algorithm != NULL ? futoshiki_algorithm_name (algorithm) : id;
}

/* The merged tree once both runs' trees are built (a linear walk, done
 * here: it takes a few milliseconds for a million nodes). */
static void
update_merged (LabTreeCompare *self)
{
  gboolean ready = lab_search_tree_view_get_ready (self->left_tree) && lab_search_tree_view_get_ready (self->right_tree);

  if (!ready)
    {
      lab_merged_tree_view_set_trees (self->merged_tree, NULL, NULL, NULL, NULL);
      gtk_label_set_text (self->merged_note, _("Recording and building the tree…"));
      return;
    }
  lab_merged_tree_view_set_trees (self->merged_tree, lab_search_tree_view_get_tree (self->left_tree),
                                  name_of (self->left_player), lab_search_tree_view_get_tree (self->right_tree),
                                  name_of (self->right_player));
  if (lab_merged_tree_view_get_merged (self->merged_tree) == NULL)
    gtk_label_set_text (self->merged_note, _("A local search builds no tree to merge."));
  else
    gtk_label_set_text (self->merged_note,
                        _("Both runs in one tree: what both searched is drawn once, each run's own branches in its "
                          "colour, the second's dashed. Scroll to zoom, drag to pan, double-click to fit, click a "
                          "node to go there in its run."));
}

/* A node clicked in the merged tree goes to its moment in its own run:
 * the left tree's follows the visualizer's player, so the board moves. */
static void
on_merged_activate (LabTreeCompare *self,
                    int             run,
                    guint64         node)
{
  lab_search_tree_view_activate_node (run == 0 ? self->left_tree : self->right_tree, (size_t) node);
}

static void
update_view (LabTreeCompare *self)
{
  gtk_widget_set_visible (self->same_scale_box,
                          g_strcmp0 (gtk_stack_get_visible_child_name (self->view_stack), "pair") == 0);
}

void
lab_tree_compare_set_merged (LabTreeCompare *self,
                             gboolean        merged)
{
  g_return_if_fail (LAB_IS_TREE_COMPARE (self));
  gtk_stack_set_visible_child_name (self->view_stack, merged ? "merged" : "pair");
}

gboolean
lab_tree_compare_get_merged (LabTreeCompare *self)
{
  g_return_val_if_fail (LAB_IS_TREE_COMPARE (self), FALSE);
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->view_stack), "merged") == 0;
}

LabMergedTreeView *
lab_tree_compare_get_merged_view (LabTreeCompare *self)
{
  g_return_val_if_fail (LAB_IS_TREE_COMPARE (self), NULL);
  return self->merged_tree;
}

static void
on_tree_ready (LabTreeCompare *self)
{
  g_autofree char *left = totals_text (self->left_tree);
  g_autofree char *right = totals_text (self->right_tree);

  gtk_label_set_text (self->left_totals, left);
  gtk_label_set_text (self->right_totals, right);
  update_merged (self);
  update_scale_note (self);
  arrange (self);
}

gboolean
lab_tree_compare_get_arranged (LabTreeCompare *self)
{
  g_return_val_if_fail (LAB_IS_TREE_COMPARE (self), FALSE);
  return lab_search_tree_view_get_ready (self->left_tree) && lab_search_tree_view_get_ready (self->right_tree)
         && self->arrange_tick == 0;
}

static void
on_recorded (GObject      *object,
             GAsyncResult *result,
             gpointer      data)
{
  g_autoptr(LabTreeCompare) self = data;
  g_autoptr(FutoshikiSolveJob) job = FUTOSHIKI_SOLVE_JOB (object);
  g_autoptr(GError) error = NULL;
  const FutoAlgorithm *algorithm = futoshiki_solve_job_get_algorithm (job);
  FutoTrace *trace;

  if (!futoshiki_solve_job_run_finish (job, result, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        gtk_label_set_text (self->right_totals, error->message);
      return;
    }
  trace = futoshiki_solve_job_steal_trace (job);
  if (trace == NULL)
    {
      gtk_label_set_text (self->right_totals, _("The run recorded nothing"));
      return;
    }
  g_clear_object (&self->right_player);
  self->right_player = futoshiki_trace_player_new (trace, futoshiki_solve_job_get_puzzle (job),
                                                   futoshiki_solve_job_get_algorithm_id (job),
                                                   algorithm != NULL && algorithm->stochastic);
  lab_trace_view_set_player (LAB_TRACE_VIEW (self->right_tree), self->right_player);
  on_tree_ready (self);
}

static void
record (LabTreeCompare *self)
{
  const char *id = lab_tree_compare_get_algorithm_id (self);
  g_autoptr(FutoshikiSolveJob) job = NULL;

  if (id == NULL || self->left_player == NULL)
    return;
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  g_clear_object (&self->right_player);
  lab_trace_view_set_player (LAB_TRACE_VIEW (self->right_tree), NULL);
  gtk_label_set_text (self->right_totals, _("Recording and building the tree…"));

  job = futoshiki_solve_job_new (futoshiki_trace_player_get_puzzle (self->left_player), id);
  futoshiki_solve_job_set_record_trace (job, MAX (g_settings_get_uint (self->settings, "trace-limit"), 1));
  futoshiki_solve_job_set_solution_limit (job, 1);
  futoshiki_solve_job_set_seed (job, 1);
  futoshiki_solve_job_set_time_limit (job, RECORD_TIME_LIMIT);
  futoshiki_solve_job_run_async (g_steal_pointer (&job), self->cancellable, on_recorded, g_object_ref (self));
}

const char *
lab_tree_compare_get_algorithm_id (LabTreeCompare *self)
{
  guint selected;

  g_return_val_if_fail (LAB_IS_TREE_COMPARE (self), NULL);

  selected = gtk_drop_down_get_selected (self->algorithm_dropdown);
  return selected < self->algorithm_ids->len ? g_ptr_array_index (self->algorithm_ids, selected) : NULL;
}

void
lab_tree_compare_set_algorithm_id (LabTreeCompare *self,
                                   const char     *algorithm_id)
{
  g_return_if_fail (LAB_IS_TREE_COMPARE (self));

  for (guint i = 0; i < self->algorithm_ids->len; i++)
    if (g_strcmp0 (g_ptr_array_index (self->algorithm_ids, i), algorithm_id) == 0)
      gtk_drop_down_set_selected (self->algorithm_dropdown, i);
}

LabSearchTreeView *
lab_tree_compare_get_tree (LabTreeCompare *self,
                           guint           side)
{
  g_return_val_if_fail (LAB_IS_TREE_COMPARE (self), NULL);
  return side == 0 ? self->left_tree : self->right_tree;
}

FutoshikiTracePlayer *
lab_tree_compare_get_player (LabTreeCompare *self)
{
  g_return_val_if_fail (LAB_IS_TREE_COMPARE (self), NULL);
  return self->right_player;
}

/* The methods that build a tree: a local search has none to compare. */
static void
fill_algorithms (LabTreeCompare *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  const FutoAlgorithm *const *all;
  gsize n = 0;

  all = futo_algorithms (&n);
  for (gsize i = 0; i < n; i++)
    {
      if (all[i]->node_count == FUTO_NODE_COUNT_NONE)
        continue;
      gtk_string_list_append (names, futoshiki_algorithm_name (all[i]));
      g_ptr_array_add (self->algorithm_ids, g_strdup (all[i]->id));
    }
  gtk_drop_down_set_model (self->algorithm_dropdown, G_LIST_MODEL (names));
}

LabTreeCompare *
lab_tree_compare_new (GtkWindow      *parent,
                      FutoshikiTracePlayer *player)
{
  LabTreeCompare *self;
  const FutoAlgorithm *algorithm;
  const char *id;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (player), NULL);

  self = g_object_new (LAB_TYPE_TREE_COMPARE, "transient-for", parent, NULL);
  self->left_player = g_object_ref (player);
  id = futoshiki_trace_player_get_algorithm_id (player);
  algorithm = futo_algorithm_find (id);
  gtk_label_set_text (self->left_title, algorithm != NULL ? futoshiki_algorithm_name (algorithm) : id);
  lab_trace_view_set_player (LAB_TRACE_VIEW (self->left_tree), player);
  /* Backtracking against forward checking, the lesson's pair, unless the
   * left is one of them: then the other. */
  lab_tree_compare_set_algorithm_id (self, g_strcmp0 (id, "bt") == 0 ? "fc" : "bt");
  g_signal_connect_object (self->algorithm_dropdown, "notify::selected",
                           G_CALLBACK (record), self, G_CONNECT_SWAPPED);
  record (self);
  return self;
}

static void
lab_tree_compare_dispose (GObject *object)
{
  LabTreeCompare *self = LAB_TREE_COMPARE (object);

  if (self->arrange_tick != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->arrange_tick);
      self->arrange_tick = 0;
    }
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->left_player);
  g_clear_object (&self->right_player);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), LAB_TYPE_TREE_COMPARE);

  G_OBJECT_CLASS (lab_tree_compare_parent_class)->dispose (object);
}

static void
lab_tree_compare_finalize (GObject *object)
{
  LabTreeCompare *self = LAB_TREE_COMPARE (object);

  g_ptr_array_unref (self->algorithm_ids);

  G_OBJECT_CLASS (lab_tree_compare_parent_class)->finalize (object);
}

static void
lab_tree_compare_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  LabTreeCompare *self = LAB_TREE_COMPARE (object);

  switch (prop_id)
    {
    case PROP_SAME_SCALE:
      g_value_set_boolean (value, self->same_scale);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_tree_compare_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  LabTreeCompare *self = LAB_TREE_COMPARE (object);

  switch (prop_id)
    {
    case PROP_SAME_SCALE:
      lab_tree_compare_set_same_scale (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lab_tree_compare_class_init (LabTreeCompareClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lab_tree_compare_dispose;
  object_class->finalize = lab_tree_compare_finalize;
  object_class->get_property = lab_tree_compare_get_property;
  object_class->set_property = lab_tree_compare_set_property;

  properties[PROP_SAME_SCALE] =
    g_param_spec_boolean ("same-scale", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (LAB_TYPE_SEARCH_TREE_VIEW);
  g_type_ensure (LAB_TYPE_MERGED_TREE_VIEW);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/futoshikilab/FutoshikiLab/ui/search-tree/lab-tree-compare.ui");
  gtk_widget_class_bind_template_child (widget_class, LabTreeCompare, left_title);
  gtk_widget_class_bind_template_child (widget_class, LabTreeCompare, left_totals);
  gtk_widget_class_bind_template_child (widget_class, LabTreeCompare, left_tree);
  gtk_widget_class_bind_template_child (widget_class, LabTreeCompare, algorithm_dropdown);
  gtk_widget_class_bind_template_child (widget_class, LabTreeCompare, right_totals);
  gtk_widget_class_bind_template_child (widget_class, LabTreeCompare, right_tree);
  gtk_widget_class_bind_template_child (widget_class, LabTreeCompare, scale_note);
  gtk_widget_class_bind_template_child (widget_class, LabTreeCompare, same_scale_switch);
  gtk_widget_class_bind_template_child (widget_class, LabTreeCompare, same_scale_box);
  gtk_widget_class_bind_template_child (widget_class, LabTreeCompare, view_stack);
  gtk_widget_class_bind_template_child (widget_class, LabTreeCompare, merged_note);
  gtk_widget_class_bind_template_child (widget_class, LabTreeCompare, merged_tree);
}

static void
lab_tree_compare_init (LabTreeCompare *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (APP_ID);
  self->algorithm_ids = g_ptr_array_new_with_free_func (g_free);
  fill_algorithms (self);
  lab_search_tree_view_set_show_compare (self->left_tree, FALSE);
  lab_search_tree_view_set_show_compare (self->right_tree, FALSE);
  /* Each tree fitted by default: at one scale the smaller one of a pair
   * such as bt and fc is a sliver. */
  g_object_bind_property (self, "same-scale", self->same_scale_switch, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  update_scale_note (self);
  update_merged (self);
  g_settings_bind (self->settings, "tree-compare-view", self->view_stack, "visible-child-name", G_SETTINGS_BIND_DEFAULT);
  g_signal_connect_object (self->view_stack, "notify::visible-child-name", G_CALLBACK (update_view), self,
                           G_CONNECT_SWAPPED);
  update_view (self);
  g_signal_connect_object (self->left_tree, "notify::ready", G_CALLBACK (on_tree_ready), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->merged_tree, "activate-node", G_CALLBACK (on_merged_activate), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->right_tree, "notify::ready", G_CALLBACK (on_tree_ready), self, G_CONNECT_SWAPPED);
}
