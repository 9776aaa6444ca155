/* test-solver.c: every complete algorithm against brute force, limits, cancellation
 *
 * The registry is walked, so each algorithm added to it is held to the same
 * standard without a test of its own for the basics.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-algorithm.h"
#include "futo-format.h"
#include "test-util.h"

static guint64
run_count (const FutoAlgorithm *algorithm,
           const FutoPuzzle    *puzzle,
           guint64              limit,
           FutoRunResult       *result)
{
  /* The MRV variants keep their source's cap of 10^6 assignments unless
   * told otherwise; counting 161 280 Latin squares needs more than that.
   * Other algorithms ignore parameters they do not know. */
  const char *params = g_str_has_prefix (algorithm->id, "fc-mrv") ? "max-assignments=0" : NULL;

  /* Every stored solution checked (test-util.c). */
  test_run_checked (algorithm, puzzle, limit, 0, params, 1, result);
  if (result->stored == 2)
    g_assert_true (memcmp (result->solutions[0], result->solutions[1], (gsize) puzzle->size * puzzle->size) != 0);
  return result->solution_count;
}

static void
check_against_brute (const FutoAlgorithm *algorithm,
                     const FutoPuzzle    *puzzle)
{
  FutoRunResult result;
  guint64 expected = test_brute_count (puzzle, 0, NULL);

  futo_run_result_init (&result);

  /* Count all. */
  g_assert_cmpuint (run_count (algorithm, puzzle, 0, &result), ==, expected);
  g_assert_true (result.exhausted);
  g_assert_cmpint (result.status, ==, expected ? FUTO_STATUS_SOLVED : FUTO_STATUS_UNSATISFIABLE);
  g_assert_cmpint (result.stored, ==, MIN (expected, 2));

  /* Solve. */
  g_assert_cmpuint (run_count (algorithm, puzzle, 1, &result), ==, MIN (expected, 1));
  g_assert_cmpint (result.status, ==, expected ? FUTO_STATUS_SOLVED : FUTO_STATUS_UNSATISFIABLE);

  /* Uniqueness: stop at two. */
  g_assert_cmpuint (run_count (algorithm, puzzle, 2, &result), ==, MIN (expected, 2));
  g_assert_true (result.exhausted == (expected < 2));
  futo_run_result_clear (&result);
}

static void
test_brute_agreement (gconstpointer data)
{
  const FutoAlgorithm *algorithm = data;
  g_autoptr(GRand) rand = g_rand_new_with_seed (2024);
  int counts[3] = { 0 }; /* puzzles with 0, 1, several solutions */

  for (int i = 0; i < 400; i++)
    {
      int n = 2 + i % 4;
      FutoPuzzle *puzzle;

      if (i % 2 == 0)
        puzzle = test_random_puzzle (rand, n, 0.35 * g_rand_double (rand), 0.6 * g_rand_double (rand));
      else
        puzzle = test_random_wild_puzzle (rand, n, 0.2 * g_rand_double (rand), 0.5 * g_rand_double (rand));
      if (n == 5 && futo_puzzle_count_givens (puzzle) + futo_puzzle_count_signs (puzzle) < 6)
        futo_puzzle_set_given (puzzle, 0, 0, 1); /* keep the counts small enough to enumerate */
      {
        guint64 c = test_brute_count (puzzle, 3, NULL);
        counts[MIN (c, 2)]++;
      }
      check_against_brute (algorithm, puzzle);
      futo_puzzle_free (puzzle);
    }
  /* The mix has to cover all three cases. */
  g_assert_cmpint (counts[0], >, 40);
  g_assert_cmpint (counts[1], >, 40);
  g_assert_cmpint (counts[2], >, 40);
}

static void
test_latin_counts (gconstpointer data)
{
  const FutoAlgorithm *algorithm = data;
  static const guint64 latin[] = { 0, 0, 2, 12, 576, 161280 };
  FutoRunResult result;

  futo_run_result_init (&result);
  for (int n = 2; n <= 5; n++)
    {
      FutoPuzzle *empty = futo_puzzle_new (n);

      g_assert_cmpuint (run_count (algorithm, empty, 0, &result), ==, latin[n]);
      g_assert_true (result.exhausted);
      futo_puzzle_free (empty);
    }
  futo_run_result_clear (&result);
}

/* The literature's methods are faithful, weaknesses included: plain
 * backtracking may need hours on a hard 9×9, and the MRV variants stop at
 * their source's assignment cap. On the real puzzles below they get a node
 * budget and may report "limit"; whatever they do return must be right. The
 * default engine and prop get no budget and must solve everything. */
#define LITERATURE_NODE_BUDGET 300000

static gboolean
must_finish (const FutoAlgorithm *algorithm)
{
  return algorithm == futo_algorithm_default () || g_strcmp0 (algorithm->id, "prop") == 0;
}

