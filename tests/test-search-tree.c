/* test-search-tree.c: the search tree of a recorded run against the run itself
 *
 * Over random small puzzles and every complete method (and bfs with
 * guessing), the tree built from the trace must count what the run's
 * statistics count: nodes as FutoStats.nodes, solutions as the run found
 * (and, counting all, as brute force finds), dead ends as each method's
 * own bookkeeping implies. The node current at each event must hold, in a
 * cursor at that event, the decisions of its path.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-format.h"
#include "futo-search-tree.h"
#include "futo-trace.h"
#include "futo-validate.h"
#include "test-util.h"

typedef struct
{
  const FutoAlgorithm *algorithm;
  const char          *params;
} Method;

/* Every complete method, and bfs made complete by its guessing. */
static GArray *
complete_methods (void)
{
  GArray *methods = g_array_new (FALSE, FALSE, sizeof (Method));
  const FutoAlgorithm *const *all;
  size_t n;
  Method bfs = { futo_algorithm_find ("bfs"), "guess=1" };

  all = futo_algorithms (&n);
  for (size_t i = 0; i < n; i++)
    if (all[i]->complete)
      {
        /* One search only: the lab engine's second one runs without
         * events, so the recorded run would not be the counted one. */
        Method method = { all[i], g_str_equal (all[i]->id, "lab") ? "threads=1" : NULL };

        g_array_append_val (methods, method);
      }
  g_assert_nonnull (bfs.algorithm);
  g_array_append_val (methods, bfs);
  g_assert_cmpuint (methods->len, >=, 10);
  return methods;
}

/* Counted by hand from the events as they come, not from the trace: mrv's
 * dead ends are the searches that found no value for their cell, a
 * decision followed at once by its own BACKTRACK, with only the PRUNE
 * events of that decision between them. */
typedef struct
{
  FutoEvent last;
  guint64   immediate_backtracks;
} EventCounter;

static void
count_event (const FutoEvent *event,
             void            *data)
{
  EventCounter *counter = data;

  if (event->kind == FUTO_EVENT_BACKTRACK && counter->last.kind == FUTO_EVENT_ASSIGN
      && counter->last.reason == FUTO_REASON_DECISION && counter->last.cell == event->cell)
    counter->immediate_backtracks++;
  if (event->kind != FUTO_EVENT_PRUNE)
    counter->last = *event;
}

static FutoTrace *
record (const Method     *method,
        const FutoPuzzle *puzzle,
        guint64           solution_limit,
        guint64           node_limit,
        FutoEventFunc     on_event,
        void             *event_data,
        FutoRunResult    *result)
{
  FutoTrace *trace = futo_trace_new (puzzle->size, 0);
  FutoRunOptions options;

  futo_run_options_init (&options);
  options.solution_limit = solution_limit;
  options.node_limit = node_limit;
  options.params = method->params;
  options.seed = 7;
  if (on_event != NULL)
    {
      options.on_event = on_event;
      options.event_data = event_data;
    }
  else
    {
      options.on_event = futo_trace_record;
      options.event_data = trace;
    }
  futo_run_result_init (result);
  futo_run (method->algorithm, puzzle, &options, result);
  return trace;
}

/* The dead ends that the method's statistics imply, or -1 when they do
 * not tell (mrv: counted from the events instead). */
static gint64
expected_dead_ends (const FutoAlgorithm  *algorithm,
                    const FutoStats      *stats,
                    const FutoSearchTree *tree)
{
  const FutoTreeNode *root = futo_search_tree_get_nodes (tree, NULL);

  switch (algorithm->node_count)
    {
    case FUTO_NODE_COUNT_DECISIONS:
      /* lab: each failure is a backtrack; bt, color: each refuted try is a
       * node that is not an assignment. Neither counts a root that the
       * filtering before the search refutes. */
      if (g_str_equal (algorithm->id, "lab"))
        return (gint64) stats->backtracks + (root->outcome == FUTO_TREE_DEAD_END);
      return (gint64) (stats->nodes - stats->assignments) + (root->outcome == FUTO_TREE_DEAD_END);
    case FUTO_NODE_COUNT_CONSISTENT_STATES:
      /* Every value tried that did not lead to a call of the search, and
       * the root when the search was never called. */
      return (gint64) stats->assignments + 1 - (gint64) stats->nodes;
    case FUTO_NODE_COUNT_DEDUCTIONS:
      /* The same, but bfs counts its root even when deduction refutes it. */
      return (gint64) stats->assignments + 1 - (gint64) stats->nodes + (root->outcome == FUTO_TREE_DEAD_END);
    default:
      return -1;
    }
}

