/* test-search-tree-similar.c: similar subtrees against brute force
 *
 * On the trees of small runs, every pair of failed subtrees is compared
 * node by node (shape, the decisions below the root, outcomes and reasons
 * to fail); the classes of two or more must be exactly the groups found by
 * hashing, members and sizes alike, and a group is left out as implied
 * only when every one of its subtrees is a child of a subtree of one other
 * group.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-search-tree.h"
#include "futo-trace.h"
#include "test-util.h"

static FutoSearchTree *
tree_of (const char       *id,
         const FutoPuzzle *puzzle)
{
  const FutoAlgorithm *algorithm = futo_algorithm_find (id);
  FutoTrace *trace = futo_trace_new (puzzle->size, 0);
  FutoRunOptions options;
  FutoRunResult result;
  FutoSearchTree *tree;

  futo_run_options_init (&options);
  options.solution_limit = 0;
  options.on_event = futo_trace_record;
  options.event_data = trace;
  futo_run_result_init (&result);
  futo_run (algorithm, puzzle, &options, &result);
  tree = futo_search_tree_new (trace, algorithm->node_count, NULL);
  futo_trace_free (trace);
  futo_run_result_clear (&result);
  g_assert_nonnull (tree);
  return tree;
}

static gboolean
same_node (const FutoTreeNode *x,
           const FutoTreeNode *y)
{
  return x->outcome == y->outcome && x->why == y->why && x->culprit == y->culprit && x->reason == y->reason;
}

/* The subtrees at a and b alike, their roots' decisions aside. */
static gboolean
alike (const FutoTreeNode *nodes,
       size_t              a,
       size_t              b,
       gboolean            root)
{
  int32_t x, y;

  if (!same_node (&nodes[a], &nodes[b]) || nodes[a].subtree != nodes[b].subtree)
    return FALSE;
  if (!root && (nodes[a].cell != nodes[b].cell || nodes[a].value != nodes[b].value
                || (nodes[a].flags & FUTO_TREE_NODE_EXCLUDES) != (nodes[b].flags & FUTO_TREE_NODE_EXCLUDES)))
    return FALSE;
  for (x = futo_tree_node_first_child (nodes, a), y = futo_tree_node_first_child (nodes, b); x >= 0 && y >= 0;
       x = nodes[x].next_sibling, y = nodes[y].next_sibling)
    if (!alike (nodes, (size_t) x, (size_t) y, FALSE))
      return FALSE;
  return x < 0 && y < 0;
}

static gboolean
failed (const FutoTreeNode *nodes,
        size_t              i)
{
  if (nodes[i].parent < 0 || nodes[i].subtree_solutions > 0)
    return FALSE;
  for (size_t k = i; k < i + nodes[i].subtree; k++)
    if (nodes[k].outcome == FUTO_TREE_CUT)
      return FALSE;
  return TRUE;
}

