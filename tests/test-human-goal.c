/* test-human-goal.c: a closure told which clue went away decides as the full one
 *
 * The generator takes a clue away from a puzzle the techniques of a level
 * solve, and asks whether they still do; _futo_human_solve_until() may stop
 * as soon as the board implies the clue again. Its answer must be the full
 * closure's for a given, at every level; for a sign, whose chains the
 * board's order of its cells does not quite stand for, nearly always.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* Inside the library on purpose: _futo_human_solve_until() and its goal, the
 * generator's own way into the solver, which has no public use. */
#include "futo-human-private.h"
#include "test-util.h"

typedef struct
{
  int agree_solved;
  int agree_open;
  int signs;
  int signs_differ;
} Tally;

/* The puzzle with one clue cleared: kind 0 the given, 1 the sign to the
 * right, 2 the sign below. */
static guint8 *
clue_slot (FutoPuzzle *puzzle,
           int         cell,
           int         kind)
{
  return kind == 0 ? &puzzle->givens[cell] : kind == 1 ? &puzzle->right[cell] : &puzzle->down[cell];
}

static void
goal_for (const guint8 *solution,
          int           n,
          int           cell,
          int           kind,
          HumanGoal    *goal)
{
  int other = kind == 1 ? cell + 1 : cell + n;

  if (kind == 0)
    {
      goal->cell = cell;
      goal->other = -1;
      goal->value = solution[cell];
      return;
    }
  goal->value = 0;
  goal->cell = solution[cell] < solution[other] ? cell : other;
  goal->other = solution[cell] < solution[other] ? other : cell;
}

static void
check_puzzle (FutoPuzzle    *puzzle,
              FutoTechnique  last,
              Tally         *tally)
{
  int n = puzzle->size, cells = n * n;
  FutoHuman *whole = futo_human_new (puzzle);
  guint8 *solution = g_malloc (cells);

  /* Only a puzzle the level solves with all its clues is a fair question. */
  if (futo_human_solve_fast (whole, last) != FUTO_HUMAN_SOLVED)
    {
      futo_human_free (whole);
      g_free (solution);
      return;
    }
  for (int cell = 0; cell < cells; cell++)
    solution[cell] = (guint8) futo_human_value (whole, cell);
  for (int cell = 0; cell < cells; cell++)
    for (int kind = 0; kind < 3; kind++)
      {
        guint8 *slot = clue_slot (puzzle, cell, kind), keep = *slot;
        FutoHuman *full, *until;
        HumanGoal goal;
        FutoHumanStatus a, b;

        if (keep == 0)
          continue;
        *slot = 0;
        goal_for (solution, n, cell, kind, &goal);
        full = futo_human_new (puzzle);
        until = futo_human_new (puzzle);
        a = futo_human_solve_fast (full, last);
        b = _futo_human_solve_until (until, last, &goal);
        if (kind > 0)
          {
            tally->signs++;
            /* Only ever more often solved, never less. */
            g_assert_true (a != FUTO_HUMAN_SOLVED || b == FUTO_HUMAN_SOLVED);
            if ((a == FUTO_HUMAN_SOLVED) != (b == FUTO_HUMAN_SOLVED))
              {
                tally->signs_differ++;
                *slot = keep;
                futo_human_free (full);
                futo_human_free (until);
                continue;
              }
          }
        g_assert_cmpint (a == FUTO_HUMAN_SOLVED, ==, b == FUTO_HUMAN_SOLVED);
        if (a == FUTO_HUMAN_SOLVED)
          tally->agree_solved++;
        else
          tally->agree_open++;
        futo_human_free (full);
        futo_human_free (until);
        *slot = keep;
      }
  futo_human_free (whole);
  g_free (solution);
}

static void
test_goal_agrees (void)
{
  GRand *rand = g_rand_new_with_seed (7);
  Tally tally = { 0 };

  for (int i = 0; i < 60; i++)
    {
      int n = 4 + i % 5;
      FutoPuzzle *puzzle = test_random_puzzle (rand, n, 0.15, 0.4);

      for (int level = FUTO_LEVEL_EASY; level <= FUTO_LEVEL_EXTREME; level++)
        check_puzzle (puzzle, futo_level_last_technique ((FutoLevel) level), &tally);
      futo_puzzle_free (puzzle);
    }
  g_rand_free (rand);
  /* Both answers came up often enough for the agreement to mean something. */
  g_test_message ("solved %d, open %d; signs %d, %d differ", tally.agree_solved, tally.agree_open,
                  tally.signs, tally.signs_differ);
  g_assert_cmpint (tally.agree_solved, >, 100);
  g_assert_cmpint (tally.agree_open, >, 100);
  g_assert_cmpint (tally.signs_differ * 100, <=, tally.signs);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/human/goal/agrees", test_goal_agrees);
  return g_test_run ();
}
