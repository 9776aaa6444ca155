/* test-engine.c: Futoshiki Lab's engine against prop, on hard and broken puzzles
 *
 * test-solver.c already holds the engine (as every complete algorithm) to
 * brute force on small puzzles; here it is compared with prop on bigger
 * ones, in each of its modes, and its statistics and events are checked.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "futo-algorithm.h"
/* Inside the library on purpose: the seeds and restart constants of the
 * portfolio's second search (ENGINE_SECOND_*), to run it alone and compare. */
#include "futo-engine-private.h"
#include "test-util.h"

static const FutoAlgorithm *
engine (void)
{
  return futo_algorithm_find ("lab");
}

/* Every solution checked (test-util.c); no node limit. */
static FutoStatus
run (const FutoAlgorithm *algorithm,
     const FutoPuzzle    *puzzle,
     guint64              limit,
     const char          *params,
     guint64              seed,
     FutoRunResult       *result)
{
  return test_run_checked (algorithm, puzzle, limit, 0, params, seed, result);
}

static void
test_default (void)
{
  g_assert_true (futo_algorithm_find ("lab") == engine ());
  g_assert_true (futo_algorithm_default () == engine ());
  g_assert_true (engine ()->complete);
}

/* Every mode of the engine agrees with prop on the count up to two. */
static void
test_prop_agreement (void)
{
  static const char *const modes[] = { NULL, "gac=0", "restarts=0", "gac=0,restarts=0,luby=1",
                                       "luby=1", "luby=2,gac=0", "gacfam=5", "spawn=0",
                                       "spawn=0,luby=1,gac=0" };
  const FutoAlgorithm *prop = futo_algorithm_find ("prop");
  g_autoptr(GRand) rand = g_rand_new_with_seed (77);
  int counts[3] = { 0 };

  g_assert_nonnull (prop);
  for (int i = 0; i < 300; i++)
    {
      int n = 6 + i % 4;
      FutoPuzzle *puzzle;
      FutoRunResult expected, got;
      const char *mode = modes[i % G_N_ELEMENTS (modes)];

      if (i % 3 == 2)
        puzzle = test_random_wild_puzzle (rand, n, 0.15 * g_rand_double (rand), 0.4 * g_rand_double (rand));
      else
        puzzle = test_random_puzzle (rand, n, 0.2 + 0.3 * g_rand_double (rand), 0.5 * g_rand_double (rand));
      futo_run_result_init (&expected);
      futo_run_result_init (&got);
      run (prop, puzzle, 2, NULL, 1, &expected);
      run (engine (), puzzle, 2, mode, (guint64) i, &got);
      g_assert_cmpint (got.status, ==, expected.status);
      g_assert_cmpuint (got.solution_count, ==, expected.solution_count);
      g_assert_true (got.exhausted == expected.exhausted);
      counts[MIN (expected.solution_count, 2)]++;

      /* Solving: one solution exactly when prop found one. */
      run (engine (), puzzle, 1, mode, (guint64) i, &got);
      g_assert_cmpuint (got.solution_count, ==, MIN (expected.solution_count, 1));
      futo_run_result_clear (&expected);
      futo_run_result_clear (&got);
      futo_puzzle_free (puzzle);
    }
  g_assert_cmpint (counts[0], >, 20);
  g_assert_cmpint (counts[1], >, 20);
  g_assert_cmpint (counts[2], >, 20);
}

/* Full counts on small puzzles, in every mode, against brute force. */
static void
test_counts (void)
{
  static const char *const modes[] = { NULL, "gac=0", "restarts=0", "luby=1", "gacfam=2" };
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);

  for (int i = 0; i < 120; i++)
    {
      int n = 4 + i % 2;
      FutoPuzzle *puzzle = test_random_puzzle (rand, n, 0.3 * g_rand_double (rand), 0.4 * g_rand_double (rand));
      guint64 expected = test_brute_count (puzzle, 0, NULL);
      FutoRunResult got;

      futo_run_result_init (&got);
      run (engine (), puzzle, 0, modes[i % G_N_ELEMENTS (modes)], (guint64) i, &got);
      g_assert_cmpuint (got.solution_count, ==, expected);
      g_assert_true (got.exhausted);
      futo_run_result_clear (&got);
      futo_puzzle_free (puzzle);
    }
}

