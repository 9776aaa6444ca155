/* test-algo-local.c: BFS deduction (and brute force)
 *
 * tests/test-solver.c holds complete algorithms to brute force; bfs is
 * registered as incomplete (its default run can be stuck), so its guess=1
 * mode, which is complete, is held to the same standard here. sa and cso
 * are checked in test-algo-local-stochastic.c, the limits of all three in
 * test-algo-local-limits.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-algorithm.h"
#include "algo-local-test-util.h"
#include "test-util.h"

static int
count_placed (const guint8 *board,
              int           cells)
{
  int placed = 0;

  for (int i = 0; i < cells; i++)
    placed += board[i] != 0;
  return placed;
}

static void
test_bfs_descriptor (void)
{
  const FutoAlgorithm *bfs = futo_algorithm_find ("bfs");

  g_assert_nonnull (bfs);
  g_assert_false (bfs->complete); /* the default run can be stuck */
  g_assert_false (bfs->stochastic);
  g_assert_nonnull (strstr (bfs->reference, "Sutanto"));
}

/* The 4x4 example falls to deduction alone; the 5x5 one does not. */
static void
test_bfs_examples (void)
{
  FutoPuzzle *small = test_load_puzzle ("examples/unequal_4x4.txt");
  FutoPuzzle *small_solution = test_load_puzzle ("examples/unequal_4x4.solution.txt");
  FutoPuzzle *big = test_load_puzzle ("examples/unequal_5x5.txt");
  FutoPuzzle *big_solution = test_load_puzzle ("examples/unequal_5x5.solution.txt");
  FutoRunResult result;

  futo_run_result_init (&result);

  /* Deduction completes the board, which proves it the only solution. */
  g_assert_cmpint (local_run ("bfs", small, NULL, 0, 2, &result), ==, FUTO_STATUS_SOLVED);
  g_assert_cmpuint (result.solution_count, ==, 1);
  g_assert_true (result.exhausted);
  g_assert_cmpmem (result.solutions[0], 16, small_solution->givens, 16);
  g_assert_cmpuint (result.stats.assignments, ==, 0); /* no guess */
  g_assert_nonnull (strstr (result.message, "deduction alone"));

  /* Stuck: the message says how far it got and the partial board agrees
   * with the solution wherever it has a number. */
  g_assert_cmpint (local_run ("bfs", big, NULL, 0, 1, &result), ==, FUTO_STATUS_GAVE_UP);
  g_assert_cmpuint (result.solution_count, ==, 0);
  g_assert_false (result.exhausted);
  g_assert_nonnull (strstr (result.message, "stuck after placing 15 of 25 cells"));
  g_assert_nonnull (strstr (result.message, "10 cells remain"));
  g_assert_nonnull (result.best);
  g_assert_cmpint (count_placed (result.best, 25), ==, 15);
  for (int i = 0; i < 25; i++)
    g_assert_true (result.best[i] == 0 || result.best[i] == big_solution->givens[i]);

  /* With brute force on top it solves it, says so and proves uniqueness. */
  g_assert_cmpint (local_run ("bfs", big, "guess=1", 0, 2, &result), ==, FUTO_STATUS_SOLVED);
  g_assert_cmpuint (result.solution_count, ==, 1);
  g_assert_true (result.exhausted);
  g_assert_cmpmem (result.solutions[0], 25, big_solution->givens, 25);
  g_assert_cmpuint (result.stats.assignments, >, 0);
  g_assert_cmpuint (result.stats.nodes, >, 1);
  g_assert_nonnull (strstr (result.message, "BFS placed 15 of 25 cells alone"));
  g_assert_nonnull (strstr (result.message, "brute force"));

  futo_run_result_clear (&result);
  futo_puzzle_free (small);
  futo_puzzle_free (small_solution);
  futo_puzzle_free (big);
  futo_puzzle_free (big_solution);
}

