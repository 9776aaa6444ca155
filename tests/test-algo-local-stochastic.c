/* test-algo-local-stochastic.c: simulated annealing and cat swarm, checked
 * for what a stochastic method can promise: valid solutions, repeatable
 * runs for one seed, a best configuration and a clear message when they
 * give up
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-algorithm.h"
#include "algo-local-test-util.h"
#include "test-util.h"

/* A 4x4 with many givens: easy for a local search. */
static FutoPuzzle *
easy_puzzle (void)
{
  static const guint8 square[16] = { 1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1 };
  static const guint8 shown[16] = { 1, 0, 3, 0, 0, 4, 0, 2, 2, 0, 4, 0, 0, 3, 0, 1 };
  FutoPuzzle *puzzle = futo_puzzle_new (4);

  for (int i = 0; i < 16; i++)
    puzzle->givens[i] = shown[i];
  puzzle->right[1] = square[1] < square[2] ? FUTO_REL_LESS : FUTO_REL_GREATER;
  puzzle->down[12 - 4] = square[8] < square[12] ? FUTO_REL_LESS : FUTO_REL_GREATER;
  g_assert_cmpuint (test_brute_count (puzzle, 0, NULL), ==, 1);
  return puzzle;
}

static void
test_stochastic_descriptor (gconstpointer data)
{
  const FutoAlgorithm *algorithm = futo_algorithm_find (data);

  g_assert_nonnull (algorithm);
  g_assert_false (algorithm->complete);
  g_assert_true (algorithm->stochastic);
}

/* Some seed solves the easy puzzles within the default budget. */
static void
test_solves_easy (gconstpointer data)
{
  const char *id = data;
  const char *const files[] = { NULL, "examples/unequal_4x4.txt" };

  for (gsize f = 0; f < G_N_ELEMENTS (files); f++)
    {
      FutoPuzzle *puzzle = files[f] ? test_load_puzzle (files[f]) : easy_puzzle ();
      gboolean solved = FALSE;

      for (guint64 seed = 1; seed <= 5 && !solved; seed++)
        {
          FutoRunResult result;

          futo_run_result_init (&result);
          if (local_run (id, puzzle, NULL, seed, 1, &result) == FUTO_STATUS_SOLVED)
            {
              solved = TRUE;
              g_assert_cmpuint (result.solution_count, ==, 1);
              g_assert_cmpint (result.stored, ==, 1);
              g_assert_false (result.exhausted); /* a local search proves nothing */
              g_assert_nonnull (result.best);
              g_assert_cmpmem (result.best, 16, result.solutions[0], 16);
              g_assert_nonnull (strstr (result.message, "solved"));
              g_test_message ("%s solves %s with seed %" G_GUINT64_FORMAT ": %s", id,
                              files[f] ? files[f] : "the easy 4x4", seed, result.message);
            }
          futo_run_result_clear (&result);
        }
      g_assert_true (solved);
      futo_puzzle_free (puzzle);
    }
}

/* The same seed gives the same run; another seed another one. */
static void
test_repeatable (gconstpointer data)
{
  const char *id = data;
  FutoPuzzle *puzzle = test_load_puzzle ("examples/unequal_5x5.txt");
  const char *params = g_str_equal (id, "sa") ? "max-iterations=200000" : "max-iterations=300";
  FutoRunResult a, b, c;

  futo_run_result_init (&a);
  futo_run_result_init (&b);
  futo_run_result_init (&c);
  local_run (id, puzzle, params, 42, 1, &a);
  local_run (id, puzzle, params, 42, 1, &b);
  local_run (id, puzzle, params, 43, 1, &c);
  g_assert_cmpint (a.status, ==, b.status);
  g_assert_cmpuint (a.solution_count, ==, b.solution_count);
  g_assert_cmpuint (a.stats.iterations, ==, b.stats.iterations);
  g_assert_cmpuint (a.stats.nodes, ==, b.stats.nodes);
  g_assert_cmpuint (a.stats.moves, ==, b.stats.moves);
  g_assert_cmpuint (a.stats.assignments, ==, b.stats.assignments);
  g_assert_cmpfloat (a.stats.best_energy, ==, b.stats.best_energy);
  g_assert_nonnull (a.best);
  g_assert_cmpmem (a.best, 25, b.best, 25);
  g_assert_true (a.stats.moves != c.stats.moves || memcmp (a.best, c.best, 25) != 0);
  futo_run_result_clear (&a);
  futo_run_result_clear (&b);
  futo_run_result_clear (&c);
  futo_puzzle_free (puzzle);
}

/* A short budget on a hard board: the method gives up, keeps its best
 * configuration (with the givens) and says how good it was. */
