/* test-engine-walk.c: the engine's local search, alone and as the second search
 *
 * The local search (futo-engine-walk.c, walk=1 alone) must find solutions of
 * solvable puzzles and report only checked ones, must never claim that a
 * puzzle has none, and must stop at its limits and when cancelled. As the
 * portfolio's second search it must leave the answers of the engine as they
 * were: solved, unsatisfiable and counted puzzles alike.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "adjacent-test-util.h"
#include "futo-algorithm.h"
/* Inside the library on purpose: the seeds of the engine's walks
 * (ENGINE_SECOND_SEED, ENGINE_SHARE_SEED, ENGINE_NTH_SEED), to run one of
 * them alone and compare it with the race. */
#include "futo-engine-private.h"
#include "test-util.h"

#define ALONE "threads=1,walk=1"

/* The engine, every solution checked (test-util.c). */
static FutoStatus
run (const FutoPuzzle *puzzle,
     guint64           solution_limit,
     guint64           node_limit,
     const char       *params,
     guint64           seed,
     FutoRunResult    *result)
{
  return test_run_checked (futo_algorithm_find ("lab"), puzzle, solution_limit, node_limit, params, seed, result);
}

/* A random puzzle that prop proves unsatisfiable, or NULL when the draw
 * gives a solvable one. */
static FutoPuzzle *
broken_puzzle (GRand *rand,
               int    n)
{
  const FutoAlgorithm *prop = futo_algorithm_find ("prop");
  FutoPuzzle *puzzle = test_random_wild_puzzle (rand, n, 0.05 + 0.1 * g_rand_double (rand),
                                                0.2 + 0.3 * g_rand_double (rand));
  FutoRunOptions options;
  FutoRunResult result;

  futo_run_options_init (&options);
  options.solution_limit = 1;
  futo_run_result_init (&result);
  if (futo_run (prop, puzzle, &options, &result) != FUTO_STATUS_UNSATISFIABLE)
    g_clear_pointer (&puzzle, futo_puzzle_free);
  futo_run_result_clear (&result);
  return puzzle;
}

/* Random solvable puzzles of sizes 4 to 12, from few givens and signs to
 * many, as the bench builds them: every one solved, every answer checked
 * (in run()), in one search whose work the iterations count. */
static void
test_finds (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (4242);
  guint64 iterations = 0;

  for (int i = 0; i < 400; i++)
    {
      int n = 4 + i % 9;
      FutoPuzzle *puzzle = test_random_puzzle (rand, n, 0.6 * g_rand_double (rand), 0.4 * g_rand_double (rand));
      FutoRunResult result;

      futo_run_result_init (&result);
      g_assert_cmpint (run (puzzle, 1, 5000000, ALONE, (guint64) i, &result), ==, FUTO_STATUS_SOLVED);
      g_assert_cmpint (result.stored, ==, 1);
      g_assert_cmpuint (result.stats.searches, ==, 1);
      g_assert_false (result.exhausted);
      iterations += result.stats.nodes;
      futo_run_result_clear (&result);
      futo_puzzle_free (puzzle);
    }
  g_test_message ("%" G_GUINT64_FORMAT " iterations in all", iterations);
  /* The walk ran at all, rather than the root solving everything. */
  g_assert_cmpuint (iterations, >, 1000);
}

/* The same seed, the same walk: what makes walk=1 a measure. */
static void
test_deterministic (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  for (int i = 0; i < 20; i++)
    {
      FutoPuzzle *puzzle = test_random_puzzle (rand, 12, 0.3, 0.2);
      FutoRunResult a, b;

      futo_run_result_init (&a);
      futo_run_result_init (&b);
      g_assert_cmpint (run (puzzle, 1, 0, ALONE, (guint64) i, &a), ==, FUTO_STATUS_SOLVED);
      g_assert_cmpint (run (puzzle, 1, 0, ALONE, (guint64) i, &b), ==, FUTO_STATUS_SOLVED);
      g_assert_cmpuint (a.stats.nodes, ==, b.stats.nodes);
      g_assert_cmpuint (a.stats.moves, ==, b.stats.moves);
      g_assert_cmpmem (a.solutions[0], 144, b.solutions[0], 144);
      futo_run_result_clear (&a);
      futo_run_result_clear (&b);
      futo_puzzle_free (puzzle);
    }
}

