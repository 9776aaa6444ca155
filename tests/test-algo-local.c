/* test-algo-local.c: BFS deduction (and brute force), simulated annealing, cat swarm
 *
 * tests/test-solver.c holds complete algorithms to brute force; bfs is
 * registered as incomplete (its default run can be stuck), so its guess=1
 * mode, which is complete, is held to the same standard here. sa and cso
 * are checked for what a stochastic method can promise: valid solutions,
 * repeatable runs for one seed, a best configuration and a clear message
 * when they give up, and prompt stops.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include "futo-algorithm.h"
#include "test-util.h"

typedef struct
{
  guint64  counts[FUTO_EVENT_ENERGY + 1];
  guint8  *board;  /* replayed from MOVE events */
  int      cells;
  double   last_energy;
} Watch;

static void
watch_event (const FutoEvent *event,
             gpointer         data)
{
  Watch *watch = data;

  g_assert_cmpint (event->kind, >=, 0);
  g_assert_cmpint (event->kind, <=, FUTO_EVENT_ENERGY);
  watch->counts[event->kind]++;
  if (event->kind == FUTO_EVENT_MOVE)
    {
      g_assert_cmpint (event->cell, >=, 0);
      g_assert_cmpint (event->cell, <, watch->cells);
      watch->board[event->cell] = (guint8) event->value;
    }
  else if (event->kind == FUTO_EVENT_ENERGY)
    watch->last_energy = event->energy;
}

static FutoStatus
run (const char       *id,
     const FutoPuzzle *puzzle,
     const char       *params,
     guint64           seed,
     guint64           limit,
     FutoRunResult    *result)
{
  FutoRunOptions options;

  futo_run_options_init (&options);
  options.params = params;
  options.seed = seed;
  options.solution_limit = limit;
  futo_run (futo_algorithm_find (id), puzzle, &options, result);
  for (int i = 0; i < result->stored; i++)
    g_assert_true (futo_puzzle_is_solution (puzzle, result->solutions[i]));
  return result->status;
}

static int
count_placed (const guint8 *board,
              int           cells)
{
  int placed = 0;

  for (int i = 0; i < cells; i++)
    placed += board[i] != 0;
  return placed;
}

/* ---- bfs ---- */

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
  g_assert_cmpint (run ("bfs", small, NULL, 0, 2, &result), ==, FUTO_STATUS_SOLVED);
  g_assert_cmpuint (result.solution_count, ==, 1);
  g_assert_true (result.exhausted);
  g_assert_cmpmem (result.solutions[0], 16, small_solution->givens, 16);
  g_assert_cmpuint (result.stats.assignments, ==, 0); /* no guess */
  g_assert_nonnull (strstr (result.message, "deduction alone"));

  /* Stuck: the message says how far it got and the partial board agrees
   * with the solution wherever it has a number. */
  g_assert_cmpint (run ("bfs", big, NULL, 0, 1, &result), ==, FUTO_STATUS_GAVE_UP);
  g_assert_cmpuint (result.solution_count, ==, 0);
  g_assert_false (result.exhausted);
  g_assert_nonnull (strstr (result.message, "stuck after placing 15 of 25 cells"));
  g_assert_nonnull (strstr (result.message, "10 cells remain"));
  g_assert_nonnull (result.best);
  g_assert_cmpint (count_placed (result.best, 25), ==, 15);
  for (int i = 0; i < 25; i++)
    g_assert_true (result.best[i] == 0 || result.best[i] == big_solution->givens[i]);

  /* With brute force on top it solves it, says so and proves uniqueness. */
  g_assert_cmpint (run ("bfs", big, "guess=1", 0, 2, &result), ==, FUTO_STATUS_SOLVED);
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
  run ("bfs", puzzle, "guess=1", 0, 0, &result);
  g_assert_cmpuint (result.solution_count, ==, expected);
  g_assert_true (result.exhausted);
  g_assert_cmpint (result.status, ==, expected ? FUTO_STATUS_SOLVED : FUTO_STATUS_UNSATISFIABLE);
  g_assert_cmpint (result.stored, ==, MIN (expected, 2));
  if (result.stored == 2)
    g_assert_true (memcmp (result.solutions[0], result.solutions[1], (gsize) puzzle->size * puzzle->size) != 0);

  run ("bfs", puzzle, "guess=1", 0, 1, &result);
  g_assert_cmpuint (result.solution_count, ==, MIN (expected, 1));
  g_assert_cmpint (result.status, ==, expected ? FUTO_STATUS_SOLVED : FUTO_STATUS_UNSATISFIABLE);

  run ("bfs", puzzle, "guess=1", 0, 2, &result);
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
  switch (run ("bfs", puzzle, NULL, 0, 2, &result))
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
      run ("bfs", puzzle, NULL, 0, 1, &result);
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
      g_assert_cmpint (run ("bfs", empty, NULL, 0, 1, &result), ==, FUTO_STATUS_GAVE_UP);
      g_assert_nonnull (strstr (result.message, "stuck after placing 0 of"));
      g_assert_cmpint (run ("bfs", empty, "guess=1", 0, 0, &result), ==, FUTO_STATUS_SOLVED);
      g_assert_cmpuint (result.solution_count, ==, latin[n]);
      g_assert_true (result.exhausted);
      futo_puzzle_free (empty);
    }
  futo_run_result_clear (&result);
}

