/* test-validate.c: validation finds every problem, names its cell, and is sound
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "futo-validate.h"
#include "test-util.h"

static FutoProblemList
validate (const FutoPuzzle *puzzle)
{
  FutoProblemList problems = { 0 };

  futo_puzzle_validate (puzzle, &problems);
  return problems;
}

static void
assert_one_problem (const FutoPuzzle *puzzle,
                    FutoProblemKind   kind,
                    int               row,
                    int               col,
                    const char       *fragment)
{
  FutoProblemList problems = validate (puzzle);

  if (problems.len != 1)
    for (size_t i = 0; i < problems.len; i++)
      g_printerr ("problem %zu at r%dc%d: %s\n", i, problems.items[i].row + 1,
                  problems.items[i].col + 1, problems.items[i].message);
  g_assert_cmpuint (problems.len, ==, 1);
  g_assert_cmpint (problems.items[0].kind, ==, kind);
  g_assert_cmpint (problems.items[0].row, ==, row);
  g_assert_cmpint (problems.items[0].col, ==, col);
  if (strstr (problems.items[0].message, fragment) == NULL)
    g_error ("'%s' not in '%s'", fragment, problems.items[0].message);
  futo_problem_list_clear (&problems);
}

static void
test_valid (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (5);

  g_assert_cmpuint (futo_puzzle_validate (puzzle, NULL), ==, 0);
  futo_puzzle_set_given (puzzle, 0, 0, 5);
  futo_puzzle_set_relation (puzzle, 0, 0, FUTO_DIR_RIGHT, FUTO_REL_GREATER);
  g_assert_cmpuint (futo_puzzle_validate (puzzle, NULL), ==, 0);
  futo_puzzle_free (puzzle);
}

static void
test_range (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (4);

  puzzle->givens[6] = 9;
  assert_one_problem (puzzle, FUTO_PROBLEM_VALUE_RANGE, 1, 2, "9 is out of range");
  futo_puzzle_free (puzzle);
}

static void
test_duplicates (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (5);

  futo_puzzle_set_given (puzzle, 2, 0, 3);
  futo_puzzle_set_given (puzzle, 2, 4, 3);
  assert_one_problem (puzzle, FUTO_PROBLEM_DUPLICATE_ROW, 2, 4, "also at r3c1");
  futo_puzzle_set_given (puzzle, 2, 4, 0);
  futo_puzzle_set_given (puzzle, 4, 0, 3);
  assert_one_problem (puzzle, FUTO_PROBLEM_DUPLICATE_COLUMN, 4, 0, "twice in column 1");
  futo_puzzle_free (puzzle);
}

static void
test_broken_sign (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (4);

  futo_puzzle_set_given (puzzle, 1, 1, 3);
  futo_puzzle_set_given (puzzle, 2, 1, 2);
  futo_puzzle_set_relation (puzzle, 1, 1, FUTO_DIR_DOWN, FUTO_REL_LESS);
  assert_one_problem (puzzle, FUTO_PROBLEM_SIGN_BROKEN, 1, 1, "r2c2 < r3c2");
  futo_puzzle_free (puzzle);
}

static void
test_cycle (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (3);

  /* r1c2 < r1c3 < r2c3 < r2c2 < r1c2 */
  futo_puzzle_set_relation (puzzle, 0, 1, FUTO_DIR_RIGHT, FUTO_REL_LESS);
  futo_puzzle_set_relation (puzzle, 0, 2, FUTO_DIR_DOWN, FUTO_REL_LESS);
  futo_puzzle_set_relation (puzzle, 1, 2, FUTO_DIR_LEFT, FUTO_REL_LESS);
  futo_puzzle_set_relation (puzzle, 1, 1, FUTO_DIR_UP, FUTO_REL_LESS);
  /* A cell hanging off the cycle is not a second cycle. */
  futo_puzzle_set_relation (puzzle, 1, 1, FUTO_DIR_LEFT, FUTO_REL_LESS);
  assert_one_problem (puzzle, FUTO_PROBLEM_SIGN_CYCLE, 0, 1, "r1c2 < r1c3 < r2c3 < r2c2 < r1c2");
  futo_puzzle_free (puzzle);
}

static void
test_chain_too_long (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (3);

  futo_puzzle_set_relation (puzzle, 0, 0, FUTO_DIR_RIGHT, FUTO_REL_LESS);
  futo_puzzle_set_relation (puzzle, 0, 1, FUTO_DIR_RIGHT, FUTO_REL_LESS);
  futo_puzzle_set_relation (puzzle, 0, 2, FUTO_DIR_DOWN, FUTO_REL_LESS);
  assert_one_problem (puzzle, FUTO_PROBLEM_CHAIN_TOO_LONG, 1, 2, "r1c1 < r1c2 < r1c3 < r2c3");
  futo_puzzle_free (puzzle);
}