static void
check_tree (const FutoSearchTree *tree,
            guint32               min_size,
            guint                *groups_seen)
{
  size_t n;
  const FutoTreeNode *nodes = futo_search_tree_get_nodes (tree, &n);
  FutoSimilarSubtrees *all = futo_search_tree_find_similar (tree, min_size, TRUE);
  FutoSimilarSubtrees *kept = futo_search_tree_find_similar (tree, min_size, FALSE);
  g_autofree gint64 *class_of = g_new (gint64, n);
  g_autofree gint64 *group_of = g_new (gint64, n);
  g_autofree guint *class_size = g_new0 (guint, n);
  size_t brute_groups = 0, found_members = 0;

  g_assert_nonnull (all);
  g_assert_nonnull (kept);
  /* Brute force: each candidate's class is the first candidate alike. */
  for (size_t i = 0; i < n; i++)
    {
      class_of[i] = -1;
      group_of[i] = -1;
      if (!failed (nodes, i) || nodes[i].subtree < min_size)
        continue;
      for (size_t j = 0; j < i && class_of[i] < 0; j++)
        if (class_of[j] == (gint64) j && alike (nodes, i, j, TRUE))
          class_of[i] = (gint64) j;
      if (class_of[i] < 0)
        class_of[i] = (gint64) i;
      class_size[class_of[i]]++;
    }
  for (size_t i = 0; i < n; i++)
    brute_groups += class_of[i] == (gint64) i && class_size[i] >= 2;
  g_assert_cmpuint (futo_similar_subtrees_get_n_groups (all), ==, brute_groups);

  for (size_t g = 0; g < futo_similar_subtrees_get_n_groups (all); g++)
    {
      const FutoSimilarGroup *group = futo_similar_subtrees_get_group (all, g);
      size_t count;
      const guint32 *members = futo_similar_subtrees_get_members (all, g, &count);

      g_assert_cmpuint (count, ==, group->count);
      g_assert_cmpuint (count, >=, 2);
      g_assert_cmpuint (class_size[class_of[members[0]]], ==, count);
      for (size_t k = 0; k < count; k++)
        {
          g_assert_cmpint (class_of[members[k]], ==, class_of[members[0]]);
          g_assert_cmpuint (nodes[members[k]].subtree, ==, group->size);
          g_assert_cmpuint (nodes[members[k]].subtree_dead_ends, ==, group->dead_ends);
          if (k > 0)
            g_assert_cmpuint (members[k], >, members[k - 1]);
          group_of[members[k]] = (gint64) g;
        }
      if (g > 0)
        {
          const FutoSimilarGroup *before = futo_similar_subtrees_get_group (all, g - 1);

          g_assert_cmpuint ((guint64) before->count * before->size, >=, (guint64) group->count * group->size);
        }
      found_members += count;
    }

  /* Implied: every member right under a member of one other group. */
  {
    size_t expected_kept = 0;

    for (size_t g = 0; g < futo_similar_subtrees_get_n_groups (all); g++)
      {
        size_t count;
        const guint32 *members = futo_similar_subtrees_get_members (all, g, &count);
        gint64 above = group_of[nodes[members[0]].parent];
        gboolean implied = above >= 0 && above != (gint64) g;

        for (size_t k = 1; k < count && implied; k++)
          implied = group_of[nodes[members[k]].parent] == above;
        g_assert_cmpint (futo_similar_subtrees_get_group (all, g)->implied, ==, implied);
        expected_kept += !implied;
      }
    g_assert_cmpuint (futo_similar_subtrees_get_n_groups (kept), ==, expected_kept);
  }
  *groups_seen += brute_groups;
  (void) found_members;
  futo_similar_subtrees_free (all);
  futo_similar_subtrees_free (kept);
}

static void
test_brute_force (void)
{
  static const char *const methods[] = { "bt", "fc", "mac", "fc-mrv3", "lab" };
  g_autoptr (GRand) rand = g_rand_new_with_seed (3);
  guint groups = 0;

  for (int i = 0; i < 24; i++)
    {
      /* Small trees: the brute force is quadratic. */
      FutoPuzzle *puzzle = i % 2 == 0 ? test_random_puzzle (rand, 4, 0.05, 0.2) : test_random_puzzle (rand, 5, 0.35, 0.2);

      for (gsize k = 0; k < G_N_ELEMENTS (methods); k++)
        {
          FutoSearchTree *tree = tree_of (methods[k], puzzle);

          if (futo_search_tree_get_n_nodes (tree) > 30000)
            {
              futo_search_tree_free (tree);
              continue;
            }
          check_tree (tree, 1 + i % 3, &groups);
          futo_search_tree_free (tree);
        }
      futo_puzzle_free (puzzle);
    }
  /* The runs must have repeats for the test to mean anything. */
  g_assert_cmpuint (groups, >, 20);
}

/* bt on an empty 4×4 repeats the same refutation many times: the largest
 * group names a culprit and is not implied. */
static void
test_named_culprit (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (4);
  FutoSearchTree *tree;
  FutoSimilarSubtrees *similar;
  const FutoSimilarGroup *group;

  futo_puzzle_set_relation (puzzle, 0, 0, FUTO_DIR_RIGHT, FUTO_REL_LESS);
  tree = tree_of ("bt", puzzle);
  similar = futo_search_tree_find_similar (tree, 2, FALSE);
  g_assert_cmpuint (futo_similar_subtrees_get_n_groups (similar), >, 0);
  group = futo_similar_subtrees_get_group (similar, 0);
  g_assert_cmpuint (group->count, >=, 2);
  g_assert_cmpint (group->culprit, >=, 0);
  g_assert_cmpint (group->culprit, <, 16);
  g_assert_false (group->implied);
  futo_similar_subtrees_free (similar);
  futo_search_tree_free (tree);
  futo_puzzle_free (puzzle);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search-tree-similar/brute-force", test_brute_force);
  g_test_add_func ("/search-tree-similar/named-culprit", test_named_culprit);
  return g_test_run ();
}
