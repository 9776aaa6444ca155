/* test-adjacent-validate.c: validation of Adjacent puzzles: never a false
 * alarm on a puzzle read off a Latin square, and right about broken ones
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "futo-validate.h"
#include "adjacent-test-util.h"

/* Whether problem is true of puzzle: soundness of each report. */
static void
assert_problem_holds (const FutoPuzzle  *puzzle,
                      const FutoProblem *problem)
{
  int n = puzzle->size, a = problem->row * n + problem->col;
  int b = problem->row2 * n + problem->col2;
  guint8 rel;

  switch (problem->kind)
    {
    case FUTO_PROBLEM_MARK_BROKEN:
    case FUTO_PROBLEM_MARK_MISSING:
      g_assert_true (b == a + 1 || b == a + n);
      rel = b == a + 1 ? puzzle->right[a] : puzzle->down[a];
      g_assert_cmpint (puzzle->givens[a], !=, 0);
      g_assert_cmpint (puzzle->givens[b], !=, 0);
      g_assert_false (pair_allows (rel, puzzle->givens[a], puzzle->givens[b]));
      g_assert_cmpint (rel, ==, problem->kind == FUTO_PROBLEM_MARK_BROKEN ? FUTO_REL_ADJACENT
                                                                           : FUTO_REL_NONE);
      break;
    case FUTO_PROBLEM_DUPLICATE_ROW:
    case FUTO_PROBLEM_DUPLICATE_COLUMN:
      g_assert_cmpint (puzzle->givens[a], ==, puzzle->givens[b]);
      break;
    case FUTO_PROBLEM_WRONG_RELATION:
      break;
    default:
      /* The sign-graph checks are for the usual mode only. */
      g_error ("unexpected problem kind %d: %s", problem->kind, problem->message);
    }
}

/* Every pair of neighbouring givens that breaks the puzzle's marks. */
static int
count_broken_pairs (const FutoPuzzle *puzzle)
{
  int n = puzzle->size, broken = 0;

  for (int i = 0; i < n * n; i++)
    {
      if (i % n + 1 < n && puzzle->givens[i] && puzzle->givens[i + 1]
          && !pair_allows (puzzle->right[i], puzzle->givens[i], puzzle->givens[i + 1]))
        broken++;
      if (i + n < n * n && puzzle->givens[i] && puzzle->givens[i + n]
          && !pair_allows (puzzle->down[i], puzzle->givens[i], puzzle->givens[i + n]))
        broken++;
    }
  return broken;
}

static void
test_validation (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (4711);
  int flagged = 0;

  /* Read off a square: never a problem, at any size, with all givens. */
  for (int n = FUTO_MIN_SIZE; n <= 20; n++)
    {
      FutoPuzzle *puzzle = random_adjacent (rand, n, n % 2 == 0 ? 1.0 : 0.5);

      g_assert_cmpuint (futo_puzzle_validate (puzzle, NULL), ==, 0);
      futo_puzzle_free (puzzle);
    }

  /* Wild ones: every report is true, every broken pair is reported, and a
   * reported puzzle has no solution. */
  for (int i = 0; i < 400; i++)
    {
      int n = 2 + i % 4;
      FutoPuzzle *puzzle = random_wild_adjacent (rand, n, 0.6, 0.5);
      FutoProblemList problems = { NULL, 0, 0 };
      int mark_problems = 0;

      futo_puzzle_validate (puzzle, &problems);
      for (size_t k = 0; k < problems.len; k++)
        {
          assert_problem_holds (puzzle, &problems.items[k]);
          mark_problems += problems.items[k].kind == FUTO_PROBLEM_MARK_BROKEN
                           || problems.items[k].kind == FUTO_PROBLEM_MARK_MISSING;
        }
      g_assert_cmpint (mark_problems, ==, count_broken_pairs (puzzle));
      if (problems.len > 0)
        g_assert_cmpuint (adjacent_brute_count (puzzle, 1), ==, 0);
      flagged += problems.len > 0;
      futo_problem_list_clear (&problems);
      futo_puzzle_free (puzzle);
    }
  g_assert_cmpint (flagged, >, 100);
}

static void
test_validation_messages (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new_with_mode (5, FUTO_MODE_ADJACENT);
  FutoProblemList problems = { NULL, 0, 0 };

  /* r1c1 = 1 : r1c2 = 3 (marked, not consecutive); r2c1 = 4 | r2c2 = 5
   * (consecutive, unmarked); a '<' sign under r3c3. */
  puzzle->givens[0] = 1;
  puzzle->givens[1] = 3;
  puzzle->right[0] = FUTO_REL_ADJACENT;
  puzzle->givens[5] = 4;
  puzzle->givens[6] = 5;
  puzzle->down[12] = FUTO_REL_LESS;
  g_assert_cmpuint (futo_puzzle_validate (puzzle, &problems), ==, 3);
  g_assert_cmpint (problems.items[0].kind, ==, FUTO_PROBLEM_MARK_BROKEN);
  g_assert_cmpint (problems.items[0].row, ==, 0);
  g_assert_cmpint (problems.items[0].col, ==, 0);
  g_assert_cmpint (problems.items[0].col2, ==, 1);
  g_assert_cmpstr (problems.items[0].message, ==,
                   "the mark says r1c1 and r1c2 differ by 1, but the givens are 1 and 3");
  g_assert_cmpint (problems.items[1].kind, ==, FUTO_PROBLEM_MARK_MISSING);
  g_assert_cmpint (problems.items[1].row, ==, 1);
  g_assert_nonnull (strstr (problems.items[1].message, "the givens 4 and 5 of r2c1 and r2c2 differ by 1, "
                                                        "but there is no mark between them"));
  g_assert_cmpint (problems.items[2].kind, ==, FUTO_PROBLEM_WRONG_RELATION);
  g_assert_cmpint (problems.items[2].row, ==, 2);
  g_assert_cmpint (problems.items[2].col, ==, 2);
  g_assert_cmpstr (problems.items[2].message, ==,
                   "between r3c3 and r4c3 there is a '^' sign, which an Adjacent puzzle cannot hold");
  futo_problem_list_clear (&problems);

  /* The other way round: a mark in a puzzle of signs. */
  futo_puzzle_set_mode (puzzle, FUTO_MODE_UNEQUAL);
  memset (puzzle->givens, 0, 25);
  puzzle->right[6] = FUTO_REL_ADJACENT;
  g_assert_cmpuint (futo_puzzle_validate (puzzle, &problems), ==, 1);
  g_assert_cmpint (problems.items[0].kind, ==, FUTO_PROBLEM_WRONG_RELATION);
  g_assert_cmpstr (problems.items[0].message, ==,
                   "between r2c2 and r2c3 there is an Adjacent mark, which a puzzle of '<' and '>' "
                   "signs cannot hold");
  futo_problem_list_clear (&problems);
  futo_puzzle_free (puzzle);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/adjacent/validation", test_validation);
  g_test_add_func ("/adjacent/validation-messages", test_validation_messages);
  return g_test_run ();
}