/* At every event, the node current there is open there, and a cursor at
 * that event holds the decisions of the node's path above it. */
static void
assert_node_at_consistent (const FutoTrace      *trace,
                           const FutoSearchTree *tree)
{
  size_t n_nodes, length = futo_trace_get_length (trace);
  const FutoTreeNode *nodes = futo_search_tree_get_nodes (tree, &n_nodes);
  FutoTraceCursor *cursor = futo_trace_cursor_new (trace);
  size_t next_decision = 1;

  for (size_t event = 0; event < length; event++)
    {
      size_t node = futo_search_tree_node_at (tree, event);

      g_assert_cmpuint (node, <, n_nodes);
      g_assert_cmpuint (nodes[node].first_event, <=, event);
      g_assert_cmpuint (event, <, nodes[node].end_event);
      /* A decision's own event shows that decision. */
      if (next_decision < n_nodes && nodes[next_decision].first_event == event)
        {
          g_assert_cmpuint (node, ==, next_decision);
          next_decision++;
        }
      futo_trace_cursor_forward (cursor);
      for (int32_t up = nodes[node].parent; up > 0; up = nodes[up].parent)
        {
          const FutoTreeNode *above = &nodes[up];

          if (above->flags & FUTO_TREE_NODE_EXCLUDES)
            g_assert_false (cursor->candidates[above->cell] & FUTO_SET_BIT (above->value));
          else
            g_assert_cmpint (cursor->values[above->cell], ==, above->value);
        }
    }
  g_assert_cmpuint (next_decision, ==, n_nodes);
  futo_trace_cursor_free (cursor);
}

/* The shape: preorder ranges, siblings, sums and leaves agree. */
static void
assert_shape (const FutoSearchTree *tree)
{
  size_t n_nodes;
  const FutoTreeNode *nodes = futo_search_tree_get_nodes (tree, &n_nodes);
  FutoTreeTotals totals;
  guint64 leaves = 0;

  futo_search_tree_get_totals (tree, &totals);
  g_assert_cmpuint (nodes[0].subtree, ==, n_nodes);
  g_assert_cmpuint (nodes[0].subtree_dead_ends, ==, totals.dead_ends);
  g_assert_cmpuint (nodes[0].subtree_solutions, ==, totals.solutions);
  for (size_t i = 0; i < n_nodes; i++)
    {
      guint32 children_size = 0, children_leaves = 0;

      int32_t before = -1;

      for (int32_t child = futo_tree_node_first_child (nodes, i); child >= 0; child = nodes[child].next_sibling)
        {
          g_assert_cmpint (futo_tree_node_previous_sibling (nodes, (size_t) child), ==, before);
          before = child;
          g_assert_cmpint (nodes[child].parent, ==, (int32_t) i);
          g_assert_cmpuint (nodes[child].depth, ==, nodes[i].depth + 1);
          g_assert_cmpuint (nodes[child].first_leaf, ==, nodes[i].first_leaf + children_leaves);
          children_size += nodes[child].subtree;
          children_leaves += nodes[child].leaves;
        }
      g_assert_cmpuint (nodes[i].subtree, ==, children_size + 1);
      if (nodes[i].subtree == 1)
        {
          leaves++;
          g_assert_cmpuint (nodes[i].leaves, ==, 1);
          g_assert_cmpint (nodes[i].outcome, !=, FUTO_TREE_INNER);
        }
      else
        {
          g_assert_cmpuint (nodes[i].leaves, ==, children_leaves);
          g_assert_cmpint (nodes[i].outcome, ==, FUTO_TREE_INNER);
        }
      g_assert_true ((nodes[i].outcome == FUTO_TREE_DEAD_END) == (nodes[i].why != FUTO_TREE_WHY_NONE));
    }
  g_assert_cmpuint (leaves, ==, totals.dead_ends + totals.solutions + totals.cut);
}

