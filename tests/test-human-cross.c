/* test-human-cross.c: two human solvers that must agree
 *
 * futo-human.h promises that futo_human_solve_fast() reaches the result of
 * futo_human_solve_steps(). A player reaches the solver through
 * futo_human_place() and futo_human_eliminate() with entries and pencil
 * marks that may be wrong, so this drives two solvers through the same
 * random mix of right and wrong placements and eliminations, solves one
 * each way and compares the status and every cell's candidates.
 *
 * The generator keeps one solver and tells it of changed signs
 * (_futo_human_reset(), _futo_human_add_sign()) instead of making a new one:
 * that solver must deduce what a fresh one on the changed puzzle does.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "adjacent-test-util.h"
/* Inside the library on purpose: _futo_human_reset() and _futo_human_add_sign(),
 * the generator's own way into the solver, which has no public use. */
#include "futo-human-private.h"
#include "test-util.h"

/* One random change through the public API, made on both solvers. Right
 * ones follow the solution, wrong ones anything else. */
static void
random_change (GRand        *rand,
               FutoHuman    *a,
               FutoHuman    *b,
               int           n,
               const guint8 *solution)
{
  int cell = g_rand_int_range (rand, 0, n * n);
  int value = g_rand_int_range (rand, 1, n + 1);
  gboolean right = g_rand_int_range (rand, 0, 3) != 0;

  if (right)
    value = solution[cell];
  if (g_rand_boolean (rand))
    {
      g_assert_cmpint (futo_human_place (a, cell, value), ==,
                       futo_human_place (b, cell, value));
    }
  else
    {
      FutoSet values = FUTO_SET_BIT (value);

      /* A right elimination takes a value that is not the solution's. */
      if (right)
        values = FUTO_SET_BIT (value % n + 1);
      g_assert_cmpint (futo_human_eliminate (a, cell, values), ==,
                       futo_human_eliminate (b, cell, values));
    }
}

static void
cross_check (const FutoPuzzle *puzzle,
             const guint8     *solution,
             GRand            *rand,
             FutoLevel         level)
{
  int n = puzzle->size, changes = g_rand_int_range (rand, 0, 2 * n);
  FutoTechnique last = futo_level_last_technique (level);
  FutoHuman *slow = futo_human_new (puzzle), *fast = futo_human_new (puzzle);
  FutoHumanStatus status;

  for (int k = 0; k < changes; k++)
    random_change (rand, slow, fast, n, solution);
  status = futo_human_solve_steps (slow, last, NULL, NULL, NULL);
  g_assert_cmpint (status, ==, futo_human_solve_fast (fast, last));
  /* Where a contradiction stops each solve depends on the order. */
  for (int cell = 0; status != FUTO_HUMAN_CONTRADICTION && cell < n * n; cell++)
    g_assert_cmpuint (futo_human_candidates (slow, cell), ==,
                      futo_human_candidates (fast, cell));
  futo_human_free (slow);
  futo_human_free (fast);
}

/* count random puzzles of sizes 4 to 6 from make, each cross-checked at
 * every level the fast solve takes when it has one solution. "Right"
 * follows that solution. */
static void
cross_check_random (guint32       seed,
                    int           count,
                    FutoPuzzle *(*make) (GRand *rand,
                                         int    n))
{
  GRand *rand = g_rand_new_with_seed (seed);

  for (int i = 0; i < count; i++)
    {
      FutoPuzzle *puzzle = make (rand, 4 + i % 3);
      guint8 solution[64 * 64];

      if (test_brute_count (puzzle, 1, solution) == 1)
        for (int level = FUTO_LEVEL_EASY; level <= FUTO_LEVEL_EXTREME; level++)
          cross_check (puzzle, solution, rand, (FutoLevel) level);
      futo_puzzle_free (puzzle);
    }
  g_rand_free (rand);
}

static FutoPuzzle *
make_unequal (GRand *rand,
              int    n)
{
  return test_random_puzzle (rand, n, 0.15, 0.35);
}

static FutoPuzzle *
make_adjacent (GRand *rand,
               int    n)
{
  return random_adjacent (rand, n, 0.1);
}

static void
test_cross_unequal (void)
{
  cross_check_random (41, 600, make_unequal);
}

static void
test_cross_adjacent (void)
{
  cross_check_random (43, 300, make_adjacent);
}

/* Both solvers draw the same deductions, step by step, to the same end. */
static void
assert_same_deductions (FutoHuman *a,
                        FutoHuman *b,
                        int        n)
{
  FutoHumanStep step_a, step_b;
  gboolean found;

  futo_human_step_init (&step_a);
  futo_human_step_init (&step_b);
  do
    {
      found = futo_human_find_step (a, FUTO_TECHNIQUE_FORCING_CHAIN, &step_a);
      g_assert_cmpint (found, ==, futo_human_find_step (b, FUTO_TECHNIQUE_FORCING_CHAIN, &step_b));
      if (found)
        {
          g_assert_cmpstr (step_a.text, ==, step_b.text);
          futo_human_apply_step (a, &step_a);
          futo_human_apply_step (b, &step_b);
        }
    }
  while (found);
  g_assert_cmpint (futo_human_status (a), ==, futo_human_status (b));
  for (int cell = 0; cell < n * n; cell++)
    g_assert_cmpuint (futo_human_candidates (a, cell), ==, futo_human_candidates (b, cell));
  futo_human_step_clear (&step_a);
  futo_human_step_clear (&step_b);
}