/* walksmooth= and walkstall= are the walk's two knobs for measuring: at
 * their defaults the walk is the walk without them, step for step; a
 * short stall makes it start again (and still solve), another smoothing
 * makes it take another path. */
static void
test_knobs (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  int stalled = 0, other_path = 0;

  for (int i = 0; i < 20; i++)
    {
      FutoPuzzle *puzzle = test_random_puzzle (rand, 12, 0.3, 0.2);
      FutoRunResult plain, same, stall, smooth;

      futo_run_result_init (&plain);
      futo_run_result_init (&same);
      futo_run_result_init (&stall);
      futo_run_result_init (&smooth);
      g_assert_cmpint (run (puzzle, 1, 0, ALONE, (guint64) i, &plain), ==, FUTO_STATUS_SOLVED);
      g_assert_cmpint (run (puzzle, 1, 0, ALONE ",walksmooth=7,walkstall=1000000", (guint64) i, &same), ==,
                       FUTO_STATUS_SOLVED);
      g_assert_cmpuint (plain.stats.nodes, ==, same.stats.nodes);
      g_assert_cmpuint (plain.stats.moves, ==, same.stats.moves);
      g_assert_cmpuint (plain.stats.restarts, ==, 0);
      g_assert_cmpint (run (puzzle, 1, 0, ALONE ",walkstall=20", (guint64) i, &stall), ==, FUTO_STATUS_SOLVED);
      stalled += stall.stats.restarts > 0;
      g_assert_cmpint (run (puzzle, 1, 0, ALONE ",walksmooth=1", (guint64) i, &smooth), ==, FUTO_STATUS_SOLVED);
      other_path += smooth.stats.moves != plain.stats.moves;
      futo_run_result_clear (&plain);
      futo_run_result_clear (&same);
      futo_run_result_clear (&stall);
      futo_run_result_clear (&smooth);
      futo_puzzle_free (puzzle);
    }
  g_test_message ("%d of 20 walks started again with walkstall=20, %d took another path with walksmooth=1",
                  stalled, other_path);
  g_assert_cmpint (stalled, >, 0);
  g_assert_cmpint (other_path, >, 0);
}

/* Unsatisfiable puzzles: the walk runs to its node limit and says so,
 * never "unsatisfiable" and never a solution; not even where propagation
 * at the root already finds the contradiction. */
static void
test_unsatisfiable (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (31);
  int limited = 0, at_root = 0;

  for (int i = 0; i < 5000 && limited < 10; i++)
    {
      FutoPuzzle *puzzle = broken_puzzle (rand, 6 + i % 3);
      FutoRunResult result;

      if (puzzle == NULL)
        continue;
      futo_run_result_init (&result);
      run (puzzle, 1, 20000, ALONE ",gac=0", (guint64) i, &result);
      g_assert_cmpuint (result.solution_count, ==, 0);
      g_assert_false (result.exhausted);
      if (result.status == FUTO_STATUS_LIMIT)
        {
          g_assert_cmpuint (result.stats.nodes, ==, 20000);
          limited++;
        }
      else
        {
          g_assert_cmpint (result.status, ==, FUTO_STATUS_GAVE_UP);
          g_assert_cmpuint (result.stats.nodes, ==, 0);
          g_assert_cmpstr (result.message, !=, "");
          at_root++;
        }
      futo_run_result_clear (&result);
      futo_puzzle_free (puzzle);
    }
  g_test_message ("%d stopped at the limit, %d refuted at the root", limited, at_root);
  g_assert_cmpint (limited, >=, 10);
}