static void
test_paper (void)
{
  static const char *const names[] = {
    "paper/paper_9_1_9_s1.txt", "paper/paper_9_9_1_s2.txt", "paper/paper_8_8_1_s1.txt",
    "paper/paper_9_18_35_s1.txt", "paper/paper_7_7_1_s2.txt",
  };

  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    for (guint64 seed = 0; seed < 4; seed++)
      {
        FutoPuzzle *puzzle = test_load_puzzle (names[i]);
        FutoRunResult result;

        futo_run_result_init (&result);
        g_assert_cmpint (run (engine (), puzzle, 1, NULL, seed, &result), ==, FUTO_STATUS_SOLVED);
        g_assert_cmpint (result.stored, ==, 1);
        /* A restart at every failure: none may lose the (unique) solution. */
        g_assert_cmpint (run (engine (), puzzle, 1, "luby=1", seed, &result), ==,
                         FUTO_STATUS_SOLVED);
        g_assert_cmpint (result.stored, ==, 1);
        futo_run_result_clear (&result);
        futo_puzzle_free (puzzle);
      }
}

/* Flips the first sign that the solution keeps; false when there is none. */
static gboolean
break_one_sign (FutoPuzzle *puzzle)
{
  int cells = puzzle->size * puzzle->size;

  for (int i = 0; i < cells; i++)
    {
      guint8 *rel = puzzle->right[i] != FUTO_REL_NONE ? &puzzle->right[i]
                  : puzzle->down[i] != FUTO_REL_NONE ? &puzzle->down[i] : NULL;

      if (rel != NULL)
        {
          *rel = *rel == FUTO_REL_LESS ? FUTO_REL_GREATER : FUTO_REL_LESS;
          return TRUE;
        }
    }
  return FALSE;
}

/* Unique puzzles broken by one flipped sign: prop says they have no
 * solution, and the engine must prove it in every mode. */
static void
test_broken_unsatisfiable (void)
{
  const FutoAlgorithm *prop = futo_algorithm_find ("prop");
  g_autoptr(GRand) rand = g_rand_new_with_seed (31);
  int proven = 0;

  for (int i = 0; i < 400 && proven < 40; i++)
    {
      int n = 6 + i % 3;
      FutoPuzzle *puzzle = test_random_puzzle (rand, n, 0.35, 0.35);
      FutoRunResult result;

      futo_run_result_init (&result);
      if (run (prop, puzzle, 2, NULL, 1, &result) == FUTO_STATUS_SOLVED && result.solution_count == 1
          && break_one_sign (puzzle) && run (prop, puzzle, 1, NULL, 1, &result) == FUTO_STATUS_UNSATISFIABLE)
        {
          g_assert_cmpint (run (engine (), puzzle, 1, NULL, (guint64) i, &result), ==, FUTO_STATUS_UNSATISFIABLE);
          g_assert_true (result.exhausted);
          g_assert_cmpint (run (engine (), puzzle, 2, "gac=0", 1, &result), ==, FUTO_STATUS_UNSATISFIABLE);
          g_assert_cmpint (run (engine (), puzzle, 0, NULL, 1, &result), ==, FUTO_STATUS_UNSATISFIABLE);
          /* Many restarts: the proof must still hold. */
          g_assert_cmpint (run (engine (), puzzle, 1, "luby=1", (guint64) i, &result), ==,
                           FUTO_STATUS_UNSATISFIABLE);
          g_assert_true (result.exhausted);
          /* Two searches at once: whichever proves it first, it is proven. */
          g_assert_cmpint (run (engine (), puzzle, 1, "spawn=0,luby=1", (guint64) i, &result), ==,
                           FUTO_STATUS_UNSATISFIABLE);
          g_assert_true (result.exhausted);
          proven++;
        }
      futo_run_result_clear (&result);
      futo_puzzle_free (puzzle);
    }
  g_assert_cmpint (proven, >=, 20);
}

