/* test-format-grid.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "futo-format.h"
#include "test-util.h"

/* A valid 3×3 grid that the error cases below break one piece at a time. */
#define VALID_3 \
  "3\n"         \
  ". < . | .\n" \
  "- - ^\n"     \
  "1 | . > .\n" \
  "v - -\n"     \
  ". | . | 3\n"

typedef struct
{
  const char *name;
  const char *text;
  gssize      len;      /* -1: strlen (text) */
  int         line;
  int         column;
  const char *fragment; /* must appear in the message */
} ErrorCase;

static const ErrorCase error_cases[] = {
  { "empty", "", -1, 0, 0, "the puzzle is empty" },
  { "only-comments", "# nothing\n\n   # here\n", -1, 4, 1, "the puzzle is empty" },
  { "only-blanks", "  \n\t\n", -1, 3, 1, "the puzzle is empty" },
  { "size-not-number", "x\n", -1, 1, 1, "expected the size of the puzzle (a number from 2 to 64) before the grid, found 'x'" },
  { "size-negative", "-3\n", -1, 1, 1, "found '-3'" },
  { "size-70", "70\n", -1, 1, 1, "size 70 is not supported (2 to 64)" },
  { "size-65", "65\n", -1, 1, 1, "size 65 is not supported (2 to 64)" },
  { "size-1", "1\n", -1, 1, 1, "size 1 is not supported (2 to 64)" },
  { "size-0", "0\n", -1, 1, 1, "size 0 is not supported" },
  { "size-huge", "99999999999999999999\n", -1, 1, 1, "size 99999999999999999999 is not supported" },
  { "size-after-comments", "# a comment\n\n  70\n", -1, 3, 3, "size 70 is not supported" },
  { "size-not-alone", "3 3\n", -1, 1, 3, "expected the size alone on its line, found '3' after it" },
  { "size-trailing-comment", "3 # three\n", -1, 1, 3, "found '#' after it" },
  { "size-is-a-row", ". < .\n", -1, 1, 1, "found '.'" },
  { "ends-after-two-lines", "3\n. < . | .\n- - ^\n", -1, 4, 1, "the puzzle ends after 2 of its 5 lines" },
  { "ends-without-newline", "3\n. < . | .\n- - ^", -1, 3, 6, "the puzzle ends after 2 of its 5 lines" },
  { "ends-after-size", "5\n", -1, 2, 1, "the puzzle ends after 0 of its 9 lines" },
  { "ends-after-comment", "3\n. < . | .\n# more later\n", -1, 4, 1, "the puzzle ends after 1 of its 5 lines" },
  { "bad-relation", "3\n. x . | .\n", -1, 2, 3, "expected a relation '<', '>' or '|' between two cells, found 'x'" },
  { "vertical-sign-as-relation", "3\n. ^ . | .\n", -1, 2, 3, "expected a relation '<', '>' or '|' between two cells, found '^'" },
  { "cell-as-relation", "3\n. . . | .\n", -1, 2, 3, "between two cells, found '.'" },
  { "value-7", "3\n. < 7 | .\n", -1, 2, 5, "value 7 is out of range for a 3×3 puzzle (1 to 3)" },
  { "value-0", "3\n. < . | 0\n", -1, 2, 9, "value 0 is out of range for a 3×3 puzzle (1 to 3)" },
  { "value-huge", "3\n99999999999999999999 < . | .\n", -1, 2, 1, "value 99999999999999999999 is out of range" },
  { "value-negative", "3\n-1 < . | .\n", -1, 2, 1, "expected a cell ('.' or a value from 1 to 3), found '-1'" },
  { "relation-as-cell", "3\n. < < | .\n", -1, 2, 5, "expected a cell ('.' or a value from 1 to 3), found '<'" },
  { "relation-row-as-cells", "3\n- - ^\n", -1, 2, 1, "vertical relations go on the lines between the rows of cells" },
  { "glued-tokens", "3\n.<. | .\n", -1, 2, 1, "found '.<.'" },
  { "too-few-cells", "3\n. < .\n", -1, 2, 6, "expected 3 cells in this row, found 2" },
  { "ends-on-relation", "3\n. < . |\n", -1, 2, 8, "expected 3 cells in this row, found 2" },
  { "too-few-trailing-blanks", "3\n. < . \t \n", -1, 2, 6, "expected 3 cells in this row, found 2" },
  { "too-many-cells", "3\n. < . | . | .\n", -1, 2, 11, "expected 3 cells in this row, found more: '|' follows the last one" },
  { "bad-vertical", "3\n. < . | .\n- x ^\n", -1, 3, 3, "expected a vertical relation '^', 'v' or '-', found 'x'" },
  { "row-sign-as-vertical", "3\n. < . | .\n- < ^\n", -1, 3, 3, "expected a vertical relation '^', 'v' or '-', found '<'" },
  { "cells-as-vertical", "3\n. < . | .\n. | . | .\n", -1, 3, 1, "each row of cells is followed by a line of vertical relations" },
  { "too-few-vertical", "3\n. < . | .\n- -\n", -1, 3, 4, "expected 3 vertical relations in this line, found 2" },
  { "too-many-vertical", "3\n. < . | .\n- - ^ v\n", -1, 3, 7, "expected 3 vertical relations in this line, found more: 'v'" },
  { "uppercase-V", "3\n. < . | .\n- - V\n", -1, 3, 5, "found 'V'" },
  { "extra-line", VALID_3 "- - -\n", -1, 7, 1, "unexpected text after the end of the grid (a 3×3 puzzle has 5 lines after its size)" },
  { "extra-line-after-blank", VALID_3 "\n  # fine\n   3\n", -1, 9, 4, "unexpected text after the end of the grid" },
  { "crlf-error-column", "3\r\n. x . | .\r\n", -1, 2, 3, "found 'x'" },
  { "crlf-truncated", "3\r\n. < . | .\r\n", -1, 3, 1, "the puzzle ends after 1 of its 5 lines" },
  { "tab-columns", "3\n.\t<\tx | .\n", -1, 2, 5, "found 'x'" },
  { "unicode-relation", "3\n. ≤ . | .\n", -1, 2, 3, "found '≤'" },
  { "control-character", "3\n. \x01 . | .\n", -1, 2, 3, "found '?'" },
  { "nul-byte", "3\n. \0 . | .\n", 12, 2, 3, "found '?'" },
  { "long-token", "3\n. <<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<< . | .\n", -1, 2, 3, "found '<<<<<<<<<<<<<<<<<<<<<<<<…'" },
  { "len-cuts-grid", VALID_3, 20, 4, 2, "expected 3 cells in this row, found 1" },
};