static void
run_budgeted (const FutoAlgorithm *algorithm,
              const FutoPuzzle    *puzzle,
              guint64              limit,
              FutoRunResult       *result)
{
  FutoRunOptions options;

  futo_run_options_init (&options);
  options.solution_limit = limit;
  options.seed = 1;
  if (!must_finish (algorithm))
    options.node_limit = LITERATURE_NODE_BUDGET;
  futo_run (algorithm, puzzle, &options, result);
  for (int i = 0; i < result->stored; i++)
    g_assert_true (futo_puzzle_is_solution (puzzle, result->solutions[i]));
  if (result->status == FUTO_STATUS_LIMIT)
    g_assert_false (must_finish (algorithm));
  else
    g_assert_cmpint (result->status, ==, FUTO_STATUS_SOLVED);
}

static void
test_examples (gconstpointer data)
{
  const FutoAlgorithm *algorithm = data;
  static const char *const names[] = { "unequal_4x4", "unequal_5x5", "unequal_9x9" };
  int finished = 0;

  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_strdup_printf ("examples/%s.txt", names[i]);
      g_autofree char *solution_path = g_strdup_printf ("examples/%s.solution.txt", names[i]);
      FutoPuzzle *puzzle = test_load_puzzle (path);
      FutoPuzzle *solution = test_load_puzzle (solution_path);
      FutoRunResult result;

      futo_run_result_init (&result);
      run_budgeted (algorithm, puzzle, 2, &result);
      if (result.status == FUTO_STATUS_SOLVED)
        {
          /* Unique: one solution and the search went to the end. */
          g_assert_cmpuint (result.solution_count, ==, 1);
          g_assert_true (result.exhausted);
          g_assert_cmpmem (result.solutions[0], puzzle->size * puzzle->size,
                           solution->givens, solution->size * solution->size);
          finished++;
        }
      futo_run_result_clear (&result);
      futo_puzzle_free (puzzle);
      futo_puzzle_free (solution);
    }
  /* The small ones are within every complete method's reach. */
  g_assert_cmpint (finished, >=, 2);
  g_test_message ("%s proved %d of 3 examples unique within its budget", algorithm->id, finished);
}

/* Satisfiable puzzles of the paper's classes (sizes 6 to 9). */
static void
test_paper_instances (gconstpointer data)
{
  const FutoAlgorithm *algorithm = data;
  g_autoptr(GDir) dir = NULL;
  g_autofree char *path = test_data_path ("paper");
  const char *name;
  int tried = 0, solved = 0;

  dir = g_dir_open (path, 0, NULL);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *relative = g_build_filename ("paper", name, NULL);
      FutoPuzzle *puzzle = test_load_puzzle (relative);
      FutoRunResult result;

      futo_run_result_init (&result);
      run_budgeted (algorithm, puzzle, 1, &result);
      tried++;
      solved += result.status == FUTO_STATUS_SOLVED;
      futo_run_result_clear (&result);
      futo_puzzle_free (puzzle);
    }
  g_assert_cmpint (tried, >=, 48);
  g_test_message ("%s solved %d of %d paper instances within its budget", algorithm->id, solved, tried);
  /* Most of these classes are easy even for plain backtracking. */
  g_assert_cmpint (solved, >=, tried / 2);
}

static void
test_node_limit (void)
{
  FutoPuzzle *empty = futo_puzzle_new (9);
  FutoRunOptions options;
  FutoRunResult result;

  futo_run_options_init (&options);
  futo_run_result_init (&result);
  options.solution_limit = 0;
  options.node_limit = 1000;
  g_assert_cmpint (futo_run (futo_algorithm_default (), empty, &options, &result), ==, FUTO_STATUS_LIMIT);
  g_assert_cmpuint (result.stats.nodes, <=, 1000);
  g_assert_false (result.exhausted);
  g_assert_cmpuint (result.solution_count, >, 0);
  futo_run_result_clear (&result);
  futo_puzzle_free (empty);
}

static void
test_time_limit (void)
{
  FutoPuzzle *empty = futo_puzzle_new (8);
  FutoRunOptions options;
  FutoRunResult result;

  futo_run_options_init (&options);
  futo_run_result_init (&result);
  options.solution_limit = 0;
  options.time_limit = 0.05;
  /* Counting every 8×8 Latin square would take ages: the limit must end it. */
  g_assert_cmpint (futo_run (futo_algorithm_default (), empty, &options, &result), ==, FUTO_STATUS_LIMIT);
  g_assert_cmpfloat (result.stats.elapsed, >=, 0.05);
  futo_run_result_clear (&result);
  futo_puzzle_free (empty);
}

static gpointer
cancel_soon (gpointer data)
{
  atomic_int *flag = data;

  g_usleep (20000);
  atomic_store (flag, 1);
  return NULL;
}

static void
test_cancel (void)
{
  FutoPuzzle *empty = futo_puzzle_new (10);
  atomic_int flag = 0;
  FutoRunOptions options;
  FutoRunResult result;
  GThread *thread;

  futo_run_options_init (&options);
  futo_run_result_init (&result);
  options.solution_limit = 0;
  options.cancel = &flag;
  thread = g_thread_new ("cancel", cancel_soon, &flag);
  g_assert_cmpint (futo_run (futo_algorithm_default (), empty, &options, &result), ==, FUTO_STATUS_CANCELLED);
  g_thread_join (thread);
  futo_run_result_clear (&result);
  futo_puzzle_free (empty);
}