/* Adjacent puzzles are not the walk's: it says so instead of answering. */
static void
test_adjacent (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  FutoPuzzle *puzzle = random_adjacent (rand, 7, 0.3);
  FutoRunResult result;

  futo_run_result_init (&result);
  g_assert_cmpint (run (puzzle, 1, 0, ALONE, 1, &result), ==, FUTO_STATUS_GAVE_UP);
  g_assert_nonnull (strstr (result.message, "Adjacent"));
  futo_run_result_clear (&result);
  /* The portfolio gives them the complete second search: still solved. */
  futo_run_result_init (&result);
  g_assert_cmpint (run (puzzle, 1, 0, "spawn=0", 1, &result), ==, FUTO_STATUS_SOLVED);
  futo_run_result_clear (&result);
  futo_puzzle_free (puzzle);
}

/* The walk's tables (line counts, scores, the conflict list, the count of
 * violations) are changed by deltas at every step; walkaudit=1 recomputes
 * them after each one and gives up naming the first that went wrong, and
 * checks that each move and each exchange changed the weighted cost by the
 * gain the walk chose it for (worked out apart from the scores for an
 * exchange). No step may leave a table wrong: on solvable puzzles of sizes 2 to 12 with
 * and without signs, and on unsatisfiable ones that the root (without the
 * matching) does not refute, where the walk goes on raising and smoothing
 * weights to its limit. */
static bool
audit_walk (FutoPuzzle *puzzle,
            const char *params,
            guint64     seed,
            guint64    *steps,
            guint64    *raises,
            guint64    *exchanges)
{
  FutoRunResult result;
  bool limited;

  futo_run_result_init (&result);
  limited = run (puzzle, 1, 20000, params, seed, &result) == FUTO_STATUS_LIMIT;
  if (strstr (result.message, "walkaudit") != NULL)
    g_error ("%dx%d puzzle, seed %" G_GUINT64_FORMAT ", after %" G_GUINT64_FORMAT " iterations: %s",
             puzzle->size, puzzle->size, seed, result.stats.nodes, result.message);
  *steps += result.stats.nodes;
  /* An iteration without a move raised the weights (every seventh also
   * smoothed them). */
  *raises += result.stats.iterations - result.stats.moves;
  *exchanges += result.stats.exchanges;
  futo_run_result_clear (&result);
  futo_puzzle_free (puzzle);
  return limited;
}

static void
test_audit (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (77);
  guint64 steps = 0, raises = 0, exchanges = 0;
  int limited = 0;

  for (int i = 0; i < 160; i++)
    {
      int n = 2 + i % 11;
      double signs = i % 3 == 0 ? 0.0 : 0.5 * g_rand_double (rand);

      audit_walk (test_random_puzzle (rand, n, 0.5 * g_rand_double (rand), signs),
                  ALONE ",walkaudit=1", (guint64) i, &steps, &raises, &exchanges);
    }
  for (int i = 0; i < 5000 && limited < 6; i++)
    {
      FutoPuzzle *puzzle = broken_puzzle (rand, 6 + i % 3);

      if (puzzle != NULL)
        limited += audit_walk (puzzle, ALONE ",gac=0,walkaudit=1", (guint64) i, &steps, &raises,
                               &exchanges);
    }
  g_test_message ("%" G_GUINT64_FORMAT " iterations audited, %" G_GUINT64_FORMAT " of them raising weights, %"
                  G_GUINT64_FORMAT " exchanges", steps, raises, exchanges);
  g_assert_cmpint (limited, ==, 6);
  g_assert_cmpuint (raises, >, 7000);
  g_assert_cmpuint (exchanges, >, 1000);
}

/* A repair (futo-engine-repair.c) draws from a random stream of its
 * own and gives the engine its domains back, so that a walk with repairs
 * follows the walk without them step for step until a repair finds a
 * solution. On solvable puzzles it never takes more iterations, and where
 * it takes fewer, a repair found the solution (which run() checked); on
 * unsatisfiable ones, where every repair fails, the two walks are the
 * same walk. repair=1 turns them on (they are off by default) and
 * repairgap=0 lets every near miss try one; walkaudit=1 checks
 * the walk's tables and the engine's domains after each. */