/* Quasigroups with 44% of the cells open, a restart at every failure and
 * propagation weak enough for many failures: the open list of the branching
 * and the views must stay in step through every undo and restart, or a
 * closed set would be branched on or an open one missed (a wrong answer or
 * a lost solution). */
static void
test_restarts (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (404);
  guint64 restarts = 0;

  for (int i = 0; i < 60; i++)
    {
      int n = 20 + i % 6;
      FutoPuzzle *puzzle = test_random_puzzle (rand, n, 0.56, 0);
      FutoRunResult result;

      futo_run_result_init (&result);
      g_assert_cmpint (run (engine (), puzzle, 1, "luby=1,gac=0", (guint64) i, &result), ==, FUTO_STATUS_SOLVED);
      restarts += result.stats.restarts;
      futo_run_result_clear (&result);
      futo_puzzle_free (puzzle);
    }
  g_test_message ("%" G_GUINT64_FORMAT " restarts", restarts);
  g_assert_cmpuint (restarts, >, 300);
}

static gboolean
same_grid (const FutoRunResult *a,
           const FutoRunResult *b)
{
  return memcmp (a->solutions[0], b->solutions[0], (size_t) a->size * (size_t) a->size) == 0;
}

/* One search on its own, stopped at a node budget so that the test stays
 * short (a node limit keeps the engine to one search anyway). */
static gboolean
run_alone (const FutoPuzzle *puzzle,
           const char       *params,
           guint64           seed,
           FutoRunResult    *result)
{
  FutoRunOptions options;

  futo_run_options_init (&options);
  options.solution_limit = 1;
  options.node_limit = 100000;
  options.params = params;
  options.seed = seed;
  futo_run (engine (), puzzle, &options, result);
  if (result->status != FUTO_STATUS_SOLVED)
    return FALSE;
  g_assert_true (futo_puzzle_is_solution (puzzle, result->solutions[0]));
  g_assert_cmpuint (result->stats.searches, ==, 1);
  return TRUE;
}

/* The portfolio's complete second search (walk=0: the one Adjacent puzzles
 * get) from the first node, once with the
 * caller's restart unit and once with the second search's own, on puzzles
 * near the hardness peak. Each search is deterministic on its own, so each
 * can be run alone (threads=1, with the second's seed and unit): the answer
 * must be the alone answer of one of the two, and the nodes must add the
 * one that answered in full and a part of the other. These puzzles have
 * several solutions, so the two alone answers differ and tell which search
 * answered. Where the second needs ten times fewer nodes than the first,
 * it must answer at least once; and the sum must exceed the answering
 * search's own count somewhere. */