static void
test_gives_up (gconstpointer data)
{
  const char *id = data;
  FutoPuzzle *puzzle = test_load_puzzle ("examples/unequal_9x9.txt");
  const char *params = g_str_equal (id, "sa") ? "max-iterations=1000" : "max-iterations=3";
  FutoRunResult result;

  futo_run_result_init (&result);
  g_assert_cmpint (local_run (id, puzzle, params, 7, 1, &result), ==, FUTO_STATUS_GAVE_UP);
  g_assert_cmpuint (result.solution_count, ==, 0);
  g_assert_cmpuint (result.stats.iterations, ==, g_str_equal (id, "sa") ? 1000 : 3);
  g_assert_nonnull (result.best);
  for (int i = 0; i < 81; i++)
    {
      g_assert_cmpint (result.best[i], >=, 1);
      g_assert_cmpint (result.best[i], <=, 9);
      g_assert_true (puzzle->givens[i] == 0 || result.best[i] == puzzle->givens[i]);
    }
  g_assert_nonnull (strstr (result.message, "no solution within max-iterations"));
  g_assert_nonnull (strstr (result.message, g_str_equal (id, "sa") ? "best energy" : "best penalty"));
  if (g_str_equal (id, "sa"))
    g_assert_cmpfloat (result.stats.best_energy, <, 7.5 * 18 + 10.0 * futo_puzzle_count_signs (puzzle));
  else
    g_assert_cmpfloat (result.stats.best_energy, <, 1.0);
  futo_run_result_clear (&result);
  futo_puzzle_free (puzzle);
}

/* Whatever comes back as a solution is one (local_run () checks), on boards that
 * are full, contradictory or have many solutions. */
static void
test_solutions_valid (gconstpointer data)
{
  const char *id = data;
  const char *params = g_str_equal (id, "sa") ? "max-iterations=20000" : "max-iterations=50";
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  int solved = 0;

  for (int i = 0; i < 40; i++)
    {
      int n = 2 + i % 3;
      FutoPuzzle *puzzle = i % 2 ? test_random_wild_puzzle (rand, n, 0.3, 0.3)
                                 : test_random_puzzle (rand, n, 0.3 + 0.7 * (i % 4 == 0), 0.3);
      guint64 expected = test_brute_count (puzzle, 1, NULL);
      FutoRunResult result;

      futo_run_result_init (&result);
      local_run (id, puzzle, params, (guint64) i, 2, &result);
      if (result.status == FUTO_STATUS_SOLVED)
        {
          g_assert_cmpuint (expected, ==, 1);
          g_assert_cmpuint (result.solution_count, ==, 1);
          solved++;
        }
      else
        g_assert_cmpint (result.status, ==, FUTO_STATUS_GAVE_UP);
      g_assert_nonnull (result.best);
      futo_run_result_clear (&result);
      futo_puzzle_free (puzzle);
    }
  g_assert_cmpint (solved, >, 10);
}

/* MOVE events replay to the final board, ENERGY ends on the best energy. */
static void
test_events (gconstpointer data)
{
  const char *id = data;
  FutoPuzzle *puzzle = test_load_puzzle ("examples/unequal_4x4.txt");
  g_autofree guint8 *board = g_malloc0 (16);
  Watch watch = { { 0 }, board, 16, 0 };
  FutoRunOptions options;
  FutoRunResult quiet, watched;

  futo_run_options_init (&options);
  futo_run_result_init (&quiet);
  futo_run_result_init (&watched);
  options.seed = 1;
  futo_run (futo_algorithm_find (id), puzzle, &options, &quiet);
  options.on_event = watch_event;
  options.event_data = &watch;
  futo_run (futo_algorithm_find (id), puzzle, &options, &watched);
  g_assert_cmpint (quiet.status, ==, FUTO_STATUS_SOLVED);
  g_assert_cmpint (watched.status, ==, FUTO_STATUS_SOLVED);
  g_assert_cmpuint (quiet.stats.iterations, ==, watched.stats.iterations);
  g_assert_cmpuint (quiet.stats.moves, ==, watched.stats.moves);
  g_assert_cmpmem (board, 16, watched.solutions[0], 16);
  g_assert_cmpfloat (watch.last_energy, ==, watched.stats.best_energy);
  g_assert_cmpuint (watch.counts[FUTO_EVENT_SOLUTION], ==, 1);
  if (g_str_equal (id, "sa"))
    {
      /* The starting board, then one MOVE and one ENERGY per accepted move. */
      g_assert_cmpuint (watch.counts[FUTO_EVENT_MOVE], ==, 16 + watched.stats.moves);
      g_assert_cmpuint (watch.counts[FUTO_EVENT_ENERGY], ==, 1 + watched.stats.moves);
    }
  else
    g_assert_cmpuint (watch.counts[FUTO_EVENT_ENERGY], ==, 1 + watched.stats.iterations);
  futo_run_result_clear (&quiet);
  futo_run_result_clear (&watched);
  futo_puzzle_free (puzzle);
}

int
main (int argc, char *argv[])
{
  static const char *const ids[] = { "sa", "cso" };
  static const LocalCase cases[] = {
    { "descriptor", test_stochastic_descriptor },
    { "solves-easy", test_solves_easy },
    { "repeatable", test_repeatable },
    { "gives-up", test_gives_up },
    { "solutions-valid", test_solutions_valid },
    { "events", test_events },
  };

  g_test_init (&argc, &argv, NULL);
  local_add_cases (ids, G_N_ELEMENTS (ids), cases, G_N_ELEMENTS (cases));
  return g_test_run ();
}