static bool
compare_repairs (FutoPuzzle *puzzle,
                 guint64     node_limit,
                 guint64     seed,
                 guint64    *repairs,
                 int        *by_repair)
{
  FutoRunResult with, without;
  FutoStatus status;

  futo_run_result_init (&with);
  futo_run_result_init (&without);
  status = run (puzzle, 1, node_limit, ALONE ",repair=1,repairgap=0,gac=0,walkaudit=1", seed, &with);
  g_assert_cmpint (status, ==, run (puzzle, 1, node_limit, ALONE ",repair=0,gac=0", seed, &without));
  /* Unsatisfiable: the walk runs to the limit, or never starts where the
   * root already refutes the puzzle. */
  if (node_limit == 0)
    g_assert_cmpint (status, ==, FUTO_STATUS_SOLVED);
  else
    g_assert_true (status == FUTO_STATUS_LIMIT || status == FUTO_STATUS_GAVE_UP);
  g_assert_cmpuint (without.stats.repairs, ==, 0);
  g_assert_cmpuint (with.stats.iterations, <=, without.stats.iterations);
  if (with.stats.iterations == without.stats.iterations)
    {
      g_assert_cmpuint (with.stats.moves, ==, without.stats.moves);
      g_assert_cmpfloat (with.stats.best_energy, ==, without.stats.best_energy);
      if (status == FUTO_STATUS_SOLVED)
        g_assert_cmpmem (with.solutions[0], (gsize) puzzle->size * puzzle->size, without.solutions[0],
                         (gsize) puzzle->size * puzzle->size);
    }
  else
    ++*by_repair;
  *repairs += with.stats.repairs;
  futo_run_result_clear (&with);
  futo_run_result_clear (&without);
  futo_puzzle_free (puzzle);
  return status != FUTO_STATUS_GAVE_UP;
}

static void
test_repair (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (31);
  guint64 repairs = 0, failed = 0;
  int by_repair = 0, broken = 0;

  for (int i = 0; i < 150; i++)
    compare_repairs (test_random_puzzle (rand, 6 + i % 9, 0.3 * g_rand_double (rand), 0.3 * g_rand_double (rand)),
                     0, (guint64) i, &repairs, &by_repair);
  g_test_message ("solvable: %" G_GUINT64_FORMAT " repairs, %d of them found the solution", repairs, by_repair);
  g_assert_cmpint (by_repair, >=, 10);
  for (int i = 0; i < 5000 && broken < 6; i++)
    {
      FutoPuzzle *puzzle = broken_puzzle (rand, 6 + i % 3);
      int none = 0;

      if (puzzle != NULL)
        broken += compare_repairs (puzzle, 20000, (guint64) i, &failed, &none);
      g_assert_cmpint (none, ==, 0);
    }
  g_test_message ("unsatisfiable: %" G_GUINT64_FORMAT " repairs, none of them changed the walk", failed);
  g_assert_cmpint (broken, ==, 6);
  g_assert_cmpuint (failed, >, 100);
}

/* walk=1 alone finds one solution; asked to count (or to prove that there
 * is one only), it says so rather than answer "1" as if that were the count. */
static void
test_alone_counts (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (6);
  FutoPuzzle *puzzle = test_random_puzzle (rand, 5, 0.2, 0.0);
  static const guint64 limits[] = { 0, 2 };

  for (gsize i = 0; i < G_N_ELEMENTS (limits); i++)
    {
      FutoRunResult result;

      futo_run_result_init (&result);
      g_assert_cmpint (run (puzzle, limits[i], 0, ALONE, 1, &result), ==, FUTO_STATUS_GAVE_UP);
      g_assert_cmpuint (result.solution_count, ==, 0);
      g_assert_nonnull (strstr (result.message, "cannot count"));
      futo_run_result_clear (&result);
    }
  futo_puzzle_free (puzzle);
}

/* Up to wanted broken puzzles of sizes smallest to smallest + 2 among
 * tries draws, each proven unsatisfiable by the two searches with params;
 * how many, and the repairs they made added to *repairs (when not NULL). */