static gboolean
givens_clash (const FutoPuzzle *puzzle)
{
  FutoProblemList problems = { 0 };
  gboolean clash = FALSE;

  futo_puzzle_validate (puzzle, &problems);
  for (size_t i = 0; i < problems.len; i++)
    clash |= problems.items[i].kind == FUTO_PROBLEM_DUPLICATE_ROW || problems.items[i].kind == FUTO_PROBLEM_DUPLICATE_COLUMN
             || problems.items[i].kind == FUTO_PROBLEM_SIGN_BROKEN;
  futo_problem_list_clear (&problems);
  return clash;
}

static void
check_method (const Method     *method,
              const FutoPuzzle *puzzle,
              guint64           solution_limit,
              gboolean          walk_events)
{
  FutoRunResult result, counted;
  FutoTrace *trace = record (method, puzzle, solution_limit, 0, NULL, NULL, &result);
  FutoSearchTree *tree = futo_search_tree_new (trace, method->algorithm->node_count, NULL);
  FutoTreeTotals totals;
  gint64 dead_ends;

  g_assert_nonnull (tree);
  dead_ends = expected_dead_ends (method->algorithm, &result.stats, tree);
  g_assert_false (futo_search_tree_is_empty (tree));
  futo_search_tree_get_totals (tree, &totals);
  /* The one difference the trace cannot show: the mrv variants skip their
   * search when two givens clash, and count no node; a search that starts
   * and finds no value at the root tells nothing either, and counts one.
   * The tree counts the root as the search's call (futo-search-tree.h). */
  if (method->algorithm->node_count == FUTO_NODE_COUNT_EVERY_STATE && givens_clash (puzzle))
    totals.nodes--;
  if (totals.nodes != result.stats.nodes || totals.solutions != result.solution_count)
    g_error ("%s%s%s, limit %" G_GUINT64_FORMAT ": the tree has %" G_GUINT64_FORMAT " nodes and %"
             G_GUINT64_FORMAT " solutions, the run %" G_GUINT64_FORMAT " and %" G_GUINT64_FORMAT,
             method->algorithm->id, method->params != NULL ? " " : "", method->params != NULL ? method->params : "",
             solution_limit, totals.nodes, totals.solutions, result.stats.nodes, result.solution_count);
  if (dead_ends < 0)
    {
      EventCounter counter = { { .kind = FUTO_EVENT_SOLUTION }, 0 };
      FutoTrace *unused = record (method, puzzle, solution_limit, 0, count_event, &counter, &counted);

      futo_trace_free (unused);
      g_assert_cmpuint (counted.stats.nodes, ==, result.stats.nodes);
      dead_ends = (gint64) counter.immediate_backtracks
                  + (futo_search_tree_get_nodes (tree, NULL)[0].outcome == FUTO_TREE_DEAD_END);
      futo_run_result_clear (&counted);
    }
  if ((gint64) totals.dead_ends != dead_ends)
    g_error ("%s\n""%s, limit %" G_GUINT64_FORMAT ": the tree has %" G_GUINT64_FORMAT " dead ends, the run %"
             G_GINT64_FORMAT, futo_grid_write (puzzle), method->algorithm->id, solution_limit, totals.dead_ends, dead_ends);
  if (result.exhausted && totals.cut != 0)
    g_error ("%s\n%s, limit %" G_GUINT64_FORMAT ": a run to its end with %" G_GUINT64_FORMAT " cut nodes",
             futo_grid_write (puzzle), method->algorithm->id, solution_limit, totals.cut);
  assert_shape (tree);
  if (walk_events)
    assert_node_at_consistent (trace, tree);

  futo_search_tree_free (tree);
  futo_trace_free (trace);
  futo_run_result_clear (&result);
}

/* Counting all with bt: the tree's solutions are the puzzle's, as brute
 * force counts them. */