/* A random pair of neighbours, as a cell and a direction (any of four). */
static void
random_pair (GRand         *rand,
             int            n,
             int           *cell,
             FutoDirection *dir)
{
  int row, col;

  do
    {
      *cell = g_rand_int_range (rand, 0, n * n);
      *dir = (FutoDirection) g_rand_int_range (rand, 0, 4);
      row = *cell / n + (*dir == FUTO_DIR_DOWN) - (*dir == FUTO_DIR_UP);
      col = *cell % n + (*dir == FUTO_DIR_RIGHT) - (*dir == FUTO_DIR_LEFT);
    }
  while (row < 0 || row >= n || col < 0 || col >= n);
}

/* A solver reset to a puzzle whose relations changed (a sign added either
 * way, removed or flipped; Adjacent: a mark added or removed) deduces what a
 * fresh one on that puzzle does: the changed cells' signs and the orders
 * the signs impose follow. It first solves the old puzzle, so that its
 * orders are built. */
static void
test_reset_signs (void)
{
  GRand *rand = g_rand_new_with_seed (31);

  for (int i = 0; i < 150; i++)
    {
      int n = 4 + i % 4, changes = g_rand_int_range (rand, 1, 4);
      FutoPuzzle *puzzle = i % 3 == 2 ? random_adjacent (rand, n, 0.15)
                                      : test_random_puzzle (rand, n, 0.15, 0.4);
      FutoPuzzle *changed = futo_puzzle_copy (puzzle);
      FutoHuman *reset = futo_human_new (puzzle), *fresh;

      for (int k = 0; k < changes; k++)
        {
          int cell, row, col;
          FutoDirection dir;
          FutoRelation was, rel;

          random_pair (rand, n, &cell, &dir);
          row = cell / n;
          col = cell % n;
          was = futo_puzzle_get_relation (changed, row, col, dir);
          if (futo_puzzle_get_mode (changed) == FUTO_MODE_ADJACENT)
            rel = was == FUTO_REL_NONE ? FUTO_REL_ADJACENT : FUTO_REL_NONE;
          else if (was == FUTO_REL_NONE || g_rand_boolean (rand))
            rel = was == FUTO_REL_LESS ? FUTO_REL_GREATER : FUTO_REL_LESS;
          else
            rel = FUTO_REL_NONE;
          futo_puzzle_set_relation (changed, row, col, dir, rel);
        }
      futo_human_solve_fast (reset, FUTO_TECHNIQUE_FORCING_CHAIN);
      fresh = futo_human_new (changed);
      g_assert_cmpint (_futo_human_reset (reset, changed), ==,
                       futo_human_status (fresh) != FUTO_HUMAN_CONTRADICTION);
      assert_same_deductions (reset, fresh, n);
      futo_human_free (fresh);
      futo_human_free (reset);
      futo_puzzle_free (changed);
      futo_puzzle_free (puzzle);
    }
  g_rand_free (rand);
}

/* The same for signs of the solution added with _futo_human_add_sign(), as
 * the generator adds them, on a board started afresh. */
static void
test_add_signs (void)
{
  GRand *rand = g_rand_new_with_seed (37);

  for (int i = 0; i < 100; i++)
    {
      int n = 4 + i % 3, changes = g_rand_int_range (rand, 1, 4);
      FutoPuzzle *puzzle = test_random_puzzle (rand, n, 0.15, 0.3);
      FutoHuman *added = futo_human_new (puzzle), *fresh;
      guint8 solution[64 * 64];

      g_assert_cmpuint (test_brute_count (puzzle, 1, solution), ==, 1);
      futo_human_solve_fast (added, FUTO_TECHNIQUE_FORCING_CHAIN);
      _futo_human_reset (added, puzzle);
      for (int k = 0; k < changes; k++)
        {
          int cell, other;
          FutoDirection dir;
          FutoRelation rel;

          random_pair (rand, n, &cell, &dir);
          other = dir == FUTO_DIR_UP ? cell - n : dir == FUTO_DIR_DOWN ? cell + n
                  : dir == FUTO_DIR_LEFT ? cell - 1 : cell + 1;
          rel = solution[cell] < solution[other] ? FUTO_REL_LESS : FUTO_REL_GREATER;
          futo_puzzle_set_relation (puzzle, cell / n, cell % n, dir, rel);
          _futo_human_add_sign (added, cell, dir, rel);
        }
      fresh = futo_human_new (puzzle);
      assert_same_deductions (added, fresh, n);
      futo_human_free (fresh);
      futo_human_free (added);
      futo_puzzle_free (puzzle);
    }
  g_rand_free (rand);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/human-cross/unequal", test_cross_unequal);
  g_test_add_func ("/human-cross/adjacent", test_cross_adjacent);
  g_test_add_func ("/human-cross/reset-signs", test_reset_signs);
  g_test_add_func ("/human-cross/add-signs", test_add_signs);
  return g_test_run ();
}