static void
test_given_out_of_chain (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (4);

  futo_puzzle_set_relation (puzzle, 0, 0, FUTO_DIR_RIGHT, FUTO_REL_LESS);
  futo_puzzle_set_relation (puzzle, 0, 1, FUTO_DIR_RIGHT, FUTO_REL_LESS);
  futo_puzzle_set_given (puzzle, 0, 2, 2);
  assert_one_problem (puzzle, FUTO_PROBLEM_GIVEN_OUT_OF_CHAIN, 0, 2, "at least 3");
  futo_puzzle_set_given (puzzle, 0, 2, 0);
  futo_puzzle_set_given (puzzle, 0, 1, 4);
  assert_one_problem (puzzle, FUTO_PROBLEM_GIVEN_OUT_OF_CHAIN, 0, 1, "at most 3");
  futo_puzzle_free (puzzle);
}

static void
test_all_found_in_order (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (6);
  FutoProblemList problems;

  futo_puzzle_set_given (puzzle, 5, 0, 2);
  futo_puzzle_set_given (puzzle, 5, 5, 2);        /* duplicate in row 6 */
  futo_puzzle_set_given (puzzle, 0, 3, 6);
  futo_puzzle_set_given (puzzle, 3, 3, 6);        /* duplicate in column 4 */
  futo_puzzle_set_given (puzzle, 1, 0, 1);
  futo_puzzle_set_given (puzzle, 1, 1, 4);
  futo_puzzle_set_relation (puzzle, 1, 0, FUTO_DIR_RIGHT, FUTO_REL_GREATER); /* 1 > 4 broken */
  puzzle->givens[2 * 6 + 2] = 7;                 /* out of range */
  problems = validate (puzzle);
  g_assert_cmpuint (problems.len, ==, 4);
  g_assert_cmpint (problems.items[0].kind, ==, FUTO_PROBLEM_SIGN_BROKEN);
  g_assert_cmpint (problems.items[1].kind, ==, FUTO_PROBLEM_VALUE_RANGE);
  g_assert_cmpint (problems.items[2].kind, ==, FUTO_PROBLEM_DUPLICATE_COLUMN);
  g_assert_cmpint (problems.items[2].row, ==, 3);
  g_assert_cmpint (problems.items[3].kind, ==, FUTO_PROBLEM_DUPLICATE_ROW);
  g_assert_cmpint (problems.items[3].col, ==, 5);
  futo_problem_list_clear (&problems);
  futo_puzzle_free (puzzle);
}

/* Puzzles read off a Latin square are satisfiable, so nothing may be flagged. */
static void
test_never_flags_satisfiable (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);

  for (int i = 0; i < 500; i++)
    {
      int n = g_rand_int_range (rand, 2, 20);
      FutoPuzzle *puzzle = test_random_puzzle (rand, n, g_rand_double (rand), g_rand_double (rand));

      g_assert_cmpuint (futo_puzzle_validate (puzzle, NULL), ==, 0);
      futo_puzzle_free (puzzle);
    }
}

/* Whatever validation flags truly has no solution. */
static void
test_sound (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  int flagged = 0;

  for (int i = 0; i < 3000; i++)
    {
      int n = g_rand_int_range (rand, 2, 6);
      FutoPuzzle *puzzle = test_random_wild_puzzle (rand, n, 0.25 * g_rand_double (rand),
                                                    0.8 * g_rand_double (rand));

      if (futo_puzzle_validate (puzzle, NULL) > 0)
        {
          flagged++;
          g_assert_cmpuint (test_brute_count (puzzle, 1, NULL), ==, 0);
        }
      futo_puzzle_free (puzzle);
    }
  /* The random mix must exercise the checks, or this test proves nothing. */
  g_assert_cmpint (flagged, >, 300);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/validate/valid", test_valid);
  g_test_add_func ("/validate/range", test_range);
  g_test_add_func ("/validate/duplicates", test_duplicates);
  g_test_add_func ("/validate/broken-sign", test_broken_sign);
  g_test_add_func ("/validate/cycle", test_cycle);
  g_test_add_func ("/validate/chain-too-long", test_chain_too_long);
  g_test_add_func ("/validate/given-out-of-chain", test_given_out_of_chain);
  g_test_add_func ("/validate/all-found-in-order", test_all_found_in_order);
  g_test_add_func ("/validate/never-flags-satisfiable", test_never_flags_satisfiable);
  g_test_add_func ("/validate/sound", test_sound);
  return g_test_run ();
}
