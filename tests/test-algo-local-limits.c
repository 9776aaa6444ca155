/* test-algo-local-limits.c: bfs, sa and cso on a full board, and stopped
 * promptly by a time limit, a node limit and cancellation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-algorithm.h"
#include "algo-local-test-util.h"
#include "test-util.h"

/* Every cell given: nothing to move, the board is or is not a solution. */
static void
test_full_board (gconstpointer data)
{
  const char *id = data;
  FutoPuzzle *puzzle = test_load_puzzle ("examples/unequal_4x4.solution.txt");
  FutoRunResult result;

  futo_run_result_init (&result);
  g_assert_cmpint (local_run (id, puzzle, NULL, 1, 1, &result), ==, FUTO_STATUS_SOLVED);
  puzzle->givens[0] = puzzle->givens[1];
  g_assert_cmpint (local_run (id, puzzle, NULL, 1, 1, &result), ==,
                   g_str_equal (id, "bfs") ? FUTO_STATUS_UNSATISFIABLE : FUTO_STATUS_GAVE_UP);
  g_assert_nonnull (result.best);
  futo_run_result_clear (&result);
  futo_puzzle_free (puzzle);
}

static FutoStatus
run_limited (const char       *id,
             const FutoPuzzle *puzzle,
             double            time_limit,
             const atomic_int *cancel,
             FutoRunResult    *result)
{
  FutoRunOptions options;

  futo_run_options_init (&options);
  /* Runs that would go on for ages: a schedule that barely cools, a swarm
   * with no end, brute force counting every Latin square. */
  options.params = g_str_equal (id, "sa") ? "rate=1e-12,max-iterations=1e15"
                   : g_str_equal (id, "cso") ? "max-iterations=1e12" : "guess=1";
  options.solution_limit = 0;
  options.time_limit = time_limit;
  options.cancel = cancel;
  options.seed = 5;
  return futo_run (futo_algorithm_find (id), puzzle, &options, result);
}

static void
test_time_limit (gconstpointer data)
{
  const char *id = data;
  FutoPuzzle *puzzle = futo_puzzle_new (g_str_equal (id, "bfs") ? 16 : 9);
  FutoRunResult result;

  futo_puzzle_set_relation (puzzle, 0, 0, FUTO_DIR_RIGHT, FUTO_REL_LESS);
  futo_puzzle_set_relation (puzzle, 0, 1, FUTO_DIR_RIGHT, FUTO_REL_GREATER);
  futo_run_result_init (&result);
  g_assert_cmpint (run_limited (id, puzzle, 0.05, NULL, &result), ==, FUTO_STATUS_LIMIT);
  /* The limit stopped it, not sooner; how far past it is measured by
   * bench/engine's futo-cancel-bench, not asserted here. */
  g_assert_cmpfloat (result.stats.elapsed, >=, 0.05);
  g_assert_nonnull (strstr (result.message, "time limit"));
  g_assert_nonnull (result.best);
  futo_run_result_clear (&result);
  futo_puzzle_free (puzzle);
}

typedef struct
{
  atomic_int flag;
} Cancel;

static gpointer
cancel_soon (gpointer data)
{
  Cancel *cancel = data;

  g_usleep (20000);
  atomic_store (&cancel->flag, 1);
  return NULL;
}

static void
test_cancel (gconstpointer data)
{
  const char *id = data;
  FutoPuzzle *puzzle = futo_puzzle_new (12);
  Cancel cancel = { 0 };
  FutoRunResult result;
  GThread *thread;

  futo_run_result_init (&result);
  thread = g_thread_new ("cancel", cancel_soon, &cancel);
  g_assert_cmpint (run_limited (id, puzzle, 0, &cancel.flag, &result), ==, FUTO_STATUS_CANCELLED);
  g_thread_join (thread);
  /* How soon: a count in tests/test-cancel.c, a time in bench/engine's
   * futo-cancel-bench. */
  g_assert_nonnull (result.best);
  futo_run_result_clear (&result);
  futo_puzzle_free (puzzle);
}

static void
test_node_limit (gconstpointer data)
{
  const char *id = data;
  FutoPuzzle *puzzle = futo_puzzle_new (7);
  FutoRunOptions options;
  FutoRunResult result;

  futo_run_options_init (&options);
  futo_run_result_init (&result);
  options.node_limit = 500;
  options.seed = 2;
  options.params = "guess=1";
  options.solution_limit = 0;
  g_assert_cmpint (futo_run (futo_algorithm_find (id), puzzle, &options, &result), ==, FUTO_STATUS_LIMIT);
  g_assert_cmpuint (result.stats.nodes, <=, 500);
  g_assert_nonnull (strstr (result.message, "node limit"));
  futo_run_result_clear (&result);
  futo_puzzle_free (puzzle);
}

int
main (int argc, char *argv[])
{
  static const char *const ids[] = { "bfs", "sa", "cso" };
  static const LocalCase cases[] = {
    { "full-board", test_full_board },
    { "time-limit", test_time_limit },
    { "node-limit", test_node_limit },
    { "cancel", test_cancel },
  };

  g_test_init (&argc, &argv, NULL);
  local_add_cases (ids, G_N_ELEMENTS (ids), cases, G_N_ELEMENTS (cases));
  return g_test_run ();
}