static int
prove_broken (GRand      *rand,
              const char *params,
              int         smallest,
              int         tries,
              int         wanted,
              guint64    *repairs)
{
  int proven = 0;

  for (int i = 0; i < tries && proven < wanted; i++)
    {
      FutoPuzzle *puzzle = broken_puzzle (rand, smallest + i % 3);
      FutoRunResult result;

      if (puzzle == NULL)
        continue;
      futo_run_result_init (&result);
      g_assert_cmpint (run (puzzle, 1, 0, params, (guint64) i, &result), ==, FUTO_STATUS_UNSATISFIABLE);
      g_assert_true (result.exhausted);
      if (repairs != NULL)
        *repairs += result.stats.repairs;
      proven++;
      futo_run_result_clear (&result);
      futo_puzzle_free (puzzle);
    }
  return proven;
}

/* The portfolio with the walk as its second search from the first node
 * (spawn=0): each search is deterministic alone, so the answer must be the
 * alone answer of the first or of the walk with the second's seed, and the
 * iterations those of the walk in full or of a part of it. On these
 * puzzles near the peak (restarting at every failure, the first search
 * needs thousands of nodes) the walk answered 16 of the 40 races here: it
 * must answer some. Unsatisfiable puzzles are still proven, by the first
 * search, which must then stop the walk (else the run never returns). */
static void
test_portfolio (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (2024);
  int by_walk = 0, by_first = 0, proven = 0;

  for (int i = 0; i < 40; i++)
    {
      int n = 24 + i % 8;
      FutoPuzzle *puzzle = test_random_puzzle (rand, n, 0.55, 0.12);
      FutoRunResult first, walk, both;

      futo_run_result_init (&first);
      futo_run_result_init (&walk);
      futo_run_result_init (&both);
      g_assert_cmpint (run (puzzle, 1, 0, "threads=1,gac=0,luby=1", (guint64) i, &first), ==, FUTO_STATUS_SOLVED);
      g_assert_cmpint (run (puzzle, 1, 0, ALONE ",gac=0", ENGINE_SECOND_SEED ((guint64) i), &walk), ==,
                       FUTO_STATUS_SOLVED);
      g_assert_cmpint (run (puzzle, 1, 0, "spawn=0,share=0,gac=0,luby=1", (guint64) i, &both), ==, FUTO_STATUS_SOLVED);
      g_assert_cmpuint (both.solution_count, ==, 1);
      g_assert_cmpuint (both.stats.searches, ==, 2);
      if (memcmp (first.solutions[0], walk.solutions[0], (size_t) n * n) == 0)
        {
          /* Either may have answered. */
          g_assert_cmpmem (both.solutions[0], n * n, walk.solutions[0], n * n);
          g_assert_cmpuint (both.stats.iterations, <=, walk.stats.iterations);
        }
      else if (memcmp (both.solutions[0], walk.solutions[0], (size_t) n * n) == 0)
        {
          by_walk++;
          g_assert_cmpuint (both.stats.iterations, ==, walk.stats.iterations);
        }
      else
        {
          g_assert_cmpmem (both.solutions[0], n * n, first.solutions[0], n * n);
          g_assert_cmpuint (both.stats.iterations, <=, walk.stats.iterations);
          by_first++;
        }
      futo_run_result_clear (&first);
      futo_run_result_clear (&walk);
      futo_run_result_clear (&both);
      futo_puzzle_free (puzzle);
    }
  proven = prove_broken (rand, "spawn=0,luby=1", 6, 300, 20, NULL);
  g_test_message ("answered by the walk %d, by the first search %d times; %d proofs", by_walk, by_first, proven);
  g_assert_cmpint (by_walk, >, 0);
  g_assert_cmpint (proven, >=, 10);
}

/* Races the searches of params (seed i, gac=0, restarting at every
 * failure, so that the first search needs thousands of nodes) on puzzle,
 * after each of them alone: the first search, and walks with the seeds
 * walk_seeds. Every walk is deterministic alone and takes the same path in
 * a race, so the answer must be one of the alone answers, and between
 * fewest and most searches must have run (the first search's own walk
 * counts once it has had a slice). Returns the walk whose answer it was when no other
 * search had the same one (-1 when that cannot be told), with that walk's
 * iterations alone in *iterations. */