static void
check_bfs_guess (const FutoPuzzle *puzzle)
{
  guint64 expected = test_brute_count (puzzle, 0, NULL);
  FutoRunResult result;

  futo_run_result_init (&result);
  local_run ("bfs", puzzle, "guess=1", 0, 0, &result);
  g_assert_cmpuint (result.solution_count, ==, expected);
  g_assert_true (result.exhausted);
  g_assert_cmpint (result.status, ==, expected ? FUTO_STATUS_SOLVED : FUTO_STATUS_UNSATISFIABLE);
  g_assert_cmpint (result.stored, ==, MIN (expected, 2));
  if (result.stored == 2)
    g_assert_true (memcmp (result.solutions[0], result.solutions[1], (gsize) puzzle->size * puzzle->size) != 0);

  local_run ("bfs", puzzle, "guess=1", 0, 1, &result);
  g_assert_cmpuint (result.solution_count, ==, MIN (expected, 1));
  g_assert_cmpint (result.status, ==, expected ? FUTO_STATUS_SOLVED : FUTO_STATUS_UNSATISFIABLE);

  local_run ("bfs", puzzle, "guess=1", 0, 2, &result);
  g_assert_cmpuint (result.solution_count, ==, MIN (expected, 2));
  g_assert_true (result.exhausted == (expected < 2));
  futo_run_result_clear (&result);
}

/* The default run never claims more than it knows: solved means the only
 * solution, unsatisfiable means none, and a stuck board keeps to every
 * solution (its numbers are forced). */
static void
check_bfs_alone (const FutoPuzzle *puzzle)
{
  int cells = puzzle->size * puzzle->size;
  g_autofree guint8 *first = g_malloc0 ((gsize) cells);
  guint64 expected = test_brute_count (puzzle, 2, first);
  FutoRunResult result;

  futo_run_result_init (&result);
  switch (local_run ("bfs", puzzle, NULL, 0, 2, &result))
    {
    case FUTO_STATUS_SOLVED:
      g_assert_cmpuint (expected, ==, 1);
      g_assert_true (result.exhausted);
      g_assert_cmpmem (result.solutions[0], cells, first, cells);
      break;
    case FUTO_STATUS_UNSATISFIABLE:
      g_assert_cmpuint (expected, ==, 0);
      g_assert_nonnull (strstr (result.message, "no solution"));
      break;
    case FUTO_STATUS_GAVE_UP:
      g_assert_nonnull (strstr (result.message, "stuck after placing"));
      g_assert_nonnull (result.best);
      if (expected > 0)
        for (int i = 0; i < cells; i++)
          g_assert_true (result.best[i] == 0 || result.best[i] == first[i]);
      break;
    default:
      g_assert_not_reached ();
    }
  futo_run_result_clear (&result);
}

static void
test_bfs_guess_brute_agreement (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (2024);
  int statuses[3] = { 0 }; /* alone: solved, unsatisfiable, stuck */

  for (int i = 0; i < 400; i++)
    {
      int n = 2 + i % 4;
      FutoPuzzle *puzzle;
      FutoRunResult result;

      if (i % 2 == 0)
        puzzle = test_random_puzzle (rand, n, 0.35 * g_rand_double (rand), 0.6 * g_rand_double (rand));
      else
        puzzle = test_random_wild_puzzle (rand, n, 0.2 * g_rand_double (rand), 0.5 * g_rand_double (rand));
      if (n == 5 && futo_puzzle_count_givens (puzzle) + futo_puzzle_count_signs (puzzle) < 6)
        futo_puzzle_set_given (puzzle, 0, 0, 1);
      check_bfs_guess (puzzle);
      check_bfs_alone (puzzle);

      futo_run_result_init (&result);
      local_run ("bfs", puzzle, NULL, 0, 1, &result);
      statuses[result.status == FUTO_STATUS_SOLVED ? 0 : result.status == FUTO_STATUS_UNSATISFIABLE ? 1 : 2]++;
      futo_run_result_clear (&result);
      futo_puzzle_free (puzzle);
    }
  /* The mix shows all three endings of the default run. */
  g_assert_cmpint (statuses[0], >, 20);
  g_assert_cmpint (statuses[1], >, 20);
  g_assert_cmpint (statuses[2], >, 20);
}

