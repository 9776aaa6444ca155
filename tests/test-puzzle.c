/* test-puzzle.c: the puzzle model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-util.h"

static void
test_sizes (void)
{
  g_assert_null (futo_puzzle_new (1));
  g_assert_null (futo_puzzle_new (65));
  g_assert_null (futo_puzzle_new (-3));
  for (int n = FUTO_MIN_SIZE; n <= FUTO_MAX_SIZE; n++)
    {
      FutoPuzzle *puzzle = futo_puzzle_new (n);

      g_assert_nonnull (puzzle);
      g_assert_cmpint (puzzle->size, ==, n);
      g_assert_cmpint (futo_puzzle_count_givens (puzzle), ==, 0);
      g_assert_cmpint (futo_puzzle_count_signs (puzzle), ==, 0);
      futo_puzzle_free (puzzle);
    }
}

static void
test_relations (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (3);

  /* Setting from either side reads back consistently from both. */
  g_assert_true (futo_puzzle_set_relation (puzzle, 0, 0, FUTO_DIR_RIGHT, FUTO_REL_LESS));
  g_assert_cmpint (futo_puzzle_get_relation (puzzle, 0, 1, FUTO_DIR_LEFT), ==, FUTO_REL_GREATER);
  g_assert_true (futo_puzzle_set_relation (puzzle, 2, 1, FUTO_DIR_UP, FUTO_REL_LESS));
  g_assert_cmpint (futo_puzzle_get_relation (puzzle, 1, 1, FUTO_DIR_DOWN), ==, FUTO_REL_GREATER);
  g_assert_cmpint (puzzle->down[1 * 3 + 1], ==, FUTO_REL_GREATER);
  g_assert_true (futo_puzzle_set_relation (puzzle, 1, 2, FUTO_DIR_LEFT, FUTO_REL_GREATER));
  g_assert_cmpint (puzzle->right[1 * 3 + 1], ==, FUTO_REL_LESS);
  g_assert_cmpint (futo_puzzle_count_signs (puzzle), ==, 3);

  /* Past the edge there is nothing to set or read. */
  g_assert_false (futo_puzzle_set_relation (puzzle, 0, 2, FUTO_DIR_RIGHT, FUTO_REL_LESS));
  g_assert_false (futo_puzzle_set_relation (puzzle, 0, 0, FUTO_DIR_UP, FUTO_REL_LESS));
  g_assert_false (futo_puzzle_set_relation (puzzle, 2, 0, FUTO_DIR_DOWN, FUTO_REL_LESS));
  g_assert_false (futo_puzzle_set_relation (puzzle, 1, 0, FUTO_DIR_LEFT, FUTO_REL_LESS));
  g_assert_cmpint (futo_puzzle_get_relation (puzzle, 0, 2, FUTO_DIR_RIGHT), ==, FUTO_REL_NONE);
  g_assert_cmpint (futo_puzzle_count_signs (puzzle), ==, 3);
  futo_puzzle_free (puzzle);
}

static void
test_copy_equal (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  for (int i = 0; i < 50; i++)
    {
      FutoPuzzle *a = test_random_puzzle (rand, g_rand_int_range (rand, 2, 12), 0.4, 0.3);
      FutoPuzzle *b = futo_puzzle_copy (a);

      g_assert_true (futo_puzzle_equal (a, b));
      b->givens[0] = (guint8) (b->givens[0] % a->size + 1);
      g_assert_false (futo_puzzle_equal (a, b));
      futo_puzzle_free (b);
      b = futo_puzzle_copy (a);
      b->down[0] = b->down[0] == FUTO_REL_LESS ? FUTO_REL_GREATER : FUTO_REL_LESS;
      g_assert_false (futo_puzzle_equal (a, b));
      futo_puzzle_free (a);
      futo_puzzle_free (b);
    }
}

static void
test_is_solution (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);

  for (int i = 0; i < 100; i++)
    {
      int n = g_rand_int_range (rand, 2, 10);
      guint8 *square = test_random_latin (rand, n);
      FutoPuzzle *puzzle = futo_puzzle_new (n);

      /* Signs and givens read off the square keep it a solution. */
      for (int c = 0; c < n * n; c++)
        {
          if (g_rand_boolean (rand))
            puzzle->givens[c] = square[c];
          if (c % n + 1 < n)
            puzzle->right[c] = square[c] < square[c + 1] ? FUTO_REL_LESS : FUTO_REL_GREATER;
        }
      g_assert_true (futo_puzzle_is_solution (puzzle, square));

      /* Flipping one sign breaks it. */
      puzzle->right[0] = puzzle->right[0] == FUTO_REL_LESS ? FUTO_REL_GREATER : FUTO_REL_LESS;
      g_assert_false (futo_puzzle_is_solution (puzzle, square));
      puzzle->right[0] = FUTO_REL_NONE;

      /* So does swapping two cells of a row (a column then repeats). */
      {
        guint8 t = square[0];
        square[0] = square[1];
        square[1] = t;
        g_assert_false (futo_puzzle_is_solution (puzzle, square));
        square[1] = square[0];
        square[0] = t;
      }
      /* And a zero. */
      square[n * n - 1] = 0;
      g_assert_false (futo_puzzle_is_solution (puzzle, square));
      g_free (square);
      futo_puzzle_free (puzzle);
    }
}

static void
test_cell_name (void)
{
  char buf[16];

  g_assert_cmpstr (futo_cell_name (0, 0, buf, sizeof buf), ==, "r1c1");
  g_assert_cmpstr (futo_cell_name (2, 4, buf, sizeof buf), ==, "r3c5");
  g_assert_cmpstr (futo_cell_name (63, 63, buf, sizeof buf), ==, "r64c64");
}

static void
test_sets (void)
{
  g_assert_cmpuint (FUTO_SET_FULL (64), ==, G_MAXUINT64);
  g_assert_cmpuint (FUTO_SET_FULL (5), ==, 31);
  g_assert_cmpint (futo_set_min (FUTO_SET_BIT (64)), ==, 64);
  g_assert_cmpint (futo_set_max (FUTO_SET_BIT (64) | 1), ==, 64);
  g_assert_cmpint (futo_set_min (FUTO_SET_BIT (7) | FUTO_SET_BIT (3)), ==, 3);
  g_assert_cmpint (futo_set_count (FUTO_SET_FULL (64)), ==, 64);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/puzzle/sizes", test_sizes);
  g_test_add_func ("/puzzle/relations", test_relations);
  g_test_add_func ("/puzzle/copy-equal", test_copy_equal);
  g_test_add_func ("/puzzle/is-solution", test_is_solution);
  g_test_add_func ("/puzzle/cell-name", test_cell_name);
  g_test_add_func ("/puzzle/sets", test_sets);
  return g_test_run ();
}
