/* futoshiki-run-tree.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The search tree of a recording is one pass over all its events: for a
 * run of a million decisions, longer than a frame. It is built once per
 * recording in a worker thread and shared: the tree view, a second tree
 * beside it and the export dialog all ask the player's run tree, which
 * rides on the player (object data), so it is built once and freed with
 * the recording. While it builds, the worker holds the player, and so the
 * trace it reads.
 */
#define G_LOG_DOMAIN "lab-run-tree"

#include "config.h"

#include "futoshiki-run-tree.h"
#include "futoshiki-task.h"

#define PLAYER_KEY "lab-run-tree"

struct _FutoshikiRunTree
{
  GObject         parent_instance;

  FutoSearchTree *tree;
  GCancellable   *cancellable;
};

G_DEFINE_FINAL_TYPE (FutoshikiRunTree, futoshiki_run_tree, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_READY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

typedef struct
{
  FutoshikiTracePlayer *player;
  FutoNodeCount   count;
  FutoSearchTree *tree;
} Build;

static void
build_free (Build *build)
{
  g_clear_object (&build->player);
  g_clear_pointer (&build->tree, futo_search_tree_free);
  g_free (build);
}

static void
build_in_thread (gpointer          data,
                 const atomic_int *cancel)
{
  Build *build = data;

  build->tree = futo_search_tree_new (futoshiki_trace_player_get_trace (build->player), build->count, cancel);
}

static void
on_built (GObject      *object,
          GAsyncResult *result,
          gpointer      data)
{
  FutoshikiRunTree *self = FUTOSHIKI_RUN_TREE (object);
  Build *build = g_task_get_task_data (G_TASK (result));

  if (!g_task_propagate_boolean (G_TASK (result), NULL))
    return;
  if (build->tree == NULL)
    {
      g_warning ("Not enough memory for the search tree");
      return;
    }
  self->tree = g_steal_pointer (&build->tree);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READY]);
}

/* How the tree counts its nodes: as the trace says (a student's solver
 * says how it counts), else as the method of the registry it names
 * counts, else a plain search that counts its decisions. */
static FutoNodeCount
node_count_for (FutoshikiTracePlayer *player)
{
  const FutoAlgorithm *algorithm = futo_algorithm_find (futoshiki_trace_player_get_algorithm_id (player));
  FutoNodeCount count;

  if (futo_node_count_from_name (futo_trace_get_node_count (futoshiki_trace_player_get_trace (player)), &count))
    return count;
  if (algorithm != NULL)
    return algorithm->node_count;
  return futoshiki_trace_player_get_local_search (player) ? FUTO_NODE_COUNT_NONE : FUTO_NODE_COUNT_DECISIONS;
}

static void
start (FutoshikiRunTree     *self,
       FutoshikiTracePlayer *player)
{
  g_autoptr(GTask) task = NULL;
  Build *build = g_new0 (Build, 1);

  build->player = g_object_ref (player);
  build->count = node_count_for (player);
  task = g_task_new (self, self->cancellable, on_built, NULL);
  g_task_set_source_tag (task, start);
  g_task_set_task_data (task, build, (GDestroyNotify) build_free);
  futoshiki_task_run_in_thread (task, build_in_thread);
}

FutoshikiRunTree *
futoshiki_run_tree_get_for_player (FutoshikiTracePlayer *player)
{
  FutoshikiRunTree *self;

  g_return_val_if_fail (FUTOSHIKI_IS_TRACE_PLAYER (player), NULL);

  self = g_object_get_data (G_OBJECT (player), PLAYER_KEY);
  if (self != NULL)
    return self;
  self = g_object_new (FUTOSHIKI_TYPE_RUN_TREE, NULL);
  g_object_set_data_full (G_OBJECT (player), PLAYER_KEY, self, g_object_unref);
  start (self, player);
  return self;
}

const FutoSearchTree *
futoshiki_run_tree_get_tree (FutoshikiRunTree *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_RUN_TREE (self), NULL);
  return self->tree;
}

gboolean
futoshiki_run_tree_get_ready (FutoshikiRunTree *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_RUN_TREE (self), FALSE);
  return self->tree != NULL;
}

size_t
futoshiki_run_tree_node_at_position (FutoshikiRunTree *self,
                                     guint64     position)
{
  g_return_val_if_fail (FUTOSHIKI_IS_RUN_TREE (self), SIZE_MAX);

  if (self->tree == NULL || futo_search_tree_get_n_nodes (self->tree) == 0)
    return SIZE_MAX;
  /* Position p shows the events before it: the last applied is p - 1.
   * Before the first, the root, even when the first event decides. */
  return position > 0 ? futo_search_tree_node_at (self->tree, position - 1) : 0;
}

static void
futoshiki_run_tree_dispose (GObject *object)
{
  FutoshikiRunTree *self = FUTOSHIKI_RUN_TREE (object);

  g_cancellable_cancel (self->cancellable);

  G_OBJECT_CLASS (futoshiki_run_tree_parent_class)->dispose (object);
}

static void
futoshiki_run_tree_finalize (GObject *object)
{
  FutoshikiRunTree *self = FUTOSHIKI_RUN_TREE (object);

  g_clear_pointer (&self->tree, futo_search_tree_free);
  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (futoshiki_run_tree_parent_class)->finalize (object);
}

static void
futoshiki_run_tree_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  FutoshikiRunTree *self = FUTOSHIKI_RUN_TREE (object);

  switch (prop_id)
    {
    case PROP_READY:
      g_value_set_boolean (value, futoshiki_run_tree_get_ready (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
futoshiki_run_tree_class_init (FutoshikiRunTreeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = futoshiki_run_tree_dispose;
  object_class->finalize = futoshiki_run_tree_finalize;
  object_class->get_property = futoshiki_run_tree_get_property;

  properties[PROP_READY] =
    g_param_spec_boolean ("ready", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
futoshiki_run_tree_init (FutoshikiRunTree *self)
{
  self->cancellable = g_cancellable_new ();
}