static void
assert_solutions_are_brute_force (const FutoPuzzle *puzzle,
                                  guint64           brute)
{
  Method bt = { futo_algorithm_find ("bt"), NULL };
  FutoRunResult result;
  FutoTrace *trace = record (&bt, puzzle, 0, 0, NULL, NULL, &result);
  FutoSearchTree *tree = futo_search_tree_new (trace, bt.algorithm->node_count, NULL);
  FutoTreeTotals totals;

  futo_search_tree_get_totals (tree, &totals);
  g_assert_cmpuint (totals.solutions, ==, brute);
  futo_search_tree_free (tree);
  futo_trace_free (trace);
  futo_run_result_clear (&result);
}

static void
test_counts_match_statistics (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20);
  g_autoptr (GArray) methods = complete_methods ();

  for (int round = 0; round < 60; round++)
    {
      int n = 3 + round % 3;
      FutoPuzzle *puzzle = round % 3 == 2 ? test_random_wild_puzzle (rand, n, 0.2, 0.3)
                                          : test_random_puzzle (rand, n, 0.1 + 0.3 * g_rand_double (rand),
                                                                0.5 * g_rand_double (rand));
      /* Counting every solution only where there are few to count. */
      guint64 brute = test_brute_count (puzzle, 200, NULL);
      gboolean count_all = brute < 200;

      for (guint m = 0; m < methods->len; m++)
        {
          const Method *method = &g_array_index (methods, Method, m);
          guint64 limits[] = { 1, 2, 0 };

          if (puzzle->mode != FUTO_MODE_UNEQUAL && !method->algorithm->supports_adjacent)
            continue;
          for (guint l = 0; l < (count_all ? 3 : 2); l++)
            check_method (method, puzzle, limits[l], n <= 4);
        }
      if (count_all)
        assert_solutions_are_brute_force (puzzle, brute);
      futo_puzzle_free (puzzle);
    }
}

/* A node limit cuts the run: the open path ends in a cut leaf, and the
 * nodes still count as the run counted them. */
static void
test_cut_by_limit (void)
{
  FutoPuzzle *puzzle = test_load_puzzle ("examples/unequal_5x5.txt");
  const char *ids[] = { "bt", "fc", "fc-mrv1", "mac" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      Method method = { futo_algorithm_find (ids[i]), NULL };
      FutoRunResult result;
      FutoTrace *trace;
      FutoSearchTree *tree;
      const FutoTreeNode *nodes;
      FutoTreeTotals totals;

      g_assert_nonnull (method.algorithm);
      trace = record (&method, puzzle, 1, 5, NULL, NULL, &result);
      g_assert_cmpint (result.status, ==, FUTO_STATUS_LIMIT);
      tree = futo_search_tree_new (trace, method.algorithm->node_count, NULL);
      nodes = futo_search_tree_get_nodes (tree, NULL);
      futo_search_tree_get_totals (tree, &totals);
      g_assert_cmpuint (totals.nodes, ==, result.stats.nodes);
      g_assert_cmpuint (totals.solutions, ==, 0);
      /* The run stopped inside the tree: below the root, the path is open. */
      g_assert_cmpuint (nodes[futo_search_tree_node_at (tree, futo_trace_get_length (trace) - 1)].flags
                        & FUTO_TREE_NODE_OPEN, !=, 0);
      g_assert_cmpuint (futo_search_tree_node_at (tree, futo_trace_get_length (trace) - 1), >, 0);
      assert_shape (tree);
      futo_search_tree_free (tree);
      futo_trace_free (trace);
      futo_run_result_clear (&result);
    }
  futo_puzzle_free (puzzle);
}

/* bt refutes a try by the rule its value breaks, fc by the cell its
 * forward check empties: the dead ends say so. */