static void
test_portfolio (void)
{
  static const struct { const char *both, *first, *second; } cases[] = {
    { "spawn=0,luby=1,gac=0,walk=0", "threads=1,luby=1,gac=0", "threads=1,luby=1,gac=0" },
    { "spawn=0,gac=0,walk=0", "threads=1,gac=0", "threads=1,gac=0,luby=" G_STRINGIFY (ENGINE_SECOND_LUBY) },
  };

  for (gsize c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (2024);
      int by_first = 0, by_second = 0, summed = 0, second_faster = 0, raced = 0;

      for (int i = 0; i < 40; i++)
        {
          int n = 30 + i % 8;
          FutoPuzzle *puzzle = test_random_puzzle (rand, n, 0.55 + 0.01 * (i % 6), 0.05);
          FutoRunResult first, second, both;
          gboolean first_answer, second_answer;
          guint64 low, high;

          futo_run_result_init (&first);
          futo_run_result_init (&second);
          futo_run_result_init (&both);
          if (!run_alone (puzzle, cases[c].first, (guint64) i, &first)
              || !run_alone (puzzle, cases[c].second, ENGINE_SECOND_SEED ((guint64) i), &second))
            goto next;
          raced++;
          g_assert_cmpint (run (engine (), puzzle, 1, cases[c].both, (guint64) i, &both), ==,
                           FUTO_STATUS_SOLVED);
          g_assert_cmpint (both.stored, ==, 1);
          g_assert_cmpuint (both.solution_count, ==, 1);
          g_assert_cmpuint (both.stats.searches, ==, 2);

          first_answer = same_grid (&both, &first);
          second_answer = same_grid (&both, &second);
          g_assert_true (first_answer || second_answer);
          /* The answering search did all its work, the other some of its own. */
          high = first.stats.nodes + second.stats.nodes;
          if (first_answer && second_answer)
            low = MIN (first.stats.nodes, second.stats.nodes);
          else if (first_answer)
            low = first.stats.nodes, by_first++;
          else
            low = second.stats.nodes, by_second++;
          g_assert_cmpuint (both.stats.nodes, >=, low);
          g_assert_cmpuint (both.stats.nodes, <=, high);
          g_assert_cmpuint (both.stats.assignments, <=, first.stats.assignments + second.stats.assignments);
          if (!(first_answer && second_answer) && both.stats.nodes > low)
            summed++;
          if (!first_answer && second.stats.nodes * 10 <= first.stats.nodes)
            second_faster++;
          else if (second.stats.nodes * 10 <= first.stats.nodes && first.stats.nodes >= 5000)
            g_test_message ("%s, puzzle %d: the first search answered after %" G_GUINT64_FORMAT
                            " nodes although the second needs %" G_GUINT64_FORMAT,
                            cases[c].both, i, first.stats.nodes, second.stats.nodes);

        next:
          futo_run_result_clear (&first);
          futo_run_result_clear (&second);
          futo_run_result_clear (&both);
          futo_puzzle_free (puzzle);
        }
      g_test_message ("%s: %d races, answered by the first %d, by the second %d times (%d of them "
                      "ten times faster alone); %d sums above the answering search",
                      cases[c].both, raced, by_first, by_second, second_faster, summed);
      g_assert_cmpint (by_first, >, 0);
      g_assert_cmpint (second_faster, >, 0);
      g_assert_cmpint (summed, >, 0);
    }
}

/* Counting and uniqueness proofs never use the second search: the same seed
 * gives the same tree, node for node. */
static void
test_count_deterministic (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (99);

  for (int i = 0; i < 20; i++)
    {
      FutoPuzzle *puzzle = test_random_puzzle (rand, 9 + i % 4, 0.2, 0.25);
      FutoRunResult first, second;

      futo_run_result_init (&first);
      futo_run_result_init (&second);
      run (engine (), puzzle, 2, "spawn=0", 7, &first);
      run (engine (), puzzle, 2, "spawn=0", 7, &second);
      g_assert_cmpuint (first.stats.nodes, ==, second.stats.nodes);
      g_assert_cmpuint (first.stats.removed_values, ==, second.stats.removed_values);
      g_assert_cmpuint (first.solution_count, ==, second.solution_count);
      futo_run_result_clear (&first);
      futo_run_result_clear (&second);
      futo_puzzle_free (puzzle);
    }
}

typedef struct
{
  guint64 kinds[FUTO_EVENT_LAST + 1];
  gint64  live;     /* prunes minus restores */
  gboolean bad_cause;
  int     cells;
} Tally;

static void
tally_event (const FutoEvent *event,
             gpointer         data)
{
  Tally *tally = data;

  tally->kinds[event->kind]++;
  if (event->kind == FUTO_EVENT_PRUNE)
    {
      tally->live++;
      g_assert_cmpint (event->cell, >=, 0);
      g_assert_cmpint (event->cell, <, tally->cells);
      g_assert_cmpint (event->value, >=, 1);
      if ((event->reason == FUTO_REASON_ROW || event->reason == FUTO_REASON_COLUMN
           || event->reason == FUTO_REASON_SIGN) && (event->cause < 0 || event->cause == event->cell))
        tally->bad_cause = TRUE;
    }
  else if (event->kind == FUTO_EVENT_RESTORE)
    tally->live--;
}