#define MAX_RACERS 3

static int
race (const FutoPuzzle *puzzle,
      guint64           i,
      const char       *params,
      const guint64    *walk_seeds,
      int               n_walks,
      guint64           fewest,
      guint64           most,
      guint64          *iterations)
{
  FutoRunResult first, all, walks[MAX_RACERS];
  gsize size = (gsize) puzzle->size * puzzle->size;
  int answered = -1, alike = 0;

  g_assert_cmpint (n_walks, <=, MAX_RACERS);
  futo_run_result_init (&first);
  futo_run_result_init (&all);
  g_assert_cmpint (run (puzzle, 1, 0, "threads=1,gac=0,luby=1", i, &first), ==, FUTO_STATUS_SOLVED);
  for (int w = 0; w < n_walks; w++)
    {
      futo_run_result_init (&walks[w]);
      g_assert_cmpint (run (puzzle, 1, 0, ALONE ",gac=0", walk_seeds[w], &walks[w]), ==, FUTO_STATUS_SOLVED);
    }
  g_assert_cmpint (run (puzzle, 1, 0, params, i, &all), ==, FUTO_STATUS_SOLVED);
  g_assert_cmpuint (all.solution_count, ==, 1);
  g_assert_cmpuint (all.stats.searches, >=, fewest);
  g_assert_cmpuint (all.stats.searches, <=, most);
  for (int w = 0; w < n_walks; w++)
    if (memcmp (all.solutions[0], walks[w].solutions[0], size) == 0)
      answered = w, alike++;
  if (memcmp (all.solutions[0], first.solutions[0], size) == 0)
    alike++;
  g_assert_cmpint (alike, >, 0);
  if (alike > 1)
    answered = -1;
  else if (answered >= 0)
    *iterations = walks[answered].stats.iterations;
  if (answered >= 0)
    g_assert_cmpuint (all.stats.iterations, >=, *iterations);
  futo_run_result_clear (&first);
  futo_run_result_clear (&all);
  for (int w = 0; w < n_walks; w++)
    futo_run_result_clear (&walks[w]);
  return answered;
}

/* The first search's own walk (futo-engine-share.c), given 95% of its
 * thread from the first node, races the first search and the second
 * search's walk: it must answer some of these races, and when it does the
 * run made at least all of that walk's iterations. Unsatisfiable puzzles
 * are still proven: the first search's share of the thread is smaller,
 * not gone. */
static void
test_share (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (2026);
  int by_share = 0, proven = 0;

  for (guint64 i = 0; i < 40; i++)
    {
      FutoPuzzle *puzzle = test_random_puzzle (rand, 24 + (int) (i % 8), 0.55, 0.12);
      guint64 seeds[] = { ENGINE_SECOND_SEED (i), ENGINE_SHARE_SEED (i) }, iterations = 0;

      by_share += race (puzzle, i, "spawn=0,sharefrom=0,share=95,gac=0,luby=1", seeds, 2, 2, 3, &iterations) == 1;
      futo_puzzle_free (puzzle);
    }
  proven = prove_broken (rand, "spawn=0,sharefrom=0,share=95,gac=0,luby=1", 6, 300, 20, NULL);
  g_test_message ("answered by the first search's walk %d times; %d proofs", by_share, proven);
  g_assert_cmpint (by_share, >, 0);
  g_assert_cmpint (proven, >=, 10);
}

/* A proof that needs a search still comes, with the first search's own
 * walk (share) or more threads running beside it, and the walks did run. */