static void
test_bfs_guess_paper (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("FUTOSHIKI_TEST_DATA"), "paper", NULL);
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
      g_assert_cmpint (run ("bfs", puzzle, "guess=1", 0, 1, &result), ==, FUTO_STATUS_SOLVED);
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

/* ---- sa and cso ---- */

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
          if (run (id, puzzle, NULL, seed, 1, &result) == FUTO_STATUS_SOLVED)
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
  run (id, puzzle, params, 42, 1, &a);
  run (id, puzzle, params, 42, 1, &b);
  run (id, puzzle, params, 43, 1, &c);
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
  g_assert_cmpint (run (id, puzzle, params, 7, 1, &result), ==, FUTO_STATUS_GAVE_UP);
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

/* Whatever comes back as a solution is one (run () checks), on boards that
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
      run (id, puzzle, params, (guint64) i, 2, &result);
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

/* Every cell given: nothing to move, the board is or is not a solution. */
static void
test_full_board (gconstpointer data)
{
  const char *id = data;
  FutoPuzzle *puzzle = test_load_puzzle ("examples/unequal_4x4.solution.txt");
  FutoRunResult result;

  futo_run_result_init (&result);
  g_assert_cmpint (run (id, puzzle, NULL, 1, 1, &result), ==, FUTO_STATUS_SOLVED);
  puzzle->givens[0] = puzzle->givens[1];
  g_assert_cmpint (run (id, puzzle, NULL, 1, 1, &result), ==,
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
  g_assert_cmpfloat (result.stats.elapsed, >=, 0.05);
  /* Promptly: the methods check within milliseconds; the margin is for busy machines. */
  g_assert_cmpfloat (result.stats.elapsed, <, 0.15);
  g_assert_nonnull (strstr (result.message, "time limit"));
  g_assert_nonnull (result.best);
  futo_run_result_clear (&result);
  futo_puzzle_free (puzzle);
}

typedef struct
{
  atomic_int flag;
  gint64     set_at;
} Cancel;

static gpointer
cancel_soon (gpointer data)
{
  Cancel *cancel = data;

  g_usleep (20000);
  cancel->set_at = g_get_monotonic_time ();
  atomic_store (&cancel->flag, 1);
  return NULL;
}

static void
test_cancel (gconstpointer data)
{
  const char *id = data;
  FutoPuzzle *puzzle = futo_puzzle_new (12);
  Cancel cancel = { 0, 0 };
  FutoRunResult result;
  GThread *thread;
  gint64 end;

  futo_run_result_init (&result);
  thread = g_thread_new ("cancel", cancel_soon, &cancel);
  g_assert_cmpint (run_limited (id, puzzle, 0, &cancel.flag, &result), ==, FUTO_STATUS_CANCELLED);
  end = g_get_monotonic_time ();
  g_thread_join (thread);
  /* The flag is polled every few hundred steps: well under a millisecond
   * (measured); the margin is for busy machines. */
  g_assert_cmpint (end - cancel.set_at, <, 50000);
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
  static const char *const stochastic[] = { "sa", "cso" };
  static const char *const all[] = { "bfs", "sa", "cso" };

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/algo-local/bfs/descriptor", test_bfs_descriptor);
  g_test_add_func ("/algo-local/bfs/examples", test_bfs_examples);
  g_test_add_func ("/algo-local/bfs/guess-brute-agreement", test_bfs_guess_brute_agreement);
  g_test_add_func ("/algo-local/bfs/guess-latin-counts", test_bfs_guess_latin_counts);
  g_test_add_func ("/algo-local/bfs/guess-paper-instances", test_bfs_guess_paper);
  g_test_add_func ("/algo-local/bfs/events", test_bfs_events);
  for (gsize i = 0; i < G_N_ELEMENTS (stochastic); i++)
    {
      const char *id = stochastic[i];
      g_autofree char *p1 = g_strdup_printf ("/algo-local/%s/descriptor", id);
      g_autofree char *p2 = g_strdup_printf ("/algo-local/%s/solves-easy", id);
      g_autofree char *p3 = g_strdup_printf ("/algo-local/%s/repeatable", id);
      g_autofree char *p4 = g_strdup_printf ("/algo-local/%s/gives-up", id);
      g_autofree char *p5 = g_strdup_printf ("/algo-local/%s/solutions-valid", id);
      g_autofree char *p6 = g_strdup_printf ("/algo-local/%s/events", id);

      g_test_add_data_func (p1, id, test_stochastic_descriptor);
      g_test_add_data_func (p2, id, test_solves_easy);
      g_test_add_data_func (p3, id, test_repeatable);
      g_test_add_data_func (p4, id, test_gives_up);
      g_test_add_data_func (p5, id, test_solutions_valid);
      g_test_add_data_func (p6, id, test_events);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (all); i++)
    {
      const char *id = all[i];
      g_autofree char *p1 = g_strdup_printf ("/algo-local/%s/full-board", id);
      g_autofree char *p2 = g_strdup_printf ("/algo-local/%s/time-limit", id);
      g_autofree char *p3 = g_strdup_printf ("/algo-local/%s/node-limit", id);
      g_autofree char *p4 = g_strdup_printf ("/algo-local/%s/cancel", id);

      g_test_add_data_func (p1, id, test_full_board);
      g_test_add_data_func (p2, id, test_time_limit);
      g_test_add_data_func (p3, id, test_node_limit);
      g_test_add_data_func (p4, id, test_cancel);
    }
  return g_test_run ();
}
