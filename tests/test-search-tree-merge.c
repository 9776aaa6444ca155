/* test-search-tree-merge.c: two runs' trees merged into one, against the
 * comparison and against the two trees themselves
 *
 * The merged tree must count what futo_search_tree_compare() counts
 * (shared, each run's own, the first divergence), hold every node of both
 * runs exactly once (a shared node once for the two), keep each run's
 * decisions under the same parents, and mark each node with its side.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-search-tree.h"
#include "futo-trace.h"
#include "test-util.h"

static FutoSearchTree *
tree_of (const char       *id,
         const FutoPuzzle *puzzle,
         guint64           solution_limit)
{
  const FutoAlgorithm *algorithm = futo_algorithm_find (id);
  FutoTrace *trace = futo_trace_new (puzzle->size, 0);
  FutoRunOptions options;
  FutoRunResult result;
  FutoSearchTree *tree;

  g_assert_nonnull (algorithm);
  futo_run_options_init (&options);
  options.solution_limit = solution_limit;
  options.seed = 7;
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
same_decision (const FutoTreeNode *a,
               const FutoTreeNode *b)
{
  return a->cell == b->cell && a->value == b->value
         && (a->flags & FUTO_TREE_NODE_EXCLUDES) == (b->flags & FUTO_TREE_NODE_EXCLUDES);
}

static void
check_merged (const FutoSearchTree *first,
              const FutoSearchTree *second)
{
  FutoTreeComparison expected, got;
  FutoMergedTree *merged = futo_merged_tree_new (first, second);
  const FutoSearchTree *tree;
  const FutoTreeNode *nodes, *runs[2];
  const guint8 *sides;
  size_t n, n_runs[2];
  guint64 per_side[3] = { 0, 0, 0 };
  /* Freed by hand: g_autofree on an array frees only its first pointer. */
  guint8 *seen[2] = { NULL, NULL };

  g_assert_nonnull (merged);
  g_assert_true (futo_search_tree_compare (first, second, &expected, NULL, NULL));
  futo_merged_tree_get_comparison (merged, &got);
  g_assert_cmpuint (got.shared, ==, expected.shared);
  g_assert_cmpuint (got.only_first, ==, expected.only_first);
  g_assert_cmpuint (got.only_second, ==, expected.only_second);

  tree = futo_merged_tree_get_tree (merged);
  nodes = futo_search_tree_get_nodes (tree, &n);
  sides = futo_merged_tree_get_sides (merged);
  runs[0] = futo_search_tree_get_nodes (first, &n_runs[0]);
  runs[1] = futo_search_tree_get_nodes (second, &n_runs[1]);
  g_assert_cmpuint (n, ==, expected.shared + expected.only_first + expected.only_second);
  g_assert_cmpuint (nodes[0].subtree, ==, n);
  for (int run = 0; run < 2; run++)
    seen[run] = g_malloc0 (n_runs[run]);

  for (size_t i = 0; i < n; i++)
    {
      g_assert_cmpuint (sides[i], <=, FUTO_MERGED_SECOND_ONLY);
      per_side[sides[i]]++;
      for (int run = 0; run < 2; run++)
        {
          int32_t origin = futo_merged_tree_get_origin (merged, i, run);
          gboolean in_run = sides[i] == FUTO_MERGED_SHARED || sides[i] == (run == 0 ? FUTO_MERGED_FIRST_ONLY
                                                                                      : FUTO_MERGED_SECOND_ONLY);

          g_assert_cmpint (origin >= 0, ==, in_run);
          if (!in_run)
            continue;
          g_assert_cmpint (origin, <, (int) n_runs[run]);
          g_assert_false (seen[run][origin]);
          seen[run][origin] = 1;
          g_assert_true (same_decision (&nodes[i], &runs[run][origin]));
          g_assert_cmpuint (nodes[i].depth, ==, runs[run][origin].depth);
          /* The same parent as in the run. */
          if (i == 0)
            g_assert_cmpint (origin, ==, 0);
          else
            g_assert_cmpint (futo_merged_tree_get_origin (merged, (size_t) nodes[i].parent, run), ==,
                             runs[run][origin].parent);
          /* An own node's parent is shared or its own side's. */
          if (i > 0 && sides[i] != FUTO_MERGED_SHARED)
            g_assert_true (sides[nodes[i].parent] == FUTO_MERGED_SHARED || sides[nodes[i].parent] == sides[i]);
        }
    }
  for (int run = 0; run < 2; run++)
    for (size_t k = 0; k < n_runs[run]; k++)
      g_assert_true (seen[run][k]);
  g_assert_cmpuint (per_side[FUTO_MERGED_SHARED], ==, expected.shared);
  g_assert_cmpuint (per_side[FUTO_MERGED_FIRST_ONLY], ==, expected.only_first);
  g_assert_cmpuint (per_side[FUTO_MERGED_SECOND_ONLY], ==, expected.only_second);

  /* The divergence is the comparison's, named in the merged tree. */
  if (expected.divergence_first < 0)
    g_assert_cmpint (got.divergence_first, ==, -1);
  else
    {
      g_assert_cmpint (got.divergence_first, >=, 0);
      g_assert_cmpint (sides[got.divergence_first], ==, FUTO_MERGED_SHARED);
      g_assert_cmpint (futo_merged_tree_get_origin (merged, (size_t) got.divergence_first, 0), ==,
                       expected.divergence_first);
      g_assert_cmpint (futo_merged_tree_get_origin (merged, (size_t) got.divergence_first, 1), ==,
                       expected.divergence_second);
      if (expected.first_own_child >= 0)
        {
          g_assert_cmpint (got.first_own_child, >=, 0);
          g_assert_cmpint (sides[got.first_own_child], ==, FUTO_MERGED_FIRST_ONLY);
          g_assert_cmpint (nodes[got.first_own_child].parent, ==, got.divergence_first);
          g_assert_cmpint (futo_merged_tree_get_origin (merged, (size_t) got.first_own_child, 0), ==,
                           expected.first_own_child);
        }
      else
        g_assert_cmpint (got.first_own_child, ==, -1);
      if (expected.second_own_child >= 0)
        {
          g_assert_cmpint (sides[got.second_own_child], ==, FUTO_MERGED_SECOND_ONLY);
          g_assert_cmpint (futo_merged_tree_get_origin (merged, (size_t) got.second_own_child, 1), ==,
                           expected.second_own_child);
        }
      else
        g_assert_cmpint (got.second_own_child, ==, -1);
    }
  g_free (seen[0]);
  g_free (seen[1]);
  futo_merged_tree_free (merged);
}