static void
test_dead_end_reasons (void)
{
  FutoPuzzle *puzzle = test_load_puzzle ("examples/unequal_5x5.txt");
  struct { const char *id; FutoTreeWhy why; } cases[] = {
    { "bt", FUTO_TREE_WHY_CONFLICT },
    { "fc", FUTO_TREE_WHY_WIPE_OUT },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      Method method = { futo_algorithm_find (cases[i].id), NULL };
      FutoRunResult result;
      FutoTrace *trace = record (&method, puzzle, 1, 0, NULL, NULL, &result);
      FutoSearchTree *tree = futo_search_tree_new (trace, method.algorithm->node_count, NULL);
      size_t n_nodes, dead = 0;
      const FutoTreeNode *nodes = futo_search_tree_get_nodes (tree, &n_nodes);

      for (size_t j = 0; j < n_nodes; j++)
        {
          if (nodes[j].outcome != FUTO_TREE_DEAD_END)
            continue;
          dead++;
          g_assert_cmpint (nodes[j].why, ==, cases[i].why);
          g_assert_cmpint (nodes[j].culprit, >=, 0);
          g_assert_cmpint (nodes[j].cause, >=, 0);
          g_assert_cmpint (nodes[j].reason, !=, FUTO_REASON_NONE);
          if (cases[i].why == FUTO_TREE_WHY_CONFLICT)
            g_assert_cmpint (nodes[j].culprit, ==, nodes[j].cell);
        }
      g_assert_cmpuint (dead, >, 0);
      futo_search_tree_free (tree);
      futo_trace_free (trace);
      futo_run_result_clear (&result);
    }
  futo_puzzle_free (puzzle);
}

/* The local searches make no decisions: an empty tree, said so. */
static void
test_local_search_has_no_tree (void)
{
  FutoPuzzle *puzzle = test_load_puzzle ("examples/unequal_5x5.txt");
  const char *ids[] = { "sa", "cso" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      Method method = { futo_algorithm_find (ids[i]), NULL };
      FutoRunResult result;
      FutoTrace *trace;
      FutoSearchTree *tree;
      FutoTreeTotals totals;

      g_assert_nonnull (method.algorithm);
      g_assert_cmpint (method.algorithm->node_count, ==, FUTO_NODE_COUNT_NONE);
      trace = record (&method, puzzle, 1, 0, NULL, NULL, &result);
      tree = futo_search_tree_new (trace, method.algorithm->node_count, NULL);
      g_assert_true (futo_search_tree_is_empty (tree));
      g_assert_cmpuint (futo_search_tree_get_n_nodes (tree), ==, 0);
      g_assert_cmpuint (futo_search_tree_node_at (tree, 0), ==, SIZE_MAX);
      futo_search_tree_get_totals (tree, &totals);
      g_assert_cmpuint (totals.nodes, ==, 0);
      futo_search_tree_free (tree);
      futo_trace_free (trace);
      futo_run_result_clear (&result);
    }
  futo_puzzle_free (puzzle);
}

/* A cancel flag already set gives no tree. */
static void
test_cancel (void)
{
  FutoPuzzle *puzzle = test_load_puzzle ("examples/unequal_5x5.txt");
  Method method = { futo_algorithm_find ("bt"), NULL };
  FutoRunResult result;
  FutoTrace *trace = record (&method, puzzle, 0, 0, NULL, NULL, &result);
  atomic_int cancel = 1;

  g_assert_null (futo_search_tree_new (trace, FUTO_NODE_COUNT_DECISIONS, &cancel));
  futo_trace_free (trace);
  futo_run_result_clear (&result);
  futo_puzzle_free (puzzle);
}

/* The tree of a method's run on puzzle, counting all solutions. */
static FutoSearchTree *
tree_of (const char       *id,
         const FutoPuzzle *puzzle)
{
  Method method = { futo_algorithm_find (id), NULL };
  FutoRunResult result;
  FutoTrace *trace = record (&method, puzzle, 0, 0, NULL, NULL, &result);
  FutoSearchTree *tree = futo_search_tree_new (trace, method.algorithm->node_count, NULL);

  futo_trace_free (trace);
  futo_run_result_clear (&result);
  g_assert_nonnull (tree);
  return tree;
}

static guint64
count_marked (const guint8 *marks,
              size_t        n)
{
  guint64 marked = 0;

  for (size_t i = 0; i < n; i++)
    marked += marks[i];
  return marked;
}

/* Merged trees: forward checking tries a part of what backtracking tries
 * in the same order, and mac a part of fc (futo-algo-arc.c), so the second
 * tree of each pair is all shared; a tree against itself has no own nodes
 * and no divergence; MRV picks other cells than bt, so both have their own.
 * The marks count as the counts do. */