static void
check_error_case (gconstpointer data)
{
  const ErrorCase *c = data;
  gsize len = c->len >= 0 ? (gsize) c->len : strlen (c->text);
  FutoError error;
  FutoPuzzle *puzzle;
  char described[400];

  /* A copy of exactly len bytes, so that a read past the end shows in ASan. */
  g_autofree char *text = g_memdup2 (c->text, len);

  puzzle = futo_grid_read (text, len, &error);
  g_assert_null (puzzle);
  futo_error_describe (&error, described, sizeof described);
  g_test_message ("%s", described);
  g_assert_cmpint (error.line, ==, c->line);
  g_assert_cmpint (error.column, ==, c->column);
  g_assert_cmpint (error.row, ==, -1);
  g_assert_cmpint (error.col, ==, -1);
  if (strstr (error.message, c->fragment) == NULL)
    g_error ("message \"%s\" lacks \"%s\"", error.message, c->fragment);
}

static FutoPuzzle *
read_ok (const char *text,
         gssize      len)
{
  FutoError error;
  FutoPuzzle *puzzle = futo_grid_read (text, len >= 0 ? (gsize) len : strlen (text), &error);

  if (puzzle == NULL)
    g_error ("unexpected error: line %d, column %d: %s", error.line, error.column, error.message);
  return puzzle;
}

static void
test_valid_layouts (void)
{
  g_autoptr(GString) crlf = g_string_new (VALID_3);
  FutoPuzzle *reference = read_ok (VALID_3, -1);
  const char *variants[] = {
    "# a comment first\n\n" VALID_3 "\n# and one at the end\n",
    "3\n.  <  .\t|\t.   \n- - ^\n\n1 | . > .\n  # between the rows\nv - -\n. | . | 3",
    "   3   \n  . < . | .\n\t- - ^\n1 | . > .\nv - -\n. | . | 3\n\n\n",
    "\xEF\xBB\xBF" VALID_3,
    "03\n. < . | .\n- - ^\n01 | . > .\nv - -\n. | . | 3\n",
  };

  g_assert_cmpint (reference->size, ==, 3);
  g_assert_cmpint (futo_puzzle_get_given (reference, 1, 0), ==, 1);
  g_assert_cmpint (futo_puzzle_get_given (reference, 2, 2), ==, 3);
  g_assert_cmpint (futo_puzzle_count_givens (reference), ==, 2);
  g_assert_cmpint (futo_puzzle_get_relation (reference, 0, 0, FUTO_DIR_RIGHT), ==, FUTO_REL_LESS);
  g_assert_cmpint (futo_puzzle_get_relation (reference, 1, 1, FUTO_DIR_RIGHT), ==, FUTO_REL_GREATER);
  g_assert_cmpint (futo_puzzle_get_relation (reference, 0, 2, FUTO_DIR_DOWN), ==, FUTO_REL_LESS);
  g_assert_cmpint (futo_puzzle_get_relation (reference, 1, 0, FUTO_DIR_DOWN), ==, FUTO_REL_GREATER);
  g_assert_cmpint (futo_puzzle_count_signs (reference), ==, 4);

  for (gsize i = 0; i < G_N_ELEMENTS (variants); i++)
    {
      FutoPuzzle *puzzle = read_ok (variants[i], -1);

      g_assert_true (futo_puzzle_equal (puzzle, reference));
      futo_puzzle_free (puzzle);
    }

  g_string_replace (crlf, "\n", "\r\n", 0);
  {
    FutoPuzzle *puzzle = read_ok (crlf->str, (gssize) crlf->len);

    g_assert_true (futo_puzzle_equal (puzzle, reference));
    futo_puzzle_free (puzzle);
  }
  futo_puzzle_free (reference);
}