static void
test_counts_equal_compare (void)
{
  static const char *const pairs[][2] = {
    { "bt", "fc" }, { "fc", "bt" }, { "fc", "mac" }, { "bt", "fc-mrv3" }, { "fc-mrv1", "color" }, { "bt", "bt" },
  };
  g_autoptr (GRand) rand = g_rand_new_with_seed (17);

  for (int i = 0; i < 30; i++)
    {
      FutoPuzzle *puzzle = test_random_puzzle (rand, 4 + i % 2, 0.1, 0.3);

      for (gsize k = 0; k < G_N_ELEMENTS (pairs); k++)
        {
          FutoSearchTree *first = tree_of (pairs[k][0], puzzle, i % 3 == 0 ? 0 : 1);
          FutoSearchTree *second = tree_of (pairs[k][1], puzzle, i % 3 == 0 ? 0 : 1);

          check_merged (first, second);
          futo_search_tree_free (first);
          futo_search_tree_free (second);
        }
      futo_puzzle_free (puzzle);
    }
}

/* bt against fc on one puzzle: fc's tree is part of bt's, so nothing is
 * fc's own, and bt's own nodes are the tries forward checking refutes
 * before it makes them. */
static void
test_bt_fc (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (5);
  FutoPuzzle *puzzle = test_random_puzzle (rand, 5, 0.1, 0.3);
  FutoSearchTree *bt = tree_of ("bt", puzzle, 1), *fc = tree_of ("fc", puzzle, 1);
  FutoMergedTree *merged = futo_merged_tree_new (bt, fc);
  FutoTreeComparison comparison;

  futo_merged_tree_get_comparison (merged, &comparison);
  g_assert_cmpuint (comparison.only_second, ==, 0);
  g_assert_cmpuint (comparison.shared, ==, futo_search_tree_get_n_nodes (fc));
  g_assert_cmpuint (futo_search_tree_get_n_nodes (futo_merged_tree_get_tree (merged)), ==,
                    futo_search_tree_get_n_nodes (bt));
  futo_merged_tree_free (merged);
  futo_search_tree_free (bt);
  futo_search_tree_free (fc);
  futo_puzzle_free (puzzle);
}

static void
test_refused (void)
{
  FutoPuzzle *four = futo_puzzle_new (4), *five = futo_puzzle_new (5);
  FutoSearchTree *a = tree_of ("bt", four, 1), *b = tree_of ("bt", five, 1);

  g_assert_null (futo_merged_tree_new (a, b));
  futo_search_tree_free (a);
  futo_search_tree_free (b);
  futo_puzzle_free (four);
  futo_puzzle_free (five);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search-tree-merge/counts-equal-compare", test_counts_equal_compare);
  g_test_add_func ("/search-tree-merge/bt-fc", test_bt_fc);
  g_test_add_func ("/search-tree-merge/refused", test_refused);
  return g_test_run ();
}