static void
test_stats_and_events (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (8);

  for (int i = 0; i < 60; i++)
    {
      int n = 5 + i % 5;
      FutoPuzzle *puzzle = test_random_puzzle (rand, n, 0.25, 0.3);
      FutoRunOptions options;
      FutoRunResult result;
      Tally tally = { .cells = n * n };

      futo_run_options_init (&options);
      futo_run_result_init (&result);
      options.solution_limit = i % 2 ? 2 : 1;
      options.seed = (guint64) i;
      options.on_event = tally_event;
      options.event_data = &tally;
      futo_run (engine (), puzzle, &options, &result);
      g_assert_cmpint (result.status, ==, FUTO_STATUS_SOLVED);
      g_assert_cmpuint (tally.kinds[FUTO_EVENT_PRUNE], ==, result.stats.removed_values);
      g_assert_cmpuint (tally.kinds[FUTO_EVENT_ASSIGN], ==, result.stats.assignments);
      g_assert_cmpuint (tally.kinds[FUTO_EVENT_SOLUTION], ==, result.solution_count);
      g_assert_cmpuint (result.stats.nodes, >=, result.stats.assignments);
      g_assert_cmpuint (result.stats.backtracks, <=, result.stats.nodes);
      g_assert_cmpuint (result.stats.propagations, >, 0);
      g_assert_false (tally.bad_cause);
      /* What is still pruned at the end never exceeds the candidates. */
      g_assert_cmpint (tally.live, >=, 0);
      g_assert_cmpint (tally.live, <=, (gint64) n * n * n);
      if (options.solution_limit != 1)
        g_assert_cmpuint (result.stats.restarts, ==, 0);
      futo_run_result_clear (&result);
      futo_puzzle_free (puzzle);
    }
}

/* The node limit and cancellation stop the engine on a hard count. */
static void
test_limits (void)
{
  FutoPuzzle *empty = futo_puzzle_new (12);
  FutoRunOptions options;
  FutoRunResult result;
  atomic_int flag = 1;

  futo_run_options_init (&options);
  futo_run_result_init (&result);
  options.solution_limit = 0;
  options.node_limit = 500;
  g_assert_cmpint (futo_run (engine (), empty, &options, &result), ==, FUTO_STATUS_LIMIT);
  g_assert_cmpuint (result.stats.nodes, <=, 501);
  options.node_limit = 0;
  options.cancel = &flag;
  g_assert_cmpint (futo_run (engine (), empty, &options, &result), ==, FUTO_STATUS_CANCELLED);
  futo_run_result_clear (&result);
  futo_puzzle_free (empty);
}

/* The largest size: one word per domain, all 64 bits in use. */
static void
test_size_64 (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (64);
  FutoPuzzle *puzzle = test_random_puzzle (rand, 64, 0.85, 0.05);
  FutoRunResult result;

  futo_run_result_init (&result);
  g_assert_cmpint (run (engine (), puzzle, 1, NULL, 1, &result), ==, FUTO_STATUS_SOLVED);
  futo_run_result_clear (&result);
  futo_puzzle_free (puzzle);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/default", test_default);
  g_test_add_func ("/engine/prop-agreement", test_prop_agreement);
  g_test_add_func ("/engine/counts", test_counts);
  g_test_add_func ("/engine/paper", test_paper);
  g_test_add_func ("/engine/broken-unsatisfiable", test_broken_unsatisfiable);
  g_test_add_func ("/engine/restarts", test_restarts);
  g_test_add_func ("/engine/portfolio", test_portfolio);
  g_test_add_func ("/engine/count-deterministic", test_count_deterministic);
  g_test_add_func ("/engine/stats-and-events", test_stats_and_events);
  g_test_add_func ("/engine/limits", test_limits);
  g_test_add_func ("/engine/size-64", test_size_64);
  return g_test_run ();
}