/* Reading is not validating: impossible puzzles still read. */
static void
test_impossible_puzzles_read (void)
{
  FutoPuzzle *puzzle = read_ok ("2\n1 < 1\n^ v\n2 > 2\n", -1);

  g_assert_cmpint (futo_puzzle_get_given (puzzle, 0, 0), ==, 1);
  g_assert_cmpint (futo_puzzle_get_given (puzzle, 0, 1), ==, 1);
  g_assert_cmpint (futo_puzzle_count_signs (puzzle), ==, 4);
  futo_puzzle_free (puzzle);
}

/* The reader must stop at len even when more text follows in memory. */
static void
test_length_is_respected (void)
{
  const char *text = VALID_3 "- - -\ngarbage";
  FutoPuzzle *puzzle = read_ok (text, (gssize) strlen (VALID_3));
  FutoPuzzle *reference = read_ok (VALID_3, -1);

  g_assert_true (futo_puzzle_equal (puzzle, reference));
  futo_puzzle_free (puzzle);
  futo_puzzle_free (reference);
}

static void
test_error_without_error_struct (void)
{
  g_assert_null (futo_grid_read ("3\n. x .\n", 8, NULL));
  g_assert_null (futo_grid_read (NULL, 0, NULL));
}

/* The example in grid.md, which is also the first example file. */
static const char example_5[] =
  "5\n"
  ". | . | . | . | 4\n"
  "v - - - -\n"
  ". > . | 1 | . | .\n"
  "- - - - -\n"
  ". | . | . | . | .\n"
  "- - - v -\n"
  ". | . | . | . | .\n"
  "- - ^ - ^\n"
  ". | . | . < . | .\n";

static void
test_write_canonical (void)
{
  FutoPuzzle *puzzle = read_ok (example_5, -1);
  char *written = futo_grid_write (puzzle);
  static const guint8 solution[25] = {
    5, 3, 2, 1, 4,  3, 2, 1, 4, 5,  1, 4, 5, 3, 2,  4, 5, 3, 2, 1,  2, 1, 4, 5, 3,
  };
  char *solved;

  g_assert_cmpstr (written, ==, example_5);
  g_assert_true (futo_puzzle_is_solution (puzzle, solution));
  solved = futo_grid_write_values (puzzle, solution);
  g_assert_cmpstr (solved, ==,
                   "5\n"
                   "5 | 3 | 2 | 1 | 4\n"
                   "v - - - -\n"
                   "3 > 2 | 1 | 4 | 5\n"
                   "- - - - -\n"
                   "1 | 4 | 5 | 3 | 2\n"
                   "- - - v -\n"
                   "4 | 5 | 3 | 2 | 1\n"
                   "- - ^ - ^\n"
                   "2 | 1 | 4 < 5 | 3\n");
  free (written);
  free (solved);
  futo_puzzle_free (puzzle);
}

static void
test_write_large_values (void)
{
  FutoPuzzle *puzzle = futo_puzzle_new (12);
  char *written;
  char **lines;

  futo_puzzle_set_given (puzzle, 0, 0, 12);
  futo_puzzle_set_given (puzzle, 0, 1, 10);
  futo_puzzle_set_given (puzzle, 0, 2, 9);
  futo_puzzle_set_relation (puzzle, 0, 0, FUTO_DIR_RIGHT, FUTO_REL_GREATER);
  written = futo_grid_write (puzzle);
  lines = g_strsplit (written, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "12");
  g_assert_cmpstr (lines[1], ==, "12 > 10 | 9 | . | . | . | . | . | . | . | . | .");
  g_assert_cmpuint (g_strv_length (lines), ==, 2 + 23);
  g_strfreev (lines);
  free (written);
  futo_puzzle_free (puzzle);
}

