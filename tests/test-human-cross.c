/* test-human-cross.c: the fast and the step-by-step human solves agree,
 * whatever the player did first
 *
 * futo-human.h promises that futo_human_solve_fast() reaches the result of
 * futo_human_solve_steps(). A player reaches the solver through
 * futo_human_place() and futo_human_eliminate() with entries and pencil
 * marks that may be wrong, so this drives two solvers through the same
 * random mix of right and wrong placements and eliminations, solves one
 * each way and compares the status and every cell's candidates.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "adjacent-test-util.h"
#include "futo-human.h"
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

/* Unequal puzzles, at every level the fast solve takes. "Right" follows
 * one of the puzzle's solutions. */
static void
test_cross_unequal (void)
{
  GRand *rand = g_rand_new_with_seed (41);

  for (int i = 0; i < 600; i++)
    {
      int n = 4 + i % 3;
      FutoPuzzle *puzzle = test_random_puzzle (rand, n, 0.15, 0.35);
      guint8 solution[64 * 64];

      if (test_brute_count (puzzle, 1, solution) == 1)
        for (int level = FUTO_LEVEL_EASY; level <= FUTO_LEVEL_EXTREME; level++)
          cross_check (puzzle, solution, rand, (FutoLevel) level);
      futo_puzzle_free (puzzle);
    }
  g_rand_free (rand);
}

/* The same for Adjacent puzzles. */
static void
test_cross_adjacent (void)
{
  GRand *rand = g_rand_new_with_seed (43);

  for (int i = 0; i < 300; i++)
    {
      int n = 4 + i % 3;
      FutoPuzzle *puzzle = random_adjacent (rand, n, 0.1);
      guint8 solution[64 * 64];

      if (test_brute_count (puzzle, 1, solution) == 1)
        for (int level = FUTO_LEVEL_EASY; level <= FUTO_LEVEL_EXTREME; level++)
          cross_check (puzzle, solution, rand, (FutoLevel) level);
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
  return g_test_run ();
}
