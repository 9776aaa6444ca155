/* futoshiki-search-tree.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A FutoSearchTree (src/core/futo-search-tree.h) made once from a trace
 * and kept read-only: its totals are properties, counted as the run's
 * method counts its nodes, so that a script compares its own run's tree
 * with a built-in method's; its picture is the renderer's, the same as
 * the app's Export and `futoshiki tree`.
 */
#define G_LOG_DOMAIN "futoshiki-search-tree"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "futo-render-tree.h"
#include "futoshiki-error.h"
#include "futoshiki-error-text.h"
#include "futoshiki-file-save.h"
#include "futoshiki-search-tree-private.h"

/**
 * FutoshikiSearchTree:
 *
 * The search tree of a recorded run, as futoshiki_trace_build_tree()
 * makes it: the root is the board before the first decision, every other
 * node a decision, its children the decisions tried under it. Its counts
 * are properties; futoshiki_search_tree_save_picture() draws it.
 *
 * A local search makes no decisions: its tree is empty (no node, not
 * even the root).
 */
struct _FutoshikiSearchTree
{
  GObject         parent_instance;

  FutoSearchTree *tree;
  FutoTreeTotals  totals;
};

G_DEFINE_FINAL_TYPE (FutoshikiSearchTree, futoshiki_search_tree, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NODES,
  PROP_DECISIONS,
  PROP_DEAD_ENDS,
  PROP_SOLUTIONS,
  PROP_CUT,
  PROP_DEPTH,
  PROP_EMPTY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

FutoshikiSearchTree *
_futoshiki_search_tree_new_take (FutoSearchTree *tree)
{
  FutoshikiSearchTree *self = g_object_new (FUTOSHIKI_TYPE_SEARCH_TREE, NULL);

  self->tree = tree;
  futo_search_tree_get_totals (tree, &self->totals);
  return self;
}

/**
 * futoshiki_search_tree_get_nodes:
 * @self: a search tree
 *
 * The nodes, counted as the run's statistics count them (the method's
 * #FutoshikiNodeCount): for a built-in method, what its
 * #FutoshikiSolveResult reports as nodes for the same run.
 *
 * Returns: the node count
 */
guint64
futoshiki_search_tree_get_nodes (FutoshikiSearchTree *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SEARCH_TREE (self), 0);
  return self->totals.nodes;
}

/**
 * futoshiki_search_tree_get_decisions:
 * @self: a search tree
 *
 * The decision nodes: every node but the root.
 *
 * Returns: the number of decisions
 */
guint64
futoshiki_search_tree_get_decisions (FutoshikiSearchTree *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SEARCH_TREE (self), 0);
  return self->totals.decisions;
}

/**
 * futoshiki_search_tree_get_dead_ends:
 * @self: a search tree
 *
 * The nodes refuted: nothing under them holds.
 *
 * Returns: the number of dead ends
 */
guint64
futoshiki_search_tree_get_dead_ends (FutoshikiSearchTree *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SEARCH_TREE (self), 0);
  return self->totals.dead_ends;
}

/**
 * futoshiki_search_tree_get_solutions:
 * @self: a search tree
 *
 * The nodes where the board is solved.
 *
 * Returns: the number of solutions
 */
guint64
futoshiki_search_tree_get_solutions (FutoshikiSearchTree *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SEARCH_TREE (self), 0);
  return self->totals.solutions;
}

/**
 * futoshiki_search_tree_get_cut:
 * @self: a search tree
 *
 * The nodes still open when the trace ended: a limit, a cancel or a
 * truncated trace cut the run short (0 for a run that finished).
 *
 * Returns: the number of nodes cut
 */
guint64
futoshiki_search_tree_get_cut (FutoshikiSearchTree *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SEARCH_TREE (self), 0);
  return self->totals.cut;
}

/**
 * futoshiki_search_tree_get_depth:
 * @self: a search tree
 *
 * The depth of the deepest node (the root is at 0, the first decision
 * at 1).
 *
 * Returns: the depth
 */
gint
futoshiki_search_tree_get_depth (FutoshikiSearchTree *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SEARCH_TREE (self), 0);
  return self->totals.depth;
}

/**
 * futoshiki_search_tree_get_empty:
 * @self: a search tree
 *
 * Whether the tree has no node at all: the run was a local search, which
 * makes no decisions (#FUTOSHIKI_NODE_COUNT_NONE).
 *
 * Returns: %TRUE for an empty tree
 */
gboolean
futoshiki_search_tree_get_empty (FutoshikiSearchTree *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SEARCH_TREE (self), TRUE);
  return self->tree == NULL || futo_search_tree_is_empty (self->tree);
}

/**
 * futoshiki_search_tree_get_core: (skip)
 * @self: a search tree
 *
 * The core's tree, for C code that draws or walks it
 * (src/core/futo-search-tree.h).
 *
 * Returns: (transfer none): the tree, which lives as long as @self
 */
const FutoSearchTree *
futoshiki_search_tree_get_core (FutoshikiSearchTree *self)
{
  g_return_val_if_fail (FUTOSHIKI_IS_SEARCH_TREE (self), NULL);
  return self->tree;
}