static void
test_examples (void)
{
  const char *names[] = { "unequal_4x4", "unequal_5x5", "unequal_9x9" };

  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_strdup_printf ("examples/%s.txt", names[i]);
      g_autofree char *solution_path = g_strdup_printf ("examples/%s.solution.txt", names[i]);
      gsize len = 0, solution_len = 0;
      g_autofree char *text = test_read_data (path, &len);
      g_autofree char *solution_text = test_read_data (solution_path, &solution_len);
      FutoPuzzle *puzzle = read_ok (text, (gssize) len);
      FutoPuzzle *solution = read_ok (solution_text, (gssize) solution_len);
      g_autofree guint8 *found = g_malloc ((gsize) puzzle->size * puzzle->size);

      /* The solution file repeats the signs and fills every cell. */
      g_assert_cmpint (solution->size, ==, puzzle->size);
      g_assert_cmpmem (solution->right, puzzle->size * puzzle->size,
                       puzzle->right, puzzle->size * puzzle->size);
      g_assert_cmpmem (solution->down, puzzle->size * puzzle->size,
                       puzzle->down, puzzle->size * puzzle->size);
      g_assert_cmpint (futo_puzzle_count_givens (solution), ==, puzzle->size * puzzle->size);
      g_assert_true (futo_puzzle_is_solution (puzzle, solution->givens));
      if (puzzle->size <= 5)
        {
          g_assert_cmpuint (test_brute_count (puzzle, 2, found), ==, 1);
          g_assert_cmpmem (found, puzzle->size * puzzle->size,
                           solution->givens, puzzle->size * puzzle->size);
        }
      futo_puzzle_free (puzzle);
      futo_puzzle_free (solution);
    }
}

static void
test_round_trip_random (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20240611);
  int count = 0;

  for (int n = FUTO_MIN_SIZE; n <= FUTO_MAX_SIZE; n++)
    for (int k = 0; k < (n <= 16 ? 8 : 3); k++)
      {
        double given_p = g_rand_double (rand), sign_p = g_rand_double (rand);
        FutoPuzzle *puzzle = k % 2 == 0 ? test_random_puzzle (rand, n, given_p, sign_p)
                                        : test_random_wild_puzzle (rand, n, given_p, sign_p);
        char *written = futo_grid_write (puzzle);
        FutoPuzzle *back = read_ok (written, -1);
        char *again = futo_grid_write (back);
        g_autofree guint8 *values = test_random_latin (rand, n);
        char *solved = futo_grid_write_values (puzzle, values);
        FutoPuzzle *solved_back = read_ok (solved, -1);

        g_assert_true (futo_puzzle_equal (puzzle, back));
        g_assert_cmpstr (written, ==, again);
        /* The values written read back as givens, with the same signs. */
        g_assert_cmpmem (solved_back->givens, n * n, values, n * n);
        g_assert_cmpmem (solved_back->right, n * n, puzzle->right, n * n);
        g_assert_cmpmem (solved_back->down, n * n, puzzle->down, n * n);
        free (written);
        free (again);
        free (solved);
        futo_puzzle_free (puzzle);
        futo_puzzle_free (back);
        futo_puzzle_free (solved_back);
        count++;
      }
  g_assert_cmpint (count, >=, 200);
}

/* Every prefix of a valid grid is either an error or (for the whole text)
 * the puzzle; none may crash or read past its end. */
static void
test_every_prefix (void)
{
  gsize len = strlen (VALID_3);

  for (gsize i = 0; i < len; i++)
    {
      g_autofree char *text = g_memdup2 (VALID_3, i);
      FutoError error;
      FutoPuzzle *puzzle = futo_grid_read (text, i, &error);

      /* Only cutting the final newline leaves a whole grid. */
      if (i == len - 1)
        {
          g_assert_nonnull (puzzle);
          futo_puzzle_free (puzzle);
        }
      else
        {
          g_assert_null (puzzle);
          g_assert_cmpstr (error.message, !=, "");
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (error_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/format-grid/error/%s", error_cases[i].name);

      g_test_add_data_func (path, &error_cases[i], check_error_case);
    }
  g_test_add_func ("/format-grid/valid-layouts", test_valid_layouts);
  g_test_add_func ("/format-grid/impossible-puzzles-read", test_impossible_puzzles_read);
  g_test_add_func ("/format-grid/length-is-respected", test_length_is_respected);
  g_test_add_func ("/format-grid/error-without-error-struct", test_error_without_error_struct);
  g_test_add_func ("/format-grid/write-canonical", test_write_canonical);
  g_test_add_func ("/format-grid/write-large-values", test_write_large_values);
  g_test_add_func ("/format-grid/examples", test_examples);
  g_test_add_func ("/format-grid/round-trip-random", test_round_trip_random);
  g_test_add_func ("/format-grid/every-prefix", test_every_prefix);
  return g_test_run ();
}