static void
test_proofs_beside_walks (void)
{
  FutoPuzzle *puzzle = test_pigeonhole_puzzle (6);
  const char *params[] = { "threads=1,gac=0,luby=1", "spawn=0,sharefrom=0,share=95,gac=0,luby=1",
                           "threads=4,spawn=0,sharefrom=0,gac=0,luby=1" };
  guint64 searches[] = { 1, 3, 5 };

  for (guint i = 0; i < G_N_ELEMENTS (params); i++)
    {
      FutoRunResult result;

      futo_run_result_init (&result);
      g_assert_cmpint (run (puzzle, 1, 0, params[i], 1, &result), ==, FUTO_STATUS_UNSATISFIABLE);
      g_assert_true (result.exhausted);
      g_test_message ("%s: %" G_GUINT64_FORMAT " nodes, %" G_GUINT64_FORMAT " of them walk iterations, %"
                      G_GUINT64_FORMAT " searches", params[i], result.stats.nodes, result.stats.iterations,
                      result.stats.searches);
      g_assert_cmpuint (result.stats.searches, ==, searches[i]);
      if (i == 0)
        g_assert_cmpuint (result.stats.nodes, >, 2 * 1024);
      else
        g_assert_cmpuint (result.stats.iterations, >, 0);
      futo_run_result_clear (&result);
    }
  futo_puzzle_free (puzzle);
}

/* threads=4: three walks beside the first search, each on its own seed
 * (ENGINE_NTH_SEED). All four must run, and the walks other than the
 * second search's must answer some of the races. Unsatisfiable puzzles
 * are still proven, and every thread stopped (else the run never
 * returns). */
static void
test_threads (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (2027);
  int by_others = 0, proven = 0;

  for (guint64 i = 0; i < 30; i++)
    {
      FutoPuzzle *puzzle = test_random_puzzle (rand, 24 + (int) (i % 8), 0.55, 0.12);
      guint64 seeds[] = { ENGINE_NTH_SEED (i, 0), ENGINE_NTH_SEED (i, 1), ENGINE_NTH_SEED (i, 2) }, iterations = 0;

      by_others += race (puzzle, i, "threads=4,spawn=0,share=0,gac=0,luby=1", seeds, 3, 4, 4, &iterations) >= 1;
      futo_puzzle_free (puzzle);
    }
  proven = prove_broken (rand, "threads=4,spawn=0,luby=1", 6, 300, 20, NULL);
  g_test_message ("answered by the third or fourth search %d times; %d proofs", by_others, proven);
  g_assert_cmpint (by_others, >, 0);
  g_assert_cmpint (proven, >=, 10);
}

/* The two searches together (nearrepair=1): the walk posts its near
 * misses, the first search repairs them (futo-engine-repair.c) in the
 * short runs of its restarts. Every answer is still a solution (run()
 * checks it) and the repairs happen. The broken puzzles after them are
 * all refuted at the root, before the walk starts: they show only that the
 * proof path is intact. That repairs leave the engine as it was is
 * /engine-walk/repair's to show, exactly; that they never cut the long
 * Luby runs, which make the search complete, is by construction. */
static void
test_near_repair (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (2025);
  guint64 repairs = 0;
  int proven = 0;

  for (int i = 0; i < 24; i++)
    {
      FutoPuzzle *puzzle = test_random_puzzle (rand, 24 + i % 8, 0.55, 0.12);
      FutoRunResult result;

      futo_run_result_init (&result);
      g_assert_cmpint (run (puzzle, 1, 0, "spawn=0,share=0,gac=0,luby=1,nearrepair=1", (guint64) i, &result), ==,
                       FUTO_STATUS_SOLVED);
      g_assert_cmpuint (result.stats.searches, ==, 2);
      repairs += result.stats.repairs;
      futo_run_result_clear (&result);
      futo_puzzle_free (puzzle);
    }
  proven = prove_broken (rand, "spawn=0,gac=0,luby=1,nearrepair=1", 7, 2000, 10, NULL);
  g_test_message ("%" G_GUINT64_FORMAT " repairs; %d proofs", repairs, proven);
  g_assert_cmpint (proven, ==, 10);
  g_assert_cmpuint (repairs, >, 0);
}

/* Puzzles with several solutions: one is found, two are found, all are
 * counted, with the walk racing from the first node or not. */