static void
test_invalid (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (4);
  FutoRunResult result;

  futo_run_result_init (&result);
  puzzle->givens[5] = 5;
  g_assert_cmpint (futo_run (futo_algorithm_default (), puzzle, NULL, &result), ==, FUTO_STATUS_INVALID);
  g_assert_nonnull (strstr (result.message, "r2c2"));
  futo_run_result_clear (&result);
  futo_puzzle_free (puzzle);
}

static void
count_event (const FutoEvent *event,
             gpointer         data)
{
  guint64 *counts = data;

  g_assert_cmpint (event->kind, >=, 0);
  g_assert_cmpint (event->kind, <=, FUTO_EVENT_LAST);
  counts[event->kind]++;
}

/* Watching a run must not change it. */
static void
test_events_do_not_change_run (gconstpointer data)
{
  const FutoAlgorithm *algorithm = data;
  g_autoptr(GRand) rand = g_rand_new_with_seed (99);

  for (int i = 0; i < 60; i++)
    {
      FutoPuzzle *puzzle = test_random_puzzle (rand, 3 + i % 4, 0.2, 0.3);
      FutoRunOptions options;
      FutoRunResult quiet, watched;
      guint64 counts[FUTO_EVENT_LAST + 1] = { 0 };

      futo_run_options_init (&options);
      futo_run_result_init (&quiet);
      futo_run_result_init (&watched);
      options.solution_limit = 2;
      options.seed = 3;
      futo_run (algorithm, puzzle, &options, &quiet);
      options.on_event = count_event;
      options.event_data = counts;
      futo_run (algorithm, puzzle, &options, &watched);
      g_assert_cmpint (quiet.status, ==, watched.status);
      g_assert_cmpuint (quiet.solution_count, ==, watched.solution_count);
      g_assert_cmpuint (quiet.stats.nodes, ==, watched.stats.nodes);
      g_assert_cmpuint (quiet.stats.removed_values, ==, watched.stats.removed_values);
      if (algorithm->complete)
        {
          g_assert_cmpuint (counts[FUTO_EVENT_SOLUTION], ==, watched.solution_count);
          g_assert_cmpuint (counts[FUTO_EVENT_PRUNE], ==, watched.stats.removed_values);
        }
      futo_run_result_clear (&quiet);
      futo_run_result_clear (&watched);
      futo_puzzle_free (puzzle);
    }
}

static void
test_registry (void)
{
  gsize n = 0;
  const FutoAlgorithm *const *all = futo_algorithms (&n);

  g_assert_cmpuint (n, >=, 1);
  g_assert_true (all[0] == futo_algorithm_default ());
  for (gsize i = 0; i < n; i++)
    {
      g_assert_nonnull (all[i]->id);
      g_assert_nonnull (all[i]->name);
      g_assert_nonnull (all[i]->description);
      g_assert_nonnull (all[i]->reference);
      g_assert_nonnull (all[i]->run);
      g_assert_true (futo_algorithm_find (all[i]->id) == all[i]);
      for (gsize j = 0; j < i; j++)
        g_assert_cmpstr (all[i]->id, !=, all[j]->id);
    }
  g_assert_null (futo_algorithm_find ("no-such-algorithm"));
}

int
main (int argc, char *argv[])
{
  gsize n = 0;
  const FutoAlgorithm *const *all;

  g_test_init (&argc, &argv, NULL);
  all = futo_algorithms (&n);
  g_test_add_func ("/solver/registry", test_registry);
  for (gsize i = 0; i < n; i++)
    {
      g_autofree char *prefix = g_strdup_printf ("/solver/%s", all[i]->id);
      g_autofree char *p1 = g_strconcat (prefix, "/brute-agreement", NULL);
      g_autofree char *p2 = g_strconcat (prefix, "/latin-counts", NULL);
      g_autofree char *p3 = g_strconcat (prefix, "/examples", NULL);
      g_autofree char *p4 = g_strconcat (prefix, "/paper-instances", NULL);
      g_autofree char *p5 = g_strconcat (prefix, "/events-do-not-change-run", NULL);

      if (all[i]->complete)
        {
          g_test_add_data_func (p1, all[i], test_brute_agreement);
          g_test_add_data_func (p2, all[i], test_latin_counts);
          g_test_add_data_func (p3, all[i], test_examples);
          g_test_add_data_func (p4, all[i], test_paper_instances);
        }
      g_test_add_data_func (p5, all[i], test_events_do_not_change_run);
    }
  g_test_add_func ("/solver/node-limit", test_node_limit);
  g_test_add_func ("/solver/time-limit", test_time_limit);
  g_test_add_func ("/solver/cancel", test_cancel);
  g_test_add_func ("/solver/invalid", test_invalid);
  return g_test_run ();
}
