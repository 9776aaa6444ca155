/* test-run-series.c: a method run many times, a seed a run
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include "futo-run-series.h"
#include "test-util.h"

static FutoRunSeries *
series_of (const char       *id,
           const FutoPuzzle *puzzle,
           int               runs,
           uint64_t          node_limit)
{
  FutoRunOptions limits;
  FutoError error;
  FutoRunSeries *series;

  futo_run_options_init (&limits);
  limits.node_limit = node_limit;
  series = futo_run_series_new (futo_algorithm_find (id), puzzle, runs, 7, &limits, &error);
  g_assert_nonnull (series);
  for (int i = 0; i < runs; i++)
    futo_run_series_run (series, i, NULL);
  return series;
}

/* Simulated annealing on a 5×5: every run has its seed, the same seeds give
 * the same runs, each solved run's grid was checked, and the solved steps
 * come out sorted and counted. */
static void
test_seeded_runs (void)
{
  FutoPuzzle *puzzle = test_load_puzzle ("examples/unequal_5x5.txt");
  FutoRunSeries *first = series_of ("sa", puzzle, 12, 0);
  FutoRunSeries *again = series_of ("sa", puzzle, 12, 0);
  uint64_t steps[12];
  int solved;
  gboolean differ = FALSE;

  g_assert_true (futo_run_series_counts_iterations (first));
  g_assert_cmpint (futo_run_series_n_done (first), ==, 12);
  for (int i = 0; i < 12; i++)
    {
      const FutoSeriesRun *a = futo_run_series_get (first, i), *b = futo_run_series_get (again, i);

      g_assert_true (a->done);
      g_assert_cmpuint (a->seed, ==, 7 + (uint64_t) i);
      g_assert_cmpuint (a->steps, ==, b->steps);
      g_assert_cmpint (a->solved, ==, b->solved);
      g_assert_cmpint (a->solved, ==, a->status == FUTO_STATUS_SOLVED);
      g_assert_cmpuint (a->steps, >, 0);
      differ |= a->steps != futo_run_series_get (first, 0)->steps;
    }
  /* Different seeds, different walks. */
  g_assert_true (differ);
  solved = futo_run_series_solved_steps (first, steps);
  g_assert_cmpint (solved, ==, futo_run_series_n_solved (first));
  g_assert_cmpint (solved, >, 0);
  for (int i = 1; i < solved; i++)
    g_assert_cmpuint (steps[i - 1], <=, steps[i]);
  futo_run_series_free (first);
  futo_run_series_free (again);
  futo_puzzle_free (puzzle);
}

/* The median ranks unsolved runs last: forward checking always takes the
 * same nodes, so its median is that count; under a node limit too small
 * for it every run is unsolved and there is no median. */
static void
test_median (void)
{
  FutoPuzzle *puzzle = test_load_puzzle ("examples/unequal_5x5.txt");
  FutoRunSeries *free_runs = series_of ("fc", puzzle, 4, 0);
  FutoRunSeries *cut_runs = series_of ("fc", puzzle, 3, 2);
  const FutoSeriesRun *run = futo_run_series_get (free_runs, 0);

  g_assert_false (futo_run_series_counts_iterations (free_runs));
  g_assert_true (run->solved);
  g_assert_cmpfloat (futo_run_series_median_steps (free_runs), ==, (double) run->steps);
  g_assert_cmpint (futo_run_series_n_solved (cut_runs), ==, 0);
  g_assert_cmpint (futo_run_series_get (cut_runs, 0)->status, ==, FUTO_STATUS_LIMIT);
  g_assert_true (isinf (futo_run_series_median_steps (cut_runs)));
  futo_run_series_free (free_runs);
  futo_run_series_free (cut_runs);
  futo_puzzle_free (puzzle);
}

/* A series with runs not yet run: no median, nothing in the CSV but its
 * header; after two runs, two rows. */
static void
test_csv_and_pending (void)
{
  FutoPuzzle *puzzle = test_load_puzzle ("examples/unequal_4x4.txt");
  FutoError error;
  FutoRunSeries *series = futo_run_series_new (futo_algorithm_find ("fc"), puzzle, 5, 1, NULL, &error);
  g_autofree char *empty = NULL, *two = NULL;
  g_auto (GStrv) lines = NULL;

  g_assert_nonnull (series);
  g_assert_true (isnan (futo_run_series_median_steps (series)));
  empty = futo_run_series_to_csv (series);
  g_assert_cmpstr (empty, ==, "seed,solved,status,nodes,seconds,best_energy\n");
  futo_run_series_run (series, 0, NULL);
  futo_run_series_run (series, 3, NULL);
  g_assert_cmpint (futo_run_series_n_done (series), ==, 2);
  two = futo_run_series_to_csv (series);
  lines = g_strsplit (two, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  g_assert_true (g_str_has_prefix (lines[1], "1,yes,solved,"));
  g_assert_true (g_str_has_prefix (lines[2], "4,yes,solved,"));
  futo_run_series_free (series);
  futo_puzzle_free (puzzle);
}

/* Out of range: no runs, too many, and a method that does not solve
 * Adjacent puzzles given one. */
static void
test_refused (void)
{
  FutoPuzzle *puzzle = test_load_puzzle ("examples/unequal_4x4.txt");
  FutoPuzzle *adjacent = futo_puzzle_new_with_mode (4, FUTO_MODE_ADJACENT);
  const FutoAlgorithm *sa = futo_algorithm_find ("sa");
  FutoError error;

  g_assert_null (futo_run_series_new (sa, puzzle, 0, 1, NULL, &error));
  g_assert_nonnull (strstr (error.message, "1 to 100000"));
  g_assert_null (futo_run_series_new (sa, puzzle, FUTO_RUN_SERIES_MAX_RUNS + 1, 1, NULL, &error));
  g_assert_null (futo_run_series_new (sa, adjacent, 3, 1, NULL, &error));
  g_assert_nonnull (strstr (error.message, "Adjacent"));
  futo_puzzle_free (adjacent);
  futo_puzzle_free (puzzle);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/run-series/seeded-runs", test_seeded_runs);
  g_test_add_func ("/run-series/median", test_median);
  g_test_add_func ("/run-series/csv-and-pending", test_csv_and_pending);
  g_test_add_func ("/run-series/refused", test_refused);
  return g_test_run ();
}