static void
test_bfs_guess_latin_counts (void)
{
  static const guint64 latin[] = { 0, 0, 2, 12, 576, 161280 };
  int largest = g_test_slow () ? 5 : 4;
  FutoRunResult result;

  futo_run_result_init (&result);
  for (int n = 2; n <= largest; n++)
    {
      FutoPuzzle *empty = futo_puzzle_new (n);

      /* Alone it cannot place anything on an empty board. */
      g_assert_cmpint (local_run ("bfs", empty, NULL, 0, 1, &result), ==, FUTO_STATUS_GAVE_UP);
      g_assert_nonnull (strstr (result.message, "stuck after placing 0 of"));
      g_assert_cmpint (local_run ("bfs", empty, "guess=1", 0, 0, &result), ==, FUTO_STATUS_SOLVED);
      g_assert_cmpuint (result.solution_count, ==, latin[n]);
      g_assert_true (result.exhausted);
      futo_puzzle_free (empty);
    }
  futo_run_result_clear (&result);
}

static void
test_bfs_guess_paper (void)
{
  g_autofree char *path = test_data_path ("paper");
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;
  int solved = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *relative = g_build_filename ("paper", name, NULL);
      FutoPuzzle *puzzle = test_load_puzzle (relative);
      FutoRunResult result;

      futo_run_result_init (&result);
      g_assert_cmpint (local_run ("bfs", puzzle, "guess=1", 0, 1, &result), ==, FUTO_STATUS_SOLVED);
      solved++;
      futo_run_result_clear (&result);
      futo_puzzle_free (puzzle);
    }
  g_assert_cmpint (solved, >=, 48);
}

/* Events tell the whole story: every removed candidate is a PRUNE, every
 * placement an ASSIGN, and a watched run is the same run. */
static void
test_bfs_events (void)
{
  FutoPuzzle *puzzle = test_load_puzzle ("examples/unequal_5x5.txt");
  g_autofree guint8 *board = g_malloc0 (25);
  Watch watch = { { 0 }, board, 25, 0 };
  FutoRunOptions options;
  FutoRunResult quiet, watched;

  futo_run_options_init (&options);
  futo_run_result_init (&quiet);
  futo_run_result_init (&watched);
  options.params = "guess=1";
  options.solution_limit = 0;
  futo_run (futo_algorithm_find ("bfs"), puzzle, &options, &quiet);
  options.on_event = watch_event;
  options.event_data = &watch;
  futo_run (futo_algorithm_find ("bfs"), puzzle, &options, &watched);
  g_assert_cmpuint (quiet.stats.nodes, ==, watched.stats.nodes);
  g_assert_cmpuint (quiet.stats.removed_values, ==, watched.stats.removed_values);
  g_assert_cmpuint (watch.counts[FUTO_EVENT_PRUNE], ==, watched.stats.removed_values);
  g_assert_cmpuint (watch.counts[FUTO_EVENT_SOLUTION], ==, 1);
  g_assert_cmpuint (watch.counts[FUTO_EVENT_BACKTRACK], ==, watched.stats.backtracks);
  /* Every placement undone is an UNASSIGN; the root's placements stay. */
  g_assert_cmpuint (watch.counts[FUTO_EVENT_ASSIGN] - watch.counts[FUTO_EVENT_UNASSIGN], ==, 15);
  futo_run_result_clear (&quiet);
  futo_run_result_clear (&watched);
  futo_puzzle_free (puzzle);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/algo-local/bfs/descriptor", test_bfs_descriptor);
  g_test_add_func ("/algo-local/bfs/examples", test_bfs_examples);
  g_test_add_func ("/algo-local/bfs/guess-brute-agreement", test_bfs_guess_brute_agreement);
  g_test_add_func ("/algo-local/bfs/guess-latin-counts", test_bfs_guess_latin_counts);
  g_test_add_func ("/algo-local/bfs/guess-paper-instances", test_bfs_guess_paper);
  g_test_add_func ("/algo-local/bfs/events", test_bfs_events);
  return g_test_run ();
}