static void
test_compare (void)
{
  static const char *const subsets[][2] = { { "bt", "fc" }, { "fc", "mac" } };
  g_autoptr (GRand) rand = g_rand_new_with_seed (31);

  for (int i = 0; i < 25; i++)
    {
      FutoPuzzle *puzzle = test_random_puzzle (rand, 4 + i % 2, 0.15, 0.3);

      for (gsize k = 0; k < G_N_ELEMENTS (subsets); k++)
        {
          FutoSearchTree *big = tree_of (subsets[k][0], puzzle), *small = tree_of (subsets[k][1], puzzle);
          FutoTreeComparison comparison;
          size_t n_big, n_small;
          g_autofree guint8 *marks_big = NULL, *marks_small = NULL;

          futo_search_tree_get_nodes (big, &n_big);
          futo_search_tree_get_nodes (small, &n_small);
          marks_big = g_malloc (n_big);
          marks_small = g_malloc (n_small);
          g_assert_true (futo_search_tree_compare (big, small, &comparison, marks_big, marks_small));
          g_assert_cmpuint (comparison.only_second, ==, 0);
          g_assert_cmpuint (comparison.shared, ==, n_small);
          g_assert_cmpuint (comparison.shared + comparison.only_first, ==, n_big);
          g_assert_cmpuint (count_marked (marks_big, n_big), ==, comparison.shared);
          g_assert_cmpuint (count_marked (marks_small, n_small), ==, n_small);
          if (comparison.only_first > 0)
            {
              g_assert_cmpint (comparison.divergence_first, >=, 0);
              g_assert_cmpint (comparison.first_own_child, >, comparison.divergence_first);
              g_assert_cmpint (comparison.second_own_child, ==, -1);
            }

          g_assert_true (futo_search_tree_compare (small, small, &comparison, NULL, NULL));
          g_assert_cmpuint (comparison.shared, ==, n_small);
          g_assert_cmpuint (comparison.only_first + comparison.only_second, ==, 0);
          g_assert_cmpint (comparison.divergence_first, ==, -1);
          futo_search_tree_free (big);
          futo_search_tree_free (small);
        }
      futo_puzzle_free (puzzle);
    }

  /* An empty 4×4: bt goes row by row, MRV3 elsewhere at once. */
  {
    FutoPuzzle *puzzle = futo_puzzle_new (4);
    FutoSearchTree *bt, *mrv;
    FutoTreeComparison comparison;
    size_t n_bt, n_mrv;

    futo_puzzle_set_given (puzzle, 0, 0, 1);
    futo_puzzle_set_relation (puzzle, 2, 2, FUTO_DIR_DOWN, FUTO_REL_LESS);
    bt = tree_of ("bt", puzzle);
    mrv = tree_of ("fc-mrv3", puzzle);
    futo_search_tree_get_nodes (bt, &n_bt);
    futo_search_tree_get_nodes (mrv, &n_mrv);
    g_assert_true (futo_search_tree_compare (bt, mrv, &comparison, NULL, NULL));
    g_assert_cmpuint (comparison.shared, >=, 1);
    g_assert_cmpuint (comparison.only_first, >, 0);
    g_assert_cmpuint (comparison.only_second, >, 0);
    g_assert_cmpuint (comparison.shared + comparison.only_first, ==, n_bt);
    g_assert_cmpuint (comparison.shared + comparison.only_second, ==, n_mrv);
    g_assert_cmpint (comparison.divergence_first, >=, 0);
    futo_search_tree_free (bt);
    futo_search_tree_free (mrv);
    futo_puzzle_free (puzzle);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search-tree/counts-match-statistics", test_counts_match_statistics);
  g_test_add_func ("/search-tree/cut-by-limit", test_cut_by_limit);
  g_test_add_func ("/search-tree/dead-end-reasons", test_dead_end_reasons);
  g_test_add_func ("/search-tree/local-search-has-no-tree", test_local_search_has_no_tree);
  g_test_add_func ("/search-tree/cancel", test_cancel);
  g_test_add_func ("/search-tree/compare", test_compare);
  return g_test_run ();
}
