/* cli-tree-similar.c: futoshiki tree INPUT -a A --similar, repeated failures
 *
 * The groups of failed subtrees that are alike below their roots
 * (futo_search_tree_find_similar()): "212 subtrees of 5 nodes fail at
 * r4c5 the same way". A group each of whose subtrees hangs right under a
 * subtree of another group is said by that one and left out. Text shows
 * the largest groups; --json all of them up to a bound.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <inttypes.h>
#include <stdio.h>

#include "cli-json.h"
#include "cli-report.h"
#include "cli-tree.h"

/* Smaller subtrees repeat everywhere and teach nothing: a try and one
 * refutation under it. */
#define SIMILAR_MIN_SIZE 3
#define SIMILAR_TEXT_GROUPS 10
#define SIMILAR_JSON_GROUPS 100

static char *
cell_text (int cell,
           int size)
{
  return g_strdup_printf ("r%dc%d", cell / size + 1, cell % size + 1);
}

static char *
decision_text (const FutoTreeNode *node,
               int                 size)
{
  if (node->cell < 0)
    return g_strdup ("the root");
  return g_strdup_printf ("r%dc%d %s %d", node->cell / size + 1, node->cell % size + 1,
                          node->flags & FUTO_TREE_NODE_EXCLUDES ? "≠" : "=", node->value);
}

/* The decisions from the root down to node, as text or JSON. */
static GPtrArray *
path_of (const FutoTreeNode *nodes,
         uint32_t            node,
         int                 size)
{
  GPtrArray *path = g_ptr_array_new_with_free_func (g_free);

  for (int32_t at = (int32_t) node; at > 0; at = nodes[at].parent)
    g_ptr_array_insert (path, 0, decision_text (&nodes[at], size));
  return path;
}

static void
print_json (const FutoSearchTree      *tree,
            const FutoSimilarSubtrees *similar,
            const char                *input_name)
{
  g_autoptr (JsonObject) json = json_object_new ();
  JsonArray *groups = json_array_new ();
  const FutoTreeNode *nodes = futo_search_tree_get_nodes (tree, NULL);
  int size = futo_search_tree_get_size (tree);
  size_t n = futo_similar_subtrees_get_n_groups (similar);

  json_object_set_string_member (json, "input", input_name);
  json_object_set_int_member (json, "size", size);
  cli_json_object_set_uint_member (json, "tree_nodes", futo_search_tree_get_n_nodes (tree));
  json_object_set_int_member (json, "min_size", SIMILAR_MIN_SIZE);
  cli_json_object_set_uint_member (json, "n_groups", n);
  for (size_t g = 0; g < n && g < SIMILAR_JSON_GROUPS; g++)
    {
      const FutoSimilarGroup *group = futo_similar_subtrees_get_group (similar, g);
      const uint32_t *members = futo_similar_subtrees_get_members (similar, g, NULL);
      JsonObject *item = json_object_new ();
      JsonArray *path = json_array_new ();
      g_autoptr (GPtrArray) first = path_of (nodes, members[0], size);

      cli_json_object_set_uint_member (item, "count", group->count);
      cli_json_object_set_uint_member (item, "size", group->size);
      cli_json_object_set_uint_member (item, "dead_ends", group->dead_ends);
      cli_json_object_set_uint_member (item, "nodes", (uint64_t) group->count * group->size);
      if (group->culprit >= 0)
        {
          g_autofree char *cell = cell_text (group->culprit, size);

          json_object_set_string_member (item, "fails_at", cell);
        }
      else
        json_object_set_null_member (item, "fails_at");
      for (guint i = 0; i < first->len; i++)
        json_array_add_string_element (path, g_ptr_array_index (first, i));
      json_object_set_array_member (item, "first", path);
      json_array_add_object_element (groups, item);
    }
  json_object_set_array_member (json, "groups", groups);
  cli_json_print (json);
}

static void
print_text (const FutoSearchTree      *tree,
            const FutoSimilarSubtrees *similar)
{
  const FutoTreeNode *nodes = futo_search_tree_get_nodes (tree, NULL);
  int size = futo_search_tree_get_size (tree);
  size_t n = futo_similar_subtrees_get_n_groups (similar);

  if (n == 0)
    {
      printf ("no two failed subtrees of %d nodes or more are alike\n", SIMILAR_MIN_SIZE);
      return;
    }
  printf ("%zu group%s of alike failed subtrees (%d nodes or more; the same decisions below their roots, "
          "failing the same way), the largest share of the tree first:\n", n, n == 1 ? "" : "s",
          SIMILAR_MIN_SIZE);
  for (size_t g = 0; g < n && g < SIMILAR_TEXT_GROUPS; g++)
    {
      const FutoSimilarGroup *group = futo_similar_subtrees_get_group (similar, g);
      const uint32_t *members = futo_similar_subtrees_get_members (similar, g, NULL);
      g_autofree char *first = decision_text (&nodes[members[0]], size);

      if (group->culprit >= 0)
        {
          g_autofree char *cell = cell_text (group->culprit, size);

          printf ("  %" PRIu32 " subtrees of %" PRIu32 " nodes fail at %s the same way", group->count, group->size,
                  cell);
        }
      else
        printf ("  %" PRIu32 " subtrees of %" PRIu32 " nodes fail the same way", group->count, group->size);
      printf (" (%" PRIu32 " dead ends each; the first at %s, depth %d)\n", group->dead_ends, first,
              nodes[members[0]].depth);
    }
  if (n > SIMILAR_TEXT_GROUPS)
    printf ("  … and %zu more groups (--json lists up to %d)\n", n - SIMILAR_TEXT_GROUPS, SIMILAR_JSON_GROUPS);
}

void
cli_tree_print_similar (const CliOptions     *options,
                        const FutoSearchTree *tree,
                        const char           *input_name)
{
  FutoSimilarSubtrees *similar = futo_search_tree_find_similar (tree, SIMILAR_MIN_SIZE, false);

  if (similar == NULL)
    g_error ("out of memory");
  if (options->json)
    print_json (tree, similar, input_name);
  else
    print_text (tree, similar);
  futo_similar_subtrees_free (similar);
}