static void
test_counts (void)
{
  static const guint64 limits[] = { 1, 2, 0 };
  const FutoAlgorithm *prop = futo_algorithm_find ("prop");
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  int several = 0;

  for (int i = 0; i < 60; i++)
    {
      FutoPuzzle *puzzle = test_random_puzzle (rand, 5 + i % 2, 0.3, 0.15);
      FutoRunOptions options;
      FutoRunResult expected;

      futo_run_options_init (&options);
      options.solution_limit = 0;
      futo_run_result_init (&expected);
      futo_run (prop, puzzle, &options, &expected);
      for (gsize j = 0; j < 2 * G_N_ELEMENTS (limits); j++)
        {
          guint64 limit = limits[j / 2];
          FutoRunResult got;

          futo_run_result_init (&got);
          g_assert_cmpint (run (puzzle, limit, 0, j % 2 == 0 ? NULL : "spawn=0", (guint64) i, &got), ==,
                           FUTO_STATUS_SOLVED);
          g_assert_cmpuint (got.solution_count, ==, limit == 0 ? expected.solution_count
                                                               : MIN (limit, expected.solution_count));
          g_assert_true (got.exhausted == (limit == 0 || expected.solution_count < limit));
          futo_run_result_clear (&got);
        }
      several += expected.solution_count >= 2;
      futo_run_result_clear (&expected);
      futo_puzzle_free (puzzle);
    }
  g_assert_cmpint (several, >=, 10);
}

static void
cancel_on_progress (const FutoStats *stats,
                    void            *data)
{
  atomic_store ((atomic_int *) data, 1);
}

/* A cancel reaches the walk: an unsatisfiable puzzle keeps it going until
 * then. The flag goes up at the first progress report, whenever that comes. */
static void
test_cancel (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (31);
  int cancelled = 0;

  for (int i = 0; i < 5000 && cancelled < 3; i++)
    {
      FutoPuzzle *puzzle = broken_puzzle (rand, 6 + i % 3);
      FutoRunOptions options;
      FutoRunResult result;
      atomic_int flag;

      if (puzzle == NULL)
        continue;
      atomic_init (&flag, 0);
      futo_run_options_init (&options);
      options.params = ALONE ",gac=0";
      options.cancel = &flag;
      options.on_progress = cancel_on_progress;
      options.progress_data = &flag;
      futo_run_result_init (&result);
      futo_run (futo_algorithm_find ("lab"), puzzle, &options, &result);
      /* Refuted at the root, the walk does not start. */
      if (result.status != FUTO_STATUS_GAVE_UP)
        {
          g_assert_cmpint (result.status, ==, FUTO_STATUS_CANCELLED);
          g_assert_cmpint (atomic_load (&flag), ==, 1);
          g_assert_cmpuint (result.solution_count, ==, 0);
          cancelled++;
        }
      futo_run_result_clear (&result);
      futo_puzzle_free (puzzle);
    }
  g_assert_cmpint (cancelled, ==, 3);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine-walk/finds", test_finds);
  g_test_add_func ("/engine-walk/deterministic", test_deterministic);
  g_test_add_func ("/engine-walk/knobs", test_knobs);
  g_test_add_func ("/engine-walk/unsatisfiable", test_unsatisfiable);
  g_test_add_func ("/engine-walk/adjacent", test_adjacent);
  g_test_add_func ("/engine-walk/portfolio", test_portfolio);
  g_test_add_func ("/engine-walk/counts", test_counts);
  g_test_add_func ("/engine-walk/alone-counts", test_alone_counts);
  g_test_add_func ("/engine-walk/audit", test_audit);
  g_test_add_func ("/engine-walk/repair", test_repair);
  g_test_add_func ("/engine-walk/near-repair", test_near_repair);
  g_test_add_func ("/engine-walk/share", test_share);
  g_test_add_func ("/engine-walk/threads", test_threads);
  g_test_add_func ("/engine-walk/proofs-beside-walks", test_proofs_beside_walks);
  g_test_add_func ("/engine-walk/cancel", test_cancel);
  return g_test_run ();
}