static cairo_status_t
append_bytes (void                *closure,
              const unsigned char *data,
              unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/**
 * futoshiki_search_tree_save_picture:
 * @self: a search tree
 * @file: where to write the picture (replaced)
 * @format_id: (nullable): "png", "pdf" or "svg"; %NULL takes it from the
 *   file name's extension
 * @error: return location for an error
 *
 * Draws the whole tree, fitted, as the app's Export and
 * `futoshiki tree --output` draw it, and writes it to @file. The file is
 * replaced atomically: when anything fails, what was there before stays.
 *
 * Returns: %TRUE when the picture was written
 */
gboolean
futoshiki_search_tree_save_picture (FutoshikiSearchTree *self,
                                    GFile               *file,
                                    const char          *format_id,
                                    GError             **error)
{
  g_autoptr(GByteArray) bytes = NULL;
  g_autoptr (GBytes) contents = NULL;
  g_autofree char *name = NULL;
  FutoTreeExportOptions options;
  FutoExportFormat format;
  FutoError failure;

  g_return_val_if_fail (FUTOSHIKI_IS_SEARCH_TREE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  /* A tree made with g_object_new() and no trace. */
  g_return_val_if_fail (self->tree != NULL, FALSE);

  if (format_id != NULL ? !futo_render_export_format_from_id (format_id, &format)
      : !futo_render_export_format_from_path (name = g_file_get_basename (file), &format))
    {
      if (format_id != NULL)
        g_set_error (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_UNSUPPORTED,
                     /* Translators: %s is what the script asked for, such as "bmp" */
                     _("“%s” is not a picture format: png, pdf or svg"), format_id);
      else
        g_set_error (error, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_UNSUPPORTED,
                     /* Translators: %s is a file name */
                     _("“%s” does not end in .png, .pdf or .svg: name the picture format"), name);
      return FALSE;
    }

  /* Drawn into memory first, then saved as every file is
   * (futoshiki-file-save.h): a failure halfway leaves the old picture
   * whole. */
  bytes = g_byte_array_new ();
  futo_render_tree_export_options_init (&options);
  futo_error_clear (&failure);
  if (!futo_render_tree_export_write (self->tree, &options, format, append_bytes, bytes, &failure))
    {
      g_propagate_error (error, futoshiki_error_to_gerror (&failure, FUTOSHIKI_ERROR, FUTOSHIKI_ERROR_FAILED));
      return FALSE;
    }
  contents = g_byte_array_free_to_bytes (g_steal_pointer (&bytes));
  return futoshiki_file_save_bytes (file, contents, NULL, error);
}

static void
futoshiki_search_tree_finalize (GObject *object)
{
  FutoshikiSearchTree *self = FUTOSHIKI_SEARCH_TREE (object);

  g_clear_pointer (&self->tree, futo_search_tree_free);

  G_OBJECT_CLASS (futoshiki_search_tree_parent_class)->finalize (object);
}

static void
futoshiki_search_tree_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  FutoshikiSearchTree *self = FUTOSHIKI_SEARCH_TREE (object);

  switch (prop_id)
    {
    case PROP_NODES:
      g_value_set_uint64 (value, self->totals.nodes);
      break;
    case PROP_DECISIONS:
      g_value_set_uint64 (value, self->totals.decisions);
      break;
    case PROP_DEAD_ENDS:
      g_value_set_uint64 (value, self->totals.dead_ends);
      break;
    case PROP_SOLUTIONS:
      g_value_set_uint64 (value, self->totals.solutions);
      break;
    case PROP_CUT:
      g_value_set_uint64 (value, self->totals.cut);
      break;
    case PROP_DEPTH:
      g_value_set_int (value, self->totals.depth);
      break;
    case PROP_EMPTY:
      g_value_set_boolean (value, futoshiki_search_tree_get_empty (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GParamSpec *
count_property (const char *name)
{
  return g_param_spec_uint64 (name, NULL, NULL, 0, G_MAXUINT64, 0,
                              G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static void
futoshiki_search_tree_class_init (FutoshikiSearchTreeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = futoshiki_search_tree_finalize;
  object_class->get_property = futoshiki_search_tree_get_property;

  /**
   * FutoshikiSearchTree:nodes: (getter get_nodes)
   *
   * The nodes, counted as the run's method counts them.
   */
  properties[PROP_NODES] = count_property ("nodes");
  /**
   * FutoshikiSearchTree:decisions: (getter get_decisions)
   *
   * The decision nodes (every node but the root).
   */
  properties[PROP_DECISIONS] = count_property ("decisions");
  /**
   * FutoshikiSearchTree:dead-ends: (getter get_dead_ends)
   *
   * The nodes refuted.
   */
  properties[PROP_DEAD_ENDS] = count_property ("dead-ends");
  /**
   * FutoshikiSearchTree:solutions: (getter get_solutions)
   *
   * The nodes where the board is solved.
   */
  properties[PROP_SOLUTIONS] = count_property ("solutions");
  /**
   * FutoshikiSearchTree:cut: (getter get_cut)
   *
   * The nodes still open when the trace ended.
   */
  properties[PROP_CUT] = count_property ("cut");
  /**
   * FutoshikiSearchTree:depth: (getter get_depth)
   *
   * The depth of the deepest node.
   */
  properties[PROP_DEPTH] =
    g_param_spec_int ("depth", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * FutoshikiSearchTree:empty: (getter get_empty)
   *
   * Whether the tree has no node: the run made no decisions.
   */
  properties[PROP_EMPTY] =
    g_param_spec_boolean ("empty", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
futoshiki_search_tree_init (FutoshikiSearchTree *self)
{
}
